import DynamicsEngine

/// The whole simulated state of a ``DynamicAnimator`` at one moment, taken with
/// ``DynamicAnimator/snapshot()`` and put back with ``DynamicAnimator/restore(_:)``.
///
/// What it covers: the engine world (bodies, contacts with their warm-start impulses, joints,
/// fields with their time, sleep timers, broad phase), the animator's clock, accumulator,
/// running state and reference bounds, every built-in behavior's properties and runtime state (a
/// gravity's magnitude, an attachment's length, an instantaneous push that has fired, the
/// boundaries of a collision behavior, an item behavior's properties), and every item's `center`
/// and `transform`. What it does not cover: which behaviors and items are in the animator (they
/// must be the same when restoring), `action` closures, delegates, error handlers, the debug
/// switches (``DynamicAnimator/debugAnimationSpeed`` is, like the frame duration, an input of
/// each step rather than state), and stored properties that subclasses add. Stepping on from a
/// restored snapshot with the same inputs is bit-identical to stepping on from the moment it
/// was taken.
///
/// A snapshot is a value: copies share one immutable storage, so keeping hundreds is cheap
/// (``byteCount`` says how much one keeps).
///
/// ```swift
/// let saved = animator.snapshot()
/// animator.advance(by: 2)
/// gravity.magnitude = 3
/// try animator.restore(saved)   // the clock, the items and the gravity are as they were
/// ```
public struct AnimatorSnapshot {
    let storage: Storage

    /// About how many bytes the snapshot keeps: the engine state plus the animator's records.
    ///
    /// ```swift
    /// print(animator.snapshot().byteCount)
    /// ```
    public var byteCount: Int {
        storage.world.byteCount + storage.records.count * MemoryLayout<RecordState>.stride
            + storage.restorers.count * 64 + MemoryLayout<Storage>.size
    }

    /// The animator's ``DynamicAnimator/elapsedTime()`` when the snapshot was taken.
    ///
    /// ```swift
    /// animator.snapshot().elapsedTime   // 0 for a fresh animator
    /// ```
    public var elapsedTime: TimeInterval { storage.elapsedTime }

    /// The engine state inside the snapshot.
    ///
    /// ```swift
    /// let engine = animator.snapshot().world
    /// ```
    public var world: WorldSnapshot { storage.world }

    /// What one item record held at the snapshot's moment.
    struct RecordState {
        let record: ItemBody
        let retainCount: Int
        let reportedStop: Bool
        let gravityCount: Int
        let material: ItemBody.Material
        let syncedPose: Transform
        let center: CGPoint
        let transform: CGAffineTransform
    }

    /// Written once when the snapshot is taken, only read afterwards.
    final class Storage {
        /// The animator's ``DynamicAnimator/snapshotToken``.
        let animator: SnapshotToken
        let world: WorldSnapshot
        var behaviors: [DynamicBehavior] = []
        var registered: [DynamicBehavior] = []
        /// Parallel to `registered`: its children, its items (nil unless an `ItemsBehavior`) and
        /// the closure that puts its state back.
        var children: [[DynamicBehavior]] = []
        var items: [[any DynamicItem]?] = []
        var restorers: [() -> Void] = []
        var itemBodies: [ItemKey: ItemBody] = [:]
        var slots: [ItemBody?] = []
        var freeSlots: [Int] = []
        var boundaries: [BoundaryBody?] = []
        var freeBoundarySlots: [Int] = []
        var collisionGroups: [ObjectIdentifier: Int] = [:]
        var records: [RecordState] = []
        var storedBounds = CGRect.null
        var builtBounds: CGRect?
        var refusedBoundsMessage: String?
        var isRunning = false
        var elapsedTime: TimeInterval = 0
        var accumulator: Double = 0
        var needsItemProperties = false
        var noiseSeedCount: UInt64 = 0
        var frameBegins: [ContactBeginEvent] = []
        var frameEnds: [ContactEndEvent] = []

        init(animator: SnapshotToken, world: WorldSnapshot) {
            self.animator = animator
            self.world = world
        }
    }
}

/// An animator's identity, shared with its snapshots (``DynamicAnimator/snapshotToken``).
package final class SnapshotToken: Sendable {}
