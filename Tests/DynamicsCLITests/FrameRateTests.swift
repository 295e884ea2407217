import Foundation
import Testing

/// `--fps` is honoured by `run --trace` (rows exactly 1/fps s apart) and refused where the run's
/// 1/60 s frames cannot honour it or where nothing is recorded.
@Suite("dynamics frame rates")
struct FrameRateTests {
    @Test(arguments: [(10.0, 2.0), (0.5, 4.0), (60.0, 0.5)])
    func theTraceHasExactlyFpsRowsASecond(fps: Double, seconds: Double) throws {
        let trace = Tool.temporaryPath("rate.csv")
        let result = try Tool.run([
            "run", "falling-square", "--duration", "\(seconds)", "--fps", "\(fps)", "--trace", trace, "-q",
        ])
        #expect(result.status == 0, "\(result.errors)")
        let rows = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n").dropFirst()
        let times = rows.compactMap { Double($0.prefix { $0 != "," }) }
        let expected = Int((seconds * fps).rounded()) + 1
        #expect(times.count == expected)
        for (index, time) in times.enumerated() {
            #expect(abs(time - Double(index) / fps) < 1e-4, "row \(index) at \(time) s")
        }
    }

    @Test(arguments: ["45", "120", "7"])
    func aRateTheFramesCannotGiveIsRefused(fps: String) throws {
        let result = try Tool.run(["run", "falling-square", "--fps", fps, "--trace", "-"])
        #expect(result.status == 2)
        #expect(result.errors.contains("--fps \(fps) cannot be honoured"), "\(result.errors)")
        #expect(result.output.isEmpty)
    }

    @Test func fpsWithNothingToRecordIsRefused() throws {
        let run = try Tool.run(["run", "falling-square", "--fps", "30"])
        #expect(run.status == 2)
        #expect(run.errors.contains("--fps sets the rate of --trace and --plot"))
        let still = try Tool.run(["render", "falling-square", "--fps", "30"])
        #expect(still.status == 2)
        #expect(still.errors.contains("--fps is the keyframe rate of --animated"))
    }
}
