import DynamicsEngine

/// The animator's record of an item's body: one body per item, shared by every behavior that
/// uses the item, destroyed when the last of them lets go (UIKit's reference counting).
final class ItemBody {
    let item: any DynamicItem
    let body: BodyID
    let shapes: [ShapeID]
    /// The item's slot in the animator (shapes carry `slot + 1` as their tag).
    let slot: Int
    var retainCount = 1
    /// Whether the engine's stopping of this body for a non-finite value was reported (once).
    var reportedStop = false
    var gravityCount = 0
    /// The action that moved the item (`updateItem(usingCurrentState:)` in an `action`) in frame
    /// `frame`: ``DynamicAnimator/settlingReport()`` names it.
    var actionMove: (behavior: DynamicBehavior, frame: Int)?
    /// Item-behavior properties as last pushed to the body.
    var material = Material()
    /// Whether the body's pose was written back after it fell asleep (no need to write again).
    /// The body pose last read from or written to the item: an unchanged pose is not written
    /// back, so items that did not move keep their exact values (no Float round trip).
    var syncedPose: Transform
    /// The pose before the last frame that stepped (nil until a frame steps, and after a
    /// restore): the settling report sets the move since then beside the velocity the body
    /// reports, which contacts can hold while the body stands still.
    var poseBeforeFrame: Transform?

    init(item: any DynamicItem, body: BodyID, shapes: [ShapeID], slot: Int, pose: Transform) {
        self.item = item
        self.syncedPose = pose
        self.body = body
        self.shapes = shapes
        self.slot = slot
    }

    /// The material and motion properties a `DynamicItemBehavior` controls, with UIKit's
    /// implementation defaults.
    struct Material: Equatable {
        var elasticity: CGFloat = 0.2
        var friction: CGFloat = 0.2
        var density: CGFloat = 1
        var resistance: CGFloat = 0.1
        var angularResistance: CGFloat = 0.1
        var allowsRotation = true
        var isAnchored = false
        var charge: CGFloat = 0

        /// A property a `DynamicItemBehavior` can set (a switch rather than key paths, which
        /// Embedded Swift cannot hash).
        enum Property: Hashable {
            case elasticity, friction, density, resistance, angularResistance, charge
            case allowsRotation, isAnchored
        }

        /// A number property's value (0 for the flags).
        func number(_ property: Property) -> CGFloat {
            switch property {
            case .elasticity: elasticity
            case .friction: friction
            case .density: density
            case .resistance: resistance
            case .angularResistance: angularResistance
            case .charge: charge
            case .allowsRotation, .isAnchored: 0
            }
        }

        mutating func setNumber(_ property: Property, _ value: CGFloat) {
            switch property {
            case .elasticity: elasticity = value
            case .friction: friction = value
            case .density: density = value
            case .resistance: resistance = value
            case .angularResistance: angularResistance = value
            case .charge: charge = value
            case .allowsRotation, .isAnchored: break
            }
        }

        /// A flag property's value (false for the numbers).
        func flag(_ property: Property) -> Bool {
            property == .allowsRotation ? allowsRotation : property == .isAnchored ? isAnchored : false
        }

        mutating func setFlag(_ property: Property, _ value: Bool) {
            if property == .allowsRotation { allowsRotation = value }
            if property == .isAnchored { isAnchored = value }
        }

        /// Copies one property's value from `other`.
        mutating func copy(_ property: Property, from other: Material) {
            setNumber(property, other.number(property))
            setFlag(property, other.flag(property))
        }
    }
}

/// A static body made for a collision boundary.
final class BoundaryBody {
    /// Unowned: the body exists only while its behavior is in the animator (the animator, which
    /// holds the behavior, destroys the body when the behavior leaves), so this never dangles.
    unowned(unsafe) let behavior: CollisionBehavior
    /// `nil` for the reference-bounds boundary, as in UIKit.
    let identifier: CollisionBehavior.BoundaryIdentifier?
    let body: BodyID
    let slot: Int

    init(
        behavior: CollisionBehavior, identifier: CollisionBehavior.BoundaryIdentifier?, body: BodyID,
        slot: Int
    ) {
        self.behavior = behavior
        self.identifier = identifier
        self.body = body
        self.slot = slot
    }
}
