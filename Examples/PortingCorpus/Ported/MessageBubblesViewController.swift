//
//  MessageBubblesViewController.swift
//  Chatter
//
//  A column of chat bubbles hanging on springs from each other. Drag the newest bubble and the
//  older ones follow in a chain; let go and they fall back into place. A new message arriving
//  mid-drag cancels the drag.
//

import UIKitDynamics

final class MessageBubblesViewController: UIViewController {

    private var animator: UIDynamicAnimator!
    private(set) var bubbles: [UILabel] = []
    private var restingCenters: [CGPoint] = []
    private var dragSpring: UIAttachmentBehavior?
    private var homeSprings: [UIAttachmentBehavior] = []
    private var panGesture: UIPanGestureRecognizer!

    private let messages = ["Hey!", "Are you around?", "Dinner at 8?", "I'll book the table", "See you there"]
    private let bubbleSpacing: CGFloat = 56

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        animator = UIDynamicAnimator(referenceView: view)

        for (index, text) in messages.enumerated() {
            let bubble = UILabel(frame: CGRect(x: 0, y: 0, width: 220, height: 44))
            bubble.text = text
            bubble.textAlignment = .center
            bubble.backgroundColor = .systemBlue
            bubble.textColor = .white
            bubble.layer.cornerRadius = 18
            bubble.clipsToBounds = true
            bubble.center = CGPoint(x: view.bounds.midX, y: 140 + CGFloat(index) * bubbleSpacing)
            view.addSubview(bubble)
            bubbles.append(bubble)
            restingCenters.append(bubble.center)
        }

        // Each bubble hangs on a soft spring at its resting place...
        for bubble in bubbles {
            let home = UIAttachmentBehavior(item: bubble, attachedToAnchor: bubble.center)
            home.length = 0
            home.frequency = 1.5
            home.damping = 0.7
            animator.addBehavior(home)
            homeSprings.append(home)
        }
        // ...and on a stiffer one to its neighbour, so a drag pulls the chain.
        for (upper, lower) in zip(bubbles, bubbles.dropFirst()) {
            let link = UIAttachmentBehavior(item: lower, attachedTo: upper)
            link.frequency = 4
            link.damping = 0.5
            animator.addBehavior(link)
        }

        let upright = UIDynamicItemBehavior(items: bubbles)
        upright.allowsRotation = false
        animator.addBehavior(upright)

        panGesture = UIPanGestureRecognizer(target: self, action: MessageBubblesViewController.handlePan(_:))
        bubbles.last?.isUserInteractionEnabled = true
        bubbles.last?.addGestureRecognizer(panGesture)
    }

    private func handlePan(_ recognizer: UIPanGestureRecognizer) {
        guard let bubble = recognizer.view else { return }
        let touch = recognizer.location(in: view)

        switch recognizer.state {
        case .began:
            let spring = UIAttachmentBehavior(item: bubble, attachedToAnchor: touch)
            spring.length = 0
            spring.frequency = 6
            spring.damping = 1
            animator.addBehavior(spring)
            dragSpring = spring
        case .changed:
            dragSpring?.anchorPoint = touch
        case .ended, .cancelled, .failed:
            if let dragSpring {
                animator.removeBehavior(dragSpring)
            }
            dragSpring = nil
        default:
            break
        }
    }

    /// A message arrived: stop any drag (the recognizer reports `.cancelled`) and re-enable it.
    func messageDidArrive() {
        panGesture.isEnabled = false
        panGesture.isEnabled = true
    }

    /// How far the bubble at `index` is from its resting place.
    func displacement(ofBubbleAt index: Int) -> CGFloat {
        let center = bubbles[index].center
        let rest = restingCenters[index]
        return hypot(center.x - rest.x, center.y - rest.y)
    }
}
