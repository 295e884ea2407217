import Testing
import UIKitDynamics

@Suite("UITapGestureRecognizer and cancelling by isEnabled")
struct TapAndCancelTests {
    final class Controller {
        var taps: [CGPoint] = []
        let container: UIView
        init(container: UIView) { self.container = container }
        func handleTap(_ tap: UITapGestureRecognizer) { taps.append(tap.location(in: container)) }
    }

    @Test("A scripted tap calls the target once with the tap's location, in any view's coordinates")
    func tapTargetAction() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let inner = UIView(frame: CGRect(x: 100, y: 50, width: 100, height: 100))
        container.addSubview(inner)
        let controller = Controller(container: container)
        let tap = UITapGestureRecognizer(target: controller, action: Controller.handleTap(_:))
        inner.addGestureRecognizer(tap)
        #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
        tap.sendTap(at: CGPoint(x: 10, y: 20), in: inner)
        #expect(controller.taps == [CGPoint(x: 110, y: 70)])
        #expect(tap.state == .recognized && tap.state == .ended)
        #expect(tap.location(in: inner) == CGPoint(x: 10, y: 20))
        tap.isEnabled = false
        tap.sendTap(at: CGPoint(x: 0, y: 0), in: inner)
        #expect(controller.taps.count == 1, "a disabled recognizer takes no input")
    }

    @Test("The closure form gets the recognizer as its own type")
    func tapClosure() {
        var seen: [Int] = []
        let tap = UITapGestureRecognizer { (tap: UITapGestureRecognizer) in
            seen.append(tap.numberOfTapsRequired)
        }
        tap.numberOfTapsRequired = 2
        tap.sendTap(at: .zero, in: nil)
        tap.sendTap(at: .zero, in: nil)
        #expect(seen == [2, 2])
    }

    @Test("isEnabled = false mid-pan sends .cancelled once; later input is ignored")
    func disableMidPanCancels() {
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { (pan: UIPanGestureRecognizer) in states.append(pan.state) }
        pan.send(.began, at: CGPoint(x: 10, y: 10), in: nil)
        pan.send(.changed, at: CGPoint(x: 20, y: 10), in: nil)
        pan.isEnabled = false
        #expect(states == [.began, .changed, .cancelled])
        #expect(pan.state == .cancelled)
        pan.isEnabled = false  // already disabled: nothing more
        pan.send(.changed, at: CGPoint(x: 30, y: 10), in: nil)
        pan.send(.ended, at: CGPoint(x: 30, y: 10), in: nil)
        #expect(states == [.began, .changed, .cancelled])
        pan.isEnabled = true
        pan.send(.began, at: CGPoint(x: 5, y: 5), in: nil)
        #expect(states == [.began, .changed, .cancelled, .began])
    }

    @Test("Disabling an idle or finished recognizer calls nothing")
    func disableIdle() {
        var calls = 0
        let pan = UIPanGestureRecognizer { (_: UIPanGestureRecognizer) in calls += 1 }
        pan.isEnabled = false
        pan.isEnabled = true
        pan.send(.began, at: .zero, in: nil)
        pan.send(.ended, at: .zero, in: nil)
        pan.isEnabled = false
        #expect(calls == 2 && pan.state == .ended)
    }

    @Test("A pendulum dragged by a pan, its recognizer disabled mid-drag, lets go and swings")
    func pendulumReleasedByCancel() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let bob = UIView(frame: CGRect(x: 140, y: 180, width: 40, height: 40))
        container.addSubview(bob)
        let animator = UIDynamicAnimator(referenceView: container)
        animator.addBehavior(UIGravityBehavior(items: [bob]))
        animator.addBehavior(UIAttachmentBehavior(item: bob, attachedToAnchor: CGPoint(x: 160, y: 100)))
        var drag: UIAttachmentBehavior?
        let pan = UIPanGestureRecognizer { (pan: UIPanGestureRecognizer) in
            let point = pan.location(in: container)
            switch pan.state {
            case .began:
                let attachment = UIAttachmentBehavior(item: bob, attachedToAnchor: point)
                animator.addBehavior(attachment)
                drag = attachment
            case .changed: drag?.anchorPoint = point
            default:
                if let attachment = drag { animator.removeBehavior(attachment) }
                drag = nil
            }
        }
        bob.addGestureRecognizer(pan)
        // The handler holds the animator, whose behaviors hold `bob`, which holds the recognizer.
        defer { bob.removeGestureRecognizer(pan) }
        pan.send(.began, at: CGPoint(x: 160, y: 200), in: container)
        pan.send(.changed, at: CGPoint(x: 240, y: 160), in: container)
        animator.advance(by: 1)
        pan.isEnabled = false  // the handler hears .cancelled and lets go
        #expect(drag == nil && animator.behaviors.count == 2)
        let held = bob.center
        animator.advance(by: 0.3)
        // Released 80 pt to the right of the pivot, the bob swings back towards the middle.
        #expect(bob.center.x < held.x - 5)
    }
}

@Suite("UITapGestureRecognizer is discrete")
struct DiscreteTapTests {
    @Test("send(_:at:in:) ignores .began and .changed; .recognized runs the actions once")
    func discreteSend() {
        var states: [UIGestureRecognizer.State] = []
        let tap = UITapGestureRecognizer { (tap: UITapGestureRecognizer) in states.append(tap.state) }
        tap.send(.began, at: .zero, in: nil)
        tap.send(.changed, at: .zero, in: nil)
        #expect(states.isEmpty && tap.state == .possible)
        tap.send(.recognized, at: CGPoint(x: 3, y: 4), in: nil)
        #expect(states == [.ended] && tap.location(in: nil) == CGPoint(x: 3, y: 4))
    }
}
