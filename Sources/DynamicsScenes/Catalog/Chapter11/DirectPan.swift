import Dynamics

/// A finger that moves a view's centre directly, the way the chapter 11 pan handlers do
/// (`tagView.center = location` with the dynamics switched off): `moveItem` events at 60 Hz along a
/// straight line at constant speed, and the speed the pan recognizer would report on release.
struct DirectPan {
    var item: String
    var from: CGPoint
    var to: CGPoint
    /// When the finger starts moving (seconds since the scene started).
    var start: Double
    var duration: Double

    /// When the finger lifts.
    var end: Double { start + duration }

    /// `velocityInView` at the end of a constant-speed pan (pt/s).
    var releaseVelocity: CGVector {
        CGVector(dx: (to.x - from.x) / duration, dy: (to.y - from.y) / duration)
    }

    /// One `moveItem` per 60 Hz frame from the first touch to the lift, both included.
    var events: [ScriptEvent] {
        let frames = max(1, Int((duration * 60).rounded()))
        return (0...frames).map { frame in
            let t = Double(frame) / Double(frames)
            let point = CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
            return ScriptEvent(time: start + duration * t, action: .moveItem(item: item, center: point))
        }
    }
}
