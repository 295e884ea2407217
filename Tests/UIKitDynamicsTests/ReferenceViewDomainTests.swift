import Testing
import UIKitDynamics

/// A reference view whose bounds turn NaN, infinite or huge: the change is refused (once, with
/// an error naming the bounds) and the boundary keeps the last valid bounds, so nothing falls out.
@Suite("Reference view bounds outside the numeric domain")
struct ReferenceViewDomainTests {
    @Test(arguments: [
        CGRect(x: 0, y: 0, width: CGFloat.nan, height: 480),
        CGRect(x: 0, y: 0, width: 320, height: CGFloat.infinity),
        CGRect(x: 0, y: 0, width: 1e30, height: 480),
    ])
    func badReferenceViewBoundsKeepTheLastBoundary(bounds: CGRect) {
        let referenceView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let square = UIView(frame: CGRect(x: 140, y: 40, width: 40, height: 40))
        referenceView.addSubview(square)
        let animator = UIDynamicAnimator(referenceView: referenceView)
        var errors: [DynamicsError] = []
        animator.errorHandler = { errors.append($0) }
        animator.addBehavior(UIGravityBehavior(items: [square]))
        let collision = UICollisionBehavior(items: [square])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        animator.advance(by: 0.1)
        referenceView.bounds = bounds
        animator.advance(by: 3)
        #expect(errors.count == 1, "\(errors.map(\.message))")
        #expect(errors.first?.message.hasPrefix("reference bounds: ") == true)
        #expect([.nonFiniteValue, .outOfRange].contains(errors.first?.code))
        #expect(abs(square.center.y - 460) < 3, "the square rests on the last valid floor: \(square.center)")
    }
}
