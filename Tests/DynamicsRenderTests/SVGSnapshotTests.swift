import Dynamics
import DynamicsRender
import DynamicsScenes
import Foundation
import Testing

/// Rendered SVG compared with the reference files in `Snapshots/` (see ``SnapshotFile``:
/// `RECORD_SNAPSHOTS=1` rewrites them). Catalogue scenes, plus one built here that has something
/// on every debug layer.
@Suite struct SVGSnapshotTests {
    func run(_ name: String, until time: TimeInterval? = nil) throws -> SceneRun {
        let run = try #require(SceneCatalog.scene(named: name)).makeRun()
        run.advance(to: time ?? run.scene.duration)
        return run
    }

    @Test func fallingSquareAtRestMatchesItsReference() throws {
        let svg = SVGRenderer().render(try run("falling-square"), debug: true)
        #expect(isWellFormedXML(svg))
        #expect(svg.contains("data-name=\"square\"") && svg.contains("fill=\"orange\""))
        try SnapshotFile.expectMatches(svg, named: "falling-square.svg")
    }

    @Test func attachmentChallengeSwingingMatchesItsReference() throws {
        let svg = SVGRenderer().render(try run("chapter11-attachment-challenge", until: 1), debug: true)
        #expect(isWellFormedXML(svg))
        #expect(svg.contains("id=\"debug-attachments\"") && svg.contains("id=\"debug-field-vectors\""))
        try SnapshotFile.expectMatches(svg, named: "attachment-challenge.svg")
    }

    @Test func stickyCornersFieldsMatchTheirReference() throws {
        let svg = SVGRenderer().render(try run("sticky-corners", until: 1), debug: true)
        #expect(isWellFormedXML(svg))
        #expect(svg.contains("id=\"debug-fields\""))
        try SnapshotFile.expectMatches(svg, named: "sticky-corners.svg")
    }

    @Test func contraptionWithEveryDebugLayerMatchesItsReference() throws {
        let (animator, items) = Scenes.contraption()
        animator.debugEnabled = true
        animator.advance(by: 0.8)
        let svg = SVGRenderer().render(animator: animator, items: items)
        #expect(isWellFormedXML(svg))
        try SnapshotFile.expectMatches(svg, named: "contraption-debug.svg")
    }

    @Test func dropOutTransitionAnimationAndEnergyPlotMatchTheirReferences() throws {
        let run = try #require(SceneCatalog.scene(named: "drop-out-transition")).makeRun()
        let recorder = try Recorder(run: run, framesPerSecond: 20)
        run.advance(to: run.scene.duration)
        let animation = AnimatedSVGRenderer().render(recorder.trajectory)
        let plot = EnergyPlot(title: "drop-out-transition").render(recorder.trajectory)
        #expect(isWellFormedXML(animation) && isWellFormedXML(plot))
        try SnapshotFile.expectMatches(animation, named: "drop-out-animated.svg")
        try SnapshotFile.expectMatches(plot, named: "drop-out-energy.svg")
    }
}
