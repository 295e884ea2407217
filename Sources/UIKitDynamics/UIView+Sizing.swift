import Foundation

/// Sizing and content mode: values views report and store; nothing is drawn or laid out.
extension UIView {
    /// How a view's content fits its bounds: UIKit's `UIView.ContentMode` (stored only).
    ///
    /// ```swift
    /// imageView.contentMode = .scaleAspectFit
    /// ```
    public enum ContentMode: Int, Sendable {
        /// Stretch to fill (the default).
        case scaleToFill = 0
        /// Scale to fit, keeping the aspect ratio.
        case scaleAspectFit = 1
        /// Scale to fill, keeping the aspect ratio (clipped).
        case scaleAspectFill = 2
        /// Redraw when the bounds change.
        case redraw = 3
        /// Centred, unscaled.
        case center = 4
        /// At the top, unscaled.
        case top = 5
        /// At the bottom, unscaled.
        case bottom = 6
        /// At the left, unscaled.
        case left = 7
        /// At the right, unscaled.
        case right = 8
        /// In the top-left corner, unscaled.
        case topLeft = 9
        /// In the top-right corner, unscaled.
        case topRight = 10
        /// In the bottom-left corner, unscaled.
        case bottomLeft = 11
        /// In the bottom-right corner, unscaled.
        case bottomRight = 12
    }

    /// UIKit's `UIView.noIntrinsicMetric`: no intrinsic size along an axis (-1).
    ///
    /// ```swift
    /// UIView().intrinsicContentSize.width == UIView.noIntrinsicMetric   // true
    /// ```
    public static var noIntrinsicMetric: CGFloat { -1 }

    /// How the content fits the bounds (stored only; `.scaleToFill` by default).
    ///
    /// ```swift
    /// imageView.contentMode = .scaleAspectFill
    /// ```
    public var contentMode: ContentMode {
        get { storedContentMode }
        set { storedContentMode = newValue }
    }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin
    /// (UIKit's rule).
    ///
    /// ```swift
    /// imageView.image = UIImage(named: "bigger")
    /// imageView.sizeToFit()
    /// ```
    public func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        let origin = frame.origin
        frame = CGRect(origin: origin, size: size)
    }
}
