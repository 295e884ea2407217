import Foundation
import Testing
import UIKitDynamics

@testable import PortingCorpus

/// `MessageBubblesViewController`: a chain of item-to-item attachments under home springs, a pan
/// handler that drives a drag attachment, and `isEnabled = false` mid-gesture cancelling it.
@Suite struct MessageBubblesTests {
    @Test(
        "Dragging the newest bubble pulls the chain (less and less up it); a message mid-drag cancels it and all return within 1 pt"
    )
    func dragPullsTheChainAndCancelReturns() throws {
        let controller = MessageBubblesViewController()
        controller.loadViewIfNeeded()
        let animator = try #require(Corpus.value("animator", of: controller, as: UIDynamicAnimator.self))
        let bubbles = controller.bubbles
        #expect(bubbles.count == 5)
        let newest = try #require(bubbles.last)
        let pan = try #require(newest.gestureRecognizers?.first as? UIPanGestureRecognizer)

        var states: [UIGestureRecognizer.State] = []
        let start = newest.center
        pan.send(.began, at: start, in: controller.view)
        states.append(pan.state)
        for step in 1...30 {
            pan.send(.changed, at: CGPoint(x: start.x + 4 * CGFloat(step), y: start.y), in: controller.view)
            animator.step()
        }
        Corpus.run(animator, for: 1)  // hold the finger still a second
        let pulled = (0..<5).map { controller.displacement(ofBubbleAt: $0) }
        // The finger is 120 pt right; the drag spring (6 Hz) against the home spring (1.5 Hz) and the chain
        // holds the newest bubble most of the way.
        #expect(pulled[4] > 60 && pulled[4] < 125, "\(pulled)")
        // Every link passes less of the pull up the chain.
        for index in 0..<4 {
            #expect(pulled[index] < pulled[index + 1], "\(pulled)")
        }
        #expect(pulled[3] > 1, "the chain did not pull its neighbour: \(pulled)")

        controller.messageDidArrive()
        states.append(pan.state)
        #expect(states == [.began, .cancelled])
        #expect(pan.isEnabled)
        #expect(Corpus.value("dragSpring", of: controller, as: UIAttachmentBehavior.self) == nil)
        // Every spring is damped (ζ 0.7 and 0.5), so the chain comes to rest in a few seconds. (It
        // rang on for minutes while a zero-length spring damped only along its turning axis.)
        #expect(animator.runUntilPaused(timeout: 10), "still moving after \(animator.elapsedTime()) s")
        for index in 0..<5 {
            #expect(controller.displacement(ofBubbleAt: index) <= 1, "bubble \(index)")
        }
    }
}
