// Prints the determinism table exactly as `dynamics hashes` does, from the library alone: CI's
// debug build compiles this instead of the whole CLI (whose server dependencies would triple the
// build), and .ci/determinism compares its table with the release build's and the golden one.
// `determinism-table --workers N` steps every world on N threads (the same table for every N);
// CI runs it under ThreadSanitizer too.
import DynamicsEngineScenes
import DynamicsScenes
import Foundation

let arguments = CommandLine.arguments.dropFirst()
var workers = 1
if let flag = arguments.first {
    guard flag == "--workers", arguments.count == 2, let n = Int(arguments.last!), (1...64).contains(n) else {
        print(
            "determinism-table: usage: determinism-table [--workers N], N in 1...64; got \(arguments.joined(separator: " "))"
        )
        exit(2)
    }
    workers = n
}
do {
    for row in try SceneCatalog.determinismRows(workers: workers)
        + DeterminismTable.engineRows(workers: workers)
    {
        print(row.line)
    }
} catch {
    print("determinism-table: \(error)")
    exit(1)
}
