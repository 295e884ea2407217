import Foundation
import Testing

/// `dynamics bench`: the JSON line `Benchmarks/compare.py` reads, and short runs of Box2D v3's two
/// benchmark scenes with a physical check each.
@Suite("dynamics bench")
struct BenchTests {
    /// Runs `dynamics bench --scene NAME --steps N --json` and decodes its one JSON line.
    private func bench(_ scene: String, steps: Int) throws -> [String: Any] {
        let result = try Tool.run(["bench", "--scene", scene, "--steps", "\(steps)", "--json"])
        #expect(result.status == 0, "\(result.errors)")
        let line = try #require(Tool.line(startingWith: "{", in: result.output))
        let record = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        for key in ["scene", "bodies", "steps", "mean_us", "min_step_us", "median_step_us", "contacts"] {
            #expect(record[key] != nil, "missing \(key)")
        }
        #expect(record["scene"] as? String == scene)
        return record
    }

    private func number(_ key: String, in record: [String: Any]) throws -> Double {
        try #require((record[key] as? NSNumber)?.doubleValue, "missing \(key)")
    }

    @Test func helpListsBox2DsBenchmarkScenes() throws {
        let result = try Tool.run(["bench", "--help"])
        #expect(result.status == 0)
        #expect(result.output.contains("joint_grid") && result.output.contains("tumbler"))
    }

    @Test func jointGridHangsFromItsSevenStaticPinsWithoutContacts() throws {
        let record = try bench("joint_grid", steps: 10)
        #expect(try number("bodies", in: record) == 9993)
        // The circles never collide with one another: no contact at all.
        #expect(try number("contacts", in: record) == 0)
        // The free corner (column 99, row 99) starts 99 m below the pins and falls with the grid
        // (10 frames, 1/6 s: 0.14 m) while the pins hold (Box2D v3 after the same 10 steps: corner
        // at −99.14 m, pins stretched ≤ 0.03 m).
        let corner = try number("corner_y", in: record)
        #expect(corner < -99.1 && corner > -99.2, "\(corner)")
        #expect(try number("max_joint_gap", in: record) < 0.1)
    }

    @Test func tumblerTurnsItsKinematicDrumAndKeepsTheBoxesInside() throws {
        // 30 frames of 1/60 s (the untimed first one included) at 25°/s: 12.5°.
        let record = try bench("tumbler", steps: 30)
        #expect(try number("bodies", in: record) == 2025)
        #expect(abs(try number("drum_angle_deg", in: record) - 12.5) < 0.01)
        #expect(try number("outside_drum", in: record) == 0)
        // The lowest box has fallen from 1 m towards the drum's floor (inner face at 0.5 m).
        let lowest = try number("min_y", in: record)
        #expect(lowest < 0.9 && lowest > -1.5, "\(lowest)")
        #expect(try number("contacts", in: record) > 0)
    }
}
