import Dynamics
import DynamicsScenes

/// Drawing scene runs: their items as the scene describes them.
extension SceneRun {
    /// The scene's items as drawn: every `SceneItem` (group members included, position-to-bounds
    /// mappings left out — their centre is a size) with its name, its colour (the palette's, in
    /// item order, when the scene gives none), its shape and its current size.
    ///
    /// ```swift
    /// let run = try SceneCatalog.scene(named: "falling-square")!.makeRun()
    /// run.styledItems.map { $0.appearance.name }   // ["square"]
    /// ```
    public var styledItems: [StyledItem] {
        items.compactMap { $0 as? SceneItem }.enumerated().map { index, item in
            let color = item.color ?? ItemAppearance.palette[index % ItemAppearance.palette.count]
            return StyledItem(item, name: item.name, color: color)
        }
    }

    /// The run now as a frame: its items at their poses over the scene's reference bounds, with the
    /// debug overlay when `debug` says so (default: the animator's `debugEnabled`).
    ///
    /// ```swift
    /// let svg = SVGRenderer().render(run.renderFrame(debug: true))
    /// ```
    public func renderFrame(debug: Bool? = nil, fieldGridSpacing: CGFloat = 40) -> RenderFrame {
        var frame = RenderFrame(
            animator: animator, items: styledItems, time: time, debug: debug,
            fieldGridSpacing: fieldGridSpacing)
        frame.bounds = scene.referenceBounds
        return frame
    }
}

extension SVGRenderer {
    /// The run now as an SVG document (see ``DynamicsScenes/SceneRun/renderFrame(debug:fieldGridSpacing:)``).
    ///
    /// ```swift
    /// let run = try SceneCatalog.scene(named: "sticky-corners")!.makeRun()
    /// run.advance(by: 1)
    /// let svg = SVGRenderer().render(run, debug: true)
    /// ```
    public func render(_ run: SceneRun, debug: Bool? = nil) -> String {
        render(run.renderFrame(debug: debug))
    }
}
