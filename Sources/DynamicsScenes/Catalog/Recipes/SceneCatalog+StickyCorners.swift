import Dynamics

extension SceneCatalog {
    /// Seed 002, "'Sticky Corners' Effect Using UIFieldBehaviors": a light, heavily damped 40 pt
    /// view and two spring fields, one per half of the view, each centred in its half with a region
    /// the size of that half. Thrown into a half, the view is pulled to that half's centre and
    /// sticks there. The script throws it up-left into the top half, then down-right into the
    /// bottom half.
    ///
    /// The seed's code makes two fields (top and bottom, "two regions a top and bottom" as its text
    /// says), not four corner fields: this scene follows the code.
    static var stickyCorners: Scene {
        let screen = recipesScreen
        var scene = Scene(
            name: "sticky-corners",
            summary:
                "Spring fields in the top and bottom halves catch a thrown view and hold it at their centres.",
            category: "recipes", referenceBounds: screen)
        scene.source = "seed 002, iOS - UIKit Dynamics: \"Sticky Corners\" Effect Using UIFieldBehaviors"
        scene.duration = 7.5
        scene.items = [
            ItemDescription(
                name: "orange", center: CGPoint(x: screen.midX, y: screen.midY),
                size: CGSize(width: 40, height: 40), color: "orange")
        ]
        // "Adjust these values to change the 'stickiness' of the view."
        var stickiness = ItemPropertiesDescription(name: "item-behavior", items: ["orange"])
        stickiness.density = 0.01
        stickiness.resistance = 10
        stickiness.friction = 0
        stickiness.allowsRotation = false
        scene.behaviors = [
            .collision(
                CollisionDescription(
                    name: "collision", items: ["orange"], translatesReferenceBoundsIntoBoundary: true)),
            .itemProperties(stickiness),
        ]
        // `viewDidLayoutSubviews`: field i at (midX, height × (0.25 + 0.5 i)) with a region of the
        // view's width and half its height. Strength and falloff keep `springField()`'s defaults.
        for index in 0..<2 {
            var field = FieldDescription(name: "field-\(index)", kind: .spring, items: ["orange"])
            field.position = CGPoint(x: screen.midX, y: screen.height * (0.25 + 0.5 * Double(index)))
            field.region = .rectangle(CGSize(width: screen.width, height: screen.height * 0.5))
            scene.behaviors.append(.field(field))
        }
        // Each pan: a rigid anchor attachment follows the finger; on release the gesture's velocity
        // is added with `addLinearVelocity` and the attachment removed, as the seed's `.ended` does.
        var throwUp = DragDescription(
            item: "orange",
            path: [
                TimedPoint(time: 0, point: CGPoint(x: screen.midX, y: screen.midY)),
                TimedPoint(time: 0.3, point: CGPoint(x: 120, y: 240)),
            ])
        throwUp.releaseVelocity = CGVector(dx: -400, dy: -700)
        var throwDown = DragDescription(
            item: "orange",
            path: [
                TimedPoint(time: 0, point: CGPoint(x: screen.midX, y: screen.height * 0.25)),
                TimedPoint(time: 0.4, point: CGPoint(x: 260, y: 420)),
            ])
        throwDown.releaseVelocity = CGVector(dx: 500, dy: 900)
        scene.script = [
            ScriptEvent(time: 0.5, action: .drag(throwUp)),
            ScriptEvent(time: 4, action: .drag(throwDown)),
        ]
        return scene
    }
}
