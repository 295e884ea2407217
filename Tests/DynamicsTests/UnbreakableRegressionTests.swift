import Dynamics
import Foundation
import Testing

/// Failures the valid-world fuzzer (``JointedWorldCase`` in the fuzz tests) found, each kept as
/// its minimal world.
@Suite("Unbreakable regressions")
struct UnbreakableRegressionTests {
    /// A small item welded (or pinned) to a big one whose centre is ~450 pt away: at the anchor
    /// the constraint's mass matrix is the lever arm squared times the small item's inverse
    /// inertia (~10⁷ against ~10² for the masses), and Float lost every digit: the pair exploded
    /// to 10¹⁶ pt/s within nine frames, under gravity alone (fuzz worlds 0x6A01_001C and
    /// 0x6A01_0025). Now the weld holds its length within 1 pt at rest and 30 pt when flicked at
    /// 40,000 pt/s, and no speed exceeds what the flick gave.
    @Test(arguments: [CGFloat(2.5), 5, 10], [CGFloat(0), 3_000, 40_000])
    func aSmallItemWeldedFarAwayStaysWelded(size: CGFloat, flick: CGFloat) {
        for pinned in [false, true] {
            let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 700))
            var errors: [DynamicsError] = []
            animator.errorHandler = { errors.append($0) }
            let small = Item(
                "small", center: CGPoint(x: 90, y: 73), size: CGSize(width: size, height: size),
                type: .ellipse)
            let big = Item("big", center: CGPoint(x: 256, y: 490), size: CGSize(width: 46, height: 54))
            animator.addBehavior(
                pinned
                    ? AttachmentBehavior.pinAttachment(
                        with: small, attachedTo: big, attachmentAnchor: big.center)
                    : AttachmentBehavior.fixedAttachment(
                        with: small, attachedTo: big, attachmentAnchor: big.center))
            let properties = DynamicItemBehavior(items: [small, big])
            animator.addBehavior(properties)
            animator.addBehavior(GravityBehavior(items: [small, big]))
            properties.addLinearVelocity(CGPoint(x: 0.6 * flick, y: 0.8 * flick), for: small)
            let length = hypot(small.center.x - big.center.x, small.center.y - big.center.y)
            var worst: CGFloat = 0
            var fastest: CGFloat = 0
            for _ in 0..<120 {
                animator.step()
                worst = max(
                    worst, abs(hypot(small.center.x - big.center.x, small.center.y - big.center.y) - length))
                let v = properties.linearVelocity(for: small)
                fastest = max(fastest, hypot(v.x, v.y))
            }
            // Before the fix the length grew to 10¹⁶ pt; a flick at 40,000 pt/s now stretches it by < 30 pt.
            let tolerance: CGFloat = flick > 10_000 ? 30 : 1
            #expect(worst < tolerance, "pinned \(pinned): the length \(length) changed by up to \(worst) pt")
            // Gravity adds 2,000 pt/s over the two seconds.
            #expect(fastest <= flick + 2_000, "pinned \(pinned): the small item reached \(fastest) pt/s")
            #expect(errors.isEmpty, "\(errors)")
        }
    }

    /// A group of a big member and a small one far from the group's centre of mass, flicked at a
    /// wall and spun: the small member's centre crossed the wall in 68 of 300 fuzz worlds
    /// (continuous collision watched the group's centre of mass, not its members' centres, and
    /// gave up on a member already touching the wall). Every member centre stays inside.
    @Test(arguments: [CGFloat(5_000), 12_000, 25_000, 50_000])
    func groupMembersNeverCrossTheBoundary(speed: CGFloat) {
        var escapes: [String] = []
        for direction in 0..<8 {
            for spin in [CGFloat(0), 20, -60] {
                let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 420, height: 660))
                let big = Item("big", center: CGPoint(x: 200, y: 330), size: CGSize(width: 40, height: 30))
                let small = Item(
                    "small", center: CGPoint(x: 234, y: 326), size: CGSize(width: 2.5, height: 1.4))
                let needle = Item(
                    "needle", center: CGPoint(x: 180, y: 352), size: CGSize(width: 1.2, height: 9),
                    type: .ellipse)
                let group = DynamicItemGroup(items: [big, small, needle])
                let collision = CollisionBehavior(items: [group])
                collision.translatesReferenceBoundsIntoBoundary = true
                animator.addBehavior(collision)
                let properties = DynamicItemBehavior(items: [group])
                properties.elasticity = 0.8
                animator.addBehavior(properties)
                animator.addBehavior(GravityBehavior(items: [group]))
                let angle = CGFloat(direction) * .pi / 4 + 0.3
                properties.addLinearVelocity(
                    CGPoint(x: speed * cos(angle), y: speed * sin(angle)), for: group)
                properties.addAngularVelocity(spin, for: group)
                for frame in 0..<90 {
                    animator.step()
                    for member in [big, small, needle] {
                        let c = member.center
                        if c.x < -1 || c.y < -1 || c.x > 421 || c.y > 661 {
                            escapes.append(
                                "direction \(direction) spin \(spin): \(member) at \(c), frame \(frame)")
                        }
                    }
                    if escapes.last?.hasPrefix("direction \(direction) spin \(spin)") == true { break }
                }
            }
        }
        #expect(escapes.isEmpty, "\(escapes.count) of 24 escaped: \(escapes.prefix(6))")
    }

    /// A custom field whose block returns an infinite component was swallowed (the engine's
    /// backstop stopped the item, or the force was clamped): now the block's value is reported,
    /// once, naming it, and the item keeps moving under its other forces.
    @Test func aCustomFieldReturningInfinityIsReportedWithItsValue() {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 480))
        var errors: [DynamicsError] = []
        animator.errorHandler = { errors.append($0) }
        let item = Item("card", center: CGPoint(x: 100, y: 100), size: CGSize(width: 20, height: 20))
        let field = FieldBehavior.field { _, _, _, _, _, _ in CGVector(dx: .infinity, dy: 0) }
        field.addItem(item)
        animator.addBehavior(field)
        animator.addBehavior(GravityBehavior(items: [item]))
        animator.advance(by: 0.5)
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.code == .nonFiniteValue)
        #expect(errors.first?.message.contains("FieldBehavior (custom)") == true)
        #expect(errors.first?.message.contains("(inf, 0.0)") == true, "\(errors)")
        // Gravity alone: ½·g·t² = ½ · 1000 · 0.5² = 125 pt, within a frame's worth.
        #expect(abs(item.center.y - 225) < 10, "the item fell under gravity: \(item.center)")
        #expect(item.center.x == 100)
    }

    /// A value too large for the engine's Float is as unusable as infinity.
    @Test func aCustomFieldReturningMoreThanFloatHoldsIsReported() {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 480))
        var errors: [DynamicsError] = []
        animator.errorHandler = { errors.append($0) }
        let item = Item("card", center: CGPoint(x: 100, y: 100), size: CGSize(width: 20, height: 20))
        let field = FieldBehavior.field { _, _, _, _, _, _ in CGVector(dx: 0, dy: -1e39) }
        field.addItem(item)
        animator.addBehavior(field)
        animator.advance(by: 0.1)
        #expect(errors.map(\.message).contains { $0.contains("(0.0, -1e+39)") }, "\(errors)")
    }

    /// `referenceBounds` with an infinite origin passed as "null" (Foundation's `isNull` holds for
    /// any +∞ origin) and was reported only once a boundary needed it, if ever.
    @Test(arguments: [
        CGRect(x: CGFloat.infinity, y: 0, width: 100, height: 100),
        CGRect(x: 0, y: CGFloat.infinity, width: 100, height: 100),
        CGRect(x: CGFloat.infinity, y: CGFloat.infinity, width: 10, height: 0),
    ])
    func referenceBoundsWithAnInfiniteOriginAreRefusedWhenSet(bounds: CGRect) {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 480))
        var errors: [DynamicsError] = []
        animator.errorHandler = { errors.append($0) }
        animator.addBehavior(
            GravityBehavior(items: [Item(center: CGPoint(x: 10, y: 10), size: CGSize(width: 5, height: 5))]))
        animator.referenceBounds = bounds
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.message.contains("DynamicAnimator.referenceBounds") == true)
        #expect(errors.first?.message.contains("inf") == true)
        #expect(animator.referenceBounds == CGRect(x: 0, y: 0, width: 320, height: 480))
        // The null rectangle itself still means "no bounds".
        animator.referenceBounds = .null
        #expect(errors.count == 1)
    }
}
