import Dynamics
import DynamicsRender
import DynamicsScenes

/// Time travel: showing a frame of the kept past, stepping through it, and going on from it.
extension Session {
    /// `scrub`, `stepBack` and `step` while scrubbing: pauses and shows frame `target` of the
    /// kept span (an error names the span when it is outside).
    func travel(to target: Int) throws(ProtocolError) -> [Outgoing] {
        let (first, live) = (timeline.firstFrame, timeline.liveFrame)
        guard target >= first, target <= live else {
            throw ProtocolError("scrub: frame \(target) is outside the kept span \(first)…\(live)")
        }
        playing = false
        let before = items.map(ObjectIdentifier.init)
        do {
            try timeline.move(run, to: target)
        } catch {
            throw ProtocolError("scrub: frame \(target) could not be rebuilt: \(error.description)")
        }
        if !timeline.isScrubbing { applySpeed() }
        grabs = [:]
        // Contacts heard while the past was rebuilt are not news.
        contacts.events.removeAll()
        contacts.more = 0
        var out = itemsMessages(comparedWith: before)
        refreshFigures()
        inspectorStale = true
        dirty = true
        out += frameMessages()
        out.append(timelineMessage())
        // "Why still running?" describes the frame shown.
        out.append(settlingMessage())
        return out
    }

    /// Before any input: at an earlier frame, the frames after it are discarded and the session
    /// goes on from the frame shown (drags held in that frame by no pointer are let go).
    func beginInput() {
        guard timeline.isScrubbing else { return }
        timeline.discardFuture(after: run)
        applySpeed()
        let held = Set(grabs.values.map { $0.drag })
        for drag in run.activeDrags where !held.contains(drag) {
            try? run.release(drag, velocity: .zero)
        }
        recording.removeAll { $0.time > run.time + 1e-9 }
        dirty = true
    }

    /// Gives the run the session's speed if the frames shown ran at another (recorded input).
    private func applySpeed() {
        if run.animator.debugAnimationSpeed != speed { try? run.setSpeed(speed) }
    }

    /// An `items` message when the items differ from those the page has (a restore before a
    /// drop, or forward past one); the session's list follows the run's.
    func itemsMessages(comparedWith before: [ObjectIdentifier]) -> [Outgoing] {
        items = run.items.compactMap { $0 as? SceneItem }
        guard items.map(ObjectIdentifier.init) != before else { return [] }
        describedSizes = items.map { $0.bounds.size }
        let message = TimeTravelMessage.Items(items: items.enumerated().map { describe($1, index: $0) })
        return [.text(message.json)]
    }

    /// The `timeline` message: the kept span, the frame shown, and what the history costs.
    func timelineMessage() -> Outgoing {
        let message = TimeTravelMessage.Timeline(
            first: timeline.firstFrame, live: timeline.liveFrame, frame: run.frameCount,
            framesPerSecond: 60, scrubbing: timeline.isScrubbing, interval: timeline.interval,
            snapshots: timeline.keyframes.count, bytes: timeline.byteCount)
        return .text(message.json)
    }

    /// While playing, the timeline goes out every 10 frames, and at once after the future was
    /// discarded.
    func timelineMessages() -> [Outgoing] {
        guard timeline.announce || (playing && run.frameCount % 10 == 0) else { return [] }
        timeline.announce = false
        return [timelineMessage()]
    }

    /// The answer to `inputLog`: the run's log up to the frame shown (speed changes included) and
    /// the state hash a replay reaches.
    func inputLogMessages() throws(ProtocolError) -> [Outgoing] {
        let message = TimeTravelMessage.Log(
            log: run.inputLog, frame: run.frameCount,
            stateHash: String(run.stateHash, radix: 16))
        return [.text(try message.jsonText())]
    }

    /// The answer to `code`: the scene as Swift source in `form` (an iOS screen,
    /// `Scene.swiftAppSource(gestureActions:)`, or the test, `Scene.swiftSource()`), edits made
    /// through scene text and the inspector's changes to its behaviors included.
    func codeMessages(form: Command.CodeForm) -> [Outgoing] {
        let scene = description
        let message =
            switch form {
            case .app:
                TimeTravelMessage.Code(
                    name: scene.name, typeName: scene.swiftAppTypeName, text: scene.swiftAppSource(),
                    form: form.rawValue)
            case .test:
                TimeTravelMessage.Code(
                    name: scene.name, typeName: scene.swiftTypeName, text: scene.swiftSource(),
                    form: form.rawValue)
            }
        return [.text(message.json)]
    }
}
