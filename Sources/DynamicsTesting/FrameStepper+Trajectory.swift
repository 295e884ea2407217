import Dynamics
import DynamicsRender
import DynamicsScenes
import Foundation

extension FrameStepper {
    /// Runs `seconds` more in 1/60 s frames and returns the motion of `items`, sampled
    /// `samplesPerSecond` times a second (the first sample is now, at time 0). Items are named
    /// `item 1`, `item 2`, … unless they are a scene's items, which keep their names and colours;
    /// `nil` takes a scene run's items (an animator has no list of its items: pass them).
    /// A rate that is not finite and positive records nothing and reports the refusal.
    ///
    /// ```swift
    /// let path = animator.recordTrajectory(of: [card], seconds: 2)
    /// #expect(path.frames.last!.items[0].center.y > 400)
    /// print(path.roundedText())
    /// ```
    public func recordTrajectory(
        of items: [any DynamicItem]? = nil, seconds: TimeInterval, samplesPerSecond: Double = 30
    ) -> Trajectory {
        let styled = styledItems(items)
        let recorder: Recorder
        do {
            recorder = try Recorder(
                animator: steppedAnimator, items: styled, framesPerSecond: samplesPerSecond)
        } catch {
            DynamicsDiagnostics.report(error)
            return Trajectory(bounds: steppedAnimator.referenceBounds, framesPerSecond: 1, items: [])
        }
        recorder.capture(at: 0)
        let frames = Self.frames(in: seconds)
        for frame in stride(from: 1, through: frames, by: 1) {
            stepOneFrame()
            let time = Double(frame) / 60
            let next = Double(recorder.trajectory.frames.count) / samplesPerSecond
            if time >= next - 1e-9 { recorder.capture(at: time) }
        }
        var trajectory = recorder.trajectory
        if let run = self as? SceneRun { trajectory.bounds = run.scene.referenceBounds }
        return trajectory
    }

    /// `items` styled for drawing: a scene run's own styling for its items, the palette otherwise.
    func styledItems(_ items: [any DynamicItem]?) -> [StyledItem] {
        let sceneStyled = (self as? SceneRun)?.styledItems ?? []
        guard let items else { return sceneStyled }
        let palette = StyledItem.palette(items)
        return items.indices.map { i in
            sceneStyled.first { $0.item === items[i] } ?? palette[i]
        }
    }
}
