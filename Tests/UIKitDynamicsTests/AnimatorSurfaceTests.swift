import Foundation
import Testing
import UIKitDynamics

@Suite("UIDynamicAnimator surface")
struct AnimatorSurfaceTests {
    private func makeAnimator() -> (UIDynamicAnimator, UIView, UIView) {
        let referenceView = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let square = UIView(frame: CGRect(x: 100, y: 0, width: 50, height: 50))
        referenceView.addSubview(square)
        return (UIDynamicAnimator(referenceView: referenceView), referenceView, square)
    }

    @Test("setValue(_:forKey:) sets the debug switches the seeds set, and value(forKey:) reads them")
    func debugKeys() {
        let (animator, _, _) = makeAnimator()
        var errors: [DynamicsError] = []
        animator.errorHandler = { errors.append($0) }
        #expect(animator.value(forKey: "debugEnabled") as? Bool == false)
        animator.setValue(true, forKey: "debugEnabled")
        #expect(animator.debugEnabled)
        #expect(animator.value(forKey: "debugEnabled") as? Bool == true)
        animator.setValue(NSNumber(value: false), forKey: "debugEnabled")
        #expect(!animator.debugEnabled)
        animator.setValue(NSNumber(value: 3), forKey: "debugFrameInterval")
        #expect(animator.debugFrameInterval == 3)
        #expect(animator.value(forKey: "debugFrameInterval") as? Int == 3)
        animator.setValue(0.5, forKey: "debugAnimationSpeed")
        #expect(animator.debugAnimationSpeed == 0.5)
        #expect(animator.value(forKey: "debugAnimationSpeed") as? Double == 0.5)
        #expect(errors.isEmpty)
    }

    @Test("An unknown key is refused with an error naming it, and nothing changes")
    func unknownKey() {
        let (animator, _, _) = makeAnimator()
        var errors: [DynamicsError] = []
        animator.errorHandler = { errors.append($0) }
        animator.setValue(true, forKey: "debugEnabld")
        #expect(!animator.debugEnabled)
        #expect(animator.value(forKey: "gravity") == nil)
        #expect(errors.count == 2)
        #expect(errors.allSatisfy { $0.code == .unknownKey })
        #expect(errors[0].message.contains("\"debugEnabld\""))
        #expect(errors[0].message.contains("not key value coding-compliant"))
        #expect(errors[1].message.contains("\"gravity\""))
    }

    @Test("A value of the wrong kind is refused with an error naming the key and the value")
    func wrongValues() {
        let (animator, _, _) = makeAnimator()
        var errors: [DynamicsError] = []
        animator.errorHandler = { errors.append($0) }
        animator.setValue("yes", forKey: "debugEnabled")
        animator.setValue(-2, forKey: "debugFrameInterval")
        animator.setValue(1.5, forKey: "debugFrameInterval")
        animator.setValue(Double.nan, forKey: "debugAnimationSpeed")
        animator.setValue(nil, forKey: "debugAnimationSpeed")
        #expect(!animator.debugEnabled)
        #expect(animator.debugFrameInterval == 1)
        #expect(animator.debugAnimationSpeed == 1)
        #expect(errors.count == 5)
        #expect(errors[0].message.contains("\"debugEnabled\"") && errors[0].message.contains("yes"))
        #expect(errors[1].message.contains("\"debugFrameInterval\"") && errors[1].message.contains("-2"))
        #expect(errors[3].message.contains("nan"))
        #expect(errors[4].message.contains("nil"))
    }

    @Test("debugAnimationSpeed slows the world but elapsedTime counts frame time, as in UIKit")
    func animationSpeed() {
        let (animator, referenceView, square) = makeAnimator()
        defer { withExtendedLifetime(referenceView) {} }
        animator.setValue(0.5, forKey: "debugAnimationSpeed")
        animator.addBehavior(UIGravityBehavior(items: [square]))
        animator.advance(by: 1)
        #expect(abs(animator.elapsedTime() - 1) < 1e-9)
        // Half a second of physics, to within one 1/120 s engine step.
        #expect(abs(animator.simulatedTime - 0.5) <= 1.0 / 120 + 1e-9, "\(animator.simulatedTime)")
        // Free fall over ≈ 0.5 s: ½ · 1000 · 0.5² = 125 pt (semi-implicit Euler adds a step's worth).
        #expect(abs((square.center.y - 25) - 125) < 8, "fell \(square.center.y - 25)")
    }

    @Test(
        "description has UIKit's shape: Stopped only while paused, elapsed time, the reference and its bounds"
    )
    func description() throws {
        let (animator, referenceView, square) = makeAnimator()
        defer { withExtendedLifetime(referenceView) {} }
        let stopped = try Regex(
            #"^<DynamicAnimator: 0x[0-9a-f]+> Stopped \(0\.000000s\) in <UIView: 0x[0-9a-f]+> \{\{0, 0\}, \{400, 300\}\}$"#
        )
        #expect(animator.description.wholeMatch(of: stopped) != nil, "\(animator)")
        animator.addBehavior(UIGravityBehavior(items: [square]))
        for _ in 0..<15 { animator.step() }
        let running = try Regex(
            #"^<DynamicAnimator: 0x[0-9a-f]+> \(0\.250000s\) in <UIView: 0x[0-9a-f]+> \{\{0, 0\}, \{400, 300\}\}$"#
        )
        #expect(animator.description.wholeMatch(of: running) != nil, "\(animator)")
        let plain = UIDynamicAnimator(referenceBounds: CGRect(x: 10, y: 20, width: 320.5, height: 480))
        #expect(plain.description.hasSuffix("> Stopped (0.000000s) in {{10, 20}, {320.5, 480}}"))
        #expect(UIDynamicAnimator().referenceView == nil)
        #expect(UIDynamicAnimator().referenceBounds.isNull)
    }

    @Test("UIDynamicItemCollisionBoundsType has UIKit's three cases and raw values")
    func collisionBoundsType() {
        #expect(UIDynamicItemCollisionBoundsType.rectangle.rawValue == 0)
        #expect(UIDynamicItemCollisionBoundsType.ellipse.rawValue == 1)
        #expect(UIDynamicItemCollisionBoundsType.path.rawValue == 2)
        #expect(UIDynamicItemCollisionBoundsType(rawValue: 3) == nil)
    }

    @Test("UIFloatRange.isEqual(to:) compares exactly")
    func floatRangeEquality() {
        let range = UIFloatRange(minimum: -1, maximum: 2)
        #expect(range.isEqual(to: UIFloatRange(minimum: -1, maximum: 2)))
        #expect(!range.isEqual(to: UIFloatRange(minimum: -1, maximum: 2.000001)))
        #expect(UIFloatRange.infinite.isEqual(to: .infinite))
    }
}
