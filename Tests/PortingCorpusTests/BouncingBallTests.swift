import Foundation
import Testing
import UIKitDynamics

@testable import PortingCorpus

/// `BouncingBallViewController`: a collision delegate scoring `beganContactFor:withBoundaryIdentifier:at:`
/// on an `NSString` boundary, haptic feedback throttled with `CFAbsoluteTimeGetCurrent`, elasticity 0.75.
@Suite struct BouncingBallTests {
    @Test(
        "The score is the number of floor impacts seen in the trajectory; each rebound keeps 0.75 of the speed (±5 %)"
    )
    func scoreCountsRebounds() throws {
        let controller = BouncingBallViewController()
        try Corpus.load(
            controller,
            outlets: [
                ("ballView", CGRect(x: 175, y: 100, width: 40, height: 40)),
                ("scoreLabel", CGRect(x: 20, y: 40, width: 350, height: 30)),
            ])
        let animator = try #require(Corpus.value("animator", of: controller, as: UIDynamicAnimator.self))
        let bounciness = try #require(
            Corpus.value("bounciness", of: controller, as: UIDynamicItemBehavior.self))
        let ball = controller.ballView!
        let floorY: CGFloat = 844 - 40

        // An impact: falling faster than 10 pt/s one frame, the next stopped or rising, at the floor
        // (the ball may have risen for the rest of that frame: at most a frame at the rebound speed).
        var impacts: [(time: TimeInterval, impact: CGFloat, rebound: CGFloat)] = []
        var scoreAtImpact: [Int] = []
        var previous = bounciness.linearVelocity(for: ball).y
        var time: TimeInterval = 0
        while time < 10 {
            animator.step()
            time += Corpus.frame
            let velocity = bounciness.linearVelocity(for: ball).y
            if previous > 10 && velocity < previous / 2 {
                let gap = floorY - ball.frame.maxY
                #expect(
                    gap >= -1 && gap <= max(0, -velocity) * Corpus.frame + 1,
                    "turned \(gap) pt above the floor")
                impacts.append((time, previous, -velocity))
                scoreAtImpact.append(controller.score)
            }
            previous = velocity
        }
        let rebounds = impacts.filter { $0.rebound > 10 }
        #expect(!animator.isRunning, "the ball should be resting after 10 s")
        #expect(rebounds.count >= 6, "\(rebounds.count) rebounds")
        // Every rebound, and the last landing that stays down, is one contact: the delegate scored
        // each in the frame it happened, once.
        #expect(impacts.count == rebounds.count + 1, "\(impacts)")
        #expect(controller.score == impacts.count)
        #expect(scoreAtImpact == Array(1...impacts.count))
        #expect(controller.scoreLabel.text == "Score: \(impacts.count)")
        #expect(controller.boingsPlayed >= 1 && controller.boingsPlayed <= controller.score)

        // Free fall from 664 pt (center 120 to 784): t = √(2h/g) = 1.152 s.
        let firstImpact = (2 * 664 / 1000.0).squareRoot()
        let first = try #require(rebounds.first)
        #expect(abs(first.time - firstImpact) <= 2 * Corpus.frame, "\(first.time) s")
        for rebound in rebounds.prefix(3) {
            // The engine sees gravity's last frame before the contact resolves: a frame's worth
            // (1000/60 pt/s) on either speed.
            let ratio = rebound.rebound / rebound.impact
            #expect(abs(ratio - 0.75) <= 0.0375, "rebound \(rebound.rebound) / impact \(rebound.impact)")
        }
    }
}
