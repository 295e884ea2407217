import Foundation
import Testing

/// `dynamics --version`.
@Suite("dynamics version")
struct VersionTests {
    @Test func versionPrintsTheVersionAndExitsZero() throws {
        let result = try Tool.run(["--version"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.trimmingCharacters(in: .whitespacesAndNewlines) == "0.1.0")
    }
}
