//
//  PendulumViewController.swift
//  PhysicsLab
//
//  A bob hanging from a pivot. Pull it aside and let go: the screen measures the period of
//  the swing and compares it with the small-angle formula T = 2π√(L/g).
//

import UIKitDynamics

final class PendulumViewController: UIViewController {

    // TODO(port): the storyboard created this outlet: set its frame and add it to a superview (e.g. view.addSubview(bobView) in viewDidLoad)
    var bobView: UIView! = UIView()
    // TODO(port): the storyboard created this outlet: set its frame and add it to a superview (e.g. view.addSubview(periodLabel) in viewDidLoad)
    var periodLabel: UILabel! = UILabel()
    // TODO(port): the storyboard created this outlet: set its frame and add it to a superview (e.g. view.addSubview(theoryLabel) in viewDidLoad)
    var theoryLabel: UILabel! = UILabel()

    private var animator: UIDynamicAnimator!
    private let gravity = UIGravityBehavior()
    private var rope: UIAttachmentBehavior!
    private var swingTracker: UIDynamicBehavior!

    private var pivot: CGPoint = .zero
    private let ropeLength: CGFloat = 250

    /// Times at which the bob crossed the vertical going right, newest last.
    private(set) var crossingTimes: [TimeInterval] = []
    private var lastOffset: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        pivot = CGPoint(x: view.bounds.midX, y: 120)
        bobView.layer.cornerRadius = bobView.bounds.width / 2
        bobView.center = CGPoint(x: pivot.x, y: pivot.y + ropeLength)

        animator = UIDynamicAnimator(referenceView: view)

        gravity.magnitude = 1
        gravity.addItem(bobView)
        animator.addBehavior(gravity)

        rope = UIAttachmentBehavior(item: bobView, attachedToAnchor: pivot)
        rope.length = ropeLength
        animator.addBehavior(rope)

        swingTracker = UIDynamicBehavior()
        swingTracker.action = { [weak self] in self?.trackSwing() }
        animator.addBehavior(swingTracker)

        theoryLabel.text = String(format: "theory: %.3f s", theoreticalPeriod)

        let pan = UIPanGestureRecognizer(target: self, action: PendulumViewController.pullBob(_:))
        bobView.addGestureRecognizer(pan)
    }

    /// T = 2π√(L/g), with UIKit's gravity of 1000 pt/s² per unit of magnitude.
    var theoreticalPeriod: TimeInterval {
        let g = 1000 * gravity.magnitude
        return 2 * .pi * sqrt(Double(ropeLength / g))
    }

    // MARK: - Measuring

    private func trackSwing() {
        let offset = bobView.center.x - pivot.x
        if lastOffset < 0 && offset >= 0 {
            // Interpolate the crossing inside the last frame.
            let fraction = Double(-lastOffset / (offset - lastOffset))
            let frameTime = 1.0 / 60
            crossingTimes.append(animator.elapsedTime() - frameTime + fraction * frameTime)
            updatePeriodLabel()
        }
        lastOffset = offset
    }

    private func updatePeriodLabel() {
        guard crossingTimes.count >= 2 else { return }
        let recent = crossingTimes.suffix(4)
        let measured = (recent.last! - recent.first!) / Double(recent.count - 1)
        periodLabel.text = String(format: "measured: %.3f s", measured)
    }

    // MARK: - Pulling the bob aside

    func pullBob(_ gesture: UIPanGestureRecognizer) {
        switch gesture.state {
        case .began:
            animator.removeBehavior(gravity)
            crossingTimes.removeAll()
        case .changed:
            let touch = gesture.location(in: view)
            let angle = atan2(touch.x - pivot.x, touch.y - pivot.y)
            bobView.center = CGPoint(
                x: pivot.x + ropeLength * sin(angle), y: pivot.y + ropeLength * cos(angle))
            animator.updateItem(usingCurrentState: bobView)
        case .ended, .cancelled:
            lastOffset = bobView.center.x - pivot.x
            animator.addBehavior(gravity)
        default:
            break
        }
    }

    // TODO(port): the storyboard connected this action to a control: connect it in code, e.g. button.addTarget(self, action: PendulumViewController.gravityChanged(_:), for: .touchUpInside)
    func gravityChanged(_ sender: UISlider) {
        gravity.magnitude = CGFloat(sender.value)
        theoryLabel.text = String(format: "theory: %.3f s", theoreticalPeriod)
    }
}
