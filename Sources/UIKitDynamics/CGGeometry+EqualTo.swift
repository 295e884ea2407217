import Foundation

// CoreGraphics' `equalTo(_:)` methods, which Linux Foundation lacks. (It has CGRect's minX…maxY,
// midX/midY, insetBy, offsetBy, integral, standardized, union, intersection, contains,
// intersects and `init(origin:size:)`; Dynamics adds CGAffineTransform and `applying(_:)`.)

extension CGPoint {
    /// Whether the two points are exactly equal (CoreGraphics' `CGPointEqualToPoint`).
    ///
    /// ```swift
    /// square.center.equalTo(CGPoint(x: 160, y: 240))
    /// ```
    public func equalTo(_ point: CGPoint) -> Bool { self == point }
}

extension CGSize {
    /// Whether the two sizes are exactly equal (CoreGraphics' `CGSizeEqualToSize`).
    ///
    /// ```swift
    /// if !view.bounds.size.equalTo(.zero) { animator.addBehavior(gravity) }
    /// ```
    public func equalTo(_ size: CGSize) -> Bool { self == size }
}

extension CGRect {
    /// Whether the two rectangles are equal once standardized (CoreGraphics'
    /// `CGRectEqualToRect`: a rectangle with a negative width equals its flipped twin).
    ///
    /// ```swift
    /// CGRect(x: 10, y: 0, width: -10, height: 5).equalTo(CGRect(x: 0, y: 0, width: 10, height: 5))   // true
    /// ```
    public func equalTo(_ rect: CGRect) -> Bool {
        if isNull || rect.isNull { return isNull && rect.isNull }
        return standardized == rect.standardized
    }
}
