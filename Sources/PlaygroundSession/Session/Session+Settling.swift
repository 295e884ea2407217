import Dynamics
import DynamicsScenes

/// The "Why still running?" panel: the animator's settling report and the scene's setup problems,
/// sent with every scene and a few times a second while the animator runs (each report reads the
/// run and changes nothing).
extension Session {
    /// Frames between two reports while the animator runs (four a second).
    static let settlingInterval = 15

    /// The `settling` message for the run now. The setup problems are the ones found when the
    /// scene loaded (its start, as the check means it; and an overlap check of thousands of items
    /// is not for every report).
    func settlingMessage() -> Outgoing {
        lastSettlingFrame = run.frameCount
        let animator = run.animator
        let report = animator.settlingReport()
        var index: [ObjectIdentifier: Int] = [:]
        for (i, item) in items.enumerated() { index[ObjectIdentifier(item: item)] = i }
        let behaviorIndex = { (behavior: DynamicBehavior) -> Int in
            self.inspected.firstIndex { $0.behavior === behavior } ?? -1
        }
        // An item a pointer holds moves where the pointer takes it: the report's causes (coasting,
        // a spring) are the drag's, and no time to rest can be told while it is held.
        let held = Set(grabs.values.map { ObjectIdentifier(item: $0.item) })
        let entries = report.items.map { entry in
            let position = index[ObjectIdentifier(item: entry.item)] ?? -1
            let name = (entry.item as? SceneItem)?.name ?? "item"
            let speed = Double(entry.speed)
            let spin = Double(entry.spin) * 180 / .pi
            if held.contains(ObjectIdentifier(item: entry.item)) {
                var item = SettlingMessage.Item(
                    item: position, name: name, speed: speed, spin: spin, rest: nil,
                    causes: ["held by the pointer: it rests after you let go"], behaviors: [])
                item.held = true
                return item
            }
            return SettlingMessage.Item(
                item: position, name: name, speed: speed, spin: spin, rest: entry.estimatedTimeToRest,
                causes: entry.causes.map { $0.description },
                behaviors: entry.causes.compactMap { $0.behavior }.map(behaviorIndex))
        }
        if setupProblems == nil { setupProblems = Array(animator.setupProblems().prefix(20)) }
        // A catalogue scene's deliberate mistakes are its lesson, shown as a note.
        let lesson = SceneCatalog.lesson(for: run.scene.name)
        let problems = (setupProblems ?? []).map { problem in
            var wire = SettlingMessage.Problem(
                kind: problem.kind.rawValue, message: problem.message,
                items: problem.items.compactMap { index[ObjectIdentifier(item: $0)] },
                behaviors: problem.behaviors.map(behaviorIndex), informational: problem.isInformational)
            wire.lesson = lesson?.kinds.contains(problem.kind) ?? false
            return wire
        }
        var message = SettlingMessage(
            settled: report.isSettled, rest: held.isEmpty ? report.estimatedTimeToRest : nil, items: entries,
            problems: problems)
        message.lesson = problems.contains { $0.lesson } ? lesson?.note : nil
        message.frame = run.frameCount
        message.live = !timeline.isScrubbing
        return .text(message.json)
    }

    /// A report is due: every ``settlingInterval`` frames while the animator runs, and once when
    /// it pauses.
    var settlingDue: Bool {
        if run.animator.isRunning {
            return run.frameCount % Self.settlingInterval == 0 && run.frameCount != lastSettlingFrame
        }
        return !settledSent
    }
}

extension SettlingCause {
    /// The behavior the cause names, if any.
    var behavior: DynamicBehavior? {
        switch self {
        case .underdampedSpring(let b, _, _, _), .continuousForce(let b), .converging(let b, _, _),
            .drivenByAction(let b), .behaviorKeepsRunning(let b):
            b
        default: nil
        }
    }
}
