import Foundation

/// The layer behind a view.
extension UIView {
    /// The view's layer: appearance values (corner radius, border) stored for UIKit code, never
    /// drawn.
    ///
    /// ```swift
    /// modal.view.layer.cornerRadius = 15
    /// ```
    public var layer: CALayer { backingLayer }
}
