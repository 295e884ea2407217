import DynamicsRender
import Synchronization
import Testing
import UIKitDynamics

/// Every code example in Sources/Dynamics/Dynamics.docc/PortingFromUIKit.md (the DocC article
/// "Porting from UIKit Dynamics"), run and checked. Each test holds one
/// example as the article prints it, plus the `#expect`s that prove what the article says.
@Suite("Porting guide")
struct PortingGuideTests {
    /// "The animator and its reference view" and "Stepping: headless".
    @Test("a headless reference view: step, advance and runUntilPaused drop a square onto the bottom edge")
    func headlessStepping() {
        let referenceView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let square = UIView(frame: CGRect(x: 110, y: 40, width: 100, height: 100))
        referenceView.addSubview(square)

        let animator = UIDynamicAnimator(referenceView: referenceView)
        let collision = UICollisionBehavior(items: [square])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(UIGravityBehavior(items: [square]))
        animator.addBehavior(collision)

        animator.step()  // one 1/60 s frame
        animator.advance(by: 0.25)  // a quarter of a second of 1/60 s frames
        let atRest = animator.runUntilPaused(timeout: 10)  // true: the square rests on the bottom edge
        print(square.center)  // ≈ (160, 430)

        #expect(atRest)
        #expect(abs(square.center.x - 160) < 0.5)
        #expect(abs(square.frame.maxY - 480) <= 1.5, "rests on the bottom edge, within 1.5 pt")
        #expect(!animator.isRunning)
    }

    /// "Stepping: in real time".
    @MainActor
    @Test("the real-time driver runs a fall to rest on the continuous clock")
    func realTimeDriver() async throws {
        let referenceView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let square = UIView(frame: CGRect(x: 110, y: 80, width: 100, height: 100))
        referenceView.addSubview(square)
        let animator = UIDynamicAnimator(referenceView: referenceView)
        let collision = UICollisionBehavior(items: [square])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(UIGravityBehavior(items: [square]))
        animator.addBehavior(collision)

        let clock = ContinuousClock()
        let start = clock.now
        try await animator.run(framesPerSecond: 60, untilPaused: true)  // returns when at rest
        let wall = start.duration(to: clock.now)

        #expect(!animator.isRunning)
        #expect(abs(square.frame.maxY - 200) <= 1.5)
        // Simulated time follows the wall clock (it may only fall behind under load).
        #expect(wall >= .seconds(animator.elapsedTime()) - .milliseconds(100))
    }

    /// "Timers and dispatch_after".
    @Test("a delayed push: advance through the delay, then add the behavior")
    func delayedPush() {
        let referenceView = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 600))
        let square = UIView(frame: CGRect(x: 100, y: 300, width: 100, height: 100))
        referenceView.addSubview(square)
        let animator = UIDynamicAnimator(referenceView: referenceView)
        let properties = UIDynamicItemBehavior(items: [square])  // 100 × 100 pt, density 1: 1 kg
        properties.resistance = 0
        animator.addBehavior(properties)

        // UIKit: DispatchQueue.main.asyncAfter(deadline: .now() + 2) { animator.addBehavior(push) }
        animator.advance(by: 2)
        #expect(!animator.isRunning, "nothing moved, so the animator paused and let the time pass")
        let push = UIPushBehavior(items: [square], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: -1)
        push.magnitude = 0.3
        animator.addBehavior(push)
        animator.step()

        #expect(animator.isRunning, "the push woke it")
        // 0.3 N·s on 1 kg (100 × 100 pt at density 1): 0.3 m/s = 30 pt/s upwards.
        #expect(abs(properties.linearVelocity(for: square).y + 30) < 0.05)
    }

    /// "Gestures: scripted input".
    @Test("a scripted pan drags a card with an attachment and throws it with its velocity")
    func scriptedPan() {
        let referenceView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let card = UIView(frame: CGRect(x: 110, y: 190, width: 100, height: 100))
        referenceView.addSubview(card)
        let animator = UIDynamicAnimator(referenceView: referenceView)
        let controller = DragController(animator: animator, card: card)

        let pan = UIPanGestureRecognizer(target: controller, action: DragController.handlePan(_:))
        card.addGestureRecognizer(pan)
        pan.send(.began, at: CGPoint(x: 160, y: 240), in: referenceView)
        for step in 1...10 {
            pan.send(
                .changed, at: CGPoint(x: 160 + 4 * CGFloat(step), y: 240), in: referenceView,
                velocity: CGPoint(x: 240, y: 0))
            animator.step()
        }
        pan.send(.ended, at: CGPoint(x: 200, y: 240), in: referenceView, velocity: CGPoint(x: 240, y: 0))

        #expect(card.center.x > 180, "the attachment dragged the card after the finger")
        #expect(abs(controller.properties.linearVelocity(for: card).x - 240) < 60, "thrown at about 240 pt/s")
        #expect(
            animator.behaviors.count == 1, "the drag's attachment is gone; only the item behavior remains")
    }

    /// The controller of "Gestures: scripted input".
    final class DragController {
        let animator: UIDynamicAnimator
        let card: UIView
        let properties: UIDynamicItemBehavior
        var drag: UIAttachmentBehavior?

        init(animator: UIDynamicAnimator, card: UIView) {
            self.animator = animator
            self.card = card
            properties = UIDynamicItemBehavior(items: [card])
            animator.addBehavior(properties)
        }

        func handlePan(_ pan: UIPanGestureRecognizer) {
            let location = pan.location(in: animator.referenceView)
            switch pan.state {
            case .began:
                let drag = UIAttachmentBehavior(item: card, attachedToAnchor: location)
                animator.addBehavior(drag)
                self.drag = drag
            case .changed:
                drag?.anchorPoint = location
            case .ended, .cancelled, .failed, .possible:
                if let drag { animator.removeBehavior(drag) }
                drag = nil
                let velocity = pan.velocity(in: animator.referenceView)
                let current = properties.linearVelocity(for: card)
                properties.addLinearVelocity(
                    CGPoint(x: velocity.x - current.x, y: velocity.y - current.y), for: card)
            }
        }
    }

    /// "Errors instead of exceptions".
    @Test("bad input is reported to the error handler and left out, and validate throws it")
    func errorsInsteadOfExceptions() {
        let referenceView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let flat = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 0))
        let square = UIView(frame: CGRect(x: 110, y: 40, width: 100, height: 100))
        referenceView.addSubview(flat)
        referenceView.addSubview(square)
        let animator = UIDynamicAnimator(referenceView: referenceView)

        var refused: [DynamicsError] = []
        animator.errorHandler = { error in refused.append(error) }

        let gravity = UIGravityBehavior(items: [flat, square])  // flat is 100 × 0
        animator.addBehavior(gravity)  // UIKit raises "Invalid size"; here `flat` is left out
        gravity.magnitude = .nan  // refused: gravity keeps 1.0
        animator.advance(by: 0.5)  // the square still falls

        #expect(refused.map(\.code) == [.invalidSize, .nonFiniteValue])
        #expect(refused.first?.message.contains("(100.0, 0.0)") == true, "the message names the size")
        #expect(gravity.magnitude == 1)
        #expect(square.center.y > 150, "the rest of the world keeps working")
        #expect(throws: DynamicsError.self) { try animator.validate(flat) }
        #expect(refused.count == 2, "validate throws; it does not report")
    }

    /// "Errors instead of exceptions": errors with no animator to hear them.
    @Test("an error outside any animator goes to the task's DynamicsDiagnostics handler")
    func diagnosticsHandler() {
        let snap = UISnapBehavior(
            item: UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), snapTo: .zero)
        DynamicsDiagnostics.$handler.withValue(DynamicsErrorHandler { error in print("refused:", error) }) {
            snap.damping = .infinity  // refused, reported here
        }

        let seen = Mutex<[DynamicsError.Code]>([])
        DynamicsDiagnostics.$handler.withValue(
            DynamicsErrorHandler { error in seen.withLock { $0.append(error.code) } }
        ) {
            snap.damping = -.infinity
        }
        #expect(seen.withLock { $0 } == [.nonFiniteValue], "no animator: the task's handler hears it")
        #expect(snap.damping.isFinite, "the previous damping is kept")
    }

    /// "Concave collision paths work".
    @Test(
        "a ball dropped into an L-shaped item's notch lands in the notch, not on its hull, whichever the winding",
        arguments: [false, true])
    func concavePathsWork(reversed: Bool) {
        let referenceView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let frame = CGRect(x: 60, y: 280, width: 200, height: 200)
        let ell = reversed ? ReversedEll(frame: frame) : Ell(frame: frame)
        let ball = Ball(frame: CGRect(x: 180, y: 100, width: 40, height: 40))
        referenceView.addSubview(ell)
        referenceView.addSubview(ball)
        let animator = UIDynamicAnimator(referenceView: referenceView)
        let anchored = UIDynamicItemBehavior(items: [ell])
        anchored.isAnchored = true
        animator.addBehavior(anchored)
        animator.addBehavior(UIGravityBehavior(items: [ball]))
        animator.addBehavior(UICollisionBehavior(items: [ell, ball]))
        animator.runUntilPaused(timeout: 10)

        // The notch's floor is 100 pt below the L's top (y = 280): the ball rests on it at y = 360.
        #expect(abs(ball.frame.maxY - 380) <= 1.5, "the ball sits on the notch floor, y = 380")
    }

    /// An L: a 200 × 200 square without its top-right 100 × 100 quarter.
    final class Ell: UIView {
        override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .path }
        override var collisionBoundingPath: UIBezierPath {
            let path = UIBezierPath()  // (0, 0) is the view's centre
            path.move(to: CGPoint(x: -100, y: -100))
            path.addLine(to: CGPoint(x: 0, y: -100))
            path.addLine(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: 100, y: 0))
            path.addLine(to: CGPoint(x: 100, y: 100))
            path.addLine(to: CGPoint(x: -100, y: 100))
            path.close()
            return path
        }
    }

    /// The same L, wound the other way.
    final class ReversedEll: UIView {
        override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .path }
        override var collisionBoundingPath: UIBezierPath {
            let path = UIBezierPath()
            let points = Ell(frame: .zero).collisionBoundingPath.elements.compactMap { element -> CGPoint? in
                switch element {
                case .move(let p), .line(let p): p
                default: nil
                }
            }
            path.move(to: points[points.count - 1])
            for point in points.dropLast().reversed() { path.addLine(to: point) }
            path.close()
            return path
        }
    }

    final class Ball: UIView {
        override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
    }

    /// "Determinism".
    @Test("the same scene gives bit-identical states on every run")
    func determinism() {
        func finalState() -> UInt64 {
            let referenceView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let boxes = (0..<8).map { (i: Int) -> UIView in
                let step = CGFloat(i)
                return UIView(frame: CGRect(x: 20 + 35 * step, y: 10 + 25 * step, width: 30, height: 30))
            }
            boxes.forEach(referenceView.addSubview)
            let animator = UIDynamicAnimator(referenceView: referenceView)
            let collision = UICollisionBehavior(items: boxes)
            collision.translatesReferenceBoundsIntoBoundary = true
            let noise = UIFieldBehavior.noiseField(smoothness: 0.5, animationSpeed: 1)
            boxes.forEach(noise.addItem)
            animator.addBehavior(UIGravityBehavior(items: boxes))
            animator.addBehavior(collision)
            animator.addBehavior(noise)
            animator.advance(by: 3)
            return animator.stateHash
        }
        #expect(finalState() == finalState())
    }

    /// "Debug drawing".
    @Test(
        "debugEnabled, set as the seeds set it, puts the debug layer into a rendered frame and changes no physics"
    )
    func debugDrawing() {
        func scene(debug: Bool) -> (UIDynamicAnimator, UIView) {
            let referenceView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let square = UIView(frame: CGRect(x: 110, y: 40, width: 100, height: 100))
            referenceView.addSubview(square)
            let animator = UIDynamicAnimator(referenceView: referenceView)
            let spring = UIFieldBehavior.springField()
            spring.position = CGPoint(x: 160, y: 240)
            spring.addItem(square)
            animator.addBehavior(spring)
            if debug { animator.setValue(true, forKey: "debugEnabled") }
            return (animator, square)
        }
        let (animator, square) = scene(debug: true)

        animator.setValue(true, forKey: "debugEnabled")
        animator.step()
        let svg = SVGRenderer().render(animator: animator, items: StyledItem.palette([square]))

        let (plain, plainSquare) = scene(debug: false)
        plain.step()
        let plainSVG = SVGRenderer().render(animator: plain, items: StyledItem.palette([plainSquare]))
        #expect(animator.value(forKey: "debugEnabled") as? Bool == true)
        #expect(svg.contains("id=\"debug\""), "the debug layer is drawn")
        #expect(!plainSVG.contains("id=\"debug\""), "and only when asked for")
        #expect(animator.stateHash == plain.stateHash, "the switch never changes the simulation")
    }

    /// "Units are UIKit's".
    @Test("one UIKit newton for one second moves a 100 × 100 density-1 item at 100 pt/s")
    func unitsAreUIKits() {
        let referenceView = UIView(frame: CGRect(x: 0, y: 0, width: 2000, height: 400))
        let square = UIView(frame: CGRect(x: 0, y: 150, width: 100, height: 100))
        referenceView.addSubview(square)
        let animator = UIDynamicAnimator(referenceView: referenceView)
        let properties = UIDynamicItemBehavior(items: [square])  // 100 × 100 pt, density 1: 1 kg
        properties.resistance = 0  // UIKit's default is 0.1 per second
        let push = UIPushBehavior(items: [square], mode: .continuous)
        push.pushDirection = CGVector(dx: 1, dy: 0)  // magnitude 1: one UIKit newton
        animator.addBehavior(properties)
        animator.addBehavior(push)
        animator.advance(by: 1)

        print(properties.linearVelocity(for: square))  // ≈ (100, 0): 1 N on 1 kg is 1 m/s², and 1 m is 100 pt

        let velocity = properties.linearVelocity(for: square)
        #expect(abs(velocity.x - 100) < 1)
        #expect(abs(velocity.y) < 1e-6)
    }
}
