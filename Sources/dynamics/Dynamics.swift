import ArgumentParser

/// The `dynamics` command-line tool.
@main
struct DynamicsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dynamics",
        abstract: "UIKit Dynamics, everywhere Swift runs: simulate, measure and render dynamics scenes.",
        subcommands: [BenchCommand.self]
    )
}
