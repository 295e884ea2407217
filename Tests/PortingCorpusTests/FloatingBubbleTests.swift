import Foundation
import Testing
import UIKitDynamics

@testable import PortingCorpus

/// `FloatingBubbleView`: a `UIView` subclass that builds its animator in `willMove(toWindow:)` with
/// the window as reference view, an ellipse collision bounds, pan and tap recognizers, an
/// instantaneous push plus gravity to sweep it away, and an idle `Timer`.
@Suite struct FloatingBubbleTests {
    private func setUp() throws -> (UIWindow, FloatingBubbleView, UIDynamicAnimator) {
        let window = UIWindow(frame: Corpus.screen)
        let bubble = FloatingBubbleView(frame: CGRect(x: 270, y: 370, width: 60, height: 60))
        window.addSubview(bubble)
        let animator = try #require(Corpus.value("animator", of: bubble, as: UIDynamicAnimator.self))
        #expect(animator.referenceView === window)
        return (window, bubble, animator)
    }

    @Test(
        "Flicked left, the bubble slows by resistance 1 and comes back off the edge with 0.7 of its speed (±5 %)"
    )
    func flickBouncesOffTheEdge() throws {
        let (window, bubble, animator) = try setUp()
        let motion = try #require(Corpus.value("motion", of: bubble, as: UIDynamicItemBehavior.self))
        let pan = try #require(bubble.gestureRecognizers?.compactMap { $0 as? UIPanGestureRecognizer }.first)
        pan.send(.began, at: CGPoint(x: 300, y: 400), in: window)
        pan.send(.changed, at: CGPoint(x: 290, y: 400), in: window)
        #expect(bubble.center == CGPoint(x: 290, y: 400))
        pan.send(.ended, at: CGPoint(x: 290, y: 400), in: window, velocity: CGPoint(x: -1500, y: 0))
        var previous = motion.linearVelocity(for: bubble).x
        #expect(abs(previous + 1500) <= 1)
        var bounce: (before: CGFloat, after: CGFloat)?
        var time: TimeInterval = 0
        while bounce == nil && time < 3 {
            animator.step()
            time += Corpus.frame
            let velocity = motion.linearVelocity(for: bubble).x
            if previous < 0 && velocity > 0 { bounce = (-previous, velocity) }
            previous = velocity
        }
        let (before, after) = try #require(bounce, "no bounce off the left edge")
        #expect(bubble.frame.minX <= 2)
        #expect(abs(after / before - 0.7) <= 0.035, "\(after) / \(before)")
        #expect(animator.runUntilPaused(timeout: 10))
        // At rest inside the window, up to the engine's 1 pt contact margin past an edge.
        #expect(window.bounds.insetBy(dx: -1.5, dy: -1.5).contains(bubble.frame), "\(bubble.frame)")
    }

    @Test(
        "A tap sweeps the bubble down and off the window when damped free fall from 2 N·s on its 0.283 kg says"
    )
    func tapSweepsItAway() throws {
        let (window, bubble, animator) = try setUp()
        var dismissedAt: TimeInterval?
        var time: TimeInterval = 0
        bubble.onDismiss = { dismissedAt = time }
        let tap = try #require(bubble.gestureRecognizers?.compactMap { $0 as? UITapGestureRecognizer }.first)
        tap.sendTap(at: bubble.center, in: window)
        #expect(bubble.isDismissed)
        while dismissedAt == nil && time < 3 {
            animator.step()
            time += Corpus.frame
        }
        // An ellipse item's mass is its area: π × 30² / 10,000 = 0.2827 kg (density 1); 2 N·s gives
        // 7.07 m/s = 707 pt/s down,
        // then g = 1000 pt/s² against resistance c = 1 /s: v(t) = g/c + (v0 − g/c)e^(−ct). The top
        // edge must travel from 370 to 844 pt: 474 pt.
        let v0 = 2 / (Double.pi * 30 * 30 / 10_000) * 100
        let g = 1000.0
        var t = 0.0
        var y = 0.0
        while y < 474 {
            t += 1e-4
            y = g * t + (v0 - g) * (1 - exp(-t))
        }
        let measured = try #require(dismissedAt, "never left the window")
        #expect(abs(measured - t) <= 2 * Corpus.frame, "left at \(measured) s, theory \(t) s")
        #expect(bubble.superview == nil)
    }

    @Test(
        "Left alone for its 3 s idle delay on the simulated clock, the bubble fades to half opacity, not before"
    )
    func idleTimerFades() throws {
        let clock = SimulatedClock()
        let window = UIWindow(frame: Corpus.screen)
        let bubble = FloatingBubbleView(frame: CGRect(x: 270, y: 370, width: 60, height: 60))
        clock.run { window.addSubview(bubble) }
        let animator = try #require(Corpus.value("animator", of: bubble, as: UIDynamicAnimator.self))
        clock.drive(animator)
        clock.advance(by: 2.9)
        #expect(bubble.alpha == 1)
        clock.advance(by: 0.2)
        // The ported `Timer.scheduledTimer(withTimeInterval:repeats:block:)` is UIKitDynamics' own,
        // which lands on the current clock inside `clock.run`: the file imports UIKitDynamics alone.
        #expect(bubble.alpha == 0.5)
    }
}
