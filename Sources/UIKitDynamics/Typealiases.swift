import Foundation

// UIKit's names for the Dynamics types. Code written for UIKit Dynamics compiles against these
// after `import UIKit` becomes `import UIKitDynamics`.

/// UIKit's name for `DynamicAnimator`. Create it with a reference view
/// (``Dynamics/DynamicAnimator/init(referenceView:)``) or with reference bounds.
///
/// ```swift
/// let animator = UIDynamicAnimator(referenceView: view)
/// animator.addBehavior(UIGravityBehavior(items: [square]))
/// animator.runUntilPaused(timeout: 10)
/// ```
public typealias UIDynamicAnimator = DynamicAnimator

/// UIKit's name for `DynamicItem`: anything an animator can move. ``UIView`` is one.
///
/// ```swift
/// final class Token: NSObject, UIDynamicItem {
///     var center = CGPoint(x: 50, y: 50)
///     var bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
///     var transform = CGAffineTransform.identity
/// }
/// ```
public typealias UIDynamicItem = DynamicItem

/// UIKit's name for `DynamicBehavior`: the base of every behavior, and a composite of child
/// behaviors when used directly.
///
/// ```swift
/// let fall = UIDynamicBehavior()
/// fall.addChildBehavior(UIGravityBehavior(items: [square]))
/// fall.action = { print(square.center) }
/// ```
public typealias UIDynamicBehavior = DynamicBehavior

/// UIKit's name for `GravityBehavior`: 1.0 is 1000 points per second².
///
/// ```swift
/// let gravity = UIGravityBehavior(items: [square])
/// gravity.angle = .pi / 2
/// gravity.magnitude = 0.5
/// ```
public typealias UIGravityBehavior = GravityBehavior

/// UIKit's name for `CollisionBehavior`. Boundary identifiers may be `NSCopying` objects, as
/// in UIKit, or any `Hashable` value.
///
/// ```swift
/// let collision = UICollisionBehavior(items: [square])
/// collision.translatesReferenceBoundsIntoBoundary = true
/// collision.addBoundary(withIdentifier: "shelf" as NSCopying,
///                       from: CGPoint(x: 0, y: 300), to: CGPoint(x: 200, y: 300))
/// ```
public typealias UICollisionBehavior = CollisionBehavior

/// UIKit's name for `DynamicItemBehavior`: elasticity, friction, density, resistance,
/// rotation and velocity of its items.
///
/// ```swift
/// let properties = UIDynamicItemBehavior(items: [square])
/// properties.elasticity = 0.7
/// properties.addLinearVelocity(CGPoint(x: 200, y: 0), for: square)
/// ```
public typealias UIDynamicItemBehavior = DynamicItemBehavior

/// UIKit's name for `DynamicAnimatorDelegate`: hears when the animator pauses and resumes.
///
/// ```swift
/// final class Watcher: UIDynamicAnimatorDelegate {
///     func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { print("at rest") }
/// }
/// ```
public typealias UIDynamicAnimatorDelegate = DynamicAnimatorDelegate

/// UIKit's name for `DynamicItemCollisionBoundsType`: rectangle, ellipse or path.
///
/// ```swift
/// final class Ball: UIView {
///     override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
/// }
/// ```
public typealias UIDynamicItemCollisionBoundsType = DynamicItemCollisionBoundsType

/// UIKit's name for `BezierPath`: boundaries and `.path` collision bounds.
///
/// ```swift
/// let bowl = UIBezierPath(ovalIn: CGRect(x: 0, y: 200, width: 300, height: 200))
/// collision.addBoundary(withIdentifier: "bowl" as NSString, for: bowl)
/// ```
public typealias UIBezierPath = BezierPath

/// UIKit's name for `EdgeInsets`.
///
/// ```swift
/// collision.setTranslatesReferenceBoundsIntoBoundary(
///     with: UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
/// ```
public typealias UIEdgeInsets = EdgeInsets

/// A horizontal and vertical offset: UIKit's `UIOffset`.
///
/// ```swift
/// push.setTargetOffsetFromCenter(UIOffset(horizontal: 0, vertical: 50), for: card)
/// ```
public typealias UIOffset = Offset

/// Pushes items with a force: UIKit's `UIPushBehavior` (`UIPushBehavior.Mode`: `.continuous`, `.instantaneous`).
///
/// ```swift
/// let push = UIPushBehavior(items: [view], mode: .instantaneous)
/// push.pushDirection = CGVector(dx: 0, dy: -1)
/// ```
public typealias UIPushBehavior = PushBehavior

/// Ties an item to a point or another item: UIKit's `UIAttachmentBehavior`.
///
/// ```swift
/// let drag = UIAttachmentBehavior(item: view, attachedToAnchor: touch)
/// ```
public typealias UIAttachmentBehavior = AttachmentBehavior

/// Springs an item to a point: UIKit's `UISnapBehavior`.
///
/// ```swift
/// animator.addBehavior(UISnapBehavior(item: view, snapTo: CGPoint(x: 160, y: 240)))
/// ```
public typealias UISnapBehavior = SnapBehavior

/// A closed range of values: UIKit's `UIFloatRange`.
///
/// ```swift
/// slider.attachmentRange = UIFloatRange(minimum: -50, maximum: 50)
/// ```
public typealias UIFloatRange = FloatRange

/// Several items moving as one rigid body: UIKit's `UIDynamicItemGroup`.
///
/// ```swift
/// let ell = UIDynamicItemGroup(items: [bar, post])
/// ```
public typealias UIDynamicItemGroup = DynamicItemGroup

/// A composable region (circles, rectangles, unions, intersections, differences, inverses):
/// UIKit's `UIRegion`.
///
/// ```swift
/// let ring = UIRegion(radius: 100).byDifference(from: UIRegion(radius: 50))
/// ```
public typealias UIRegion = Region

/// A force field acting on its items: UIKit's `UIFieldBehavior`.
///
/// ```swift
/// let field = UIFieldBehavior.springField()
/// field.addItem(view)
/// ```
public typealias UIFieldBehavior = FieldBehavior

/// A custom field's force closure: UIKit's `UIFieldCustomEvaluator`.
///
/// ```swift
/// let wind: UIFieldCustomEvaluator = { _, _, _, mass, _, _ in CGVector(dx: mass, dy: 0) }
/// ```
public typealias UIFieldCustomEvaluator = FieldBehavior.Evaluator
