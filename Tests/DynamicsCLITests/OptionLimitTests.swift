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
        ("run", ["3600", "60 divided by a whole number", "Needs --trace or --plot"]),
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
