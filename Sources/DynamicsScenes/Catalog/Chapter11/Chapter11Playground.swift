import Dynamics

/// The chapter 11 playground (seed 000, "Getting started" to "MOAR playground"), one scene per stage
/// the chapter builds: each stage is the previous one plus the code the chapter adds next.
enum Chapter11Playground {
    static let category = "chapter 11 playground"
    static let source = "seed 000, Chapter 11: UIKit Dynamics"

    /// The playground's 600 × 600 main view.
    static let bounds = CGRect(x: 0, y: 0, width: 600, height: 600)

    /// `UIColor.whiteColor()` and `UIColor.orangeColor()` (RGB 1, 0.5, 0).
    static let squares = [
        ItemDescription(
            name: "white-square", center: CGPoint(x: 150, y: 150), size: CGSize(width: 100, height: 100),
            color: "#ffffff"),
        ItemDescription(
            name: "orange-square", center: CGPoint(x: 450, y: 150), size: CGSize(width: 100, height: 100),
            color: "#ff8000"),
    ]

    /// "Your first behavior": `UIGravityBehavior(items: [orangeSquare])`; the orange square falls off
    /// the screen.
    static var gravity: Scene {
        var scene = Scene(
            name: "chapter11-gravity", summary: "The orange square falls off the bottom of the view",
            category: category, referenceBounds: bounds)
        scene.source = source + ", Your first behavior"
        scene.duration = 2
        scene.items = squares
        scene.behaviors = [.gravity(GravityDescription(name: "gravity", items: ["orange-square"]))]
        return scene
    }

    /// Adds the boundary collision of both squares (`translatesReferenceBoundsIntoBoundary`): the orange
    /// square stops at the bottom of the view.
    static var boundaryCollision: Scene {
        var scene = gravity
        scene.name = "chapter11-boundary-collision"
        scene.summary = "The orange square falls and stops on the view's bottom edge"
        scene.duration = 4
        scene.behaviors.append(
            .collision(
                CollisionDescription(
                    name: "boundary-collision", items: ["white-square", "orange-square"],
                    translatesReferenceBoundsIntoBoundary: true)))
        return scene
    }

    /// Adds the orange square's `bounce` item behavior: elasticity 0.6, density 200, resistance 2.
    static var itemProperties: Scene {
        var scene = boundaryCollision
        scene.name = "chapter11-item-properties"
        scene.summary =
            "The orange square bounces on the bottom edge (elasticity 0.6, density 200, resistance 2)"
        scene.duration = 5
        var bounce = ItemPropertiesDescription(name: "bounce", items: ["orange-square"])
        bounce.elasticity = 0.6
        bounce.density = 200
        bounce.resistance = 2
        scene.behaviors.append(.itemProperties(bounce))
        return scene
    }

    /// "MOAR playground": the composite `parentBehavior` with the white square's item behavior
    /// (density 0.01, resistance 10, friction 0, no rotation) and a spring field at (150, 350) with a
    /// 500 × 500 region. The white square is drawn down into the field's centre and settles there.
    static var springField: Scene {
        var scene = itemProperties
        scene.name = "chapter11-spring-field"
        scene.summary = "A spring field draws the white square to (150, 350), where it bounces and settles"
        scene.duration = 4
        var viewBehavior = ItemPropertiesDescription(name: "view-behavior", items: ["white-square"])
        viewBehavior.density = 0.01
        viewBehavior.resistance = 10
        viewBehavior.friction = 0
        viewBehavior.allowsRotation = false
        var field = FieldDescription(name: "spring-field", kind: .spring, items: ["white-square"])
        field.position = CGPoint(x: 150, y: 350)
        field.region = .rectangle(CGSize(width: 500, height: 500))
        scene.behaviors.append(
            .composite(
                CompositeDescription(
                    name: "parent-behavior", children: [.itemProperties(viewBehavior), .field(field)])))
        return scene
    }

    /// Adds the time-delayed instantaneous push: two seconds in, `UIPushBehavior(.instantaneous)` up
    /// (direction (0, −1)) with magnitude 0.3 nudges the white square, and the field springs it back.
    static var springFieldPush: Scene {
        var scene = springField
        scene.name = "chapter11-spring-field-push"
        scene.summary =
            "Two seconds in, an instantaneous push (0.3 up) nudges the white square; the field pulls it back"
        scene.duration = 5
        var push = PushDescription(
            name: "delayed-push", items: ["white-square"], mode: .instantaneous,
            direction: CGVector(dx: 0, dy: -1))
        push.magnitude = 0.3
        push.startsActive = false
        scene.behaviors.append(.push(push))
        scene.script = [ScriptEvent(time: 2, action: .addBehavior("delayed-push"))]
        return scene
    }

    /// The challenge, as the accompanying playground solves it: the orange square attached to the
    /// anchor (300, 100) by a rod of length 300; gravity swings it down like a pendulum and it settles
    /// hanging below the anchor.
    static var attachmentChallenge: Scene {
        var scene = springFieldPush
        scene.name = "chapter11-attachment-challenge"
        scene.summary =
            "The orange square hangs from (300, 100) on a 300 pt rod and swings down under gravity"
        scene.source = source + ", MOAR playground (challenge)"
        scene.duration = 8
        var attachment = AttachmentDescription(
            name: "attachment", kind: .anchor, itemA: "orange-square", anchor: CGPoint(x: 300, y: 100))
        attachment.length = 300
        scene.behaviors.append(.attachment(attachment))
        return scene
    }
}
