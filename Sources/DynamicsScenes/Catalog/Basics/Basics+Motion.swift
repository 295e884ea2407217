import Dynamics

extension Basics {
    /// Gravity is a vector: `magnitude` 1 is 1000 pt/s², and the direction turns. A box and a ball
    /// fall down, then the script turns gravity to the right, then up and to the left.
    static var gravity: Scene {
        var scene = scene(
            "basics-gravity",
            "Gravity is a direction and a magnitude (1 = 1000 pt/s²): it turns right, then up-left.",
            duration: 6)
        scene.items = [box("box", 140, 200, color: "#e8590c"), ball("ball", 250, 260, color: "#1c7ed6")]
        scene.behaviors = fallingInABox(["box", "ball"])
        scene.script = [
            ScriptEvent(time: 2, action: .set(behavior: "gravity", property: "angle", value: .number(0))),
            ScriptEvent(
                time: 3.5, action: .set(behavior: "gravity", property: "angle", value: .number(-2.4))),
            ScriptEvent(
                time: 4.5, action: .set(behavior: "gravity", property: "angle", value: .number(Double.pi / 2))
            ),
        ]
        return scene
    }

    /// Collision with the reference bounds, a named boundary path (a ramp) and a line (a ledge):
    /// the collision delegate hears each contact, and the contact layer shows where it is.
    static var collision: Scene {
        var scene = scene(
            "basics-collision",
            "Items collide with the view's edges, a ramp path and a ledge line; the contacts layer shows each touch.",
            duration: 5)
        scene.items = [
            box("box", 80, 60, color: "#e8590c"), ball("ball", 140, 30, diameter: 36, color: "#1c7ed6"),
            box("small", 300, 40, side: 30, color: "#2f9e44"),
        ]
        let names = scene.items.map { $0.name }
        let ramp = BoundaryDescription(
            identifier: "ramp",
            path: [CGPoint(x: 20, y: 240), CGPoint(x: 240, y: 330), CGPoint(x: 20, y: 330)])
        let ledge = BoundaryDescription(
            identifier: "ledge", from: CGPoint(x: 230, y: 440), to: CGPoint(x: 370, y: 400))
        scene.behaviors = [
            .gravity(GravityDescription(name: "gravity", items: names)),
            .collision(
                CollisionDescription(
                    name: "collision", items: names, translatesReferenceBoundsIntoBoundary: true,
                    boundaries: [ramp, ledge])),
        ]
        return scene
    }

    /// Seven boxes dropped side by side, each with one item property changed: elasticity (0.9 and
    /// 0 with friction 1), density (10: falls the same, but pushes others aside), resistance (air
    /// drag), angular resistance on a spun box, a spun box that may not rotate, and an anchored box.
    static var itemProperties: Scene {
        var scene = scene(
            "basics-item-properties",
            "Side by side: bouncy, dead, dense, air-resisted, spinning, upright (no rotation) and anchored boxes.",
            duration: 5)
        let colors = ["#e8590c", "#868e96", "#343a40", "#1c7ed6", "#2f9e44", "#f59f00", "#845ef7"]
        let names = ["bouncy", "dead", "dense", "resistant", "spinner", "upright", "anchored"]
        scene.items = names.enumerated().map { i, name in
            box(name, 30 + CGFloat(i) * 55, 80, side: 40, color: colors[i])
        }
        var bouncy = ItemPropertiesDescription(name: "elasticity-0.9", items: ["bouncy"])
        bouncy.elasticity = 0.9
        var dead = ItemPropertiesDescription(name: "elasticity-0", items: ["dead"])
        dead.elasticity = 0
        dead.friction = 1
        var dense = ItemPropertiesDescription(name: "density-10", items: ["dense"])
        dense.density = 10
        var resistant = ItemPropertiesDescription(name: "resistance-4", items: ["resistant"])
        resistant.resistance = 4
        var spinner = ItemPropertiesDescription(name: "spin", items: ["spinner"])
        spinner.addAngularVelocity = 8
        spinner.angularResistance = 0.5
        spinner.elasticity = 0.4
        var upright = ItemPropertiesDescription(name: "no-rotation", items: ["upright"])
        upright.addAngularVelocity = 8
        upright.allowsRotation = false
        var anchored = ItemPropertiesDescription(name: "anchored", items: ["anchored"])
        anchored.isAnchored = true
        scene.behaviors =
            fallingInABox(names) + [
                .itemProperties(bouncy), .itemProperties(dead), .itemProperties(dense), .itemProperties(resistant),
                .itemProperties(spinner), .itemProperties(upright), .itemProperties(anchored),
            ]
        return scene
    }
}
