// The engine's part of the determinism table (`dynamics hashes --engine-only`), as an Embedded
// Swift program: .ci/determinism runs it on wasm32, arm64 and x86-64 and compares the lines with
// the committed golden table.
import DynamicsEngineScenes

for row in DeterminismTable.engineRows() { print(row.line) }
