import Dynamics
import Foundation
import Testing

/// A boundary line remembers the side an item came from, so an item pressed more than halfway
/// through it is pushed back; an item that goes round one of the line's ends instead is on its
/// new side for good.
@Suite("Segment sides")
struct SegmentSideTests {
    /// A 10 pt item starts above a shelf's end and beyond it, drops past the shelf's line there
    /// (within the contact's 5 pt margin, so the contact lives on), then moves under the shelf
    /// with gravity pulling it up against the shelf's underside. It must rest under the shelf:
    /// with the side it began on remembered, the shelf pushed it up through itself (the closed
    /// paths of issue 40 lost items this way at a sharp corner).
    @Test func anItemThatWentRoundABoundarysEndRestsOnItsNewSide() {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 480))
        let item = Item("box", center: CGPoint(x: 108, y: 190), size: CGSize(width: 10, height: 10))
        let collision = CollisionBehavior(items: [item])
        collision.addBoundary(
            withIdentifier: "shelf", from: CGPoint(x: 0, y: 200), to: CGPoint(x: 100, y: 200))
        animator.addBehavior(collision)
        let properties = DynamicItemBehavior(items: [item])
        properties.allowsRotation = false
        animator.addBehavior(properties)
        // Down past the shelf's line, beyond its end: 7 pt a frame for three frames (its top edge then
        // below the line too).
        properties.addLinearVelocity(CGPoint(x: 0, y: 420), for: item)
        for _ in 0..<3 { animator.step() }
        #expect(item.center.y > 205 && item.center.x > 105, "beyond the end, below the line: \(item.center)")
        // Left under the shelf, pulled up into it.
        properties.addLinearVelocity(CGPoint(x: -150, y: -420), for: item)
        let gravity = GravityBehavior(items: [item])
        gravity.angle = -.pi / 2
        animator.addBehavior(gravity)
        for _ in 0..<30 { animator.step() }
        // Resting against the underside: its top edge within the 0.5 pt slop of the line.
        #expect(item.center.x < 100 && item.center.x > 10, "moved under the shelf: \(item.center)")
        #expect(abs(item.center.y - 205) < 0.6, "rests under the shelf, its top at the line: \(item.center)")
    }
}
