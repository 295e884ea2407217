import Foundation

/// Converting points and rectangles between views' coordinate spaces.
///
/// A point `p` in a view's bounds maps to its superview as
/// `center + (p − (bounds.midX, bounds.midY)).applying(transform)`, as UIKit maps it (the
/// transform applies about the centre). So bounds origins, frames and the transforms of every
/// view on the way (rotations, scales, translations) are all honoured. With identity transforms
/// this is `p + frame.origin − bounds.origin` at each level.
///
/// `nil` as the other view means the coordinate space of the root of this view's hierarchy
/// (the root plays the window). Views in different hierarchies are converted through their
/// roots' spaces as if those coincided.
extension UIView {
    /// Converts `point` from this view's coordinates to `view`'s (`nil`: the root's).
    ///
    /// ```swift
    /// let inContainer = square.convert(CGPoint(x: 0, y: 0), to: container)
    /// ```
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        if view === self { return point }
        let (rootPoint, _) = toRoot(point)
        guard let view else { return rootPoint }
        return view.fromRoot(rootPoint)
    }

    /// Converts `point` from `view`'s coordinates (`nil`: the root's) to this view's.
    ///
    /// ```swift
    /// let local = square.convert(touchPoint, from: container)
    /// ```
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        if view === self { return point }
        let rootPoint = view.map { $0.toRoot(point).point } ?? point
        return fromRoot(rootPoint)
    }

    /// Converts `rect` from this view's coordinates to `view`'s: the bounding box of its
    /// converted corners (the rectangle itself when no transform rotates or scales).
    ///
    /// ```swift
    /// let frameInRoot = square.convert(square.bounds, to: nil)
    /// ```
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        if view === self { return rect }
        return Self.boundingBox(of: rect) { convert($0, to: view) }
    }

    /// Converts `rect` from `view`'s coordinates to this view's (bounding box of the corners).
    ///
    /// ```swift
    /// let local = square.convert(container.bounds, from: container)
    /// ```
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        if view === self { return rect }
        return Self.boundingBox(of: rect) { convert($0, from: view) }
    }

    // MARK: Internals

    /// A point in this view's bounds, expressed in its superview's coordinates.
    func pointInSuperview(_ p: CGPoint) -> CGPoint {
        let offset = CGPoint(x: p.x - bounds.midX, y: p.y - bounds.midY)
        let moved = transform.isIdentity ? offset : offset.applying(transform)
        return CGPoint(x: center.x + moved.x, y: center.y + moved.y)
    }

    /// A point in the superview's coordinates, expressed in this view's bounds.
    func pointFromSuperview(_ p: CGPoint) -> CGPoint {
        let offset = CGPoint(x: p.x - center.x, y: p.y - center.y)
        let moved = transform.isIdentity ? offset : offset.applying(transform.inverted())
        return CGPoint(x: bounds.midX + moved.x, y: bounds.midY + moved.y)
    }

    /// The point in the root view's coordinates, and the root.
    private func toRoot(_ point: CGPoint) -> (point: CGPoint, root: UIView) {
        var p = point
        var view = self
        while let parent = view.superview {
            p = view.pointInSuperview(p)
            view = parent
        }
        return (p, view)
    }

    /// A point in the root view's coordinates, expressed in this view's.
    private func fromRoot(_ point: CGPoint) -> CGPoint {
        var chain: [UIView] = []
        var view = self
        while let parent = view.superview {
            chain.append(view)
            view = parent
        }
        var p = point
        for v in chain.reversed() { p = v.pointFromSuperview(p) }
        return p
    }

    private static func boundingBox(of rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
        if rect.isNull { return rect }
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ].map(map)
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minX = xs.min()!
        let maxX = xs.max()!
        let minY = ys.min()!
        let maxY = ys.max()!
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
