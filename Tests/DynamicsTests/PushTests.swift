import Dynamics
import Foundation
import Testing

@Suite("Push")
struct PushTests {
    func pushed(size: CGSize, mode: PushBehavior.Mode, magnitude: CGFloat = 1, frames: Int) -> (
        Item, DynamicAnimator, PushBehavior, DynamicItemBehavior
    ) {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 10_000, height: 10_000))
        let item = Item(center: CGPoint(x: 5000, y: 5000), size: size)
        let push = PushBehavior(items: [item], mode: mode)
        push.setAngle(0, magnitude: magnitude)
        let properties = frictionlessVacuum([item])
        animator.addBehavior(properties)
        animator.addBehavior(push)
        for _ in 0..<frames { animator.step() }
        return (item, animator, push, properties)
    }

    @Test func continuousPushOfOneGivesOneHundredPointsPerSecondSquaredToOneKilogram() {
        let (item, animator, _, properties) = pushed(
            size: CGSize(width: 100, height: 100), mode: .continuous, frames: 60)
        let t = animator.simulatedTime
        expectClose(properties.linearVelocity(for: item).x, 100 * t, tolerance: 0.01 * 100 * t, "v = a t")
        expectClose(item.center.x - 5000, 50 * t * t, tolerance: 0.01 * 50 * t * t, "x = ½ a t²")
        #expect(abs(item.center.y - 5000) < 1e-9)
    }

    @Test func continuousPushOnTwiceTheMassGivesHalfTheAcceleration() {
        let (item, animator, _, properties) = pushed(
            size: CGSize(width: 200, height: 100), mode: .continuous, frames: 60)
        expectClose(
            properties.linearVelocity(for: item).x, 50 * animator.simulatedTime, tolerance: 0.5, "50 pt/s²")
    }

    @Test func instantaneousPushAddsOneHundredPointsPerSecondOnceThenDeactivates() {
        let (item, animator, push, properties) = pushed(
            size: CGSize(width: 100, height: 100), mode: .instantaneous, frames: 1)
        #expect(!push.active)
        expectClose(properties.linearVelocity(for: item).x, 100, tolerance: 0.01, "one impulse")
        for _ in 0..<30 { animator.step() }
        expectClose(properties.linearVelocity(for: item).x, 100, tolerance: 0.01, "and only once")
        push.active = true
        animator.step()
        expectClose(
            properties.linearVelocity(for: item).x, 200, tolerance: 0.02, "fires again when re-activated")
        #expect(!push.active)
    }

    @Test func offsetPushSpinsTheItemTheRightWay() {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let item = Item(center: CGPoint(x: 500, y: 500), size: CGSize(width: 100, height: 100))
        let push = PushBehavior(items: [item], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        // Pushing right above the centre moves the top rightward: clockwise on screen, which is
        // positive angular velocity in UIKit's y-down convention.
        push.setTargetOffsetFromCenter(Offset(horizontal: 0, vertical: -50), for: item)
        #expect(push.targetOffsetFromCenter(for: item) == Offset(horizontal: 0, vertical: -50))
        let properties = frictionlessVacuum([item])
        animator.addBehavior(properties)
        animator.addBehavior(push)
        animator.step()
        // ω = r × J / I = (0.5 m · 1 N·s) / (1/6 kg·m²) = 3 rad/s.
        expectClose(properties.angularVelocity(for: item), 3, tolerance: 0.01, "angular velocity")
        expectClose(properties.linearVelocity(for: item).x, 100, tolerance: 0.01, "linear velocity")
    }

    @Test func directionAngleAndMagnitudeStayConsistent() {
        let push = PushBehavior(items: [], mode: .continuous)
        #expect(push.active && push.magnitude == 0 && push.angle == 0)
        push.pushDirection = CGVector(dx: 3, dy: 4)
        expectClose(push.magnitude, 5, tolerance: 1e-12, "magnitude")
        expectClose(push.angle, atan2(4, 3), tolerance: 1e-12, "angle")
        push.magnitude = 10
        expectClose(push.pushDirection.dx, 6, tolerance: 1e-5, "dx")
        expectClose(push.pushDirection.dy, 8, tolerance: 1e-5, "dy")
        push.magnitude = 0
        expectClose(push.angle, atan2(4, 3), tolerance: 1e-6, "zero magnitude keeps the angle")
        push.angle = .pi
        push.magnitude = 2
        expectClose(push.pushDirection.dx, -2, tolerance: 1e-6, "new angle used")
        let errors = collectingErrors { push.magnitude = .nan }
        #expect(errors.map(\.code) == [DynamicsError.Code.nonFiniteValue])
        expectClose(push.magnitude, 2, tolerance: 1e-6, "kept")
    }
}
