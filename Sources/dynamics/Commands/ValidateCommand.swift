import ArgumentParser
import DynamicsScenes

/// `dynamics validate`: checks a scene file and names every problem by its JSON path.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check a JSON scene file; every problem is named by its JSON path.",
        discussion: """
            Exit status 0 when the file is valid, 1 when it is not (problems on stderr).
            Example: dynamics validate scene.json
            """
    )

    @Argument(help: "The JSON scene file.")
    var file: String

    @Flag(name: .shortAndLong, help: "Print nothing when the file is valid.")
    var quiet = false

    func run() throws {
        let scene = try SceneArgument.loadFile(file)
        if !quiet {
            print(
                "\(file): valid — \(scene.items.count) items, \(scene.behaviors.count) behaviors, \(scene.script.count) script events"
            )
        }
    }
}
