import Dynamics
import Foundation
import Testing

@Suite("Fields")
struct FieldBehaviorTests {
    /// A 100×100 pt probe (1 kg) at `center`, in `field` only, no damping; returns its velocity
    /// after one 1/120 s engine step, in pt/s, i.e. its acceleration × 1/120.
    func acceleration(
        _ field: FieldBehavior, at center: CGPoint, velocity: CGPoint = .zero, charge: CGFloat = 0,
        size: CGFloat = 100
    ) -> CGPoint {
        let animator = DynamicAnimator(
            referenceBounds: CGRect(x: -5000, y: -5000, width: 10_000, height: 10_000))
        let probe = Item(center: center, size: CGSize(width: size, height: size))
        let properties = frictionlessVacuum([probe])
        properties.charge = charge
        animator.addBehavior(properties)
        field.addItem(probe)
        animator.addBehavior(field)
        properties.addLinearVelocity(velocity, for: probe)
        animator.step()  // the first frame is one engine step of 1/120 s
        let v = properties.linearVelocity(for: probe)
        let h = Double(Float(1.0 / 120))
        return CGPoint(x: (v.x - velocity.x) / h, y: (v.y - velocity.y) / h)
    }

    @Test func linearGravityOfTenIsUIKitGravity() {
        let a = acceleration(FieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 10)), at: .zero)
        expectClose(a.y, 1000, tolerance: 10, "1000 pt/s²")
        expectClose(a.x, 0, tolerance: 1e-6, "no sideways pull")
    }

    @Test func radialGravityPullsWithStrengthOverDistanceSquaredInMetres() {
        let field = FieldBehavior.radialGravityField(position: .zero)
        field.strength = 2
        // 200 pt = 2 m away: 2 / 2² = 0.5 m/s² = 50 pt/s² toward the field.
        let a = acceleration(field, at: CGPoint(x: 200, y: 0))
        expectClose(a.x, -50, tolerance: 0.5, "toward the field")
        expectClose(a.y, 0, tolerance: 1e-6, "radial")
    }

    @Test func regionCutsTheFieldOffInPoints() {
        let field = FieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 10))
        field.position = CGPoint(x: 100, y: 100)
        field.region = Region(radius: 50)
        #expect(acceleration(field, at: CGPoint(x: 140, y: 100)).y > 900, "inside")
        let outside = FieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 10))
        outside.position = CGPoint(x: 100, y: 100)
        outside.region = Region(radius: 50)
        #expect(acceleration(outside, at: CGPoint(x: 160, y: 100)).y == 0, "outside")
    }

    @Test func springFieldOscillatesWithThePeriodItsStrengthGives() {
        let animator = DynamicAnimator(
            referenceBounds: CGRect(x: -5000, y: -5000, width: 10_000, height: 10_000))
        let item = Item(center: CGPoint(x: 100, y: 0), size: CGSize(width: 100, height: 100))
        let spring = FieldBehavior.springField()
        spring.strength = 4  // k = 4 N/m on 1 kg: ω = 2 rad/s, T = π s
        spring.addItem(item)
        animator.addBehavior(spring)
        animator.addBehavior(frictionlessVacuum([item]))
        var crossings: [Double] = []
        var last = item.center.x
        for _ in 0..<(60 * 8) {
            animator.step()
            if last > 0 && item.center.x <= 0 { crossings.append(animator.simulatedTime) }
            last = item.center.x
        }
        #expect(crossings.count >= 2)
        let period = (crossings.last! - crossings.first!) / Double(crossings.count - 1)
        expectClose(CGFloat(period), .pi, tolerance: 0.01 * .pi, "period 2π√(m/k)")
    }

    @Test func springFieldWithResistanceSettlesAtItsPosition() {
        // The sticky-corners behaviour: a view thrown near a corner settles on the field's point.
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 800))
        let item = Item(center: CGPoint(x: 200, y: 400), size: CGSize(width: 100, height: 100))
        let corner = FieldBehavior.springField()
        corner.position = CGPoint(x: 80, y: 80)
        corner.region = Region(size: CGSize(width: 400, height: 800))
        corner.strength = 10
        corner.addItem(item)
        let properties = DynamicItemBehavior(items: [item])
        properties.resistance = 5
        animator.addBehavior(properties)
        animator.addBehavior(corner)
        properties.addLinearVelocity(CGPoint(x: -300, y: -500), for: item)
        #expect(animator.runUntilPaused(timeout: 20))
        expectClose(item.center.x, 80, tolerance: 1, "x")
        expectClose(item.center.y, 80, tolerance: 1, "y")
    }

    @Test func electricFieldNeedsChargeAndMagneticFieldTurnsMovingItems() {
        let neutral = acceleration(FieldBehavior.electricField(), at: CGPoint(x: 100, y: 0))
        #expect(neutral == .zero)
        let charged = acceleration(FieldBehavior.electricField(), at: CGPoint(x: 100, y: 0), charge: 2)
        // F = S·q·p̂·r⁻¹ = 2 N at 1 m: 200 pt/s², away from the field.
        expectClose(charged.x, 200, tolerance: 2, "electric")
        let turned = acceleration(
            FieldBehavior.magneticField(), at: CGPoint(x: 100, y: 0), velocity: CGPoint(x: 100, y: 0),
            charge: -1)
        // F = S·(v.y, −v.x)·r⁻¹ with v = 1 m/s at 1 m: (0, −1) N → −100 pt/s² in y. UIKit's quirk:
        // the charge only switches the field on (zero test); its sign and size do not matter.
        expectClose(turned.y, -100, tolerance: 2, "magnetic")
    }

    @Test func velocityFieldSetsTheVelocity() {
        let animator = DynamicAnimator(
            referenceBounds: CGRect(x: -5000, y: -5000, width: 10_000, height: 10_000))
        let item = Item(center: .zero, size: CGSize(width: 50, height: 50))
        let field = FieldBehavior.velocityField(direction: CGVector(dx: 3, dy: 0))
        field.addItem(item)
        let properties = frictionlessVacuum([item])
        animator.addBehavior(properties)
        animator.addBehavior(field)
        animator.addBehavior(GravityBehavior(items: [item]))
        animator.step()
        expectClose(properties.linearVelocity(for: item).x, 300, tolerance: 1, "3 m/s")
        expectClose(properties.linearVelocity(for: item).y, 0, tolerance: 1, "gravity overridden")
    }

    @Test func customFieldGetsPointsAndReturnsNewtons() {
        var seen: [CGPoint] = []
        let field = FieldBehavior.field { _, position, _, mass, _, _ in
            seen.append(position)
            return CGVector(dx: mass, dy: 0)  // 1 m/s² whatever the mass
        }
        field.position = CGPoint(x: 10, y: 20)
        let a = acceleration(field, at: CGPoint(x: 110, y: 20), size: 50)
        expectClose(a.x, 100, tolerance: 1, "1 N/kg = 100 pt/s²")
        #expect(!seen.isEmpty)
        expectClose(seen[0].x, 100, tolerance: 0.01, "field-local points")
        expectClose(seen[0].y, 0, tolerance: 0.01, "field-local points")
    }

    @Test func noiseIsReproducibleAndFrozenWithoutAnimationSpeed() {
        func run(speed: CGFloat) -> [CGPoint] {
            let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 1000, height: 1000))
            let item = Item(center: CGPoint(x: 500, y: 500), size: CGSize(width: 40, height: 40))
            let noise = FieldBehavior.noiseField(smoothness: 0.5, animationSpeed: speed)
            noise.strength = 5
            noise.addItem(item)
            animator.addBehavior(noise)
            animator.addBehavior(frictionlessVacuum([item]))
            return (0..<60).map { _ in
                animator.step()
                return item.center
            }
        }
        let a = run(speed: 1)
        #expect(a == run(speed: 1), "same scene, same noise")
        #expect(a.last != CGPoint(x: 500, y: 500), "the noise moved the item")
    }

    @Test func badFieldValuesAreRefused() {
        let field = FieldBehavior.springField()
        let errors = collectingErrors {
            field.strength = .nan
            field.position = CGPoint(x: CGFloat.infinity, y: 0)
            field.direction = CGVector(dx: CGFloat.nan, dy: 0)
            field.minimumRadius = -1
            let noise = FieldBehavior.noiseField(smoothness: 0, animationSpeed: 0)
            noise.smoothness = -1
        }
        #expect(errors.count == 5)
        #expect(field.strength == 1 && field.falloff == -1)
    }
}
