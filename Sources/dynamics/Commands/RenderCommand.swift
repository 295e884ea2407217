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

    @Option(help: "Seconds to run for an animation (default: the scene's own duration).")
    var duration: Double?

    @Option(help: "Keyframes per second of an animation.")
    var fps: Double = 60

    @Flag(help: "An animated SVG of the run (loops) instead of a still frame.")
    var animated = false

    @Flag(help: "Draw the debug layer (shapes, joints, fields, contacts, velocities) over the items.")
    var debug = false

    @Option(help: "The time of the still frame, in seconds (default: the end of --duration).")
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
        }
        guard fps.isFinite, fps > 0, fps <= 240 else {
            throw ValidationError("--fps must be in (0, 240], got \(fps)")
        }
    }

    func run() throws {
        let scene = try SceneArgument.load(scene)
        let run = try SceneSimulation.makeRun(scene)
        run.animator.debugEnabled = debug
        var progress = Progress(label: "render \(scene.name)", enabled: !quiet)
        let svg: String
        if animated {
            let duration = duration ?? scene.duration
            let recorder = try Recorder(run: run, framesPerSecond: fps)
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
