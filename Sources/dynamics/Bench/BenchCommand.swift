import ArgumentParser
import DynamicsEngine
import Foundation

/// `dynamics bench`: times the standard scenes of `Benchmarks/README.md` in this engine.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Time a standard benchmark scene (µs per 1/60 s step, setup and first step excluded).",
        discussion: """
            Scenes: \(BenchScene.allCases.map(\.rawValue).joined(separator: ", ")).
            Build in release mode: swift run -c release dynamics bench --scene pyramid20

            With --world FILE.json --trace OUT.bin it runs a world file of the solver-quality suite \
            (Benchmarks/quality) instead and writes every frame of every dynamic body to OUT.bin.
            """
    )

    @Option(help: "The scene to run: one of \(BenchScene.allCases.map(\.rawValue).joined(separator: ", ")).")
    var scene: String = "pyramid20"

    @Option(parsing: .unconditional, help: "Steps to time (each 1/60 s with 4 sub-steps), at least 2.")
    var steps: Int = 600

    @Option(help: "Threads the world steps on (1…64, World.workers): the same motion for every count.")
    var threads: Int = 1

    @Flag(help: "Print one JSON line (the format Benchmarks/compare.py reads).")
    var json = false

    @Flag(help: "Let still islands sleep (the peers run with sleeping off).")
    var sleep = false

    @Flag(
        help:
            "After the run, also time World.snapshot() and restore(_:) (median of 200), report the snapshot's bytes and check that stepping on from a restore is bit-identical."
    )
    var snapshots = false

    @Option(help: "A world file of the solver-quality suite (Benchmarks/quality/scenes.py): run it, untimed.")
    var world: String?

    @Option(help: "With --world: the binary trace to write (every frame's poses, velocities, awake flags).")
    var trace: String?

    func validate() throws {
        if world != nil || trace != nil {
            guard world != nil && trace != nil else {
                throw ValidationError("--world and --trace go together: give both or neither")
            }
            return
        }
        guard BenchScene(rawValue: scene) != nil else {
            let names = BenchScene.allCases.map(\.rawValue)
            throw ValidationError(
                "unknown scene '\(scene)'\(Suggestion.clause(for: scene, in: names)); "
                    + "choose one of \(names.joined(separator: ", "))")
        }
        guard steps > 1 else { throw ValidationError("--steps must be at least 2, got \(steps)") }
        guard (1...64).contains(threads) else {
            throw ValidationError("--threads \(threads): the thread count must be 1...64")
        }
    }

    func run() throws {
        if let world, let trace {
            try runTrace(world: world, to: trace)
            return
        }
        let built = BenchScene(rawValue: scene)!.build(sleep: sleep)
        let world = built.world
        world.workers = threads
        built.frame()
        var times: [Double] = []
        times.reserveCapacity(steps)
        // This thread's CPU time too (mean and slowest step): on a shared machine the wall-clock
        // maximum is mostly time the process was descheduled.
        var maxCPU = 0.0
        var totalCPU = 0.0
        let clock = ContinuousClock()
        for _ in 1..<steps {
            let cpuStart = threadCPUMicroseconds()
            let start = clock.now
            built.frame()
            let elapsed = clock.now - start
            let cpu = threadCPUMicroseconds() - cpuStart
            maxCPU = max(maxCPU, cpu)
            totalCPU += cpu
            times.append(
                Double(elapsed.components.attoseconds) / 1e12 + Double(elapsed.components.seconds) * 1e6)
        }
        let sorted = times.sorted()
        let mean = times.reduce(0, +) / Double(times.count)
        var record: [String: Any] = [
            "scene": scene, "bodies": built.bodyCount, "steps": steps, "mean_us": mean,
            "min_step_us": sorted[0], "median_step_us": sorted[sorted.count / 2],
            "max_step_us": sorted[sorted.count - 1], "max_step_cpu_us": maxCPU,
            "mean_cpu_us": totalCPU / Double(times.count),
            "contacts": world.touchingContactCount, "engine": "swift-dynamics", "threads": threads,
        ]
        for (k, v) in built.check() { record[k] = v }
        let snapshotRecord = snapshots ? measureSnapshots(built) : [:]
        for (k, v) in snapshotRecord { record[k] = v }
        if json {
            let data = try JSONSerialization.data(withJSONObject: record, options: [.sortedKeys])
            print(String(decoding: data, as: UTF8.self))
        } else {
            print(
                "\(scene): \(built.bodyCount) bodies, \(world.touchingContactCount) touching contacts, "
                    + String(
                        format:
                            "mean %.1f µs, median %.1f µs, min %.1f µs, max %.1f µs (CPU %.1f µs) per step",
                        mean,
                        sorted[sorted.count / 2], sorted[0], sorted[sorted.count - 1], maxCPU))
            for (k, v) in built.check().sorted(by: { $0.key < $1.key }) { print("  \(k) = \(v)") }
            for (k, v) in snapshotRecord.sorted(by: { $0.key < $1.key }) { print("  \(k) = \(v)") }
        }
    }
}

/// This thread's CPU time in microseconds.
private func threadCPUMicroseconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return Double(t.tv_sec) * 1e6 + Double(t.tv_nsec) / 1e3
}
