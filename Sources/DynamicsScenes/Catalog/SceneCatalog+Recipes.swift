import Dynamics

extension SceneCatalog {
    /// The "iOS - UIKit Dynamics" recipes (seed 002) and the iOS 9 Day by Day noise-field demo
    /// (seed 003), each with the seed's items, sizes, behaviors and parameters, and scripted input
    /// in place of its gestures, device tilt and button taps.
    ///
    /// ```swift
    /// let names = SceneCatalog.recipes.map(\.name)   // ["falling-square", "flick", …]
    /// ```
    public static var recipes: [Scene] {
        [
            fallingSquare, flick, flickGentleRelease, stickyCorners,
            dropInTransition, dropOutTransition, shadeOpen, shadeOpenCancelled, shadeClose,
            positionToBoundsButton, noiseFieldDemo,
        ]
    }

    /// The view the recipes run in. The seeds size their views from a storyboard they do not
    /// show; an iPhone 6/7/8 portrait screen (375 × 667 pt), the phone of the seeds' time, stands
    /// in for it.
    static let recipesScreen = CGRect(x: 0, y: 0, width: 375, height: 667)

    /// Points every `interval` seconds along a piecewise-linear path, as a pan's `.changed`
    /// callbacks or a motion manager's updates arrive: `(time, point)` from the first sample's time
    /// to the last one's, both included.
    static func samples(along path: [TimedPoint], every interval: Double) -> [TimedPoint] {
        guard let first = path.first, let last = path.last, interval > 0 else { return path }
        let count = Int(((last.time - first.time) / interval).rounded(.down))
        var result: [TimedPoint] = []
        var segment = 0
        for index in 0...count {
            let time = first.time + Double(index) * interval
            while segment + 1 < path.count - 1 && path[segment + 1].time <= time { segment += 1 }
            let a = path[segment]
            let b = path[min(segment + 1, path.count - 1)]
            let span = b.time - a.time
            let t = span > 0 ? min(max((time - a.time) / span, 0), 1) : 1
            let point = CGPoint(
                x: a.point.x + (b.point.x - a.point.x) * t, y: a.point.y + (b.point.y - a.point.y) * t)
            result.append(TimedPoint(time: time, point: point))
        }
        if last.time - result[result.count - 1].time > 1e-9 {
            result.append(last)
        } else {
            result[result.count - 1] = last
        }
        return result
    }
}
