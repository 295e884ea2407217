import Dynamics
import DynamicsScenes
import Foundation

/// Direct manipulation as the seeds' gesture handlers do it: an attachment from the touched point
/// to the pointer, the pointer's velocity handed over on release, instantaneous pushes, and
/// dragging snap points, field positions and attachment anchors.
extension Session {
    func grab(pointer: Int, item index: Int, at point: CGPoint) throws(ProtocolError) {
        let item = try item(index, for: "grab")
        if let previous = grabs.removeValue(forKey: pointer) {
            run.animator.removeBehavior(previous.attachment)
        }
        let attachment = AttachmentBehavior(
            item: item, offsetFromCenter: Self.offset(of: point, in: item), attachedToAnchor: point)
        run.animator.addBehavior(attachment)
        grabs[pointer] = Grab(item: item, attachment: attachment)
        dirty = true
    }

    func move(pointer: Int, to point: CGPoint) throws(ProtocolError) {
        guard let grab = grabs[pointer] else { throw ProtocolError("move: pointer \(pointer) holds nothing") }
        grab.attachment.anchorPoint = point
        dirty = true
    }

    /// Ends a grab; the item leaves at the pointer's velocity (scaled into scene time, so a flick
    /// in slow motion looks as fast as the hand moved).
    func release(pointer: Int, velocity: CGVector) throws(ProtocolError) {
        guard let grab = grabs.removeValue(forKey: pointer) else {
            throw ProtocolError("release: pointer \(pointer) holds nothing")
        }
        let flick = flickBehavior ?? makeFlickBehavior()
        flick.addItem(grab.item)
        run.animator.removeBehavior(grab.attachment)
        let target = CGPoint(x: velocity.dx / speed, y: velocity.dy / speed)
        let current = flick.linearVelocity(for: grab.item)
        flick.addLinearVelocity(CGPoint(x: target.x - current.x, y: target.y - current.y), for: grab.item)
        dirty = true
    }

    private func makeFlickBehavior() -> DynamicItemBehavior {
        let behavior = DynamicItemBehavior(items: [])
        run.animator.addBehavior(behavior)
        flickBehavior = behavior
        return behavior
    }

    func moveHandle(_ index: Int, to point: CGPoint) throws(ProtocolError) {
        guard handles.indices.contains(index) else {
            throw ProtocolError("handle: handle \(index) is out of range (this scene has \(handles.count))")
        }
        switch handles[index] {
        case .snap(let snap): snap.snapPoint = point
        case .field(let field): field.position = point
        case .anchor(let attachment): attachment.anchorPoint = point
        }
        dirty = true
    }

    /// An instantaneous push of `impulse` (UIKit newtons: 1 adds 100 pt/s to a 1 kg item) at
    /// `point`; off-centre pushes spin the item.
    func push(item index: Int, at point: CGPoint, impulse: CGVector) throws(ProtocolError) {
        let item = try item(index, for: "push")
        let push = PushBehavior(items: [item], mode: .instantaneous)
        push.pushDirection = impulse
        push.setTargetOffsetFromCenter(Self.offset(of: point, in: item), for: item)
        run.animator.addBehavior(push)
        pushes.append(push)
        dirty = true
    }

    /// The touch's offset from the item's centre in the item's unrotated frame.
    static func offset(of touch: CGPoint, in item: SceneItem) -> Offset {
        let (c, s) = (cos(item.angle), sin(item.angle))
        let dx = touch.x - item.center.x
        let dy = touch.y - item.center.y
        return Offset(horizontal: c * dx + s * dy, vertical: -s * dx + c * dy)
    }

    /// Every snap point, field and anchor attachment of the scene, composites included.
    static func handles(in behaviors: [DynamicBehavior]) -> [HandleTarget] {
        var out: [HandleTarget] = []
        var seen = Set<ObjectIdentifier>()
        func visit(_ behavior: DynamicBehavior) {
            guard seen.insert(ObjectIdentifier(behavior)).inserted else { return }
            switch behavior {
            case let snap as SnapBehavior: out.append(.snap(snap))
            case let field as FieldBehavior: out.append(.field(field))
            case let attachment as AttachmentBehavior
            where attachment.attachedBehaviorType == .anchor && attachment.items.count == 1:
                out.append(.anchor(attachment))
            default: break
            }
            behavior.childBehaviors.forEach(visit)
        }
        behaviors.forEach(visit)
        return out
    }

    static func describe(_ handle: HandleTarget) -> SceneInfo.Handle {
        func name(_ items: [any DynamicItem]) -> String {
            items.compactMap { ($0 as? SceneItem)?.name }.joined(separator: ", ")
        }
        switch handle {
        case .snap(let snap):
            return SceneInfo.Handle(kind: "snap", label: "snap point of \(name([snap.item]))")
        case .field: return SceneInfo.Handle(kind: "field", label: "field position")
        case .anchor(let a): return SceneInfo.Handle(kind: "anchor", label: "anchor of \(name(a.items))")
        }
    }
}

extension Session.HandleTarget {
    /// Where the handle is now (points).
    var position: CGPoint {
        switch self {
        case .snap(let snap): snap.snapPoint
        case .field(let field): field.position
        case .anchor(let attachment): attachment.anchorPoint
        }
    }
}
