import Dynamics
import Foundation
import Testing

/// Bad input never enters the world: the offending item or value is refused with an error that
/// names it, and everything else keeps working.
@Suite("Bad input")
struct BadInputTests {
    /// Adds `bad` and a healthy item to one gravity behavior; returns the errors and whether the
    /// healthy item still fell.
    func addAlongsideHealthy(_ bad: Item) -> (errors: [DynamicsError], healthyFell: Bool) {
        let animator = DynamicAnimator(referenceBounds: screen)
        let healthy = Item("healthy", center: CGPoint(x: 50, y: 50), size: CGSize(width: 20, height: 20))
        var errors: [DynamicsError] = []
        animator.errorHandler = { errors.append($0) }
        animator.addBehavior(GravityBehavior(items: [bad, healthy]))
        animator.advance(by: 0.5)
        #expect(animator.massProperties(for: bad) == nil, "the bad item has no body")
        return (errors, healthy.center.y > 150)
    }

    @Test(arguments: [
        CGSize(width: 0, height: 40), CGSize(width: 40, height: -3), CGSize(width: CGFloat.nan, height: 4),
        CGSize(width: CGFloat.infinity, height: 4),
    ])
    func invalidSizesAreRefused(size: CGSize) {
        let (errors, fell) = addAlongsideHealthy(Item("card", center: CGPoint(x: 100, y: 100), size: size))
        #expect(fell)
        #expect(errors.count == 1)
        #expect(errors.first?.code == DynamicsError.Code.invalidSize)
        #expect(errors.first?.message.contains("item <card>") == true)
        #expect(errors.first?.message.contains("\(size.width)") == true)
    }

    @Test(arguments: [CGPoint(x: CGFloat.nan, y: 0), CGPoint(x: 0, y: CGFloat.infinity)])
    func nonFiniteCentersAreRefused(center: CGPoint) {
        let (errors, fell) = addAlongsideHealthy(
            Item("dot", center: center, size: CGSize(width: 10, height: 10)))
        #expect(fell)
        #expect(errors.map(\.code) == [DynamicsError.Code.nonFiniteValue])
        #expect(errors.first?.message.contains("center") == true)
    }

    @Test func nonFiniteTransformIsRefused() {
        let item = Item("spun", center: CGPoint(x: 10, y: 10), size: CGSize(width: 10, height: 10))
        item.transform = CGAffineTransform(a: CGFloat.nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        let (errors, fell) = addAlongsideHealthy(item)
        #expect(fell)
        #expect(errors.map(\.code) == [DynamicsError.Code.nonFiniteValue])
    }

    @Test func brokenPathsAreRefused() {
        func item(_ points: [CGPoint]) -> Item {
            let item = Item(
                "shape", center: CGPoint(x: 100, y: 100), size: CGSize(width: 40, height: 40), type: .path)
            for (i, p) in points.enumerated() {
                if i == 0 { item.path.move(to: p) } else { item.path.addLine(to: p) }
            }
            item.path.close()
            return item
        }
        let empty = addAlongsideHealthy(item([]))
        #expect(empty.healthyFell && empty.errors.map(\.code) == [DynamicsError.Code.invalidPath])
        let bowTie = addAlongsideHealthy(
            item([
                CGPoint(x: -20, y: -20), CGPoint(x: 20, y: 20), CGPoint(x: 20, y: -20),
                CGPoint(x: -20, y: 20),
            ]))
        #expect(bowTie.healthyFell && bowTie.errors.map(\.code) == [DynamicsError.Code.invalidPath])
        #expect(bowTie.errors.first?.message.contains("intersects itself") == true)
        let line = addAlongsideHealthy(
            item([CGPoint(x: -20, y: 0), CGPoint(x: 0, y: 0), CGPoint(x: 20, y: 0)]))
        #expect(line.healthyFell && line.errors.map(\.code) == [DynamicsError.Code.invalidPath])
        let nan = addAlongsideHealthy(
            item([CGPoint(x: -20, y: 0), CGPoint(x: CGFloat.nan, y: 0), CGPoint(x: 20, y: 10)]))
        #expect(nan.healthyFell && nan.errors.map(\.code) == [DynamicsError.Code.invalidPath])
    }

    @Test func validateThrowsTheSameErrors() {
        let animator = DynamicAnimator(referenceBounds: screen)
        #expect(throws: DynamicsError.self) {
            try animator.validate(Item(center: .zero, size: CGSize(width: 0, height: 0)))
        }
        #expect(throws: Never.self) {
            try animator.validate(Item(center: .zero, size: CGSize(width: 1, height: 1)))
        }
    }

    @Test func nonFiniteBehaviorParametersKeepTheOldValue() {
        let gravity = GravityBehavior(items: [])
        let properties = DynamicItemBehavior(items: [])
        let collision = CollisionBehavior(items: [])
        let errors = collectingErrors {
            gravity.magnitude = .nan
            gravity.angle = .infinity
            gravity.gravityDirection = CGVector(dx: CGFloat.nan, dy: 1)
            gravity.setAngle(1, magnitude: .infinity)
            properties.density = -1
            properties.elasticity = .nan
            properties.friction = -.infinity
            properties.resistance = .nan
            properties.addLinearVelocity(
                CGPoint(x: CGFloat.nan, y: 0), for: Item(center: .zero, size: CGSize(width: 1, height: 1)))
            collision.addBoundary(
                withIdentifier: "bad", from: CGPoint(x: 0, y: 0), to: CGPoint(x: CGFloat.infinity, y: 0))
            collision.addBoundary(withIdentifier: "dot", from: CGPoint(x: 5, y: 5), to: CGPoint(x: 5, y: 5))
            collision.addBoundary(withIdentifier: "empty", for: BezierPath())
            collision.setTranslatesReferenceBoundsIntoBoundary(
                with: EdgeInsets(top: CGFloat.nan, left: 0, bottom: 0, right: 0))
        }
        #expect(errors.count == 13)
        #expect(gravity.gravityDirection == CGVector(dx: 0, dy: 1))
        #expect(properties.density == 1 && properties.elasticity == 0.2 && properties.friction == 0.2)
        #expect(properties.resistance == 0.1)
        #expect(collision.boundaryIdentifiers == nil)
        #expect(!collision.translatesReferenceBoundsIntoBoundary)
        #expect(errors[0].message == "GravityBehavior.magnitude: nan is not finite; kept 1")
        #expect(
            errors[4].code == DynamicsError.Code.outOfRange && errors[4].message.contains("-1 is outside"))
    }

    @Test func aBehaviorCannotJoinTwoAnimators() {
        let first = DynamicAnimator(referenceBounds: screen)
        let second = DynamicAnimator(referenceBounds: screen)
        let gravity = GravityBehavior(items: [Item(center: .zero, size: CGSize(width: 1, height: 1))])
        var errors: [DynamicsError] = []
        second.errorHandler = { errors.append($0) }
        first.addBehavior(gravity)
        second.addBehavior(gravity)
        #expect(errors.map(\.code) == [DynamicsError.Code.invalidUse])
        #expect(second.behaviors.isEmpty && gravity.dynamicAnimator === first)
        first.addBehavior(gravity)  // already top-level here: ignored silently
        #expect(first.behaviors.count == 1)
    }

    @Test func invalidFrameDurationsAreRefused() {
        let animator = DynamicAnimator(referenceBounds: screen)
        let item = Item(center: CGPoint(x: 10, y: 10), size: CGSize(width: 10, height: 10))
        animator.addBehavior(GravityBehavior(items: [item]))
        var errors: [DynamicsError] = []
        animator.errorHandler = { errors.append($0) }
        animator.step(frameDuration: .nan)
        animator.step(frameDuration: -1)
        animator.advance(by: .infinity)
        #expect(errors.count == 3)
        #expect(animator.elapsedTime() == 0)
        animator.step()
        #expect(item.center.y > 10)
    }
}

/// Values computed inside the step that come out non-finite stop only the body they reach.
@Suite("Defence in depth")
struct NonFiniteInStepTests {
    @Test(arguments: [CGFloat.nan, CGFloat.infinity, -CGFloat.infinity])
    func aCustomFieldReturningNonFiniteStopsOnlyItsItem(value: CGFloat) {
        let animator = DynamicAnimator(referenceBounds: screen)
        let victim = Item("victim", center: CGPoint(x: 100, y: 100), size: CGSize(width: 20, height: 20))
        let healthy = Item("healthy", center: CGPoint(x: 200, y: 100), size: CGSize(width: 20, height: 20))
        var errors: [DynamicsError] = []
        animator.errorHandler = { errors.append($0) }
        let collision = CollisionBehavior(items: [victim, healthy])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        animator.addBehavior(GravityBehavior(items: [victim, healthy]))
        let broken = FieldBehavior.field { _, _, _, _, _, _ in CGVector(dx: value, dy: 0) }
        broken.addItem(victim)
        animator.addBehavior(broken)
        for _ in 0..<60 { animator.step() }
        #expect(victim.center.x.isFinite && victim.center.y.isFinite, "\(victim.center)")
        expectClose(victim.center.x, 100, tolerance: 1e-9, "the victim stays where it was")
        #expect(healthy.center.y > 400, "the healthy item fell to \(healthy.center.y)")
        #expect(errors.count == 1, "reported once: \(errors)")
        #expect(errors.first?.code == .nonFiniteValue)
        // The block's value is named (issue 23); the force is ignored, so gravity still acts.
        #expect(errors.first?.message.contains("FieldBehavior (custom)") == true, "\(errors)")
        #expect(errors.first?.message.contains("(\(value), 0.0)") == true, "\(errors)")
        #expect(victim.center.y > 400, "the victim fell under gravity alone: \(victim.center.y)")
    }
}
