import Dynamics
import Foundation
import Testing

/// An item pressed into a corner of its reference bounds by gravity up to 10,000 times UIKit's
/// (10⁷ pt/s², 167,000 pt/s gained a frame) rests beside both boundary lines. A soft contact
/// sinks under a load by the load over its spring's ω², so before contacts under such loads
/// were made rigid (and relaxed three times a sub-step) a 20 × 14 pt item sank 7–12 pt into
/// the wall and the continuous stage held its centre on the boundary line, half the item
/// outside (issue 40, part 4). Items under 2 pt have their own test below.
@Suite("Items pressed into a corner")
struct CornerPressTests {
    @Test(arguments: [CGFloat(1), 100, 1_000, 10_000])
    func anItemPressedIntoACornerRestsBesideBothLines(magnitude: CGFloat) {
        // The centre may come no nearer a line (UIKit's: the bounds outset by 1 pt) than the
        // item's smaller half size less 1 pt: a contact rests up to the slop deep (0.5 pt), and
        // an ellipse is a polygon that turns (measured: 0.85 pt at most, 0.37 under UIKit's
        // gravity). In the last frame no contact is more than 2 pt deep (measured: 1.55 pt).
        let problems = Self.press(
            sizes: [
                CGSize(width: 2.6, height: 2), CGSize(width: 6, height: 5.5), CGSize(width: 20, height: 14),
            ],
            magnitude: magnitude, margin: { $0 - 1 }, deepest: 2)
        #expect(problems.isEmpty, "\(problems)")
    }

    /// Items of 0.5–1.5 pt: half of a 1 pt item's size is the slop, and at the whole slop its
    /// centre came to rest on the boundary line (0.002 pt inside it under 1,000 times UIKit's
    /// gravity). A loaded contact on a shape under 2 pt of inner radius is made rigid before it
    /// sinks a quarter of that radius (`World.bearableShare`). Up to 1,000 times UIKit's gravity
    /// the centre keeps at least half its smaller half size from both lines (measured: 0.59 of
    /// it at least, a 1 pt ellipse under UIKit's own gravity); under 10,000 times (167,000 pt/s
    /// gained a frame) a sixth (measured: 0.21, a 1 pt square pressed at 135°). No
    /// contact is more than 1 pt deep, its shape's rounding included (measured: 0.83 pt).
    @Test(arguments: [CGFloat(1), 100, 1_000, 10_000])
    func aTinyItemPressedIntoACornerKeepsItsCentreBesideBothLines(magnitude: CGFloat) {
        let share: CGFloat = magnitude <= 1_000 ? 1 / 2 : 1 / 6
        let problems = Self.press(
            sizes: [
                CGSize(width: 0.6, height: 0.5), CGSize(width: 1, height: 1), CGSize(width: 1.5, height: 1.2),
            ],
            magnitude: magnitude, margin: { $0 * share }, deepest: 1)
        #expect(problems.isEmpty, "\(problems)")
    }

    /// Presses an item of each size, rectangle and ellipse, into the bounds at six angles for
    /// 120 frames of gravity `magnitude`; lists each whose centre ends nearer a boundary line
    /// than `margin(smaller half size)` or with a contact deeper than `deepest` (pt).
    private static func press(
        sizes: [CGSize], magnitude: CGFloat, margin: (CGFloat) -> CGFloat, deepest: CGFloat
    ) -> [String] {
        var problems: [String] = []
        for size in sizes {
            for kind in [DynamicItemCollisionBoundsType.rectangle, .ellipse] {
                for degrees in [CGFloat(10), 30, 45, 60, 80, 135] {
                    let bounds = CGRect(x: 0, y: 0, width: 400, height: 600)
                    let animator = DynamicAnimator(referenceBounds: bounds)
                    let item = Item("pressed", center: CGPoint(x: 200, y: 300), size: size, type: kind)
                    let collision = CollisionBehavior(items: [item])
                    collision.translatesReferenceBoundsIntoBoundary = true
                    animator.addBehavior(collision)
                    let gravity = GravityBehavior(items: [item])
                    gravity.angle = degrees * .pi / 180
                    gravity.magnitude = magnitude
                    animator.addBehavior(gravity)
                    let lines = bounds.insetBy(dx: -1, dy: -1)
                    for _ in 0..<120 { animator.step() }
                    let c = item.center
                    let nearest = min(c.x - lines.minX, lines.maxX - c.x, c.y - lines.minY, lines.maxY - c.y)
                    let depth = animator.debugSnapshot([.contacts]).contacts.map { -$0.separation }.max() ?? 0
                    if nearest < margin(min(size.width, size.height) / 2) || depth > deepest {
                        problems.append(
                            "\(size) \(kind) at \(degrees)°: centre \(nearest) pt from a line, \(depth) pt deep"
                        )
                    }
                }
            }
        }
        return problems
    }
}
