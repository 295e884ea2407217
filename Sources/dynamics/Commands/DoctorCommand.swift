import ArgumentParser
import Dynamics
import DynamicsScenes
import Foundation

/// `dynamics doctor`: a scene's setup problems, and after running it, why it is still moving.
struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Find a scene's setup mistakes, run it, and say why it has not paused.",
        discussion: """
            Prints the setup problems (what makes UIKit Dynamics code misbehave: an item that falls \
            forever, items that start overlapping, two gravity behaviors on one item, …), then runs \
            the scene for its duration (or --at SECONDS) and prints the settling report: every item \
            that keeps the animator awake, what moves it and when it rests. Exit status 0 when the \
            scene settles with no problems (informational notes allowed), 1 otherwise.
            Examples:
              dynamics doctor falling-square
              dynamics doctor scene.json --at 3
            """
    )

    @Argument(help: "A catalogue scene name (see `dynamics list`) or a JSON scene file.")
    var scene: String

    @Option(
        parsing: .unconditional,
        help: "Seconds to run before the report, \(Limits.secondsHelp) (default: the scene's own duration).")
    var at: Double?

    func validate() throws {
        if let at, let problem = SceneSimulation.checkDuration(at, option: "--at") {
            throw ValidationError(problem)
        }
    }

    func run() throws {
        let scene = try SceneArgument.load(scene)
        let run = try SceneSimulation.makeRun(scene)
        let problems = run.animator.setupProblems()
        print("\(scene.name): \(problems.isEmpty ? "no setup problems" : "setup problems:")")
        for problem in problems { print("  " + problem.description) }
        let seconds = at ?? scene.duration
        var progress = Progress(label: "doctor \(scene.name)", enabled: false)
        SceneSimulation.advance(run, to: seconds, progress: &progress) { _ in }
        let report = run.animator.settlingReport()
        print("after \(secondsText(run.time)) s: " + report.description)
        let mistakes = problems.filter { !$0.isInformational }
        if !mistakes.isEmpty || !report.isSettled { throw ExitCode(1) }
    }
}

/// Seconds as the report shows them: up to three decimals, no trailing zeros.
private func secondsText(_ t: Double) -> String {
    let rounded = (t * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}
