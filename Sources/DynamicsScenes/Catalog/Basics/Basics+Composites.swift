import Dynamics

extension Basics {
    /// A composite behavior, as Apple's dynamics catalogue writes its pendulum: one `DynamicBehavior`
    /// whose children are the bob's gravity, a rod to the pivot and the bob's material.
    static var pendulum: Scene {
        var scene = scene(
            "basics-pendulum",
            "A pendulum behavior: one composite of gravity, a 150 pt rod and a material. Drag the bob.",
            duration: 6)
        scene.items = [ball("bob", 345, 120, diameter: 50, color: "#1c7ed6")]
        var rod = AttachmentDescription(
            name: "rod", kind: .anchor, itemA: "bob", anchor: CGPoint(x: 195, y: 120))
        rod.length = 150
        var material = ItemPropertiesDescription(name: "bob-material", items: ["bob"])
        material.resistance = 0.1
        material.allowsRotation = false
        scene.behaviors = [
            .composite(
                CompositeDescription(
                    name: "pendulum",
                    children: [
                        .gravity(GravityDescription(name: "bob-gravity", items: ["bob"])), .attachment(rod),
                        .itemProperties(material),
                    ]))
        ]
        return scene
    }

    /// A custom dynamic item whose bounds change: the badge's size is the centre of a
    /// position-to-bounds mapping, which a snap pulls to a size; the script shrinks it, then snaps it
    /// to a larger size and back, and the size overshoots and rings like a spring.
    static var customItem: Scene {
        var scene = scene(
            "basics-custom-item",
            "A custom item whose bounds change: a snap moves a mapping whose centre is the badge's size.",
            duration: 6)
        let size = CGSize(width: 160, height: 80)
        var mapping = ItemDescription(
            name: "badge-size", center: CGPoint(x: size.width, y: size.height), size: size)
        mapping.mapsPositionToBoundsOf = "badge"
        scene.items = [
            ItemDescription(name: "badge", center: CGPoint(x: 195, y: 300), size: size, color: "#d6336c"),
            mapping,
        ]
        scene.behaviors = [
            .snap(
                SnapDescription(
                    name: "size-snap", item: "badge-size", snapPoint: CGPoint(x: size.width, y: size.height),
                    damping: 0.3))
        ]
        scene.script = [
            ScriptEvent(time: 0.5, action: .moveItem(item: "badge-size", center: CGPoint(x: 80, y: 40))),
            ScriptEvent(
                time: 2.5,
                action: .set(
                    behavior: "size-snap", property: "snapPoint", value: .point(CGPoint(x: 300, y: 140)))),
            ScriptEvent(
                time: 4,
                action: .set(
                    behavior: "size-snap", property: "snapPoint", value: .point(CGPoint(x: 160, y: 80)))),
        ]
        return scene
    }

    /// The springy collection view (the Messages app's list, WWDC 2013 session 217): 100 rows, each
    /// on a spring to its place; a scroll moves the places, the rows near the finger first and the
    /// far ones later, so the list trails the finger and settles.
    static var springyList: Scene {
        let rows = 50
        let pitch: CGFloat = 20
        var scene = scene(
            "basics-springy-list",
            "The springy list: 100 rows on springs to their places; a scroll drags them, far rows trail the finger.",
            bounds: CGRect(x: 0, y: 0, width: 390, height: CGFloat(rows) * pitch + 40), duration: 4)
        let touchRow = 20
        var springs: [[String]] = [[], [], [], []]  // left up, left down, right up, right down
        var behaviors: [BehaviorDescription] = []
        for column in 0..<2 {
            for row in 0..<rows {
                let name = "row-\(column * rows + row + 1)"
                let centre = CGPoint(x: 100 + CGFloat(column) * 190, y: 30 + CGFloat(row) * pitch)
                scene.items.append(
                    ItemDescription(
                        name: name, center: centre, size: CGSize(width: 170, height: 16),
                        color: row.isMultiple(of: 2) ? "#4dabf7" : "#74c0fc"))
                var spring = AttachmentDescription(
                    name: name + "-spring", kind: .anchor, itemA: name, anchor: centre)
                spring.length = 0
                spring.frequency = 2
                spring.damping = 0.6
                behaviors.append(.attachment(spring))
                springs[column * 2 + (row <= touchRow ? 0 : 1)].append(name + "-spring")
            }
        }
        // Nearest the finger first: the up lists run from the touch upwards.
        springs[0].reverse()
        springs[2].reverse()
        var upright = ItemPropertiesDescription(name: "upright", items: scene.items.map { $0.name })
        upright.allowsRotation = false
        scene.behaviors = behaviors + [.itemProperties(upright)]
        // The finger scrolls the list 240 pt up in 0.4 s and back down in 0.6 s.
        let path = [
            TimedPoint(time: 0, point: .zero), TimedPoint(time: 0.4, point: CGPoint(x: 0, y: -240)),
            TimedPoint(time: 1.0, point: .zero),
        ]
        scene.script = springs.map { list in
            ScriptEvent(time: 0.5, action: .moveAnchors(behaviors: list, path: path, lag: 0.01))
        }
        return scene
    }
}
