import DynamicsEngine

/// Read-outs beyond UIKit's API, for tests, tools and debugging.
extension DynamicAnimator {
    /// Seconds of physics simulated: engine steps × 1/120 s (UIKit's first frame does one step,
    /// later 1/60 s frames two, so this trails ``elapsedTime()`` slightly).
    ///
    /// ```swift
    /// animator.advance(by: 1)
    /// animator.simulatedTime   // 0.9917: 119 engine steps
    /// ```
    public var simulatedTime: TimeInterval { Double(world.stepCount) * Self.engineStep }

    /// The mass (UIKit's kg: density × area / 10 000) and rotational inertia (kg·m², 100 pt = 1 m)
    /// of an item's body, or `nil` if the item has none.
    ///
    /// ```swift
    /// animator.massProperties(for: square)   // (mass: 1.0, inertia: 0.1667) for 100×100 pt
    /// ```
    public func massProperties(for item: any DynamicItem) -> (mass: CGFloat, inertia: CGFloat)? {
        guard let record = record(for: item) else { return nil }
        let m = world.massProperties(of: record.body)
        return (CGFloat(m.mass), CGFloat(m.inertia))
    }

    /// Whether an item's body is asleep (at rest until something wakes it).
    public func isResting(_ item: any DynamicItem) -> Bool {
        guard let record = record(for: item) else { return true }
        return !world.isAwake(record.body)
    }

    /// A hash of every body's exact pose and velocity bits: equal inputs give equal hashes.
    ///
    /// ```swift
    /// animator.advance(by: 10)
    /// print(animator.stateHash)
    /// ```
    public var stateHash: UInt64 { world.stateHash }
}
