import ArgumentParser
import Dynamics
import DynamicsRender
import DynamicsScenes
import Foundation

/// `dynamics run`: simulates a scene headless and reports how it ended. `--fps` is honoured: the
/// trace and plot sample the run's 1/60 s frames at exactly that rate, and a rate the frames cannot
/// give (above 60, or not 60 divided by a whole number) is refused, as is `--fps` with nothing to
/// record.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Simulate a scene headless: time to rest, final positions, contacts, energy.",
        discussion: """
            Examples:
              dynamics run falling-square
              dynamics run scene.json --duration 10 --trace trace.csv --plot energy.svg
            """
    )

    @Argument(help: "A catalogue scene name (see `dynamics list`) or a JSON scene file.")
    var scene: String

    @Option(
        parsing: .unconditional,
        help: "Seconds to simulate, \(Limits.secondsHelp) (default: the scene's own duration).")
    var duration: Double?

    @Option(help: "Write a trace CSV (time, item, x, y, angle, vx, vy, ω) to this file.")
    var trace: String?

    @Option(help: "Write the energy and speed plot (SVG) to this file.")
    var plot: String?

    @Option(
        parsing: .unconditional,
        help: """
            Rows per second of --trace and --plot (default: 60): \(Limits.frameRateHelp) \
            (the run's 1/60 s frames sampled exactly). Needs --trace or --plot.
            """)
    var fps: Double?

    @Option(
        parsing: .unconditional,
        help: """
            Threads each step runs on, 1…64 (default: this machine's cores, at most 8, for a \
            scene of \(Limits.manyItems) items or more; 1 below). The motion, the report and the \
            files are the same for every count.
            """)
    var workers: Int?

    @Flag(name: .shortAndLong, help: "No progress bar and no note of the files written.")
    var quiet = false

    func validate() throws {
        if let duration, let problem = SceneSimulation.checkDuration(duration, option: "--duration") {
            throw ValidationError(problem)
        }
        if let workers, let problem = Limits.checkWorkers(workers, option: "--workers") {
            throw ValidationError(problem)
        }
        if let fps {
            if let problem = Limits.checkFrameRate(fps, option: "--fps") { throw ValidationError(problem) }
            if trace == nil && plot == nil {
                throw ValidationError("--fps sets the rate of --trace and --plot; give one of them")
            }
        }
    }

    func run() throws {
        let scene = try SceneArgument.load(scene)
        let run = try SceneSimulation.makeRun(scene)
        run.animator.workers = workers ?? Limits.defaultWorkers(items: scene.items.count)
        let duration = duration ?? scene.duration
        let recorder =
            trace != nil || plot != nil
            ? try Recorder(run: run, framesPerSecond: fps ?? Limits.frameRate) : nil
        var restingSince: Double? = run.animator.isRunning ? nil : 0
        var progress = Progress(label: "run \(scene.name)", enabled: !quiet)
        let clock = ContinuousClock()
        let started = clock.now
        SceneSimulation.advance(run, to: duration, progress: &progress) { run in
            if run.animator.isRunning {
                restingSince = nil
            } else if restingSince == nil {
                restingSince = run.time
            }
        }
        let wall = clock.now - started
        if let recorder {
            if let trace { try Output.write(Data(recorder.trajectory.csv().utf8), to: trace, quiet: quiet) }
            if let plot {
                let svg = EnergyPlot(title: scene.name).render(recorder.trajectory)
                try Output.write(Data(svg.utf8), to: plot, quiet: quiet)
            }
        }
        print(RunReport(run: run, restingSince: restingSince, wallSeconds: wall.seconds).text)
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) * 1e-18
    }
}
