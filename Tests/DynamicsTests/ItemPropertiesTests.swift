import Dynamics
import Foundation
import Testing

@Suite("Item properties and mass")
struct ItemPropertiesTests {
    func massProperties(_ item: Item, density: CGFloat = 1) -> (mass: CGFloat, inertia: CGFloat) {
        let animator = DynamicAnimator(referenceBounds: screen)
        let properties = DynamicItemBehavior(items: [item])
        properties.density = density
        animator.addBehavior(properties)
        return animator.massProperties(for: item)!
    }

    @Test func rectangleMassIsDensityTimesAreaOverTenThousand() {
        let m = massProperties(Item(center: .zero, size: CGSize(width: 100, height: 100)))
        expectClose(m.mass, 1, tolerance: 1e-6, "100×100 at density 1")
        expectClose(m.inertia, 1.0 / 6, tolerance: 1e-6, "inertia m(w²+h²)/12 in kg·m²")
        let r = massProperties(Item(center: .zero, size: CGSize(width: 200, height: 50)), density: 3)
        expectClose(r.mass, 3, tolerance: 1e-6, "200×50 at density 3")
        expectClose(r.inertia, 1.0625, tolerance: 1e-5, "UIKit measured 1.0625")
    }

    @Test func ellipseMass() {
        let circle = massProperties(
            Item(center: .zero, size: CGSize(width: 100, height: 100), type: .ellipse))
        expectClose(circle.mass, .pi * 0.25, tolerance: 1e-6, "circle of radius 50 pt")
        expectClose(circle.inertia, .pi * 0.25 * 0.25 / 2, tolerance: 1e-6, "m r²/2")
        let ellipse = massProperties(
            Item(center: .zero, size: CGSize(width: 100, height: 50), type: .ellipse))
        // A 24-gon inscribed in the ellipse: slightly less than π·a·b.
        let ideal = CGFloat.pi * 0.5 * 0.25
        #expect(
            ellipse.mass < ideal && ellipse.mass > 0.97 * ideal,
            "ellipse mass \(ellipse.mass) vs π·a·b = \(ideal)")
        let idealInertia = ideal * (0.25 + 0.0625) / 4
        expectClose(ellipse.inertia, idealInertia, tolerance: 0.05 * idealInertia, "m(a²+b²)/4")
    }

    @Test func convexAndConcavePathMass() {
        let triangle = Item(center: .zero, size: CGSize(width: 100, height: 100), type: .path)
        triangle.path = BezierPath()
        triangle.path.move(to: CGPoint(x: -50, y: 50))
        triangle.path.addLine(to: CGPoint(x: 50, y: 50))
        triangle.path.addLine(to: CGPoint(x: 0, y: -50))
        triangle.path.close()
        expectClose(massProperties(triangle).mass, 0.5, tolerance: 1e-6, "triangle of 100×100 pt")
        // An L made of a 100×50 bar and a 50×50 block on its left end: area 7500 pt².
        let l = Item(center: .zero, size: CGSize(width: 100, height: 100), type: .path)
        l.path = BezierPath()
        for (i, p) in [(-50, -50), (0, -50), (0, 0), (50, 0), (50, 50), (-50, 50)].enumerated() {
            let point = CGPoint(x: p.0, y: p.1)
            if i == 0 { l.path.move(to: point) } else { l.path.addLine(to: point) }
        }
        l.path.close()
        let m = massProperties(l)
        expectClose(m.mass, 0.75, tolerance: 1e-6, "L area 7500 pt²")
        // Inertia about the centroid, by parts (metres): bar 1.0×0.5 at y=0.25, block 0.5×0.5 at (−0.25,−0.25).
        let bar = (m: 0.5, i: 0.5 * (1 + 0.25) / 12, c: CGPoint(x: 0, y: 0.25))
        let block = (m: 0.25, i: 0.25 * (0.25 + 0.25) / 12, c: CGPoint(x: -0.25, y: -0.25))
        let cx = (bar.m * bar.c.x + block.m * block.c.x) / 0.75
        let cy = (bar.m * bar.c.y + block.m * block.c.y) / 0.75
        let inertia =
            bar.i + bar.m * (pow(bar.c.x - cx, 2) + pow(bar.c.y - cy, 2)) + block.i + block.m
            * (pow(block.c.x - cx, 2) + pow(block.c.y - cy, 2))
        expectClose(m.inertia, inertia, tolerance: 1e-4, "L inertia about its centroid")
    }

    @Test func lastItemBehaviorInTraversalOrderWins() {
        let animator = DynamicAnimator(referenceBounds: screen)
        let item = Item(center: CGPoint(x: 100, y: 100), size: CGSize(width: 100, height: 100))
        let x = DynamicItemBehavior(items: [item])
        x.density = 3
        let parent = DynamicBehavior()
        let c1 = DynamicItemBehavior(items: [item])
        c1.density = 5
        let c2 = DynamicItemBehavior(items: [item])
        c2.density = 7
        c2.elasticity = 0.2  // equal to the default: not an explicit setting
        parent.addChildBehavior(c1)
        parent.addChildBehavior(c2)
        animator.addBehavior(x)
        animator.addBehavior(parent)
        animator.step()
        expectClose(animator.massProperties(for: item)!.mass, 7, tolerance: 1e-5, "c2 wins")
        x.density = 4
        animator.step()
        expectClose(
            animator.massProperties(for: item)!.mass, 7, tolerance: 1e-5, "still c2: later in traversal")
        parent.removeChildBehavior(c2)
        animator.step()
        expectClose(animator.massProperties(for: item)!.mass, 5, tolerance: 1e-5, "then c1")
    }

    @Test func anchoredItemsStayPutAndStillCollide() {
        let animator = DynamicAnimator(referenceBounds: screen)
        let anchor = Item("anchor", center: CGPoint(x: 160, y: 300), size: CGSize(width: 200, height: 20))
        let box = Item("box", center: CGPoint(x: 160, y: 100), size: CGSize(width: 40, height: 40))
        let properties = DynamicItemBehavior(items: [anchor])
        properties.isAnchored = true
        animator.addBehavior(properties)
        animator.addBehavior(CollisionBehavior(items: [anchor, box]))
        animator.addBehavior(GravityBehavior(items: [anchor, box]))
        properties.addLinearVelocity(CGPoint(x: 100, y: 0), for: anchor)
        #expect(animator.runUntilPaused(timeout: 10))
        #expect(anchor.center == CGPoint(x: 160, y: 300))
        expectClose(box.center.y, 300 - 10 - 20, tolerance: 1, "box rests on the anchored item")
    }

    @Test func rotationCanBeForbidden() {
        let animator = DynamicAnimator(referenceBounds: screen)
        let item = Item(center: CGPoint(x: 160, y: 200), size: CGSize(width: 40, height: 40))
        let properties = DynamicItemBehavior(items: [item])
        properties.allowsRotation = false
        let collision = CollisionBehavior(items: [item])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(properties)
        animator.addBehavior(collision)
        animator.addBehavior(GravityBehavior(items: [item]))
        properties.addLinearVelocity(CGPoint(x: 800, y: 0), for: item)
        animator.advance(by: 2)
        #expect(item.angle == 0)
    }

    @Test func velocityAddedBeforeAssociationIsAppliedWhenAdded() {
        let animator = DynamicAnimator(referenceBounds: screen)
        let item = Item(center: CGPoint(x: 100, y: 100), size: CGSize(width: 40, height: 40))
        let properties = frictionlessVacuum([item])
        properties.addLinearVelocity(CGPoint(x: 120, y: 0), for: item)
        properties.addLinearVelocity(CGPoint(x: 0, y: 60), for: item)
        properties.addAngularVelocity(2, for: item)
        #expect(properties.linearVelocity(for: item) == .zero)
        animator.addBehavior(properties)
        let v = properties.linearVelocity(for: item)
        expectClose(v.x, 120, tolerance: 1e-3, "vx")
        expectClose(v.y, 60, tolerance: 1e-3, "vy")
        expectClose(properties.angularVelocity(for: item), 2, tolerance: 1e-6, "ω")
        let stranger = Item(center: .zero, size: CGSize(width: 1, height: 1))
        properties.addLinearVelocity(CGPoint(x: 5, y: 5), for: stranger)
        #expect(properties.linearVelocity(for: stranger) == .zero)
    }
}
