import Foundation

// What UIKit code uses and Linux Foundation lacks. (Linux Foundation already has CGRect's
// minX…maxY, midX/midY, insetBy, offsetBy, integral, standardized, union, intersection,
// contains, intersects and divided; Dynamics adds CGVector, CGAffineTransform and
// `applying(_:)`.)

extension CGRect {
    /// The rectangle shrunk by `insets` (negative insets grow it), as UIKit's
    /// `CGRect.inset(by:)`.
    ///
    /// ```swift
    /// let content = view.bounds.inset(by: UIEdgeInsets(top: 20, left: 10, bottom: 20, right: 10))
    /// ```
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
    }
}

extension EdgeInsets {
    /// No insets (UIKit's `UIEdgeInsets()`).
    ///
    /// ```swift
    /// var insets = UIEdgeInsets()
    /// insets.top = 64
    /// ```
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }
}
