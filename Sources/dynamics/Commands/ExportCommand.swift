import ArgumentParser
import DynamicsScenes
import Foundation

/// `dynamics export`: writes a catalogue scene as a JSON scene file.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a catalogue scene (or a re-formatted scene file) as JSON.",
        discussion: "Example: dynamics export falling-square -o falling-square.json"
    )

    @Argument(help: "A catalogue scene name or a JSON scene file.")
    var scene: String

    @Option(name: .shortAndLong, help: "The output file (standard output when absent).")
    var output: String?

    @Flag(name: .shortAndLong, help: "No note of the file written.")
    var quiet = false

    func run() throws {
        let data = try SceneArgument.load(scene).jsonData()
        try Output.write(data, to: output, quiet: quiet)
    }
}
