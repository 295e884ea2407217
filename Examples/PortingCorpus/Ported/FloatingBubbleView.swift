//
//  FloatingBubbleView.swift
//  Helpdesk
//
//  A "chat head" that floats above every screen. It sets up its own physics once it is in a
//  window (and tears it down when it leaves), can be flicked around (it bounces off the
//  window's edges), fades when left alone for a few seconds, and is swept off the screen with
//  a tap.
//

import UIKitDynamics

final class FloatingBubbleView: UIView {

    private var animator: UIDynamicAnimator?
    private var collision: UICollisionBehavior?
    private var motion: UIDynamicItemBehavior?
    private var idleTimer: Timer?

    private(set) var isDismissed = false
    var onDismiss: (() -> Void)?

    /// Seconds without a touch after which the bubble fades to half opacity.
    var idleDelay: TimeInterval = 3

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemPink
        layer.cornerRadius = frame.width / 2
        layer.shadowOpacity = 0.3
        layer.shadowRadius = 6

        let pan = UIPanGestureRecognizer(target: self, action: FloatingBubbleView.handlePan(_:))
        addGestureRecognizer(pan)
        let tap = UITapGestureRecognizer(target: self, action: FloatingBubbleView.handleTap(_:))
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }

    override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow == nil {
            animator?.removeAllBehaviors()
            animator = nil
            idleTimer?.invalidate()
        }
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        // The window is the reference view: the bubble must already be inside it.
        guard let window else { return }
        let animator = UIDynamicAnimator(referenceView: window)
        let collision = UICollisionBehavior(items: [self])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        let motion = UIDynamicItemBehavior(items: [self])
        motion.elasticity = 0.7
        motion.resistance = 1
        animator.addBehavior(motion)
        self.animator = animator
        self.collision = collision
        self.motion = motion
        restartIdleTimer()
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let superview, let animator, let motion else { return }
        restartIdleTimer()
        switch pan.state {
        case .began, .changed:
            let translation = pan.translation(in: superview)
            center = CGPoint(x: center.x + translation.x, y: center.y + translation.y)
            pan.setTranslation(.zero, in: superview)
            animator.updateItem(usingCurrentState: self)
        case .ended:
            motion.addLinearVelocity(pan.velocity(in: superview), for: self)
        default:
            break
        }
    }

    private func handleTap(_ tap: UITapGestureRecognizer) {
        guard let animator, let collision, !isDismissed else { return }
        isDismissed = true
        idleTimer?.invalidate()
        animator.removeBehavior(collision)
        let sweep = UIPushBehavior(items: [self], mode: .instantaneous)
        sweep.pushDirection = CGVector(dx: 0, dy: 1)
        sweep.magnitude = 2
        sweep.action = { [weak self] in
            guard let self, let window = self.window else { return }
            if self.frame.minY > window.bounds.maxY {
                self.removeFromSuperview()
                self.onDismiss?()
            }
        }
        animator.addBehavior(sweep)
        animator.addBehavior(UIGravityBehavior(items: [self]))
    }

    private func restartIdleTimer() {
        alpha = 1
        idleTimer?.invalidate()
        idleTimer = Timer.scheduledTimer(withTimeInterval: idleDelay, repeats: false) { [weak self] _ in
            UIView.animate(withDuration: 0.3) { self?.alpha = 0.5 }
        }
    }
}
