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
        let entries = report.items.map { entry in
            SettlingMessage.Item(
                item: index[ObjectIdentifier(item: entry.item)] ?? -1,
                name: (entry.item as? SceneItem)?.name ?? "item", speed: Double(entry.speed),
                spin: Double(entry.spin) * 180 / .pi, rest: entry.estimatedTimeToRest,
                causes: entry.causes.map { $0.description },
                behaviors: entry.causes.compactMap { $0.behavior }.map(behaviorIndex))
        }
        if setupProblems == nil { setupProblems = Array(animator.setupProblems().prefix(20)) }
        let problems = (setupProblems ?? []).map { problem in
            SettlingMessage.Problem(
                kind: problem.kind.rawValue, message: problem.message,
                items: problem.items.compactMap { index[ObjectIdentifier(item: $0)] },
                behaviors: problem.behaviors.map(behaviorIndex), informational: problem.isInformational)
        }
        let message = SettlingMessage(
            settled: report.isSettled, rest: report.estimatedTimeToRest, items: entries,
            problems: problems)
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
