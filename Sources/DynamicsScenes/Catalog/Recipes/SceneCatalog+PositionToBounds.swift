import Dynamics

extension SceneCatalog {
    /// Seed 002, "Map Dynamic Animation Position Changes to Bounds": tapping the 300 × 200 button
    /// wraps it in a `PositionToBoundsMapping`, attaches the mapping to an anchor at its own
    /// "centre" (the button's size as a point) with a 2 Hz, 0.1-damped spring, and gives it an
    /// instantaneous push of 30 at 45°. The button stays put; its width and height overshoot,
    /// shrink below their size, and ring down back to 300 × 200.
    ///
    /// Values from the seed's Swift listing (the Objective-C one uses a 200 × 200 button,
    /// damping 0.3 and magnitude 2).
    static var positionToBoundsButton: Scene {
        let screen = recipesScreen
        let size = CGSize(width: 300, height: 200)
        var scene = Scene(
            name: "position-to-bounds-button",
            summary:
                "A tapped button grows and shrinks elastically: the push moves a mapping whose centre is its size.",
            category: "recipes", referenceBounds: screen)
        scene.source = "seed 002, iOS - UIKit Dynamics: Map Dynamic Animation Position Changes to Bounds"
        scene.duration = 7
        // The button is centred in the view (`viewDidLayoutSubviews`); the mapping's centre is the
        // button's bounds size and its bounds are the button's, so its body has the button's mass.
        var mapping = ItemDescription(
            name: "button-bounds", center: CGPoint(x: size.width, y: size.height), size: size)
        mapping.mapsPositionToBoundsOf = "button"
        scene.items = [
            ItemDescription(
                name: "button", center: CGPoint(x: screen.midX, y: screen.midY), size: size, color: "red"),
            mapping,
        ]
        var spring = AttachmentDescription(
            name: "attachment", kind: .anchor, itemA: "button-bounds",
            anchor: CGPoint(x: size.width, y: size.height))
        spring.frequency = 2
        spring.damping = 0.1
        // "Change angle to determine how much height/width should change: 45° means 1:1."
        var push = PushDescription(name: "push", items: ["button-bounds"], mode: .instantaneous)
        push.angle = Double.pi / 4
        push.magnitude = 30
        push.active = true
        // The scene starts at the tap: the seed makes the animator in the button's action.
        scene.behaviors = [.attachment(spring), .push(push)]
        return scene
    }
}
