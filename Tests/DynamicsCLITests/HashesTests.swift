import Foundation
import Testing

/// `dynamics hashes` prints the committed golden table: a change to the physics (or to a scene)
/// fails here until it is re-recorded on purpose (.ci/determinism says how).
@Suite("dynamics hashes")
struct HashesTests {
    @Test func theTableEqualsTheGoldenTable() throws {
        let result = try Tool.run(["hashes"])
        #expect(result.status == 0, "\(result.errors)")
        let golden = try String(
            contentsOf: Tool.fixtures.appendingPathComponent("determinism-hashes.txt"), encoding: .utf8)
        let actual = result.output.split(separator: "\n")
        let expected = golden.split(separator: "\n")
        #expect(actual.count == expected.count)
        for (line, wanted) in zip(actual, expected) where line != wanted {
            Issue.record("\(line) (golden: \(wanted))")
        }
        // NAME FRAMES HASH, the hash as 16 lowercase hex digits.
        for line in actual {
            let fields = line.split(separator: " ")
            #expect(fields.count == 3 && Int(fields[1]) != nil, "\(line)")
            #expect(fields.last?.count == 16 && fields.last?.allSatisfy(\.isHexDigit) == true, "\(line)")
        }
    }

    @Test func theTimedTableIsTheCataloguesRowsWithATimePerFrame() throws {
        let golden = try String(
            contentsOf: Tool.fixtures.appendingPathComponent("determinism-hashes.txt"), encoding: .utf8)
        let result = try Tool.run(["hashes", "--timing"])
        #expect(result.status == 0, "\(result.errors)")
        let lines = result.output.split(separator: "\n")
        #expect(lines.count >= 20)
        for line in lines {
            // NAME FRAMES HASH MICROSECONDS: the first three as in the golden table.
            let fields = line.split(separator: " ")
            #expect(fields.count == 4, "\(line)")
            #expect(golden.contains(fields.prefix(3).joined(separator: " ") + "\n"), "\(line)")
            #expect((Double(fields.last ?? "") ?? -1) > 0, "\(line)")
        }
    }

    @Test func theEngineOnlyTableIsTheGoldenTablesEngineRows() throws {
        let result = try Tool.run(["hashes", "--engine-only"])
        let names = result.output.split(separator: "\n").map { $0.prefix { $0 != " " } }
        #expect(
            names == [
                "pyramid20", "pile200", "joint_grid20", "springs20", "tumbler200", "fields", "crowd4200",
                "falling_hinges",
            ])
    }
}
