import Foundation

/// A stand-in for Core Animation's layer behind every ``UIView``: the appearance values UIKit
/// code sets on `view.layer`, stored and never drawn (there is no compositor off Apple platforms).
///
/// ```swift
/// let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
/// card.layer.cornerRadius = 15
/// card.layer.masksToBounds = true
/// ```
open class CALayer: NSObject {
    /// The radius of the rounded corners, in points (stored only).
    ///
    /// ```swift
    /// ellipse.layer.cornerRadius = 50
    /// ```
    open var cornerRadius: CGFloat = 0

    /// The border width, in points (stored only).
    ///
    /// ```swift
    /// card.layer.borderWidth = 1
    /// ```
    open var borderWidth: CGFloat = 0

    /// Whether sublayers are clipped to the rounded bounds (stored only).
    ///
    /// ```swift
    /// card.layer.masksToBounds = true
    /// ```
    open var masksToBounds = false

    /// Creates a layer with square corners and no border.
    ///
    /// ```swift
    /// let layer = CALayer()
    /// ```
    public override init() {
        super.init()
    }
}
