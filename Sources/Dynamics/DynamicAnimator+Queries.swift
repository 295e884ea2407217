import DynamicsEngine

extension DynamicAnimator {
    /// The items whose bodies' broad-phase bounds overlap `rect`: their collision bounds grown
    /// by 10 pt (and by their motion over a frame), as UIKit's fat AABBs are. An empty or null
    /// rectangle gives none. (The engine's own bounds are tighter, `World.broadPhaseMargin(of:)`:
    /// each is grown by the difference.)
    ///
    /// ```swift
    /// let visible = animator.items(in: collectionView.bounds)
    /// ```
    public func items(in rect: CGRect) -> [any DynamicItem] {
        guard !rect.isNull, !rect.isEmpty, rect.minX.isFinite, rect.maxY.isFinite else { return [] }
        let lower = Units.metres(CGPoint(x: rect.minX, y: rect.minY))
        let upper = Units.metres(CGPoint(x: rect.maxX, y: rect.maxY))
        let most = Tolerances.uikitAABBMargin
        let box = AABB(lower: lower - Vec2(most, most), upper: upper + Vec2(most, most))
        var seen = Set<Int>()
        var found: [any DynamicItem] = []
        world.query(box) { shape in
            let grow = Tolerances.uikitAABBMargin - world.broadPhaseMargin(of: shape)
            let reach = AABB(lower: lower - Vec2(grow, grow), upper: upper + Vec2(grow, grow))
            guard world.fatBounds(of: shape).overlaps(reach) else { return true }
            let tag = world.userData(of: shape)
            if tag > 0, seen.insert(tag).inserted, let record = slots[tag - 1] { found.append(record.item) }
            return true
        }
        return found
    }

    /// Re-reads an item's centre and rotation (not its size) after you moved it yourself, and
    /// wakes the animator. Without this, the next frame overwrites your change.
    ///
    /// ```swift
    /// card.center = finger
    /// animator.updateItem(usingCurrentState: card)
    /// ```
    public func updateItem(usingCurrentState item: any DynamicItem) {
        guard let record = record(for: item) else { return }
        do {
            let pose = try pose(of: item)
            world.setTransform(of: record.body, position: Units.metres(pose.center), angle: Float(pose.angle))
            record.syncedPose = world.transform(of: record.body)
            // Moved by an action: the report names it (``SettlingCause/drivenByAction(behavior:)``);
            // the wake that follows is the move's, not a behavior change's.
            let wake = actionWake
            if let currentAction { record.actionMove = (currentAction, frameIndex) }
            tickle()
            actionWake = wake
        } catch {
            report(error)
        }
    }
}
