//
//  CardStackViewController.swift
//  Postcards
//
//  A stack of photo cards. Drag the top card around; let go with enough speed and it is
//  flung off the screen, otherwise it springs back onto the stack.
//

import UIKitDynamics

final class CardStackViewController: UIViewController {

    // TODO(port): the storyboard created this outlet: set its frame and add it to a superview (e.g. view.addSubview(stackContainer) in viewDidLoad)
    var stackContainer: UIView! = UIView()
    // TODO(port): the storyboard created this outlet: set its frame and add it to a superview (e.g. view.addSubview(remainingLabel) in viewDidLoad)
    var remainingLabel: UILabel! = UILabel()

    private var animator: UIDynamicAnimator!
    private var dragAttachment: UIAttachmentBehavior?
    private var snapBack: UISnapBehavior?

    private var cards: [UIImageView] = []
    private var photoNames = ["lisbon", "porto", "sintra", "faro", "evora", "braga"]

    /// Releases faster than this (pt/s) throw the card away.
    private let throwThreshold: CGFloat = 1000
    /// How fast a thrown card leaves.
    private let throwSpeed: CGFloat = 1500

    override func viewDidLoad() {
        super.viewDidLoad()
        animator = UIDynamicAnimator(referenceView: view)
        for _ in 0..<3 { addCardToBottom() }
        updateRemainingLabel()
    }

    // MARK: - Cards

    private var topCard: UIImageView? { cards.last }

    private func addCardToBottom() {
        guard !photoNames.isEmpty else { return }
        let name = photoNames.removeFirst()
        let card = UIImageView(image: UIImage(named: name))
        card.frame = stackContainer.bounds.insetBy(dx: 16, dy: 16)
        card.contentMode = .scaleAspectFill
        card.clipsToBounds = true
        card.layer.cornerRadius = 12
        card.isUserInteractionEnabled = true
        stackContainer.addSubview(card)
        stackContainer.sendSubviewToBack(card)
        cards.insert(card, at: 0)
        refreshGestures()
    }

    private func refreshGestures() {
        for card in cards {
            card.gestureRecognizers?.forEach { card.removeGestureRecognizer($0) }
        }
        guard let topCard else { return }
        let pan = UIPanGestureRecognizer(target: self, action: CardStackViewController.handleCardPan(_:))
        topCard.addGestureRecognizer(pan)
    }

    private func updateRemainingLabel() {
        remainingLabel.text = "\(cards.count + photoNames.count) left"
    }

    // MARK: - Dragging

    private func handleCardPan(_ gesture: UIPanGestureRecognizer) {
        guard let card = gesture.view else { return }
        let location = gesture.location(in: view)

        switch gesture.state {
        case .began:
            if let snapBack { animator.removeBehavior(snapBack) }
            let cardCenter = stackContainer.convert(card.center, to: view)
            let offset = UIOffset(horizontal: location.x - cardCenter.x, vertical: location.y - cardCenter.y)
            let attachment = UIAttachmentBehavior(item: card, offsetFromCenter: offset, attachedToAnchor: location)
            animator.addBehavior(attachment)
            dragAttachment = attachment

        case .changed:
            dragAttachment?.anchorPoint = location

        case .ended, .cancelled:
            if let dragAttachment { animator.removeBehavior(dragAttachment) }
            dragAttachment = nil

            let velocity = gesture.velocity(in: view)
            let speed = sqrt(velocity.x * velocity.x + velocity.y * velocity.y)
            if gesture.state == .ended && speed > throwThreshold {
                throwAway(card, direction: CGVector(dx: velocity.x / speed, dy: velocity.y / speed))
            } else {
                let home = CGPoint(x: stackContainer.bounds.midX, y: stackContainer.bounds.midY)
                let snap = UISnapBehavior(item: card, snapTo: stackContainer.convert(home, to: view))
                snap.damping = 0.6
                animator.addBehavior(snap)
                snapBack = snap
            }

        default:
            break
        }
    }

    private func throwAway(_ card: UIView, direction: CGVector) {
        let flight = UIDynamicItemBehavior(items: [card])
        flight.resistance = 0
        flight.angularResistance = 0
        flight.addLinearVelocity(CGPoint(x: direction.dx * throwSpeed, y: direction.dy * throwSpeed), for: card)
        flight.addAngularVelocity(direction.dx > 0 ? 2 : -2, for: card)
        flight.action = { [weak self, weak card, weak flight] in
            guard let self, let card, let flight else { return }
            let frameInView = self.stackContainer.convert(card.frame, to: self.view)
            if !self.view.bounds.intersects(frameInView) {
                self.animator.removeBehavior(flight)
                self.cardDidLeave(card)
            }
        }
        animator.addBehavior(flight)
        cards.removeAll { $0 === card }
        refreshGestures()
    }

    private func cardDidLeave(_ card: UIView) {
        card.removeFromSuperview()
        addCardToBottom()
        updateRemainingLabel()
    }
}
