//
//  CardViewController.swift
//  Cards
//
//  A card you drag around: an attachment follows the finger, gravity and the bounds do the rest.
//

import UIKit
import QuartzCore

class CardViewController: UIViewController {
    @IBOutlet weak var card: UIView!
    @IBOutlet weak var resetButton: UIButton!
    @IBOutlet var badges: [UIView]!

    private var animator: UIDynamicAnimator!
    private var attachment: UIAttachmentBehavior?
    private let gravity = UIGravityBehavior()
    private var centerObservation: NSKeyValueObservation?

    override func viewDidLoad() {
        super.viewDidLoad()
        animator = UIDynamicAnimator(referenceView: view)
        gravity.addItem(card)
        animator.addBehavior(gravity)
        let collision = UICollisionBehavior(items: [card])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)

        // Drag the card with one finger.
        let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        card.addGestureRecognizer(pan)
        resetButton.addTarget(self, action: #selector(reset), for: .touchUpInside)

        centerObservation = card.observe(\.center, options: [.new]) { card, _ in
            print("card moved to \(card.center)")
        }
    }

    @objc func handlePan(_ gesture: UIPanGestureRecognizer) {
        let location = gesture.location(in: view)
        switch gesture.state {
        case .began:
            let attachment = UIAttachmentBehavior(item: card, attachedToAnchor: location)
            animator.addBehavior(attachment)
            self.attachment = attachment
        case .changed:
            attachment?.anchorPoint = location
        default:
            if let attachment { animator.removeBehavior(attachment) }
            attachment = nil
        }
    }

    @objc private func reset() {
        animator.removeAllBehaviors()
        card.center = view.center   // back to the middle
        animator.addBehavior(gravity)
    }

    @IBAction func shake(_ sender: Any) {
        let push = UIPushBehavior(items: [card], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: -1)
        animator.addBehavior(push)
    }

    deinit {
        centerObservation?.invalidate()
    }
}
