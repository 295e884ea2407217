import Dynamics
import Foundation
import Testing

@Suite("Attachments")
struct AttachmentTests {
    /// Times of upward zero crossings of `signal` sampled every frame.
    func crossings(_ samples: [(t: Double, x: CGFloat)]) -> [Double] {
        var out: [Double] = []
        for i in 1..<samples.count where samples[i - 1].x < 0 && samples[i].x >= 0 {
            let (a, b) = (samples[i - 1], samples[i])
            out.append(a.t + (b.t - a.t) * Double(-a.x / (b.x - a.x)))
        }
        return out
    }

    @Test func pendulumPeriodMatchesTheoryAndLengthHolds() {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let anchor = CGPoint(x: 500, y: 100)
        let length: CGFloat = 200
        let theta: CGFloat = 5 * .pi / 180
        let bob = Item(
            center: CGPoint(x: 500 + length * sin(theta), y: 100 + length * cos(theta)),
            size: CGSize(width: 20, height: 20))
        let rod = AttachmentBehavior(item: bob, attachedToAnchor: anchor)
        animator.addBehavior(rod)
        animator.addBehavior(GravityBehavior(items: [bob]))
        animator.addBehavior(frictionlessVacuum([bob]))
        expectClose(rod.length, length, tolerance: 1e-3, "length is the distance when added")
        var samples: [(t: Double, x: CGFloat)] = []
        var worst: CGFloat = 0
        for _ in 0..<600 {
            animator.step()
            samples.append((animator.simulatedTime, bob.center.x - anchor.x))
            worst = max(worst, abs(hypot(bob.center.x - anchor.x, bob.center.y - anchor.y) - length))
        }
        let c = crossings(samples)
        #expect(c.count >= 3)
        let period = (c.last! - c.first!) / Double(c.count - 1)
        // Small-angle period 2π√(L/g), L = 2 m, g = 10 m/s²; 5° adds 0.05 % (θ²/16).
        let theory = 2 * Double.pi * (2.0 / 10).squareRoot() * (1 + Double(theta * theta) / 16)
        expectClose(CGFloat(period), CGFloat(theory), tolerance: CGFloat(0.01 * theory), "period")
        #expect(worst < 0.5, "length drifted by \(worst) pt")
    }

    func springRun(frequency: CGFloat, damping: CGFloat, seconds: Double = 5) -> [(t: Double, x: CGFloat)] {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let item = Item(center: CGPoint(x: 600, y: 500), size: CGSize(width: 50, height: 50))
        let spring = AttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 500, y: 500))
        spring.length = 0
        spring.frequency = frequency
        spring.damping = damping
        animator.addBehavior(spring)
        animator.addBehavior(frictionlessVacuum([item]))
        var samples: [(t: Double, x: CGFloat)] = []
        // A fixed number of frames: a settled spring sleeps and the animator pauses.
        for _ in 0..<Int(seconds * 60) {
            animator.step()
            samples.append((animator.simulatedTime, item.center.x - 500))
        }
        return samples
    }

    @Test(arguments: [(CGFloat(1), CGFloat(0)), (2, 0.1), (0.5, 0.3)])
    func springOscillatesAtItsFrequencyAndDecaysAsItsDampingSays(frequency: CGFloat, damping: CGFloat) {
        let samples = springRun(frequency: frequency, damping: damping, seconds: 6)
        let c = crossings(samples)
        #expect(c.count >= 2)
        let period = (c.last! - c.first!) / Double(c.count - 1)
        let damped = Double(frequency) * (1 - Double(damping * damping)).squareRoot()
        expectClose(CGFloat(1 / period), CGFloat(damped), tolerance: CGFloat(0.02 * damped), "frequency")
        // Peaks shrink by e^(−2πζ/√(1−ζ²)) per cycle.
        var peaks: [CGFloat] = []
        for i in 1..<(samples.count - 1)
        where samples[i].x > samples[i - 1].x && samples[i].x >= samples[i + 1].x && samples[i].x > 0 {
            peaks.append(samples[i].x)
        }
        if peaks.count >= 3 {
            let ratio = peaks[2] / peaks[1]
            let expected = exp(-2 * .pi * damping / (1 - damping * damping).squareRoot())
            expectClose(ratio, expected, tolerance: 0.03, "decay per cycle")
        }
    }

    @Test func criticallyDampedSpringDoesNotOvershoot() {
        let samples = springRun(frequency: 2, damping: 1, seconds: 3)
        #expect(samples.allSatisfy { $0.x > -0.5 }, "overshot to \(samples.map(\.x).min()!)")
        #expect(abs(samples.last!.x) < 1)
    }

    @Test func draggingAndReleasingWithAFlickContinuesWithThatVelocity() {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 2000, height: 2000))
        let card = Item(center: CGPoint(x: 500, y: 500), size: CGSize(width: 100, height: 60))
        let drag = AttachmentBehavior(item: card, attachedToAnchor: card.center)
        let properties = frictionlessVacuum([card])
        animator.addBehavior(properties)
        animator.addBehavior(drag)
        // The finger moves right at 600 pt/s for half a second.
        for frame in 1...30 {
            drag.anchorPoint = CGPoint(x: 500 + 10 * CGFloat(frame), y: 500)
            animator.step()
        }
        expectClose(card.center.x, 800, tolerance: 15, "the card follows the finger")
        animator.removeBehavior(drag)
        let before = properties.linearVelocity(for: card)
        properties.addLinearVelocity(CGPoint(x: 900, y: -300), for: card)
        let start = card.center
        animator.advance(by: 0.5)
        let t = 0.5
        expectClose(card.center.x - start.x, (before.x + 900) * t, tolerance: 0.03 * 900 * t, "flick x")
        expectClose(card.center.y - start.y, (before.y - 300) * t, tolerance: 0.03 * 300 * t, "flick y")
    }

    @Test func movingTheAnchorKeepsTheItemsVelocity() {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 2000, height: 2000))
        let item = Item(center: CGPoint(x: 600, y: 500), size: CGSize(width: 40, height: 40))
        let spring = AttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 500, y: 500))
        spring.frequency = 1
        spring.damping = 0.2
        let properties = frictionlessVacuum([item])
        animator.addBehavior(properties)
        animator.addBehavior(spring)
        properties.addLinearVelocity(CGPoint(x: 0, y: 200), for: item)
        animator.step()
        let before = properties.linearVelocity(for: item)
        spring.anchorPoint = CGPoint(x: 900, y: 500)
        #expect(spring.anchorPoint == CGPoint(x: 900, y: 500))
        let after = properties.linearVelocity(for: item)
        #expect(after == before, "moving the anchor is not an impulse")
        animator.step()
        // One frame of a 1 Hz spring stretched by 300 pt adds about ω²·x·dt ≈ 200 pt/s at most.
        #expect(abs(properties.linearVelocity(for: item).x - before.x) < 250)
        animator.advance(by: 3)
        #expect(item.center.x > 700, "the item went to the new anchor")
    }

    @Test func twoItemAttachmentsStillLetTheirItemsCollide() {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let a = Item("a", center: CGPoint(x: 400, y: 500), size: CGSize(width: 50, height: 50))
        let b = Item("b", center: CGPoint(x: 600, y: 500), size: CGSize(width: 50, height: 50))
        let spring = AttachmentBehavior(item: a, attachedTo: b)
        spring.length = 0
        spring.frequency = 2
        spring.damping = 1
        animator.addBehavior(spring)
        animator.addBehavior(CollisionBehavior(items: [a, b]))
        animator.addBehavior(frictionlessVacuum([a, b]))
        #expect(animator.runUntilPaused(timeout: 10))
        // Pulled together by a zero-length spring, they stop touching side by side.
        expectClose(abs(b.center.x - a.center.x), 50, tolerance: 1, "centre distance")
    }

    @Test func ropeNeverStretchesAndGoesSlack() {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 2000, height: 2000))
        let a = Item("a", center: CGPoint(x: 500, y: 500), size: CGSize(width: 40, height: 40))
        let b = Item("b", center: CGPoint(x: 650, y: 500), size: CGSize(width: 40, height: 40))
        let rope = AttachmentBehavior.limitAttachment(
            with: a, offsetFromCenter: .zero, attachedTo: b, offsetFromCenter: .zero)
        expectClose(rope.length, 150, tolerance: 1e-6, "rope length")
        let properties = frictionlessVacuum([a, b])
        animator.addBehavior(properties)
        animator.addBehavior(rope)
        properties.addLinearVelocity(CGPoint(x: 400, y: 100), for: b)
        properties.addLinearVelocity(CGPoint(x: -50, y: 0), for: a)
        var worst: CGFloat = 0
        for _ in 0..<240 {
            animator.step()
            worst = max(worst, hypot(b.center.x - a.center.x, b.center.y - a.center.y) - 150)
        }
        #expect(worst < 0.5, "the rope stretched by \(worst) pt")
        // Slack: moving together, the rope does nothing.
        let c = Item("c", center: CGPoint(x: 500, y: 1500), size: CGSize(width: 40, height: 40))
        let d = Item("d", center: CGPoint(x: 600, y: 1500), size: CGSize(width: 40, height: 40))
        let slack = AttachmentBehavior.limitAttachment(
            with: c, offsetFromCenter: .zero, attachedTo: d, offsetFromCenter: .zero)
        animator.addBehavior(slack)
        let free = frictionlessVacuum([c, d])
        animator.addBehavior(free)
        free.addLinearVelocity(CGPoint(x: 60, y: 0), for: c)
        animator.advance(by: 1)
        expectClose(free.linearVelocity(for: c).x, 60, tolerance: 0.5, "no force while slack")
    }

    @Test func sliderStaysOnItsAxisInsideItsRangeWithoutTurning() {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let item = Item(center: CGPoint(x: 500, y: 500), size: CGSize(width: 60, height: 40))
        let slider = AttachmentBehavior.slidingAttachment(
            with: item, attachmentAnchor: CGPoint(x: 500, y: 500), axisOfTranslation: CGVector(dx: 1, dy: 0))
        slider.attachmentRange = FloatRange(minimum: -50, maximum: 100)
        animator.addBehavior(slider)
        animator.addBehavior(GravityBehavior(items: [item]))
        let push = PushBehavior(items: [item], mode: .continuous)
        push.setTargetOffsetFromCenter(Offset(horizontal: 0, vertical: 10), for: item)
        push.pushDirection = CGVector(dx: 1, dy: 1)
        animator.addBehavior(push)
        for _ in 0..<180 {
            animator.step()
            #expect(abs(item.center.y - 500) < 0.5)
            #expect(item.center.x > 500 - 50 - 0.5 && item.center.x < 500 + 100 + 0.5)
            #expect(abs(item.angle) < 0.002)
        }
        expectClose(item.center.x, 600, tolerance: 1, "pressed against the upper limit")
    }

    @Test func fixedAttachmentKeepsTheRelativePose() {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 2000, height: 2000))
        let a = Item("a", center: CGPoint(x: 500, y: 500), size: CGSize(width: 40, height: 40))
        let b = Item("b", center: CGPoint(x: 560, y: 520), size: CGSize(width: 40, height: 40))
        animator.addBehavior(
            AttachmentBehavior.fixedAttachment(
                with: a, attachedTo: b, attachmentAnchor: CGPoint(x: 530, y: 510)))
        let push = PushBehavior(items: [a], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0.3, dy: -0.2)
        push.setTargetOffsetFromCenter(Offset(horizontal: 0, vertical: 20), for: a)
        animator.addBehavior(push)
        animator.addBehavior(frictionlessVacuum([a, b]))
        animator.advance(by: 2)
        #expect(abs(a.angle) > 0.1, "the pair turned")
        expectClose(b.angle, a.angle, tolerance: 0.002, "same rotation")
        let d = hypot(b.center.x - a.center.x, b.center.y - a.center.y)
        expectClose(d, hypot(60, 20), tolerance: 0.5, "same distance")
    }

    @Test func pinLetsBothTurnAboutTheAnchorAndFrictionSlowsTheSpin() {
        func spin(friction: CGFloat) -> (CGFloat, Item, Item) {
            let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 2000, height: 2000))
            let base = Item("base", center: CGPoint(x: 500, y: 500), size: CGSize(width: 100, height: 100))
            let arm = Item("arm", center: CGPoint(x: 600, y: 500), size: CGSize(width: 100, height: 20))
            let pin = AttachmentBehavior.pinAttachment(
                with: base, attachedTo: arm, attachmentAnchor: CGPoint(x: 550, y: 500))
            pin.frictionTorque = friction
            let anchored = DynamicItemBehavior(items: [base])
            anchored.isAnchored = true
            animator.addBehavior(anchored)
            animator.addBehavior(pin)
            let vacuum = frictionlessVacuum([arm])
            animator.addBehavior(vacuum)
            // Spinning at 4 rad/s about the pin, 50 pt from the arm's centre: v = ω × r = 200 pt/s.
            vacuum.addAngularVelocity(4, for: arm)
            vacuum.addLinearVelocity(CGPoint(x: 0, y: 200), for: arm)
            animator.advance(by: 0.5)
            let anchor = CGPoint(x: 550, y: 500)
            // The arm's end stays on the pin.
            let end = CGPoint(x: arm.center.x - 50 * cos(arm.angle), y: arm.center.y - 50 * sin(arm.angle))
            #expect(hypot(end.x - anchor.x, end.y - anchor.y) < 0.5)
            return (vacuum.angularVelocity(for: arm), base, arm)
        }
        let (free, _, _) = spin(friction: 0)
        #expect(free > 3.9, "no friction: spin kept (\(free))")
        let (slowed, _, _) = spin(friction: 0.01)
        // I about the pin = m(w²+h²)/12 + m·d² = 0.2·(1+0.04)/12 + 0.2·0.25 = 0.06733 kg·m²;
        // the friction torque 0.01 N·m decelerates it by 0.1485 rad/s².
        let expected = 4 - 0.01 / 0.067333 * 0.5
        expectClose(slowed, expected, tolerance: 0.05 * (4 - expected) + 0.01, "spin after friction")
    }

    @Test func pinRangeLimitsTheAngle() {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 2000, height: 2000))
        let base = Item("base", center: CGPoint(x: 500, y: 500), size: CGSize(width: 100, height: 100))
        let arm = Item("arm", center: CGPoint(x: 600, y: 500), size: CGSize(width: 100, height: 20))
        let pin = AttachmentBehavior.pinAttachment(
            with: base, attachedTo: arm, attachmentAnchor: CGPoint(x: 550, y: 500))
        pin.attachmentRange = FloatRange(minimum: -0.5, maximum: 0.5)
        let anchored = DynamicItemBehavior(items: [base])
        anchored.isAnchored = true
        animator.addBehavior(anchored)
        animator.addBehavior(pin)
        animator.addBehavior(GravityBehavior(items: [arm]))
        animator.advance(by: 3)
        expectClose(arm.angle, 0.5, tolerance: 0.02, "hangs at the upper limit")
    }

    @Test func badAttachmentsAreRefusedAndTheWorldKeepsWorking() {
        let animator = DynamicAnimator(referenceBounds: screen)
        var errors: [DynamicsError] = []
        animator.errorHandler = { errors.append($0) }
        let item = Item(center: CGPoint(x: 100, y: 100), size: CGSize(width: 20, height: 20))
        let other = Item(center: CGPoint(x: 200, y: 100), size: CGSize(width: 20, height: 20))
        let logged = collectingErrors {
            let zeroAxis = AttachmentBehavior.slidingAttachment(
                with: item, attachmentAnchor: .zero, axisOfTranslation: CGVector(dx: 0, dy: 0))
            let itself = AttachmentBehavior(item: item, attachedTo: item)
            let nanAnchor = AttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: CGFloat.nan, y: 0))
            animator.addBehavior(zeroAxis)
            animator.addBehavior(itself)
            animator.addBehavior(nanAnchor)
            let good = AttachmentBehavior(item: item, attachedTo: other)
            good.frequency = -1
            good.damping = .nan
            good.length = .infinity
            good.attachmentRange = FloatRange(minimum: 1, maximum: 2)
            #expect(good.frequency == 0 && good.damping == 0 && good.attachmentRange == .infinite)
        }
        #expect(logged.count == 7, "\(logged.map(\.message))")
        #expect(logged.contains { $0.message.contains("axisOfTranslation") })
        #expect(logged.contains { $0.message.contains("attached to itself") })
        #expect(logged.contains { $0.message.contains("must contain 0") })
        animator.addBehavior(GravityBehavior(items: [item, other]))
        animator.advance(by: 0.5)
        #expect(item.center.y > 150 && other.center.y > 150, "the world kept working")
    }
}

@Suite("Snap")
struct SnapTests {
    func snap(damping: CGFloat, to point: CGPoint = CGPoint(x: 300, y: 300)) -> (
        Item, DynamicAnimator, SnapBehavior, CGFloat
    ) {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 600, height: 600))
        let item = Item(center: CGPoint(x: 100, y: 100), size: CGSize(width: 80, height: 50))
        item.transform = CGAffineTransform(rotationAngle: 0.6)
        let snap = SnapBehavior(item: item, snapTo: point)
        snap.damping = damping
        animator.addBehavior(snap)
        var overshoot: CGFloat = 0
        for _ in 0..<90 {
            animator.step()
            overshoot = max(overshoot, item.center.x - point.x)
        }
        return (item, animator, snap, overshoot)
    }

    @Test func settlesOnThePointUpright() {
        let (item, animator, snap, _) = snap(damping: 0.5)
        #expect(snap.damping == 0.5)
        #expect(animator.runUntilPaused(timeout: 10))
        expectClose(item.center.x, 300, tolerance: 0.5, "x")
        expectClose(item.center.y, 300, tolerance: 0.5, "y")
        expectClose(item.angle, 0, tolerance: 0.01, "upright")
    }

    @Test func lowerDampingOvershootsMore() {
        let loose = snap(damping: 0.1).3
        let firm = snap(damping: 0.9).3
        #expect(loose > firm + 5, "overshoot \(loose) vs \(firm)")
    }

    @Test func movingTheSnapPointRetargets() {
        let (item, animator, snap, _) = snap(damping: 0.7)
        snap.snapPoint = CGPoint(x: 450, y: 150)
        #expect(animator.runUntilPaused(timeout: 10))
        expectClose(item.center.x, 450, tolerance: 0.5, "x")
        expectClose(item.center.y, 150, tolerance: 0.5, "y")
    }

    @Test func nonFiniteSnapPointIsRefused() {
        let (_, _, snap, _) = snap(damping: 0.5)
        let errors = collectingErrors { snap.snapPoint = CGPoint(x: CGFloat.infinity, y: 0) }
        #expect(errors.map(\.code) == [DynamicsError.Code.nonFiniteValue])
        #expect(snap.snapPoint == CGPoint(x: 300, y: 300))
    }
}
