import Dynamics
import DynamicsScenes

/// A session's kept past, for time travel: run snapshots every ``interval`` frames over the last
/// ``keptFrames`` frames and — while the session shows an earlier frame — the full input log, so
/// any kept frame is rebuilt by restoring the nearest earlier snapshot and replaying the logged
/// input (speed changes included) up to it.
///
/// The interval is chosen from the size of a snapshot: one per frame while the whole window
/// fits in ``byteBudget``, coarser for big scenes (see BENCHMARKS.md, time travel).
///
/// ```swift
/// var timeline = Timeline(start: run)
/// run.stepFrame(); timeline.frameDone(run)
/// try timeline.move(run, to: 0)   // back to the first frame
/// ```
final class Timeline {
    /// Ten seconds at 60 frames per second.
    static let keptFrames = 600
    /// The most the snapshots of one session may keep.
    static let byteBudget = 32 << 20
    /// The intervals the history uses, finest first.
    static let intervals = [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30, 60]

    private(set) var keyframes: [SceneRunSnapshot] = []
    /// Frames between two kept snapshots.
    private(set) var interval = 1
    /// The newest frame of the session (the live end).
    private(set) var liveFrame = 0
    /// The whole input log while the run shows an earlier frame; nil at the live end.
    private(set) var future: InputLog?
    /// What the kept snapshots hold, about (bytes).
    private(set) var byteCount = 0
    /// The page should hear of the span at once (the future was just discarded).
    var announce = false

    /// An empty history (replaced when a session adopts a run).
    init() {}

    /// The history of a run that starts now.
    init(start run: SceneRun) {
        liveFrame = run.frameCount
        take(run)
    }

    /// Whether the run shows a frame before the live end.
    var isScrubbing: Bool { future != nil }

    /// The earliest frame that can be shown.
    var firstFrame: Int { max(liveFrame - Self.keptFrames, keyframes.first?.frameCount ?? liveFrame) }

    /// After a live frame: keeps a snapshot when the frame is on the interval, forgets what is
    /// older than the window.
    func frameDone(_ run: SceneRun) {
        liveFrame = run.frameCount
        if run.frameCount % interval == 0 { take(run) }
        while keyframes.count > 1, keyframes[1].frameCount <= liveFrame - Self.keptFrames {
            byteCount -= keyframes.removeFirst().byteCount
        }
    }

    /// Keeps a snapshot of the frame now, replacing one of the same frame (after a change the
    /// input log cannot replay, such as a range or region edit).
    func keepCurrentFrame(of run: SceneRun) {
        if let last = keyframes.last, last.frameCount == run.frameCount {
            byteCount -= keyframes.removeLast().byteCount
        }
        take(run)
    }

    private func take(_ run: SceneRun) {
        let snapshot = run.snapshot()
        keyframes.append(snapshot)
        let size = snapshot.byteCount
        byteCount += size
        // Divided, not multiplied: on wasm32 `Int` has 32 bits, and a 5,000-item snapshot (4 MB)
        // times 601 frames overflows it.
        let wanted =
            Self.intervals.first { size <= Self.byteBudget / (Self.keptFrames / $0 + 1) }
            ?? Self.intervals.last!
        guard wanted > interval else { return }
        // Coarser from now on; thin the snapshots already kept to the new spacing.
        interval = wanted
        let first = keyframes[0]
        keyframes = [first] + keyframes.dropFirst().filter { $0.frameCount % wanted == 0 }
        byteCount = keyframes.reduce(0) { $0 + $1.byteCount }
    }

    /// Puts `run` at `target` (in ``firstFrame`` … ``liveFrame``): from the nearest earlier
    /// snapshot, or on from where it is when that is nearer, replaying the logged input. Back at
    /// the live end the history is live again.
    func move(_ run: SceneRun, to target: Int) throws(DynamicsError) {
        let full = future ?? run.inputLog
        future = full
        guard let keyframe = keyframes.last(where: { $0.frameCount <= target }) else {
            throw DynamicsError(.outOfRange, "no snapshot at or before frame \(target)")
        }
        if target < run.frameCount || keyframe.frameCount > run.frameCount {
            try run.restore(keyframe)
        }
        try run.replay(Self.log(full, upTo: target))
        if run.frameCount == liveFrame { future = nil }
    }

    /// The log's inputs up to and including `frame`, ending there.
    static func log(_ log: InputLog, upTo frame: Int) -> InputLog {
        InputLog(scene: log.scene, events: log.events.filter { $0.frame <= frame }, frameCount: frame)
    }

    /// New input or play at the frame shown: the frames after it are discarded (as an editor's
    /// undo history is after an edit), and the frame shown becomes the live end.
    func discardFuture(after run: SceneRun) {
        guard future != nil else { return }
        future = nil
        announce = true
        let frame = run.frameCount
        liveFrame = frame
        keyframes.removeAll { $0.frameCount > frame }
        byteCount = keyframes.reduce(0) { $0 + $1.byteCount }
    }
}
