import DynamicsEngine

extension DynamicAnimator {
    /// Reports, once per item, a body the engine stopped because something computed inside the
    /// step (a custom field's result, a force, a constraint impulse) came out NaN or infinite.
    /// The engine keeps such a body at its pose from before the step with zero velocity, so no
    /// other item is touched; the item stays in the world and can be moved again.
    func reportStoppedBodies() {
        for body in world.stoppedBodies {
            guard let record = slots.lazy.compactMap({ $0 }).first(where: { $0.body == body }),
                !record.reportedStop
            else { continue }
            record.reportedStop = true
            report(
                DynamicsError(
                    .nonFiniteValue,
                    "item <\(record.item)>: its velocity became non-finite inside the step (a custom field, force or "
                        + "constraint produced NaN or infinity); the item was stopped where it was"))
        }
    }
}
