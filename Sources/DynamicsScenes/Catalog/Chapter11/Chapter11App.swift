import Dynamics

/// The chapter 11 app, DynamicPhotoDisplay (seed 000, "Applying dynamics to a real app" and the
/// challenges): the sticky metadata box, the full photo's thud and the two ways to dismiss it.
///
/// The seed gives no screen size; the scenes use the 375 × 667 pt iPhone of its screenshots'
/// era, with the full photo view and the metadata box's container filling the screen. The metadata
/// box (date, file name and dimensions on three lines) is taken as 240 × 80 pt.
enum Chapter11App {
    static let category = "chapter 11 app"
    static let source = "seed 000, Chapter 11: UIKit Dynamics"
    static let screen = CGRect(x: 0, y: 0, width: 375, height: 667)
}

// MARK: - Sticky behavior

extension Chapter11App {
    static let tagSize = CGSize(width: 240, height: 80)
    /// `StickyEdgesBehavior(item: tagView, edgeInset: 8)`.
    static let edgeInset = 8.0

    /// `updateFieldsInBounds`: the field centres, top-middle and bottom-middle, inset by `edgeInset`.
    static var stickyTop: CGPoint { CGPoint(x: screen.width / 2, y: edgeInset + tagSize.height / 2) }
    static var stickyBottom: CGPoint {
        CGPoint(x: screen.width / 2, y: screen.height - edgeInset - tagSize.height / 2)
    }
    /// Both fields' region: inset from the sides, tall enough to reach the middle of the screen.
    static var stickyRegion: RegionDescription {
        .rectangle(
            CGSize(
                width: screen.width - 2 * edgeInset, height: screen.height - 2 * edgeInset - tagSize.height))
    }

    /// `StickyEdgesBehavior`: boundary collision, a light and resistant item (density 0.01,
    /// resistance 20, friction 0, no rotation) and the top and bottom spring fields. It starts
    /// disabled, as `viewDidLayoutSubviews` leaves it, until the first pan ends.
    static var stickyEdges: BehaviorDescription {
        let collision = CollisionDescription(
            name: "sticky-collision", items: ["tag-view"], translatesReferenceBoundsIntoBoundary: true)
        var item = ItemPropertiesDescription(name: "sticky-item", items: ["tag-view"])
        item.density = 0.01
        item.resistance = 20
        item.friction = 0
        item.allowsRotation = false
        var top = FieldDescription(name: "sticky-top", kind: .spring, items: ["tag-view"])
        top.position = stickyTop
        top.region = stickyRegion
        var bottom = FieldDescription(name: "sticky-bottom", kind: .spring, items: ["tag-view"])
        bottom.position = stickyBottom
        bottom.region = stickyRegion
        var sticky = CompositeDescription(
            name: "sticky-edges",
            children: [.collision(collision), .itemProperties(item), .field(top), .field(bottom)])
        sticky.startsActive = false
        return .composite(sticky)
    }

    /// The metadata box resting bottom-middle (the screenshot), dragged by `pan` and let go: the
    /// sticky behavior comes back on and `addLinearVelocity` hands it the finger's velocity.
    static func stickyScene(name: String, summary: String, pan: DirectPan) -> Scene {
        var scene = Scene(name: name, summary: summary, category: category, referenceBounds: screen)
        scene.source = source + ", Sticky behavior"
        scene.duration = 5
        scene.items = [
            ItemDescription(name: "tag-view", center: stickyBottom, size: tagSize, color: "#333333")
        ]
        scene.behaviors = [stickyEdges]
        scene.script =
            pan.events + [
                ScriptEvent(time: pan.end, action: .addBehavior("sticky-edges")),
                ScriptEvent(
                    time: pan.end, action: .addVelocity(item: "tag-view", linear: pan.releaseVelocity)),
            ]
        return scene
    }

    /// Dragged up into the top half and let go moving up: it docks top-middle.
    static var stickyEdgesReleaseTop: Scene {
        stickyScene(
            name: "sticky-edges-release-top",
            summary: "The metadata box, dragged into the top half and let go, docks at the top-middle",
            pan: DirectPan(
                item: "tag-view", from: stickyBottom, to: CGPoint(x: 150, y: 200), start: 0.5, duration: 0.5))
    }

    /// Lifted a little, still in the bottom half, and let go: it settles back bottom-middle.
    static var stickyEdgesReleaseBottom: Scene {
        stickyScene(
            name: "sticky-edges-release-bottom",
            summary:
                "The metadata box, lifted but let go in the bottom half, settles back at the bottom-middle",
            pan: DirectPan(
                item: "tag-view", from: stickyBottom, to: CGPoint(x: 230, y: 430), start: 0.5, duration: 0.6))
    }

    /// Flicked upwards at 3000 pt/s and let go still in the bottom half (35 pt below the middle): the
    /// finger's velocity carries it over the middle into the top field ("the view will continue for a
    /// moment before being dragged back to the closest field"). Resistance 20 stops it within about
    /// 80 pt, so a slower flick from here would fall back to the bottom.
    static var stickyEdgesFling: Scene {
        stickyScene(
            name: "sticky-edges-fling",
            summary:
                "The metadata box, flicked up from the bottom half, coasts over the middle and docks at the top",
            pan: DirectPan(
                item: "tag-view", from: stickyBottom, to: CGPoint(x: 187.5, y: 369), start: 0.5,
                duration: 1.0 / 12))
    }
}

// MARK: - Full photo with a thud

extension Chapter11App {
    /// `showFullImageView`: the full photo starts just above the screen (centre at −height/2), falls
    /// with gravity 5 (5000 pt/s²), elasticity 0.2 and density 400, onto a boundary line 1.5 pt below
    /// the bottom edge.
    static var fullPhotoThud: Scene {
        var scene = Scene(
            name: "full-photo-thud",
            summary:
                "The full photo drops in with gravity 5 and lands with a thud on a line just below the screen",
            category: category, referenceBounds: screen)
        scene.source = source + ", Full photo with a thud"
        scene.duration = 3
        scene.items = [
            ItemDescription(
                name: "full-photo", center: CGPoint(x: screen.midX, y: screen.height / -2), size: screen.size,
                color: "#4a6a8a")
        ]
        var item = ItemPropertiesDescription(name: "thud-item", items: ["full-photo"])
        item.elasticity = 0.2
        item.density = 400
        let gravity = GravityDescription(name: "thud-gravity", items: ["full-photo"], magnitude: 5)
        let bottom = BoundaryDescription(
            identifier: "bottom", from: CGPoint(x: 0, y: screen.height + 1.5),
            to: CGPoint(x: screen.width, y: screen.height + 1.5))
        scene.behaviors = [
            .itemProperties(item), .gravity(gravity),
            .collision(
                CollisionDescription(name: "thud-collision", items: ["full-photo"], boundaries: [bottom])),
        ]
        return scene
    }
}

// MARK: - Challenges: dismissing the full photo

extension Chapter11App {
    /// Challenge #1 as the final app solves it (`pushOutFullPhoto`): a sliding attachment through the
    /// view's centre along (0, 1) with the range −height…height + 1 stops the photo once it is off
    /// screen, density 0.001 makes it light, and an instantaneous push up (direction (0, −1), so
    /// magnitude 1) gives it the kick. All start inactive; the script adds them.
    static var dismissBehaviors: [BehaviorDescription] {
        var slide = AttachmentDescription(
            name: "dismiss-slide", kind: .sliding, itemA: "full-photo",
            anchor: CGPoint(x: screen.midX, y: screen.midY))
        slide.axis = CGVector(dx: 0, dy: 1)
        slide.attachmentRange = FloatRange(minimum: -screen.height, maximum: screen.height + 1)
        slide.startsActive = false
        var item = ItemPropertiesDescription(name: "dismiss-item", items: ["full-photo"])
        item.elasticity = 0.2
        item.density = 0.001
        item.startsActive = false
        var push = PushDescription(
            name: "dismiss-push", items: ["full-photo"], mode: .instantaneous,
            direction: CGVector(dx: 0, dy: -1))
        push.startsActive = false
        return [.attachment(slide), .itemProperties(item), .push(push)]
    }

    /// `pushOutFullPhoto()` at `time`: `removeAllBehaviors()`, then the slide, the item and the push.
    static func pushOut(at time: Double, removing names: [String]) -> [ScriptEvent] {
        names.map { ScriptEvent(time: time, action: .removeBehavior($0)) }
            + ["dismiss-slide", "dismiss-item", "dismiss-push"].map {
                ScriptEvent(time: time, action: .addBehavior($0))
            }
    }

    /// Challenge #1: the photo thuds in, and two seconds later Done pushes it up off the screen.
    static var dismissPush: Scene {
        var scene = fullPhotoThud
        scene.name = "full-photo-dismiss-push"
        scene.summary = "Done pushes the full photo up off the screen along a sliding attachment"
        scene.source = source + ", Challenge #1"
        scene.duration = 4
        scene.behaviors += dismissBehaviors
        scene.script = pushOut(at: 2, removing: ["thud-item", "thud-gravity", "thud-collision"])
        return scene
    }

    /// Challenge #2's `HeavyCurtainDynamicBehavior` (the final app's): a boundary on the bottom edge,
    /// density 400, resistance 10, friction 0, no rotation, gravity 5. The app adds it disabled
    /// and enables it when a pan ends.
    static var heavyCurtain: BehaviorDescription {
        let border = BoundaryDescription(
            identifier: "Bottom Border", from: CGPoint(x: 0, y: screen.height),
            to: CGPoint(x: screen.width, y: screen.height))
        var item = ItemPropertiesDescription(name: "curtain-item", items: ["full-photo"])
        item.density = 400
        item.resistance = 10
        item.friction = 0
        item.allowsRotation = false
        var curtain = CompositeDescription(
            name: "heavy-curtain",
            children: [
                .collision(
                    CollisionDescription(
                        name: "curtain-collision", items: ["full-photo"], boundaries: [border])),
                .itemProperties(item),
                .gravity(GravityDescription(name: "curtain-gravity", items: ["full-photo"], magnitude: 5)),
            ])
        curtain.startsActive = false
        return .composite(curtain)
    }

    /// The full photo on screen, lifted by a pan that moves its centre straight up (x kept).
    static func swipeScene(name: String, summary: String, pan: DirectPan) -> Scene {
        var scene = Scene(name: name, summary: summary, category: category, referenceBounds: screen)
        scene.source = source + ", Challenge #2"
        scene.duration = 4
        scene.items = [
            ItemDescription(
                name: "full-photo", center: CGPoint(x: screen.midX, y: screen.midY), size: screen.size,
                color: "#4a6a8a")
        ]
        scene.behaviors = [heavyCurtain] + dismissBehaviors
        scene.script = pan.events
        return scene
    }

    /// A fast swipe up: released at −1667 pt/s, past the app's −1200 pt/s threshold
    /// (`velocity.y < 0 && (center.y < 0 || velocity.y < -1200)`), so `pushOutFullPhoto()` flings
    /// it off the top of the screen.
    static var swipeUpDismiss: Scene {
        let pan = DirectPan(
            item: "full-photo", from: CGPoint(x: screen.midX, y: screen.midY),
            to: CGPoint(x: screen.midX, y: screen.midY - 250), start: 0.5, duration: 0.15)
        var scene = swipeScene(
            name: "full-photo-swipe-dismiss",
            summary: "A fast swipe up flings the full photo off the top of the screen", pan: pan)
        scene.script += pushOut(at: pan.end, removing: [])
        return scene
    }

    /// A slow lift, less than half way (release at −250 pt/s): the heavy curtain comes back on with
    /// the finger's velocity and the photo drops back onto the bottom edge.
    static var swipeUpDropBack: Scene {
        let pan = DirectPan(
            item: "full-photo", from: CGPoint(x: screen.midX, y: screen.midY),
            to: CGPoint(x: screen.midX, y: screen.midY - 150), start: 0.5, duration: 0.6)
        var scene = swipeScene(
            name: "full-photo-swipe-drop-back",
            summary: "A slow lift less than half way up lets the full photo drop back down", pan: pan)
        scene.script += [
            ScriptEvent(time: pan.end, action: .addBehavior("heavy-curtain")),
            ScriptEvent(time: pan.end, action: .addVelocity(item: "full-photo", linear: pan.releaseVelocity)),
        ]
        return scene
    }
}
