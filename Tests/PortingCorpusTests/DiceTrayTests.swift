import Foundation
import Testing
import UIKitDynamics

@testable import PortingCorpus

/// `DiceTrayViewController`: an outlet collection of image views, a tray view as the reference view,
/// `UIButton(type:primaryAction:)`, a collision delegate that rolls a die at each wall hit, and the
/// animator delegate's `dynamicAnimatorDidPause` totalling the faces.
@Suite struct DiceTrayTests {
    @Test(
        "The delegate rolls once per wall bounce seen in the trajectory; the total shows when the dice stop")
    func rollsOncePerBounce() throws {
        let controller = DiceTrayViewController()
        let dice = try #require(Corpus.value("diceViews", of: controller, as: [UIImageView].self))
        #expect(dice.isEmpty, "the ported outlet collection starts empty: the storyboard's two dice go in it")
        let tray = try Corpus.outletView("trayView", of: controller)
        let first = UIImageView(frame: CGRect(x: 100, y: 300, width: 50, height: 50))
        let second = UIImageView(frame: CGRect(x: 200, y: 300, width: 50, height: 50))
        tray.addSubview(first)
        tray.addSubview(second)
        controller.diceViews = [first, second]
        try Corpus.load(
            controller,
            outlets: [
                ("trayView", CGRect(x: 20, y: 100, width: 350, height: 500)),
                ("totalLabel", CGRect(x: 20, y: 620, width: 350, height: 30)),
            ])
        let animator = try #require(Corpus.value("animator", of: controller, as: UIDynamicAnimator.self))
        let properties = try #require(
            Corpus.value("diceProperties", of: controller, as: UIDynamicItemBehavior.self))
        let button = try #require(controller.view.subviews.compactMap { $0 as? UIButton }.first)
        #expect(button.currentTitle == "Throw")
        button.sendActions(for: .primaryActionTriggered)
        #expect(controller.totalLabel.text == "…")

        // A bounce off a wall: the velocity component into that wall turns around while the die's
        // bounding box is within a frame's travel of it (15 pt at the throw's 900 pt/s).
        let bounds = tray.bounds
        var bounces = 0
        var previous = [first, second].map { properties.linearVelocity(for: $0) }
        var decay: [CGFloat] = []
        var time: TimeInterval = 0
        while animator.isRunning && time < 20 {
            animator.step()
            time += Corpus.frame
            for (index, die) in [first, second].enumerated() {
                let velocity = properties.linearVelocity(for: die)
                let box = die.frame
                if box.minX <= bounds.minX + 15 && previous[index].x < 0 && velocity.x > 0 { bounces += 1 }
                if box.maxX >= bounds.maxX - 15 && previous[index].x > 0 && velocity.x < 0 { bounces += 1 }
                if box.minY <= bounds.minY + 15 && previous[index].y < 0 && velocity.y > 0 { bounces += 1 }
                if box.maxY >= bounds.maxY - 15 && previous[index].y > 0 && velocity.y < 0 { bounces += 1 }
                let speed = hypot(velocity.x, velocity.y)
                let before = hypot(previous[index].x, previous[index].y)
                if index == 0 && box.insetBy(dx: -4, dy: -4).minX > 0 && box.maxX < bounds.maxX - 4
                    && box.minY > 4 && box.maxY < bounds.maxY - 4 && before > 50
                {
                    decay.append(speed / before)
                }
                previous[index] = velocity
            }
        }
        #expect(!animator.isRunning, "the dice still move after 20 s")
        #expect(bounces >= 2, "\(bounces) bounces")
        #expect(controller.wallHits == bounces)
        #expect(controller.faces.allSatisfy { (1...6).contains($0) })
        #expect(controller.totalLabel.text == "\(controller.faces.reduce(0, +))")
        // Between walls only the resistance of 1.2 /s slows a die: a frame keeps e^(−1.2/60) of the
        // speed (the engine's damping is 1/(1 + c·dt) a step: the same within 0.1 %).
        #expect(!decay.isEmpty)
        let expected = exp(-1.2 / 60)
        let off = decay.filter { abs($0 - expected) > 0.001 }
        #expect(off.count <= decay.count / 20, "\(off.count) of \(decay.count) frames off e^(−c·dt)")
    }
}
