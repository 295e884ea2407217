import Dynamics
import DynamicsScenes
import Foundation
import Testing

/// What the time-travel history costs: one snapshot per frame against one every N frames plus
/// re-stepping, for 10 s (600 frames). Run in release with
/// `PLAYGROUND_BENCH=1 swift test -c release --filter TimeTravelBenchmark`.
@Suite("Time-travel cost", .enabled(if: ProcessInfo.processInfo.environment["PLAYGROUND_BENCH"] != nil))
struct TimeTravelBenchmark {
    static func microseconds(_ d: Duration) -> Double {
        Double(d.components.seconds) * 1e6 + Double(d.components.attoseconds) * 1e-12
    }

    /// Resident memory of the process, in bytes.
    static func resident() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        return (fields.count > 1 ? Int(fields[1]) ?? 0 : 0) * 4096
    }

    func measure(_ label: String, _ scene: Scene, warmUp: Int, intervals: [Int]) throws {
        let frames = 600
        for interval in intervals {
            let run = try scene.makeRun()
            for _ in 0..<warmUp { run.stepFrame() }
            let clock = ContinuousClock()
            var kept: [SceneRunSnapshot] = []
            var snapshotTime = Duration.zero
            var stepTime = Duration.zero
            let before = Self.resident()
            for frame in 0..<frames {
                if frame % interval == 0 {
                    let start = clock.now
                    kept.append(run.snapshot())
                    snapshotTime += start.duration(to: clock.now)
                }
                let start = clock.now
                run.stepFrame()
                stepTime += start.duration(to: clock.now)
            }
            let grown = Self.resident() - before
            let bytes = kept.reduce(0) { $0 + $1.byteCount }
            // Scrubbing: 60 frames spread over the span, each rebuilt from the nearest earlier
            // snapshot (restore, then step on to the frame).
            let live = run.frameCount
            let targets = stride(from: warmUp, to: warmUp + frames, by: 10).map { $0 + 7 }
            var scrubTimes: [Double] = []
            for target in targets {
                let start = clock.now
                let keyframe = kept.last { $0.frameCount <= target }!
                try run.restore(keyframe)
                try run.replay(InputLog(scene: scene.name, events: [], frameCount: target))
                scrubTimes.append(Self.microseconds(start.duration(to: clock.now)))
            }
            scrubTimes.sort()
            print(
                "\(label) interval \(interval): \(kept.count) snapshots, \(bytes / 1024) KiB by byteCount, "
                    + "RSS +\(grown / 1024) KiB; snapshot \(Int(Self.microseconds(snapshotTime) / Double(kept.count))) µs; "
                    + "step \(Int(Self.microseconds(stepTime) / Double(frames))) µs/frame; "
                    + "scrub median \(Int(scrubTimes[scrubTimes.count / 2])) µs, worst \(Int(scrubTimes.last!)) µs "
                    + "(live end \(live))")
            withExtendedLifetime(kept) {}
        }
    }

    @Test func typicalScenes() throws {
        for name in ["falling-square", "sticky-edges-fling", "wave-transition-pop"] {
            try measure(name, SceneCatalog.scene(named: name)!, warmUp: 60, intervals: [1, 10])
        }
    }

    @Test func pile1000() throws {
        try measure(
            "pile1000", FrameCostBenchmark.pile(1000, width: 600, height: 900), warmUp: 120,
            intervals: [10, 30, 60])
    }
}
