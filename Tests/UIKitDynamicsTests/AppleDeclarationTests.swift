import Foundation
import Testing
import UIKitDynamics

// Apple's Swift declarations of UIKit Dynamics, every type and member, written as call sites that
// must compile against `UIKitDynamics` with exactly the types Apple's Swift interface gives (UIKit,
// iOS 17 SDK, `UIDynamicAnimator.h`, `UIDynamicBehavior.h` and the behaviours' headers as Swift
// imports them; Apple's documentation pages for each symbol). A missing initializer, a property
// where Apple has a method, a changed optionality or element type is a compile error here, not a
// porter's surprise. The declaration each line checks is quoted beside it.
//
// Forms: `let _: (Args) -> T = T.init(labels:)` pins an initializer; `let _: (T) -> (Args) -> R =
// T.method(labels:)` an instance method; a `ReferenceWritableKeyPath` a settable property and a
// `KeyPath` a read-only one, with its exact type.

/// A custom item as an iOS developer declares one (`NSObject`, the three required members).
private final class Token: NSObject, UIDynamicItem {
    var center = CGPoint(x: 50, y: 50)
    var bounds: CGRect { CGRect(x: 0, y: 0, width: 20, height: 20) }
    var transform = CGAffineTransform.identity
}

/// A view that overrides the optional collision-bounds members (`override`, as on iOS 9+).
private final class Ball: UIView {
    override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .path }
    override var collisionBoundingPath: UIBezierPath {
        UIBezierPath(ovalIn: CGRect(x: -10, y: -10, width: 20, height: 20))
    }
}

/// Implements one optional method of each delegate protocol: the rest must have defaults.
private final class Listener: NSObject, UIDynamicAnimatorDelegate, UICollisionBehaviorDelegate {
    var pauses = 0
    var boundaryContacts = 0
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { pauses += 1 }
    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
        withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint
    ) { boundaryContacts += 1 }
}

/// A composite behaviour written as UIKit code writes one: `override init()`, `super.init()`,
/// children, `willMove(to:)`.
private final class FallingObjectBehavior: UIDynamicBehavior {
    let gravity = UIGravityBehavior()
    let collider = UICollisionBehavior()
    let itemBehavior = UIDynamicItemBehavior()
    private(set) var movedTo: [UIDynamicAnimator?] = []

    override init() {
        super.init()
        collider.translatesReferenceBoundsIntoBoundary = true
        itemBehavior.allowsRotation = false
        itemBehavior.elasticity = 0.75
        addChildBehavior(gravity)
        addChildBehavior(collider)
        addChildBehavior(itemBehavior)
    }

    func addItem(_ item: any UIDynamicItem) {
        gravity.addItem(item)
        collider.addItem(item)
        itemBehavior.addItem(item)
    }

    override func willMove(to dynamicAnimator: UIDynamicAnimator?) {
        super.willMove(to: dynamicAnimator)
        movedTo.append(dynamicAnimator)
    }
}

/// Subclasses of the primitive behaviours that call the inherited `init()`.
private final class HeavyGravity: UIGravityBehavior {
    override init() {
        super.init()
        magnitude = 2
    }
}

/// Every declaration, pinned by type; compiled, never needs to run.
private func appleDeclarations(view: UIView, item: any UIDynamicItem, other: any UIDynamicItem) {
    // MARK: UIDynamicAnimator
    let _: (UIView) -> UIDynamicAnimator = UIDynamicAnimator.init(referenceView:)  // init(referenceView view: UIView)
    let _: () -> UIDynamicAnimator = UIDynamicAnimator.init  // init() (NSObject's)
    let _: (UICollectionViewLayout) -> UIDynamicAnimator = UIDynamicAnimator.init(collectionViewLayout:)
    let _: (UIDynamicAnimator) -> (UIDynamicBehavior) -> Void = UIDynamicAnimator.addBehavior  // func addBehavior(_ behavior: UIDynamicBehavior)
    let _: (UIDynamicAnimator) -> (UIDynamicBehavior) -> Void = UIDynamicAnimator.removeBehavior
    let _: (UIDynamicAnimator) -> () -> Void = UIDynamicAnimator.removeAllBehaviors
    let _: KeyPath<UIDynamicAnimator, UIView?> = \.referenceView  // var referenceView: UIView? { get }
    let _: KeyPath<UIDynamicAnimator, [UIDynamicBehavior]> = \.behaviors  // var behaviors: [UIDynamicBehavior] { get }
    let _: (UIDynamicAnimator) -> (CGRect) -> [any UIDynamicItem] = UIDynamicAnimator.items(in:)
    let _: (UIDynamicAnimator) -> (any UIDynamicItem) -> Void = UIDynamicAnimator.updateItem(
        usingCurrentState:)
    let _: KeyPath<UIDynamicAnimator, Bool> = \.isRunning  // var isRunning: Bool { get }
    let _: (UIDynamicAnimator) -> () -> TimeInterval = UIDynamicAnimator.elapsedTime  // func elapsedTime() -> TimeInterval
    let _: ReferenceWritableKeyPath<UIDynamicAnimator, (any UIDynamicAnimatorDelegate)?> = \.delegate  // weak var delegate
    let _: (UIDynamicAnimator) -> (IndexPath) -> UICollectionViewLayoutAttributes? =
        UIDynamicAnimator.layoutAttributesForCell(at:)
    let _: (UIDynamicAnimator) -> (String, IndexPath) -> UICollectionViewLayoutAttributes? =
        UIDynamicAnimator.layoutAttributesForSupplementaryView(ofKind:at:)
    let _: (UIDynamicAnimator) -> (String, IndexPath) -> UICollectionViewLayoutAttributes? =
        UIDynamicAnimator.layoutAttributesForDecorationView(ofKind:at:)
    let _: String = UIDynamicAnimator().description

    // MARK: UIDynamicItem, UIDynamicItemGroup, UIDynamicItemCollisionBoundsType
    let _: CGPoint = item.center  // var center: CGPoint { get set }
    let _: CGRect = item.bounds  // var bounds: CGRect { get }
    let _: CGAffineTransform = item.transform  // var transform: CGAffineTransform { get set }
    let _: ([any UIDynamicItem]) -> UIDynamicItemGroup = UIDynamicItemGroup.init(items:)
    let _: KeyPath<UIDynamicItemGroup, [any UIDynamicItem]> = \.items
    let _: any UIDynamicItem = UIDynamicItemGroup(items: [item])
    let _: [UIDynamicItemCollisionBoundsType] = [.rectangle, .ellipse, .path]
    let _: UInt = UIDynamicItemCollisionBoundsType.path.rawValue
    let _: UIDynamicItemCollisionBoundsType? = UIDynamicItemCollisionBoundsType(rawValue: 1)
    let _: KeyPath<UIView, UIDynamicItemCollisionBoundsType> = \.collisionBoundsType
    let _: KeyPath<UIView, UIBezierPath> = \.collisionBoundingPath
    let _: any UIDynamicItem = view
    let _: any UIDynamicItem = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))

    // MARK: UIDynamicBehavior
    let _: () -> UIDynamicBehavior = UIDynamicBehavior.init  // init()
    let _: (UIDynamicBehavior) -> (UIDynamicBehavior) -> Void = UIDynamicBehavior.addChildBehavior
    let _: (UIDynamicBehavior) -> (UIDynamicBehavior) -> Void = UIDynamicBehavior.removeChildBehavior
    let _: KeyPath<UIDynamicBehavior, [UIDynamicBehavior]> = \.childBehaviors
    let _: ReferenceWritableKeyPath<UIDynamicBehavior, (() -> Void)?> = \.action  // var action: (() -> Void)?
    let _: (UIDynamicBehavior) -> (UIDynamicAnimator?) -> Void = UIDynamicBehavior.willMove(to:)
    let _: KeyPath<UIDynamicBehavior, UIDynamicAnimator?> = \.dynamicAnimator

    // MARK: UIGravityBehavior
    let _: ([any UIDynamicItem]) -> UIGravityBehavior = UIGravityBehavior.init(items:)
    let _: () -> UIGravityBehavior = UIGravityBehavior.init  // init() (inherited)
    let _: (UIGravityBehavior) -> (any UIDynamicItem) -> Void = UIGravityBehavior.addItem
    let _: (UIGravityBehavior) -> (any UIDynamicItem) -> Void = UIGravityBehavior.removeItem
    let _: KeyPath<UIGravityBehavior, [any UIDynamicItem]> = \.items
    let _: ReferenceWritableKeyPath<UIGravityBehavior, CGVector> = \.gravityDirection
    let _: ReferenceWritableKeyPath<UIGravityBehavior, CGFloat> = \.angle
    let _: ReferenceWritableKeyPath<UIGravityBehavior, CGFloat> = \.magnitude
    let _: (UIGravityBehavior) -> (CGFloat, CGFloat) -> Void = UIGravityBehavior.setAngle(_:magnitude:)

    // MARK: UICollisionBehavior and its delegate
    let _: ([any UIDynamicItem]) -> UICollisionBehavior = UICollisionBehavior.init(items:)
    let _: () -> UICollisionBehavior = UICollisionBehavior.init  // init() (inherited)
    let _: (UICollisionBehavior) -> (any UIDynamicItem) -> Void = UICollisionBehavior.addItem
    let _: (UICollisionBehavior) -> (any UIDynamicItem) -> Void = UICollisionBehavior.removeItem
    let _: KeyPath<UICollisionBehavior, [any UIDynamicItem]> = \.items
    let _: ReferenceWritableKeyPath<UICollisionBehavior, UICollisionBehavior.Mode> = \.collisionMode
    let _: [UICollisionBehavior.Mode] = [.items, .boundaries, .everything]
    let _: ReferenceWritableKeyPath<UICollisionBehavior, Bool> = \.translatesReferenceBoundsIntoBoundary
    let _: (UICollisionBehavior) -> (UIEdgeInsets) -> Void =
        UICollisionBehavior.setTranslatesReferenceBoundsIntoBoundary(with:)
    let _: (UICollisionBehavior) -> (any NSCopying, UIBezierPath) -> Void =
        UICollisionBehavior.addBoundary(withIdentifier:for:)
    let _: (UICollisionBehavior) -> (any NSCopying, CGPoint, CGPoint) -> Void =
        UICollisionBehavior.addBoundary(withIdentifier:from:to:)
    let _: (UICollisionBehavior) -> (any NSCopying) -> UIBezierPath? = UICollisionBehavior.boundary(
        withIdentifier:)
    let _: (UICollisionBehavior) -> (any NSCopying) -> Void = UICollisionBehavior.removeBoundary(
        withIdentifier:)
    let _: [any NSCopying]? = UICollisionBehavior().boundaryIdentifiers  // var boundaryIdentifiers: [any NSCopying]? { get }
    let _: (UICollisionBehavior) -> () -> Void = UICollisionBehavior.removeAllBoundaries
    // weak var collisionDelegate: (any UICollisionBehaviorDelegate)? — assigning one compiles;
    // reading gives the protocol it refines, `(any CollisionBehaviorDelegate)?` (cast it back with
    // `as? UICollisionBehaviorDelegate`): the one difference, documented in docs/UIKitSurface.md.
    UICollisionBehavior().collisionDelegate = Listener() as any UICollisionBehaviorDelegate
    let _: (any UICollisionBehaviorDelegate)? =
        UICollisionBehavior().collisionDelegate as? any UICollisionBehaviorDelegate
    let delegate: any UICollisionBehaviorDelegate = Listener()
    let collision = UICollisionBehavior()
    delegate.collisionBehavior(collision, beganContactFor: item, with: other, at: .zero)
    delegate.collisionBehavior(collision, endedContactFor: item, with: other)
    delegate.collisionBehavior(collision, beganContactFor: item, withBoundaryIdentifier: nil, at: .zero)
    delegate.collisionBehavior(collision, endedContactFor: item, withBoundaryIdentifier: "floor" as NSString)
    let animatorDelegate: any UIDynamicAnimatorDelegate = Listener()
    animatorDelegate.dynamicAnimatorWillResume(UIDynamicAnimator())
    animatorDelegate.dynamicAnimatorDidPause(UIDynamicAnimator())

    // MARK: UIPushBehavior
    let _: ([any UIDynamicItem], UIPushBehavior.Mode) -> UIPushBehavior = UIPushBehavior.init(items:mode:)
    let _: [UIPushBehavior.Mode] = [.continuous, .instantaneous]
    let _: (UIPushBehavior) -> (any UIDynamicItem) -> Void = UIPushBehavior.addItem
    let _: (UIPushBehavior) -> (any UIDynamicItem) -> Void = UIPushBehavior.removeItem
    let _: KeyPath<UIPushBehavior, [any UIDynamicItem]> = \.items
    let _: (UIPushBehavior) -> (any UIDynamicItem) -> UIOffset = UIPushBehavior.targetOffsetFromCenter(for:)
    let _: (UIPushBehavior) -> (UIOffset, any UIDynamicItem) -> Void = UIPushBehavior
        .setTargetOffsetFromCenter(_:for:)
    let _: KeyPath<UIPushBehavior, UIPushBehavior.Mode> = \.mode
    let _: ReferenceWritableKeyPath<UIPushBehavior, Bool> = \.active
    let _: ReferenceWritableKeyPath<UIPushBehavior, CGFloat> = \.angle
    let _: ReferenceWritableKeyPath<UIPushBehavior, CGFloat> = \.magnitude
    let _: ReferenceWritableKeyPath<UIPushBehavior, CGVector> = \.pushDirection
    let _: (UIPushBehavior) -> (CGFloat, CGFloat) -> Void = UIPushBehavior.setAngle(_:magnitude:)

    // MARK: UISnapBehavior
    let _: (any UIDynamicItem, CGPoint) -> UISnapBehavior = UISnapBehavior.init(item:snapTo:)
    let _: ReferenceWritableKeyPath<UISnapBehavior, CGFloat> = \.damping
    let _: ReferenceWritableKeyPath<UISnapBehavior, CGPoint> = \.snapPoint

    // MARK: UIAttachmentBehavior and UIFloatRange
    let _: (any UIDynamicItem, CGPoint) -> UIAttachmentBehavior = UIAttachmentBehavior.init(
        item:attachedToAnchor:)
    let _: (any UIDynamicItem, UIOffset, CGPoint) -> UIAttachmentBehavior =
        UIAttachmentBehavior.init(item:offsetFromCenter:attachedToAnchor:)
    let _: (any UIDynamicItem, any UIDynamicItem) -> UIAttachmentBehavior = UIAttachmentBehavior.init(
        item:attachedTo:)
    let _: (any UIDynamicItem, UIOffset, any UIDynamicItem, UIOffset) -> UIAttachmentBehavior =
        UIAttachmentBehavior.init(item:offsetFromCenter:attachedTo:offsetFromCenter:)
    let _: (any UIDynamicItem, any UIDynamicItem, CGPoint, CGVector) -> UIAttachmentBehavior =
        UIAttachmentBehavior.slidingAttachment(with:attachedTo:attachmentAnchor:axisOfTranslation:)
    let _: (any UIDynamicItem, CGPoint, CGVector) -> UIAttachmentBehavior =
        UIAttachmentBehavior.slidingAttachment(with:attachmentAnchor:axisOfTranslation:)
    let _: (any UIDynamicItem, UIOffset, any UIDynamicItem, UIOffset) -> UIAttachmentBehavior =
        UIAttachmentBehavior.limitAttachment(with:offsetFromCenter:attachedTo:offsetFromCenter:)
    let _: (any UIDynamicItem, any UIDynamicItem, CGPoint) -> UIAttachmentBehavior =
        UIAttachmentBehavior.fixedAttachment(with:attachedTo:attachmentAnchor:)
    let _: (any UIDynamicItem, any UIDynamicItem, CGPoint) -> UIAttachmentBehavior =
        UIAttachmentBehavior.pinAttachment(with:attachedTo:attachmentAnchor:)
    let _: KeyPath<UIAttachmentBehavior, [any UIDynamicItem]> = \.items
    let _: KeyPath<UIAttachmentBehavior, UIAttachmentBehavior.AttachmentType> = \.attachedBehaviorType
    let _: [UIAttachmentBehavior.AttachmentType] = [.items, .anchor]
    let _: ReferenceWritableKeyPath<UIAttachmentBehavior, CGPoint> = \.anchorPoint
    let _: ReferenceWritableKeyPath<UIAttachmentBehavior, CGFloat> = \.length
    let _: ReferenceWritableKeyPath<UIAttachmentBehavior, CGFloat> = \.damping
    let _: ReferenceWritableKeyPath<UIAttachmentBehavior, CGFloat> = \.frequency
    let _: ReferenceWritableKeyPath<UIAttachmentBehavior, CGFloat> = \.frictionTorque
    let _: ReferenceWritableKeyPath<UIAttachmentBehavior, UIFloatRange> = \.attachmentRange
    let _: (CGFloat, CGFloat) -> UIFloatRange = UIFloatRange.init(minimum:maximum:)
    let _: WritableKeyPath<UIFloatRange, CGFloat> = \.minimum
    let _: WritableKeyPath<UIFloatRange, CGFloat> = \.maximum
    let _: [UIFloatRange] = [.zero, .infinite]
    let _: KeyPath<UIFloatRange, Bool> = \.isInfinite
    let _: (UIFloatRange) -> (UIFloatRange) -> Bool = UIFloatRange.isEqual(to:)

    // MARK: UIDynamicItemBehavior
    let _: ([any UIDynamicItem]) -> UIDynamicItemBehavior = UIDynamicItemBehavior.init(items:)
    let _: () -> UIDynamicItemBehavior = UIDynamicItemBehavior.init  // init() (inherited)
    let _: (UIDynamicItemBehavior) -> (any UIDynamicItem) -> Void = UIDynamicItemBehavior.addItem
    let _: (UIDynamicItemBehavior) -> (any UIDynamicItem) -> Void = UIDynamicItemBehavior.removeItem
    let _: KeyPath<UIDynamicItemBehavior, [any UIDynamicItem]> = \.items
    let _: ReferenceWritableKeyPath<UIDynamicItemBehavior, CGFloat> = \.elasticity
    let _: ReferenceWritableKeyPath<UIDynamicItemBehavior, CGFloat> = \.friction
    let _: ReferenceWritableKeyPath<UIDynamicItemBehavior, CGFloat> = \.density
    let _: ReferenceWritableKeyPath<UIDynamicItemBehavior, CGFloat> = \.resistance
    let _: ReferenceWritableKeyPath<UIDynamicItemBehavior, CGFloat> = \.angularResistance
    let _: ReferenceWritableKeyPath<UIDynamicItemBehavior, CGFloat> = \.charge
    let _: ReferenceWritableKeyPath<UIDynamicItemBehavior, Bool> = \.isAnchored
    let _: ReferenceWritableKeyPath<UIDynamicItemBehavior, Bool> = \.allowsRotation
    let _: (UIDynamicItemBehavior) -> (CGPoint, any UIDynamicItem) -> Void = UIDynamicItemBehavior
        .addLinearVelocity(_:for:)
    let _: (UIDynamicItemBehavior) -> (any UIDynamicItem) -> CGPoint = UIDynamicItemBehavior.linearVelocity(
        for:)
    let _: (UIDynamicItemBehavior) -> (CGFloat, any UIDynamicItem) -> Void =
        UIDynamicItemBehavior.addAngularVelocity(_:for:)
    let _: (UIDynamicItemBehavior) -> (any UIDynamicItem) -> CGFloat = UIDynamicItemBehavior.angularVelocity(
        for:)

    // MARK: UIFieldBehavior and UIRegion
    let _: (UIFieldBehavior) -> (any UIDynamicItem) -> Void = UIFieldBehavior.addItem
    let _: (UIFieldBehavior) -> (any UIDynamicItem) -> Void = UIFieldBehavior.removeItem
    let _: KeyPath<UIFieldBehavior, [any UIDynamicItem]> = \.items
    let _: ReferenceWritableKeyPath<UIFieldBehavior, CGPoint> = \.position
    let _: ReferenceWritableKeyPath<UIFieldBehavior, UIRegion> = \.region
    let _: ReferenceWritableKeyPath<UIFieldBehavior, CGFloat> = \.strength
    let _: ReferenceWritableKeyPath<UIFieldBehavior, CGFloat> = \.falloff
    let _: ReferenceWritableKeyPath<UIFieldBehavior, CGFloat> = \.minimumRadius
    let _: ReferenceWritableKeyPath<UIFieldBehavior, CGVector> = \.direction
    let _: ReferenceWritableKeyPath<UIFieldBehavior, CGFloat> = \.smoothness
    let _: ReferenceWritableKeyPath<UIFieldBehavior, CGFloat> = \.animationSpeed
    let _: () -> UIFieldBehavior = UIFieldBehavior.dragField
    let _: () -> UIFieldBehavior = UIFieldBehavior.vortexField
    let _: (CGPoint) -> UIFieldBehavior = UIFieldBehavior.radialGravityField(position:)
    let _: (CGVector) -> UIFieldBehavior = UIFieldBehavior.linearGravityField(direction:)
    let _: (CGVector) -> UIFieldBehavior = UIFieldBehavior.velocityField(direction:)
    let _: (CGFloat, CGFloat) -> UIFieldBehavior = UIFieldBehavior.noiseField(smoothness:animationSpeed:)
    let _: (CGFloat, CGFloat) -> UIFieldBehavior = UIFieldBehavior.turbulenceField(smoothness:animationSpeed:)
    let _: () -> UIFieldBehavior = UIFieldBehavior.springField
    let _: () -> UIFieldBehavior = UIFieldBehavior.electricField
    let _: () -> UIFieldBehavior = UIFieldBehavior.magneticField
    let _:
        (@escaping (UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector) ->
            UIFieldBehavior =
            UIFieldBehavior.field(evaluationBlock:)
    let _: UIRegion = UIRegion.infinite  // class var infinite: UIRegion { get }
    let _: (CGFloat) -> UIRegion = UIRegion.init(radius:)
    let _: (CGSize) -> UIRegion = UIRegion.init(size:)
    let _: UIRegion = UIRegion(radius: 10).inverse()
    let _: UIRegion = UIRegion(radius: 10).byUnion(with: UIRegion(size: CGSize(width: 4, height: 4)))
    let _: UIRegion = UIRegion(radius: 10).byDifference(from: UIRegion(size: CGSize(width: 4, height: 4)))
    let _: UIRegion = UIRegion(radius: 10).byIntersection(with: UIRegion(size: CGSize(width: 4, height: 4)))
    let _: Bool = UIRegion(radius: 10).contains(CGPoint(x: 1, y: 1))
}

@Suite("Apple's declarations of UIKit Dynamics")
struct AppleDeclarationTests {
    /// The declarations above compiled; these run the inits real code calls with no arguments.
    @Test(
        "UIGravityBehavior(), UICollisionBehavior(), UIDynamicItemBehavior() and a subclass's super.init() drop and bounce a view"
    )
    func parameterlessInitializers() {
        let referenceView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let square = UIView(frame: CGRect(x: 130, y: 40, width: 60, height: 60))
        referenceView.addSubview(square)
        let animator = UIDynamicAnimator(referenceView: referenceView)
        let listener = Listener()
        animator.delegate = listener
        let falling = FallingObjectBehavior()
        falling.collider.collisionDelegate = listener
        animator.addBehavior(falling)
        falling.addItem(square)  // items added after the behaviour joined the animator, as ports do
        #expect(falling.movedTo.count == 1 && falling.movedTo[0] === animator)
        #expect(falling.gravity.items.count == 1 && falling.collider.items.count == 1)
        #expect(animator.runUntilPaused(timeout: 30), "a bounce with elasticity 0.75 comes to rest")
        #expect(abs(square.frame.maxY - 480) <= 1.5, "rests on the floor, within 1.5 pt: \(square.frame)")
        #expect(abs(square.center.x - 160) < 0.01, "allowsRotation = false and a straight drop: no drift")
        #expect(listener.boundaryContacts >= 1)
        #expect(listener.pauses == 1)
        #expect(animator.elapsedTime() > 0.5)
        animator.removeBehavior(falling)
        #expect(falling.movedTo.count == 2 && falling.movedTo[1] == nil)
        #expect(HeavyGravity().magnitude == 2)
        #expect(HeavyGravity().items.isEmpty)
    }

    /// Every item behaviour kind accepts items after `init()` with UIKit's defaults.
    @Test("parameterless behaviours start with UIKit's defaults")
    func parameterlessDefaults() {
        let gravity = UIGravityBehavior()
        #expect(gravity.gravityDirection == CGVector(dx: 0, dy: 1) && gravity.magnitude == 1)
        let collision = UICollisionBehavior()
        #expect(collision.collisionMode == .everything && !collision.translatesReferenceBoundsIntoBoundary)
        let properties = UIDynamicItemBehavior()
        // UIKit's implementation values (the documentation's say 0): 0.2, 0.2, 1, 0.1, 0.1.
        #expect(properties.elasticity == 0.2 && properties.friction == 0.2 && properties.density == 1)
        #expect(
            properties.resistance == 0.1 && properties.angularResistance == 0.1 && properties.allowsRotation)
        let token = Token()
        properties.addItem(token)
        #expect(properties.items.count == 1)
        #expect(Ball().collisionBoundsType == .path)
    }
}
