// How a user tests their own dynamics with DynamicsTesting: claims about an interaction and
// snapshots of it, through the public API only (as in a package that depends on swift-dynamics).

import Dynamics
import DynamicsScenes
import DynamicsTesting
import Foundation
import SnapshotTesting
import Testing

/// The recipes' scenes (a 375 × 667 pt screen), tested as their authors would describe them.
@Suite struct RecipeInteractionTests {
    func run(_ name: String) throws -> SceneRun {
        try #require(SceneCatalog.scene(named: name)).makeRun()
    }

    /// Sticky corners: thrown up at 0.8 s, the orange square snaps to the top half's centre
    /// (187.5, 166.75) and rests there; it never leaves the screen on the way.
    @Test func stickyCornersSettleInTheTopHalf() throws {
        let run = try run("sticky-corners")
        let orange = try #require(run.item(named: "orange"))
        expectStaysInside(run: run, for: 0.8)
        let rest = expectRest(of: orange, in: run, at: CGPoint(x: 187.5, y: 166.75), tolerance: 1, within: 3)
        #expect(rest.seconds < 2.5, "\(rest)")
    }

    /// The shade, released moving up at 1 s, is closed (its centre 333.5 pt above the screen's
    /// top, so none of it shows) within 1 s and rests there.
    @Test func theShadeClosesWithinASecond() throws {
        let run = try run("shade-close")
        run.advance(to: 1)
        let shade = try #require(run.item(named: "shade"))
        var closedAt: TimeInterval?
        while run.time < 2, closedAt == nil {
            run.stepOneFrame()
            if shade.center.y + 333.5 <= 1.5 { closedAt = run.time }
        }
        let closed = try #require(closedAt, "still open at 2 s: \(shade.center)")
        #expect(closed - 1 < 1, "closed after \(closed - 1) s")
        expectRest(of: shade, in: run, at: CGPoint(x: 187.5, y: -333.5), tolerance: 1.5, within: 4)
    }

    /// The drop-out transition's first second, as a trajectory reference a reviewer can read.
    @Test func dropOutTransition() throws {
        assertSnapshot(of: try run("drop-out-transition"), as: .trajectory(seconds: 1))
    }
}

/// An animator built in code, as in an app: a card dropped onto a shelf.
@Suite struct CardDropTests {
    final class Card: DynamicItem {
        var center: CGPoint
        var bounds = CGRect(x: 0, y: 0, width: 120, height: 80)
        var transform = CGAffineTransform.identity
        init(center: CGPoint) { self.center = center }
    }

    /// Gravity and the screen's edges: the card falls from y = 100 and rests on the bottom edge
    /// (centre 40 pt above y = 568), never leaving the screen, and the animator pauses within 3 s.
    @Test func aDroppedCardRestsOnTheBottomEdge() {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 568))
        let card = Card(center: CGPoint(x: 160, y: 100))
        let collision = CollisionBehavior(items: [card])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(GravityBehavior(items: [card]))
        animator.addBehavior(collision)

        #expect(expectStaysInside(items: [card], in: animator, for: 1))
        expectRest(of: card, in: animator, inside: CGRect(x: 150, y: 520, width: 20, height: 20))
        #expect(animator.runUntilPaused(limit: 3).didPause)
    }

    /// A snapped card's path to its point, sampled five times a second.
    @Test func snappedCard() {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 568))
        let card = Card(center: CGPoint(x: 60, y: 60))
        animator.addBehavior(SnapBehavior(item: card, snapTo: CGPoint(x: 160, y: 284)))
        assertSnapshot(of: animator, as: .trajectory(of: [card], seconds: 1.5, samplesPerSecond: 5))
    }
}
