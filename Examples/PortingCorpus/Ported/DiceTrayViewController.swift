//
//  DiceTrayViewController.swift
//  GameNight
//
//  Two dice thrown into a walled tray. Each time a die hits a wall it tumbles to a new face;
//  when both have stopped, the total is shown.
//

import UIKitDynamics

final class DiceTrayViewController: UIViewController {

    // TODO(port): the storyboard created this outlet: set its frame and add it to a superview (e.g. view.addSubview(trayView) in viewDidLoad)
    var trayView: UIView! = UIView()
    // TODO(port): the storyboard created this outlet: set its frame and add it to a superview (e.g. view.addSubview(totalLabel) in viewDidLoad)
    var totalLabel: UILabel! = UILabel()
    // TODO(port): the storyboard filled this outlet collection: create its views, set their frames and add them to a superview
    var diceViews: [UIImageView]! = []

    private var animator: UIDynamicAnimator!
    private var collision: UICollisionBehavior!
    private var diceProperties: UIDynamicItemBehavior!

    private(set) var faces: [Int] = [1, 1]
    private(set) var wallHits = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        trayView.layer.borderWidth = 4
        trayView.layer.cornerRadius = 16

        animator = UIDynamicAnimator(referenceView: trayView)
        animator.delegate = self

        collision = UICollisionBehavior(items: diceViews)
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.collisionMode = .boundaries
        collision.collisionDelegate = self
        animator.addBehavior(collision)

        diceProperties = UIDynamicItemBehavior(items: diceViews)
        diceProperties.elasticity = 0.6
        diceProperties.friction = 0.3
        diceProperties.resistance = 1.2
        diceProperties.angularResistance = 1.5
        animator.addBehavior(diceProperties)

        for (index, die) in diceViews.enumerated() {
            die.image = UIImage(named: "die-\(faces[index])")
        }

        let throwButton = UIButton(type: .system, primaryAction: UIAction(title: "Throw") { [weak self] _ in
            self?.throwDice()
        })
        throwButton.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        throwButton.center = CGPoint(x: view.bounds.midX, y: view.bounds.maxY - 60)
        view.addSubview(throwButton)
    }

    func throwDice() {
        totalLabel.text = "…"
        for (index, die) in diceViews.enumerated() {
            let direction: CGFloat = index.isMultiple(of: 2) ? 1 : -1
            diceProperties.addLinearVelocity(CGPoint(x: 900 * direction, y: -650), for: die)
            diceProperties.addAngularVelocity(8 * direction, for: die)
        }
    }

    private func roll(_ die: UIImageView) {
        guard let index = diceViews.firstIndex(of: die) else { return }
        faces[index] = Int.random(in: 1...6)
        die.image = UIImage(named: "die-\(faces[index])")
    }
}

// MARK: - UICollisionBehaviorDelegate

extension DiceTrayViewController: UICollisionBehaviorDelegate {

    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
        withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint
    ) {
        guard let die = item as? UIImageView else { return }
        wallHits += 1
        roll(die)
    }
}

// MARK: - UIDynamicAnimatorDelegate

extension DiceTrayViewController: UIDynamicAnimatorDelegate {

    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        let total = faces.reduce(0, +)
        totalLabel.text = "\(total)"
    }
}
