// The determinism table (`dynamics hashes`: every catalogue scene to the end of its script, the
// engine scenes, Box2D's falling hinges) as an Embedded Swift program: .ci/determinism runs it on
// wasm32, arm64 and x86-64 and compares the lines with the committed golden table.
import DynamicsEngineScenes
import DynamicsScenes

do {
    for row in try SceneCatalog.determinismRows() + DeterminismTable.engineRows() { print(row.line) }
} catch {
    print("the catalogue does not build: \(error)")
}
