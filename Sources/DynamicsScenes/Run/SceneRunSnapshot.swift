import Dynamics

/// A ``SceneRun`` at one frame, for time travel: the animator's snapshot plus the run's own
/// state (frame count, script position, scripted gestures, drags in progress, pending pushes,
/// dropped items, item edits, the speed, and the input log up to that frame). Take it with
/// ``SceneRun/snapshot()``, go back with ``SceneRun/restore(_:)``.
///
/// A value whose storage copies share; see ``byteCount`` for what one keeps.
///
/// ```swift
/// var history: [SceneRunSnapshot] = []
/// run.onFrame = { run in history.append(run.snapshot()) }
/// run.advance(by: 2)
/// try run.restore(history[59])   // back to frame 60
/// ```
public struct SceneRunSnapshot {
    let storage: Storage

    /// The run's ``SceneRun/frameCount`` at the snapshot.
    ///
    /// ```swift
    /// run.snapshot().frameCount   // 0 for a fresh run
    /// ```
    public var frameCount: Int { storage.frameCount }

    /// How many inputs the run's log held at the snapshot.
    ///
    /// ```swift
    /// run.snapshot().logLength   // 0 before any input
    /// ```
    public var logLength: Int { storage.inputHistory.count }

    /// The animator's part of the snapshot.
    ///
    /// ```swift
    /// print(run.snapshot().animator.byteCount)
    /// ```
    public var animator: AnimatorSnapshot { storage.animator }

    /// About how many bytes the snapshot keeps (the animator's snapshot, the run's lists and poses).
    ///
    /// ```swift
    /// print(run.snapshot().byteCount)
    /// ```
    public var byteCount: Int {
        storage.animator.byteCount + storage.poses.count * MemoryLayout<Pose>.stride
            + storage.items.count * 16 + storage.behaviorRestorers.count * 64 + MemoryLayout<Storage>.size
    }

    struct Pose {
        let center: CGPoint
        let transform: CGAffineTransform
        let bounds: CGRect?
    }

    final class Storage {
        /// The run's identity: its animator's snapshot token (a run owns its animator), held
        /// instead of the run so the snapshot neither keeps it alive nor matches a later run.
        let run: SnapshotToken
        let animator: AnimatorSnapshot
        var frameCount = 0
        var simulatedTime: TimeInterval = 0
        var nextEvent = 0
        var gestures: [SceneRun.Gesture] = []
        var velocityBehavior: DynamicItemBehavior?
        var inputHistory = InputHistory()
        var drags: [DragID: AttachmentBehavior] = [:]
        var nextDragNumber = 1
        var pendingPushes: [PushBehavior] = []
        var dropGravity: GravityBehavior?
        var dropCollision: CollisionBehavior?
        var itemEditors: [String: DynamicItemBehavior] = [:]
        var items: [any DynamicItem] = []
        var itemsByName: [String: any DynamicItem] = [:]
        var poses: [Pose] = []
        var speed: Double = 1
        /// The state of the scene behaviors outside the animator at the snapshot (the animator's
        /// snapshot holds the others): a push the script adds later must come back unfired.
        var behaviorRestorers: [() -> Void] = []

        init(run: SceneRun, animator: AnimatorSnapshot) {
            self.run = run.animator.snapshotToken
            self.animator = animator
        }
    }
}

extension SceneRun {
    /// Captures the run at this frame (see ``SceneRunSnapshot``).
    ///
    /// ```swift
    /// let saved = run.snapshot()
    /// ```
    public func snapshot() -> SceneRunSnapshot {
        let s = SceneRunSnapshot.Storage(run: self, animator: animator.snapshot())
        s.frameCount = frameCount
        s.simulatedTime = simulatedTime
        s.nextEvent = nextEvent
        s.gestures = gestures
        s.velocityBehavior = velocityBehavior
        s.inputHistory = inputHistory
        s.drags = drags
        s.nextDragNumber = nextDragNumber
        s.pendingPushes = pendingPushes
        s.dropGravity = dropGravity
        s.dropCollision = dropCollision
        s.itemEditors = itemEditors
        s.items = items
        s.itemsByName = itemsByName
        s.speed = animator.debugAnimationSpeed
        s.behaviorRestorers = sceneBehaviors.filter { $0.dynamicAnimator !== animator }.map {
            $0.stateRestorer()
        }
        s.poses = items.map {
            SceneRunSnapshot.Pose(
                center: $0.center, transform: $0.transform, bounds: ($0 as? SceneItem)?.bounds)
        }
        return SceneRunSnapshot(storage: s)
    }

    /// Goes back (or forward) to a snapshot of this run: the animator, the script position, the
    /// gestures, the drags, the dropped items and the input log are as they were at its frame,
    /// and running on from there is bit-identical to running on from that moment. Unlike
    /// `DynamicAnimator.restore(_:)`, behaviors and items that came or went since (drags,
    /// pushes, drops, scripted additions) follow the snapshot. New input after a restore
    /// continues the log from the snapshot's frame: the discarded future is gone from
    /// ``inputLog``, though later snapshots still hold it.
    ///
    /// Refused with a `DynamicsError`, changing nothing, for a snapshot of another run or from
    /// inside a frame.
    ///
    /// ```swift
    /// try run.restore(saved)
    /// ```
    public func restore(_ snapshot: SceneRunSnapshot) throws(DynamicsError) {
        let s = snapshot.storage
        guard s.run === animator.snapshotToken else {
            throw DynamicsError(
                .snapshotMismatch,
                "SceneRun.restore(_:): the snapshot (frame \(s.frameCount)) was taken of another run")
        }
        try animator.restore(s.animator, adoptingMembership: true)
        frameCount = s.frameCount
        simulatedTime = s.simulatedTime
        nextEvent = s.nextEvent
        gestures = s.gestures
        velocityBehavior = s.velocityBehavior
        inputHistory = s.inputHistory
        drags = s.drags
        nextDragNumber = s.nextDragNumber
        pendingPushes = s.pendingPushes
        dropGravity = s.dropGravity
        dropCollision = s.dropCollision
        itemEditors = s.itemEditors
        items = s.items
        itemsByName = s.itemsByName
        animator.debugAnimationSpeed = s.speed
        for restore in s.behaviorRestorers { restore() }
        for (item, pose) in zip(items, s.poses) {
            if item.center != pose.center { item.center = pose.center }
            if item.transform != pose.transform { item.transform = pose.transform }
            if let sceneItem = item as? SceneItem, let bounds = pose.bounds, sceneItem.bounds != bounds {
                sceneItem.bounds = bounds
            }
        }
    }
}
