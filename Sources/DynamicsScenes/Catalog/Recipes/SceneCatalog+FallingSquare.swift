import Dynamics

extension SceneCatalog {
    /// Seed 002, "The Falling Square": a 30 × 30 pt square in the middle of the view falls under
    /// gravity and stops on the bottom edge of the reference-bounds boundary.
    static var fallingSquare: Scene {
        let screen = recipesScreen
        var scene = Scene(
            name: "falling-square",
            summary: "A 30 pt square falls from the middle of the view and comes to rest on the bottom edge.",
            category: "recipes", referenceBounds: screen)
        scene.source = "seed 002, iOS - UIKit Dynamics: The Falling Square"
        scene.duration = 3
        // The seed puts the square's origin at (midX − 15, midY − 15) of `animationView`, which
        // fills the view the animator refers to: its centre is the view's centre.
        scene.items = [
            ItemDescription(
                name: "square", center: CGPoint(x: screen.midX, y: screen.midY),
                size: CGSize(width: 30, height: 30), color: "orange")
        ]
        scene.behaviors = [
            .gravity(GravityDescription(name: "gravity", items: ["square"])),
            .collision(
                CollisionDescription(
                    name: "collision", items: ["square"], translatesReferenceBoundsIntoBoundary: true)),
        ]
        return scene
    }
}
