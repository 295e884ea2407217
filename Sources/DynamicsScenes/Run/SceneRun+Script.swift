import Dynamics
import DynamicsEngine

/// The script player: events become the calls a gesture handler would make.
extension SceneRun {
    /// A gesture in progress, moved at the start of every frame until it ends.
    enum Gesture {
        /// A pan: the attachment's anchor follows `path` (times relative to `start`).
        case drag(DragDescription, attachment: AttachmentBehavior, start: TimeInterval)
        /// Anchors following `path`, each `lag` seconds after the previous, translated from where
        /// they were when the event fired.
        case anchors(
            [(attachment: AttachmentBehavior, origin: CGPoint)], path: [TimedPoint], lag: TimeInterval,
            start: TimeInterval)
    }

    func fire(_ action: ScriptAction, at eventTime: TimeInterval) {
        switch action {
        case .drag(let drag):
            guard let item = item(named: drag.item), let touch = drag.path.first?.point else { return }
            let attachment = AttachmentBehavior(
                item: item, offsetFromCenter: Self.offset(of: touch, in: item), attachedToAnchor: touch)
            if let frequency = drag.frequency { attachment.frequency = frequency }
            if let damping = drag.damping { attachment.damping = damping }
            animator.addBehavior(attachment)
            gestures.append(.drag(drag, attachment: attachment, start: eventTime))
        case .addVelocity(let name, let linear, let angular):
            guard let item = item(named: name) else { return }
            addVelocity(linear, angular: angular ?? 0, to: item)
        case .addBehavior(let name):
            guard let behavior = behavior(named: name) else { return }
            if let parent = parents[ObjectIdentifier(behavior)] {
                parent.addChildBehavior(behavior)
            } else {
                animator.addBehavior(behavior)
            }
        case .removeBehavior(let name):
            guard let behavior = behavior(named: name) else { return }
            if let parent = parents[ObjectIdentifier(behavior)] {
                parent.removeChildBehavior(behavior)
            } else {
                animator.removeBehavior(behavior)
            }
        case .set(let name, let property, let value):
            guard let behavior = behavior(named: name) else { return }
            set(property, of: behavior, to: value)
        case .moveItem(let name, let center):
            guard let item = item(named: name) else { return }
            item.center = center
            animator.updateItem(usingCurrentState: item)
        case .moveAnchors(let names, let path, let lag):
            let attachments = names.compactMap { behavior(named: $0) as? AttachmentBehavior }
            gestures.append(
                .anchors(attachments.map { ($0, $0.anchorPoint) }, path: path, lag: lag, start: eventTime))
        }
    }

    /// The touch's offset from the item's centre in the item's unrotated frame, so attaching at
    /// the touch moves nothing.
    static func offset(of touch: CGPoint, in item: any DynamicItem) -> Offset {
        let t = item.transform
        let angle = PortableMath.atan2(Double(t.b), Double(t.a))
        let (c, s) = (CGFloat(PortableMath.cos(angle)), CGFloat(PortableMath.sin(angle)))
        let dx = touch.x - item.center.x
        let dy = touch.y - item.center.y
        return Offset(horizontal: c * dx + s * dy, vertical: -s * dx + c * dy)
    }

    /// Adds velocity through one item behavior kept for the script (UIKit's gesture handlers do
    /// the same with `addLinearVelocity(_:for:)`).
    func addVelocity(_ linear: CGVector, angular: CGFloat, to item: any DynamicItem) {
        let behavior = velocityItemBehavior()
        behavior.addItem(item)
        behavior.addLinearVelocity(CGPoint(x: linear.dx, y: linear.dy), for: item)
        behavior.addAngularVelocity(angular, for: item)
    }

    /// Moves every gesture in progress to where it is at `now`; ends those past their last point.
    func moveGestures(at now: TimeInterval) {
        guard !gestures.isEmpty else { return }
        gestures = gestures.filter { gesture in
            switch gesture {
            case .drag(let drag, let attachment, let start):
                let local = now - start
                guard let last = drag.path.last, local < last.time - Self.timeTolerance else {
                    // The velocity first: its item behavior keeps the body (and the speed the drag
                    // gave it) alive when the attachment was the item's only behavior.
                    if let velocity = drag.releaseVelocity, let item = item(named: drag.item) {
                        addVelocity(velocity, angular: 0, to: item)
                    }
                    animator.removeBehavior(attachment)
                    return false
                }
                attachment.anchorPoint = Self.point(on: drag.path, at: local)
                return true
            case .anchors(let anchors, let path, let lag, let start):
                guard let first = path.first, let last = path.last else { return false }
                for (i, anchor) in anchors.enumerated() {
                    let local = now - start - Double(i) * lag
                    guard local >= first.time - Self.timeTolerance else { continue }
                    let p = Self.point(on: path, at: local)
                    anchor.attachment.anchorPoint = CGPoint(
                        x: anchor.origin.x + p.x - first.point.x, y: anchor.origin.y + p.y - first.point.y)
                }
                return now - start < last.time + Double(max(anchors.count - 1, 0)) * lag - Self.timeTolerance
            }
        }
    }

    /// The point on a timed path at `time`: linear between samples, held before the first and
    /// after the last.
    static func point(on path: [TimedPoint], at time: TimeInterval) -> CGPoint {
        guard let first = path.first, let last = path.last else { return .zero }
        if time <= first.time { return first.point }
        if time >= last.time { return last.point }
        let next = path.firstIndex { $0.time > time } ?? path.count - 1
        let a = path[next - 1]
        let b = path[next]
        let u = (time - a.time) / (b.time - a.time)
        return CGPoint(x: a.point.x + (b.point.x - a.point.x) * u, y: a.point.y + (b.point.y - a.point.y) * u)
    }

    /// Applies a `set` event (property names and value kinds as ``ScriptAction/set(behavior:property:value:)``
    /// documents; validation has checked them).
    func set(_ property: String, of behavior: DynamicBehavior, to value: ScriptValue) {
        var number: CGFloat = 0
        var flag = false
        var point = CGPoint.zero
        var vector = CGVector.zero
        switch value {
        case .number(let v): number = v
        case .bool(let b): flag = b
        case .point(let p): point = p
        case .vector(let v): vector = v
        }
        switch (behavior, property) {
        case (let g as GravityBehavior, "angle"): g.angle = number
        case (let g as GravityBehavior, "magnitude"): g.magnitude = number
        case (let g as GravityBehavior, "direction"): g.gravityDirection = vector
        case (let p as PushBehavior, "active"): p.active = flag
        case (let p as PushBehavior, "angle"): p.angle = number
        case (let p as PushBehavior, "magnitude"): p.magnitude = number
        case (let p as PushBehavior, "direction"): p.pushDirection = vector
        case (let a as AttachmentBehavior, "anchorPoint"): a.anchorPoint = point
        case (let a as AttachmentBehavior, "length"): a.length = number
        case (let a as AttachmentBehavior, "frequency"): a.frequency = number
        case (let a as AttachmentBehavior, "damping"): a.damping = number
        case (let a as AttachmentBehavior, "frictionTorque"): a.frictionTorque = number
        case (let s as SnapBehavior, "snapPoint"): s.snapPoint = point
        case (let s as SnapBehavior, "damping"): s.damping = number
        case (let f as FieldBehavior, "position"): f.position = point
        case (let f as FieldBehavior, "strength"): f.strength = number
        case (let f as FieldBehavior, "falloff"): f.falloff = number
        case (let f as FieldBehavior, "minimumRadius"): f.minimumRadius = number
        case (let f as FieldBehavior, "direction"): f.direction = vector
        case (let f as FieldBehavior, "smoothness"): f.smoothness = number
        case (let f as FieldBehavior, "animationSpeed"): f.animationSpeed = number
        case (let i as DynamicItemBehavior, "elasticity"): i.elasticity = number
        case (let i as DynamicItemBehavior, "friction"): i.friction = number
        case (let i as DynamicItemBehavior, "density"): i.density = number
        case (let i as DynamicItemBehavior, "resistance"): i.resistance = number
        case (let i as DynamicItemBehavior, "angularResistance"): i.angularResistance = number
        case (let i as DynamicItemBehavior, "charge"): i.charge = number
        case (let i as DynamicItemBehavior, "isAnchored"): i.isAnchored = flag
        case (let i as DynamicItemBehavior, "allowsRotation"): i.allowsRotation = flag
        case (let c as CollisionBehavior, "translatesReferenceBoundsIntoBoundary"):
            c.translatesReferenceBoundsIntoBoundary = flag
        default: break
        }
    }
}
