/// How an item's collision shape is derived from it.
///
/// ```swift
/// final class Ball: DynamicItem {
///     var center = CGPoint(x: 100, y: 100)
///     var bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
///     var transform = CGAffineTransform.identity
///     var collisionBoundsType: DynamicItemCollisionBoundsType { .ellipse }
/// }
/// ```
public enum DynamicItemCollisionBoundsType: UInt, Sendable {
    /// The `bounds` rectangle, centred on `center`.
    case rectangle = 0
    /// The ellipse inscribed in `bounds`: a circle when width equals height, otherwise a convex
    /// polygon whose vertex count grows with the perimeter (UIKit's flattening rule).
    case ellipse = 1
    /// The item's ``DynamicItem/collisionBoundingPath``, with (0, 0) at the item's centre.
    /// A concave path is split into convex pieces (UIKit silently breaks there).
    case path = 2
}

/// Anything an animator can move: UIKit's `UIDynamicItem`.
///
/// The animator reads `center`, `bounds.size` and the rotation of `transform` when the item's
/// body is created (and in ``DynamicAnimator/updateItem(usingCurrentState:)``), and writes back
/// `center` and a pure-rotation `transform` after every frame.
///
/// ```swift
/// final class Card: DynamicItem {
///     var center = CGPoint(x: 160, y: 100)
///     var bounds = CGRect(x: 0, y: 0, width: 100, height: 60)
///     var transform = CGAffineTransform.identity
/// }
/// let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 480))
/// animator.addBehavior(GravityBehavior(items: [Card()]))
/// ```
public protocol DynamicItem: AnyObject {
    /// The centre in the animator's reference coordinates (points).
    var center: CGPoint { get set }
    /// Only `bounds.size` is used, once, when the item's body is created.
    var bounds: CGRect { get }
    /// Only the rotation is used; it is replaced by a pure rotation on write-back.
    var transform: CGAffineTransform { get set }
    /// The kind of collision shape; `.rectangle` unless the item says otherwise.
    var collisionBoundsType: DynamicItemCollisionBoundsType { get }
    /// The collision outline for `.path` items, relative to the item's centre.
    var collisionBoundingPath: BezierPath { get }
    /// The radius of the corners the item is drawn with, if it draws rounded corners (a
    /// `UIView`'s `layer.cornerRadius`); 0 otherwise. Not simulated: ``DynamicAnimator/setupProblems()``
    /// reads it to say when a view drawn round collides as a rectangle.
    var visibleCornerRadius: CGFloat { get }
}

extension DynamicItem {
    /// Rectangle bounds, as in UIKit.
    public var collisionBoundsType: DynamicItemCollisionBoundsType { .rectangle }
    /// An empty path: a `.path` item must provide its own.
    public var collisionBoundingPath: BezierPath { BezierPath() }
    /// Square corners: 0.
    public var visibleCornerRadius: CGFloat { 0 }
}
