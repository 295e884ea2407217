import Dynamics
import DynamicsEngine

extension SceneCatalog {
    /// Seed 002, "Flick View Based on Gesture Velocity": a 40 pt view under gravity inside the
    /// reference-bounds boundary is picked up off the floor and flicked up and to the right; on
    /// release an instantaneous push along the gesture's velocity, with magnitude
    /// `|velocity| × 0.0008`, sends it off along the flick until it strikes the right edge.
    static var flick: Scene {
        flickScene(
            name: "flick",
            summary:
                "A view is dragged off the floor and flicked up-right; the push sends it along the flick.",
            // Lifted slowly, then flicked 75 pt right and 75 pt up in 0.05 s: (1500, −1500) pt/s.
            path: [
                TimedPoint(time: 0, point: CGPoint(x: 187.5, y: 647)),
                TimedPoint(time: 0.5, point: CGPoint(x: 187.5, y: 480)),
                TimedPoint(time: 0.55, point: CGPoint(x: 262.5, y: 405)),
            ],
            releaseVelocity: CGVector(dx: 1500, dy: -1500))
    }

    /// The same view released gently: the pan stops before the finger lifts, the gesture's
    /// velocity is a few points per second, the push is negligible and the view falls straight
    /// back to the floor under gravity.
    static var flickGentleRelease: Scene {
        flickScene(
            name: "flick-gentle-release",
            summary: "The flick view is lifted and let go without a flick: it drops back to the floor.",
            path: [
                TimedPoint(time: 0, point: CGPoint(x: 187.5, y: 647)),
                TimedPoint(time: 0.6, point: CGPoint(x: 187.5, y: 420)),
                TimedPoint(time: 0.8, point: CGPoint(x: 187.5, y: 420)),
            ],
            releaseVelocity: CGVector(dx: 6, dy: -4))
    }

    /// The seed's view controller with one pan along `path` (starting when the view has settled on
    /// the floor) ending with the gesture velocity `releaseVelocity` (pt/s).
    private static func flickScene(
        name: String, summary: String, path: [TimedPoint], releaseVelocity: CGVector
    ) -> Scene {
        let screen = recipesScreen
        let magnitudeMultiplier = 0.0008
        let panStart = 1.5
        let release = panStart + (path.last?.time ?? 0)

        var scene = Scene(name: name, summary: summary, category: "recipes", referenceBounds: screen)
        scene.source = "seed 002, iOS - UIKit Dynamics: Flick View Based on Gesture Velocity"
        scene.duration = release + 4
        // `viewDidLayoutSubviews` centres the 40 × 40 view in the view.
        scene.items = [
            ItemDescription(
                name: "orange", center: CGPoint(x: screen.midX, y: screen.midY),
                size: CGSize(width: 40, height: 40), color: "orange")
        ]
        // The `.ended` branch: an instantaneous push with `pushDirection = velocity`, then
        // `magnitude = |velocity| × magnitudeMultiplier` (the direction keeps its angle).
        var push = PushDescription(name: "flick-push", items: ["orange"], mode: .instantaneous)
        push.angle = CGFloat(PortableMath.atan2(Double(releaseVelocity.dy), Double(releaseVelocity.dx)))
        push.magnitude =
            CGFloat(PortableMath.hypot(Double(releaseVelocity.dx), Double(releaseVelocity.dy)))
            * magnitudeMultiplier
        push.startsActive = false
        scene.behaviors = [
            .gravity(GravityDescription(name: "gravity", items: ["orange"])),
            .collision(
                CollisionDescription(
                    name: "collision", items: ["orange"], translatesReferenceBoundsIntoBoundary: true)),
            .push(push),
        ]
        // The pan: a rigid anchor attachment follows the finger and is removed on release (the
        // seed's lazily created attachment takes its length from the anchor `.zero`; the scripted
        // drag keeps the touch on the view, as the seed's recording shows). The seed adds no
        // velocity on release: the gesture's velocity reaches the view only through the push.
        scene.script = [
            ScriptEvent(time: panStart, action: .drag(DragDescription(item: "orange", path: path))),
            ScriptEvent(time: release, action: .addBehavior("flick-push")),
        ]
        return scene
    }
}
