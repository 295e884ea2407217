import Foundation
import Testing
import UIKitDynamics

@testable import PortingCorpus

/// `TapToSnapViewController`: a lazy animator, single and double `UITapGestureRecognizer`s with
/// `require(toFail:)`, a snap whose damping comes from a slider outlet, `UIButton(type:primaryAction:)`,
/// `insertSubview(_:belowSubview:)` and a `CATransaction` completion.
@Suite struct TapToSnapTests {
    private func loaded() throws -> TapToSnapViewController {
        let controller = TapToSnapViewController()
        // `dynamics port` leaves an outlet of a type it does not know unset (reported).
        if controller.badgeView == nil { controller.badgeView = UIImageView() }
        let slider = try #require(Corpus.value("dampingSlider", of: controller, as: UISlider.self))
        slider.value = 0.5  // the storyboard's value
        try Corpus.load(
            controller,
            outlets: [
                ("badgeView", CGRect(x: 170, y: 400, width: 50, height: 50)),
                ("dampingSlider", CGRect(x: 20, y: 780, width: 350, height: 30)),
            ])
        return controller
    }

    private func taps(_ controller: TapToSnapViewController) throws -> (
        single: UITapGestureRecognizer, double: UITapGestureRecognizer
    ) {
        let taps = (controller.view.gestureRecognizers ?? []).compactMap { $0 as? UITapGestureRecognizer }
        let single = try #require(taps.first { $0.numberOfTapsRequired == 1 })
        let double = try #require(taps.first { $0.numberOfTapsRequired == 2 })
        return (single, double)
    }

    @Test("A tap snaps the badge to the tapped point within 1 pt; a double tap sends it home")
    func tapSnapsThere() throws {
        let controller = try loaded()
        let badge = controller.badgeView!
        let home = badge.center
        let (single, double) = try taps(controller)
        let target = CGPoint(x: 100, y: 200)
        single.sendTap(at: target, in: controller.view)
        let animator = try #require(Corpus.value("animator", of: controller, as: UIDynamicAnimator.self))
        #expect(animator.runUntilPaused(timeout: 5))
        #expect(Corpus.distance(badge.center, target) <= 1, "\(badge.center)")
        // The trail dot sits under the badge.
        let dot = try #require(
            controller.view.subviews.first { $0.bounds.size == CGSize(width: 8, height: 8) })
        #expect(dot.center == target)
        #expect(
            controller.view.subviews.firstIndex(of: dot)! < controller.view.subviews.firstIndex(of: badge)!)

        double.sendTap(at: CGPoint(x: 300, y: 600), in: controller.view)
        #expect(animator.runUntilPaused(timeout: 5))
        #expect(Corpus.distance(badge.center, home) <= 1, "\(badge.center)")
    }

    @Test("The reset button snaps the badge home and its transaction's completion removes the trail")
    func resetButton() throws {
        let controller = try loaded()
        let badge = controller.badgeView!
        let home = badge.center
        let (single, _) = try taps(controller)
        for point in [CGPoint(x: 80, y: 150), CGPoint(x: 300, y: 200), CGPoint(x: 120, y: 650)] {
            single.sendTap(at: point, in: controller.view)
        }
        let dots = { controller.view.subviews.filter { $0.bounds.size == CGSize(width: 8, height: 8) } }
        #expect(dots().count == 3)
        let button = try #require(controller.view.subviews.compactMap { $0 as? UIButton }.first)
        #expect(button.currentTitle == "Reset")
        button.sendActions(for: .primaryActionTriggered)
        let animator = try #require(Corpus.value("animator", of: controller, as: UIDynamicAnimator.self))
        #expect(animator.runUntilPaused(timeout: 5))
        #expect(Corpus.distance(badge.center, home) <= 1, "\(badge.center)")
        #expect(dots().isEmpty)
    }
}
