// Seed 002, "The Falling Square", and the seed's closing remark: moving an animated view by hand
// and telling the animator with updateItem(usingCurrentState:). Run it: swift run FallingSquare
import UIKitDynamics

func point(_ p: CGPoint) -> String { String(format: "(%.1f, %.1f)", Double(p.x), Double(p.y)) }

let controller = ViewController()
controller.loadViewIfNeeded()
let animator = controller.animator!
let square = controller.squareView!
print("square: 30 × 30 at \(point(square.center)) in a 320 × 480 view")

// Off Apple platforms: nothing ticks the animator; the script runs 1/60 s frames until it pauses.
var landed: TimeInterval?
while animator.isRunning && animator.elapsedTime() < 10 {
    animator.step()
    if landed == nil && square.frame.maxY >= 479 { landed = animator.elapsedTime() }
}
let theory = (2 * (480 - 15 - 240) / 1000.0).squareRoot()
print(
    String(
        format:
            "reaches the bottom after %.3f s (free fall of 225 pt at 1000 pt/s² with no resistance: %.3f s), ",
        landed ?? -1, theory)
        + "rests after \(String(format: "%.2f", animator.elapsedTime())) s at \(point(square.center))")

// The seed's remark: a label that gravity pulls, moved back to the top by setting its frame,
// then updateItem(usingCurrentState:) so the animator falls it again from there.
let label = UILabel(frame: CGRect(x: 100, y: 60, width: 120, height: 21))
label.text = "Falling label"
controller.view.addSubview(label)
let dynamicAnimator = UIDynamicAnimator(referenceView: controller.view)
dynamicAnimator.addBehavior(UIGravityBehavior(items: [label]))
dynamicAnimator.advance(by: 0.5)
print("label: fell to \(point(label.center)) in 0.5 s")
// Off Apple platforms: no fonts, so no intrinsicContentSize; the label's own size stands in.
label.frame = CGRect(x: 0.0, y: 0.0, width: label.bounds.width, height: label.bounds.height)
dynamicAnimator.updateItem(usingCurrentState: label)
print("label: moved back to \(point(label.center)) and the animator told")
dynamicAnimator.advance(by: 0.5)
print(
    "label: fell again from the top to \(point(label.center)) in 0.5 s, keeping its speed: "
        + "updateItem(usingCurrentState:) moves an item, it does not stop it")
