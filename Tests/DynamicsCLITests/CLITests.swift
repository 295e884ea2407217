import DynamicsScenes
import Foundation
import Testing

/// End-to-end tests of the `dynamics` tool: the built binary is run as a user would run it.
@Suite("dynamics command line")
struct CLITests {
    @Test func listShowsEveryCatalogueSceneWithItsSummary() throws {
        let result = try Tool.run(["list"])
        #expect(result.status == 0)
        for scene in SceneCatalog.all {
            #expect(result.output.contains("\(scene.name) "), "missing \(scene.name)")
            #expect(result.output.contains(scene.summary))
        }
    }

    @Test func runReportsRestPositionsContactsAndEnergy() throws {
        let result = try Tool.run(["run", "falling-square", "--duration", "3", "--quiet"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("at rest from"))
        #expect(result.output.contains("contacts: 2 touching points"))
        #expect(result.output.contains("energy: kinetic 0.0000 J"))
        // The 30 pt square rests on the bottom edge of the 375 × 667 view (boundary outset 1 pt).
        let y = try #require(Tool.number(after: "y ", in: result.output))
        #expect(abs(y - 653) <= 1.5)
    }

    @Test func aSceneFileRunsLikeTheCatalogueScene() throws {
        let file = Tool.temporaryPath("flick.json")
        let export = try Tool.run(["export", "flick", "-o", file])
        #expect(export.status == 0, "\(export.errors)")
        let exported = try Scene(jsonData: Data(contentsOf: URL(fileURLWithPath: file)))
        #expect(exported == SceneCatalog.scene(named: "flick"))
        let fromFile = try Tool.run(["run", file, "--quiet"])
        let fromCatalogue = try Tool.run(["run", "flick", "--quiet"])
        #expect(fromFile.status == 0 && fromCatalogue.status == 0)
        #expect(Tool.line(startingWith: "state hash", in: fromFile.output) != nil)
        #expect(
            Tool.line(startingWith: "state hash", in: fromFile.output)
                == Tool.line(startingWith: "state hash", in: fromCatalogue.output))
    }

    @Test func exportWritesJSONToStandardOutput() throws {
        let result = try Tool.run(["export", "falling-square"])
        #expect(result.status == 0)
        #expect(try Scene(jsonData: Data(result.output.utf8)) == SceneCatalog.scene(named: "falling-square"))
    }

    @Test func runWritesTraceAndPlot() throws {
        let trace = Tool.temporaryPath("trace.csv")
        let plot = Tool.temporaryPath("energy.svg")
        let result = try Tool.run([
            "run", "falling-square", "--duration", "1", "--fps", "20", "--trace", trace, "--plot", plot, "-q",
        ])
        #expect(result.status == 0, "\(result.errors)")
        let rows = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
        #expect(rows.first == "time,item,x,y,angle,vx,vy,omega")
        #expect(rows.count == 1 + 21)  // t = 0, 0.05, …, 1 for one item
        #expect(try String(contentsOfFile: plot, encoding: .utf8).hasPrefix("<svg"))
    }

    @Test func renderWritesStillDebugAndAnimatedSVG() throws {
        let still = Tool.temporaryPath("still.svg")
        let debug = Tool.temporaryPath("debug.svg")
        let animated = Tool.temporaryPath("animated.svg")
        #expect(
            try Tool.run(["render", "sticky-corners", "--frame-at", "1.5", "-o", still, "-q"]).status == 0)
        #expect(
            try Tool.run(["render", "sticky-corners", "--frame-at", "1.5", "--debug", "-o", debug, "-q"])
                .status == 0)
        #expect(
            try Tool.run([
                "render", "drop-out-transition", "--animated", "--duration", "2", "--fps", "30", "-o",
                animated, "-q",
            ])
            .status == 0)
        let stillText = try String(contentsOfFile: still, encoding: .utf8)
        let debugText = try String(contentsOfFile: debug, encoding: .utf8)
        let animatedText = try String(contentsOfFile: animated, encoding: .utf8)
        #expect(stillText.hasPrefix("<svg") && debugText.hasPrefix("<svg"))
        #expect(debugText.count > stillText.count, "the debug layer adds drawing")
        #expect(!stillText.contains("<animate") && animatedText.contains("<animate"))
    }

    @Test func renderIsByteStable() throws {
        let first = try Tool.run(["render", "falling-square", "--frame-at", "0.4", "--debug"])
        let second = try Tool.run(["render", "falling-square", "--frame-at", "0.4", "--debug"])
        #expect(first.status == 0 && first.output == second.output)
    }

    @Test func validateAcceptsAnExportedScene() throws {
        let file = Tool.temporaryPath("square.json")
        #expect(try Tool.run(["export", "falling-square", "-o", file]).status == 0)
        let result = try Tool.run(["validate", file])
        #expect(result.status == 0)
        #expect(result.output.contains("valid"))
    }

    /// Every malformed fixture of the scene-format tests: `validate`, `run` and `render` exit with
    /// status 1 and print the fixture's expected message, and nothing crashes.
    @Test func malformedFilesExitWithStatusOneAndTheirMessage() throws {
        let folder = Tool.fixtures.appendingPathComponent("malformed")
        let expected = try JSONDecoder().decode(
            [String: String].self, from: Data(contentsOf: folder.appendingPathComponent("expected.json")))
        #expect(expected.count >= 25)
        for (file, message) in expected.sorted(by: { $0.key < $1.key }) {
            let path = folder.appendingPathComponent(file).path
            for command in [["validate", path], ["run", path, "-q"], ["render", path, "-q"]] {
                let result = try Tool.run(command)
                #expect(result.status == 1, "\(command[0]) \(file): status \(result.status)")
                #expect(result.errors.contains(message), "\(command[0]) \(file): \(result.errors)")
            }
        }
    }

    @Test(arguments: [
        ["run"],  // missing scene
        ["run", "falling-square", "--duration", "abc"],
        ["run", "falling-square", "--duration=-1"],
        ["run", "falling-square", "--fps", "0"],
        ["render", "falling-square", "--animated", "--frame-at", "1"],
        ["render", "falling-square", "--no-such-flag"],
        ["launch"],
    ])
    func usageErrorsExitWithStatusTwo(arguments: [String]) throws {
        let result = try Tool.run(arguments)
        #expect(result.status == 2, "\(arguments): \(result.status) \(result.errors)")
        #expect(!result.errors.isEmpty)
    }

    @Test func unknownScenesAndMissingFilesExitWithStatusOne() throws {
        let unknown = try Tool.run(["run", "no-such-scene"])
        #expect(unknown.status == 1)
        #expect(unknown.errors.contains("no catalogue scene or file named 'no-such-scene'"))
        let missing = try Tool.run(["validate", "/nonexistent/scene.json"])
        #expect(missing.status == 1)
        #expect(missing.errors.contains("/nonexistent/scene.json: no such file"))
    }

    @Test func helpListsTheSubcommands() throws {
        let result = try Tool.run(["--help"])
        #expect(result.status == 0)
        for command in ["list", "render", "run", "export", "code", "validate", "bench"] {
            #expect(result.output.contains(command))
        }
    }
}
