import Dynamics
import DynamicsRender
import DynamicsScenes
import DynamicsTesting
import Foundation
import SnapshotTesting
import Testing

/// The snapshot strategies against references in `__Snapshots__`, and the proof that a snapshot
/// that should fail does: the same scene with one physical change differs from its reference.
@Suite struct SnapshotStrategyTests {
    func run(_ name: String) throws -> SceneRun {
        try #require(SceneCatalog.scene(named: name)).makeRun()
    }

    @Test func fallingSquareTrajectoryMatchesItsReference() throws {
        assertSnapshot(of: try run("falling-square"), as: .trajectory(seconds: 1.5), named: "falling-square")
    }

    /// Gravity 0.8 instead of 1.0: the square falls 0.8× as far by each moment (318.5 pt take
    /// 0.89 s, not 0.80 s), so the rounded trajectory differs and the check must report it
    /// with a line diff of the first frames that differ. `verifySnapshot` returns the failure
    /// instead of recording it, against the reference recorded by the test above.
    @Test func aChangedSceneFailsAgainstTheReference() throws {
        var scene = try #require(SceneCatalog.scene(named: "falling-square"))
        let index = try #require(scene.behaviors.firstIndex { if case .gravity = $0 { true } else { false } })
        guard case .gravity(let gravity) = scene.behaviors[index] else { return }
        scene.behaviors[index] = .gravity(
            GravityDescription(items: gravity.items, direction: CGVector(dx: 0, dy: 0.8)))
        let failure = verifySnapshot(
            of: try scene.makeRun(), as: .trajectory(seconds: 1.5), named: "falling-square", record: .never,
            testName: "fallingSquareTrajectoryMatchesItsReference()")
        let message = try #require(failure, "a changed gravity passed the reference")
        #expect(message.contains("@@"), "no diff in: \(message)")
        #expect(message.contains("−") || message.contains("+"), "no changed lines in: \(message)")

        let unchanged = verifySnapshot(
            of: try run("falling-square"), as: .trajectory(seconds: 1.5), named: "falling-square",
            record: .never,
            testName: "fallingSquareTrajectoryMatchesItsReference()")
        #expect(unchanged == nil, "the unchanged scene failed: \(unchanged ?? "")")
    }

    @Test func stillsAndAnimationsOfRunsAndAnimators() throws {
        assertSnapshot(
            of: try run("sticky-corners"), as: .svg(after: 1, layers: [.items, .snaps]),
            named: "sticky-corners")
        assertSnapshot(
            of: try run("drop-out-transition"), as: .animatedSVG(seconds: 1, framesPerSecond: 10),
            named: "drop-out")

        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        let card = Card(center: CGPoint(x: 100, y: 50), size: CGSize(width: 40, height: 20))
        animator.addBehavior(SnapBehavior(item: card, snapTo: CGPoint(x: 150, y: 150)))
        assertSnapshot(
            of: animator, as: .trajectory(of: [card], seconds: 1, samplesPerSecond: 5), named: "snap")
        assertSnapshot(of: animator, as: .svg(of: [card]), named: "snap-still")
    }
}

@Suite struct RoundedTextTests {
    func trajectory(_ points: [(Double, CGPoint, CGFloat)]) -> Trajectory {
        var trajectory = Trajectory(
            bounds: CGRect(x: 0, y: 0, width: 100, height: 100), framesPerSecond: 10,
            items: [ItemAppearance(name: "card", color: "#000", size: CGSize(width: 10, height: 10))])
        for (time, center, angle) in points {
            trajectory.frames.append(
                Trajectory.Frame(
                    time: time,
                    items: [
                        Trajectory.ItemState(
                            center: center, angle: angle, size: CGSize(width: 10, height: 10),
                            velocity: .zero,
                            angularVelocity: 0, isAwake: true)
                    ], kineticEnergy: 0, potentialEnergy: 0, maxSpeed: 0))
        }
        return trajectory
    }

    /// Positions round to the step (1 pt: 12.4 → 12, −0.3 → 0, never "-0"), angles to whole
    /// degrees (π/4 → 45°), and a 0.25 pt step prints two decimals.
    @Test func roundsToTheStepsAndPrintsNoNegativeZero() {
        let path = trajectory([(0, CGPoint(x: 12.4, y: -0.3), 0), (0.1, CGPoint(x: 12.6, y: 99.5), .pi / 4)])
        #expect(
            path.roundedText() == """
                trajectory of 1 item, 2 frames; centres in pt to 1 pt, angles in degrees to 1°
                t=0.00
                  card (12, 0) 0°
                t=0.10
                  card (13, 100) 45°

                """)
        let fine = path.roundedText(positionStep: 0.25, angleStep: 5)
        #expect(fine.contains("centres in pt to 0.25 pt, angles in degrees to 5°"))
        #expect(fine.contains("card (12.50, -0.25) 0°"), "\(fine)")
        #expect(fine.contains("card (12.50, 99.50) 45°"), "\(fine)")
        #expect(path.roundedText(positionStep: .nan) == path.roundedText(), "an invalid step falls back to 1")
    }
}
