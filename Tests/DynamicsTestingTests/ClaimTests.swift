import Dynamics
import DynamicsScenes
import DynamicsTesting
import Foundation
import Testing

/// The claims' own tests: each passes when the physics says so and records a failure, with the
/// item, the place and the time in its message, when it does not.
@Suite struct ClaimTests {
    /// How far a resting card may sit from its ideal place: the contact solver lets it sink up to
    /// about 1 pt into what it rests on (here 1.002 pt).
    let restTolerance: CGFloat = 1.5

    /// A 40 pt card at (160, 100) in a 320 × 480 box, with gravity and (optionally) collisions
    /// with the box's edges.
    func fallingCard(colliding: Bool) -> (DynamicAnimator, Card) {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 480))
        let card = Card(center: CGPoint(x: 160, y: 100), size: CGSize(width: 40, height: 40))
        animator.addBehavior(GravityBehavior(items: [card]))
        if colliding {
            let collision = CollisionBehavior(items: [card])
            collision.translatesReferenceBoundsIntoBoundary = true
            animator.addBehavior(collision)
        }
        return (animator, card)
    }

    /// The card lands on the floor (centre 20 pt above y = 480) after √(2 · 360 / 1000) = 0.85 s
    /// of free fall, so the animator cannot pause before that; it pauses once the card sleeps,
    /// resting within the solver's 1.5 pt allowance (``restTolerance``) of the floor.
    @Test func runUntilPausedReportsWhenTheCardSettled() {
        let (animator, card) = fallingCard(colliding: true)
        let outcome = animator.runUntilPaused(limit: 5)
        #expect(outcome.didPause, "\(outcome)")
        #expect(outcome.seconds > (2 * 360 / 1000.0).squareRoot())
        #expect(abs(card.center.y - 460) <= restTolerance, "rested at \(card.center)")
        #expect(animator.runUntilPaused(limit: 5).frames == 0, "a paused animator runs no frame")
    }

    /// Half a second is too short to land: not paused, exactly 30 frames run, and a limit that is
    /// not a duration runs nothing.
    @Test func runUntilPausedStopsAtTheLimit() {
        let (animator, _) = fallingCard(colliding: true)
        let outcome = animator.runUntilPaused(limit: 0.5)
        #expect(!outcome.didPause && outcome.frames == 30)
        #expect(outcome.description == "still running after 0.50 s (30 frames)")
        #expect(animator.runUntilPaused(limit: .nan).frames == 0)
        #expect(animator.runUntilPaused(limit: -1).frames == 0)
    }

    @Test func restingInsideAndAtAPointPass() {
        let (animator, card) = fallingCard(colliding: true)
        let floor = CGRect(x: 100, y: 440, width: 120, height: 40)
        let report = expectRest(of: card, in: animator, inside: floor, within: 5)
        #expect(report.didRest && report.seconds > 0.85)
        let (again, second) = fallingCard(colliding: true)
        expectRest(of: second, in: again, at: CGPoint(x: 160, y: 460), tolerance: restTolerance, within: 5)
    }

    /// Each failing claim records exactly one issue that names the item and what went wrong.
    @Test func failingClaimsRecordOneIssueWithTheDetails() {
        let (animator, card) = fallingCard(colliding: true)
        withKnownIssue {
            expectRest(
                of: card, in: animator, inside: CGRect(x: 0, y: 0, width: 320, height: 100), name: "card")
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.hasPrefix("card rested at (160.0, 46")
                && text.contains("outside (x 0.0, y 0.0, w 320.0, h 100.0)")
        }
        let (stillFalling, second) = fallingCard(colliding: false)
        withKnownIssue {
            expectRest(of: second, in: stillFalling, at: CGPoint(x: 160, y: 460), tolerance: 1, within: 0.5)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("Card still moving at (160.0, ")
        }
    }

    /// The card with collisions settles; without them `expectSettles` fails once, and its message
    /// says why: the card has nothing below it, with the time it leaves the box.
    @Test func expectSettlesSaysWhyTheAnimatorIsStillRunning() {
        let (bounded, _) = fallingCard(colliding: true)
        #expect(expectSettles(within: 5, bounded).didPause)
        let (open, _) = fallingCard(colliding: false)
        withKnownIssue {
            expectSettles(within: 2, open)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.hasPrefix("still running after 2.00 s (120 frames); expected it to pause within 2")
                && text.contains("no boundary ahead") && text.contains("fallsForever")
        }
    }

    /// Without collisions the card falls out of the box: its centre passes y = 480 after
    /// √(2 · 380 / 1000) = 0.87 s; with collisions it never leaves.
    @Test func stayingInsideIsCheckedOnEveryFrame() {
        let (bounded, card) = fallingCard(colliding: true)
        #expect(expectStaysInside(items: [card], in: bounded, for: 3))
        let (open, falling) = fallingCard(colliding: false)
        withKnownIssue {
            #expect(!expectStaysInside(items: [falling], in: open, for: 3))
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.hasPrefix("Card left (x 0.0, y 0.0, w 320.0, h 480.0) at 0.")
        }
        let expected = (2 * 380 / 1000.0).squareRoot()
        #expect(abs(open.elapsedTime() - expected) <= 2.0 / 60, "left after \(open.elapsedTime()) s")
    }

    /// Sampled at 10 per second over 1 s: 11 frames at t = k/10, the last one the card's state
    /// now, and the card (falling freely) lower at every sample than at the one before.
    @Test func recordedTrajectoriesSampleOnTheFrameGrid() throws {
        let (animator, card) = fallingCard(colliding: false)
        let path = animator.recordTrajectory(of: [card], seconds: 1, samplesPerSecond: 10)
        let grid: [Double] = (0...10).map { (i: Int) -> Double in Double(i) / 10 }
        #expect(path.frames.map(\.time) == grid)
        #expect(path.items.map(\.name) == ["item 1"])
        #expect(path.frames.last?.items[0].center == card.center)
        let heights = path.frames.map { $0.items[0].center.y }
        #expect(zip(heights, heights.dropFirst()).allSatisfy { $0 < $1 }, "\(heights)")

        let run = try #require(SceneCatalog.scene(named: "falling-square")).makeRun()
        let scenePath = run.recordTrajectory(seconds: 0.5, samplesPerSecond: 4)
        #expect(scenePath.items.map(\.name) == ["square"] && scenePath.frames.count == 3)
        #expect(scenePath.bounds == run.scene.referenceBounds)
        #expect(animator.recordTrajectory(of: [card], seconds: 1, samplesPerSecond: .nan).frames.isEmpty)
    }

    /// A scene run's own items, by their scene names.
    @Test func sceneRunsAreCheckedByTheirItemsNames() throws {
        let run = try #require(SceneCatalog.scene(named: "falling-square")).makeRun()
        #expect(expectStaysInside(run: run, for: 2))
        let square = try #require(run.item(named: "square"))
        withKnownIssue {
            expectRest(of: square, in: run, inside: CGRect(x: 0, y: 0, width: 10, height: 10))
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix("square rested at")
        }
    }
}

/// A plain item, as a user's own model object would be.
final class Card: DynamicItem {
    var center: CGPoint
    var bounds: CGRect
    var transform = CGAffineTransform.identity

    init(center: CGPoint, size: CGSize) {
        self.center = center
        bounds = CGRect(origin: .zero, size: size)
    }
}
