import Foundation
import Testing
import UIKitDynamics

/// Counts the boundary contacts a delegate hears, by frame.
private final class BounceLog: NSObject, UICollisionBehaviorDelegate {
    var frame = 0
    var began: [Int] = []
    var ended: [Int] = []

    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
        withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint
    ) { began.append(frame) }

    func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
        withBoundaryIdentifier identifier: (any NSCopying)?
    ) { ended.append(frame) }
}

/// A view that collides as a circle.
private final class RoundView: UIView {
    override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
}

/// Issue 37, point 2: a view dropped with elasticity 0.8 rebounds off the bottom edge again and
/// again, and the fast early rebounds (turned by a speculative contact while the view is still a
/// hair above the edge) went unheard. Every rebound must now reach the delegate.
///
/// A rebound is read from the motion: the view's vertical velocity turning from downward
/// (> 10 pt/s) at the end of one frame to upward (< −10 pt/s) at the end of the next, near the
/// bottom edge. Each must have exactly one began in its frame or the one before, an ended must
/// come before the next began, and the only began that matches no rebound is the last one, when
/// the view settles on the edge.
@Suite("Every bounce is heard")
struct BounceContactTests {
    private static func drop(
        _ view: UIView, in size: CGSize
    ) -> (rebounds: [Int], log: BounceLog, speeds: [CGFloat]) {
        let referenceView = UIView(frame: CGRect(origin: .zero, size: size))
        referenceView.addSubview(view)
        let animator = UIDynamicAnimator(referenceView: referenceView)
        let collision = UICollisionBehavior(items: [view])
        collision.translatesReferenceBoundsIntoBoundary = true
        let log = BounceLog()
        collision.collisionDelegate = log
        let properties = UIDynamicItemBehavior(items: [view])
        properties.elasticity = 0.8
        animator.addBehavior(UIGravityBehavior(items: [view]))
        animator.addBehavior(collision)
        animator.addBehavior(properties)
        var rebounds: [Int] = []
        var speeds: [CGFloat] = []
        var last = properties.linearVelocity(for: view).y
        for frame in 1...600 {
            log.frame = frame
            animator.step()
            let v = properties.linearVelocity(for: view).y
            if last > 10 && v < -10 && view.center.y > size.height - view.bounds.height {
                rebounds.append(frame)
                speeds.append(-v)
            }
            last = v
        }
        return (rebounds, log, speeds)
    }

    private static func expectEveryReboundHeard(
        _ rebounds: [Int], _ log: BounceLog, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for f in rebounds {
            let heard = log.began.filter { $0 == f || $0 == f - 1 }.count
            #expect(
                heard == 1, "\(what): rebound at frame \(f) heard \(heard) times (began \(log.began))",
                sourceLocation: sourceLocation)
        }
        // Began and ended alternate; the last began (settling) stays open.
        #expect(
            log.began.count == log.ended.count + 1, "\(what): began \(log.began), ended \(log.ended)",
            sourceLocation: sourceLocation)
        for (b, e) in zip(log.began, log.ended) {
            #expect(b <= e, "\(what): ended at \(e) before its began at \(b)", sourceLocation: sourceLocation)
        }
        for (e, b) in zip(log.ended, log.began.dropFirst()) {
            #expect(e <= b, "\(what): began at \(b) before the ended at \(e)", sourceLocation: sourceLocation)
        }
        #expect(
            log.began.count == rebounds.count + 1, "\(what): one began per rebound, plus settling",
            sourceLocation: sourceLocation)
    }

    @Test("The 60 pt square of the report: 10 rebounds in 10 s, every one heard, 3 of them in the first 5 s")
    func reportedSquare() {
        let (rebounds, log, speeds) = Self.drop(
            UIView(frame: CGRect(x: 165, y: 90, width: 60, height: 60)),
            in: CGSize(width: 390, height: 844))
        // The first rebound, read at the end of its frame: e times the speed at impact, less up
        // to a frame of gravity (the bounce falls anywhere in the frame). The view falls
        // d = 694 pt under g = 1000 pt/s² against the default resistance c = 0.1/s:
        // dv/dt = g − c v, so x(t) = (g/c) t − (g/c²)(1 − e^(−ct)), v(t) = (g/c)(1 − e^(−ct)):
        // it lands at 1132 pt/s after 1.2 s and leaves at 906 pt/s. Tolerance 0.5 %.
        let (g, c, d, e) = (1000.0, 0.1, 694.0, 0.8)
        var t = (2 * d / g).squareRoot()
        for _ in 0..<20 {  // Newton on x(t) = d
            let x = g / c * t - g / (c * c) * (1 - exp(-c * t))
            t -= (x - d) / (g / c * (1 - exp(-c * t)))
        }
        let rebound = e * g / c * (1 - exp(-c * t))
        let first = speeds.first ?? 0
        #expect(
            first >= (rebound - g / 60) * 0.995 && first <= rebound * 1.005,
            "first rebound \(first) pt/s, theory \(rebound - g / 60)…\(rebound)")
        #expect(rebounds.count == 10)
        #expect(rebounds.filter { $0 <= 300 }.count == 3)
        #expect(log.began.filter { $0 <= 300 }.count == 3, "was 1 before issue 37's fix")
        Self.expectEveryReboundHeard(rebounds, log, "60 pt square")
    }

    @Test("A round view and a 40 pt view in 320 × 480 the same")
    func roundAndSmallViews() {
        let (roundRebounds, roundLog, _) = Self.drop(
            RoundView(frame: CGRect(x: 165, y: 90, width: 60, height: 60)),
            in: CGSize(width: 390, height: 844))
        #expect(roundRebounds.count == 10)
        Self.expectEveryReboundHeard(roundRebounds, roundLog, "60 pt round view")

        let (smallRebounds, smallLog, _) = Self.drop(
            UIView(frame: CGRect(x: 140, y: 100, width: 40, height: 40)),
            in: CGSize(width: 320, height: 480))
        #expect(smallRebounds.count == 9)
        Self.expectEveryReboundHeard(smallRebounds, smallLog, "40 pt square")
    }
}
