import ArgumentParser
import DynamicsScenes
import Foundation

/// `dynamics code`: prints the Swift source (UIKit Dynamics names) that builds a scene, or writes
/// the source of every catalogue scene into a directory (how `Examples/GeneratedScenes` and
/// `Examples/GeneratedApps` are regenerated). `--app` writes the iOS form: a view controller.
struct CodeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "code",
        abstract: "Print the UIKit Dynamics Swift source that builds a scene.",
        discussion: """
            The source declares an enum named for the scene whose run() builds the views and \
            behaviors, replays the scripted input and returns the items' final centres.

            With --app it is an iOS screen instead, to paste into an app: one UIViewController \
            subclass (import UIKit) that builds the scene in viewDidLoad(), schedules the \
            script's timed changes and lets a finger drag and flick every view. \
            --method-references writes its pan action as a method reference instead of \
            #selector with @objc, the form UIKitDynamics compiles off Apple platforms \
            (Examples/GeneratedApps).

            Examples:
              dynamics code falling-square
              dynamics code flick.json -o Flick.swift
              dynamics code flick --app -o FlickViewController.swift
              dynamics code --catalog-directory Examples/GeneratedScenes
              dynamics code --catalog-directory Examples/GeneratedApps --app --method-references
            """
    )

    @Argument(help: "A catalogue scene name or a JSON scene file.")
    var scene: String?

    @Option(name: .shortAndLong, help: "The output file (standard output when absent).")
    var output: String?

    @Option(
        help: """
            Write every catalogue scene's source into this directory, one <TypeName>.swift each \
            (<TypeName>ViewController.swift with --app).
            """)
    var catalogDirectory: String?

    @Flag(help: "An iOS app's view controller (import UIKit) instead of a headless test.")
    var app = false

    @Flag(
        help: """
            With --app: the pan action as a method reference, without #selector and @objc (for \
            UIKitDynamics off Apple platforms).
            """)
    var methodReferences = false

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
        if methodReferences && !app {
            throw ValidationError("--method-references goes with --app.")
        }
    }

    func run() throws {
        if let directory = catalogDirectory {
            for scene in SceneCatalog.all {
                let name = app ? scene.swiftAppTypeName : scene.swiftTypeName
                let path = URL(fileURLWithPath: directory).appendingPathComponent(name + ".swift")
                try Output.write(Data(source(of: scene).utf8), to: path.path, quiet: quiet)
            }
            return
        }
        guard let scene else { return }
        try Output.write(Data(source(of: SceneArgument.load(scene)).utf8), to: output, quiet: quiet)
    }

    /// The scene's source in the form the flags ask for.
    private func source(of scene: Scene) -> String {
        guard app else { return scene.swiftSource() }
        return scene.swiftAppSource(gestureActions: methodReferences ? .methodReference : .selector)
    }
}
