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
            """
    )

    @Flag(help: "Only the engine scenes (what the Embedded Swift builds print).")
    var engineOnly = false

    func run() throws {
        let catalogue = engineOnly ? [] : try SceneCatalog.determinismRows()
        for row in catalogue + DeterminismTable.engineRows() { print(row.line) }
    }
}
