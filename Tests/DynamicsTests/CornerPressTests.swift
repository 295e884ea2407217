import Dynamics
import Foundation
import Testing

/// An item pressed into a corner of its reference bounds by gravity up to 10,000 times UIKit's
/// (10⁷ pt/s², 167,000 pt/s gained a frame) rests beside both boundary lines. A soft contact
/// sinks under a load by the load over its spring's ω², so before contacts under such loads
/// were made rigid (and relaxed three times a sub-step) a 20 × 14 pt item sank 7–12 pt into
/// the wall and the continuous stage held its centre on the boundary line, half the item
/// outside (issue 40, part 4). Items of 2 pt and more: a 1 pt item, half of whose size is the
/// slop a contact may rest at, keeps its centre inside the line by as little as 0.002 pt under
/// 1,000 times UIKit's gravity (0.3 pt under UIKit's).
@Suite("Items pressed into a corner")
struct CornerPressTests {
    @Test(arguments: [CGFloat(1), 100, 1_000, 10_000])
    func anItemPressedIntoACornerRestsBesideBothLines(magnitude: CGFloat) {
        var problems: [String] = []
        for size in [
            CGSize(width: 2.6, height: 2), CGSize(width: 6, height: 5.5), CGSize(width: 20, height: 14),
        ] {
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
                    // The centre may come no nearer a line (UIKit's: the bounds outset by 1 pt)
                    // than the item's smaller half size less 1 pt: a contact rests up to the
                    // slop deep (0.5 pt), and an ellipse is a polygon that turns (measured: 0.85
                    // pt at most, 0.37 under UIKit's gravity).
                    let lines = bounds.insetBy(dx: -1, dy: -1)
                    let margin = min(size.width, size.height) / 2 - 1
                    for _ in 0..<120 { animator.step() }
                    let c = item.center
                    let nearest = min(c.x - lines.minX, lines.maxX - c.x, c.y - lines.minY, lines.maxY - c.y)
                    // In the last frame no contact is more than 2 pt deep (measured: 1.55 pt at most).
                    let depth = animator.debugSnapshot([.contacts]).contacts.map { -$0.separation }.max() ?? 0
                    if nearest < margin || depth > 2 {
                        problems.append(
                            "\(size) \(kind) at \(degrees)°: centre \(nearest) pt from a line, \(depth) pt deep"
                        )
                    }
                }
            }
        }
        #expect(problems.isEmpty, "\(problems)")
    }
}
