import Dynamics

extension SceneCatalog {
    /// Seed 002, "UIDynamicBehavior Driven Custom Transition", presenting: `DropOutAnimator(duration:
    /// 1.5, isAppearing: true)`. The 200 × 200 modal view starts just above the screen, falls under
    /// 10× gravity without rotating, and bounces (elasticity 0.7) on a floor placed so that it
    /// rests in the centre. At the 1.5 s duration the composite removes itself and the view is
    /// moved to the container's centre, as the seed's `dynamicAnimatorDidPause` does.
    static var dropInTransition: Scene {
        let screen = recipesScreen
        let duration = 1.5
        var scene = Scene(
            name: "drop-in-transition",
            summary: "A modal view drops in from above the screen and bounces to rest in the centre.",
            category: "recipes", referenceBounds: screen)
        scene.source =
            "seed 002, iOS - UIKit Dynamics: UIDynamicBehavior Driven Custom Transition (DropOutAnimator, presenting)"
        scene.duration = duration + 0.5
        // `toViewInitialFrame`: the modal's 200 × 200 frame moved up by its height and centred
        // horizontally on the presenting view.
        let modal = CGSize(width: 200, height: 200)
        let initialFrame = CGRect(
            x: screen.width * 0.5 - modal.width * 0.5, y: -modal.height, width: modal.width,
            height: modal.height)
        scene.items = [
            ItemDescription(
                name: "modal", center: CGPoint(x: initialFrame.midX, y: initialFrame.midY), size: modal,
                color: "red")
        ]
        var body = ItemPropertiesDescription(name: "body", items: ["modal"])
        body.elasticity = 0.7
        body.allowsRotation = false
        // The boundary reaches up to include the off-screen view; its floor is where the view's
        // bottom edge lies when the view is centred.
        let insets = EdgeInsets(
            top: initialFrame.minY, left: 0, bottom: screen.height * 0.5 - initialFrame.height * 0.5, right: 0
        )
        scene.behaviors = [
            .composite(
                CompositeDescription(
                    name: "drop-out-animator",
                    children: [
                        .collision(CollisionDescription(name: "collision", items: ["modal"], insets: insets)),
                        .itemProperties(body),
                        .gravity(GravityDescription(name: "gravity", items: ["modal"], magnitude: 10)),
                    ]))
        ]
        scene.script = [
            ScriptEvent(time: duration, action: .removeBehavior("drop-out-animator")),
            ScriptEvent(
                time: duration,
                action: .moveItem(item: "modal", center: CGPoint(x: screen.midX, y: screen.midY))),
        ]
        return scene
    }

    /// Seed 002, "UIDynamicBehavior Driven Custom Transition", dismissing: `DropOutAnimator(duration:
    /// 4, isAppearing: false)`. The centred modal view hangs by a spring rope from a point near its
    /// top-right corner and swings under 10× gravity; at two thirds of the duration the composite
    /// is removed and added again without the rope, and the view falls onto a floor 225 pt below
    /// the screen. At the full duration the composite removes itself.
    ///
    /// The rope follows the seed's Objective-C listing: offset (70, −height/2) from the centre,
    /// anchor at (maxX − 40, minY) of the view, frequency 3, damping 0.3, length 40. (The Swift
    /// listing attaches the bottom edge, offset (70, +height/2), with damping 3 and no length;
    /// the Objective-C one is the "hanging from a rope" the comments describe.)
    static var dropOutTransition: Scene {
        let screen = recipesScreen
        let duration = 4.0
        var scene = Scene(
            name: "drop-out-transition",
            summary:
                "A modal view swings from a rope at its top-right corner, then drops off the bottom of the screen.",
            category: "recipes", referenceBounds: screen)
        scene.source =
            "seed 002, iOS - UIKit Dynamics: UIDynamicBehavior Driven Custom Transition (DropOutAnimator, dismissing)"
        scene.duration = duration + 0.5
        // The modal is where the presenting transition left it: centred.
        let modal = CGSize(width: 200, height: 200)
        let frame = CGRect(
            x: screen.midX - modal.width / 2, y: screen.midY - modal.height / 2, width: modal.width,
            height: modal.height)
        scene.items = [
            ItemDescription(
                name: "modal", center: CGPoint(x: frame.midX, y: frame.midY), size: modal, color: "red")
        ]
        var body = ItemPropertiesDescription(name: "body", items: ["modal"])
        body.elasticity = 0.8
        body.angularResistance = 5
        body.allowsRotation = true
        // `(maxX − 40, minY)` of the view's bounds, converted to the container.
        var rope = AttachmentDescription(
            name: "rope", kind: .anchor, itemA: "modal", anchor: CGPoint(x: frame.maxX - 40, y: frame.minY))
        rope.offsetA = Offset(horizontal: 70, vertical: -modal.height / 2)
        rope.frequency = 3
        rope.damping = 0.3
        rope.length = 40
        scene.behaviors = [
            .composite(
                CompositeDescription(
                    name: "drop-out-animator",
                    children: [
                        .collision(
                            CollisionDescription(
                                name: "collision", items: ["modal"],
                                insets: EdgeInsets(top: 0, left: -1000, bottom: -225, right: -1000))),
                        .itemProperties(body),
                        .gravity(GravityDescription(name: "gravity", items: ["modal"], magnitude: 10)),
                        .attachment(rope),
                    ]))
        ]
        // Part one ends at 2/3 of the duration: the action removes the composite, the animator
        // pauses, and `dynamicAnimatorDidPause` drops the rope and adds the composite again (the
        // view's body is made anew: it falls from rest where the swing left it). (The animator
        // could pause earlier if the swing died out; with angular resistance 5 acting only on the
        // view's own spin, it swings on past 2.67 s.) Part two ends 1/3 of the duration later.
        let partOneEnd = 2.0 / 3.0 * duration
        scene.script = [
            ScriptEvent(time: partOneEnd, action: .removeBehavior("drop-out-animator")),
            ScriptEvent(time: partOneEnd, action: .removeBehavior("rope")),
            ScriptEvent(time: partOneEnd, action: .addBehavior("drop-out-animator")),
            ScriptEvent(
                time: partOneEnd + 1.0 / 3.0 * duration, action: .removeBehavior("drop-out-animator")),
        ]
        return scene
    }
}
