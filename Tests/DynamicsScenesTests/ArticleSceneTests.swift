import Dynamics
import DynamicsScenes
import Foundation
import Testing

/// The article scenes (seeds 001 and 004) do what the articles describe. Long simulations: run with
/// `swift test -c release --filter ArticleSceneTests`.
@Suite struct ArticleSceneTests {
    // MARK: A simple gravity demo

    /// Elasticity 0.8: the square leaves the bottom edge at 0.8 of its landing speed, bounces many
    /// times and finally rests on the edge.
    @Test func gravityDemoBouncesWithElasticity0_8() throws {
        let probe = try SeedSceneProbe(
            "lou-franco-gravity-demo", watching: ["body"], velocityFrom: ["body": "item-behavior"])
        probe.runToEnd()
        let samples = probe.samples("body")
        let bounce = try #require(samples.firstIndex { ($0.velocity?.y ?? 0) < 0 }, "it never bounced")
        let landing = try #require(samples[bounce - 1].velocity?.y)
        let rebound = try #require(samples[bounce].velocity?.y)
        #expect(abs(-rebound / landing - 0.8) < 0.02, "landing \(landing), rebound \(rebound)")
        let body = probe.item("body")
        #expect(abs(body.unrotatedFrame.maxY - 568) < 1.5 && abs(body.center.x - 160) < 0.01)
        #expect(probe.pauseTime() != nil)
    }

    /// Turned by π/5 it lands on a corner: the impact spins it and throws it sideways ("bounces the
    /// object off its edges, not just up and down"), and it comes to rest flat on the bottom edge.
    @Test func rotatedSquareBouncesOffItsCornersAndRestsFlat() throws {
        let probe = try SeedSceneProbe("lou-franco-gravity-demo-rotated", watching: ["body"])
        probe.runToEnd()
        let samples = probe.samples("body")
        #expect(samples.contains { abs($0.center.x - 160) > 2 }, "it only moved up and down")
        #expect(samples.contains { abs($0.angle - .pi / 5) > 0.2 }, "it never turned")
        let body = probe.item("body")
        let quarter = Double.pi / 2
        let tilt = body.angle - quarter * (body.angle / quarter).rounded()
        #expect(abs(tilt) < 0.01, "rests tilted by \(tilt) rad")
        #expect(abs(body.center.y + 5 - 568) < 1.5)
        #expect(probe.pauseTime() != nil)
    }

    // MARK: LDUSlideBehavior

    /// Pulled up 200 pt on the 5 Hz spring and let go: the view falls back, bounces with elasticity
    /// 0.4 and rests on the bottom edge, never turning or sliding sideways.
    @Test func liftedViewFallsBackAndBouncesOnTheBottomEdge() throws {
        let probe = try SeedSceneProbe(
            "slide-panel-lift-and-drop", watching: ["slide-view"], velocityFrom: ["slide-view": "slide-item"])
        probe.advance(to: 1.5)
        // Held at the finger, less the spring's sag under gravity (g/ω² ≈ 1 pt) and its ringing.
        #expect(abs(probe.item("slide-view").center.y - (284 - 200)) < 8)
        probe.runToEnd()
        let samples = probe.samples("slide-view", from: 1.5)
        let bounce = try #require(samples.firstIndex { ($0.velocity?.y ?? 0) < -50 }, "it never bounced")
        let landing = try #require(samples[bounce - 1].velocity?.y)
        let rebound = try #require(samples[bounce].velocity?.y)
        #expect(abs(-rebound / landing - 0.4) < 0.02, "landing \(landing), rebound \(rebound)")
        let all = probe.samples("slide-view")
        #expect(all.allSatisfy { abs($0.center.x - 160) < 0.01 && $0.angle == 0 })
        let view = probe.item("slide-view")
        #expect(abs(view.unrotatedFrame.maxY - 568) < 1.5)
        #expect(probe.pauseTime(after: 1.5) != nil)
    }

    /// Thrown up at 3500 pt/s: the view reaches the boundary raised by its own height (top edge at
    /// −568) without passing it, bounces off it with elasticity 0.4 and falls back to rest on the
    /// bottom edge. The article's view always ends where it started: gravity wins, however hard the
    /// throw.
    @Test func thrownViewBouncesOffTheRaisedTopBoundaryAndFallsBack() throws {
        let probe = try SeedSceneProbe(
            "slide-panel-throw", watching: ["slide-view"], velocityFrom: ["slide-view": "slide-item"])
        probe.runToEnd()
        let samples = probe.samples("slide-view")
        let tops = samples.map { $0.center.y - 284 }
        #expect(tops.min()! >= -568 - 0.75, "passed the top inset: \(tops.min()!)")
        // The bounce: rising fast one frame, falling the next. At these speeds the contact happens
        // between two frames, so the sample after it is at most one frame's fall from the boundary.
        let bounce = try #require(
            samples.indices.dropFirst().first {
                (samples[$0 - 1].velocity?.y ?? 0) < -1000 && (samples[$0].velocity?.y ?? 0) > 0
            }, "it never bounced off the top")
        let rising = -samples[bounce - 1].velocity!.y
        let falling = samples[bounce].velocity!.y
        #expect(abs(falling / rising - 0.4) < 0.03, "hit at \(rising) pt/s, left at \(falling) pt/s")
        #expect(tops[bounce] + 568 < falling / 60 + 1, "turned \(tops[bounce] + 568) pt below the boundary")
        let view = probe.item("slide-view")
        #expect(abs(view.unrotatedFrame.maxY - 568) < 1.5 && abs(view.center.x - 160) < 0.01)
        #expect(probe.pauseTime() != nil)
    }

    // MARK: AMWaveTransition

    /// The cells follow the moving anchors, the cell under the finger first and each row farther
    /// away 1/50 s later (the seed's `velocity / 50`); rows equally far from the finger move
    /// together; all settle on their own rows, 150 pt (their attachment length) right of the final
    /// anchor.
    @Test func waveCellsFollowTheFingerEachLaggingTheRowNearerIt() throws {
        let cells = (0..<8).map { "cell-\($0)" }
        let probe = try SeedSceneProbe("wave-transition-pop", watching: cells)
        probe.runToEnd()
        let crossings = try cells.map { cell in
            try #require(
                crossingTime(probe.samples(cell).map { ($0.time, Double($0.center.x)) }, level: 300),
                "\(cell) never reached x = 300")
        }
        for index in 0..<8 where index != 3 {
            let rings = Double(abs(index - 3))
            let lag = crossings[index] - crossings[3]
            #expect(abs(lag - rings / 50) < 0.001, "cell-\(index) lags \(lag) s, expected \(rings / 50) s")
        }
        for (above, below) in [(2, 4), (1, 5), (0, 6)] {
            let a = probe.samples(cells[above]).map(\.center.x)
            let b = probe.samples(cells[below]).map(\.center.x)
            #expect(zip(a, b).allSatisfy { abs($0 - $1) < 1e-3 }, "cell-\(above) and cell-\(below) differ")
        }
        for (index, cell) in cells.enumerated() {
            let item = probe.item(cell)
            let row = 64 + 22 + 44 * Double(index)
            #expect(
                abs(item.center.x - (310 + 150)) < 1 && abs(item.center.y - row) < 0.5,
                "\(cell) at \(item.center)")
        }
    }
}
