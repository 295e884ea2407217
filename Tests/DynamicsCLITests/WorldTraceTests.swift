import Foundation
import Testing

/// `dynamics bench --world FILE --trace OUT`, the solver-quality suite's runner: a world described
/// as data runs for its steps and every frame lands in the binary trace `Benchmarks/quality/metrics.py`
/// reads; a wrong field is an error naming the field and the value, and no trace is trusted.
@Suite("dynamics bench --world")
struct WorldTraceTests {
    /// A world file in a fresh temporary directory, and the trace path beside it.
    private func files(_ json: String) throws -> (world: String, trace: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let world = directory.appendingPathComponent("world.json").path
        try Data(json.utf8).write(to: URL(fileURLWithPath: world))
        return (world, directory.appendingPathComponent("trace.bin").path)
    }

    /// A static ground box (top at y = 0) and `body`.
    private func world(steps: Int, body: String) -> String {
        """
        {"name": "test", "steps": \(steps), "bodies": [
          {"type": "static", "position": [0, -1], "shapes": [{"kind": "box", "halfExtents": [10, 1]}]},
          \(body)]}
        """
    }

    @Test("A box falling freely for 20 steps: the trace's header and the fall of ½ g t² (y up)")
    func freeFallTrace() throws {
        let (world, trace) = try files(
            world(
                steps: 20,
                body: #"{"position": [0, 2.5], "shapes": [{"kind": "box", "halfExtents": [0.5, 0.5]}]}"#))
        let result = try Tool.run(["bench", "--world", world, "--trace", trace, "--json"])
        #expect(result.status == 0, "\(result.errors)")
        let data = try Data(contentsOf: URL(fileURLWithPath: trace))
        #expect(data.prefix(4) == Data("DQT1".utf8))
        let words = data.withUnsafeBytes { raw in
            (0..<(data.count / 4)).map { raw.load(fromByteOffset: 4 * $0, as: UInt32.self) }
        }
        // One dynamic body, frames 0…20, seven fields: 16 bytes of header and 21 · 7 floats.
        #expect(words[1] == 1 && words[2] == 21 && words[3] == 7 && data.count == 16 + 21 * 7 * 4)
        let last = 4 + 20 * 7
        let y = Double(Float(bitPattern: words[last + 1]))
        let vy = Double(Float(bitPattern: words[last + 4]))
        let t = 20.0 / 60
        // Semi-implicit Euler at 1/240 s sub-steps leads the exact fall by g·h·t/2 ≈ 7 mm.
        #expect(abs(y - (2.5 - 5 * t * t)) < 0.01, "y \(y)")
        #expect(abs(vy + 10 * t) < 1e-4, "vy \(vy)")
        #expect(Float(bitPattern: words[last + 6]) == 1, "awake")
    }

    @Test(
        "Wrong fields are refused naming the field and the value",
        arguments: [
            (#""friction": -1"#, "bodies[1].friction: must not be negative, got -1"),
            (#""position": "up""#, #"bodies[1].position: expected [x, y], got "up""#),
            (#""linearDamping": -0.5"#, "bodies[1].linearDamping: must not be negative, got -0.5"),
        ])
    func refusals(field: String, message: String) throws {
        let (world, trace) = try files(
            world(steps: 5, body: #"{\#(field), "shapes": [{"kind": "box", "halfExtents": [0.5, 0.5]}]}"#))
        let result = try Tool.run(["bench", "--world", world, "--trace", trace])
        #expect(result.status != 0)
        #expect(result.errors.contains(message), "\(result.errors)")
    }
}
