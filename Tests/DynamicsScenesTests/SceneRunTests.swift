import Dynamics
import DynamicsScenes
import Foundation
import Testing

/// A plain dynamic item for the hand-built twin of a described scene.
private final class Box: DynamicItem {
    var center: CGPoint
    var bounds: CGRect
    var transform: CGAffineTransform
    let collisionBoundsType: DynamicItemCollisionBoundsType
    let points: [CGPoint]

    init(
        center: CGPoint, size: CGSize, rotation: CGFloat = 0,
        type: DynamicItemCollisionBoundsType = .rectangle,
        points: [CGPoint] = []
    ) {
        self.center = center
        bounds = CGRect(origin: .zero, size: size)
        transform = CGAffineTransform(rotationAngle: rotation)
        collisionBoundsType = type
        self.points = points
    }

    var collisionBoundingPath: BezierPath {
        let path = BezierPath()
        guard let first = points.first else { return path }
        path.move(to: first)
        for p in points.dropFirst() { path.addLine(to: p) }
        path.close()
        return path
    }
}

private let bounds320x480 = CGRect(x: 0, y: 0, width: 320, height: 480)

@Suite struct SceneRunTests {
    /// Items of every shape under gravity, collision (reference bounds and a segment), item
    /// properties, a spring to an anchor and an instantaneous push.
    static func mixedScene() -> Scene {
        var scene = Scene(name: "mixed", referenceBounds: bounds320x480)
        let triangle = [CGPoint(x: 0, y: -20), CGPoint(x: 20, y: 15), CGPoint(x: -20, y: 15)]
        scene.items = [
            ItemDescription(
                name: "box", center: CGPoint(x: 100, y: 100), size: CGSize(width: 60, height: 40),
                rotation: 0.3),
            ItemDescription(
                name: "ball", center: CGPoint(x: 200, y: 150), size: CGSize(width: 40, height: 40),
                shape: .ellipse),
            ItemDescription(
                name: "tri", center: CGPoint(x: 150, y: 300), size: CGSize(width: 40, height: 35),
                shape: .path(triangle)),
        ]
        var bouncy = ItemPropertiesDescription(items: ["ball"])
        bouncy.elasticity = 0.7
        bouncy.addAngularVelocity = 2
        var spring = AttachmentDescription(kind: .anchor, itemA: "box", anchor: CGPoint(x: 160, y: 40))
        spring.offsetA = Offset(horizontal: 20, vertical: 0)
        spring.frequency = 1.5
        spring.damping = 0.2
        var push = PushDescription(items: ["tri"], mode: .instantaneous)
        push.angle = -.pi / 3
        push.magnitude = 0.4
        scene.behaviors = [
            .gravity(GravityDescription(items: ["box", "ball", "tri"])),
            .collision(
                CollisionDescription(
                    items: ["box", "ball", "tri"], translatesReferenceBoundsIntoBoundary: true,
                    boundaries: [
                        BoundaryDescription(
                            identifier: "ramp", from: CGPoint(x: 0, y: 380), to: CGPoint(x: 200, y: 460))
                    ])),
            .itemProperties(bouncy),
            .attachment(spring),
            .push(push),
        ]
        return scene
    }

    @Test func aDescribedSceneRunsExactlyLikeTheSameSceneBuiltByHand() throws {
        let run = try Self.mixedScene().makeRun()

        let animator = DynamicAnimator(referenceBounds: bounds320x480)
        let box = Box(center: CGPoint(x: 100, y: 100), size: CGSize(width: 60, height: 40), rotation: 0.3)
        let ball = Box(center: CGPoint(x: 200, y: 150), size: CGSize(width: 40, height: 40), type: .ellipse)
        let tri = Box(
            center: CGPoint(x: 150, y: 300), size: CGSize(width: 40, height: 35), type: .path,
            points: [CGPoint(x: 0, y: -20), CGPoint(x: 20, y: 15), CGPoint(x: -20, y: 15)])
        animator.addBehavior(GravityBehavior(items: [box, ball, tri]))
        let collision = CollisionBehavior(items: [box, ball, tri])
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.addBoundary(
            withIdentifier: "ramp", from: CGPoint(x: 0, y: 380), to: CGPoint(x: 200, y: 460))
        animator.addBehavior(collision)
        let bouncy = DynamicItemBehavior(items: [ball])
        bouncy.elasticity = 0.7
        animator.addBehavior(bouncy)
        bouncy.addAngularVelocity(2, for: ball)
        let spring = AttachmentBehavior(
            item: box, offsetFromCenter: Offset(horizontal: 20, vertical: 0),
            attachedToAnchor: CGPoint(x: 160, y: 40))
        spring.frequency = 1.5
        spring.damping = 0.2
        animator.addBehavior(spring)
        let push = PushBehavior(items: [tri], mode: .instantaneous)
        push.setAngle(-.pi / 3, magnitude: 0.4)
        animator.addBehavior(push)

        for _ in 0..<120 { animator.step(frameDuration: 1.0 / 60) }
        run.advance(by: 2)

        #expect(run.frameCount == 120)
        #expect(run.animator.stateHash == animator.stateHash)
        #expect(run.sceneItem(named: "box")!.center == box.center)
        #expect(run.sceneItem(named: "ball")!.transform == ball.transform)
        #expect(run.sceneItem(named: "tri")!.center == tri.center)
        // Something did happen: the ball fell and the triangle was pushed.
        #expect(ball.center.y > 250)
        #expect(tri.center != CGPoint(x: 150, y: 300))
    }

    @Test func theSameSceneTwiceGivesTheSameStateHash() throws {
        let a = try Self.mixedScene().makeRun()
        let b = try Self.mixedScene().makeRun()
        a.advance(by: 1)
        b.advance(by: 1)
        #expect(a.stateHash == b.stateHash)
        b.stepFrame()
        #expect(a.stateHash != b.stateHash)
    }

    /// A 50×50 card with no resistance, dragged by a point 10 pt right of its centre from x 110
    /// to 310 in 1 s (200 pt/s), then released with 150 pt/s downwards.
    static func dragScene() -> Scene {
        var scene = Scene(name: "drag", referenceBounds: CGRect(x: 0, y: 0, width: 600, height: 600))
        scene.items = [
            ItemDescription(
                name: "card", center: CGPoint(x: 100, y: 200), size: CGSize(width: 50, height: 50))
        ]
        var frictionless = ItemPropertiesDescription(items: ["card"])
        frictionless.resistance = 0
        frictionless.angularResistance = 0
        scene.behaviors = [.itemProperties(frictionless)]
        scene.script = [
            ScriptEvent(
                time: 0.5,
                action: .drag(
                    DragDescription(
                        item: "card",
                        path: [
                            TimedPoint(time: 0, point: CGPoint(x: 110, y: 200)),
                            TimedPoint(time: 1, point: CGPoint(x: 310, y: 200)),
                        ], releaseVelocity: CGVector(dx: 0, dy: 150))))
        ]
        return scene
    }

    @Test func aDragMovesTheItemAlongThePathThenReleasesItWithTheVelocity() throws {
        let run = try Self.dragScene().makeRun()
        let card = run.sceneItem(named: "card")!
        run.advance(to: 0.5)
        #expect(card.center == CGPoint(x: 100, y: 200))
        #expect(!run.animator.behaviors.contains { $0 is AttachmentBehavior })

        run.advance(to: 1.0)  // halfway: the touch is at x 210, the centre 10 pt left of it
        #expect(run.animator.behaviors.contains { $0 is AttachmentBehavior })
        #expect(abs(card.center.x - 200) < 5, "x \(card.center.x)")
        #expect(abs(card.center.y - 200) < 1, "y \(card.center.y)")

        run.advance(to: 1.5)  // the last touch point: the centre is 10 pt left of x 310
        #expect(abs(card.center.x - 300) < 5, "x \(card.center.x)")
        run.advance(to: 1.6)  // released at 1.5 s
        #expect(!run.animator.behaviors.contains { $0 is AttachmentBehavior })
        let before = card.center
        run.advance(by: 0.2)
        let velocity = CGPoint(x: (card.center.x - before.x) / 0.2, y: (card.center.y - before.y) / 0.2)
        // A rigid drag leaves no velocity of its own (the anchor is moved, not flung: UIKit's
        // gesture handlers add the gesture's velocity for that); the release adds 150 pt/s down.
        #expect(abs(velocity.x) < 3, "vx \(velocity.x)")
        #expect(abs(velocity.y - 150) < 3, "vy \(velocity.y)")
    }

    @Test func scriptEventsFireAtTheFirstFrameAtOrAfterTheirTime() throws {
        var scene = Scene(name: "timing", referenceBounds: bounds320x480)
        scene.items = [
            ItemDescription(name: "box", center: CGPoint(x: 160, y: 100), size: CGSize(width: 40, height: 40))
        ]
        var gravity = GravityDescription(name: "gravity", items: ["box"])
        gravity.startsActive = false
        scene.behaviors = [.gravity(gravity)]
        scene.script = [
            ScriptEvent(time: 0.25, action: .addBehavior("gravity")),  // frame 15 starts at exactly 0.25
            ScriptEvent(time: 0.26, action: .moveItem(item: "box", center: CGPoint(x: 60, y: 50))),  // frame 16
        ]
        let run = try scene.makeRun()
        let gravityBehavior = try #require(run.behavior(named: "gravity"))
        var firstGravityFrame: Int?
        var firstMovedFrame: Int?
        run.onFrame = { run in
            let frame = run.frameCount - 1
            if firstGravityFrame == nil, run.animator.behaviors.contains(where: { $0 === gravityBehavior }) {
                firstGravityFrame = frame
            }
            if firstMovedFrame == nil, abs(run.sceneItem(named: "box")!.center.x - 60) < 1e-3 {
                firstMovedFrame = frame
            }
        }
        run.advance(by: 0.5)
        #expect(firstGravityFrame == 15)
        #expect(firstMovedFrame == 16)
        #expect(run.nextEventTime == nil)
        // Moved, then one frame of gravity from rest.
        let box = run.sceneItem(named: "box")!
        #expect(box.center.y > 50)
    }

    @Test func makeRunReportsEveryProblemAndBuildsNothing() {
        var scene = Scene(name: "broken", referenceBounds: bounds320x480)
        scene.items = [
            ItemDescription(name: "box", center: CGPoint(x: 160, y: 100), size: CGSize(width: 0, height: 40))
        ]
        var spring = AttachmentDescription(kind: .anchor, itemA: "box", anchor: CGPoint(x: 0, y: 0))
        spring.frequency = -1
        scene.behaviors = [.gravity(GravityDescription(items: ["box", "ghost"])), .attachment(spring)]
        #expect(throws: SceneFileError.self) { try scene.makeRun() }
        do {
            _ = try scene.makeRun()
        } catch {
            #expect(
                error.problems.map(\.description) == [
                    "items[0].size: width 0 must be > 0",
                    "behaviors[0].items[1]: unknown item \"ghost\"",
                    "behaviors[1].frequency: -1 must be finite and >= 0",
                ])
        }
    }

    /// A behavior's list of items names each once; an item, a group and an unknown name are each
    /// reported when repeated (the validator marks items seen by their index, the rest by name).
    @Test func validationReportsEveryRepeatedAndUnknownReference() {
        var scene = Scene(name: "repeats", referenceBounds: bounds320x480)
        scene.items = [
            ItemDescription(name: "a", center: CGPoint(x: 100, y: 100), size: CGSize(width: 20, height: 20)),
            ItemDescription(name: "b", center: CGPoint(x: 200, y: 100), size: CGSize(width: 20, height: 20)),
        ]
        scene.groups = [GroupDescription(name: "g", members: ["b"])]
        scene.behaviors = [.gravity(GravityDescription(items: ["a", "a", "g", "g", "ghost", "ghost", "b"]))]
        #expect(
            scene.validate().map(\.description) == [
                "behaviors[0].items[1]: \"a\" is listed twice",
                "behaviors[0].items[3]: \"g\" is listed twice",
                "behaviors[0].items[4]: unknown item \"ghost\"",
                "behaviors[0].items[5]: \"ghost\" is listed twice",
                "behaviors[0].items[6]: item \"b\" is a member of group \"g\"; use the group instead",
            ])
    }

    /// The seed's elastic button: a 300×200 button's bounds follow a spring (2 Hz, damping 0.1)
    /// that an instantaneous push (magnitude 30 at 45°) sets swinging.
    @Test func positionToBoundsMappingMakesTheTargetGrowAndShrinkLikeASpring() throws {
        var scene = Scene(
            name: "elastic-button", referenceBounds: CGRect(x: 0, y: 0, width: 375, height: 667))
        var mapping = ItemDescription(name: "buttonBounds", center: .zero, size: CGSize(width: 1, height: 1))
        mapping.mapsPositionToBoundsOf = "button"
        scene.items = [
            ItemDescription(
                name: "button", center: CGPoint(x: 187.5, y: 333.5), size: CGSize(width: 300, height: 200)),
            mapping,
        ]
        var spring = AttachmentDescription(
            kind: .anchor, itemA: "buttonBounds", anchor: CGPoint(x: 300, y: 200))
        spring.frequency = 2
        spring.damping = 0.1
        var push = PushDescription(items: ["buttonBounds"], mode: .instantaneous)
        push.angle = .pi / 4
        push.magnitude = 30
        scene.behaviors = [.attachment(spring), .push(push)]
        let run = try scene.makeRun()
        let button = run.sceneItem(named: "button")!
        #expect(run.item(named: "buttonBounds") is PositionToBoundsMapping)

        var peakWidth: CGFloat = 0
        var peakTime: TimeInterval = 0
        run.onFrame = { run in
            if button.bounds.width > peakWidth {
                peakWidth = button.bounds.width
                peakTime = run.time
            }
        }
        run.advance(by: 0.5)
        // Theory: mass 300×200/10 000 = 6 kg, so the impulse of 30 N·s gives 5 m/s = 500 pt/s at
        // 45°: 353.6 pt/s on each axis. A damped spring (ω = 4π, ζ = 0.1) plus the default
        // resistance (0.1/s) peaks at x = v/ω_d · e^(−σ t) · sin(ω_d t) where tan(ω_d t) = ω_d/σ.
        let omega = 4 * Double.pi
        let sigma = 0.1 * omega + 0.05
        let omegaD = omega * (1 - 0.01).squareRoot()
        let tPeak = atan(omegaD / sigma) / omegaD
        let amplitude = 353.6 / omegaD * exp(-sigma * tPeak) * sin(omegaD * tPeak)
        #expect(
            abs(Double(peakWidth) - 300 - amplitude) < 0.1 * amplitude,
            "peak \(peakWidth), theory \(300 + amplitude)")
        #expect(abs(peakTime - tPeak) < 0.03, "peak at \(peakTime) s, theory \(tPeak) s")
        #expect(abs(button.bounds.height - 200 - (button.bounds.width - 300)) < 0.5, "45°: both sides alike")
        #expect(button.center == CGPoint(x: 187.5, y: 333.5))

        run.advance(by: 5)
        #expect(abs(button.bounds.width - 300) < 1)
        #expect(abs(button.bounds.height - 200) < 1)
    }

    @Test func moveAnchorsMovesEachAnchorByThePathsDisplacementAfterItsLag() throws {
        var scene = Scene(name: "wave", referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 400))
        scene.items = [
            ItemDescription(name: "a", center: CGPoint(x: 100, y: 100), size: CGSize(width: 20, height: 20)),
            ItemDescription(name: "b", center: CGPoint(x: 100, y: 200), size: CGSize(width: 20, height: 20)),
        ]
        scene.behaviors = [
            .attachment(
                AttachmentDescription(
                    name: "cellA", kind: .anchor, itemA: "a", anchor: CGPoint(x: 100, y: 100))),
            .attachment(
                AttachmentDescription(
                    name: "cellB", kind: .anchor, itemA: "b", anchor: CGPoint(x: 100, y: 200))),
        ]
        let touch = [
            TimedPoint(time: 0, point: CGPoint(x: 300, y: 50)),
            TimedPoint(time: 1, point: CGPoint(x: 400, y: 50)),
        ]
        scene.script = [
            ScriptEvent(time: 0, action: .moveAnchors(behaviors: ["cellA", "cellB"], path: touch, lag: 0.5))
        ]
        let run = try scene.makeRun()
        let a = try #require(run.behavior(named: "cellA") as? AttachmentBehavior)
        let b = try #require(run.behavior(named: "cellB") as? AttachmentBehavior)
        // Anchors are placed at each frame's start, so after frames up to t the last placement
        // was for t − 1/60 (100 pt/s: 1.7 pt behind).
        run.advance(to: 0.5)
        #expect(abs(a.anchorPoint.x - 150) < 2, "a \(a.anchorPoint)")
        #expect(b.anchorPoint == CGPoint(x: 100, y: 200))
        run.advance(to: 1.0)
        #expect(abs(a.anchorPoint.x - 200) < 2, "a \(a.anchorPoint)")
        #expect(abs(b.anchorPoint.x - 150) < 2, "b \(b.anchorPoint)")
        run.advance(to: 2.0)
        #expect(a.anchorPoint == CGPoint(x: 200, y: 100), "each anchor keeps its own row")
        #expect(b.anchorPoint == CGPoint(x: 200, y: 200))
        #expect(abs(run.sceneItem(named: "b")!.center.x - 200) < 1, "the item follows its anchor")
    }

    @Test func setChangesTheNamedBehaviorsPropertyAtItsTime() throws {
        var scene = Scene(name: "tilt", referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 400))
        scene.items = [
            ItemDescription(name: "box", center: CGPoint(x: 200, y: 100), size: CGSize(width: 20, height: 20))
        ]
        scene.behaviors = [.gravity(GravityDescription(name: "gravity", items: ["box"]))]
        scene.script = [
            ScriptEvent(
                time: 0.5,
                action: .set(
                    behavior: "gravity", property: "direction", value: .vector(CGVector(dx: 1, dy: 0))))
        ]
        let run = try scene.makeRun()
        let gravity = try #require(run.behavior(named: "gravity") as? GravityBehavior)
        run.advance(to: 0.5)
        #expect(gravity.gravityDirection == CGVector(dx: 0, dy: 1))
        let box = run.sceneItem(named: "box")!
        let x = box.center.x
        run.advance(by: 0.5)
        #expect(gravity.gravityDirection == CGVector(dx: 1, dy: 0))
        // Half a second of 1000 pt/s² sideways: ½·1000·0.5² = 125 pt (less a little resistance).
        #expect(abs(box.center.x - x - 125) < 10, "moved \(box.center.x - x)")
    }

    @Test func aCompositeChildIsRemovedFromAndAddedBackToItsParent() throws {
        var scene = Scene(name: "composite", referenceBounds: bounds320x480)
        scene.items = [
            ItemDescription(name: "box", center: CGPoint(x: 160, y: 100), size: CGSize(width: 40, height: 40))
        ]
        var push = PushDescription(
            name: "wind", items: ["box"], mode: .continuous, direction: CGVector(dx: 0.1, dy: 0))
        push.startsActive = false
        scene.behaviors = [
            .composite(
                CompositeDescription(
                    name: "weather",
                    children: [.gravity(GravityDescription(name: "rain", items: ["box"])), .push(push)]))
        ]
        scene.script = [
            ScriptEvent(time: 0.2, action: .removeBehavior("rain")),
            ScriptEvent(time: 0.4, action: .addBehavior("wind")),
        ]
        let run = try scene.makeRun()
        let parent = try #require(run.behavior(named: "weather"))
        let rain = try #require(run.behavior(named: "rain"))
        let wind = try #require(run.behavior(named: "wind"))
        #expect(run.animator.behaviors.count == 1 && run.animator.behaviors[0] === parent)
        #expect(parent.childBehaviors.map { $0 === rain } == [true], "wind starts inactive")
        run.advance(to: 0.3)
        #expect(parent.childBehaviors.isEmpty)
        run.advance(to: 0.5)
        #expect(parent.childBehaviors.count == 1 && parent.childBehaviors[0] === wind)
    }
}
