// Seed 002: the drop-out transition (presented with a tap, dismissed with a tap) and the
// interactive shade (pulled down from the top, pushed back up from the bottom), on the default
// 390 × 844 screen. Run it: swift run Transitions
import UIKitDynamics

func point(_ p: CGPoint) -> String { String(format: "(%.1f, %.1f)", Double(p.x), Double(p.y)) }
func seconds(_ t: TimeInterval) -> String { String(format: "%.2f s", t) }

/// Off Apple platforms: nothing ticks an animator, so the script steps the transition's animator
/// in 1/60 s frames until the transition completes. `watch` sees every frame.
func finish(
    _ transition: TransitionContext, animator: UIDynamicAnimator, watch: () -> Void = {}
) -> TimeInterval {
    let start = animator.elapsedTime()
    while transition.didComplete == nil && animator.elapsedTime() - start < 30 {
        animator.step()
        watch()
    }
    return animator.elapsedTime() - start
}

func fail(_ message: String) -> Never {
    print(message)
    exit(1)
}

// The window every controller's view lives in.
let window = UIView(frame: UIScreen.main.bounds)

// Drop-out transition: present.
let presenter = PresentingViewController()
window.addSubview(presenter.view)
// Off Apple platforms: no touches; the script taps the Present button.
presenter.button.sendActions(for: .touchUpInside)
guard let presentation = Presentations.current,
    let dropIn = presentation.animationController as? DropOutAnimator,
    let dropInAnimator = dropIn.animator,
    let modal = presenter.presentedViewController ?? presentation.viewController(forKey: .to)
else { fail("tapping Present did not start a drop-out transition") }

print("drop-out: the 200 × 200 modal starts above the screen at \(point(modal.view.center))")
var bounces = 0
var falling = true
var lastY = modal.view.center.y
var settled = modal.view.center
let presentTime = finish(presentation, animator: dropInAnimator) {
    let y = modal.view.center.y
    if falling && y < lastY { bounces += 1 }
    falling = y >= lastY
    lastY = y
    if presentation.didComplete == nil { settled = modal.view.center }
}
print(
    "drop-out: falls at 10 g and bounces \(bounces) times on the floor the insets make mid-screen; at the "
        + "1.5 s limit it is at \(point(settled))")
print(
    "drop-out: presented (\(presentation.didComplete == true ? "completed" : "cancelled")) after "
        + "\(seconds(presentTime)); the seed then centres the modal at \(point(modal.view.center))")

// Drop-out transition: dismiss.
guard let modalController = modal as? ModalViewController else {
    fail("the presented controller is not the modal")
}
modalController.button.sendActions(for: .touchUpInside)
guard let dismissal = Presentations.current, !dismissal.isPresenting,
    let dropOut = dismissal.animationController as? DropOutAnimator,
    let dropOutAnimator = dropOut.animator
else { fail("tapping Dismiss did not start a drop-out transition") }
var ropeLetGo: TimeInterval?
var maxTurn: CGFloat = 0
let dismissStart = dropOutAnimator.elapsedTime()
let dismissTime = finish(dismissal, animator: dropOutAnimator) {
    maxTurn = max(maxTurn, abs(atan2(modal.view.transform.b, modal.view.transform.a)))
    if ropeLetGo == nil && dropOut.attachmentBehavior == nil {
        ropeLetGo = dropOutAnimator.elapsedTime() - dismissStart
    }
}
print(
    "drop-out: dismissing, the modal hangs from its rope (turning up to "
        + "\(String(format: "%.0f", Double(maxTurn) * 180 / .pi))°) until \(seconds(ropeLetGo ?? -1)), then falls; "
        + "dismissed (\(dismissal.didComplete == true ? "completed" : "cancelled")) after \(seconds(dismissTime)) "
        + "at \(point(modal.view.center)), \(modal.view.superview == nil ? "removed from" : "still in") the window"
)

// Shade: pull it down from the top.
let host = ShadeHostViewController()
window.addSubview(host.view)
let shade = host.shadeVC
let pullDown = host.presentingAnimator.pan
// Off Apple platforms: no touches; a scripted swipe down from the top edge, one sample per frame.
pullDown.send(.began, at: CGPoint(x: 195, y: 30), in: window, velocity: .zero)
for frame in 1...20 {
    pullDown.send(
        .changed, at: CGPoint(x: 195, y: 30 + CGFloat(frame) * 30), in: window,
        velocity: CGPoint(x: 0, y: 1800))
}
print(
    "shade: dragged down to \(String(format: "%.0f", Double(shade.view.frame.maxY))) pt, let go moving down")
pullDown.send(.ended, at: CGPoint(x: 195, y: 630), in: window, velocity: CGPoint(x: 0, y: 1800))
guard let pulled = Presentations.current, pulled.isPresenting,
    let shadeAnimator = host.presentingAnimator.animator
else { fail("swiping down did not start the shade transition") }
let pullTime = finish(pulled, animator: shadeAnimator)
print(
    "shade: presented (\(pulled.didComplete == true ? "completed" : "cancelled")) after \(seconds(pullTime)), "
        + "frame \(NSStringFromCGRect(shade.view.frame)), \(host.presentingAnimator.impactFeedbackGenerator.impactCount) "
        + "haptic impacts on the bottom edge")

// Shade: push it back up from the bottom.
let pushUp = host.dismissingAnimator.pan
pushUp.send(.began, at: CGPoint(x: 195, y: 800), in: window, velocity: .zero)
for frame in 1...20 {
    pushUp.send(
        .changed, at: CGPoint(x: 195, y: 800 - CGFloat(frame) * 30), in: window,
        velocity: CGPoint(x: 0, y: -1800))
}
pushUp.send(.ended, at: CGPoint(x: 195, y: 200), in: window, velocity: CGPoint(x: 0, y: -1800))
guard let pushed = Presentations.current, !pushed.isPresenting,
    let pushAnimator = host.dismissingAnimator.animator
else { fail("swiping up did not start the shade's dismissal") }
let pushTime = finish(pushed, animator: pushAnimator)
print(
    "shade: dismissed (\(pushed.didComplete == true ? "completed" : "cancelled")) after \(seconds(pushTime)), "
        + "ending at \(point(shade.view.center)), \(shade.view.superview == nil ? "removed from" : "still in") the window"
)
