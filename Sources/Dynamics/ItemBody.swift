import DynamicsEngine
import Foundation

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
    /// Item-behavior properties as last pushed to the body.
    var material = Material()
    /// Whether the body's pose was written back after it fell asleep (no need to write again).
    /// The body pose last read from or written to the item: an unchanged pose is not written
    /// back, so items that did not move keep their exact values (no Float round trip).
    var syncedPose: Transform

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
    }
}

/// A static body made for a collision boundary.
final class BoundaryBody {
    weak var behavior: CollisionBehavior?
    /// `nil` for the reference-bounds boundary, as in UIKit.
    let identifier: AnyHashable?
    let body: BodyID
    let slot: Int

    init(behavior: CollisionBehavior, identifier: AnyHashable?, body: BodyID, slot: Int) {
        self.behavior = behavior
        self.identifier = identifier
        self.body = body
        self.slot = slot
    }
}
