import ArgumentParser
import Foundation

/// The `dynamics` command-line tool.
///
/// Exit status: 0 success, 1 an error (unknown scene, unreadable or invalid scene file, failed
/// write), 2 a usage error (unknown option, bad value).
@main
struct DynamicsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dynamics",
        abstract: "UIKit Dynamics, everywhere Swift runs: simulate, measure and render dynamics scenes.",
        discussion: """
            A scene is a catalogue name (see `dynamics list`) or a JSON scene file.

            Examples:
              dynamics play
              dynamics list
              dynamics run falling-square
              dynamics render sticky-corners --animated --debug -o sticky.svg
              dynamics export flick -o flick.json && dynamics validate flick.json
              dynamics code falling-square -o FallingSquare.swift
              dynamics port CardViewController.swift -o Ported

            Exit status: 0 success, 1 error, 2 usage error.
            """,
        version: version,
        subcommands: [
            PlayCommand.self, ListCommand.self, RunCommand.self, RenderCommand.self, ExportCommand.self,
            CodeCommand.self,
        ] + portCommands + [
            ValidateCommand.self, DoctorCommand.self, BenchCommand.self, HashesCommand.self,
        ]
    )

    /// Parses and runs, mapping failures to the documented exit statuses.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var command = command as? any AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch let error as CLIError {
            printError("dynamics: \(error)")
            Foundation.exit(1)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            printError(fullMessage(for: error))
            Foundation.exit(code == .validationFailure ? 2 : code.rawValue)
        }
    }
}

/// Writes one line to standard error.
func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

/// `dynamics port`, when built with the package trait Porting (which `--enable-all-traits` includes).
#if Porting
    private let portCommands: [any ParsableCommand.Type] = [PortCommand.self]
#else
    private let portCommands: [any ParsableCommand.Type] = []
#endif
