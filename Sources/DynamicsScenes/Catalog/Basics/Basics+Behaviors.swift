import Dynamics

extension Basics {
    /// Snap: a view flies to a point and settles with a little wobble (`damping` 0 … 1). The script
    /// taps three places; the snap point's ◎ handle can be dragged.
    static var snap: Scene {
        var scene = scene(
            "basics-snap", "Tap to snap: the square flies to each tapped point and settles (damping 0.5).",
            duration: 5)
        scene.items = [box("square", 195, 300, side: 60, color: "#e8590c")]
        scene.behaviors = [
            .snap(
                SnapDescription(
                    name: "snap", item: "square", snapPoint: CGPoint(x: 195, y: 300), damping: 0.5))
        ]
        scene.script = [
            ScriptEvent(
                time: 0.5,
                action: .set(behavior: "snap", property: "snapPoint", value: .point(CGPoint(x: 90, y: 120)))),
            ScriptEvent(
                time: 2,
                action: .set(behavior: "snap", property: "snapPoint", value: .point(CGPoint(x: 300, y: 480)))),
            ScriptEvent(
                time: 3.5,
                action: .set(behavior: "snap", property: "snapPoint", value: .point(CGPoint(x: 195, y: 300)))),
        ]
        return scene
    }

    /// Instantaneous against continuous push: one kick that sets a velocity once, and a steady force
    /// that keeps accelerating its ball (no gravity; the view's edges stop both).
    static var push: Scene {
        var scene = scene(
            "basics-push",
            "An instantaneous push kicks the top ball once; a continuous push keeps speeding up the bottom one.",
            duration: 4)
        scene.items = [
            ball("kicked", 40, 200, color: "#1c7ed6"), ball("pushed", 40, 400, color: "#e8590c"),
        ]
        let names = ["kicked", "pushed"]
        var kick = PushDescription(
            name: "instantaneous", items: ["kicked"], mode: .instantaneous, direction: CGVector(dx: 1, dy: 0))
        kick.magnitude = 0.3
        var steady = PushDescription(
            name: "continuous", items: ["pushed"], mode: .continuous, direction: CGVector(dx: 1, dy: 0))
        steady.magnitude = 0.3
        var material = ItemPropertiesDescription(name: "bounce", items: names)
        material.elasticity = 0.3
        scene.behaviors = [
            .collision(
                CollisionDescription(
                    name: "collision", items: names, translatesReferenceBoundsIntoBoundary: true)),
            .push(kick), .push(steady), .itemProperties(material),
        ]
        return scene
    }

    /// Every attachment kind side by side under gravity: a spring and a rod to anchors, a sliding
    /// attachment on a vertical rail, a limit (a rope) between two items, a fixed weld and a pin.
    static var attachments: Scene {
        var scene = scene(
            "basics-attachments",
            "Six attachments side by side: spring, rod, sliding rail, limit (rope), fixed weld and pin.",
            bounds: wideBounds, duration: 6)
        scene.items = [
            box("spring-bob", 50, 200, side: 36, color: "#e8590c"),
            box("rod-bob", 200, 120, side: 36, color: "#1c7ed6"),
            box("slider", 250, 150, side: 36, color: "#2f9e44"),
            box("rope-top", 340, 100, side: 30, color: "#845ef7"),
            box("rope-bob", 380, 160, side: 30, color: "#845ef7"),
            box("weld-a", 440, 300, side: 30, color: "#f59f00"),
            box("weld-b", 470, 300, side: 30, color: "#f59f00"),
            box("pin-a", 540, 150, side: 30, color: "#d6336c"),
            box("pin-b", 570, 150, side: 30, color: "#d6336c"),
        ]
        let names = scene.items.map { $0.name }
        var spring = AttachmentDescription(
            name: "spring", kind: .anchor, itemA: "spring-bob", anchor: CGPoint(x: 50, y: 40))
        spring.length = 100
        spring.frequency = 1.5
        spring.damping = 0.2
        var rod = AttachmentDescription(
            name: "rod", kind: .anchor, itemA: "rod-bob", anchor: CGPoint(x: 150, y: 40))
        rod.length = 100
        // The slider starts at the rail's anchor, so its range (−60 … 120 pt along the axis, measured
        // from where it starts) is also where the pins layer draws it.
        var rail = AttachmentDescription(
            name: "rail", kind: .sliding, itemA: "slider", anchor: CGPoint(x: 250, y: 150))
        rail.axis = CGVector(dx: 0, dy: 1)
        rail.attachmentRange = FloatRange(minimum: -60, maximum: 120)
        var topHook = AttachmentDescription(
            name: "rope-hook", kind: .anchor, itemA: "rope-top", anchor: CGPoint(x: 340, y: 40))
        topHook.length = 60
        var rope = AttachmentDescription(name: "rope", kind: .limit, itemA: "rope-top", itemB: "rope-bob")
        rope.length = 120
        let weld = AttachmentDescription(
            name: "weld", kind: .fixed, itemA: "weld-a", itemB: "weld-b", anchor: CGPoint(x: 455, y: 300))
        var pinHook = AttachmentDescription(
            name: "pin-hook", kind: .anchor, itemA: "pin-a", anchor: CGPoint(x: 540, y: 40))
        pinHook.length = 80
        let pin = AttachmentDescription(
            name: "pin", kind: .pin, itemA: "pin-a", itemB: "pin-b", anchor: CGPoint(x: 555, y: 150))
        // Items meet the view's edges only: welded and pinned pairs touch, and a rope's ends may.
        var collision = CollisionDescription(
            name: "collision", items: names, translatesReferenceBoundsIntoBoundary: true)
        collision.mode = .boundaries
        scene.behaviors = [
            .gravity(GravityDescription(name: "gravity", items: names)), .collision(collision),
            .attachment(spring), .attachment(rod), .attachment(rail), .attachment(topHook), .attachment(rope),
            .attachment(weld), .attachment(pinHook), .attachment(pin),
        ]
        return scene
    }
}
