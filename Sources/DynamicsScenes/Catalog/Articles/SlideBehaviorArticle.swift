import Dynamics

/// Lou Franco's article "Getting Your App Ready For iOS 7's New Dynamic Interactions" (seed 004): the
/// simple gravity demo and `LDUSlideBehavior`, the view that slides up under a finger and drops back.
///
/// The article's screen is the 320 × 568 pt iPhone 5 of 2013 (its black square is centred at x = 160).
enum SlideBehaviorArticle {
    static let category = "articles"
    static let source = "seed 004, Lou Franco, Getting Your App Ready For iOS 7's New Dynamic Interactions"
    static let screen = CGRect(x: 0, y: 0, width: 320, height: 568)
}

// MARK: - A simple gravity demo

extension SlideBehaviorArticle {
    /// `onDemoGravity` with everything the section adds: the 10 × 10 black body re-centred at
    /// (160, 50), gravity, the reference view as boundary, and elasticity 0.8.
    static var gravityDemo: Scene {
        var scene = Scene(
            name: "lou-franco-gravity-demo",
            summary: "A 10 pt black square drops and bounces on the bottom edge with elasticity 0.8",
            category: category, referenceBounds: screen)
        scene.source = source + ", A Simple Gravity Demo"
        scene.duration = 12
        scene.items = [
            ItemDescription(
                name: "body", center: CGPoint(x: 160, y: 50), size: CGSize(width: 10, height: 10),
                color: "#000000")
        ]
        var item = ItemPropertiesDescription(name: "item-behavior", items: ["body"])
        item.elasticity = 0.8
        scene.behaviors = [
            .gravity(GravityDescription(name: "gravity", items: ["body"])),
            .collision(
                CollisionDescription(
                    name: "view-is-boundary", items: ["body"], translatesReferenceBoundsIntoBoundary: true)),
            .itemProperties(item),
        ]
        return scene
    }

    /// The same with `CGAffineTransformMakeRotation(M_PI/5.0)`: the square bounces off its corners and
    /// edges, not just up and down.
    static var gravityDemoRotated: Scene {
        var scene = gravityDemo
        scene.name = "lou-franco-gravity-demo-rotated"
        scene.summary = "The black square, turned by π/5, bounces off its corners and edges"
        scene.duration = 12
        scene.items[0].rotation = Double.pi / 5
        return scene
    }
}

// MARK: - LDUSlideBehavior

extension SlideBehaviorArticle {
    /// `LDUSlideBehavior(item: self.view)`: a boundary-only collision with the reference bounds whose
    /// top is raised by the view's height (inset −568), gravity, and the view's item behavior (no
    /// rotation, elasticity 0.4, resistance 0.7). The view is the view controller's full-screen view.
    static var slideBehavior: BehaviorDescription {
        var collision = CollisionDescription(
            name: "slide-collision", items: ["slide-view"], mode: .boundaries,
            insets: EdgeInsets(top: -screen.height, left: 0, bottom: 0, right: 0))
        collision.translatesReferenceBoundsIntoBoundary = true
        var item = ItemPropertiesDescription(name: "slide-item", items: ["slide-view"])
        item.allowsRotation = false
        item.elasticity = 0.4
        item.resistance = 0.7
        return .composite(
            CompositeDescription(
                name: "slide-behavior",
                children: [
                    .collision(collision),
                    .gravity(GravityDescription(name: "slide-gravity", items: ["slide-view"])),
                    .itemProperties(item),
                ]))
    }

    /// `onPan:`: a spring attachment (frequency 5, damping 0.1) from the view's centre whose anchor
    /// follows the finger's vertical movement, removed on release, when the pan's velocity is added.
    static func slideScene(name: String, summary: String, path: [TimedPoint], releaseVelocity: CGVector)
        -> Scene
    {
        var scene = Scene(name: name, summary: summary, category: category, referenceBounds: screen)
        scene.source = source + ", Making A Custom Behavior"
        scene.duration = 6
        scene.items = [
            ItemDescription(
                name: "slide-view", center: CGPoint(x: screen.midX, y: screen.midY), size: screen.size,
                color: "#5ac8fa")
        ]
        scene.behaviors = [slideBehavior]
        var drag = DragDescription(item: "slide-view", path: path, releaseVelocity: releaseVelocity)
        drag.frequency = 5
        drag.damping = 0.1
        scene.script = [ScriptEvent(time: 0.3, action: .drag(drag))]
        return scene
    }

    /// The view lifted 200 pt, held, and let go without velocity: it falls back and bounces on the
    /// bottom edge.
    static var slidePanelLiftAndDrop: Scene {
        slideScene(
            name: "slide-panel-lift-and-drop",
            summary:
                "The view, pulled up 200 pt on a spring and let go, falls back and bounces on the bottom edge",
            path: [
                TimedPoint(time: 0, point: CGPoint(x: 160, y: 500)),
                TimedPoint(time: 0.5, point: CGPoint(x: 160, y: 300)),
                TimedPoint(time: 1.2, point: CGPoint(x: 160, y: 300)),
            ],
            releaseVelocity: CGVector(dx: 0, dy: 0))
    }

    /// The view thrown up at 3500 pt/s: it slides up to the raised top boundary, bounces off it, and
    /// falls back down onto the bottom edge.
    static var slidePanelThrow: Scene {
        slideScene(
            name: "slide-panel-throw",
            summary: "The view, thrown up at 3500 pt/s, rises to the raised top boundary and falls back",
            path: [
                TimedPoint(time: 0, point: CGPoint(x: 160, y: 500)),
                TimedPoint(time: 0.1, point: CGPoint(x: 160, y: 380)),
            ],
            releaseVelocity: CGVector(dx: 0, dy: -3500))
    }
}
