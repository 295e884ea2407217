import Dynamics
import DynamicsScenes
import Foundation

/// A change of the slow-motion factor, which the animator takes as an input of every step and
/// `InputLog` does not hold: the session keeps these beside the log.
///
/// ```swift
/// let change = SpeedChange(frame: 120, speed: 0.5)
/// ```
struct SpeedChange: Codable, Equatable, Sendable {
    /// The run's frame count when the speed changed: it acts from that frame's step on.
    var frame: Int
    /// The animator's `debugAnimationSpeed` from then on.
    var speed: Double
}

/// A session's kept past, for time travel: run snapshots every ``interval`` frames over the last
/// ``keptFrames`` frames, the speed changes, and — while the session shows an earlier frame —
/// the full input log, so any kept frame is rebuilt by restoring the nearest earlier snapshot
/// and replaying the logged input up to it.
///
/// The interval is chosen from the size of a snapshot: one per frame while the whole window
/// fits in ``byteBudget``, coarser for big scenes (see BENCHMARKS.md, time travel).
///
/// ```swift
/// var timeline = Timeline(start: run, speed: 1)
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
    /// The speed changes, in frame order (the first is the speed at the start).
    private(set) var speeds: [SpeedChange] = []
    /// The whole input log while the run shows an earlier frame; nil at the live end.
    private(set) var future: InputLog?
    /// What the kept snapshots hold, about (bytes).
    private(set) var byteCount = 0
    /// The page should hear of the span at once (the future was just discarded).
    var announce = false

    /// An empty history (replaced when a session adopts a run).
    init() {}

    /// The history of a run that starts now.
    init(start run: SceneRun, speed: Double) {
        liveFrame = run.frameCount
        speeds = [SpeedChange(frame: run.frameCount, speed: speed)]
        take(run)
    }

    /// Whether the run shows a frame before the live end.
    var isScrubbing: Bool { future != nil }

    /// The earliest frame that can be shown.
    var firstFrame: Int { max(liveFrame - Self.keptFrames, keyframes.first?.frameCount ?? liveFrame) }

    /// The speed in effect at a frame.
    func speed(at frame: Int) -> Double {
        speeds.last { $0.frame <= frame }?.speed ?? speeds.first?.speed ?? 1
    }

    /// After a live frame: keeps a snapshot when the frame is on the interval, forgets what is
    /// older than the window.
    func frameDone(_ run: SceneRun) {
        liveFrame = run.frameCount
        if run.frameCount % interval == 0 { take(run) }
        while keyframes.count > 1, keyframes[1].frameCount <= liveFrame - Self.keptFrames {
            byteCount -= Self.bytes(of: keyframes.removeFirst())
        }
    }

    /// Keeps a snapshot of the frame now, replacing one of the same frame (after a change the
    /// input log cannot replay, such as a range or region edit).
    func keepCurrentFrame(of run: SceneRun) {
        if let last = keyframes.last, last.frameCount == run.frameCount {
            byteCount -= Self.bytes(of: keyframes.removeLast())
        }
        take(run)
    }

    /// About what a snapshot keeps: its own count, plus the input log it holds (a snapshot keeps
    /// the log as it was; once the run records more input, that is a copy of its own).
    static func bytes(of snapshot: SceneRunSnapshot) -> Int {
        snapshot.byteCount + snapshot.logLength * MemoryLayout<InputEvent>.stride
    }

    private func take(_ run: SceneRun) {
        let snapshot = run.snapshot()
        keyframes.append(snapshot)
        let size = Self.bytes(of: snapshot)
        byteCount += size
        let wanted =
            Self.intervals.first { size * (Self.keptFrames / $0 + 1) <= Self.byteBudget }
            ?? Self.intervals.last!
        guard wanted > interval else { return }
        // Coarser from now on; thin the snapshots already kept to the new spacing.
        interval = wanted
        let first = keyframes[0]
        keyframes = [first] + keyframes.dropFirst().filter { $0.frameCount % wanted == 0 }
        byteCount = keyframes.reduce(0) { $0 + Self.bytes(of: $1) }
    }

    /// A speed change at a frame (of the live end).
    func speedChanged(to speed: Double, at frame: Int) {
        if let last = speeds.last, last.frame == frame {
            speeds[speeds.count - 1].speed = speed
            if speeds.count > 1, speeds[speeds.count - 2].speed == speed { speeds.removeLast() }
        } else if self.speed(at: frame) != speed {
            speeds.append(SpeedChange(frame: frame, speed: speed))
        }
    }

    /// Puts `run` at `target` (in ``firstFrame`` … ``liveFrame``): from the nearest earlier
    /// snapshot, or on from where it is when that is nearer, replaying the logged input and
    /// speeds. Back at the live end the history is live again.
    func move(_ run: SceneRun, to target: Int) throws {
        let full = future ?? run.inputLog
        future = full
        guard let keyframe = keyframes.last(where: { $0.frameCount <= target }) else {
            throw DynamicsError(.outOfRange, "no snapshot at or before frame \(target)")
        }
        if target < run.frameCount || keyframe.frameCount > run.frameCount {
            try run.restore(keyframe)
        }
        try advance(run, to: target, log: full)
        if run.frameCount == liveFrame { future = nil }
    }

    /// Replays `log` and the speed changes on `run` from its frame up to `target`.
    func advance(_ run: SceneRun, to target: Int, log: InputLog) throws {
        while true {
            let frame = run.frameCount
            let end = min(target, speeds.first { $0.frame > frame }?.frame ?? target)
            run.animator.debugAnimationSpeed = speed(at: frame)
            try run.replay(Self.log(log, upTo: end))
            if end >= target { break }
        }
        run.animator.debugAnimationSpeed = speed(at: target)
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
        byteCount = keyframes.reduce(0) { $0 + Self.bytes(of: $1) }
        speeds.removeAll { $0.frame > frame }
    }

    /// The speed changes up to a frame (what a replay of the log up to there needs).
    func speeds(upTo frame: Int) -> [SpeedChange] {
        speeds.filter { $0.frame <= frame }
    }
}
