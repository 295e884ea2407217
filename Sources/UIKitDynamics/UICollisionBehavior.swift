import Foundation

/// UIKit's boundary methods, with `NSCopying` identifiers.
///
/// These sit beside ``CollisionBehavior``'s `AnyHashable` methods and name the same boundaries:
/// `"floor" as NSString`, `"floor" as NSCopying` and plain `"floor"` are one identifier. An
/// `NSString`, `NSNumber` or other `NSObject` argument picks these overloads; a plain Swift value
/// (`"floor"`, `3`) picks the `AnyHashable` ones, without ambiguity.
extension CollisionBehavior {
    /// Adds a boundary along `bezierPath` (closed around its first subpath), named by an
    /// `NSCopying` identifier. Adding an identifier again replaces its boundary.
    ///
    /// ```swift
    /// let bowl = UIBezierPath(ovalIn: CGRect(x: 0, y: 200, width: 300, height: 200))
    /// collision.addBoundary(withIdentifier: "bowl" as NSString, for: bowl)
    /// ```
    public func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: UIBezierPath) {
        addBoundary(withIdentifier: UIKitDynamics.BoundaryIdentifier.key(for: identifier), for: bezierPath)
    }

    /// Adds a straight, two-sided boundary from `p1` to `p2`, named by an `NSCopying`
    /// identifier.
    ///
    /// ```swift
    /// collision.addBoundary(withIdentifier: "bottom" as NSCopying,
    ///                       from: CGPoint(x: 0, y: 400), to: CGPoint(x: 320, y: 400))
    /// ```
    public func addBoundary(withIdentifier identifier: any NSCopying, from p1: CGPoint, to p2: CGPoint) {
        addBoundary(withIdentifier: UIKitDynamics.BoundaryIdentifier.key(for: identifier), from: p1, to: p2)
    }

    /// The path of the boundary named by an `NSCopying` identifier, if there is one.
    ///
    /// ```swift
    /// let floor = collision.boundary(withIdentifier: "bottom" as NSString)
    /// ```
    public func boundary(withIdentifier identifier: any NSCopying) -> UIBezierPath? {
        boundary(withIdentifier: UIKitDynamics.BoundaryIdentifier.key(for: identifier))
    }

    /// Removes the boundary named by an `NSCopying` identifier.
    ///
    /// ```swift
    /// collision.removeBoundary(withIdentifier: "bottom" as NSString)
    /// ```
    public func removeBoundary(withIdentifier identifier: any NSCopying) {
        removeBoundary(withIdentifier: UIKitDynamics.BoundaryIdentifier.key(for: identifier))
    }

    /// The identifiers of the added boundaries (not the reference-bounds one), in the order added,
    /// as UIKit's `NSCopying` objects: a `String` identifier is an `NSString`, an `NSCopying`
    /// object itself; `nil` when there are none. (`import Dynamics` alone sees the
    /// `AnyHashable` form.)
    ///
    /// ```swift
    /// for identifier in collision.boundaryIdentifiers ?? [] {
    ///     if let name = identifier as? String { print(name) }
    /// }
    /// ```
    public var boundaryIdentifiers: [any NSCopying]? {
        let keys = addedBoundaryIdentifiers
        guard !keys.isEmpty else { return nil }
        return keys.compactMap { UIKitDynamics.BoundaryIdentifier.identifier(for: $0) }
    }
}

/// Hears the contacts of a ``UICollisionBehavior``'s items, with UIKit's Swift signatures:
/// boundary identifiers arrive as `(any NSCopying)?` — `nil` for the reference-bounds boundary,
/// an `NSString` for a string identifier, the object itself (or an equal one) for an
/// `NSCopying` object. Every method is optional.
///
/// It refines `CollisionBehaviorDelegate`: the item–item methods are the same, and the
/// `AnyHashable?` boundary callbacks are forwarded to the `NSCopying` ones below (unless the
/// conforming type implements the `AnyHashable?` ones itself).
///
/// ```swift
/// final class Thud: NSObject, UICollisionBehaviorDelegate {
///     func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
///                            withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint) {
///         if let name = identifier as? String { print("hit \(name) at \(p)") }
///     }
/// }
/// collision.collisionDelegate = thud
/// ```
public protocol UICollisionBehaviorDelegate: CollisionBehaviorDelegate {
    /// An item started touching a boundary at `p` (reference coordinates); `identifier` is `nil`
    /// for the reference-bounds boundary.
    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
        withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint)
    /// An item stopped touching a boundary.
    func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
        withBoundaryIdentifier identifier: (any NSCopying)?)
}

extension UICollisionBehaviorDelegate {
    /// Does nothing unless implemented.
    ///
    /// ```swift
    /// func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
    ///                        withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint) { thud() }
    /// ```
    public func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
        withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint
    ) {}

    /// Does nothing unless implemented.
    ///
    /// ```swift
    /// func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
    ///                        withBoundaryIdentifier identifier: (any NSCopying)?) { lift() }
    /// ```
    public func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
        withBoundaryIdentifier identifier: (any NSCopying)?
    ) {}

    /// Forwards to the `NSCopying` method with the identifier as an `NSCopying` object
    /// (`nil` stays `nil`; a `String` becomes an `NSString`).
    ///
    /// ```swift
    /// // The animator calls this; it calls your
    /// // collisionBehavior(_:beganContactFor:withBoundaryIdentifier: (any NSCopying)?, at:)
    /// ```
    public func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: AnyHashable?, at point: CGPoint
    ) {
        let copying: (any NSCopying)? = BoundaryIdentifier.identifier(for: identifier)
        collisionBehavior(behavior, beganContactFor: item, withBoundaryIdentifier: copying, at: point)
    }

    /// Forwards to the `NSCopying` method with the identifier as an `NSCopying` object.
    ///
    /// ```swift
    /// // The animator calls this; it calls your
    /// // collisionBehavior(_:endedContactFor:withBoundaryIdentifier: (any NSCopying)?)
    /// ```
    public func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: AnyHashable?
    ) {
        let copying: (any NSCopying)? = BoundaryIdentifier.identifier(for: identifier)
        collisionBehavior(behavior, endedContactFor: item, withBoundaryIdentifier: copying)
    }
}
