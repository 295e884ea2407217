import DynamicsEngine

/// The order in which a frame's contact events reach the collision delegates.
///
/// UIKit delivers a frame's contacts as all began, then all ended. A frame runs two or more
/// engine steps, though, and one pair can change more than once within it: it can end in one
/// step and begin again in a later one (struck again straight after leaving), or begin and end
/// and begin again (two bounces in one frame, at thousands of points per second). Delivered as
/// "all began, then all ended", such a pair would be heard out of order, and a delegate that
/// counts began/ended would think a touching pair apart. So the events go out in waves: first
/// the ends that came before a begin of the same pair in the frame, then the first begin of each
/// pair with the ends that followed it, then the second begins, and so on. A frame in which no
/// pair changes twice (nearly every frame) is delivered exactly as all began, then all ended.
extension DynamicAnimator {
    /// A frame event's place: whether it is a begin, and its index in `frameBegins` or
    /// `frameEnds`.
    struct FrameContact: Equatable {
        var isBegin: Bool
        var index: Int
    }

    /// The unordered pair of shapes an event names.
    private struct ShapePair: Hashable {
        var a: ShapeID
        var b: ShapeID
    }

    /// The frame's events in delivery order (see the type's discussion). `frameBeginSteps` and
    /// `frameEndSteps` give the engine step (counted within the frame) each event came from;
    /// within one step a pair's end always precedes its begin (the narrow phase ends contacts,
    /// and begins come from it or from the solve that follows).
    ///
    /// ```swift
    /// for event in frameContactOrder() where event.isBegin { print(frameBegins[event.index]) }
    /// ```
    func frameContactOrder() -> [FrameContact] {
        let begins = (0..<frameBegins.count).map { FrameContact(isBegin: true, index: $0) }
        let ends = (0..<frameEnds.count).map { FrameContact(isBegin: false, index: $0) }
        guard !frameBegins.isEmpty && !frameEnds.isEmpty else { return begins + ends }
        func pair(_ a: ShapeID, _ b: ShapeID) -> ShapePair {
            a.index < b.index || (a.index == b.index && a.generation <= b.generation)
                ? ShapePair(a: a, b: b) : ShapePair(a: b, b: a)
        }
        // Chronological: by step, and within a step ends before begins (stable otherwise).
        var timeline: [(step: Int32, event: FrameContact)] = []
        timeline.reserveCapacity(begins.count + ends.count)
        var e = 0
        var b = 0
        while e < ends.count || b < begins.count {
            let takeEnd =
                b == begins.count || (e < ends.count && frameEndSteps[e] <= frameBeginSteps[b])
            if takeEnd {
                timeline.append((frameEndSteps[e], ends[e]))
                e += 1
            } else {
                timeline.append((frameBeginSteps[b], begins[b]))
                b += 1
            }
        }
        // Each event's wave: a begin is wave n for its pair's n-th begin of the frame; an end is
        // in the wave of the begin before it, or wave 0 if it precedes one of the pair's begins.
        var beginsSoFar: [ShapePair: Int] = [:]
        var waves = [Int](repeating: 0, count: timeline.count)
        var lastWave = 1
        for (k, entry) in timeline.enumerated() where entry.event.isBegin {
            let event = frameBegins[entry.event.index]
            let key = pair(event.shapeA, event.shapeB)
            let n = beginsSoFar[key, default: 0] + 1
            beginsSoFar[key] = n
            waves[k] = n
            lastWave = Swift.max(lastWave, n)
        }
        var seen: [ShapePair: Int] = [:]
        for (k, entry) in timeline.enumerated() {
            let key: ShapePair
            if entry.event.isBegin {
                let event = frameBegins[entry.event.index]
                key = pair(event.shapeA, event.shapeB)
                seen[key, default: 0] += 1
                continue
            }
            let event = frameEnds[entry.event.index]
            key = pair(event.shapeA, event.shapeB)
            let before = seen[key, default: 0]
            // An end with no begin of its pair after it keeps the frame's usual place (wave 1 at
            // the least: after the first begins).
            let hasLaterBegin = beginsSoFar[key, default: 0] > before
            waves[k] = hasLaterBegin ? before : Swift.max(before, 1)
        }
        var order: [FrameContact] = []
        order.reserveCapacity(timeline.count)
        for k in timeline.indices where !timeline[k].event.isBegin && waves[k] == 0 {
            order.append(timeline[k].event)
        }
        for wave in 1...lastWave {
            for k in timeline.indices where timeline[k].event.isBegin && waves[k] == wave {
                order.append(timeline[k].event)
            }
            for k in timeline.indices where !timeline[k].event.isBegin && waves[k] == wave {
                order.append(timeline[k].event)
            }
        }
        return order
    }
}
