import Dynamics
import DynamicsScenes
import Foundation
import Testing

/// The basics chapter: each scene shows its idea, checked against the law it teaches.
@Suite("Catalogue: basics")
struct BasicsSceneTests {
    private func run(_ name: String) throws -> SceneRun {
        try #require(SceneCatalog.scene(named: name), "no catalogue scene \(name)").makeRun()
    }

    private func center(_ run: SceneRun, _ item: String) throws -> CGPoint {
        try #require(run.item(named: item), "no item \(item)").center
    }

    /// An item's speed (pt/s) over the next frame, which this steps.
    private func speed(_ run: SceneRun, _ item: String) throws -> Double {
        let a = try center(run, item)
        run.stepFrame()
        let b = try center(run, item)
        return distance(a, b) * 60
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> Double {
        let dx = Double(b.x - a.x)
        let dy = Double(b.y - a.y)
        return (dx * dx + dy * dy).squareRoot()
    }

    @Test func theCatalogueOpensOnTheWelcomeScene() {
        #expect(SceneCatalog.all.first?.name == "welcome")
        #expect(SceneCatalog.basics.allSatisfy { $0.category == "basics" })
    }

    /// The first screen keeps everything in view: after 3 s (and at the end) every item's centre is
    /// inside the reference bounds, and something still moves at the start (the sign swings).
    @Test func welcomeKeepsEveryItemInView() throws {
        let run = try run("welcome")
        run.advance(to: 0.5)
        #expect(try speed(run, "sign") > 5, "the sign swings as the scene opens")
        for time in [3.0, run.scene.duration] {
            run.advance(to: time)
            for item in run.scene.items {
                let c = try center(run, item.name)
                #expect(run.scene.referenceBounds.contains(c), "\(item.name) at \(c) after \(time) s")
            }
        }
        // The crate rests on the shelf line (y = 300) and the box on the floor (y = 600).
        #expect(abs(try center(run, "crate").y - (300 - 28)) < 1.5)
        #expect(abs(try center(run, "box").y - (600 - 30)) < 1.5)
    }

    /// Gravity turns with its angle: at 2 s the items lie on the floor; at 0 rad they fall right,
    /// the ball against the right edge and the box against the ball, by 3.4 s.
    @Test func gravityFollowsItsAngle() throws {
        let run = try run("basics-gravity")
        run.advance(to: 1.95)
        #expect(try center(run, "box").y > 600 - 23, "on the floor")
        run.advance(to: 3.4)
        let (box, ball) = (try center(run, "box"), try center(run, "ball"))
        #expect(ball.x > 390 - 22 - 1.5, "the ball against the right edge: \(ball)")
        #expect(box.x > 390 - 44 - 22 - 1.5, "the box against the ball: \(box)")
    }

    /// An instantaneous push of 0.3 gives the 44 pt ball (mass π·0.22² kg at density 1) a speed of
    /// 0.3 · 100 / m pt/s at once; the continuous one accelerates the other at the same value per
    /// second, so after 1 s both move at about that speed (within 5 %).
    @Test func pushesInstantaneousAndContinuous() throws {
        let run = try run("basics-push")
        let mass = Double.pi * 0.22 * 0.22
        let expected = 0.3 * 100 / mass
        run.advance(to: 0.1)
        let kicked = try speed(run, "kicked")
        #expect(abs(kicked - expected) < 0.05 * expected, "kick: \(kicked) pt/s, theory \(expected)")
        run.advance(to: 1)
        let pushed = try speed(run, "pushed")
        #expect(abs(pushed - expected) < 0.05 * expected, "after 1 s: \(pushed) pt/s, theory \(expected)")
    }

    /// The snap brings the square to each tapped point: within 1 pt of (90, 120) before the next tap.
    @Test func snapReachesEachTappedPoint() throws {
        let run = try run("basics-snap")
        run.advance(to: 1.95)
        let c = try center(run, "square")
        #expect(abs(c.x - 90) < 1 && abs(c.y - 120) < 1, "\(c)")
        run.advance(to: 3.45)
        let d = try center(run, "square")
        #expect(abs(d.x - 300) < 1 && abs(d.y - 480) < 1, "\(d)")
    }

    /// The pendulum swings from horizontal: it first passes under its pivot after a quarter of the
    /// large-amplitude period T = 4 √(L/g) K(sin 45°) = 2.87 s for L = 1.5 m, g = 10 m/s² (so at
    /// 0.72 s, within 5 %), and the rod keeps the bob 150 pt from the pivot (within 1 pt).
    @Test func pendulumSwingsWithTheLargeAmplitudePeriod() throws {
        let run = try run("basics-pendulum")
        var crossing: Double?
        var last = try center(run, "bob").x
        while run.time < 1.5, crossing == nil {
            run.stepFrame()
            let x = try center(run, "bob").x
            if last > 195, x <= 195 { crossing = run.time - Double((195 - x) / (last - x)) / 60 }
            last = x
            #expect(abs(distance(try center(run, "bob"), CGPoint(x: 195, y: 120)) - 150) < 1)
        }
        let quarter = 4 * (1.5 / 10).squareRoot() * 1.854_074_677 / 4
        let time = try #require(crossing)
        #expect(
            abs(time - quarter) < 0.05 * quarter,
            "first pass under the pivot at \(time) s, theory \(quarter) s")
    }

    /// The custom item's bounds follow the snapped mapping: about 300 × 140 pt after the second tap
    /// has settled (within 3 %), back to 160 × 80 at the end (within 1 pt).
    @Test func customItemBoundsFollowTheSnap() throws {
        let run = try run("basics-custom-item")
        run.advance(to: 3.95)
        let size = try #require(run.item(named: "badge")).bounds.size
        #expect(abs(size.width - 300) < 9 && abs(size.height - 140) < 4.2, "\(size)")
        run.advance(to: run.scene.duration)
        let end = try #require(run.item(named: "badge")).bounds.size
        #expect(abs(end.width - 160) < 1 && abs(end.height - 80) < 1, "\(end)")
    }

    /// The springy list trails the finger: mid-scroll the row under the finger has moved further
    /// than a far row, and at the end every row is back at its place (within 1 pt).
    @Test func springyListTrailsAndSettles() throws {
        let run = try run("basics-springy-list")
        let start = try center(run, "row-21").y
        let farStart = try center(run, "row-50").y
        run.advance(to: 0.75)
        let near = start - (try center(run, "row-21").y)
        let far = farStart - (try center(run, "row-50").y)
        #expect(near > far + 20, "near the finger \(near) pt, far \(far) pt")
        run.advance(to: run.scene.duration)
        for item in run.scene.items {
            let c = try center(run, item.name)
            #expect(abs(c.y - item.center.y) < 1 && abs(c.x - item.center.x) < 1, "\(item.name) at \(c)")
        }
    }

    /// Every basics scene has "try this" suggestions; the lessons name the scenes that show a
    /// mistake on purpose.
    @Test func everyBasicsSceneSuggestsSomethingToTry() {
        for scene in SceneCatalog.basics {
            #expect(SceneCatalog.tips(for: scene.name).count >= 2, "\(scene.name)")
        }
        #expect(SceneCatalog.lesson(for: "chapter11-gravity")?.kinds == [.fallsForever])
        #expect(SceneCatalog.lesson(for: "welcome") == nil)
    }
}
