import Dynamics
import DynamicsScenes

/// Records a run frame by frame into a ``Trajectory`` at a fixed rate: driving the animator
/// itself (``record(duration:frameDuration:)``), following a scene run (``init(run:framesPerSecond:)``:
/// it captures from the run's `onFrame`), or told when to capture by whoever drives the animator
/// (``capture(at:)``).
///
/// Each capture takes a bodies-and-joints snapshot of the animator (no contacts, fields or grid),
/// so recording costs nothing inside the step.
///
/// ```swift
/// let recorder = try Recorder(animator: animator, items: StyledItem.palette(boxes), framesPerSecond: 30)
/// recorder.record(duration: 5)
/// let svg = AnimatedSVGRenderer().render(recorder.trajectory)
/// ```
public final class Recorder {
    /// The animator recorded.
    public let animator: DynamicAnimator
    /// The items recorded, in ``Trajectory/items`` order.
    public let items: [StyledItem]
    /// Frames recorded per second of the run.
    public let framesPerSecond: Double
    /// What has been recorded so far.
    public private(set) var trajectory: Trajectory
    /// Seconds recorded: since the recorder was made (it drives the animator or follows its run).
    public private(set) var clock: TimeInterval = 0
    /// The scene run followed, if any.
    public private(set) var run: SceneRun?
    /// The run's time when recording began.
    private var runStart: TimeInterval = 0

    /// A recorder of `items` in `animator`. A rate that is not finite and positive is refused.
    ///
    /// ```swift
    /// let recorder = try Recorder(animator: animator, items: styled)
    /// ```
    public init(animator: DynamicAnimator, items: [StyledItem], framesPerSecond: Double = 30)
        throws(DynamicsError)
    {
        guard framesPerSecond.isFinite && framesPerSecond > 0 else {
            throw DynamicsError(
                .outOfRange, "Recorder: framesPerSecond \(framesPerSecond) must be finite and > 0")
        }
        self.animator = animator
        self.items = items
        self.framesPerSecond = framesPerSecond
        let bounds = animator.debugSnapshot([.bodies, .boundaries]).drawingBounds
        trajectory = Trajectory(
            bounds: bounds, framesPerSecond: framesPerSecond, items: items.map { $0.appearance })
    }

    /// A recorder of a scene run's items (``DynamicsScenes/SceneRun/styledItems``) that captures
    /// the run's state now and then after every frame of the run on the frame grid, however the
    /// run is advanced.
    /// It takes over the run's `onFrame` (calling the previous handler first).
    ///
    /// ```swift
    /// let run = try SceneCatalog.scene(named: "falling-square")!.makeRun()
    /// let recorder = try Recorder(run: run)
    /// run.advance(to: run.scene.duration)
    /// let svg = AnimatedSVGRenderer().render(recorder.trajectory)
    /// ```
    public convenience init(run: SceneRun, framesPerSecond: Double = 30) throws(DynamicsError) {
        try self.init(animator: run.animator, items: run.styledItems, framesPerSecond: framesPerSecond)
        trajectory.bounds = run.scene.referenceBounds
        self.run = run
        runStart = run.time
        capture(at: 0)
        let previous = run.onFrame
        #if hasFeature(Embedded)
            // No weak references in Embedded Swift: the run keeps its recorder (a recorder lives as
            // long as the run it records in every use; the cycle costs one object per run).
            run.onFrame = { run in
                previous?(run)
                self.clock = run.time - self.runStart
                self.frameEnded(frameDuration: run.frameDuration)
            }
        #else
            run.onFrame = { [weak self] run in
                previous?(run)
                guard let self else { return }
                self.clock = run.time - self.runStart
                self.frameEnded(frameDuration: run.frameDuration)
            }
        #endif
    }

    /// Records the items now as the frame at `time` (seconds since the recording began).
    ///
    /// ```swift
    /// myDriver.onFrame = { recorder.capture(at: myDriver.time) }
    /// ```
    public func capture(at time: TimeInterval) {
        let snapshot = animator.debugSnapshot([.bodies, .joints])
        let bodies = snapshot.bodiesByItem
        let states = items.map { styled in
            let size = styled.item.bounds.size
            if let body = bodies[ObjectIdentifier(item: styled.item)] {
                return Trajectory.ItemState(
                    center: body.center, angle: body.angle, size: size, velocity: body.velocity,
                    angularVelocity: body.angularVelocity, isAwake: body.isAwake)
            }
            return Trajectory.ItemState(
                center: styled.item.center, angle: RenderFrame.ownAngle(of: styled.item), size: size,
                velocity: .zero,
                angularVelocity: 0, isAwake: false)
        }
        trajectory.frames.append(
            Trajectory.Frame(
                time: time, items: states, kineticEnergy: snapshot.kineticEnergy,
                potentialEnergy: snapshot.potentialEnergy, maxSpeed: snapshot.maxSpeed))
    }

    /// Runs `duration` seconds, capturing at t = k / framesPerSecond (the first frame whose
    /// clock reaches it). The first call captures t = 0 before running. A recorder of an animator
    /// steps it in frames of `frameDuration` (a paused animator lets time pass, as on screen); a
    /// recorder of a scene run advances the run, in the run's own 1/60 s frames with its script
    /// (`frameDuration` is not used).
    ///
    /// ```swift
    /// recorder.record(duration: 5)   // 151 frames at 30 fps
    /// ```
    public func record(duration: TimeInterval, frameDuration: TimeInterval = 1.0 / 60) {
        guard duration.isFinite, duration >= 0, frameDuration.isFinite, frameDuration > 0 else {
            let error = DynamicsError(
                .outOfRange,
                "Recorder.record(duration: \(duration), frameDuration: \(frameDuration)): durations must be finite, duration >= 0 and frameDuration > 0"
            )
            if let handler = animator.errorHandler {
                handler(error)
            } else {
                DynamicsDiagnostics.report(error)
            }
            return
        }
        if trajectory.frames.isEmpty { capture(at: clock) }
        if let run {
            run.advance(by: duration)
            return
        }
        // Frames are counted, not summed, so the clock has no rounding drift.
        let start = clock
        let steps = Int((duration / frameDuration).rounded())
        for i in stride(from: 1, through: steps, by: 1) {
            animator.step(frameDuration: frameDuration)
            clock = start + Double(i) * frameDuration
            frameEnded(frameDuration: frameDuration)
        }
    }

    /// After a frame: captures if the clock has reached the next frame-grid time.
    private func frameEnded(frameDuration: TimeInterval) {
        let next = Double(trajectory.frames.count) / framesPerSecond
        if clock >= next - frameDuration * 1e-6 { capture(at: clock) }
    }
}
