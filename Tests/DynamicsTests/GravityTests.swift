import Dynamics
import Foundation
import Testing

@Suite("Gravity")
struct GravityTests {
    @Test func freeFallMatchesHalfGTSquared() {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 1000, height: 10_000))
        let item = Item(center: CGPoint(x: 500, y: 100), size: CGSize(width: 100, height: 100))
        animator.addBehavior(GravityBehavior(items: [item]))
        animator.addBehavior(frictionlessVacuum([item]))
        animator.advance(by: 1)
        let t = animator.simulatedTime
        #expect(t > 0.99 && t <= 1.0)
        let expected = 0.5 * 1000 * t * t
        let fallen = item.center.y - 100
        // Within 0.5 % of ½gt² over 1 s (the integrator's error is ~1/(sub-steps) ≈ 0.1 %).
        expectClose(fallen, expected, tolerance: 0.005 * expected, "distance fallen after \(t) s")
        #expect(item.center.x == 500)
    }

    @Test func gravityVectorUnitsAndAngle() {
        let gravity = GravityBehavior(items: [])
        #expect(gravity.gravityDirection == CGVector(dx: 0, dy: 1))
        expectClose(gravity.angle, .pi / 2, tolerance: 1e-12, "default angle")
        #expect(gravity.magnitude == 1)
        gravity.setAngle(atan2(4, 3), magnitude: 2)
        // Float arithmetic, as UIKit: (1.20000005, 1.60000002).
        #expect(gravity.gravityDirection.dx == CGFloat(Float(2) * Float(cos(Double(Float(atan2(4.0, 3.0)))))))
        expectClose(gravity.gravityDirection.dy, 1.6, tolerance: 1e-6, "dy")
        gravity.magnitude = 0
        #expect(gravity.gravityDirection == .zero)
        #expect(gravity.angle == 0)
        gravity.angle = .pi
        #expect(gravity.gravityDirection == .zero)
        gravity.magnitude = 1
        expectClose(gravity.gravityDirection.dx, -1, tolerance: 1e-6, "dx after magnitude")
    }

    @Test func sidewaysGravityAcceleratesAlongItsVector() {
        let animator = DynamicAnimator(referenceBounds: screen)
        let item = Item(center: CGPoint(x: 100, y: 100), size: CGSize(width: 20, height: 20))
        let gravity = GravityBehavior(items: [item])
        gravity.gravityDirection = CGVector(dx: 0.3, dy: 0.4)
        animator.addBehavior(gravity)
        animator.addBehavior(frictionlessVacuum([item]))
        animator.advance(by: 0.5)
        let t = animator.simulatedTime
        expectClose(item.center.x - 100, 0.5 * 300 * t * t, tolerance: 0.005 * 0.5 * 300 * t * t, "x")
        expectClose(item.center.y - 100, 0.5 * 400 * t * t, tolerance: 0.005 * 0.5 * 400 * t * t, "y")
    }

    @Test func onlyMembersFall() {
        let animator = DynamicAnimator(referenceBounds: screen)
        let falling = Item(center: CGPoint(x: 100, y: 100), size: CGSize(width: 20, height: 20))
        let floating = Item(center: CGPoint(x: 200, y: 100), size: CGSize(width: 20, height: 20))
        animator.addBehavior(GravityBehavior(items: [falling]))
        animator.addBehavior(CollisionBehavior(items: [floating]))
        animator.advance(by: 0.5)
        #expect(falling.center.y > 200)
        #expect(floating.center.y == 100)
    }

    @Test func resistanceDecaysVelocityExponentially() {
        let animator = DynamicAnimator(referenceBounds: screen)
        let item = Item(center: CGPoint(x: 0, y: 0), size: CGSize(width: 10, height: 10))
        let properties = DynamicItemBehavior(items: [item])
        properties.resistance = 2
        animator.addBehavior(properties)
        properties.addLinearVelocity(CGPoint(x: 1000, y: 0), for: item)
        animator.advance(by: 1)
        let t = animator.simulatedTime
        // UIKit's law: v ← v/(1 + h·c) every engine step of h = 1/120 s, ≈ e^(−c t).
        let expected = 1000 * pow(1 + 2.0 / 120, -120 * t)
        expectClose(properties.linearVelocity(for: item).x, expected, tolerance: 0.002 * expected, "velocity")
        expectClose(expected, 1000 * exp(-2 * t), tolerance: 0.02 * expected, "close to e^(−ct)")
    }
}
