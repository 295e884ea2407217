import Testing
import UIKitDynamics

/// The UIKit stand-ins that let seed code run with scripted input: gesture recognizers,
/// controls, labels, sliders, layers.
@Suite("Scaffolding")
struct ScaffoldingTests {
    private final class Recorder {
        var states: [UIGestureRecognizer.State] = []
        var locations: [CGPoint] = []
        var presses = 0
        func handlePan(sender: UIPanGestureRecognizer) {
            states.append(sender.state)
            locations.append(sender.location(in: sender.view))
        }
        func didPress(_ sender: UIButton) { presses += 1 }
        func didPressWithoutSender() { presses += 10 }
    }

    @Test("a recognizer calls its target's method for began, changed, ended and cancelled only")
    func recognizerCallsActionsForContinuousStates() {
        let recorder = Recorder()
        let pan = UIPanGestureRecognizer(target: recorder, action: Recorder.handlePan(sender:))
        for state: UIGestureRecognizer.State in [
            .possible, .began, .changed, .changed, .failed, .ended, .cancelled,
        ] {
            pan.send(state, at: .zero, in: nil)
        }
        #expect(recorder.states == [.began, .changed, .changed, .ended, .cancelled])
        #expect(pan.state == .cancelled)
        #expect(UIGestureRecognizer.State.recognized == .ended)
    }

    @Test("locations are converted between the views of one hierarchy")
    func locationsConvertBetweenViews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let container = UIView(frame: CGRect(x: 0, y: 64, width: 375, height: 500))
        let tag = UIView(frame: CGRect(x: 40, y: 400, width: 300, height: 60))
        root.addSubview(container)
        container.addSubview(tag)
        let recorder = Recorder()
        let pan = UIPanGestureRecognizer(target: recorder, action: Recorder.handlePan(sender:))
        tag.addGestureRecognizer(pan)
        #expect(pan.view === tag)
        #expect(tag.gestureRecognizers?.count == 1)

        pan.send(.began, at: CGPoint(x: 100, y: 430), in: container)
        #expect(pan.location(in: container) == CGPoint(x: 100, y: 430))
        #expect(pan.location(in: nil) == CGPoint(x: 100, y: 494))
        #expect(pan.location(in: tag) == CGPoint(x: 60, y: 30))
        #expect(recorder.locations == [CGPoint(x: 60, y: 30)], "the action sees the location in its view")

        tag.removeGestureRecognizer(pan)
        #expect(pan.view == nil)
        #expect(tag.gestureRecognizers == nil)
    }

    @Test("a pan's translation runs from where it began, and setTranslation restarts it")
    func panTranslation() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let pan = UIPanGestureRecognizer()
        pan.send(.began, at: CGPoint(x: 100, y: 100), in: view)
        #expect(pan.translation(in: view) == .zero)
        pan.send(.changed, at: CGPoint(x: 130, y: 60), in: view)
        #expect(pan.translation(in: view) == CGPoint(x: 30, y: -40))
        pan.setTranslation(.zero, in: view)
        pan.send(.changed, at: CGPoint(x: 135, y: 70), in: view)
        #expect(pan.translation(in: view) == CGPoint(x: 5, y: 10))
        pan.setTranslation(CGPoint(x: 1, y: 2), in: view)
        #expect(pan.translation(in: view) == CGPoint(x: 1, y: 2))
    }

    @Test("a pan's velocity is the scripted one, turned with a rotated view, and zero when not given")
    func panVelocity() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let turned = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
        root.addSubview(turned)
        let pan = UIPanGestureRecognizer()
        pan.send(.changed, at: CGPoint(x: 50, y: 50), in: root, velocity: CGPoint(x: 300, y: 0))
        #expect(pan.velocity(in: root) == CGPoint(x: 300, y: 0))
        #expect(pan.velocity(in: nil) == CGPoint(x: 300, y: 0))
        let local = pan.velocity(in: turned)  // the view is turned a quarter clockwise
        #expect(abs(local.x) < 1e-9 && abs(local.y + 300) < 1e-9)
        pan.send(.ended, at: CGPoint(x: 50, y: 50), in: root)
        #expect(pan.velocity(in: root) == .zero)
    }

    @Test("targets are held weakly, can be removed, and a disabled recognizer ignores input")
    func targetsAreWeakAndRemovable() {
        var recorder: Recorder? = Recorder()
        let pan = UIPanGestureRecognizer(target: recorder!, action: Recorder.handlePan(sender:))
        weak let weakRecorder = recorder
        recorder = nil
        #expect(weakRecorder == nil, "the recognizer does not keep its target alive")
        pan.send(.began, at: .zero, in: nil)  // no target left: nothing to call, nothing breaks

        let kept = Recorder()
        pan.addTarget(kept, action: Recorder.handlePan(sender:))
        var closureCalls = 0
        let closures = UIPanGestureRecognizer { (_: UIPanGestureRecognizer) in closureCalls += 1 }
        closures.send(.began, at: .zero, in: nil)
        #expect(closureCalls == 1)
        pan.isEnabled = false  // the pan began above: disabling it cancels it, as in UIKit
        pan.send(.changed, at: .zero, in: nil)
        #expect(kept.states == [.cancelled], "cancelled once, then the input is ignored")
        pan.isEnabled = true
        pan.send(.changed, at: .zero, in: nil)
        #expect(kept.states == [.cancelled, .changed])
        pan.removeTarget(kept)
        pan.send(.changed, at: .zero, in: nil)
        #expect(kept.states == [.cancelled, .changed])
    }

    @Test("a button runs actions and target methods for its events, in order, and not for others")
    func buttonRunsActions() {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let recorder = Recorder()
        var log: [String] = []
        button.addAction(
            UIAction { action in log.append("action \(action.sender is UIButton)") }, for: .touchUpInside)
        button.addTarget(recorder, action: Recorder.didPress(_:), for: .touchUpInside)
        button.addTarget(recorder, action: Recorder.didPressWithoutSender, for: [.touchDown, .touchUpInside])
        button.sendActions(for: .valueChanged)
        #expect(log.isEmpty && recorder.presses == 0)
        button.sendActions(for: .touchUpInside)
        #expect(log == ["action true"])
        #expect(recorder.presses == 11)
        button.removeTarget(recorder, for: .allEvents)
        button.sendActions(for: .touchUpInside)
        #expect(recorder.presses == 11)
        #expect(log.count == 2)
    }

    @Test("a button's title and colour fall back to the normal state's")
    func buttonTitles() {
        let button = UIButton()
        button.setTitle("Tap Me", for: .normal)
        button.setTitle("Selected", for: .selected)
        #expect(button.currentTitle == "Tap Me")
        #expect(button.title(for: .highlighted) == "Tap Me")
        button.isSelected = true
        #expect(button.state == .selected)
        #expect(button.currentTitle == "Selected")
        #expect(button.currentTitleColor == .white)
        button.setTitleColor(.blue, for: .normal)
        #expect(button.titleColor(for: .disabled) == .blue)
        button.isEnabled = false
        #expect(button.state == [.selected, .disabled])
    }

    @Test("a slider keeps its value in its range and reports changes it is told about")
    func sliderClampsAndReports() {
        let slider = UISlider()
        var reported: [Float] = []
        // Weak, as in an app: the slider keeps its actions, so a strong capture would be a cycle.
        slider.addAction(
            UIAction { [weak slider] _ in reported.append(slider?.value ?? .nan) }, for: .valueChanged)
        slider.value = 2
        #expect(slider.value == 1)
        slider.maximumValue = 25
        slider.setValue(12.5, animated: true)
        slider.sendActions(for: .valueChanged)
        #expect(reported == [12.5])
        slider.value = .nan
        #expect(slider.value == 12.5, "NaN keeps the previous value")
        slider.minimumValue = 20
        #expect(slider.value == 20)
        slider.maximumValue = 10
        #expect(slider.minimumValue == 10 && slider.value == 10)
    }

    @Test("labels and layers store what UIKit code sets on them; a button is a dynamic item")
    func labelsLayersAndItems() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 21))
        #expect(label.textColor == .black && label.text == nil)
        #expect(UIColor.lightText == UIColor(white: 1, alpha: 0.6), "the chapter 11 playground's background")
        #expect(UIColor.darkText == .black)
        label.text = "Swipe Down From Top"
        #expect(label.text == "Swipe Down From Top")
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.layer.cornerRadius = 15
        #expect(card.layer.cornerRadius == 15)
        #expect(card.layer === card.layer)

        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let button = UIButton(frame: CGRect(x: 110, y: 0, width: 100, height: 40))
        reference.addSubview(button)
        let animator = UIDynamicAnimator(referenceView: reference)
        let collision = UICollisionBehavior(items: [button])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(UIGravityBehavior(items: [button]))
        animator.addBehavior(collision)
        #expect(animator.runUntilPaused(timeout: 5))
        #expect(abs(button.frame.maxY - 480) <= 1.5, "the button falls onto the bottom edge (within 1.5 pt)")
    }
}
