import Dynamics
import DynamicsScenes
import Foundation

/// Builds a scene's run, turning build failures into the tool's one-line errors.
///
/// ```swift
/// let run = try SceneSimulation.makeRun(try SceneArgument.load("falling-square"))
/// ```
enum SceneSimulation {
    /// `scene` comes from ``SceneArgument/load(_:)``, which validated it (a file) or found it in the
    /// catalogue (validated by its tests): it is built without validating again.
    static func makeRun(_ scene: Scene) throws -> SceneRun {
        do {
            return try scene.makeRunOfValidatedScene()
        } catch {
            throw CLIError("scene '\(scene.name)' is invalid\n\(error)")
        }
    }

    /// Checks a `--duration`-like option: finite and within 0…``Limits/maxSeconds`` s.
    static func checkDuration(_ value: Double, option: String, allowsZero: Bool = false) -> String? {
        guard value.isFinite, allowsZero ? value >= 0 : value > 0, value <= Limits.maxSeconds else {
            let range = "\(allowsZero ? "[0" : "(0")…\(Limits.shown(Limits.maxSeconds))]"
            return "\(option) must be a number of seconds in \(range), got \(Limits.shown(value))"
        }
        return nil
    }

    /// Advances `run` frame by frame to `time` (the frames `SceneRun.advance(to:)` would run),
    /// drawing progress and calling `afterFrame`.
    static func advance(
        _ run: SceneRun, to time: Double, progress: inout Progress, afterFrame: (SceneRun) -> Void = { _ in }
    ) {
        let start = run.time
        while run.time < time - SceneRun.timeTolerance {
            run.stepFrame()
            afterFrame(run)
            progress.update((run.time - start) / max(time - start, 1e-9))
        }
        progress.finish()
    }
}
