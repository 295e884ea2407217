import Dynamics

extension Scene {
    /// The scene with a top-level behavior's description holding what the running behavior holds
    /// now for `property`, so the scene as text says what the inspector changed live. Gravity
    /// and push are written as their angle and magnitude when those give the vector bit for bit,
    /// else as the vector; an infinite
    /// attachment range is left out; a field's region is not written (the text keeps the
    /// region it had). Nil when the property is not one a description holds.
    ///
    /// ```swift
    /// let noise = run.behavior(named: "noise")!
    /// _ = try run.setInspectedProperty("strength", of: noise, to: .number(25))
    /// let edited = run.scene.recording("strength", ofBehaviorAt: 1, from: noise)
    /// ```
    public func recording(_ property: String, ofBehaviorAt index: Int, from behavior: DynamicBehavior)
        -> Scene?
    {
        guard behaviors.indices.contains(index) else { return nil }
        var copy = self
        guard let updated = Self.record(property, from: behavior, into: behaviors[index]) else { return nil }
        copy.behaviors[index] = updated
        return copy
    }

    private static func record(
        _ property: String, from behavior: DynamicBehavior, into d: BehaviorDescription
    )
        -> BehaviorDescription?
    {
        switch (d, behavior) {
        case (.gravity(var g), let live as GravityBehavior):
            guard ["angle", "magnitude", "direction"].contains(property) else { return nil }
            // As the angle and magnitude a person set when they give the same vector bit for bit
            // (`angle: 1.5707964`, not `direction: [-4.371139e-08, 1]`), else as the vector.
            // Both as Float: UIKit computes the vector from them in Float.
            let (angle, magnitude) = (CGFloat(Float(live.angle)), CGFloat(Float(live.magnitude)))
            let probe = GravityBehavior(items: [])
            probe.setAngle(angle, magnitude: magnitude)
            let polar = probe.gravityDirection == live.gravityDirection && magnitude > 0
            g.direction = polar ? nil : live.gravityDirection
            g.angle = polar ? Double(angle) : nil
            g.magnitude = polar ? Double(magnitude) : nil
            return .gravity(g)
        case (.push(var p), let live as PushBehavior):
            switch property {
            case "active": p.active = live.active
            case "angle", "magnitude", "direction":
                let (angle, magnitude) = (CGFloat(Float(live.angle)), CGFloat(Float(live.magnitude)))
                let probe = PushBehavior(items: [], mode: live.mode)
                probe.setAngle(angle, magnitude: magnitude)
                let polar = probe.pushDirection == live.pushDirection && magnitude > 0
                p.direction = polar ? nil : live.pushDirection
                p.angle = polar ? Double(angle) : nil
                p.magnitude = polar ? Double(magnitude) : nil
            default: return nil
            }
            return .push(p)
        case (.attachment(var a), let live as AttachmentBehavior):
            switch property {
            case "anchorPoint": a.anchor = live.anchorPoint
            case "length": a.length = Double(live.length)
            case "frequency": a.frequency = Double(live.frequency)
            case "damping": a.damping = Double(live.damping)
            case "frictionTorque": a.frictionTorque = Double(live.frictionTorque)
            case "attachmentRange":
                let range = live.attachmentRange
                a.attachmentRange = range.minimum.isFinite && range.maximum.isFinite ? range : nil
            default: return nil
            }
            return .attachment(a)
        case (.snap(var s), let live as SnapBehavior):
            switch property {
            case "snapPoint": s.snapPoint = live.snapPoint
            case "damping": s.damping = Double(live.damping)
            default: return nil
            }
            return .snap(s)
        case (.field(var f), let live as FieldBehavior):
            switch property {
            case "position": f.position = live.position
            case "strength": f.strength = Double(live.strength)
            case "falloff": f.falloff = Double(live.falloff)
            case "minimumRadius": f.minimumRadius = Double(live.minimumRadius)
            case "direction": f.direction = live.direction
            case "smoothness": f.smoothness = Double(live.smoothness)
            case "animationSpeed": f.animationSpeed = Double(live.animationSpeed)
            default: return nil
            }
            return .field(f)
        case (.itemProperties(var i), let live as DynamicItemBehavior):
            switch property {
            case "elasticity": i.elasticity = Double(live.elasticity)
            case "friction": i.friction = Double(live.friction)
            case "density": i.density = Double(live.density)
            case "resistance": i.resistance = Double(live.resistance)
            case "angularResistance": i.angularResistance = Double(live.angularResistance)
            case "charge": i.charge = Double(live.charge)
            case "isAnchored": i.isAnchored = live.isAnchored
            case "allowsRotation": i.allowsRotation = live.allowsRotation
            default: return nil
            }
            return .itemProperties(i)
        case (.collision(var c), let live as CollisionBehavior):
            guard property == "translatesReferenceBoundsIntoBoundary" else { return nil }
            c.translatesReferenceBoundsIntoBoundary = live.translatesReferenceBoundsIntoBoundary
            return .collision(c)
        default:
            return nil
        }
    }
}
