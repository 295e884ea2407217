import Dynamics
import DynamicsRender
import DynamicsScenes
import Foundation
import Testing

/// Drawing and recording scene runs.
@Suite struct SceneRunRenderTests {
    @Test func aRunsItemsAreDrawnWithTheScenesNamesAndColours() throws {
        let run = try #require(SceneCatalog.scene(named: "position-to-bounds-button")).makeRun()
        // The mapping item moves a size, not a place: only the button is drawn.
        #expect(run.styledItems.map(\.appearance.name) == ["button"])
        #expect(run.styledItems.map(\.appearance.color) == ["red"])
        let frame = run.renderFrame(debug: false)
        #expect(frame.bounds == run.scene.referenceBounds)
        #expect(frame.debug == nil)
        #expect(frame.items.map(\.center) == [run.sceneItem(named: "button")!.center])
    }

    @Test func aRecorderFollowsTheRunFrameByFrameOnTheFrameGrid() throws {
        let run = try #require(SceneCatalog.scene(named: "falling-square")).makeRun()
        let recorder = try Recorder(run: run, framesPerSecond: 30)
        run.advance(to: 1)
        recorder.record(duration: 2)
        let frames = recorder.trajectory.frames
        #expect(frames.count == 91)
        for (k, frame) in frames.enumerated() { #expect(abs(frame.time - Double(k) / 30) < 1e-9) }
        #expect(run.time == 3)
        let square = try #require(run.sceneItem(named: "square"))
        #expect(frames.last?.items[0].center == square.center)
        // 30 pt square from the middle of the view: it ends resting on the bottom edge.
        #expect(abs(square.center.y + 15 - run.scene.referenceBounds.maxY) < 1.5)
    }

    @Test func aResizedItemIsAnimatedByScaling() throws {
        let run = try #require(SceneCatalog.scene(named: "position-to-bounds-button")).makeRun()
        let recorder = try Recorder(run: run, framesPerSecond: 30)
        run.advance(to: run.scene.duration)
        let sizes = recorder.trajectory.frames.map(\.items[0].size)
        #expect(Set(sizes.map(\.width)).count > 10, "the button grows and shrinks")
        let svg = AnimatedSVGRenderer().render(recorder.trajectory)
        #expect(isWellFormedXML(svg))
        #expect(svg.contains("type=\"scale\""))
        let look = recorder.trajectory.items[0]
        let widest = try #require(sizes.map(\.width).max())
        let scales = try #require(attributeValues("values", in: svg).last).split(separator: ";")
        let largest = scales.compactMap { Double($0.split(separator: " ")[0]) }.max()!
        #expect(abs(largest - widest / look.size.width) < 0.001)
    }
}
