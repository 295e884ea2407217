// The determinism table (`dynamics hashes`: every catalogue scene to the end of its script, the
// engine scenes, Box2D's falling hinges) as an Embedded Swift program: .ci/determinism runs it on
// wasm32, arm64 and x86-64 and compares the lines with the committed golden table. Every world
// asks for two workers: Embedded Swift has no threads, so the pool runs its blocks one after
// another on the caller, and the table proves the split stages (colour blocks, the two-pass
// narrow phase) give the same bits on every CPU.
import DynamicsEngineScenes
import DynamicsScenes

do {
    for row in try SceneCatalog.determinismRows(workers: 2) + DeterminismTable.engineRows(workers: 2) { print(row.line) }
} catch {
    print("the catalogue does not build: \(error)")
}
