import DynamicsEngine

extension DynamicBehavior {
    /// A closure that sets this behavior's runtime state (its properties and the engine ids and
    /// records it holds) back to what they are now. Built-in behaviors only: a subclass's own
    /// stored properties are not captured. Membership (children, items) is restored separately.
    /// Owners of behaviors that are outside the animator at a snapshot (a scene run's behaviors
    /// that a script adds later) keep these for them too.
    package func stateRestorer() -> () -> Void {
        let kind = kindRestorer()
        guard let itemsBehavior = self as? ItemsBehavior else { return kind }
        let attached = itemsBehavior.attached
        return {
            itemsBehavior.attached = attached
            kind()
        }
    }

    private func kindRestorer() -> () -> Void {
        switch self {
        case let b as GravityBehavior:
            let (vector, angle, magnitude) = (b.vector, b.storedAngle, b.storedMagnitude)
            return {
                b.vector = vector
                b.storedAngle = angle
                b.storedMagnitude = magnitude
            }
        case let b as CollisionBehavior:
            let (mode, insets, order) = (b.storedMode, b.referenceInsets, b.boundaryOrder)
            let (paths, bodies, reference) = (b.boundaryPaths, b.boundaryBodies, b.referenceBody)
            return {
                b.storedMode = mode
                b.referenceInsets = insets
                b.boundaryOrder = order
                b.boundaryPaths = paths
                b.boundaryBodies = bodies
                b.referenceBody = reference
            }
        case let b as DynamicItemBehavior:
            let (values, explicit) = (b.values, b.explicit)
            let (linear, angular) = (b.pendingLinear, b.pendingAngular)
            return {
                b.values = values
                b.explicit = explicit
                b.pendingLinear = linear
                b.pendingAngular = angular
            }
        case let b as PushBehavior:
            let (vector, angle, offsets, active) = (b.vector, b.storedAngle, b.offsets, b.isActive)
            let magnitude = b.storedMagnitude
            return {
                b.vector = vector
                b.storedAngle = angle
                b.storedMagnitude = magnitude
                b.offsets = offsets
                b.isActive = active
            }
        case let b as FieldBehavior:
            let (definition, settings, region, field) = (b.definition, b.settings, b.storedRegion, b.field)
            return {
                b.definition = definition
                b.settings = settings
                b.storedRegion = region
                b.field = field
            }
        case let b as SnapBehavior:
            let (point, damping, anchorBody) = (b.point, b.storedDamping, b.anchorBody)
            let (joints, record, needsRestLength) = (b.joints, b.record, b.needsRestLength)
            return {
                b.point = point
                b.storedDamping = damping
                b.anchorBody = anchorBody
                b.joints = joints
                b.record = record
                b.needsRestLength = needsRestLength
            }
        case let b as AttachmentBehavior:
            let (anchor, length, explicit) = (b.anchor, b.storedLength, b.lengthIsExplicit)
            let (damping, frequency, torque) = (b.storedDamping, b.storedFrequency, b.storedFrictionTorque)
            let (range, joint, anchorBody, retained) = (b.storedRange, b.joint, b.anchorBody, b.retained)
            return {
                b.anchor = anchor
                b.storedLength = length
                b.lengthIsExplicit = explicit
                b.storedDamping = damping
                b.storedFrequency = frequency
                b.storedFrictionTorque = torque
                b.storedRange = range
                b.joint = joint
                b.anchorBody = anchorBody
                b.retained = retained
            }
        default:
            return {}
        }
    }
}
