import DynamicsEngine

/// Snapshots: capture the whole simulated state, put it back, step on bit-identically.
extension DynamicAnimator {
    /// Captures the animator's simulated state (see ``AnimatorSnapshot`` for what it covers).
    ///
    /// ```swift
    /// let saved = animator.snapshot()
    /// animator.advance(by: 1)
    /// try animator.restore(saved)
    /// ```
    public func snapshot() -> AnimatorSnapshot {
        let s = AnimatorSnapshot.Storage(animator: snapshotToken, world: world.snapshot())
        s.behaviors = behaviors
        s.registered = registered
        s.children = registered.map { $0.childBehaviors }
        s.items = registered.map { ($0 as? ItemsBehavior)?.items }
        s.restorers = registered.map { $0.stateRestorer() }
        s.itemBodies = itemBodies
        s.slots = slots
        s.freeSlots = freeSlots
        s.boundaries = boundaries
        s.freeBoundarySlots = freeBoundarySlots
        s.collisionGroups = collisionGroups
        s.records = slots.compactMap { record in
            record.map {
                AnimatorSnapshot.RecordState(
                    record: $0, retainCount: $0.retainCount, reportedStop: $0.reportedStop,
                    gravityCount: $0.gravityCount, material: $0.material, syncedPose: $0.syncedPose,
                    center: $0.item.center, transform: $0.item.transform)
            }
        }
        s.storedBounds = storedBounds
        s.builtBounds = builtBounds
        s.refusedBoundsMessage = refusedBoundsMessage
        s.isRunning = isRunning
        s.elapsedTime = runningTime
        s.accumulator = accumulator
        s.needsItemProperties = needsItemProperties
        s.noiseSeedCount = noiseSeedCount
        s.frameBegins = frameBegins
        s.frameEnds = frameEnds
        return AnimatorSnapshot(storage: s)
    }

    /// Puts back the state captured by ``snapshot()``: the world, the clock, every built-in
    /// behavior's properties and runtime state, and every item's `center` and `transform`.
    /// Stepping on is then bit-identical to stepping on from the moment of the snapshot.
    ///
    /// The rule: a snapshot restores *state*, never *membership*. The animator must hold the
    /// same behaviors (the same objects, in the same order, with the same children) and each
    /// behavior the same items as when the snapshot was taken; otherwise — a behavior or item
    /// added or removed since, or a snapshot of another animator — the restore is refused with a
    /// ``DynamicsError/Code/snapshotMismatch`` error and nothing changes. It is also refused from
    /// inside a frame (an `action` or a delegate callback). Delegates are not told about the
    /// running state changing back.
    ///
    /// ```swift
    /// let saved = animator.snapshot()
    /// animator.advance(by: 2)
    /// try animator.restore(saved)
    /// ```
    public func restore(_ snapshot: AnimatorSnapshot) throws(DynamicsError) {
        try restore(snapshot, adoptingMembership: false)
    }

    /// Restores `snapshot`; with `adoptingMembership`, the animator first takes the snapshot's
    /// behaviors, children and items as its own (behaviors added since are dropped without their
    /// hooks running, removed ones come back with the state they had), so only another
    /// animator's snapshot, or a behavior that has joined another animator, is refused. For
    /// owners that add and remove behaviors themselves (a scene run's drags and dropped items).
    package func restore(_ snapshot: AnimatorSnapshot, adoptingMembership: Bool) throws(DynamicsError) {
        let s = snapshot.storage
        guard !isStepping else {
            throw DynamicsError(
                .invalidUse,
                "DynamicAnimator.restore(_:): refused inside a frame (from an action or delegate)")
        }
        guard s.animator === snapshotToken else {
            throw DynamicsError(
                .snapshotMismatch,
                "DynamicAnimator.restore(_:): the snapshot (at \(s.elapsedTime) s) was taken of another animator"
            )
        }
        if adoptingMembership {
            try checkAdoptable(s)
            adoptMembership(of: s)
        } else if let difference = membershipDifference(from: s) {
            throw DynamicsError(.snapshotMismatch, "DynamicAnimator.restore(_:): refused: \(difference)")
        }
        world.restore(s.world)
        for restore in s.restorers { restore() }
        itemBodies = s.itemBodies
        slots = s.slots
        freeSlots = s.freeSlots
        boundaries = s.boundaries
        freeBoundarySlots = s.freeBoundarySlots
        collisionGroups = s.collisionGroups
        for saved in s.records {
            let record = saved.record
            record.retainCount = saved.retainCount
            record.reportedStop = saved.reportedStop
            record.gravityCount = saved.gravityCount
            record.material = saved.material
            record.syncedPose = saved.syncedPose
            record.poseBeforeFrame = nil
            if record.item.center != saved.center { record.item.center = saved.center }
            if record.item.transform != saved.transform { record.item.transform = saved.transform }
        }
        storedBounds = s.storedBounds
        builtBounds = s.builtBounds
        refusedBoundsMessage = s.refusedBoundsMessage
        isRunning = s.isRunning
        runningTime = s.elapsedTime
        accumulator = s.accumulator
        needsItemProperties = s.needsItemProperties
        noiseSeedCount = s.noiseSeedCount
        frameBegins = s.frameBegins
        frameEnds = s.frameEnds
        frameBeginSteps = [Int32](repeating: 0, count: frameBegins.count)
        frameEndSteps = [Int32](repeating: 0, count: frameEnds.count)
        pendingAdditions.removeAll()
        pendingRemovals.removeAll()
    }

    /// How the animator's behaviors and items differ from the snapshot's, or nil if they match.
    private func membershipDifference(from s: AnimatorSnapshot.Storage) -> String? {
        func named(_ list: [DynamicBehavior]) -> Set<ObjectIdentifier> {
            Set(list.map(ObjectIdentifier.init))
        }
        let now = named(registered)
        let then = named(s.registered)
        if let added = registered.first(where: { !then.contains(ObjectIdentifier($0)) }) {
            return "\(added.identity) was added since the snapshot"
        }
        if let removed = s.registered.first(where: { !now.contains(ObjectIdentifier($0)) }) {
            return "\(removed.identity) was removed since the snapshot"
        }
        guard behaviors.elementsEqual(s.behaviors, by: ===), registered.elementsEqual(s.registered, by: ===)
        else { return "the behaviors are in another order than in the snapshot" }
        for (i, behavior) in registered.enumerated() {
            if !behavior.childBehaviors.elementsEqual(s.children[i], by: ===) {
                return "the children of \(behavior.identity) changed since the snapshot"
            }
            guard let itemsBehavior = behavior as? ItemsBehavior, let then = s.items[i] else { continue }
            if let added = itemsBehavior.items.first(where: { item in !then.contains { $0 === item } }) {
                return "item \(describe(added)) was added to \(behavior.identity) since the snapshot"
            }
            if let removed = then.first(where: { item in !itemsBehavior.items.contains { $0 === item } }) {
                return "item \(describe(removed)) was removed from \(behavior.identity) since the snapshot"
            }
            if !itemsBehavior.items.elementsEqual(then, by: ===) {
                return "the items of \(behavior.identity) are in another order than in the snapshot"
            }
        }
        return nil
    }

    private func checkAdoptable(_ s: AnimatorSnapshot.Storage) throws(DynamicsError) {
        for behavior in s.registered {
            if let owner = behavior.dynamicAnimator, owner !== self {
                throw DynamicsError(
                    .snapshotMismatch,
                    "DynamicAnimator.restore(_:): \(behavior.identity) is now in another animator")
            }
        }
    }

    private func adoptMembership(of s: AnimatorSnapshot.Storage) {
        // Behaviors the snapshot lacks leave the ordinary way, so they are left detached and
        // clean; what that does to the world and the records is overwritten by the restore.
        let kept = Set(s.registered.map(ObjectIdentifier.init))
        for behavior in behaviors where !kept.contains(ObjectIdentifier(behavior)) {
            removeBehavior(behavior)
        }
        for parent in registered {
            for child in parent.childBehaviors where !kept.contains(ObjectIdentifier(child)) {
                parent.removeChildBehavior(child)
            }
        }
        behaviors = s.behaviors
        registered = s.registered
        for (i, behavior) in registered.enumerated() {
            behavior.dynamicAnimator = self
            behavior.childBehaviors = s.children[i]
            if let itemsBehavior = behavior as? ItemsBehavior, let items = s.items[i] {
                itemsBehavior.restore(items: items)
            }
        }
    }
}
