import Dynamics

// Each scene type's JSON form. A type written as an object lists its keys once, in its
// `form(_:)` (``JSONObjectForm``), which both reads and writes it; keys are asked for in that order
// (the order the unknown-key messages list them in) and optional members are left out when `nil`.
// The enums are an object with a `"type"` key beside the payload's own keys, or a bare name.

/// The list in an "expected one of" message: `"a", "b" or "c"`.
func choices(_ names: [String]) -> String {
    let quoted = names.map { "\"\($0)\"" }
    guard quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
}

extension Scene: JSONObjectForm {
    static var blank: Self { Scene(name: "", referenceBounds: .zero) }

    /// Only `name` and `referenceBounds` are required, the rest have the defaults of
    /// ``init(name:summary:category:referenceBounds:)``. A newer `format` is refused before
    /// anything else is read.
    init(json: JSONReader) throws(SceneProblem) {
        let object = try json.object()
        let format = try object.optional("format", Int.self) ?? Scene.currentFormat
        guard format == Scene.currentFormat else {
            throw SceneProblem(
                path: json.path("format"),
                message:
                    "unsupported format version \(format); this version reads format \(Scene.currentFormat)")
        }
        var pass = JSONFormReading(object: object)
        self = .blank
        try form(&pass)
    }

    mutating func form<Pass: JSONFormPass>(_ pass: inout Pass) throws(SceneProblem) {
        try pass.defaulted("format", &format)
        try pass.required("name", &name)
        try pass.defaulted("summary", &summary)
        try pass.defaulted("category", &category)
        try pass.optional("source", &source)
        try pass.required("referenceBounds", &referenceBounds, .positive(.coordinate))
        try pass.defaulted("duration", &duration, .positive(.advanceDuration))
        try pass.defaulted("items", &items)
        try pass.defaulted("groups", &groups)
        try pass.defaulted("behaviors", &behaviors)
        try pass.defaulted("script", &script)
    }
}

extension ItemDescription: JSONObjectForm {
    static var blank: Self { ItemDescription(name: "", center: .zero, size: .zero) }

    mutating func form<Pass: JSONFormPass>(_ pass: inout Pass) throws(SceneProblem) {
        try pass.required("name", &name)
        try pass.required("center", &center, .finite(.coordinate))
        try pass.required("size", &size, .positive(.size))
        try pass.optional("rotation", &rotation, .finite(.angle))
        try pass.optional("shape", &shape)
        try pass.optional("color", &color)
        try pass.optional("mapsPositionToBoundsOf", &mapsPositionToBoundsOf)
    }
}

/// `"rectangle"`, `"ellipse"` or `{"path": [[x, y], …]}`.
extension ItemShape: JSONReadable, JSONWritable {
    init(json: JSONReader) throws(SceneProblem) {
        if json.isObject {
            self = .path(try json.object().required("path"))
            return
        }
        switch json.scalar {
        case .string("rectangle"): self = .rectangle
        case .string("ellipse"): self = .ellipse
        default:
            let name = if case .string(let s)? = json.scalar { "\"\(s)\"" } else { "value" }
            throw json.problem(
                "unknown shape \(name); expected \"rectangle\", \"ellipse\" or {\"path\": [[x, y], …]}")
        }
    }

    var json: JSONValue {
        switch self {
        case .rectangle: .string("rectangle")
        case .ellipse: .string("ellipse")
        case .path(let points): .object([("path", points.json)])
        }
    }
}

extension GroupDescription: JSONObjectForm {
    static var blank: Self { GroupDescription(name: "", members: []) }

    mutating func form<Pass: JSONFormPass>(_ pass: inout Pass) throws(SceneProblem) {
        try pass.required("name", &name)
        try pass.required("members", &members)
    }
}

/// An object with `"type"` (`gravity`, `collision`, `itemProperties`, `attachment`, `snap`,
/// `push`, `field`, `composite`) and the payload's keys beside it.
extension BehaviorDescription: JSONReadable, JSONWritable {
    static let typeNames = [
        "gravity", "collision", "itemProperties", "attachment", "snap", "push", "field", "composite",
    ]

    init(json: JSONReader) throws(SceneProblem) {
        let type = try json.object().required("type", String.self)
        switch type {
        case "gravity": self = .gravity(try GravityDescription(json: json))
        case "collision": self = .collision(try CollisionDescription(json: json))
        case "itemProperties": self = .itemProperties(try ItemPropertiesDescription(json: json))
        case "attachment": self = .attachment(try AttachmentDescription(json: json))
        case "snap": self = .snap(try SnapDescription(json: json))
        case "push": self = .push(try PushDescription(json: json))
        case "field": self = .field(try FieldDescription(json: json))
        case "composite": self = .composite(try CompositeDescription(json: json))
        default:
            throw SceneProblem(
                path: json.path("type"),
                message: "unknown behavior type \"\(type)\"; expected \(choices(Self.typeNames))")
        }
    }

    var json: JSONValue {
        let payload: JSONValue =
            switch self {
            case .gravity(let d): d.json
            case .collision(let d): d.json
            case .itemProperties(let d): d.json
            case .attachment(let d): d.json
            case .snap(let d): d.json
            case .push(let d): d.json
            case .field(let d): d.json
            case .composite(let d): d.json
            }
        guard case .object(let members) = payload else { return payload }
        return .object([("type", .string(kindName))] + members)
    }
}

extension GravityDescription: JSONObjectForm {
    static var blank: Self { GravityDescription(items: []) }

    mutating func form<Pass: JSONFormPass>(_ pass: inout Pass) throws(SceneProblem) {
        try pass.optional("name", &name)
        try pass.required("items", &items, .itemNames)
        try pass.optional("direction", &direction, .finite(.gravity))
        try pass.optional("angle", &angle, .finite(.angle))
        try pass.optional("magnitude", &magnitude, .finite(.gravity))
        try pass.optional("startsActive", &startsActive)
    }
}

extension CollisionDescription: JSONObjectForm {
    static var blank: Self { CollisionDescription(items: []) }

    mutating func form<Pass: JSONFormPass>(_ pass: inout Pass) throws(SceneProblem) {
        try pass.optional("name", &name)
        try pass.required("items", &items, .itemNames)
        try pass.optional("mode", &mode)
        try pass.optional("translatesReferenceBoundsIntoBoundary", &translatesReferenceBoundsIntoBoundary)
        try pass.optional("insets", &insets, .finite(.coordinate))
        try pass.optional("boundaries", &boundaries)
        try pass.optional("startsActive", &startsActive)
    }
}

extension BoundaryDescription: JSONObjectForm {
    static var blank: Self { BoundaryDescription(identifier: "", path: []) }

    mutating func form<Pass: JSONFormPass>(_ pass: inout Pass) throws(SceneProblem) {
        try pass.required("identifier", &identifier)
        try pass.optional("from", &from, .finite(.coordinate))
        try pass.optional("to", &to, .finite(.coordinate))
        try pass.optional("path", &path)
    }
}

extension ItemPropertiesDescription: JSONObjectForm {
    static var blank: Self { ItemPropertiesDescription(items: []) }

    mutating func form<Pass: JSONFormPass>(_ pass: inout Pass) throws(SceneProblem) {
        try pass.optional("name", &name)
        try pass.required("items", &items, .itemNames)
        try pass.optional("elasticity", &elasticity, .nonNegative(.elasticity))
        try pass.optional("friction", &friction, .nonNegative(.friction))
        try pass.optional("density", &density, .positive(.density))
        try pass.optional("resistance", &resistance, .nonNegative(.friction))
        try pass.optional("angularResistance", &angularResistance, .nonNegative(.friction))
        try pass.optional("charge", &charge, .finite(.charge))
        try pass.optional("isAnchored", &isAnchored)
        try pass.optional("allowsRotation", &allowsRotation)
        try pass.optional("addLinearVelocity", &addLinearVelocity, .finite(.linearVelocity))
        try pass.optional("addAngularVelocity", &addAngularVelocity, .finite(.angularVelocity))
        try pass.optional("startsActive", &startsActive)
    }
}

extension AttachmentDescription: JSONObjectForm {
    static var blank: Self { AttachmentDescription(kind: .anchor, itemA: "") }

    mutating func form<Pass: JSONFormPass>(_ pass: inout Pass) throws(SceneProblem) {
        try pass.optional("name", &name)
        try pass.required("kind", &kind)
        try pass.required("itemA", &itemA, .itemNames)
        try pass.optional("itemB", &itemB, .itemNames)
        try pass.optional("offsetA", &offsetA, .finite(.coordinate))
        try pass.optional("offsetB", &offsetB, .finite(.coordinate))
        try pass.optional("anchor", &anchor, .finite(.coordinate))
        try pass.optional("axis", &axis, .finite(.slidingAxis))
        try pass.optional("length", &length, .nonNegative(.length))
        try pass.optional("damping", &damping, .nonNegative(.damping))
        try pass.optional("frequency", &frequency, .nonNegative(.frequency))
        try pass.optional("frictionTorque", &frictionTorque, .nonNegative(.frictionTorque))
        try pass.optional("attachmentRange", &attachmentRange)
        try pass.optional("startsActive", &startsActive)
    }
}

extension SnapDescription: JSONObjectForm {
    static var blank: Self { SnapDescription(item: "", snapPoint: .zero) }

    mutating func form<Pass: JSONFormPass>(_ pass: inout Pass) throws(SceneProblem) {
        try pass.optional("name", &name)
        try pass.required("item", &item, .itemNames)
        try pass.required("snapPoint", &snapPoint, .finite(.coordinate))
        try pass.optional("damping", &damping, .nonNegative(.damping))
        try pass.optional("startsActive", &startsActive)
    }
}

extension PushDescription: JSONObjectForm {
    static var blank: Self { PushDescription(items: [], mode: .instantaneous) }

    mutating func form<Pass: JSONFormPass>(_ pass: inout Pass) throws(SceneProblem) {
        try pass.optional("name", &name)
        try pass.required("items", &items, .itemNames)
        try pass.required("mode", &mode)
        try pass.optional("direction", &direction, .finite(.push))
        try pass.optional("angle", &angle, .finite(.angle))
        try pass.optional("magnitude", &magnitude, .finite(.push))
        try pass.optional("targetOffsets", &targetOffsets)
        try pass.optional("active", &active)
        try pass.optional("startsActive", &startsActive)
    }
}

extension FieldDescription: JSONObjectForm {
    static var blank: Self { FieldDescription(kind: .linearGravity, items: []) }

    mutating func form<Pass: JSONFormPass>(_ pass: inout Pass) throws(SceneProblem) {
        try pass.optional("name", &name)
        try pass.required("kind", &kind)
        try pass.required("items", &items, .itemNames)
        try pass.optional("position", &position, .finite(.coordinate))
        try pass.optional("region", &region)
        try pass.optional("strength", &strength, .finite(.fieldStrength))
        try pass.optional("falloff", &falloff, .finite(.falloff))
        try pass.optional("minimumRadius", &minimumRadius, .nonNegative(.minimumRadius))
        try pass.optional("direction", &direction, .finite(.fieldStrength))
        try pass.optional("smoothness", &smoothness, .nonNegative(.smoothness))
        try pass.optional("animationSpeed", &animationSpeed, .finite(.animationSpeed))
        try pass.optional("startsActive", &startsActive)
    }
}

/// `"infinite"`, `"empty"`, or an object with one key: `radius`, `size`, `inverse`, `union`,
/// `intersection`, `difference` (the last three take `[a, b]`).
extension RegionDescription: JSONReadable, JSONWritable {
    private static let keys = ["radius", "size", "inverse", "union", "intersection", "difference"]
    private static let expected =
        "expected \"infinite\", \"empty\" or an object with one of the keys \(choices(keys))"

    init(json: JSONReader) throws(SceneProblem) {
        guard json.isObject else {
            switch json.scalar {
            case .string("infinite"): self = .infinite
            case .string("empty"): self = .empty
            case .string(let name): throw json.problem("unknown region \"\(name)\"; \(Self.expected)")
            default: throw json.problem(Self.expected)
            }
            return
        }
        let c = try json.object()
        let present = Self.keys.filter { c.contains($0) }
        guard present.count == 1, let key = present.first else {
            throw json.problem(
                present.isEmpty
                    ? Self.expected
                    : "a region has exactly one of the keys \(choices(Self.keys)), found \(present.map { "\"\($0)\"" }.joined(separator: " and "))"
            )
        }
        switch key {
        case "radius": self = .radius(try c.required(key))
        case "size": self = .rectangle(try c.required(key))
        case "inverse": self = .inverse(try c.required(key))
        default:
            let pair = try c.reader(key)
            let elements = try pair.elements()
            guard elements.count == 2 else {
                throw pair.problem("\(key) takes two regions [a, b], found \(elements.count)")
            }
            let a = try elements[0].read(RegionDescription.self)
            let b = try elements[1].read(RegionDescription.self)
            switch key {
            case "union": self = .union(a, b)
            case "intersection": self = .intersection(a, b)
            default: self = .difference(a, b)
            }
        }
    }

    var json: JSONValue {
        switch self {
        case .infinite: .string("infinite")
        case .empty: .string("empty")
        case .radius(let r): .object([("radius", r.json)])
        case .rectangle(let size): .object([("size", size.json)])
        case .inverse(let r): .object([("inverse", r.json)])
        case .union(let a, let b): .object([("union", .array([a.json, b.json]))])
        case .intersection(let a, let b): .object([("intersection", .array([a.json, b.json]))])
        case .difference(let a, let b): .object([("difference", .array([a.json, b.json]))])
        }
    }
}

extension CompositeDescription: JSONObjectForm {
    static var blank: Self { CompositeDescription(children: []) }

    mutating func form<Pass: JSONFormPass>(_ pass: inout Pass) throws(SceneProblem) {
        try pass.optional("name", &name)
        try pass.required("children", &children)
        try pass.optional("startsActive", &startsActive)
    }
}

extension ScriptEvent: JSONObjectForm {
    static var blank: Self { ScriptEvent(time: 0, action: .addBehavior("")) }

    // `time` has no domain here: the validator checks it with the order of the events.
    mutating func form<Pass: JSONFormPass>(_ pass: inout Pass) throws(SceneProblem) {
        try pass.required("time", &time)
        try pass.required("action", &action)
    }
}

/// An object with `"type"` (`drag`, `addVelocity`, `addBehavior`, `removeBehavior`, `set`,
/// `moveItem`, `moveAnchors`) and the case's keys: drag's are ``DragDescription``'s;
/// `addVelocity` has `item`, `linear`, `angular`; `addBehavior`/`removeBehavior` have `behavior`;
/// `set` has `behavior`, `property`, `value`; `moveItem` has `item`, `center`; `moveAnchors` has
/// `behaviors`, `path`, `lag`.
extension ScriptAction: JSONReadable, JSONWritable {
    static let typeNames = [
        "drag", "addVelocity", "addBehavior", "removeBehavior", "set", "moveItem", "moveAnchors",
    ]

    init(json: JSONReader) throws(SceneProblem) {
        let c = try json.object()
        let type: String = try c.required("type")
        switch type {
        case "drag":
            self = .drag(try DragDescription(json: json))
        case "addVelocity":
            let item: String = try c.required("item")
            let linear: CGVector = try c.required("linear")
            self = .addVelocity(item: item, linear: linear, angular: try c.optional("angular"))
        case "addBehavior":
            self = .addBehavior(try c.required("behavior"))
        case "removeBehavior":
            self = .removeBehavior(try c.required("behavior"))
        case "set":
            let behavior: String = try c.required("behavior")
            let property: String = try c.required("property")
            self = .set(behavior: behavior, property: property, value: try c.required("value"))
        case "moveItem":
            let item: String = try c.required("item")
            self = .moveItem(item: item, center: try c.required("center"))
        case "moveAnchors":
            let behaviors: [String] = try c.required("behaviors")
            let path: [TimedPoint] = try c.required("path")
            self = .moveAnchors(behaviors: behaviors, path: path, lag: try c.required("lag"))
        default:
            throw SceneProblem(
                path: json.path("type"),
                message: "unknown action type \"\(type)\"; expected \(choices(Self.typeNames))")
        }
    }

    var json: JSONValue {
        var w = JSONObjectWriter()
        switch self {
        case .drag(let drag):
            guard case .object(let members) = drag.json else { return drag.json }
            return .object([("type", .string("drag"))] + members)
        case .addVelocity(let item, let linear, let angular):
            w.set("type", "addVelocity")
            w.set("item", item)
            w.set("linear", linear)
            w.set("angular", angular)
        case .addBehavior(let name):
            w.set("type", "addBehavior")
            w.set("behavior", name)
        case .removeBehavior(let name):
            w.set("type", "removeBehavior")
            w.set("behavior", name)
        case .set(let behavior, let property, let value):
            w.set("type", "set")
            w.set("behavior", behavior)
            w.set("property", property)
            w.set("value", value)
        case .moveItem(let item, let center):
            w.set("type", "moveItem")
            w.set("item", item)
            w.set("center", center)
        case .moveAnchors(let behaviors, let path, let lag):
            w.set("type", "moveAnchors")
            w.set("behaviors", behaviors)
            w.set("path", path)
            w.set("lag", lag)
        }
        return w.json
    }
}

extension DragDescription: JSONObjectForm {
    static var blank: Self { DragDescription(item: "", path: []) }

    mutating func form<Pass: JSONFormPass>(_ pass: inout Pass) throws(SceneProblem) {
        try pass.required("item", &item, .itemNames)
        try pass.required("path", &path)
        try pass.optional("releaseVelocity", &releaseVelocity, .finite(.linearVelocity))
        try pass.optional("frequency", &frequency, .nonNegative(.frequency))
        try pass.optional("damping", &damping, .nonNegative(.damping))
    }
}

extension TimedPoint: JSONObjectForm {
    static var blank: Self { TimedPoint(time: 0, point: .zero) }

    // No domains here: the validator checks a path's points in one loop with their order (a drag
    // path may hold a million).
    mutating func form<Pass: JSONFormPass>(_ pass: inout Pass) throws(SceneProblem) {
        try pass.required("time", &time)
        try pass.required("point", &point)
    }
}

/// A number, `true`/`false`, `{"point": [x, y]}` or `{"vector": [dx, dy]}`.
extension ScriptValue: JSONReadable, JSONWritable {
    private static let expected =
        "expected a number, true, false, {\"point\": [x, y]} or {\"vector\": [dx, dy]}"

    init(json: JSONReader) throws(SceneProblem) {
        if json.isObject {
            let c = try json.object()
            switch (c.contains("point"), c.contains("vector")) {
            case (true, false): self = .point(try c.required("point"))
            case (false, true): self = .vector(try c.required("vector"))
            default: throw json.problem(Self.expected)
            }
            return
        }
        switch json.scalar {
        case .bool(let flag): self = .bool(flag)
        case .number(let number): self = .number(number)
        default: throw json.problem(Self.expected)
        }
    }

    var json: JSONValue {
        switch self {
        case .number(let v): .number(v)
        case .bool(let b): .bool(b)
        case .point(let p): .object([("point", p.json)])
        case .vector(let v): .object([("vector", v.json)])
        }
    }
}

/// A string naming one case; an unknown name is an error that lists the known ones
/// (`unknown attachment kind "rope"; expected "anchor", "items", …`).
protocol JSONNamedCase: JSONReadable, JSONWritable, RawRepresentable<String>, CaseIterable {
    /// What the name is called in messages (`attachment kind`).
    static var nameDescription: String { get }
}

extension JSONNamedCase {
    init(json: JSONReader) throws(SceneProblem) {
        let name = try String(json: json)
        guard let value = Self(rawValue: name) else {
            throw json.problem(
                "unknown \(Self.nameDescription) \"\(name)\"; expected \(choices(Self.allCases.map { $0.rawValue }))"
            )
        }
        self = value
    }

    var json: JSONValue { .string(rawValue) }
}

extension CollisionModeDescription: JSONNamedCase {
    static var nameDescription: String { "collision mode" }
}

extension AttachmentKindDescription: JSONNamedCase {
    static var nameDescription: String { "attachment kind" }
}

extension PushModeDescription: JSONNamedCase {
    static var nameDescription: String { "push mode" }
}

extension FieldKindDescription: JSONNamedCase {
    static var nameDescription: String { "field kind" }
}
