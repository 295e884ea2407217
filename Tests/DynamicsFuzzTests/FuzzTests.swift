import Dynamics
import Foundation
import Testing

/// The project fuzzes itself: random scenes (1–60 items of 1–120 pt, boxes, ellipses, convex and
/// concave paths, gravity at any angle, up to three fields of every kind including a custom
/// closure, attachments of every kind, snaps, pushes, flicks up to 20,000 pt/s, items added and
/// removed) with random hostile values set while they run. Every case is reproducible from its
/// seed.
///
/// - `FUZZ_CASES=n` runs n cases (default 2,000: the CI budget);
/// - `FUZZ_SEED=s` replays one case alone;
/// - `FUZZ_FRAMES=n` sets frames per case (default 240: 4 s);
/// - `FUZZ_TRACE=itemN` (with `FUZZ_SEED`) prints that item's pose, centre of mass and velocity
///   after every frame.
///
/// The cases run in four interleaved shares (case k in share k mod 4) that the test runner may run
/// at once: on CI's two cores the suite no longer ends with one core fuzzing alone for three
/// minutes. A case that crashes cannot report itself: its seed is written to
/// `$TMPDIR/dynamics-fuzz-current-seed-S` (S its share) before it runs. A watchdog per share ends
/// the run with the seed printed if one case takes more than 60 s (a hang).
@Suite("Fuzz")
struct FuzzTests {
    /// The shares the cases are dealt into.
    static let shares = 4

    static func setting(_ name: String) -> UInt64? {
        ProcessInfo.processInfo.environment[name].flatMap { UInt64($0) }
    }

    @Test(arguments: 0..<shares)
    func randomScenesAndMisuseNeverBreakTheWorld(share: Int) {
        let frames = Int(Self.setting("FUZZ_FRAMES") ?? 240)
        let seeds: [UInt64] =
            if let seed = Self.setting("FUZZ_SEED") {
                share == 0 ? [seed] : []
            } else {
                stride(from: UInt64(share), to: Self.setting("FUZZ_CASES") ?? 2_000, by: Self.shares).map {
                    0x5EED_0000 + $0
                }
            }
        let watchdog = Watchdog(limit: 60, share: share)
        var failures: [FuzzFailure] = []
        for seed in seeds {
            watchdog.start(seed)
            var fuzzCase = FuzzCase(seed: seed)
            failures += fuzzCase.run(frames: frames)
        }
        watchdog.stop()
        print("fuzz share \(share): \(seeds.count) cases × \(frames) frames, \(failures.count) failed")
        #expect(failures.isEmpty, "\(failures.count) of \(seeds.count) cases failed: \(failures.prefix(8))")
    }
}

/// Ends the process with the running case's seed if a case takes longer than `limit` seconds.
final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var seed: UInt64?
    private var started = Date()
    private var thread: Thread?
    let limit: TimeInterval
    /// The share of the cases it watches (the seed file's suffix).
    let share: Int

    init(limit: TimeInterval, share: Int) {
        self.limit = limit
        self.share = share
        let thread = Thread { [weak self] in
            while let self, self.tick() { Thread.sleep(forTimeInterval: 1) }
        }
        self.thread = thread
        thread.start()
    }

    func start(_ seed: UInt64) {
        lock.withLock {
            self.seed = seed
            started = Date()
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "dynamics-fuzz-current-seed-\(share)")
        try? "\(seed)\n".write(to: path, atomically: false, encoding: .utf8)
    }

    func stop() { lock.withLock { seed = nil } }

    /// Returns false once stopped for good.
    private func tick() -> Bool {
        lock.withLock {
            guard let seed else { return true }
            if Date().timeIntervalSince(started) > limit {
                FileHandle.standardError.write(
                    Data("fuzz: case seed \(seed) hung (> \(limit) s); replay with FUZZ_SEED=\(seed)\n".utf8))
                exit(1)
            }
            return true
        }
    }
}
