import Foundation
import Testing
import UIKitDynamics

/// UIKit stores what you set: a behaviour's property reads back exactly the `CGFloat` value given,
/// before and after the behaviour joins an animator and frames run, although the engine keeps a
/// `Float` copy in metres (195 pt → 1.95 m → 194.99999284744263 pt). Code that floors or compares
/// what it reads back (a springy layout flooring its anchors) depends on it. State the simulation
/// changes — an item's centre, a velocity — is read from the engine and is not covered here.
@Suite("Values read back as set")
struct ReadBackTests {
    /// Values chosen so that none survives a round trip through `Float` metres.
    static let point = CGPoint(x: 195, y: 820)
    static let angle = -CGFloat.pi / 2
    static let fraction: CGFloat = 0.3

    /// An animator over `screen`, stepped `frames` times after `behavior` joins.
    private func run(_ behavior: UIDynamicBehavior, on screen: UIView, frames: Int = 10) -> UIDynamicAnimator
    {
        let animator = UIDynamicAnimator(referenceView: screen)
        animator.addBehavior(behavior)
        for _ in 0..<frames { animator.step() }
        return animator
    }

    /// A 390 × 844 screen with one 60 pt view.
    private func makeView() -> (screen: UIView, card: UIView) {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let card = UIView(frame: CGRect(x: 165, y: 400, width: 60, height: 60))
        screen.addSubview(card)
        return (screen, card)
    }

    @Test(
        "an attachment's anchorPoint, length, damping and frequency read back as set, in a running animator")
    func attachment() {
        let (screen, card) = makeView()
        let spring = UIAttachmentBehavior(item: card, attachedToAnchor: CGPoint(x: 195, y: 430))
        let animator = run(spring, on: screen)
        spring.anchorPoint = Self.point
        spring.length = 12.3
        spring.damping = Self.fraction
        spring.frequency = 1.1
        for _ in 0..<30 { animator.step() }
        #expect(spring.anchorPoint == Self.point)
        #expect(spring.length == 12.3 && spring.damping == Self.fraction && spring.frequency == 1.1)
        #expect(card.center.y > 431, "the item followed the anchor down (\(card.center.y))")
    }

    @Test(
        "gravity's angle and magnitude read back as set; the world's vector is the Float one UIKit computes")
    func gravity() {
        let (screen, card) = makeView()
        let gravity = UIGravityBehavior(items: [card])
        gravity.angle = Self.angle
        #expect(gravity.angle == Self.angle)
        let animator = run(gravity, on: screen)
        gravity.magnitude = Self.fraction
        #expect(gravity.angle == Self.angle, "\(gravity.angle)")
        #expect(gravity.magnitude == Self.fraction, "\(gravity.magnitude)")
        gravity.setAngle(0.1, magnitude: 1.7)
        animator.step()
        #expect(gravity.angle == 0.1 && gravity.magnitude == 1.7)
        // The vector is computed in Float, as in UIKit: its components are the Float ones.
        #expect(gravity.gravityDirection.dx == CGFloat(Float(1.7) * cosf(0.1)))
        // A direction set directly is the truth: angle and magnitude are read from it.
        gravity.gravityDirection = CGVector(dx: 3, dy: 4)
        #expect(gravity.magnitude == 5 && abs(gravity.angle - atan2(4, 3)) < 1e-15)
        // A negative magnitude turns the vector round; angle and magnitude follow the vector.
        gravity.setAngle(.pi / 2, magnitude: -1)
        #expect(abs(gravity.magnitude - 1) < 1e-6 && abs(gravity.angle + .pi / 2) < 1e-6)
    }

    @Test("a push's magnitude and angle read back as set")
    func push() {
        let (screen, card) = makeView()
        let push = UIPushBehavior(items: [card], mode: .continuous)
        push.magnitude = Self.fraction
        push.angle = Self.angle
        _ = run(push, on: screen)
        #expect(push.magnitude == Self.fraction, "\(push.magnitude)")
        #expect(push.angle == Self.angle)
    }

    @Test("a snap's point and damping read back as set")
    func snap() {
        let (screen, card) = makeView()
        let snap = UISnapBehavior(item: card, snapTo: CGPoint(x: 100, y: 100))
        _ = run(snap, on: screen)
        snap.snapPoint = Self.point
        snap.damping = Self.fraction
        #expect(snap.snapPoint == Self.point && snap.damping == Self.fraction)
    }

    @Test("every field property reads back as set")
    func field() {
        let (screen, card) = makeView()
        let field = UIFieldBehavior.noiseField(smoothness: 0.3, animationSpeed: 0.7)
        field.addItem(card)
        let animator = run(field, on: screen)
        field.position = Self.point
        field.strength = 0.1
        field.falloff = 0.3
        field.minimumRadius = 1.1
        field.direction = CGVector(dx: 0.1, dy: 0.2)
        animator.step()
        #expect(field.position == Self.point)
        #expect(field.strength == 0.1 && field.falloff == 0.3 && field.minimumRadius == 1.1)
        #expect(field.direction == CGVector(dx: 0.1, dy: 0.2))
        #expect(field.smoothness == 0.3 && field.animationSpeed == 0.7)
        let radial = UIFieldBehavior.radialGravityField(position: CGPoint(x: 0.1, y: 820.3))
        #expect(radial.position == CGPoint(x: 0.1, y: 820.3) && radial.falloff == 2)
        #expect(abs(radial.minimumRadius - 0.0030517578125) < 1e-15, "UIKit's default, 2⁻¹⁵ m")
    }

    @Test("an item behavior's properties read back as set")
    func itemProperties() {
        let (screen, card) = makeView()
        let properties = UIDynamicItemBehavior(items: [card])
        properties.elasticity = Self.fraction
        properties.friction = 0.7
        properties.resistance = 0.1
        properties.angularResistance = 0.9
        properties.density = 1.3
        properties.charge = -0.3
        _ = run(properties, on: screen)
        #expect(properties.elasticity == Self.fraction && properties.friction == 0.7)
        #expect(properties.resistance == 0.1 && properties.angularResistance == 0.9)
        #expect(properties.density == 1.3 && properties.charge == -0.3)
    }
}
