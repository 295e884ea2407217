import Dynamics
import DynamicsRender
import Foundation
import Testing

/// A plain dynamic item for tests.
final class Box: DynamicItem {
    var center: CGPoint
    var bounds: CGRect
    var transform: CGAffineTransform = .identity
    let boundsType: DynamicItemCollisionBoundsType

    init(center: CGPoint, size: CGSize, type: DynamicItemCollisionBoundsType = .rectangle) {
        self.center = center
        self.bounds = CGRect(origin: .zero, size: size)
        self.boundsType = type
    }

    var collisionBoundsType: DynamicItemCollisionBoundsType { boundsType }
}

/// Scenes built with the API.
enum Scenes {
    static let bounds = CGRect(x: 0, y: 0, width: 320, height: 480)

    /// A 100 pt box dropped onto the bottom edge.
    static func fallingBox() -> (DynamicAnimator, [StyledItem]) {
        let box = Box(center: CGPoint(x: 160, y: 100), size: CGSize(width: 100, height: 100))
        let animator = DynamicAnimator(referenceBounds: bounds)
        animator.addBehavior(GravityBehavior(items: [box]))
        let collision = CollisionBehavior(items: [box])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        return (animator, [StyledItem(box, name: "square", color: "#ff9500")])
    }
}

extension Scenes {
    /// Something on every debug layer: a spring-hung box, a pinned pair with a limited angle, a
    /// cart on a slider, a snapping tile, a ball on a rod, a named shelf, a vortex field in a ring
    /// and a drag field, contacts with the floor, and a sleeping box.
    static func contraption() -> (DynamicAnimator, [StyledItem]) {
        let animator = DynamicAnimator(referenceBounds: bounds)
        let hung = Box(center: CGPoint(x: 70, y: 130), size: CGSize(width: 60, height: 40))
        let left = Box(center: CGPoint(x: 200, y: 60), size: CGSize(width: 40, height: 20))
        let right = Box(center: CGPoint(x: 240, y: 60), size: CGSize(width: 40, height: 20))
        let cart = Box(center: CGPoint(x: 160, y: 250), size: CGSize(width: 50, height: 24))
        let tile = Box(center: CGPoint(x: 260, y: 200), size: CGSize(width: 36, height: 36))
        let ball = Box(center: CGPoint(x: 110, y: 330), size: CGSize(width: 30, height: 30), type: .ellipse)
        let egg = Box(center: CGPoint(x: 250, y: 330), size: CGSize(width: 30, height: 44), type: .ellipse)
        let sleeper = Box(center: CGPoint(x: 60, y: 455), size: CGSize(width: 50, height: 50))
        let falling = [hung, left, right, ball, egg, sleeper]
        animator.addBehavior(GravityBehavior(items: falling))
        let collision = CollisionBehavior(items: falling + [cart, tile])
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.addBoundary(
            withIdentifier: "shelf", from: CGPoint(x: 180, y: 400), to: CGPoint(x: 300, y: 380))
        animator.addBehavior(collision)
        let spring = AttachmentBehavior(
            item: hung, offsetFromCenter: Offset(horizontal: 20, vertical: -20),
            attachedToAnchor: CGPoint(x: 60, y: 20))
        spring.frequency = 1.5
        spring.damping = 0.3
        animator.addBehavior(spring)
        let pin = AttachmentBehavior.pinAttachment(
            with: left, attachedTo: right, attachmentAnchor: CGPoint(x: 220, y: 60))
        pin.attachmentRange = FloatRange(minimum: -0.6, maximum: 0.9)
        animator.addBehavior(pin)
        animator.addBehavior(AttachmentBehavior(item: left, attachedToAnchor: CGPoint(x: 180, y: 20)))
        let rail = AttachmentBehavior.slidingAttachment(
            with: cart, attachmentAnchor: CGPoint(x: 160, y: 250),
            axisOfTranslation: CGVector(dx: 1, dy: 0.25))
        rail.attachmentRange = FloatRange(minimum: -60, maximum: 80)
        animator.addBehavior(rail)
        let push = PushBehavior(items: [cart], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0.5, dy: 0)
        animator.addBehavior(push)
        animator.addBehavior(SnapBehavior(item: tile, snapTo: CGPoint(x: 230, y: 170)))
        animator.addBehavior(AttachmentBehavior(item: ball, attachedToAnchor: CGPoint(x: 110, y: 250)))
        let vortex = FieldBehavior.vortexField()
        vortex.position = CGPoint(x: 160, y: 330)
        vortex.region = Region(radius: 120).byDifference(from: Region(radius: 40))
        vortex.strength = 0.4
        vortex.addItem(egg)
        animator.addBehavior(vortex)
        let drag = FieldBehavior.dragField()
        drag.position = CGPoint(x: 270, y: 60)
        drag.region = Region(size: CGSize(width: 100, height: 80))
        animator.addBehavior(drag)
        let styled = [
            StyledItem(hung, name: "hung", color: "#4dabf7"),
            StyledItem(left, name: "left", color: "#ff922b"),
            StyledItem(right, name: "right", color: "#69db7c"),
            StyledItem(cart, name: "cart", color: "#f783ac"),
            StyledItem(tile, name: "tile", color: "#9775fa"),
            StyledItem(ball, name: "ball", color: "#ffd43b"),
            StyledItem(egg, name: "egg", color: "#3bc9db"),
            StyledItem(sleeper, name: "sleeper", color: "#adb5bd"),
        ]
        return (animator, styled)
    }
}

extension Scenes {
    /// `count` boxes and balls of mixed sizes dropped in rows into the reference bounds, some
    /// turned: they tumble into a pile.
    static func pile(count: Int = 20) -> (DynamicAnimator, [StyledItem]) {
        let animator = DynamicAnimator(referenceBounds: bounds)
        var items: [Box] = []
        for i in 0..<count {
            let column = i % 5
            let row = i / 5
            let size = CGFloat(24 + (i * 7) % 20)
            let box = Box(
                center: CGPoint(
                    x: 40 + CGFloat(column) * 60 + CGFloat(row % 2) * 12, y: 40 + CGFloat(row) * 55),
                size: CGSize(width: size, height: i % 3 == 2 ? size * 0.6 : size),
                type: i % 4 == 1 ? .ellipse : .rectangle)
            if i % 3 == 0 { box.transform = CGAffineTransform(rotationAngle: 0.2 * CGFloat(i % 5)) }
            items.append(box)
        }
        animator.addBehavior(GravityBehavior(items: items))
        let collision = CollisionBehavior(items: items)
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        let bouncy = DynamicItemBehavior(items: items)
        bouncy.elasticity = 0.4
        animator.addBehavior(bouncy)
        return (animator, StyledItem.palette(items))
    }
}

/// Collects reported errors.
final class ErrorLog: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [DynamicsError] = []
    var errors: [DynamicsError] { lock.withLock { stored } }
    func append(_ e: DynamicsError) { lock.withLock { stored.append(e) } }
}
