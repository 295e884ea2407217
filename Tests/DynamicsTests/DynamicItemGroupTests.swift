import Dynamics
import Foundation
import Testing

@Suite("Item groups")
struct DynamicItemGroupTests {
    @Test func massCentreAndBoundsOfTheWhole() {
        let big = Item("big", center: CGPoint(x: 100, y: 100), size: CGSize(width: 100, height: 100))
        let small = Item("small", center: CGPoint(x: 175, y: 100), size: CGSize(width: 50, height: 20))
        let group = DynamicItemGroup(items: [big, small])
        // The union of the frames spans x 50…200, y 50…150.
        #expect(group.center == CGPoint(x: 125, y: 100))
        #expect(group.bounds == CGRect(x: 0, y: 0, width: 150, height: 100))
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        animator.addBehavior(DynamicItemBehavior(items: [group]))
        // UIKit: density × the members' areas, 100×100 + 50×20 → 1.1 kg.
        expectClose(animator.massProperties(for: group)!.mass, 1.1, tolerance: 1e-5, "mass")
    }

    @Test func membersMoveRigidlyTogether() {
        let a = Item("a", center: CGPoint(x: 300, y: 300), size: CGSize(width: 60, height: 60))
        let b = Item("b", center: CGPoint(x: 390, y: 300), size: CGSize(width: 120, height: 20))
        let group = DynamicItemGroup(items: [a, b])
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let properties = frictionlessVacuum([group])
        animator.addBehavior(properties)
        properties.addAngularVelocity(2, for: group)
        properties.addLinearVelocity(CGPoint(x: 50, y: 20), for: group)
        animator.advance(by: 1)
        let angle = atan2(group.transform.b, group.transform.a)
        #expect(abs(angle) > 1, "the group turned")
        expectClose(
            hypot(b.center.x - a.center.x, b.center.y - a.center.y), 90, tolerance: 1e-3,
            "members keep their distance")
        expectClose(a.angle, angle, tolerance: 1e-9, "members turn with the group")
        expectClose(b.angle, angle, tolerance: 1e-9, "members turn with the group")
        expectClose(
            atan2(b.center.y - a.center.y, b.center.x - a.center.x), angle, tolerance: 1e-4, "offset turned")
    }

    @Test func concaveLShapedGroupCollidesAsAnL() {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        // An L: a bar 200×40 (x 400…600, y 560…600) and a post 40×160 on its left end (y 400…560).
        let bar = Item("bar", center: CGPoint(x: 500, y: 580), size: CGSize(width: 200, height: 40))
        let post = Item("post", center: CGPoint(x: 420, y: 480), size: CGSize(width: 40, height: 160))
        let ell = DynamicItemGroup(items: [bar, post])
        let anchored = DynamicItemBehavior(items: [ell])
        anchored.isAnchored = true
        let ball = Item(
            "ball", center: CGPoint(x: 540, y: 300), size: CGSize(width: 20, height: 20), type: .ellipse)
        animator.addBehavior(anchored)
        animator.addBehavior(CollisionBehavior(items: [ell, ball]))
        animator.addBehavior(GravityBehavior(items: [ball]))
        #expect(animator.runUntilPaused(timeout: 10))
        // Inside the notch, resting on the bar (its top at y = 560), far below the L's bounding box top (400).
        expectClose(ball.center.y, 550, tolerance: 1.5, "rests on the bar")
        #expect(ball.center.x > 440)
    }

    @Test func nestedAndEmptyGroupsAreErrors() {
        let inner = DynamicItemGroup(items: [Item(center: .zero, size: CGSize(width: 10, height: 10))])
        let plain = Item(center: CGPoint(x: 30, y: 0), size: CGSize(width: 10, height: 10))
        var outer: DynamicItemGroup?
        let errors = collectingErrors { outer = DynamicItemGroup(items: [inner, plain]) }
        #expect(errors.map(\.code) == [DynamicsError.Code.invalidUse])
        #expect(outer?.items.count == 1)
        let animator = DynamicAnimator(referenceBounds: screen)
        var reported: [DynamicsError] = []
        animator.errorHandler = { reported.append($0) }
        let empty = DynamicItemGroup(items: [])
        animator.addBehavior(GravityBehavior(items: [empty]))
        #expect(reported.map(\.code) == [DynamicsError.Code.invalidSize])
        #expect(animator.massProperties(for: empty) == nil)
    }
}
