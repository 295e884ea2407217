import Dynamics
import DynamicsScenes
import Foundation
import Testing

/// One frame of one item, as the scene left it.
private struct Frame {
    var time: Double
    var center: CGPoint
    var angle: Double
    var size: CGSize
    var isRunning: Bool

    /// Half the width and height of the rotated item's bounding box.
    var halfExtents: CGSize {
        let (c, s) = (abs(cos(angle)), abs(sin(angle)))
        return CGSize(
            width: size.width / 2 * c + size.height / 2 * s, height: size.width / 2 * s + size.height / 2 * c)
    }

    /// The rotated rectangle's corners.
    var corners: [CGPoint] {
        let (c, s) = (cos(angle), sin(angle))
        return [(-1.0, -1.0), (1, -1), (1, 1), (-1, 1)].map { sx, sy in
            let x = sx * size.width / 2
            let y = sy * size.height / 2
            return CGPoint(x: center.x + c * x - s * y, y: center.y + s * x + c * y)
        }
    }
}

/// The screen the recipes use.
private let screen = CGRect(x: 0, y: 0, width: 375, height: 667)
/// How far a resting item may sink into a boundary or stop short of it (contact slop).
private let restTolerance = 1.5

/// Builds the catalogue scene `name`.
private func recipe(_ name: String) throws -> Scene {
    try #require(SceneCatalog.scene(named: name), "no catalogue scene named \(name)")
}

/// Runs the catalogue scene `name` until `end` (its duration by default), recording `items` after
/// every frame.
private func play(_ name: String, watching items: [String], until end: Double? = nil) throws -> (
    run: SceneRun, frames: [String: [Frame]]
) {
    let scene = try recipe(name)
    let run = try scene.makeRun()
    var frames: [String: [Frame]] = [:]
    run.onFrame = { run in
        for name in items {
            guard let item = run.item(named: name) else { continue }
            let t = item.transform
            frames[name, default: []].append(
                Frame(
                    time: run.time, center: item.center, angle: atan2(t.b, t.a), size: item.bounds.size,
                    isRunning: run.animator.isRunning))
        }
    }
    run.advance(to: end ?? scene.duration)
    for name in items { #expect(frames[name]?.isEmpty == false, "\(name) was never recorded") }
    return (run, frames)
}

@Suite("Recipe scenes (seeds 002 and 003)")
struct RecipeSceneTests {
    static let names = SceneCatalog.recipes.map(\.name)

    @Test func catalogueListsEveryRecipeOnceWithItsSource() {
        #expect(
            Self.names == [
                "falling-square", "flick", "flick-gentle-release", "sticky-corners", "drop-in-transition",
                "drop-out-transition", "shade-open", "shade-open-cancelled", "shade-close",
                "position-to-bounds-button", "noise-field",
            ])
        for scene in SceneCatalog.recipes {
            #expect(SceneCatalog.scene(named: scene.name) == scene, "\(scene.name) is not found by name")
            #expect(
                ["recipes", "ios 9"].contains(scene.category), "\(scene.name): category \(scene.category)")
            #expect(
                scene.source?.hasPrefix(scene.category == "ios 9" ? "seed 003, " : "seed 002, ") == true,
                "\(scene.name)")
            #expect(!scene.summary.isEmpty && !scene.summary.contains("\n"), "\(scene.name): summary")
            #expect(
                scene.script.map(\.time) == scene.script.map(\.time).sorted(), "\(scene.name): script order")
        }
    }

    /// "The Falling Square": it falls 318.5 pt from the middle (contact after √(2·318.5/1000) ≈
    /// 0.80 s), stops on the bottom edge and the animator pauses.
    @Test func fallingSquareRestsOnTheBottomEdgeAndTheAnimatorPauses() throws {
        let (run, frames) = try play("falling-square", watching: ["square"])
        let square = try #require(frames["square"])
        let floorY = screen.maxY - 15
        let contact = try #require(
            square.first { $0.center.y >= floorY - restTolerance }, "never reached the floor")
        #expect(abs(contact.time - (2 * (floorY - screen.midY) / 1000).squareRoot()) <= 2.0 / 60)
        let end = try #require(square.last)
        #expect(abs(end.center.y - floorY) <= restTolerance, "rests at y \(end.center.y), floor \(floorY)")
        #expect(abs(end.center.x - screen.midX) <= 0.5)
        #expect(!run.animator.isRunning)
        let pause = try #require(square.first { !$0.isRunning }, "the animator never paused")
        #expect(pause.time < 2.5)
    }

    /// "Flick View Based on Gesture Velocity": released with a (1500, −1500) pt/s gesture, the view
    /// takes the push `velocity × 0.0008` (1.70 N·s on 0.16 kg: 1060 pt/s; the rigid drag
    /// attachment leaves it no speed of its own) and departs along the flick, 45° up-right,
    /// striking the right edge of the boundary before any other; it then drops to the floor and
    /// the animator pauses. (The seed's boundary is the view's bounds, so the view stays on screen.)
    @Test func flickedViewDepartsAlongTheFlickAndStrikesTheEdgeItWasFlickedToward() throws {
        let release = 1.5 + 0.55
        let (run, frames) = try play("flick", watching: ["orange"])
        let orange = try #require(frames["orange"])
        let after = orange.filter { $0.time > release + 1e-9 }
        // The launch direction: the chord over four frames with the fall under gravity
        // (½·1000·t² since the release) taken out.
        let (a, b) = (after[0], after[4])
        let fall = 0.5 * 1000 * (pow(b.time - release, 2) - pow(a.time - release, 2))
        let dx = b.center.x - a.center.x
        let dy = b.center.y - a.center.y - fall
        let heading = atan2(dy, dx) * 180 / .pi
        #expect(abs(heading - -45) <= 1, "heading \(heading)°, flick −45°")
        let speed = hypot(dx, dy) / (b.time - a.time)
        #expect(abs(speed - 1060) <= 106, "speed \(speed) pt/s")

        let firstEdge = try #require(
            after.first { f in
                let e = f.halfExtents
                return f.center.x + e.width >= screen.maxX - restTolerance
                    || f.center.x - e.width <= restTolerance
                    || f.center.y - e.height <= restTolerance
                    || f.center.y + e.height >= screen.maxY - restTolerance
            }, "never reached an edge")
        #expect(
            firstEdge.center.x + firstEdge.halfExtents.width >= screen.maxX - restTolerance,
            "first edge not the right one")
        #expect(firstEdge.time - release <= 0.3)

        let end = try #require(orange.last)
        #expect(abs(end.center.y - (screen.maxY - 20)) <= restTolerance)
        #expect(!run.animator.isRunning)
    }

    /// The gentle release: the gesture's 7 pt/s gives a 0.004 pt/s push, so the view falls straight
    /// back from y 420 to the floor (227 pt: √(2·227/1000) ≈ 0.67 s) and rests below where it was
    /// let go.
    @Test func gentlyReleasedViewFallsStraightBackToTheFloor() throws {
        let release = 1.5 + 0.8
        let (run, frames) = try play("flick-gentle-release", watching: ["orange"])
        let orange = try #require(frames["orange"])
        let after = orange.filter { $0.time > release + 1e-9 }
        let floorY = screen.maxY - 20
        #expect(after.allSatisfy { $0.center.y >= 420 - 2 }, "rose after the release")
        let landing = try #require(after.first { $0.center.y >= floorY - restTolerance })
        #expect(abs(landing.time - release - (2 * (floorY - 420) / 1000).squareRoot()) <= 3.0 / 60)
        let end = try #require(orange.last)
        #expect(abs(end.center.x - 187.5) <= 10, "landed at x \(end.center.x)")
        #expect(abs(end.center.y - floorY) <= restTolerance)
        #expect(!run.animator.isRunning)
    }

    /// "Sticky Corners": thrown into the top half, the view is caught by that half's spring field
    /// and comes to rest at its centre (187.5, 166.75); thrown into the bottom half, at
    /// (187.5, 500.25). It never leaves the half it was released in.
    @Test func stickyViewComesToRestAtTheCentreOfTheHalfItWasReleasedIn() throws {
        let (run, frames) = try play("sticky-corners", watching: ["orange"])
        let orange = try #require(frames["orange"])
        let firstRelease = 0.5 + 0.3
        let secondGesture = 4.0
        let secondRelease = secondGesture + 0.4

        let inTop = orange.filter { $0.time > firstRelease + 1e-9 && $0.time <= secondGesture }
        #expect(inTop.allSatisfy { $0.center.y < screen.midY }, "left the top half")
        let beforeSecond = try #require(inTop.last)
        #expect(hypot(beforeSecond.center.x - 187.5, beforeSecond.center.y - 166.75) <= 1)
        #expect(!beforeSecond.isRunning, "still moving before the second throw")

        let inBottom = orange.filter { $0.time > secondRelease + 1e-9 }
        #expect(inBottom.allSatisfy { $0.center.y > screen.midY }, "left the bottom half")
        let end = try #require(inBottom.last)
        #expect(hypot(end.center.x - 187.5, end.center.y - 500.25) <= 1)
        #expect(!run.animator.isRunning)
    }

    /// `DropOutAnimator` presenting: the modal falls 433.5 pt at 10 000 pt/s² (contact after
    /// 0.294 s) onto the floor that centres it, rebounds with elasticity 0.7 (height ≈ 0.49 of the
    /// drop), settles by the 1.5 s duration and is then placed at the centre; the animator stops.
    @Test func droppedInModalBouncesOnTheCentringFloorAndEndsCentred() throws {
        let (run, frames) = try play("drop-in-transition", watching: ["modal"])
        let modal = try #require(frames["modal"])
        let restY = screen.midY
        let drop = restY - -100
        // The frame of the first impact is the first one after which the modal rises: at
        // 2900 pt/s it moves 49 pt a frame, so the frame may end just short of the floor.
        let contactIndex = try #require(
            modal.indices.dropLast().first { modal[$0 + 1].center.y < modal[$0].center.y })
        #expect(abs(modal[contactIndex].time - (2 * drop / 10_000).squareRoot()) <= 2.0 / 60)
        #expect(modal[contactIndex].center.y > restY - 50, "turned at \(modal[contactIndex].center.y)")
        let rebound = modal[contactIndex...].prefix { $0.time < 0.65 }.map(\.center.y).min() ?? restY
        let ratio = (restY - rebound) / drop
        #expect(ratio > 0.35 && ratio < 0.6, "rebound \(restY - rebound) pt of a \(drop) pt drop")
        #expect(modal.allSatisfy { $0.center.x == screen.midX && $0.angle == 0 })

        let atDuration = try #require(modal.last { $0.time <= 1.5 + 1e-9 })
        #expect(abs(atDuration.center.y - restY) <= restTolerance)
        let end = try #require(modal.last)
        #expect(end.center == CGPoint(x: screen.midX, y: screen.midY))
        #expect(!run.animator.isRunning)
    }

    /// `DropOutAnimator` dismissing: while the rope holds (until 2/3 of 4 s) the modal swings
    /// counter-clockwise about the rope's point near its top-right corner and back; once the rope
    /// is dropped it falls past the bottom of the screen and ends entirely below it.
    @Test func droppedOutModalSwingsOnItsRopeThenFallsOffScreen() throws {
        let cut = 2.0 / 3.0 * 4
        let (run, frames) = try play("drop-out-transition", watching: ["modal"])
        let modal = try #require(frames["modal"])
        let pinned = modal.filter { $0.time <= cut + 1e-9 }
        let deepest = try #require(pinned.min { $0.angle < $1.angle })
        #expect(deepest.angle < -0.8, "swung only to \(deepest.angle) rad")
        let backSwing = pinned.filter { $0.time > deepest.time }.map(\.angle).max() ?? deepest.angle
        #expect(backSwing - deepest.angle > 0.3, "did not swing back")
        #expect(pinned.allSatisfy { $0.center.y < screen.maxY - 100 }, "fell while pinned")
        let anchor = CGPoint(x: 187.5 + 60, y: 333.5 - 100)
        for f in pinned {
            let (c, s) = (cos(f.angle), sin(f.angle))
            let hook = CGPoint(x: f.center.x + c * 70 - s * -100, y: f.center.y + s * 70 + c * -100)
            #expect(hypot(hook.x - anchor.x, hook.y - anchor.y) < 120, "rope stretched at \(f.time) s")
        }

        let falling = modal.filter { $0.time > cut + 1e-9 }
        let below = try #require(falling.first { $0.center.y > screen.maxY }, "never fell below the screen")
        #expect(below.time - cut < 0.35)
        let end = try #require(modal.last)
        #expect(
            end.center.y - end.halfExtents.height > screen.maxY, "still on screen at the end: \(end.center)")
        #expect(!run.animator.isRunning)
    }

    /// `ShadeAnimator`: released moving down past half-way the shade springs open (centre at
    /// 333.5, its bottom on the bottom edge); released moving up, closed (centre at −333.5, just
    /// above the screen). It first bounces off that edge (the seed's haptic), then rests there
    /// before the 4 s finish time.
    @Test(arguments: [
        ("shade-open", 1.0, 333.5), ("shade-open-cancelled", 1.2, -333.5), ("shade-close", 1.0, -333.5),
    ])
    func releasedShadeEndsFullyOpenOrClosed(_ name: String, release: Double, restY: Double) throws {
        let (_, frames) = try play(name, watching: ["shade"], until: release + 3.9)
        let shade = try #require(frames["shade"])
        let after = shade.filter { $0.time > release + 1e-9 }
        let hitIndex = try #require(
            after.firstIndex { abs($0.center.y - restY) <= restTolerance }, "never reached its edge")
        let bounce =
            after[hitIndex...].prefix { $0.time < after[hitIndex].time + 0.3 }.map {
                abs($0.center.y - restY)
            }.max() ?? 0
        #expect(bounce > 50, "bounced only \(bounce) pt off the edge")
        #expect(after.allSatisfy { abs($0.center.y) <= 333.5 + restTolerance }, "passed through an edge")
        let end = try #require(shade.last)
        #expect(abs(end.center.y - restY) <= restTolerance, "ended at \(end.center.y)")
        #expect(end.center.x == screen.midX)
        #expect(!end.isRunning, "still moving before the finish time")
    }

    /// "Map Dynamic Animation Position Changes to Bounds": the push of 30 N·s at 45° on the 6 kg
    /// mapping starts both sides growing at 353.6 pt/s; the 2 Hz, 0.1-damped spring makes the
    /// size ring as x(t) = v/ω_d · e^(−ζωt) sin(ω_d t): first peak +24.3 pt after 0.118 s, trough
    /// about −17.7 pt, peaks 1/f_d = 0.503 s apart. The button never moves and ends at 300 × 200.
    @Test func buttonSizeRingsLikeTheSpringAndReturnsToItsSize() throws {
        let (run, frames) = try play("position-to-bounds-button", watching: ["button"])
        let button = try #require(frames["button"])
        let growth = button.map { Double($0.size.width) - 300 }
        #expect(zip(button, growth).allSatisfy { abs((Double($0.size.height) - 200) - $1) < 0.01 }, "not 1:1")
        #expect(
            button.allSatisfy { $0.center == CGPoint(x: screen.midX, y: screen.midY) }, "the button moved")

        let (zeta, omega) = (0.1, 2 * Double.pi * 2)
        let omegaD = omega * (1 - zeta * zeta).squareRoot()
        let v0 = 30.0 / (300 * 200 / 10_000) * 100 * cos(Double.pi / 4)
        let tPeak = atan(omegaD / (zeta * omega)) / omegaD
        let peak = v0 / omegaD * exp(-zeta * omega * tPeak) * sin(omegaD * tPeak)
        let first = try #require(growth.indices.max { growth[$0] < growth[$1] })
        #expect(abs(growth[first] - peak) <= 0.1 * peak, "peak +\(growth[first]) pt, theory +\(peak)")
        #expect(abs(button[first].time - tPeak) <= 2.0 / 60)
        let trough = growth.min() ?? 0
        #expect(trough < -10, "never shrank: trough \(trough) pt")
        let laterPeaks = growth.indices.dropFirst().dropLast().filter {
            button[$0].time > button[first].time + 0.2 && growth[$0] > 0 && growth[$0] >= growth[$0 - 1]
                && growth[$0] > growth[$0 + 1]
        }
        let second = try #require(laterPeaks.first)
        #expect(abs(button[second].time - button[first].time - 1 / (omegaD / (2 * .pi))) <= 2.0 / 60)

        let end = try #require(button.last)
        #expect(abs(end.size.width - 300) <= 1 && abs(end.size.height - 200) <= 1, "ended at \(end.size)")
        #expect(!run.animator.isRunning)
    }

    /// Seed 003: once the boundary has pushed them in from under the 20 pt top inset (the seed's
    /// frames start there), the square and the ellipse stay inside the inset boundary on every frame
    /// — rocked, laid flat and driven by the noise field alone — and never stop moving.
    @Test func noiseFieldItemsStayInsideTheInsetBoundaryAndKeepMoving() throws {
        let (run, frames) = try play("noise-field", watching: ["square", "ellipse"])
        let square = try #require(frames["square"])
        let ellipse = try #require(frames["ellipse"])
        let inside = CGRect(x: 5, y: 20, width: 375 - 10, height: 667 - 25).insetBy(
            dx: -restTolerance, dy: -restTolerance)
        func squareInside(_ f: Frame) -> Bool { f.corners.allSatisfy { inside.contains($0) } }
        func ellipseInside(_ f: Frame) -> Bool { inside.insetBy(dx: 50, dy: 50).contains(f.center) }

        let settled = try #require(
            square.indices.first { squareInside(square[$0]) && ellipseInside(ellipse[$0]) }, "never inside")
        #expect(square[settled].time <= 0.5)
        for i in settled..<square.count {
            #expect(squareInside(square[i]), "square outside at \(square[i].time) s: \(square[i].center)")
            #expect(
                ellipseInside(ellipse[i]), "ellipse outside at \(ellipse[i].time) s: \(ellipse[i].center)")
        }

        #expect(square.allSatisfy { $0.isRunning }, "the animator paused")
        for (name, track) in [("square", square), ("ellipse", ellipse)] {
            // Two-second windows: while the phone is rocked (a 3 s period) an item that slid into a
            // wall rests against it until the tilt turns, up to half a period (the square: 0.8 s
            // against the right wall from 3.0 s).
            for second in 0..<17 {
                let window = track.filter { $0.time > Double(second) && $0.time <= Double(second + 2) }
                let travel = zip(window, window.dropFirst()).reduce(0.0) {
                    $0 + hypot($1.1.center.x - $1.0.center.x, $1.1.center.y - $1.0.center.y)
                }
                #expect(travel > 5, "\(name) moved only \(travel) pt from \(second) s to \(second + 2) s")
            }
        }
        #expect(run.animator.isRunning)
    }
}
