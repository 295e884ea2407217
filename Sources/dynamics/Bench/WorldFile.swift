import Foundation

/// A world described as data: the scene format of the solver-quality suite
/// (`Benchmarks/quality/scenes.py` documents it), read by `dynamics bench --world FILE --trace OUT`.
///
/// Units are SI and y grows UPWARD, angles counter-clockwise, as in Box2D, which runs the same
/// files; ``makeWorld()`` mirrors them into the engine's y-down frame. Every field is checked when
/// the file is read: a wrong one is a ``CLIError`` naming the field and its value, never a trap.
///
/// ```swift
/// let file = try WorldFile(contentsOf: "stack.json")
/// let (world, bodies) = file.makeWorld()
/// ```
struct WorldFile {
    /// A collision shape in its body's frame (metres, y up).
    enum Shape {
        case box(halfWidth: Double, halfHeight: Double, center: (x: Double, y: Double), angle: Double)
        case circle(radius: Double, center: (x: Double, y: Double))
        /// A convex polygon, counter-clockwise (y up), 3 to 8 vertices (Box2D's limit).
        case polygon(vertices: [(x: Double, y: Double)])
    }

    /// A body: its type, pose and velocity (y up), shapes and material.
    struct Body {
        var type: String
        var position: (x: Double, y: Double)
        var angle: Double
        var velocity: (x: Double, y: Double)
        var angularVelocity: Double
        var shapes: [Shape]
        var density: Double
        var friction: Double
        var restitution: Double
        /// Velocity decay rates (1/s), per step v ← v / (1 + h·c): UIKit's resistance.
        var linearDamping: Double
        var angularDamping: Double
        /// False: the body's shapes touch nothing (the joint grid's circles).
        var collides: Bool
    }

    /// A joint between bodies `a` and `b` (indices into ``bodies``), anchors in world coordinates
    /// at creation (y up).
    enum Joint {
        /// A pin with no limit, motor or friction.
        case revolute(a: Int, b: Int, anchor: (x: Double, y: Double))
        /// A rod (hertz 0) or a spring between two anchors.
        case distance(
            a: Int, b: Int, anchorA: (x: Double, y: Double), anchorB: (x: Double, y: Double), length: Double,
            hertz: Double, dampingRatio: Double)
    }

    /// The scene's name (informative).
    var name: String
    /// m/s², y up.
    var gravity: (x: Double, y: Double)
    /// 1/60 s steps to run.
    var steps: Int
    /// Whether still islands fall asleep.
    var sleep: Bool
    /// Solver sub-steps per step.
    var subSteps: Int
    /// Every body, static ones included, in file order.
    var bodies: [Body]
    var joints: [Joint]

    /// Top-level fields; the last four belong to the Python side (checks, metrics) and are ignored here.
    static let topLevelFields = [
        "name", "gravity", "steps", "sleep", "subSteps", "bodies", "joints",
        "description", "marked", "checks", "metrics",
    ]

    /// Reads and checks a world file.
    init(contentsOf path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIError("cannot read world file '\(path)'")
        }
        let value: WorldFileValue
        do {
            value = try JSONDecoder().decode(WorldFileValue.self, from: data)
        } catch DecodingError.dataCorrupted(let context) {
            let detail =
                (context.underlyingError as? NSError)?.userInfo[NSDebugDescriptionErrorKey] as? String
            throw CLIError("world file '\(path)' is not valid JSON: \(detail ?? context.debugDescription)")
        } catch {
            throw CLIError("world file '\(path)' is not valid JSON: \(error)")
        }
        try self.init(WorldFileField(value: value, path: ""))
    }

    /// Checks a parsed world file.
    init(_ root: WorldFileField) throws {
        try root.checkObject(allowed: Self.topLevelFields)
        if case .string(let text) = root["name"].value { name = text } else { name = "" }
        gravity = try root["gravity"].vector(default: (0, -10))
        steps = try root["steps"].integer(in: 1...1_000_000)
        sleep = try root["sleep"].bool(default: false)
        subSteps = try root["subSteps"].integer(default: 4, in: 1...64)
        bodies = try root["bodies"].array().map(Self.body)
        let count = bodies.count
        joints = try root["joints"].optionalArray().map { try Self.joint($0, bodyCount: count) }
    }

    /// Checks one entry of `bodies`.
    private static func body(_ field: WorldFileField) throws -> Body {
        try field.checkObject(allowed: [
            "type", "position", "angle", "velocity", "angularVelocity", "shapes", "density", "friction",
            "restitution", "linearDamping", "angularDamping", "collides",
        ])
        let type = try field["type"].string(default: "dynamic", oneOf: ["static", "dynamic", "kinematic"])
        let shapes = try field["shapes"].optionalArray().map(shape)
        if type == "dynamic" && shapes.isEmpty {
            throw field["shapes"].error("a dynamic body needs at least one shape (its mass comes from them)")
        }
        return Body(
            type: type, position: try field["position"].vector(default: (0, 0)),
            angle: try field["angle"].number(default: 0),
            velocity: try field["velocity"].vector(default: (0, 0)),
            angularVelocity: try field["angularVelocity"].number(default: 0), shapes: shapes,
            density: try field["density"].number(default: 1, where: { $0 > 0 }, "must be positive"),
            friction: try field["friction"].number(default: 0.6, where: { $0 >= 0 }, "must not be negative"),
            restitution: try field["restitution"].number(
                default: 0, where: { $0 >= 0 }, "must not be negative"),
            linearDamping: try field["linearDamping"].number(
                default: 0, where: { $0 >= 0 }, "must not be negative"),
            angularDamping: try field["angularDamping"].number(
                default: 0, where: { $0 >= 0 }, "must not be negative"),
            collides: try field["collides"].bool(default: true))
    }

    /// Checks one entry of a body's `shapes`.
    private static func shape(_ field: WorldFileField) throws -> Shape {
        try field.checkObject(allowed: ["kind", "halfExtents", "center", "angle", "radius", "vertices"])
        let kind = try field["kind"].string(oneOf: ["box", "circle", "polygon"])
        switch kind {
        case "box":
            try field.checkObject(allowed: ["kind", "halfExtents", "center", "angle"])
            let half = try field["halfExtents"].vector()
            guard half.x > 0 && half.y > 0 else { throw field["halfExtents"].error("must be positive") }
            return .box(
                halfWidth: half.x, halfHeight: half.y, center: try field["center"].vector(default: (0, 0)),
                angle: try field["angle"].number(default: 0))
        case "circle":
            try field.checkObject(allowed: ["kind", "radius", "center"])
            return .circle(
                radius: try field["radius"].number(where: { $0 > 0 }, "must be positive"),
                center: try field["center"].vector(default: (0, 0)))
        default:
            try field.checkObject(allowed: ["kind", "vertices"])
            let list = try field["vertices"].array()
            guard (3...8).contains(list.count) else { throw field["vertices"].error("needs 3 to 8 vertices") }
            let points = try list.map { try $0.vector() }
            // Convex and counter-clockwise: every turn is to the left.
            for i in points.indices {
                let (p, q, r) = (points[i], points[(i + 1) % points.count], points[(i + 2) % points.count])
                let turn = (q.x - p.x) * (r.y - q.y) - (q.y - p.y) * (r.x - q.x)
                guard turn > 0 else {
                    throw field["vertices"].error(
                        "must be convex and counter-clockwise (y up) with no repeated or collinear vertex")
                }
            }
            return .polygon(vertices: points)
        }
    }

    /// Checks one entry of `joints` (its bodies among the file's `bodyCount`).
    private static func joint(_ field: WorldFileField, bodyCount: Int) throws -> Joint {
        try field.checkObject(allowed: [
            "kind", "a", "b", "anchor", "anchorA", "anchorB", "length", "hertz", "dampingRatio",
        ])
        let kind = try field["kind"].string(oneOf: ["revolute", "distance"])
        guard bodyCount >= 2 else {
            throw CLIError("\(field.path): a joint needs two bodies, and the file has \(bodyCount)")
        }
        let range = 0...bodyCount - 1
        let a = try field["a"].integer(in: range)
        let b = try field["b"].integer(in: range)
        guard a != b else { throw field["b"].error("must differ from a") }
        if kind == "revolute" {
            try field.checkObject(allowed: ["kind", "a", "b", "anchor"])
            return .revolute(a: a, b: b, anchor: try field["anchor"].vector())
        }
        try field.checkObject(allowed: [
            "kind", "a", "b", "anchorA", "anchorB", "length", "hertz", "dampingRatio",
        ])
        let anchorA = try field["anchorA"].vector()
        let anchorB = try field["anchorB"].vector()
        let rest = hypot(anchorB.x - anchorA.x, anchorB.y - anchorA.y)
        return .distance(
            a: a, b: b, anchorA: anchorA, anchorB: anchorB,
            length: try field["length"].number(default: rest, where: { $0 >= 0 }, "must not be negative"),
            hertz: try field["hertz"].number(default: 0, where: { $0 >= 0 }, "must not be negative"),
            dampingRatio: try field["dampingRatio"].number(
                default: 0, where: { $0 >= 0 }, "must not be negative"))
    }
}

extension WorldFile.Joint {
    /// The indices of the two bodies.
    var bodies: (Int, Int) {
        switch self {
        case .revolute(let a, let b, _): return (a, b)
        case .distance(let a, let b, _, _, _, _, _): return (a, b)
        }
    }
}
