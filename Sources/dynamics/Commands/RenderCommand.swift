import ArgumentParser
import Dynamics
import DynamicsRender
import DynamicsScenes
import Foundation

/// `dynamics render`: a still or animated SVG of a scene.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene as an SVG still frame or an animated SVG of the whole run.",
        discussion: """
            Examples:
              dynamics render falling-square -o square.svg --frame-at 0.5
              dynamics render sticky-corners --debug -o sticky-debug.svg
              dynamics render drop-out-transition --animated --duration 3 -o dropout.svg
            """
    )

    @Argument(help: "A catalogue scene name (see `dynamics list`) or a JSON scene file.")
    var scene: String

    @Option(name: .shortAndLong, help: "The SVG file to write (standard output when absent).")
    var output: String?

    @Option(
        parsing: .unconditional,
        help: """
            Seconds to run, \(Limits.secondsHelp): the animation's length, or the end a still \
            frame may be taken at (default: the scene's own duration).
            """)
    var duration: Double?

    @Option(
        parsing: .unconditional,
        help: """
            Keyframes per second of an animation (default: 60): \(Limits.frameRateHelp) \
            (the run's 1/60 s frames sampled exactly).
            """)
    var fps: Double?

    @Flag(help: "An animated SVG of the run (loops) instead of a still frame.")
    var animated = false

    @Flag(help: "Draw the debug layer (shapes, joints, fields, contacts, velocities) over the items.")
    var debug = false

    @Option(
        parsing: .unconditional,
        help: """
            The time of the still frame, in seconds: from 0 to the run's end (--duration, or the \
            scene's own duration), at most \(Limits.shown(Limits.maxSeconds)) (default: the run's end).
            """)
    var frameAt: Double?

    @Flag(name: .shortAndLong, help: "No progress bar, notes or note of the file written.")
    var quiet = false

    func validate() throws {
        if let duration, let problem = SceneSimulation.checkDuration(duration, option: "--duration") {
            throw ValidationError(problem)
        }
        if let frameAt {
            if animated { throw ValidationError("--frame-at is for still frames; leave out --animated") }
            if let problem = SceneSimulation.checkDuration(frameAt, option: "--frame-at", allowsZero: true) {
                throw ValidationError(problem)
            }
            try checkFrameAtWithinTheRun(frameAt)
        }
        if let fps {
            if let problem = Limits.checkFrameRate(fps, option: "--fps") { throw ValidationError(problem) }
            if !animated { throw ValidationError("--fps is the keyframe rate of --animated; add --animated") }
        }
    }

    /// Refuses a still frame past the run's end: `--duration`, or the scene's own duration (a scene
    /// that does not load is left for `run()` to report).
    private func checkFrameAtWithinTheRun(_ frameAt: Double) throws {
        guard let end = duration ?? (try? SceneArgument.load(scene))?.duration,
            frameAt > end + SceneRun.timeTolerance
        else { return }
        let whose = duration == nil ? "the scene's own duration; raise it with --duration" : "--duration"
        throw ValidationError(
            "--frame-at \(Limits.shown(frameAt)) s is past the end of the run at \(Limits.shown(end)) s (\(whose))"
        )
    }

    func run() throws {
        let scene = try SceneArgument.load(scene)
        let run = try SceneSimulation.makeRun(scene)
        run.animator.debugEnabled = debug
        var progress = Progress(label: "render \(scene.name)", enabled: !quiet)
        let svg: String
        if animated {
            let duration = duration ?? scene.duration
            let recorder = try Recorder(run: run, framesPerSecond: fps ?? Limits.frameRate)
            SceneSimulation.advance(run, to: duration, progress: &progress)
            if debug && !quiet {
                printError(
                    "note: animated SVGs draw the items; the debug layer is drawn in stills (--frame-at)")
            }
            svg = AnimatedSVGRenderer().render(recorder.trajectory)
        } else {
            SceneSimulation.advance(run, to: frameAt ?? duration ?? scene.duration, progress: &progress)
            svg = SVGRenderer().render(run, debug: debug)
        }
        try Output.write(Data(svg.utf8), to: output, quiet: quiet)
    }
}
