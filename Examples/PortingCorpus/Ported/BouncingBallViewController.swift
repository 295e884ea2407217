//
//  BouncingBallViewController.swift
//  BounceCount
//
//  Drop the ball: every time it hits the floor you score a point and feel a "boing" tap. The
//  feedback is throttled so a ball rattling on the floor does not machine-gun the Taptic Engine.
//

import UIKitDynamics

final class BouncingBallViewController: UIViewController, UICollisionBehaviorDelegate {

    // TODO(port): the storyboard created this outlet: set its frame and add it to a superview (e.g. view.addSubview(ballView) in viewDidLoad)
    var ballView: UIView! = UIView()
    // TODO(port): the storyboard created this outlet: set its frame and add it to a superview (e.g. view.addSubview(scoreLabel) in viewDidLoad)
    var scoreLabel: UILabel! = UILabel()

    private var animator: UIDynamicAnimator!
    private var gravity: UIGravityBehavior!
    private var collision: UICollisionBehavior!
    private var bounciness: UIDynamicItemBehavior!

    private(set) var score = 0 {
        didSet { scoreLabel.text = "Score: \(score)" }
    }
    private(set) var boingsPlayed = 0
    private var lastBoingTime: CFAbsoluteTime = 0
    private let minimumBoingInterval: CFAbsoluteTime = 0.08
    private let boing = UIImpactFeedbackGenerator(style: .rigid)

    static let floorIdentifier = "floor" as NSString

    override func viewDidLoad() {
        super.viewDidLoad()
        ballView.layer.cornerRadius = ballView.bounds.width / 2
        ballView.backgroundColor = .systemOrange

        animator = UIDynamicAnimator(referenceView: view)

        gravity = UIGravityBehavior(items: [ballView])
        animator.addBehavior(gravity)

        collision = UICollisionBehavior(items: [ballView])
        let floorY = view.bounds.maxY - 40
        collision.addBoundary(
            withIdentifier: Self.floorIdentifier,
            from: CGPoint(x: 0, y: floorY), to: CGPoint(x: view.bounds.maxX, y: floorY))
        collision.collisionDelegate = self
        animator.addBehavior(collision)

        bounciness = UIDynamicItemBehavior(items: [ballView])
        bounciness.elasticity = 0.75
        bounciness.friction = 0
        bounciness.resistance = 0
        bounciness.allowsRotation = false
        animator.addBehavior(bounciness)
    }

    // MARK: - UICollisionBehaviorDelegate

    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
        withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint
    ) {
        guard let name = identifier as? NSString, name == Self.floorIdentifier else { return }
        score += 1
        let speed = abs(bounciness.linearVelocity(for: item).y)
        playBoing(intensity: min(1, speed / 1500))
    }

    private func playBoing(intensity: CGFloat) {
        let now = CFAbsoluteTimeGetCurrent()
        guard now - lastBoingTime >= minimumBoingInterval else { return }
        lastBoingTime = now
        boingsPlayed += 1
        boing.impactOccurred(intensity: intensity)
    }

    // MARK: - Actions

    // TODO(port): the storyboard connected this action to a control: connect it in code, e.g. button.addTarget(self, action: BouncingBallViewController.dropTapped(_:), for: .touchUpInside)
    func dropTapped(_ sender: UIButton) {
        score = 0
        ballView.center = CGPoint(x: view.bounds.midX, y: 120)
        animator.updateItem(usingCurrentState: ballView)
        let velocity = bounciness.linearVelocity(for: ballView)
        bounciness.addLinearVelocity(CGPoint(x: -velocity.x, y: -velocity.y), for: ballView)
        boing.prepare()
    }
}
