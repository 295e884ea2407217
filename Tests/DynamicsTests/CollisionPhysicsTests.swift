import Dynamics
import Foundation
import Testing

@Suite("Collision physics")
struct CollisionPhysicsTests {
    /// A ball launched at a floor boundary without gravity; returns its velocity after the bounce.
    func rebound(speed: CGFloat, elasticity: CGFloat) -> CGFloat {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 400))
        let ball = Item(center: CGPoint(x: 200, y: 200), size: CGSize(width: 40, height: 40), type: .ellipse)
        let collision = CollisionBehavior(items: [ball])
        collision.addBoundary(
            withIdentifier: "floor", from: CGPoint(x: 0, y: 300), to: CGPoint(x: 400, y: 300))
        let properties = frictionlessVacuum([ball])
        properties.elasticity = elasticity
        animator.addBehavior(collision)
        animator.addBehavior(properties)
        properties.addLinearVelocity(CGPoint(x: 0, y: speed), for: ball)
        animator.advance(by: 1.5)
        return properties.linearVelocity(for: ball).y
    }

    @Test(arguments: [(CGFloat(0.6), CGFloat(0.6)), (0.0, 0.2), (1.0, 1.0), (0.2, 0.2)])
    func reboundSpeedRatioIsTheLargerElasticity(item: CGFloat, expected: CGFloat) {
        // Boundaries have UIKit's elasticity 0.2, so an item of elasticity 0 still bounces.
        let after = rebound(speed: 500, elasticity: item)
        expectClose(-after / 500, expected, tolerance: 0.01, "rebound ratio for elasticity \(item)")
    }

    @Test func noBounceBelowOneHundredPointsPerSecond() {
        let after = rebound(speed: 80, elasticity: 1)
        #expect(abs(after) < 1, "rebound \(after) pt/s from an 80 pt/s impact")
    }

    @Test func momentumIsConservedBetweenItems() {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 2000, height: 400))
        let a = Item("a", center: CGPoint(x: 200, y: 200), size: CGSize(width: 50, height: 50))
        let b = Item("b", center: CGPoint(x: 500, y: 210), size: CGSize(width: 100, height: 80))
        let collision = CollisionBehavior(items: [a, b])
        let properties = frictionlessVacuum([a, b])
        properties.elasticity = 0.5
        animator.addBehavior(collision)
        animator.addBehavior(properties)
        properties.addLinearVelocity(CGPoint(x: 600, y: 0), for: a)
        let mA = animator.massProperties(for: a)!.mass
        let mB = animator.massProperties(for: b)!.mass
        expectClose(mA, 0.25, tolerance: 1e-6, "mass of 50×50")
        expectClose(mB, 0.8, tolerance: 1e-6, "mass of 100×80")
        animator.advance(by: 1.5)
        let vA = properties.linearVelocity(for: a)
        let vB = properties.linearVelocity(for: b)
        #expect(vB.x > 100, "b was hit")
        expectClose(mA * vA.x + mB * vB.x, mA * 600, tolerance: 0.005 * mA * 600, "x momentum")
        expectClose(mA * vA.y + mB * vB.y, 0, tolerance: 0.005 * mA * 600, "y momentum")
    }

    @Test func boxSlidesTheDistanceFrictionPredicts() {
        let theta = 25.0 * CGFloat.pi / 180
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 3000, height: 3000))
        let start = CGPoint(x: 100, y: 100)
        let end = CGPoint(x: 100 + 2500 * cos(theta), y: 100 + 2500 * sin(theta))
        let box = Item(center: .zero, size: CGSize(width: 60, height: 40))
        // On the slope, resting on its long side.
        let along = CGPoint(x: cos(theta), y: sin(theta))
        let up = CGPoint(x: sin(theta), y: -cos(theta))
        let foot = CGPoint(x: start.x + 200 * along.x, y: start.y + 200 * along.y)
        box.center = CGPoint(x: foot.x + 20 * up.x, y: foot.y + 20 * up.y)
        box.transform = CGAffineTransform(rotationAngle: theta)
        let collision = CollisionBehavior(items: [box])
        collision.addBoundary(withIdentifier: "slope", from: start, to: end)
        let properties = frictionlessVacuum([box])
        properties.friction = 0.3
        properties.elasticity = 0
        properties.allowsRotation = false
        animator.addBehavior(collision)
        animator.addBehavior(properties)
        animator.addBehavior(GravityBehavior(items: [box]))
        animator.advance(by: 0.25)
        let p0 = box.center
        let t0 = animator.simulatedTime
        let v0 = properties.linearVelocity(for: box)
        animator.advance(by: 1)
        let t = animator.simulatedTime - t0
        // μ = √(0.3 · 0.2) with the boundary's friction 0.2.
        let mu = (0.3 * 0.2).squareRoot()
        let a = 1000 * (sin(theta) - mu * cos(theta))
        let speed0 = v0.x * along.x + v0.y * along.y
        let expected = speed0 * t + 0.5 * a * t * t
        let moved = (box.center.x - p0.x) * along.x + (box.center.y - p0.y) * along.y
        expectClose(moved, expected, tolerance: 0.03 * expected, "slide distance")
        let off = (box.center.x - foot.x) * up.x + (box.center.y - foot.y) * up.y
        expectClose(off, 20, tolerance: 1, "box stays on the slope")
    }

    @Test func tenBoxStackSettlesAndHoldsStill() {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 600))
        let boxes = (0..<10).map { (i: Int) -> Item in
            let height: CGFloat = 50 * CGFloat(i)
            return Item(
                "box\(i)", center: CGPoint(x: 160, y: 574.5 - height), size: CGSize(width: 50, height: 50))
        }
        let collision = CollisionBehavior(items: boxes)
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        animator.addBehavior(GravityBehavior(items: boxes))
        animator.advance(by: 1)
        let settled = boxes.map(\.center)
        animator.advance(by: 9)
        for (box, p) in zip(boxes, settled) {
            let creep = hypot(box.center.x - p.x, box.center.y - p.y)
            #expect(creep < 0.5, "\(box) crept \(creep) pt after settling")
        }
        // The floor boundary sits 1 pt outside the bounds, as in UIKit.
        let ideal = 601 - 25 - 450.0
        #expect(abs(boxes[9].center.y - ideal) < 3, "top box at \(boxes[9].center.y), ideal \(ideal)")
        #expect(boxes.allSatisfy { abs($0.angle) < 0.01 && abs($0.center.x - 160) < 0.5 })
        #expect(!animator.isRunning, "the stack fell asleep and the animator paused")
    }

    @Test(arguments: [
        CGPoint(x: 5000, y: 0), CGPoint(x: 0, y: 5000), CGPoint(x: -3500, y: -3500),
        CGPoint(x: 4000, y: 3000),
    ])
    func fastFlickNeverLeavesTheReferenceBounds(velocity: CGPoint) {
        let animator = DynamicAnimator(referenceBounds: screen)
        let item = Item(center: CGPoint(x: 160, y: 240), size: CGSize(width: 40, height: 40))
        let collision = CollisionBehavior(items: [item])
        collision.translatesReferenceBoundsIntoBoundary = true
        let properties = DynamicItemBehavior(items: [item])
        properties.elasticity = 0.9
        animator.addBehavior(collision)
        animator.addBehavior(properties)
        animator.addBehavior(GravityBehavior(items: [item]))
        properties.addLinearVelocity(velocity, for: item)
        let inside = screen.insetBy(dx: -1.5, dy: -1.5)
        for _ in 0..<240 {
            animator.step()
            // The centre never leaves the bounds shrunk by the item's inscribed half size.
            #expect(inside.insetBy(dx: 20 - 2, dy: 20 - 2).contains(item.center), "escaped to \(item.center)")
        }
    }

    @Test func fastItemDoesNotTunnelThroughAThinBoundary() {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let item = Item(center: CGPoint(x: 500, y: 100), size: CGSize(width: 10, height: 10))
        let collision = CollisionBehavior(items: [item])
        collision.addBoundary(
            withIdentifier: "line", from: CGPoint(x: 0, y: 500), to: CGPoint(x: 1000, y: 500))
        animator.addBehavior(collision)
        let properties = frictionlessVacuum([item])
        animator.addBehavior(properties)
        properties.addLinearVelocity(CGPoint(x: 0, y: 8000), for: item)
        for _ in 0..<60 {
            animator.step()
            #expect(item.center.y < 500)
        }
    }
}
