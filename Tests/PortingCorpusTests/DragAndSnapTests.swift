import Foundation
import Testing
import UIKitDynamics

@testable import PortingCorpus

/// `DragAndSnapViewController`: a pan that hangs the sticker off the finger with an offset
/// attachment, a snap into a slot or back home, and key-value observation of the sticker's center.
@Suite struct DragAndSnapTests {
    private func loaded() throws -> (DragAndSnapViewController, UIDynamicAnimator, UIPanGestureRecognizer) {
        let controller = DragAndSnapViewController()
        // `dynamics port` leaves an outlet of a type it does not know unset (reported): the
        // storyboard's image view goes in it here.
        if controller.stickerView == nil { controller.stickerView = UIImageView() }
        try Corpus.load(
            controller,
            outlets: [
                ("dropZoneView", CGRect(x: 220, y: 150, width: 120, height: 120)),
                ("shadowView", CGRect(x: 66, y: 608, width: 80, height: 80)),
                ("stickerView", CGRect(x: 60, y: 600, width: 80, height: 80)),
                ("hintLabel", CGRect(x: 20, y: 760, width: 350, height: 30)),
            ])
        let animator = try #require(Corpus.value("animator", of: controller, as: UIDynamicAnimator.self))
        let pan = try #require(controller.stickerView.gestureRecognizers?.first as? UIPanGestureRecognizer)
        return (controller, animator, pan)
    }

    /// Drags from a point 20 pt off the sticker's center to `end` over half a second.
    private func drag(
        _ pan: UIPanGestureRecognizer, in controller: DragAndSnapViewController, to end: CGPoint,
        animator: UIDynamicAnimator
    ) {
        let start = CGPoint(x: controller.stickerView.center.x + 20, y: controller.stickerView.center.y)
        pan.send(.began, at: start, in: controller.view)
        for step in 1...30 {
            let t = CGFloat(step) / 30
            let point = CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
            pan.send(.changed, at: point, in: controller.view)
            animator.step()
        }
        Corpus.run(animator, for: 0.5)
    }

    @Test(
        "Dropped over the zone, the sticker snaps into the slot within 1 pt; the shadow stays (its KVO is not ported)"
    )
    func dropInSlot() throws {
        let (controller, animator, pan) = try loaded()
        drag(pan, in: controller, to: CGPoint(x: 300, y: 210), animator: animator)
        #expect(controller.hintLabel.isHidden)
        // Hanging 20 pt off center, the sticker's center is near (280, 210): over the zone.
        #expect(controller.dropZoneView.frame.contains(controller.stickerView.center))
        pan.send(.ended, at: CGPoint(x: 300, y: 210), in: controller.view)
        #expect(controller.isInSlot)
        #expect(animator.runUntilPaused(timeout: 5))
        #expect(Corpus.distance(controller.stickerView.center, controller.dropZoneView.center) <= 1)
        // On iOS the shadow follows the sticker by key-value observation of its center;
        // `dynamics port` comments that out under a TODO (and reports it), so it stays put.
        #expect(controller.shadowView.center == CGPoint(x: 106, y: 648))
    }

    @Test("Dropped anywhere else, the sticker snaps back home within 1 pt and the hint shows again")
    func dropElsewhereReturnsHome() throws {
        let (controller, animator, pan) = try loaded()
        let home = controller.stickerView.center
        drag(pan, in: controller, to: CGPoint(x: 120, y: 300), animator: animator)
        pan.send(.ended, at: CGPoint(x: 120, y: 300), in: controller.view)
        #expect(!controller.isInSlot)
        #expect(!controller.hintLabel.isHidden)
        #expect(animator.runUntilPaused(timeout: 5))
        #expect(Corpus.distance(controller.stickerView.center, home) <= 1)
    }
}
