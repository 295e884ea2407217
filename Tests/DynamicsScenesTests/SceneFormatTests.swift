import Dynamics
import DynamicsScenes
import Foundation
import Testing

/// `Tests/Fixtures`, found from this file so no package resources are needed.
let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

@Suite struct SceneFormatTests {
    /// A valid scene that uses every case of every enum in the description and every optional
    /// field at least once.
    static func everyCaseScene() -> Scene {
        var scene = Scene(
            name: "every-case", summary: "Every case of every enum", category: "tests",
            referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 600))
        scene.source = "SceneFormatTests"
        scene.duration = 2.5
        var mapping = ItemDescription(name: "sizer", center: .zero, size: CGSize(width: 1, height: 1))
        mapping.mapsPositionToBoundsOf = "box"
        scene.items = [
            ItemDescription(
                name: "box", center: CGPoint(x: 100, y: 100), size: CGSize(width: 60, height: 40),
                rotation: 0.25,
                shape: .rectangle, color: "#ff9500"),
            ItemDescription(
                name: "ball", center: CGPoint(x: 200, y: 100), size: CGSize(width: 40, height: 40),
                shape: .ellipse),
            ItemDescription(
                name: "kite", center: CGPoint(x: 300, y: 100), size: CGSize(width: 40, height: 60),
                shape: .path([
                    CGPoint(x: 0, y: -30), CGPoint(x: 20, y: 0), CGPoint(x: 0, y: 30), CGPoint(x: -20, y: 0),
                ])),
            ItemDescription(
                name: "left", center: CGPoint(x: 100, y: 300), size: CGSize(width: 20, height: 20)),
            ItemDescription(
                name: "right", center: CGPoint(x: 140, y: 300), size: CGSize(width: 20, height: 20)),
            ItemDescription(
                name: "rail", center: CGPoint(x: 300, y: 300), size: CGSize(width: 100, height: 10)),
            ItemDescription(
                name: "cart", center: CGPoint(x: 300, y: 280), size: CGSize(width: 30, height: 20)),
            mapping,
        ]
        scene.groups = [GroupDescription(name: "dumbbell", members: ["left", "right"])]

        var gravity = GravityDescription(
            name: "gravity", items: ["box", "ball"], direction: CGVector(dx: 0, dy: 1))
        gravity.angle = 1.5
        gravity.magnitude = 0.5
        gravity.startsActive = true
        var collisionItems = CollisionDescription(items: ["box", "ball"], mode: .items)
        collisionItems.startsActive = false
        collisionItems.name = "itemsOnly"
        let walls = CollisionDescription(
            name: "walls", items: ["box", "ball", "kite", "dumbbell"], mode: .boundaries,
            insets: EdgeInsets(top: 10, left: 0, bottom: 5, right: 0),
            boundaries: [
                BoundaryDescription(
                    identifier: "shelf", from: CGPoint(x: 0, y: 400), to: CGPoint(x: 200, y: 420)),
                BoundaryDescription(
                    identifier: "wedge",
                    path: [CGPoint(x: 300, y: 500), CGPoint(x: 400, y: 500), CGPoint(x: 400, y: 450)]),
            ])
        var everything = CollisionDescription(
            items: ["cart", "rail"], mode: .everything, translatesReferenceBoundsIntoBoundary: true)
        everything.name = "everything"
        var properties = ItemPropertiesDescription(name: "properties", items: ["ball"])
        properties.elasticity = 0.5
        properties.friction = 0.3
        properties.density = 2
        properties.resistance = 0.2
        properties.angularResistance = 0.4
        properties.charge = -1
        properties.isAnchored = false
        properties.allowsRotation = true
        properties.addLinearVelocity = CGVector(dx: 10, dy: -5)
        properties.addAngularVelocity = 0.5
        var anchored = ItemPropertiesDescription(items: ["rail"])
        anchored.isAnchored = true

        var spring = AttachmentDescription(
            name: "spring", kind: .anchor, itemA: "box", anchor: CGPoint(x: 100, y: 20))
        spring.offsetA = Offset(horizontal: 5, vertical: 0)
        spring.length = 70
        spring.damping = 0.3
        spring.frequency = 2
        var rope = AttachmentDescription(kind: .limit, itemA: "box", itemB: "ball")
        rope.offsetA = Offset(horizontal: 0, vertical: 10)
        rope.offsetB = Offset(horizontal: 0, vertical: -10)
        var slide = AttachmentDescription(
            kind: .sliding, itemA: "cart", itemB: "rail", anchor: CGPoint(x: 300, y: 290))
        slide.axis = CGVector(dx: 1, dy: 0)
        slide.attachmentRange = FloatRange(minimum: -40, maximum: 40)
        var pin = AttachmentDescription(
            kind: .pin, itemA: "kite", itemB: "ball", anchor: CGPoint(x: 250, y: 100))
        pin.frictionTorque = 0.1
        pin.attachmentRange = FloatRange(minimum: -1, maximum: 1)
        var items = AttachmentDescription(kind: .items, itemA: "ball", itemB: "dumbbell")
        items.startsActive = false
        items.name = "tether"
        let weld = AttachmentDescription(
            kind: .fixed, itemA: "kite", itemB: "dumbbell", anchor: CGPoint(x: 200, y: 200))
        var sizeSpring = AttachmentDescription(
            name: "sizeSpring", kind: .anchor, itemA: "sizer", anchor: CGPoint(x: 60, y: 40))
        sizeSpring.frequency = 3

        var snap = SnapDescription(
            name: "snap", item: "ball", snapPoint: CGPoint(x: 200, y: 200), damping: 0.6)
        snap.startsActive = false
        var push = PushDescription(
            name: "push", items: ["box", "ball"], mode: .continuous, direction: CGVector(dx: 0.1, dy: 0))
        push.angle = 0.5
        push.magnitude = 0.2
        push.targetOffsets = ["box": Offset(horizontal: 0, vertical: 5)]
        push.active = false
        let fling = PushDescription(items: ["sizer"], mode: .instantaneous, direction: CGVector(dx: 1, dy: 1))

        func field(_ kind: FieldKindDescription) -> FieldDescription {
            var f = FieldDescription(kind: kind, items: ["ball"])
            f.position = CGPoint(x: 200, y: 300)
            f.strength = 0.5
            return f
        }
        var drag = field(.drag)
        drag.region = .infinite
        drag.falloff = 1
        drag.minimumRadius = 5
        var vortex = field(.vortex)
        vortex.region = .empty
        var radial = field(.radialGravity)
        radial.region = .radius(100)
        var linear = field(.linearGravity)
        linear.direction = CGVector(dx: 0, dy: -1)
        linear.region = .rectangle(CGSize(width: 100, height: 50))
        var velocity = field(.velocity)
        velocity.direction = CGVector(dx: 1, dy: 0)
        velocity.region = .inverse(.radius(20))
        var noise = field(.noise)
        noise.smoothness = 0.5
        noise.animationSpeed = 1
        noise.region = .union(.radius(10), .rectangle(CGSize(width: 30, height: 5)))
        var turbulence = field(.turbulence)
        turbulence.smoothness = 0.2
        turbulence.animationSpeed = 0.5
        turbulence.region = .intersection(.radius(50), .rectangle(CGSize(width: 60, height: 60)))
        var springField = field(.spring)
        springField.region = .difference(.radius(100), .radius(50))
        springField.name = "springField"
        springField.startsActive = false
        let electric = field(.electric)
        let magnetic = field(.magnetic)

        var composite = CompositeDescription(
            name: "fields",
            children: [
                .field(drag), .field(vortex), .field(radial), .field(linear), .field(velocity), .field(noise),
                .field(turbulence), .field(springField), .field(electric), .field(magnetic),
            ])
        composite.startsActive = true

        scene.behaviors = [
            .gravity(gravity), .collision(collisionItems), .collision(walls), .collision(everything),
            .itemProperties(properties), .itemProperties(anchored), .attachment(spring), .attachment(rope),
            .attachment(slide), .attachment(pin), .attachment(items), .attachment(weld),
            .attachment(sizeSpring),
            .snap(snap), .push(push), .push(fling), .composite(composite),
        ]

        var dragAction = DragDescription(
            item: "box",
            path: [
                TimedPoint(time: 0, point: CGPoint(x: 100, y: 100)),
                TimedPoint(time: 0.5, point: CGPoint(x: 150, y: 120)),
            ], releaseVelocity: CGVector(dx: 100, dy: 0))
        dragAction.frequency = 4
        dragAction.damping = 0.7
        scene.script = [
            ScriptEvent(time: 0.1, action: .drag(dragAction)),
            ScriptEvent(
                time: 0.2, action: .addVelocity(item: "ball", linear: CGVector(dx: 0, dy: -100), angular: 1)),
            ScriptEvent(time: 0.2, action: .addVelocity(item: "dumbbell", linear: CGVector(dx: 5, dy: 0))),
            ScriptEvent(time: 0.3, action: .addBehavior("snap")),
            ScriptEvent(time: 0.4, action: .removeBehavior("snap")),
            ScriptEvent(
                time: 0.5, action: .set(behavior: "spring", property: "frequency", value: .number(1.5))),
            ScriptEvent(time: 0.5, action: .set(behavior: "push", property: "active", value: .bool(true))),
            ScriptEvent(
                time: 0.5,
                action: .set(
                    behavior: "spring", property: "anchorPoint", value: .point(CGPoint(x: 120, y: 30)))),
            ScriptEvent(
                time: 0.5,
                action: .set(
                    behavior: "gravity", property: "direction", value: .vector(CGVector(dx: 0.2, dy: 1)))),
            ScriptEvent(time: 0.6, action: .moveItem(item: "kite", center: CGPoint(x: 310, y: 120))),
            ScriptEvent(
                time: 0.7,
                action: .moveAnchors(
                    behaviors: ["spring", "sizeSpring"],
                    path: [
                        TimedPoint(time: 0, point: CGPoint(x: 0, y: 0)),
                        TimedPoint(time: 0.3, point: CGPoint(x: 30, y: 0)),
                    ],
                    lag: 0.05)),
            ScriptEvent(time: 0.8, action: .addBehavior("springField")),
        ]
        return scene
    }

    @Test func theEveryCaseSceneIsValidAndRuns() throws {
        #expect(Self.everyCaseScene().validate() == [])
        let run = try Self.everyCaseScene().makeRun()
        run.advance(by: 1)
        #expect(run.nextEventTime == nil)
    }

    @Test func everyCaseOfEveryEnumSurvivesAJSONRoundTrip() throws {
        let scene = Self.everyCaseScene()
        let data = try scene.jsonData()
        let decoded = try Scene(jsonData: data)
        #expect(decoded == scene)
        #expect(try decoded.jsonData() == data)
    }

    @Test func foundationsJSONDecoderReadsTheFormatToo() throws {
        let scene = Self.everyCaseScene()
        let decoded = try JSONDecoder().decode(Scene.self, from: try scene.jsonData())
        #expect(decoded == scene)
    }

    @Test func aSmallSceneIsWrittenExactlyAsCheckedIn() throws {
        var scene = Scene(
            name: "drop", summary: "A square falls onto the floor",
            referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 480))
        scene.items = [
            ItemDescription(
                name: "square", center: CGPoint(x: 160, y: 100), size: CGSize(width: 100, height: 100),
                color: "#ff9500")
        ]
        var bouncy = ItemPropertiesDescription(items: ["square"])
        bouncy.elasticity = 0.6
        scene.behaviors = [
            .gravity(GravityDescription(items: ["square"])),
            .collision(CollisionDescription(items: ["square"], translatesReferenceBoundsIntoBoundary: true)),
            .itemProperties(bouncy),
        ]
        scene.script = [
            ScriptEvent(time: 1.5, action: .addVelocity(item: "square", linear: CGVector(dx: 0, dy: -800)))
        ]
        let expected = try String(
            contentsOf: fixtures.appendingPathComponent("small-scene.json"), encoding: .utf8)
        let text = String(decoding: try scene.jsonData(), as: UTF8.self)
        #expect(text == expected)
        #expect(try Scene(jsonData: Data(expected.utf8)) == scene)
    }

    @Test func omittedKeysTakeTheirDefaults() throws {
        let scene = try Scene(
            jsonData: Data(#"{"name": "bare", "referenceBounds": [[0, 0], [320, 480]]}"#.utf8))
        #expect(scene == Scene(name: "bare", referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 480)))
        #expect(scene.duration == 5 && scene.format == 1)
    }

    @Test func writingANonFiniteNumberNamesItsPath() {
        var scene = Scene(name: "nan", referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 480))
        scene.items = [
            ItemDescription(
                name: "a", center: CGPoint(x: 1, y: CGFloat.nan), size: CGSize(width: 1, height: 1))
        ]
        #expect(throws: SceneFileError(path: "items[0].center[1]", message: "nan cannot be written in JSON"))
        {
            try scene.jsonData()
        }
    }

    @Test func everyProblemOfAFileIsReportedAtOnce() {
        let text = """
            {"name": "two", "referenceBounds": [[0, 0], [320, 480]], "colour": "red",
             "items": [{"name": "a", "center": [1, 2], "size": [0, 5]}]}
            """
        #expect(
            throws: SceneFileError([
                SceneProblem(
                    path: "colour",
                    message:
                        "unknown key \"colour\"; expected \"format\", \"name\", \"summary\", \"category\", \"source\", \"referenceBounds\", \"duration\", \"items\", \"groups\", \"behaviors\" or \"script\""
                ),
                SceneProblem(path: "items[0].size", message: "width 0 must be > 0"),
            ])
        ) { try Scene(jsonData: Data(text.utf8)) }
    }

    /// `Tests/Fixtures/malformed/NN-name.json`, each refused with the exact message recorded in
    /// `expected.json` (the `dynamics` tool's exit-status tests read the same files).
    @Test func everyMalformedSceneFileIsRefusedWithItsExpectedMessage() throws {
        let folder = fixtures.appendingPathComponent("malformed")
        let expected = try JSONDecoder().decode(
            [String: String].self, from: Data(contentsOf: folder.appendingPathComponent("expected.json")))
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".json") && $0 != "expected.json" }.sorted()
        #expect(files.count >= 30)
        let unmatched = Set(files).symmetricDifference(expected.keys).sorted()
        #expect(unmatched == [], "every fixture has an expected message and the other way round")
        for file in files {
            do {
                let scene = try Scene(contentsOf: folder.appendingPathComponent(file))
                Issue.record("\(file) loaded as \(scene.name)")
            } catch {
                #expect(error.description == expected[file], "\(file)")
            }
        }
    }

    @Test func aMissingFileIsReportedByName() {
        let url = fixtures.appendingPathComponent("no-such-scene.json")
        #expect(throws: SceneFileError(path: "$", message: "\(url.path): no such file")) {
            try Scene(contentsOf: url)
        }
    }
}
