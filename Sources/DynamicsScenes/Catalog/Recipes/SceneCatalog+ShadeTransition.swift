import Dynamics

extension SceneCatalog {
    /// Seed 002, "Shade Transition with Real-World Physics", presenting: a full-screen shade waits
    /// just above the screen; a pan from the top edge pulls it down, and on release (moving down,
    /// more than half the shade showing) `ShadeAnimator` springs it open against the bottom edge.
    static var shadeOpen: Scene {
        shadeScene(
            name: "shade-open", isAppearing: true,
            summary:
                "A pan pulls the shade down from the top; released moving down, it springs open and bounces.",
            pan: [
                TimedPoint(time: 0, point: CGPoint(x: 187.5, y: 40)),
                TimedPoint(time: 0.5, point: CGPoint(x: 187.5, y: 440)),
            ],
            releaseVelocity: CGVector(dx: 0, dy: 800))
    }

    /// The presenting shade released while the finger moves back up: the transition is cancelled
    /// and the shade springs closed above the screen.
    static var shadeOpenCancelled: Scene {
        shadeScene(
            name: "shade-open-cancelled", isAppearing: true,
            summary: "The shade is pulled down, then pushed back up and released: it springs closed.",
            pan: [
                TimedPoint(time: 0, point: CGPoint(x: 187.5, y: 40)),
                TimedPoint(time: 0.5, point: CGPoint(x: 187.5, y: 440)),
                TimedPoint(time: 0.7, point: CGPoint(x: 187.5, y: 380)),
            ],
            releaseVelocity: CGVector(dx: 0, dy: -300))
    }

    /// Seed 002, "Shade Transition with Real-World Physics", dismissing: a pan from the bottom of
    /// the open shade pushes it up; released moving up, it springs closed above the screen.
    static var shadeClose: Scene {
        shadeScene(
            name: "shade-close", isAppearing: false,
            summary: "A pan from the bottom pushes the open shade up; released moving up, it springs closed.",
            pan: [
                TimedPoint(time: 0, point: CGPoint(x: 187.5, y: 620)),
                TimedPoint(time: 0.5, point: CGPoint(x: 187.5, y: 200)),
            ],
            releaseVelocity: CGVector(dx: 0, dy: -840))
    }

    /// `ShadeAnimator(isAppearing:)` driven by one pan along `pan` (starting at 0.5 s) that ends
    /// with the gesture velocity `releaseVelocity` (pt/s).
    private static func shadeScene(
        name: String, isAppearing: Bool, summary: String, pan: [TimedPoint], releaseVelocity: CGVector
    ) -> Scene {
        let screen = recipesScreen
        let panStart = 0.5
        let release = panStart + (pan.last?.time ?? 0)
        // `finishTime`: the action removes every behavior once the animator, made at the release,
        // has run this long.
        let finishTime = 4.0
        let touchLocationFromBottom = 20.0

        var scene = Scene(name: name, summary: summary, category: "recipes", referenceBounds: screen)
        scene.source =
            "seed 002, iOS - UIKit Dynamics: Shade Transition with Real-World Physics Using UIDynamicBehaviors (ShadeAnimator, "
            + (isAppearing ? "presenting)" : "dismissing)")
        scene.duration = release + finishTime + 0.5
        // The shade is a full-screen view controller's view; presenting starts it just above the
        // screen (`toViewInitialFrame`), dismissing finds it open.
        let shade = screen.size
        let startY = isAppearing ? -shade.height / 2 : shade.height / 2
        scene.items = [
            ItemDescription(
                name: "shade", center: CGPoint(x: screen.midX, y: startY), size: shade, color: "#3a3a3c")
        ]

        // `.changed`: the shade's bottom edge follows the finger, 20 pt below it. The shade is in
        // no behavior yet, so each change just moves it.
        let centerY = { (touchY: Double) in touchY - shade.height + touchLocationFromBottom + shade.height / 2
        }
        var script: [ScriptEvent] = []
        for sample in samples(along: pan, every: 1.0 / 60).dropFirst() {
            script.append(
                ScriptEvent(
                    time: panStart + sample.time,
                    action: .moveItem(
                        item: "shade", center: CGPoint(x: screen.midX, y: centerY(sample.point.y)))))
        }

        // `.ended`: cancelled when moving the wrong way or when less than half the shade is on
        // the intended side; the attachment pulls the shade's centre to half its height from an
        // anchor one shade-height above (closed) or below (open) the top of the screen.
        let releaseCenterY = centerY(Double(pan.last?.point.y ?? 0))
        let isCancelled =
            isAppearing
            ? (releaseVelocity.dy < 0.5 || releaseCenterY < 0)
            : (releaseVelocity.dy > 0.5 || releaseCenterY > 0)
        let closes = isAppearing == isCancelled
        var pull = AttachmentDescription(
            name: "pull", kind: .anchor, itemA: "shade",
            anchor: CGPoint(x: screen.midX, y: closes ? -shade.height : shade.height))
        pull.damping = 0.1
        pull.frequency = 3
        pull.length = 0.5 * shade.height
        var item = ItemPropertiesDescription(name: "item-behavior", items: ["shade"])
        item.allowsRotation = false
        item.elasticity = 0.6
        var animator = CompositeDescription(
            name: "shade-animator",
            children: [
                .attachment(pull),
                .collision(
                    CollisionDescription(
                        name: "collision", items: ["shade"],
                        insets: EdgeInsets(top: -shade.height, left: 0, bottom: 0, right: 0))),
                .itemProperties(item),
            ])
        animator.startsActive = false
        scene.behaviors = [.composite(animator)]
        script.append(ScriptEvent(time: release, action: .addBehavior("shade-animator")))
        script.append(ScriptEvent(time: release + finishTime, action: .removeBehavior("shade-animator")))
        scene.script = script
        return scene
    }
}
