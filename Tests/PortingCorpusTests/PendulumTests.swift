import Foundation
import Testing
import UIKitDynamics

@testable import PortingCorpus

/// `PendulumViewController`: `UIGravityBehavior()` with `addItem`, an attachment to an anchor, a
/// bare `UIDynamicBehavior` whose action reads `elapsedTime()`, a pan that pulls the bob aside.
@Suite struct PendulumTests {
    @Test("Pulled 10° aside and let go, the bob swings with the period 2π√(L/g) within 3 %")
    func periodMatchesTheory() throws {
        let controller = PendulumViewController()
        try Corpus.load(
            controller,
            outlets: [
                ("bobView", CGRect(x: 0, y: 0, width: 40, height: 40)),
                ("periodLabel", CGRect(x: 20, y: 700, width: 350, height: 30)),
                ("theoryLabel", CGRect(x: 20, y: 740, width: 350, height: 30)),
            ])
        let animator = try #require(Corpus.value("animator", of: controller, as: UIDynamicAnimator.self))
        let bob = controller.bobView!
        let pivot = CGPoint(x: 195, y: 120)
        #expect(Corpus.distance(bob.center, CGPoint(x: 195, y: 370)) < 1e-9)

        // L = 250 pt, g = 1000 pt/s²: T = 2π√0.25 s = π s (a 10° swing is 0.2 % slower than that).
        let theory = 2 * Double.pi * (250.0 / 1000).squareRoot()
        #expect(abs(controller.theoreticalPeriod - theory) < 1e-12)
        #expect(controller.theoryLabel.text == "theory: 3.142 s")

        let pan = try #require(bob.gestureRecognizers?.first as? UIPanGestureRecognizer)
        let angle = -10 * CGFloat.pi / 180
        let pulled = CGPoint(x: pivot.x + 250 * sin(angle), y: pivot.y + 250 * cos(angle))
        pan.send(.began, at: bob.center, in: controller.view)
        pan.send(.changed, at: pulled, in: controller.view)
        #expect(Corpus.distance(bob.center, pulled) < 1e-6)
        pan.send(.ended, at: pulled, in: controller.view)

        var rope: [CGFloat] = []
        Corpus.run(animator, for: 4.5 * theory) { rope.append(Corpus.distance(bob.center, pivot)) }
        // The rope keeps its length (a rigid attachment): within 1 %.
        #expect(rope.allSatisfy { abs($0 - 250) <= 2.5 }, "\(rope.min()!)…\(rope.max()!)")

        let crossings = controller.crossingTimes
        #expect(crossings.count >= 4, "\(crossings)")
        let periods = zip(crossings, crossings.dropFirst()).map { $1 - $0 }
        for period in periods {
            #expect(abs(period - theory) <= 0.03 * theory, "measured \(period) s, theory \(theory) s")
        }
        #expect(
            controller.periodLabel.text?.hasPrefix("measured: 3.1") == true,
            "\(controller.periodLabel.text ?? "nil")")
    }
}
