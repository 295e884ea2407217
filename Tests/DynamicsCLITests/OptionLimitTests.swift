import Foundation
import Testing

/// Numeric options: negative values are invalid values (not a missing value), and every limit
/// a command enforces is stated in its `--help`.
@Suite("dynamics option limits")
struct OptionLimitTests {
    @Test(arguments: [
        (["run", "falling-square", "--duration", "-1"], "--duration", "-1"),
        (["run", "falling-square", "--trace", "-", "--fps", "-5"], "--fps", "-5"),
        (["render", "falling-square", "--frame-at", "-0.5"], "--frame-at", "-0.5"),
        (["render", "falling-square", "--duration", "-2", "--animated"], "--duration", "-2"),
        (["render", "falling-square", "--animated", "--fps", "-30"], "--fps", "-30"),
        (["bench", "--steps", "-3"], "--steps", "-3"),
        (["run", "falling-square", "--workers", "-2"], "--workers", "-2"),
        (["run", "falling-square", "--workers", "0"], "--workers", "0"),
        (["run", "falling-square", "--workers", "65"], "--workers", "65"),
    ])
    func negativeValuesAreInvalidValuesNamingOptionAndValue(
        arguments: [String], option: String, value: String
    ) throws {
        let result = try Tool.run(arguments)
        #expect(result.status == 2, "\(arguments): \(result.status)")
        #expect(!result.errors.contains("Missing value"), "\(result.errors)")
        let message = try #require(Tool.line(startingWith: "Error:", in: result.errors))
        #expect(message.contains(option) && message.contains(value), "\(message)")
    }

    @Test(arguments: [
        ("run", ["3600", "60 divided by a whole number", "Needs --trace or --plot", "1…64"]),
        ("render", ["3600", "60 divided by a whole number", "from 0 to the run's end"]),
        ("bench", ["at least 2", "pyramid20"]),
    ])
    func helpStatesEveryLimit(command: String, limits: [String]) throws {
        let result = try Tool.run([command, "--help"])
        #expect(result.status == 0)
        let help = result.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for limit in limits {
            #expect(help.contains(limit), "\(command) --help does not state \(limit)")
        }
    }

    /// Threads change only how long a run takes: the report (but for its wall time) and the
    /// trace are the same bytes on 1 and 3 workers.
    @Test func aRunIsTheSameOnEveryWorkerCount() throws {
        func run(_ workers: String) throws -> (report: [Substring], trace: String) {
            let trace = FileManager.default.temporaryDirectory
                .appendingPathComponent("workers-\(workers)-\(UInt32.random(in: 0...UInt32.max)).csv").path
            defer { try? FileManager.default.removeItem(atPath: trace) }
            let result = try Tool.run([
                "run", "basics-collision", "--workers", workers, "--trace", trace, "-q",
            ])
            #expect(result.status == 0, "\(result.errors)")
            // The first line ends with the wall time.
            let report = result.output.split(separator: "\n").dropFirst()
            return (Array(report), try String(contentsOfFile: trace, encoding: .utf8))
        }
        let one = try run("1")
        let three = try run("3")
        #expect(!one.report.isEmpty && one.trace.count > 1000)
        #expect(one.report == three.report)
        #expect(one.trace == three.trace)
    }

    @Test func theStatedDurationLimitIsTheOneEnforced() throws {
        let result = try Tool.run(["run", "falling-square", "--duration", "3600.5"])
        #expect(result.status == 2)
        #expect(result.errors.contains("--duration must be a number of seconds in (0…3600], got 3600.5"))
    }

    @Test func frameAtPastTheRunsEndIsRefusedNamingBothTimes() throws {
        let sceneEnd = try Tool.run(["render", "falling-square", "--frame-at", "5"])
        #expect(sceneEnd.status == 2)
        #expect(sceneEnd.errors.contains("Usage: dynamics render"))
        #expect(
            sceneEnd.errors.contains("--frame-at 5 s is past the end of the run at 3 s"), "\(sceneEnd.errors)"
        )
        let durationEnd = try Tool.run(["render", "falling-square", "--duration", "1", "--frame-at", "1.5"])
        #expect(durationEnd.status == 2)
        #expect(
            durationEnd.errors.contains("--frame-at 1.5 s is past the end of the run at 1 s (--duration)"))
        let atTheEnd = try Tool.run(["render", "falling-square", "--duration", "4", "--frame-at", "4", "-q"])
        #expect(atTheEnd.status == 0, "\(atTheEnd.errors)")
        #expect(atTheEnd.output.hasPrefix("<svg"))
    }
}
