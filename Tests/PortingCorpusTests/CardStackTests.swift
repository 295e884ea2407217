import Foundation
import Testing
import UIKitDynamics

@testable import PortingCorpus

/// `CardStackViewController`: outlets, an image-view stack, a pan with an offset attachment, a
/// throw with `addLinearVelocity` at 1,500 pt/s, `sendSubviewToBack`, a snap back.
@Suite struct CardStackTests {
    private func loaded() throws -> (CardStackViewController, UIDynamicAnimator) {
        let controller = CardStackViewController()
        try Corpus.load(
            controller,
            outlets: [
                ("stackContainer", CGRect(x: 20, y: 120, width: 350, height: 500)),
                ("remainingLabel", CGRect(x: 20, y: 640, width: 350, height: 30)),
            ])
        let animator = try #require(Corpus.value("animator", of: controller, as: UIDynamicAnimator.self))
        return (controller, animator)
    }

    private func topCard(_ controller: CardStackViewController) throws -> UIImageView {
        try #require(Corpus.value("cards", of: controller, as: [UIImageView].self)?.last)
    }

    @Test("A fast release throws the card off at 1,500 pt/s; it leaves when its edge clears the screen")
    func flungCardLeaves() throws {
        let (controller, animator) = try loaded()
        #expect(controller.remainingLabel.text == "6 left")
        let card = try topCard(controller)
        let pan = try #require(card.gestureRecognizers?.first as? UIPanGestureRecognizer)
        let grab = controller.stackContainer.convert(card.center, to: controller.view)
        // A flick to the right: the release reports 1,800 pt/s (above the 1,000 pt/s threshold).
        pan.send(.began, at: grab, in: controller.view)
        pan.send(.ended, at: grab, in: controller.view, velocity: CGPoint(x: 1800, y: 0))

        var leftAt: TimeInterval?
        var positions: [CGPoint] = []
        var time: TimeInterval = 0
        while leftAt == nil && time < 2 {
            animator.step()
            time += Corpus.frame
            if card.superview == nil { leftAt = time } else { positions.append(card.center) }
        }
        // No resistance, no gravity: the card moves at the throw speed (the thrown frames, not the
        // first, whose start was before the velocity was added).
        #expect(positions.count >= 6)
        let speed = (positions[5].x - positions[1].x) / (4 * Corpus.frame)
        #expect(abs(speed - 1500) <= 1500 * 0.01, "measured \(speed) pt/s")
        // It leaves when its bounding box clears the screen's right edge (390 pt). The box of the
        // 318 × 468 pt card turning at 2 rad/s is 159|cos 2t| + 234|sin 2t| pt wide either side of
        // its center, which starts at 195 pt (in the view) and moves at 1,500 pt/s.
        var exit = 0.0
        while 195 + 1500 * exit - (159 * abs(cos(2 * exit)) + 234 * abs(sin(2 * exit))) <= 390 {
            exit += 1e-4
        }
        let measured = try #require(leftAt, "the card never left the screen")
        // The action sees it in the first frame after that moment.
        #expect(
            measured >= exit && measured <= exit + Corpus.frame + 1e-9,
            "left at \(measured) s, theory \(exit) s")
        // A new card came in at the back, and the new top card is the one that can be dragged.
        #expect(controller.remainingLabel.text == "5 left")
        let cards = try #require(Corpus.value("cards", of: controller, as: [UIImageView].self))
        #expect(cards.count == 3)
        #expect(controller.stackContainer.subviews.first === cards.first)
        #expect(cards.last?.gestureRecognizers?.count == 1)
        #expect(cards.dropLast().allSatisfy { ($0.gestureRecognizers ?? []).isEmpty })
    }

    @Test("A slow release snaps the card back to the middle of the stack within 1 pt")
    func slowReleaseSnapsBack() throws {
        let (controller, animator) = try loaded()
        let card = try topCard(controller)
        let pan = try #require(card.gestureRecognizers?.first as? UIPanGestureRecognizer)
        let grab = controller.stackContainer.convert(card.center, to: controller.view)
        pan.send(.began, at: grab, in: controller.view)
        for step in 1...20 {
            let point = CGPoint(x: grab.x + 4 * CGFloat(step), y: grab.y + 2 * CGFloat(step))
            pan.send(.changed, at: point, in: controller.view, velocity: CGPoint(x: 240, y: 120))
            animator.step()
        }
        #expect(card.center.x > 175 + 40, "the attachment dragged the card: \(card.center)")
        pan.send(
            .ended, at: CGPoint(x: grab.x + 80, y: grab.y + 40), in: controller.view,
            velocity: CGPoint(x: 240, y: 120))
        Corpus.run(animator, for: 4)
        #expect(Corpus.distance(card.center, CGPoint(x: 175, y: 250)) <= 1, "\(card.center)")
        #expect(card.superview === controller.stackContainer)
        #expect(controller.remainingLabel.text == "6 left")
    }
}
