/// Hears contacts of a collision behavior's items (UIKit's `UICollisionBehaviorDelegate`).
///
/// Callbacks come once per frame, after the items have moved: all began contacts, then all
/// ended ones, then the behaviors' actions. Every method is optional.
///
/// ```swift
/// final class Thud: CollisionBehaviorDelegate {
///     func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
///                            withBoundaryIdentifier identifier: CollisionBehavior.BoundaryIdentifier?, at point: CGPoint) {
///         print("hit \(identifier ?? "the edge") at \(point)")
///     }
/// }
/// ```
public protocol CollisionBehaviorDelegate: AnyObject {
    /// Two items of the behavior started touching at `point` (reference coordinates).
    func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item1: any DynamicItem, with item2: any DynamicItem,
        at point: CGPoint)
    /// Two items of the behavior stopped touching.
    func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item1: any DynamicItem, with item2: any DynamicItem)
    /// An item started touching a boundary; `identifier` is `nil` for the reference-bounds one.
    func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: CollisionBehavior.BoundaryIdentifier?, at point: CGPoint)
    /// An item stopped touching a boundary.
    func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: CollisionBehavior.BoundaryIdentifier?)
}

extension CollisionBehaviorDelegate {
    public func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item1: any DynamicItem, with item2: any DynamicItem,
        at point: CGPoint
    ) {}
    public func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item1: any DynamicItem, with item2: any DynamicItem
    ) {}
    public func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: CollisionBehavior.BoundaryIdentifier?, at point: CGPoint
    ) {}
    public func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: CollisionBehavior.BoundaryIdentifier?
    ) {}
}
