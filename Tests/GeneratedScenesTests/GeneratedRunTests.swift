import Dynamics
import DynamicsScenes
import Foundation
import GeneratedScenes
import Testing

/// How far a resting item may sink into a boundary or stop short of it (contact slop), as the
/// scenes' own tests allow.
private let restTolerance = 1.5

/// Runs the generated program of a scene and returns its items' final centres by name.
private func generatedRun(_ name: String) throws -> [String: CGPoint] {
    let entry = try #require(GeneratedSceneIndex.scenes.first { $0.name == name }, "\(name) is not indexed")
    return Dictionary(uniqueKeysWithValues: entry.run().map { ($0.name, $0.center) })
}

/// The generated programs, run, do what the scenes do: the outcome each scene's own test asserts,
/// and the same final centres as the scene run (the same behaviors built in the same order, the
/// same input at the same frames).
@Suite struct GeneratedRunTests {
    @Test func indexListsEveryCatalogueSceneInOrder() {
        #expect(GeneratedSceneIndex.scenes.map(\.name) == SceneCatalog.all.map(\.name))
    }

    /// As `fallingSquareRestsOnTheBottomEdgeAndTheAnimatorPauses`: the square rests on the bottom edge.
    @Test func fallingSquareRestsOnTheBottomEdge() throws {
        let square = try #require(try generatedRun("falling-square")["square"])
        #expect(abs(square.y - (667 - 15)) <= restTolerance, "rests at y \(square.y)")
        #expect(abs(square.x - 375 / 2) <= 0.5)
    }

    /// As `boundaryCollisionRestsTheOrangeSquareOnTheBottomEdge`: the orange square on the edge, the
    /// white one where it started.
    @Test func boundaryCollisionRestsTheOrangeSquareOnTheBottomEdge() throws {
        let centers = try generatedRun("chapter11-boundary-collision")
        let orange = try #require(centers["orange-square"])
        #expect(abs(orange.y + 50 - 600) < 1.5)
        #expect(abs(orange.x - 450) < 0.5)
        #expect(centers["white-square"] == CGPoint(x: 150, y: 150))
    }

    /// As `stickyViewComesToRestAtTheCentreOfTheHalfItWasReleasedIn`: after both scripted throws the
    /// view rests at the bottom field's centre.
    @Test func stickyCornersEndsAtTheBottomFieldsCentre() throws {
        let orange = try #require(try generatedRun("sticky-corners")["orange"])
        #expect(hypot(orange.x - 187.5, orange.y - 500.25) <= 1, "ended at \(orange)")
    }

    /// As `stickyBoxDocksInTheZoneItsReleaseLeadsTo`: the metadata box docks at the top.
    @Test func stickyEdgesReleaseTopDocksAtTheTop() throws {
        let box = try #require(try generatedRun("sticky-edges-release-top")["tag-view"])
        #expect(hypot(box.x - 187.5, box.y - 48) < 1, "ended at \(box)")
    }

    /// The fixture with every feature, run, agrees with its scene run too.
    @Test func everyFeatureProgramAgreesWithTheSceneRun() throws {
        let scene = try GeneratedSourceTests.everyFeatureScene()
        let run = try scene.makeRun()
        run.advance(to: scene.duration)
        let generated = Dictionary(uniqueKeysWithValues: EveryFeature.run().map { ($0.name, $0.center) })
        for description in scene.items {
            let expected = try #require(run.item(named: description.name)).center
            #expect(generated[description.name] == expected, "\(description.name)")
        }
    }

    /// Every generated program ends with its items where the scene run leaves them.
    @Test(arguments: SceneCatalog.all.map(\.name))
    func generatedProgramAgreesWithTheSceneRun(_ name: String) throws {
        let scene = try #require(SceneCatalog.scene(named: name))
        let run = try scene.makeRun()
        run.advance(to: scene.duration)
        let generated = try generatedRun(name)
        for description in scene.items {
            let expected = try #require(run.item(named: description.name)).center
            let actual = try #require(generated[description.name])
            #expect(
                actual == expected, "\(name): \(description.name) at \(actual), the scene run has \(expected)"
            )
        }
    }
}
