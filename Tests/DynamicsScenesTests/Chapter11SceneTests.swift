import Dynamics
import DynamicsScenes
import Foundation
import Testing

/// The chapter 11 scenes (seed 000) do what the chapter says they do. Long simulations: run with
/// `swift test -c release --filter Chapter11SceneTests`.
@Suite struct Chapter11SceneTests {
    // MARK: Playground

    /// Gravity alone: the orange square falls as x = ½gt² (slowed by the default resistance 0.1) and
    /// leaves the 600 pt view; the white square, in no behavior, stays put.
    @Test func gravityDropsTheOrangeSquareOffTheView() throws {
        let probe = try SeedSceneProbe("chapter11-gravity", watching: ["orange-square", "white-square"])
        probe.advance(to: 0.5)
        let c = Theory.decayRate(resistance: 0.1)
        // The engine's own clock (whole 1/120 s steps) is the time the square has been falling.
        let t = probe.run.animator.simulatedTime
        let fallen = 1000 / c * (t - (1 - exp(-c * t)) / c)
        // Semi-implicit Euler at 1/480 s sub-steps leads the exact fall by g·h·t/2 ≈ 0.5 pt at 0.5 s.
        #expect(abs(probe.item("orange-square").center.y - 150 - fallen - 0.5) < 0.25)
        probe.runToEnd()
        #expect(probe.item("orange-square").unrotatedFrame.minY > 600)
        #expect(probe.item("white-square").center == CGPoint(x: 150, y: 150))
    }

    /// The boundary collision stops the orange square on the bottom edge; the animator pauses.
    @Test func boundaryCollisionRestsTheOrangeSquareOnTheBottomEdge() throws {
        let probe = try SeedSceneProbe(
            "chapter11-boundary-collision", watching: ["orange-square", "white-square"])
        probe.runToEnd()
        let orange = probe.item("orange-square")
        #expect(abs(orange.unrotatedFrame.maxY - 600) < 1.5)
        #expect(abs(orange.center.x - 450) < 0.5)
        #expect(abs(orange.angle) < 0.01)
        #expect(probe.item("white-square").center == CGPoint(x: 150, y: 150))
        let paused = try #require(probe.pauseTime(), "the animator never paused")
        #expect(paused < 3)
    }

    /// With elasticity 0.6 the orange square leaves the floor at 0.6 of its landing speed (the larger
    /// elasticity of the pair wins) and still comes to rest on the edge.
    @Test func orangeSquareReboundsWithElasticity0_6() throws {
        let probe = try SeedSceneProbe(
            "chapter11-item-properties", watching: ["orange-square"],
            velocityFrom: ["orange-square": "bounce"])
        probe.runToEnd()
        let samples = probe.samples("orange-square")
        let bounce = try #require(samples.firstIndex { ($0.velocity?.y ?? 0) < 0 }, "it never bounced")
        let landing = try #require(samples[bounce - 1].velocity?.y)
        let rebound = try #require(samples[bounce].velocity?.y)
        // One frame of gravity (16.7 pt/s) and resistance 2 separates the two samples.
        #expect(abs(-rebound / landing - 0.6) < 0.03, "landing \(landing) pt/s, rebound \(rebound) pt/s")
        #expect(abs(probe.item("orange-square").unrotatedFrame.maxY - 600) < 1.5)
        #expect(probe.pauseTime() != nil)
    }

    /// The spring field (k = 1 N/m on a 0.01 kg square: ω = 10 rad/s; resistance 10) draws the white
    /// square from (150, 150) to (150, 350): it overshoots as a damped spring does, then settles.
    @Test func springFieldPullsTheWhiteSquareToTheFieldCentre() throws {
        let probe = try SeedSceneProbe("chapter11-spring-field", watching: ["white-square"])
        probe.runToEnd()
        let omega = (1 / Theory.mass(CGSize(width: 100, height: 100), density: 0.01)).squareRoot()
        let overshoot = Theory.firstOvershoot(
            amplitude: 200, omega: omega, gamma: Theory.decayRate(resistance: 10))
        let deepest = probe.samples("white-square").map(\.center.y).max()!
        #expect(abs(deepest - 350 - overshoot) < 1.5, "overshoot \(deepest - 350), theory \(overshoot)")
        let white = probe.item("white-square")
        #expect(abs(white.center.x - 150) < 0.01 && abs(white.center.y - 350) < 0.5)
        #expect(white.angle == 0)
    }

    /// The delayed push (impulse 0.3 N·s on 0.01 kg: 3000 pt/s up) lifts the white square as far as
    /// the damped spring allows, and the field pulls it back to its centre.
    @Test func delayedPushNudgesTheWhiteSquareUpAndTheFieldPullsItBack() throws {
        let probe = try SeedSceneProbe("chapter11-spring-field-push", watching: ["white-square"])
        probe.advance(to: 2)
        #expect(abs(probe.item("white-square").center.y - 350) < 0.5, "not settled before the push")
        probe.runToEnd()
        let mass = Theory.mass(CGSize(width: 100, height: 100), density: 0.01)
        let gamma = Theory.decayRate(resistance: 10)
        // Resistance acts at the start of each 1/120 s step, so the kicked square has lost half a
        // step's decay more than the continuous model would say.
        let kick = 0.3 / mass * 100 * exp(-gamma / 240)
        let rise = Theory.kickAmplitude(speed: kick, omega: (1 / mass).squareRoot(), gamma: gamma)
        let highest = probe.samples("white-square", from: 2).map(\.center.y).min()!
        #expect(abs(350 - highest - rise) < 0.015 * rise, "rose \(350 - highest) pt, theory \(rise)")
        #expect(abs(probe.item("white-square").center.y - 350) < 0.5)
    }

    /// The challenge: a rod of length 300 from (300, 100) holds the orange square at that distance
    /// while it swings, and it settles hanging straight below the anchor.
    @Test func attachmentHangsTheOrangeSquareOnA300PointRod() throws {
        let probe = try SeedSceneProbe("chapter11-attachment-challenge", watching: ["orange-square"])
        probe.runToEnd()
        let distances = probe.samples("orange-square", from: 0.25).map {
            hypot($0.center.x - 300, $0.center.y - 100)
        }
        #expect(distances.allSatisfy { abs($0 - 300) < 1.5 }, "range \(distances.min()!)…\(distances.max()!)")
        let orange = probe.item("orange-square")
        #expect(abs(orange.center.x - 300) < 1 && abs(orange.center.y - 400) < 1, "\(orange.center)")
        #expect(orange.unrotatedFrame.maxX <= 600.5)
    }

    /// The rod starts 142 pt short of its length with the square against the right wall. UIKit's
    /// Box2D corrects such errors with position-only pseudo-velocities, so the square swings down
    /// from the wall no faster than a pendulum released there (√(2g·Δh) ≈ 510 pt/s for the 130 pt
    /// drop from 56° to the bottom), passes the bottom by a few degrees (resistance 2) and never
    /// reaches the white square resting in its field.
    @Test func attachmentChallengeLeavesTheWhiteSquareInItsField() throws {
        let probe = try SeedSceneProbe(
            "chapter11-attachment-challenge", watching: ["orange-square", "white-square"],
            velocityFrom: ["orange-square": "bounce"])
        probe.runToEnd()
        let fastest = probe.samples("orange-square").compactMap { $0.velocity.map { hypot($0.x, $0.y) } }
            .max()!
        let white = probe.item("white-square").center
        #expect(fastest < 600, "the orange square reached \(fastest) pt/s")
        #expect(hypot(white.x - 150, white.y - 350) < 1, "the white square ended at \(white)")
    }

    // MARK: Sticky edges

    /// The metadata box follows the finger exactly while the behavior is off, then docks in the zone
    /// whose field holds it when let go (or that its velocity carries it into), centred and at rest.
    @Test(arguments: [
        ("sticky-edges-release-top", CGPoint(x: 187.5, y: 48), CGPoint(x: 150, y: 200)),
        ("sticky-edges-release-bottom", CGPoint(x: 187.5, y: 619), CGPoint(x: 230, y: 430)),
        ("sticky-edges-fling", CGPoint(x: 187.5, y: 48), CGPoint(x: 187.5, y: 369)),
    ])
    func stickyBoxDocksInTheZoneItsReleaseLeadsTo(_ name: String, dock: CGPoint, lift: CGPoint) throws {
        let probe = try SeedSceneProbe(name, watching: ["tag-view"])
        let pan = probe.followFinger("tag-view")
        #expect(pan.followed && pan.lift.center == lift)
        probe.runToEnd()
        let box = probe.item("tag-view")
        #expect(hypot(box.center.x - dock.x, box.center.y - dock.y) < 1, "\(name) ended at \(box.center)")
        #expect(box.unrotatedFrame.minY >= -0.5 && box.unrotatedFrame.maxY <= 667.5)
        #expect(probe.samples("tag-view").allSatisfy { $0.angle == 0 })
        let paused = try #require(probe.pauseTime(after: pan.lift.time + 0.1), "\(name) never came to rest")
        #expect(paused < probe.run.scene.duration)
    }

    /// The fling is released in the bottom field's half (below the middle at y = 333.5) and still
    /// ends at the top: the finger's velocity carried it.
    @Test func flingIsReleasedInTheBottomHalf() throws {
        let scene = try #require(SceneCatalog.scene(named: "sticky-edges-fling"))
        let releases = scene.script.compactMap { event -> CGVector? in
            if case .addVelocity(_, let v, _) = event.action { v } else { nil }
        }
        #expect(releases.count == 1 && releases[0].dy <= -3000)
        let lift = try #require(scene.script.last { if case .moveItem = $0.action { true } else { false } })
        guard case .moveItem(_, let center) = lift.action else { return }
        #expect(center.y > 333.5)
    }

    // MARK: Full photo

    /// The thud: the photo falls at 5000 pt/s², lands on the line 1.5 pt below the bottom edge,
    /// rebounds with elasticity 0.2 to (0.2·v)²/2g, never sinks through the line, and comes to rest.
    @Test func fullPhotoLandsWithAThudOnTheLineBelowTheScreen() throws {
        let probe = try SeedSceneProbe(
            "full-photo-thud", watching: ["full-photo"], velocityFrom: ["full-photo": "thud-item"])
        probe.runToEnd()
        let samples = probe.samples("full-photo")
        let line = 667 + 1.5
        let bottoms = samples.map { $0.center.y + 333.5 }
        #expect(bottoms.allSatisfy { $0 <= line + 0.75 }, "sank to \(bottoms.max()!)")
        let bounce = try #require(samples.firstIndex { ($0.velocity?.y ?? 0) < 0 }, "no rebound")
        let landing = try #require(samples[bounce - 1].velocity?.y)
        // Free fall of 668.5 pt at 5000 pt/s² takes 0.517 s (a little more with resistance 0.1).
        #expect(abs(samples[bounce].time - 0.53) < 0.04)
        let apex = line - 333.5 - samples[bounce...].prefix(30).map(\.center.y).min()!
        let theory = pow(0.2 * landing, 2) / (2 * 5000)
        #expect(abs(apex - theory) < 0.05 * theory, "rebound \(apex) pt, theory \(theory) pt")
        let photo = probe.item("full-photo")
        #expect(abs(photo.unrotatedFrame.maxY - line) < 1.5 && abs(photo.center.x - 187.5) < 0.01)
        #expect(abs(photo.angle) < 0.001)
        #expect(probe.pauseTime() != nil)
    }

    /// Challenge #1: Done removes the thud and adds the sliding attachment, density 0.001 and an
    /// instantaneous push of 1 N·s: the 0.025 kg photo leaves at 40 m/s straight up, stops at the
    /// slide's −height limit, off the screen, and the animator pauses (where the app hides it).
    @Test func doneSlidesTheFullPhotoUpOffTheScreen() throws {
        let probe = try SeedSceneProbe(
            "full-photo-dismiss-push", watching: ["full-photo"], velocityFrom: ["full-photo": "dismiss-item"])
        probe.advance(to: 2)
        let rest = probe.item("full-photo").center.y
        probe.advance(to: 2 + 1.0 / 60)
        let mass = Theory.mass(CGSize(width: 375, height: 667), density: 0.001)
        let kick = try #require(probe.samples("full-photo").last?.velocity?.y)
        // 100/m pt/s, less one frame of resistance 0.1.
        #expect(abs(-kick - 100 / mass) < 0.01 * 100 / mass, "left at \(kick) pt/s")
        probe.runToEnd()
        let after = probe.samples("full-photo", from: 2)
        #expect(after.allSatisfy { abs($0.center.x - 187.5) < 0.01 && abs($0.angle) < 1e-6 })
        let photo = probe.item("full-photo")
        #expect(abs(photo.center.y - (rest - 667)) < 2, "stopped at \(photo.center.y)")
        #expect(photo.unrotatedFrame.maxY < 4)
        let paused = try #require(probe.pauseTime(after: 2.1), "never paused after the push")
        #expect(paused < 3.5)
    }

    /// Challenge #2, fast swipe: the finger lifts the photo 250 pt at 1667 pt/s, past the app's
    /// −1200 pt/s threshold, and the push-out carries it entirely off the top.
    @Test func fastSwipeFlingsTheFullPhotoOffTheTop() throws {
        let probe = try SeedSceneProbe("full-photo-swipe-dismiss", watching: ["full-photo"])
        let pan = probe.followFinger("full-photo")
        #expect(pan.followed && pan.lift.center.y == 333.5 - 250)
        probe.runToEnd()
        let photo = probe.item("full-photo")
        #expect(photo.unrotatedFrame.maxY < 0, "still on screen: \(photo.unrotatedFrame)")
        #expect(abs(photo.center.y - (83.5 - 667)) < 2)
        #expect(probe.samples("full-photo").allSatisfy { abs($0.center.x - 187.5) < 0.01 })
        let ys = probe.samples("full-photo").map(\.center.y)
        #expect(zip(ys, ys.dropFirst()).allSatisfy { $1 <= $0 + 0.5 }, "it came back down")
        #expect(probe.pauseTime(after: pan.lift.time + 0.1) != nil, "the animator never paused to hide it")
    }

    /// Challenge #2, slow lift: released 150 pt up at 250 pt/s, the heavy curtain (gravity 5,
    /// resistance 10) lets it rise a little and drop back onto the bottom edge.
    @Test func slowLiftDropsTheFullPhotoBackDown() throws {
        let probe = try SeedSceneProbe("full-photo-swipe-drop-back", watching: ["full-photo"])
        let pan = probe.followFinger("full-photo")
        #expect(pan.followed && pan.lift.center.y == 333.5 - 150)
        probe.runToEnd()
        let after = probe.samples("full-photo", from: pan.lift.time).map(\.center.y)
        // Coasting at 250 pt/s against resistance 10 and 5000 pt/s² gains a few points at most.
        #expect(after.min()! > 183.5 - 250 / Theory.decayRate(resistance: 10))
        let photo = probe.item("full-photo")
        #expect(abs(photo.unrotatedFrame.maxY - 667) < 1.5 && abs(photo.center.x - 187.5) < 0.01)
        #expect(probe.pauseTime(after: pan.lift.time + 0.1) != nil)
    }
}
