import Testing
import UIKitDynamics

/// The setup problems only views can have: drawn round but colliding as a rectangle, and a scale
/// in the transform that the animator drops.
@Suite("Setup problems of views")
struct SetupProblemsForViewsTests {
    func animator(with views: [UIView]) -> UIDynamicAnimator {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        for view in views { reference.addSubview(view) }
        let animator = UIDynamicAnimator(referenceView: reference)
        let collision = UICollisionBehavior(items: views)
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        return animator
    }

    @Test func aViewDrawnRoundThatCollidesAsASquareIsNamed() throws {
        let ball = UIView(frame: CGRect(x: 100, y: 100, width: 60, height: 60))
        ball.layer.cornerRadius = 30
        let card = UIView(frame: CGRect(x: 200, y: 100, width: 100, height: 60))
        card.layer.cornerRadius = 8  // slightly rounded corners: a rectangle is right
        let problems = animator(with: [ball, card]).setupProblems()
        #expect(problems.map(\.kind) == [.boundsShapeMismatch], "\(problems)")
        let message = try #require(problems.first?.message)
        #expect(message.contains("corner radius 30") && message.contains(".ellipse"), "\(message)")
        #expect(problems.first?.items.first === ball)
    }

    @Test func aScaledViewLosesItsScale() throws {
        let card = UIView(frame: CGRect(x: 100, y: 100, width: 60, height: 40))
        card.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
        let animator = animator(with: [card])
        let problems = animator.setupProblems()
        #expect(problems.map(\.kind) == [.ignoredTransform], "\(problems)")
        #expect(problems.first?.message.contains("scales it by (1.5, 1.5)") == true, "\(problems)")
    }
}
