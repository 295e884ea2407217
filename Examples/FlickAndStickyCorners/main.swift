// Seed 002: the flick and sticky-corners controllers, each driven by a scripted drag on the
// default 390 × 844 screen. Run it: swift run FlickAndStickyCorners
import UIKitDynamics

func point(_ p: CGPoint) -> String { String(format: "(%.1f, %.1f)", Double(p.x), Double(p.y)) }
func seconds(_ t: TimeInterval) -> String { String(format: "%.2f s", t) }

/// Off Apple platforms: no touches. A scripted drag from `start` by `step` points per 1/60 s
/// frame for `frames` frames, then let go: one recognizer sample per animator frame.
func drag(
    _ pan: UIPanGestureRecognizer, in view: UIView, animator: UIDynamicAnimator,
    from start: CGPoint, step: CGVector, frames: Int
) -> CGPoint {
    let velocity = CGPoint(x: step.dx * 60, y: step.dy * 60)
    pan.send(.began, at: start, in: view, velocity: .zero)
    animator.step()
    var finger = start
    for _ in 0..<frames {
        finger = CGPoint(x: finger.x + step.dx, y: finger.y + step.dy)
        pan.send(.changed, at: finger, in: view, velocity: velocity)
        animator.step()
    }
    pan.send(.ended, at: finger, in: view, velocity: velocity)
    return velocity
}

// Flick.
let flick = FlickViewController()
flick.loadViewIfNeeded()
// Off Apple platforms: nothing lays out; the script calls viewDidLayoutSubviews as the first
// layout pass would.
flick.viewDidLayoutSubviews()
let flickAnimator = flick.dynamicAnimator
flickAnimator.runUntilPaused(timeout: 10)
print(
    "flick: the orange view falls from the centre and rests after \(seconds(flickAnimator.elapsedTime())) "
        + "at \(point(flick.orangeView.center))")

let thrown = drag(
    flick.panGesture, in: flick.view, animator: flickAnimator,
    from: flick.orangeView.center, step: CGVector(dx: 6, dy: -25), frames: 10)
print(
    "flick: dragged to \(point(flick.orangeView.center)) and let go at \(point(thrown)) pt/s "
        + "(push \(String(format: "%.2f", Double((thrown.x * thrown.x + thrown.y * thrown.y).squareRoot() * flick.magnitudeMultiplier))) N·s)"
)
var peak = flick.orangeView.center.y
let flickStart = flickAnimator.elapsedTime()
while flickAnimator.isRunning && flickAnimator.elapsedTime() - flickStart < 20 {
    flickAnimator.step()
    peak = min(peak, flick.orangeView.center.y)
}
print(
    "flick: it rises to y = \(String(format: "%.1f", Double(peak))), falls back and rests after "
        + "\(seconds(flickAnimator.elapsedTime() - flickStart)) at \(point(flick.orangeView.center))")

// Sticky corners.
let sticky = StickyCornersViewController()
sticky.loadViewIfNeeded()
sticky.viewDidLayoutSubviews()
let stickyAnimator = sticky.dynamicAnimator
let fields = sticky.fieldBehaviors.map { point($0.position) }.joined(separator: " and ")
print(
    "sticky corners: spring fields at \(fields); the orange view starts at \(point(sticky.orangeView.center))"
)

let released = drag(
    sticky.panGesture, in: sticky.view, animator: stickyAnimator,
    from: sticky.orangeView.center, step: CGVector(dx: -4, dy: 8), frames: 15)
print("sticky corners: dragged down to \(point(sticky.orangeView.center)), let go at \(point(released)) pt/s")
let stickyStart = stickyAnimator.elapsedTime()
let stuck = stickyAnimator.runUntilPaused(timeout: 20)
print(
    "sticky corners: \(stuck ? "stuck" : "still moving") after \(seconds(stickyAnimator.elapsedTime() - stickyStart)) "
        + "at \(point(sticky.orangeView.center)), the bottom field's centre")
