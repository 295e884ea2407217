import Dynamics

/// The "basics" chapter: the playground's first scene and one scene per idea of UIKit Dynamics,
/// each small enough to read in the inspector and made to be touched. Every scene fits a phone's
/// width (390 pt), so a 40 pt item is finger-sized there.
enum Basics {
    static let category = "basics"

    /// A phone-shaped reference view: 390 pt wide (an iPhone's), 600 pt tall.
    static let bounds = CGRect(x: 0, y: 0, width: 390, height: 600)

    /// A wider view for the scenes that put six ideas side by side.
    static let wideBounds = CGRect(x: 0, y: 0, width: 600, height: 520)

    /// A box of `side` points.
    static func box(_ name: String, _ x: CGFloat, _ y: CGFloat, side: CGFloat = 44, color: String)
        -> ItemDescription
    {
        ItemDescription(
            name: name, center: CGPoint(x: x, y: y), size: CGSize(width: side, height: side), color: color)
    }

    /// A ball of `diameter` points (an ellipse collision shape).
    static func ball(_ name: String, _ x: CGFloat, _ y: CGFloat, diameter: CGFloat = 44, color: String)
        -> ItemDescription
    {
        ItemDescription(
            name: name, center: CGPoint(x: x, y: y), size: CGSize(width: diameter, height: diameter),
            shape: .ellipse, color: color)
    }

    /// Gravity on `items` and a collision behavior with the reference bounds as its boundary.
    static func fallingInABox(_ items: [String]) -> [BehaviorDescription] {
        [
            .gravity(GravityDescription(name: "gravity", items: items)),
            .collision(
                CollisionDescription(
                    name: "collision", items: items, translatesReferenceBoundsIntoBoundary: true)),
        ]
    }

    /// A scene of this chapter.
    static func scene(_ name: String, _ summary: String, bounds: CGRect = bounds, duration: Double) -> Scene {
        var scene = Scene(name: name, summary: summary, category: category, referenceBounds: bounds)
        scene.duration = duration
        return scene
    }
}

extension SceneCatalog {
    /// The basics chapter: the welcome scene, then one scene per idea (gravity, collision, item
    /// properties, snap, push, attachments, fields, a composite behavior, a custom item, the springy
    /// list). ``tips(for:)`` gives each its "try this" suggestions.
    ///
    /// ```swift
    /// for scene in SceneCatalog.basics { print(scene.name, SceneCatalog.tips(for: scene.name).first ?? "") }
    /// ```
    public static var basics: [Scene] {
        [
            Basics.welcome, Basics.gravity, Basics.collision, Basics.itemProperties, Basics.snap,
            Basics.push, Basics.attachments, Basics.fields, Basics.pendulum, Basics.customItem,
            Basics.springyList,
        ]
    }
}
