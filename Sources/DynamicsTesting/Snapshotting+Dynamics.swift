// The package trait `Snapshots` brings swift-snapshot-testing, and these strategies with it; without
// it DynamicsTesting's claims and stepper cost an app no other package.
#if Snapshots
import Dynamics
import DynamicsRender
import DynamicsScenes
import Foundation
import SnapshotTesting

// Snapshot strategies for swift-snapshot-testing. Each one *runs* its subject (the scene run or
// the animator advances by the time it records), so take a snapshot of a fresh run, or of one you
// have brought to the moment you want to compare.

extension Snapshotting where Value == SceneRun, Format == String {
    /// The run traced for `seconds` more as rounded text (see
    /// ``DynamicsRender/Trajectory/roundedText(positionStep:angleStep:)``), sampled
    /// `samplesPerSecond` times a second; a `.txt` reference.
    ///
    /// ```swift
    /// let run = try SceneCatalog.scene(named: "falling-square")!.makeRun()
    /// assertSnapshot(of: run, as: .trajectory(seconds: 2))
    /// ```
    public static func trajectory(
        seconds: TimeInterval, samplesPerSecond: Double = 10, positionStep: Double = 1, angleStep: Double = 1
    ) -> Snapshotting {
        Snapshotting<String, String>.lines.pullback { run in
            run.recordTrajectory(seconds: seconds, samplesPerSecond: samplesPerSecond).roundedText(
                positionStep: positionStep, angleStep: angleStep)
        }
    }

    /// The run after `seconds` more as an SVG still with `layers` of the debug overlay (none by
    /// default: the items as an app shows them); an `.svg` reference, diffed line by line.
    ///
    /// ```swift
    /// assertSnapshot(of: run, as: .svg(after: 1, layers: [.items, .contacts]))
    /// ```
    public static func svg(after seconds: TimeInterval = 0, layers: DebugLayers = []) -> Snapshotting {
        var strategy = Snapshotting<String, String>.lines.pullback { (run: SceneRun) in
            run.advance(by: seconds)
            var renderer = SVGRenderer()
            renderer.layers = layers
            return renderer.render(run.renderFrame(debug: !layers.isEmpty))
        }
        strategy.pathExtension = "svg"
        return strategy
    }

    /// The next `seconds` of the run as an animated SVG (`framesPerSecond` frames a second); an
    /// `.svg` reference that plays in a browser, diffed line by line.
    ///
    /// ```swift
    /// assertSnapshot(of: run, as: .animatedSVG(seconds: 2))
    /// ```
    public static func animatedSVG(seconds: TimeInterval, framesPerSecond: Double = 30) -> Snapshotting {
        var strategy = Snapshotting<String, String>.lines.pullback { (run: SceneRun) in
            AnimatedSVGRenderer().render(
                run.recordTrajectory(seconds: seconds, samplesPerSecond: framesPerSecond))
        }
        strategy.pathExtension = "svg"
        return strategy
    }
}

extension Snapshotting where Value == DynamicAnimator, Format == String {
    /// `items` of the animator traced for `seconds` more as rounded text, stepping the animator in
    /// 1/60 s frames; items are named `item 1`, `item 2`, … in order (`StyledItem.palette(_:)`).
    ///
    /// ```swift
    /// assertSnapshot(of: animator, as: .trajectory(of: [card], seconds: 2))
    /// ```
    public static func trajectory(
        of items: [any DynamicItem], seconds: TimeInterval, samplesPerSecond: Double = 10,
        positionStep: Double = 1,
        angleStep: Double = 1
    ) -> Snapshotting {
        Snapshotting<String, String>.lines.pullback { animator in
            animator.recordTrajectory(of: items, seconds: seconds, samplesPerSecond: samplesPerSecond)
                .roundedText(
                    positionStep: positionStep, angleStep: angleStep)
        }
    }

    /// `items` of the animator now as an SVG still with `layers` of the debug overlay (none by
    /// default), items in the palette's colours.
    ///
    /// ```swift
    /// animator.advance(by: 1)
    /// assertSnapshot(of: animator, as: .svg(of: [card], layers: .all))
    /// ```
    public static func svg(of items: [any DynamicItem], layers: DebugLayers = []) -> Snapshotting {
        var strategy = Snapshotting<String, String>.lines.pullback { (animator: DynamicAnimator) in
            var renderer = SVGRenderer()
            renderer.layers = layers
            return renderer.render(
                animator: animator, items: StyledItem.palette(items), debug: !layers.isEmpty)
        }
        strategy.pathExtension = "svg"
        return strategy
    }
}
#endif
