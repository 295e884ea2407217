import Dynamics
import DynamicsRender
import Foundation
import Testing

/// Rendered SVG compared with the reference files in `Snapshots/` (see ``SnapshotFile``:
/// `RECORD_SNAPSHOTS=1` rewrites them).
@Suite struct SVGSnapshotTests {
    @Test func restingBoxWithTheDebugLayerMatchesItsReference() throws {
        let (animator, items) = Scenes.fallingBox()
        animator.debugEnabled = true
        #expect(animator.runUntilPaused(timeout: 10))
        let svg = SVGRenderer().render(animator: animator, items: items)
        #expect(isWellFormedXML(svg))
        try SnapshotFile.expectMatches(svg, named: "falling-box-rest.svg")
    }

    @Test func contraptionWithEveryDebugLayerMatchesItsReference() throws {
        let (animator, items) = Scenes.contraption()
        animator.debugEnabled = true
        animator.advance(by: 0.8)
        let svg = SVGRenderer().render(animator: animator, items: items)
        #expect(isWellFormedXML(svg))
        try SnapshotFile.expectMatches(svg, named: "contraption-debug.svg")
    }

    @Test func pileStillAnimationAndEnergyPlotMatchTheirReferences() throws {
        let (animator, items) = Scenes.pile(count: 8)
        let recorder = try Recorder(animator: animator, items: items, framesPerSecond: 10)
        recorder.record(duration: 1.5)
        let still = SVGRenderer().render(animator: animator, items: items, debug: false)
        let animation = AnimatedSVGRenderer().render(recorder.trajectory)
        let plot = EnergyPlot(title: "pile of 8").render(recorder.trajectory)
        for svg in [still, animation, plot] { #expect(isWellFormedXML(svg)) }
        try SnapshotFile.expectMatches(still, named: "pile-still.svg")
        try SnapshotFile.expectMatches(animation, named: "pile-animated.svg")
        try SnapshotFile.expectMatches(plot, named: "pile-energy.svg")
    }
}
