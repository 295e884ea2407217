import Testing
import UIKitDynamics

@Suite("Reference view")
struct ReferenceViewTests {
    @Test("A view nested in an offset container lands at the right place in its superview's coordinates")
    func nestedView() {
        let referenceView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let container = UIView(frame: CGRect(x: 40, y: 80, width: 240, height: 320))
        container.bounds.origin = CGPoint(x: 10, y: 20)
        referenceView.addSubview(container)
        let square = UIView(frame: CGRect(x: 60, y: 40, width: 50, height: 50))
        container.addSubview(square)
        // (85, 65) in the container is (85 + 40 − 10, 65 + 80 − 20) in the reference view.
        #expect(container.convert(square.center, to: referenceView) == CGPoint(x: 115, y: 125))

        let animator = UIDynamicAnimator(referenceView: referenceView)
        animator.addBehavior(UIGravityBehavior(items: [square]))
        let collision = UICollisionBehavior(items: [square])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        #expect(animator.runUntilPaused(timeout: 10))

        let restingY = referenceView.bounds.maxY - square.bounds.height / 2  // 455 in the reference view
        #expect(abs(square.center.y - (restingY - 80 + 20)) <= 1.5, "centre \(square.center)")
        let inReference = container.convert(square.center, to: referenceView)
        #expect(abs(inReference.y - restingY) <= 1.5)
        #expect(square.superview === container)
        // The container itself never moves.
        #expect(container.frame == CGRect(x: 40, y: 80, width: 240, height: 320))
    }

    @Test("A view outside the reference view's hierarchy is refused; the others still simulate")
    func outsideView() {
        let referenceView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let inside = UIView(frame: CGRect(x: 100, y: 0, width: 40, height: 40))
        referenceView.addSubview(inside)
        let elsewhere = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let stray = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        elsewhere.addSubview(stray)
        let orphan = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))

        let animator = UIDynamicAnimator(referenceView: referenceView)
        var errors: [DynamicsError] = []
        animator.errorHandler = { errors.append($0) }
        let gravity = UIGravityBehavior(items: [stray, inside, orphan, referenceView])
        let collision = UICollisionBehavior(items: [stray, inside, orphan, referenceView])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(gravity)
        animator.addBehavior(collision)

        #expect(!errors.isEmpty)
        #expect(errors.allSatisfy { $0.code == .itemOutsideReference })
        let first = errors[0].message
        #expect(first.hasPrefix("View item <UIView: 0x"))
        #expect(first.contains("should be a descendant of reference view <UIView: 0x"))
        #expect(first.contains("frame = (10 10; 40 40)"))
        #expect(
            errors.contains {
                $0.message.contains("frame = (0 0; 320 480)>") && $0.message.hasPrefix("View item <UIView")
            })
        #expect(throws: DynamicsError.self) { try animator.validate(stray) }
        #expect(throws: Never.self) { try animator.validate(inside) }

        #expect(animator.runUntilPaused(timeout: 10))
        #expect(abs(inside.center.y - 460) <= 1.5)
        #expect(stray.center == CGPoint(x: 30, y: 30))
        #expect(orphan.center == CGPoint(x: 30, y: 30))
        #expect(referenceView.center == CGPoint(x: 160, y: 240))
    }

    @Test("Changing the reference view's bounds moves the implicit boundary and wakes the animator")
    func boundsChange() {
        let referenceView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let square = UIView(frame: CGRect(x: 100, y: 100, width: 60, height: 60))
        referenceView.addSubview(square)
        let animator = UIDynamicAnimator(referenceView: referenceView)
        animator.addBehavior(UIGravityBehavior(items: [square]))
        let collision = UICollisionBehavior(items: [square])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        #expect(animator.runUntilPaused(timeout: 10))
        #expect(abs(square.center.y - 450) <= 1.5)

        referenceView.frame = CGRect(x: 0, y: 0, width: 320, height: 700)
        #expect(animator.referenceBounds == CGRect(x: 0, y: 0, width: 320, height: 700))
        #expect(animator.isRunning)
        #expect(animator.runUntilPaused(timeout: 10))
        #expect(abs(square.center.y - 670) <= 1.5, "centre \(square.center)")

        // Widening it lets nothing move: the square stays at rest.
        referenceView.bounds.size.width = 400
        #expect(animator.runUntilPaused(timeout: 10))
        #expect(abs(square.center.y - 670) <= 1.5, "centre \(square.center)")
    }

    @Test("Items that are not views are used as they are, in reference coordinates")
    func plainItems() {
        final class Token: UIDynamicItem {
            var center = CGPoint(x: 50, y: 50)
            var bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
            var transform = CGAffineTransform.identity
        }
        let referenceView = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let token = Token()
        let animator = UIDynamicAnimator(referenceView: referenceView)
        animator.addBehavior(UIGravityBehavior(items: [token]))
        let collision = UICollisionBehavior(items: [token])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        #expect(animator.runUntilPaused(timeout: 10))
        #expect(abs(token.center.y - 290) <= 1.5)
    }

    @Test("The animator holds its reference view weakly")
    func weakReferenceView() {
        var referenceView: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let animator = UIDynamicAnimator(referenceView: referenceView!)
        #expect(animator.referenceView === referenceView)
        referenceView = nil
        #expect(animator.referenceView == nil)
        #expect(animator.referenceBounds == CGRect(x: 0, y: 0, width: 100, height: 100))
        let plain = UIDynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(plain.referenceView == nil)
    }

    @Test("A view subclass overriding collisionBoundsType collides as an ellipse")
    func ellipseSubclass() {
        final class BallView: UIView {
            override var collisionBoundsType: UIDynamicItemCollisionBoundsType {
                return .ellipse
            }
        }
        /// Drops `view` onto an 8° ramp (gentler than the friction angle of a box).
        func dropOnRamp(_ view: UIView) -> CGFloat {
            let referenceView = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 600))
            referenceView.addSubview(view)
            let start = view.center
            let animator = UIDynamicAnimator(referenceView: referenceView)
            animator.addBehavior(UIGravityBehavior(items: [view]))
            let collision = UICollisionBehavior(items: [view])
            collision.addBoundary(
                withIdentifier: "ramp" as NSString, from: CGPoint(x: 0, y: 200),
                to: CGPoint(x: 1000, y: 340.5))
            animator.addBehavior(collision)
            animator.advance(by: 3)
            return view.center.x - start.x
        }
        let ball = BallView(frame: CGRect(x: 100, y: 100, width: 60, height: 60))
        #expect((ball as any UIDynamicItem).collisionBoundsType == .ellipse)
        #expect(UIView().collisionBoundsType == .rectangle)
        let rolled = dropOnRamp(ball)
        let slid = dropOnRamp(UIView(frame: CGRect(x: 100, y: 100, width: 60, height: 60)))
        // Rolling at g·sin θ·2⁄3 ≈ 93 pt/s² for ~2.7 s: over 300 pt. The square slides a little
        // on impact and stops (tan 8° < friction 0.2).
        #expect(rolled > 200, "the ball rolls down the ramp: \(rolled)")
        #expect(slid < 60, "a square barely moves: \(slid)")
    }
}
