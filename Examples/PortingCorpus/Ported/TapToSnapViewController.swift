//
//  TapToSnapViewController.swift
//  SnapDemo
//
//  Tap anywhere and the badge snaps there. A double tap sends it home; the reset button
//  (built in code with a primary action) does too, and fades the trail dots out.
//

import UIKitDynamics

final class TapToSnapViewController: UIViewController {

    // TODO(port): the storyboard created this outlet: set its frame and add it to a superview (e.g. view.addSubview(badgeView) in viewDidLoad)
    var badgeView: UIImageView! = UIImageView()
    // TODO(port): the storyboard created this outlet: set its frame and add it to a superview (e.g. view.addSubview(dampingSlider) in viewDidLoad)
    var dampingSlider: UISlider! = UISlider()

    private lazy var animator = UIDynamicAnimator(referenceView: view)
    private var snapBehavior: UISnapBehavior?
    private var homePoint: CGPoint = .zero
    private var trailDots: [UIView] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        badgeView.image = UIImage(named: "badge")
        badgeView.layer.cornerRadius = 8
        badgeView.layer.masksToBounds = true
        homePoint = badgeView.center

        let singleTap = UITapGestureRecognizer(target: self, action: TapToSnapViewController.handleTap(_:))
        view.addGestureRecognizer(singleTap)

        let doubleTap = UITapGestureRecognizer(target: self, action: TapToSnapViewController.handleDoubleTap(_:))
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)
        singleTap.require(toFail: doubleTap)

        let resetButton = UIButton(type: .system, primaryAction: UIAction(title: "Reset") { [weak self] _ in
            self?.reset()
        })
        resetButton.frame = CGRect(x: 20, y: view.bounds.maxY - 80, width: 100, height: 44)
        view.addSubview(resetButton)
    }

    // MARK: - Snapping

    private func handleTap(_ gesture: UITapGestureRecognizer) {
        guard gesture.state == .ended else { return }
        let point = gesture.location(in: view)
        snap(to: point)
        dropTrailDot(at: point)
    }

    private func handleDoubleTap(_ gesture: UITapGestureRecognizer) {
        snap(to: homePoint)
    }

    private func snap(to point: CGPoint) {
        if let snapBehavior {
            animator.removeBehavior(snapBehavior)
        }
        let snap = UISnapBehavior(item: badgeView, snapTo: point)
        snap.damping = CGFloat(dampingSlider?.value ?? 0.5)
        animator.addBehavior(snap)
        snapBehavior = snap
    }

    // TODO(port): the storyboard connected this action to a control: connect it in code, e.g. button.addTarget(self, action: TapToSnapViewController.dampingChanged(_:), for: .touchUpInside)
    func dampingChanged(_ sender: UISlider) {
        snapBehavior?.damping = CGFloat(sender.value)
    }

    // MARK: - Trail

    private func dropTrailDot(at point: CGPoint) {
        let dot = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
        dot.center = point
        dot.backgroundColor = .systemTeal
        dot.layer.cornerRadius = 4
        view.insertSubview(dot, belowSubview: badgeView)
        trailDots.append(dot)
        if trailDots.count > 5 {
            trailDots.removeFirst().removeFromSuperview()
        }
    }

    private func reset() {
        snap(to: homePoint)
        let dots = trailDots
        trailDots.removeAll()
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.3)
        CATransaction.setCompletionBlock {
            dots.forEach { $0.removeFromSuperview() }
        }
        for dot in dots {
            dot.layer.opacity = 0
        }
        CATransaction.commit()
    }
}
