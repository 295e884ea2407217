import ArgumentParser
import DynamicsEngineScenes
import DynamicsScenes

/// `dynamics hashes`: the determinism table, one `NAME FRAMES HASH` line per scene.
struct HashesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hashes",
        abstract: "Print the determinism table: every scene's state hash after a fixed run.",
        discussion: """
            One line per scene, `NAME FRAMES HASH` (the state hash as 16 lowercase hex digits): every \
            catalogue scene run to the end of its script, then the engine scenes (small pyramid, pile, \
            joint grid and tumbler, a fields scene, 300 frames each) and Box2D's falling hinges until \
            every body sleeps. Every build on every CPU prints the same table; \
            Tests/Fixtures/determinism-hashes.txt holds it.

            Example: dynamics hashes > hashes.txt && diff hashes.txt Tests/Fixtures/determinism-hashes.txt
            With threads: dynamics hashes --workers 4 | diff - Tests/Fixtures/determinism-hashes.txt
            """
    )

    @Flag(help: "Only the engine scenes (what the Embedded Swift builds print).")
    var engineOnly = false

    @Option(
        help: """
            Threads each world steps on (1…64): the table must be the same for every count, more \
            workers than cores included.
            """)
    var workers = 1

    @Flag(
        help: """
            Only the catalogue scenes, each with a fourth column: microseconds per frame (the faster \
            of two runs to the end of the script), the native figure beside the static site's worker.
            """)
    var timing = false

    func validate() throws {
        guard (1...64).contains(workers) else {
            throw ValidationError("--workers \(workers): the worker count must be 1...64")
        }
    }

    func run() throws {
        if timing {
            for scene in SceneCatalog.all { print(try Self.timedLine(scene)) }
            return
        }
        let catalogue = engineOnly ? [] : try SceneCatalog.determinismRows(workers: workers)
        for row in catalogue + DeterminismTable.engineRows(workers: workers) { print(row.line) }
    }

    /// `NAME FRAMES HASH MICROSECONDS`: the scene run to its end twice, the faster run's time per frame.
    static func timedLine(_ scene: Scene) throws -> String {
        let clock = ContinuousClock()
        var best = Duration.seconds(1_000_000)
        var row = DeterminismTable.Row(name: scene.name, frames: 0, hash: 0)
        for _ in 0..<2 {
            let run = try scene.makeRun()
            let elapsed = clock.measure { run.advance(to: scene.duration) }
            best = min(best, elapsed)
            row = DeterminismTable.Row(name: scene.name, frames: run.frameCount, hash: run.stateHash)
        }
        let seconds = Double(best.components.seconds) + Double(best.components.attoseconds) * 1e-18
        let perFrame = seconds * 1e6 / Double(max(row.frames, 1))
        return row.line + " " + String((perFrame * 10).rounded() / 10)
    }
}
