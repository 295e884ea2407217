import Foundation
import Testing
import UIKitDynamics

/// A view that collides as a circle.
private final class RoundPauseView: UIView {
    override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
}

/// Issue 38, point 3: the animator pauses when every item sleeps, so a structure that creeps never
/// pauses, and one whose reported velocities are not its true ones pauses late. Three scenes of a
/// phone screen (390 × 844 pt, gravity and the reference bounds as a boundary, UIKit's default
/// materials) must pause no later than Box2D v3.1's bodies fall asleep in the same scenes, plus
/// half a second.
///
/// The scenes are the solver-quality suite's `uikit_stack8`, `uikit_pyramid15` and `uikit_pile24`
/// (Benchmarks/quality/scenes.py, 100 pt = 1 m, y up there): `python3 Benchmarks/quality/run.py
/// --scenes uikit_stack8,uikit_pyramid15,uikit_pile24` prints Box2D's `sleep_time_s` beside ours
/// (Box2D with our 1 cm/s sleep threshold). The bounds below are those times (BENCHMARKS.md,
/// 2026-11-28) plus 0.5 s; no island sleeps before it has been still for 0.5 s, the lower bound.
@Suite("The animator pauses as soon as Box2D's bodies sleep")
struct PauseTimeTests {
    static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// A view whose centre is (x, y) in the suite's metres (y up from the screen's bottom).
    static func view(x: Double, y: Double, width: Double, height: Double, round: Bool = false) -> UIView {
        let frame = CGRect(
            x: 100 * x - 50 * width, y: 844 - 100 * y - 50 * height, width: 100 * width, height: 100 * height)
        return round ? RoundPauseView(frame: frame) : UIView(frame: frame)
    }

    /// Seconds of 1/60 s frames until the animator pauses with gravity and the bounds as boundary
    /// (nil: still running after 10 s).
    static func pauseTime(_ items: [UIView]) -> Double? {
        droppingOntoScreen(items, screen: screen) { animator in
            var frames = 0
            repeat {
                animator.step()
                frames += 1
            } while animator.isRunning && frames < 600
            return animator.isRunning ? nil : Double(frames) / 60
        }
    }

    /// The peers' generator (Benchmarks/quality/scenes.py `lcg`): uniform values in [0, 1].
    struct Generator {
        var state: Int

        mutating func next() -> Double {
            state = (1_103_515_245 * state + 12345) & 0x7FFF_FFFF
            return Double(state) / Double(0x7FFF_FFFF)
        }
    }

    @Test("8 views of 60 pt stacked pause within Box2D's time to sleep + 0.5 s")
    func stackOfEight() throws {
        let items = (0..<8).map { Self.view(x: 1.95, y: 0.3 + 0.6 * Double($0), width: 0.6, height: 0.6) }
        let time = try #require(Self.pauseTime(items), "never paused")
        #expect(time >= 0.5 && time <= Self.box2DSleep.stack8 + 0.5, "paused after \(time) s")
    }

    @Test("A pyramid of 15 views pauses within Box2D's time to sleep + 0.5 s")
    func pyramidOfFifteen() throws {
        var items: [UIView] = []
        for row in 0..<5 {
            for column in 0..<(5 - row) {
                let x = 1.95 + (Double(column) - Double(4 - row) / 2) * 0.6
                items.append(Self.view(x: x, y: 0.3 + 0.6 * Double(row), width: 0.6, height: 0.6))
            }
        }
        let time = try #require(Self.pauseTime(items), "never paused")
        #expect(time >= 0.5 && time <= Self.box2DSleep.pyramid15 + 0.5, "paused after \(time) s")
    }

    @Test("24 views of 40–90 pt, a third of them round, dropped, pause within Box2D's time to sleep + 0.5 s")
    func pileOfTwentyFour() throws {
        var random = Generator(state: 24)
        var items: [UIView] = []
        for k in 0..<24 {
            let (row, column) = k.quotientAndRemainder(dividingBy: 4)
            let (a, b, jitter) = (random.next(), random.next(), random.next())
            let x = 0.5 + 0.95 * Double(column) + (jitter - 0.5) * 0.04
            let bottom = 0.2 + 1.3 * Double(row) + 0.3 * Double(column % 2)
            if k % 3 == 2 {
                let r = 0.2 + 0.25 * a
                items.append(Self.view(x: x, y: bottom + r, width: 2 * r, height: 2 * r, round: true))
            } else {
                let (hx, hy) = (0.2 + 0.25 * a, 0.2 + 0.25 * b)
                items.append(Self.view(x: x, y: bottom + hy, width: 2 * hx, height: 2 * hy))
            }
        }
        let time = try #require(Self.pauseTime(items), "never paused")
        // The top row falls some 4 m onto the pile: not before √(2 · 4 / 10) + 0.5 ≈ 1.4 s.
        #expect(time >= 1.4 && time <= Self.box2DSleep.pile24 + 0.5, "paused after \(time) s")
    }

    /// Box2D v3.1's time to sleep in the same scenes (seconds; the suite's `sleep_time_s`).
    static let box2DSleep = (stack8: 0.95, pyramid15: 0.55, pile24: 3.917)
}
