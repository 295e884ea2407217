import Dynamics

// It throws a scene's problems or a replay's refusal, two error types: Embedded Swift's typed
// throws cannot say that, so there call makeRun() and replay(_:) in turn.
#if !hasFeature(Embedded)
    extension Scene {
        /// Builds a fresh run and replays `log` on it (see ``SceneRun/replay(_:)``): the result is
        /// in the state the recorded session was in when the log was read. Throws the scene's
        /// ``SceneFileError`` or the replay's `DynamicsError`.
        ///
        /// ```swift
        /// let again = try scene.makeRun(replaying: run.inputLog)
        /// again.stateHash == run.stateHash   // true
        /// ```
        public func makeRun(replaying log: InputLog) throws -> SceneRun {
            let run = try makeRun()
            try run.replay(log)
            return run
        }
    }
#endif

extension SceneRun {
    /// Replays a recorded ``InputLog``: frame by frame, each input is made before the frame it
    /// was made before, up to the log's ``InputLog/frameCount``. The run records the inputs
    /// again, so its ``inputLog`` ends up equal to `log`. On a fresh run this reproduces the
    /// recorded session; on a run whose own log is the start of `log` (a session restored to an
    /// earlier snapshot, say) it redoes the rest.
    ///
    /// Refused before anything happens when the log is of another scene, the run's own inputs
    /// are not the start of the log, or the remaining events are out of frame order or before
    /// the run's frame; an input the run refuses midway (a log edited by hand) is thrown with its
    /// index, and the run stays at that frame.
    ///
    /// ```swift
    /// let run = try scene.makeRun()
    /// try run.replay(log)
    /// ```
    public func replay(_ log: InputLog) throws(DynamicsError) {
        let call = "SceneRun.replay(_:)"
        guard log.scene == scene.name else {
            throw DynamicsError(
                .invalidUse, "\(call): the log was recorded on \"\(log.scene)\", not on \"\(scene.name)\"")
        }
        let done = inputHistory.count
        guard log.events.count >= done, log.events.prefix(done).elementsEqual(inputHistory.events) else {
            throw DynamicsError(
                .invalidUse,
                "\(call): the run's \(done) inputs so far are not the start of the log's \(log.events.count)")
        }
        guard log.frameCount >= frameCount else {
            throw DynamicsError(
                .outOfRange,
                "\(call): the log ends at frame \(log.frameCount), before the run's \(frameCount)")
        }
        var previous = frameCount
        for i in done..<log.events.count {
            let event = log.events[i]
            guard event.frame >= previous, event.frame <= log.frameCount else {
                throw DynamicsError(
                    .outOfRange,
                    "\(call): event \(i) is at frame \(event.frame); events must be in frame order "
                        + "from \(previous) to the log's frameCount \(log.frameCount)")
            }
            previous = event.frame
        }
        var next = done
        while true {
            while next < log.events.count, log.events[next].frame == frameCount {
                do {
                    try perform(log.events[next].action)
                } catch {
                    throw DynamicsError(
                        error.code, "\(call): event \(next) (frame \(frameCount)): \(error.message)")
                }
                next += 1
            }
            guard frameCount < log.frameCount else { return }
            stepFrame()
        }
    }

    /// Makes one recorded input now, through the live input method that records it.
    ///
    /// ```swift
    /// try run.perform(.push(item: "ball", point: CGPoint(x: 160, y: 100), impulse: CGVector(dx: 1, dy: 0)))
    /// ```
    public func perform(_ action: InputAction) throws(DynamicsError) {
        switch action {
        case .grab(let id, let item, let point):
            guard id.rawValue == nextDragNumber else {
                throw DynamicsError(
                    .invalidUse,
                    "grab of \(id): the run's next drag is drag \(nextDragNumber) (drags count up from 1)")
            }
            try grab(item: item, at: point)
        case .moveDrag(let id, let point):
            try moveDrag(id, to: point)
        case .release(let id, let velocity):
            try release(id, velocity: velocity)
        case .push(let item, let point, let impulse):
            try push(item: item, at: point, impulse: impulse)
        case .setBehavior(let index, let property, let value):
            try setProperty(property, of: sceneBehavior(index, for: "setBehavior"), to: value)
        case .setItem(let item, let property, let value):
            try setProperty(property, ofItem: item, to: value)
        case .moveItem(let item, let center):
            try moveItem(item, to: center)
        case .drop(let description):
            try dropItem(description)
        case .setSpeed(let speed):
            try setSpeed(speed)
        case .setRange(let index, let property, let minimum, let maximum):
            _ = try setInspectedProperty(
                property, of: sceneBehavior(index, for: "setRange"),
                to: .range(minimum ?? -.infinity, maximum ?? .infinity))
        case .setRegion(let index, let shape):
            let value: InspectorValue =
                switch shape {
                case .number(let radius): .number(radius)
                case .bool(let all): .bool(all)
                case .point(let size): .point(size)
                case .vector(let size): .vector(size)
                }
            _ = try setInspectedProperty("region", of: sceneBehavior(index, for: "setRegion"), to: value)
        }
    }

    /// The scene behavior at `index` of ``sceneBehaviors``, or an error naming the action.
    private func sceneBehavior(_ index: Int, for action: String) throws(DynamicsError) -> DynamicBehavior {
        let all = sceneBehaviors
        guard all.indices.contains(index) else {
            throw DynamicsError(
                .outOfRange, "\(action): behavior \(index) is out of range (the scene has \(all.count))")
        }
        return all[index]
    }
}
