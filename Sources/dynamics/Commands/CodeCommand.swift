import ArgumentParser
import DynamicsScenes
import Foundation

/// `dynamics code`: prints the Swift source (UIKit Dynamics names) that builds a scene, or writes
/// the source of every catalogue scene into a directory (how `Examples/GeneratedScenes` is
/// regenerated).
struct CodeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "code",
        abstract: "Print the UIKit Dynamics Swift source that builds a scene.",
        discussion: """
            The source declares an enum named for the scene whose run() builds the views and \
            behaviors, replays the scripted input and returns the items' final centres.

            Examples:
              dynamics code falling-square
              dynamics code flick.json -o Flick.swift
              dynamics code --catalog-directory Examples/GeneratedScenes
            """
    )

    @Argument(help: "A catalogue scene name or a JSON scene file.")
    var scene: String?

    @Option(name: .shortAndLong, help: "The output file (standard output when absent).")
    var output: String?

    @Option(help: "Write every catalogue scene's source into this directory, one <TypeName>.swift each.")
    var catalogDirectory: String?

    @Flag(name: .shortAndLong, help: "No note of the files written.")
    var quiet = false

    func validate() throws {
        switch (scene, catalogDirectory) {
        case (nil, nil): throw ValidationError("Give a scene, or --catalog-directory.")
        case (_?, _?): throw ValidationError("Give a scene or --catalog-directory, not both.")
        default: break
        }
        if catalogDirectory != nil && output != nil {
            throw ValidationError("--output goes with a scene, not with --catalog-directory.")
        }
    }

    func run() throws {
        if let directory = catalogDirectory {
            for scene in SceneCatalog.all {
                let path = URL(fileURLWithPath: directory).appendingPathComponent(
                    scene.swiftTypeName + ".swift")
                try Output.write(Data(scene.swiftSource().utf8), to: path.path, quiet: quiet)
            }
            return
        }
        guard let scene else { return }
        try Output.write(Data(SceneArgument.load(scene).swiftSource().utf8), to: output, quiet: quiet)
    }
}
