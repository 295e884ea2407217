import Dynamics

extension Basics {
    /// The playground's first scene: things to pick up, flick and drop boxes onto. A crate on a
    /// shelf, a ball and a box on the floor, and a sign hanging on a spring that swings as the
    /// scene starts, so the first frame already moves and everything stays in view.
    static var welcome: Scene {
        var scene = scene(
            "welcome", "Drag anything and let go to flick it; drop shapes onto the shelf and the floor.",
            duration: 6)
        var sign = ItemDescription(
            name: "sign", center: CGPoint(x: 300, y: 210), size: CGSize(width: 96, height: 56),
            color: "#845ef7")
        sign.rotation = 0.3
        scene.items = [
            box("crate", 90, 260, side: 56, color: "#f59f00"),
            ball("ball", 200, 120, diameter: 48, color: "#1c7ed6"),
            box("box", 120, 560, side: 60, color: "#e8590c"),
            sign,
        ]
        let all = scene.items.map { $0.name }
        let shelf = BoundaryDescription(
            identifier: "shelf", from: CGPoint(x: 20, y: 300), to: CGPoint(x: 190, y: 300))
        var collision = CollisionDescription(
            name: "collision", items: all, translatesReferenceBoundsIntoBoundary: true, boundaries: [shelf])
        collision.mode = .everything
        // The sign hangs 110 pt below its hook on a soft spring (1.2 Hz, damping ratio 0.3).
        var spring = AttachmentDescription(
            name: "sign-spring", kind: .anchor, itemA: "sign", anchor: CGPoint(x: 300, y: 60))
        spring.length = 110
        spring.frequency = 1.2
        spring.damping = 0.3
        var material = ItemPropertiesDescription(name: "bouncy-ball", items: ["ball"])
        material.elasticity = 0.6
        scene.behaviors = [
            .gravity(GravityDescription(name: "gravity", items: all)), .collision(collision),
            .attachment(spring), .itemProperties(material),
        ]
        return scene
    }
}
