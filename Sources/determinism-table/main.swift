// Prints the determinism table exactly as `dynamics hashes` does, from the library alone: CI's
// debug build compiles this instead of the whole CLI (whose server dependencies would triple the
// build), and .ci/determinism compares its table with the release build's and the golden one.
import DynamicsEngineScenes
import DynamicsScenes
import Foundation

do {
    for row in try SceneCatalog.determinismRows() + DeterminismTable.engineRows() { print(row.line) }
} catch {
    print("determinism-table: \(error)")
    exit(1)
}
