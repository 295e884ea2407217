import Foundation
import Testing
import UIKitDynamics

@testable import PortingCorpus

/// `StickyCornersBehavior`: a `UIDynamicBehavior` subclass whose init builds its children before
/// `super.init()` and adds them after, overrides `willMove(to:)`, reads the animator's
/// `referenceView`, and swaps a snap child when flung.
@Suite struct StickyCornersBehaviorTests {
    private func setUp() -> (UIView, UIView, UIDynamicAnimator, StickyCornersBehavior) {
        let reference = UIView(frame: Corpus.screen)
        let video = UIView(frame: CGRect(x: 115, y: 377, width: 160, height: 90))
        reference.addSubview(video)
        let animator = UIDynamicAnimator(referenceView: reference)
        let corners = StickyCornersBehavior(item: video, cornerInset: 16)
        animator.addBehavior(corners)
        return (reference, video, animator, corners)
    }

    @Test("Added to an animator, the window goes to the bottom-right corner and rests there within 1 pt")
    func restsInItsCorner() throws {
        let (reference, video, animator, corners) = setUp()
        #expect(animator.runUntilPaused(timeout: 8))
        let corner = corners.position(for: .bottomRight, in: reference.bounds)
        #expect(corner == CGPoint(x: 390 - 16 - 80, y: 844 - 16 - 45))
        #expect(Corpus.distance(video.center, corner) <= 1, "\(video.center)")
    }

    @Test("A flick up and left sticks to the top-left corner (projected 0.499 s ahead) within 1 pt")
    func flickPicksTheProjectedCorner() throws {
        let (reference, video, animator, corners) = setUp()
        #expect(animator.runUntilPaused(timeout: 8))
        // From the bottom-right corner (294, 783), 0.499 s of (−600, −1300) pt/s coasts to (−5, 134):
        // nearest the top-left corner (96, 61).
        corners.fling(with: CGPoint(x: -600, y: -1300), in: reference.bounds)
        #expect(corners.currentCorner == .topLeft)
        #expect(animator.runUntilPaused(timeout: 8))
        #expect(Corpus.distance(video.center, corners.position(for: .topLeft, in: reference.bounds)) <= 1)
    }

    @Test("Disabled, the window is not pulled: flung, it coasts and stops where resistance 10 stops it")
    func disabledCoasts() throws {
        let (reference, video, animator, corners) = setUp()
        #expect(animator.runUntilPaused(timeout: 8))
        corners.isEnabled = false
        let start = video.center
        corners.fling(with: CGPoint(x: -300, y: 0), in: reference.bounds)
        #expect(animator.runUntilPaused(timeout: 8))
        // Linear damping c = 10 /s: a body at v0 coasts v0 / c = 30 pt.
        let travelled = start.x - video.center.x
        #expect(abs(travelled - 30) <= 1.5, "coasted \(travelled) pt")
        // The corner it would stick to is noted (the flick projects to x 144: bottom-left), unpulled.
        #expect(corners.currentCorner == .bottomLeft)
    }
}
