import Dynamics

// Each scene type's JSON form. Objects ask for their keys in declaration order (the order the
// unknown-key messages list them in); optional members are left out when `nil`; the enums are an
// object with a `"type"` key beside the payload's own keys, or a bare name.

/// The list in an "expected one of" message: `"a", "b" or "c"`.
func choices(_ names: [String]) -> String {
    let quoted = names.map { "\"\($0)\"" }
    guard quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
}

extension Scene: JSONReadable, JSONWritable {
    /// Only `name` and `referenceBounds` are required, the rest have the defaults of
    /// ``init(name:summary:category:referenceBounds:)``. A newer `format` is refused before
    /// anything else is read.
    init(json: JSONReader) throws(SceneProblem) {
        let c = try json.object()
        let format = try c.optional("format", Int.self) ?? Scene.currentFormat
        guard format == Scene.currentFormat else {
            throw SceneProblem(
                path: json.path("format"),
                message:
                    "unsupported format version \(format); this version reads format \(Scene.currentFormat)")
        }
        self.init(
            name: try c.required("name"), summary: try c.optional("summary") ?? "",
            category: try c.optional("category") ?? "", referenceBounds: .zero)
        self.format = format
        source = try c.optional("source")
        referenceBounds = try c.required("referenceBounds")
        duration = try c.optional("duration") ?? 5
        items = try c.optional("items") ?? []
        groups = try c.optional("groups") ?? []
        behaviors = try c.optional("behaviors") ?? []
        script = try c.optional("script") ?? []
    }

    var json: JSONValue {
        var w = JSONObjectWriter()
        w.set("format", format)
        w.set("name", name)
        w.set("summary", summary)
        w.set("category", category)
        w.set("source", source)
        w.set("referenceBounds", referenceBounds)
        w.set("duration", duration)
        w.set("items", items)
        w.set("groups", groups)
        w.set("behaviors", behaviors)
        w.set("script", script)
        return w.json
    }
}

extension ItemDescription: JSONReadable, JSONWritable {
    init(json: JSONReader) throws(SceneProblem) {
        let c = try json.object()
        self.init(
            name: try c.required("name"), center: try c.required("center"), size: try c.required("size"),
            rotation: try c.optional("rotation"), shape: try c.optional("shape"),
            color: try c.optional("color"))
        mapsPositionToBoundsOf = try c.optional("mapsPositionToBoundsOf")
    }

    var json: JSONValue {
        var w = JSONObjectWriter()
        w.set("name", name)
        w.set("center", center)
        w.set("size", size)
        w.set("rotation", rotation)
        w.set("shape", shape)
        w.set("color", color)
        w.set("mapsPositionToBoundsOf", mapsPositionToBoundsOf)
        return w.json
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

extension GroupDescription: JSONReadable, JSONWritable {
    init(json: JSONReader) throws(SceneProblem) {
        let c = try json.object()
        self.init(name: try c.required("name"), members: try c.required("members"))
    }

    var json: JSONValue {
        var w = JSONObjectWriter()
        w.set("name", name)
        w.set("members", members)
        return w.json
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

extension GravityDescription: JSONReadable, JSONWritable {
    init(json: JSONReader) throws(SceneProblem) {
        let c = try json.object()
        self.init(
            name: try c.optional("name"), items: try c.required("items"),
            direction: try c.optional("direction"))
        angle = try c.optional("angle")
        magnitude = try c.optional("magnitude")
        startsActive = try c.optional("startsActive")
    }

    var json: JSONValue {
        var w = JSONObjectWriter()
        w.set("name", name)
        w.set("items", items)
        w.set("direction", direction)
        w.set("angle", angle)
        w.set("magnitude", magnitude)
        w.set("startsActive", startsActive)
        return w.json
    }
}

extension CollisionDescription: JSONReadable, JSONWritable {
    init(json: JSONReader) throws(SceneProblem) {
        let c = try json.object()
        self.init(name: try c.optional("name"), items: try c.required("items"))
        mode = try c.optional("mode")
        translatesReferenceBoundsIntoBoundary = try c.optional("translatesReferenceBoundsIntoBoundary")
        insets = try c.optional("insets")
        boundaries = try c.optional("boundaries")
        startsActive = try c.optional("startsActive")
    }

    var json: JSONValue {
        var w = JSONObjectWriter()
        w.set("name", name)
        w.set("items", items)
        w.set("mode", mode)
        w.set("translatesReferenceBoundsIntoBoundary", translatesReferenceBoundsIntoBoundary)
        w.set("insets", insets)
        w.set("boundaries", boundaries)
        w.set("startsActive", startsActive)
        return w.json
    }
}

extension BoundaryDescription: JSONReadable, JSONWritable {
    init(json: JSONReader) throws(SceneProblem) {
        let c = try json.object()
        self.init(identifier: try c.required("identifier"), path: [])
        from = try c.optional("from")
        to = try c.optional("to")
        path = try c.optional("path")
    }

    var json: JSONValue {
        var w = JSONObjectWriter()
        w.set("identifier", identifier)
        w.set("from", from)
        w.set("to", to)
        w.set("path", path)
        return w.json
    }
}

extension ItemPropertiesDescription: JSONReadable, JSONWritable {
    init(json: JSONReader) throws(SceneProblem) {
        let c = try json.object()
        self.init(name: try c.optional("name"), items: try c.required("items"))
        elasticity = try c.optional("elasticity")
        friction = try c.optional("friction")
        density = try c.optional("density")
        resistance = try c.optional("resistance")
        angularResistance = try c.optional("angularResistance")
        charge = try c.optional("charge")
        isAnchored = try c.optional("isAnchored")
        allowsRotation = try c.optional("allowsRotation")
        addLinearVelocity = try c.optional("addLinearVelocity")
        addAngularVelocity = try c.optional("addAngularVelocity")
        startsActive = try c.optional("startsActive")
    }

    var json: JSONValue {
        var w = JSONObjectWriter()
        w.set("name", name)
        w.set("items", items)
        w.set("elasticity", elasticity)
        w.set("friction", friction)
        w.set("density", density)
        w.set("resistance", resistance)
        w.set("angularResistance", angularResistance)
        w.set("charge", charge)
        w.set("isAnchored", isAnchored)
        w.set("allowsRotation", allowsRotation)
        w.set("addLinearVelocity", addLinearVelocity)
        w.set("addAngularVelocity", addAngularVelocity)
        w.set("startsActive", startsActive)
        return w.json
    }
}

extension AttachmentDescription: JSONReadable, JSONWritable {
    init(json: JSONReader) throws(SceneProblem) {
        let c = try json.object()
        let name: String? = try c.optional("name")
        self.init(name: name, kind: try c.required("kind"), itemA: try c.required("itemA"))
        itemB = try c.optional("itemB")
        offsetA = try c.optional("offsetA")
        offsetB = try c.optional("offsetB")
        anchor = try c.optional("anchor")
        axis = try c.optional("axis")
        length = try c.optional("length")
        damping = try c.optional("damping")
        frequency = try c.optional("frequency")
        frictionTorque = try c.optional("frictionTorque")
        attachmentRange = try c.optional("attachmentRange")
        startsActive = try c.optional("startsActive")
    }

    var json: JSONValue {
        var w = JSONObjectWriter()
        w.set("name", name)
        w.set("kind", kind)
        w.set("itemA", itemA)
        w.set("itemB", itemB)
        w.set("offsetA", offsetA)
        w.set("offsetB", offsetB)
        w.set("anchor", anchor)
        w.set("axis", axis)
        w.set("length", length)
        w.set("damping", damping)
        w.set("frequency", frequency)
        w.set("frictionTorque", frictionTorque)
        w.set("attachmentRange", attachmentRange)
        w.set("startsActive", startsActive)
        return w.json
    }
}

extension SnapDescription: JSONReadable, JSONWritable {
    init(json: JSONReader) throws(SceneProblem) {
        let c = try json.object()
        let name: String? = try c.optional("name")
        self.init(name: name, item: try c.required("item"), snapPoint: try c.required("snapPoint"))
        damping = try c.optional("damping")
        startsActive = try c.optional("startsActive")
    }

    var json: JSONValue {
        var w = JSONObjectWriter()
        w.set("name", name)
        w.set("item", item)
        w.set("snapPoint", snapPoint)
        w.set("damping", damping)
        w.set("startsActive", startsActive)
        return w.json
    }
}

extension PushDescription: JSONReadable, JSONWritable {
    init(json: JSONReader) throws(SceneProblem) {
        let c = try json.object()
        let name: String? = try c.optional("name")
        let items: [String] = try c.required("items")
        self.init(
            name: name, items: items, mode: try c.required("mode"), direction: try c.optional("direction"))
        angle = try c.optional("angle")
        magnitude = try c.optional("magnitude")
        if c.contains("targetOffsets") {
            let offsets = try c.reader("targetOffsets")
            if !offsets.isNull {
                let o = try offsets.object()
                var read: [String: Offset] = [:]
                for key in o.keys { read[key] = try o.required(key, Offset.self) }
                targetOffsets = read
            }
        }
        active = try c.optional("active")
        startsActive = try c.optional("startsActive")
    }

    var json: JSONValue {
        var w = JSONObjectWriter()
        w.set("name", name)
        w.set("items", items)
        w.set("mode", mode)
        w.set("direction", direction)
        w.set("angle", angle)
        w.set("magnitude", magnitude)
        if let targetOffsets {
            w.set(
                "targetOffsets",
                JSONValue.object(targetOffsets.sorted { $0.key < $1.key }.map { ($0.key, $0.value.json) }))
        }
        w.set("active", active)
        w.set("startsActive", startsActive)
        return w.json
    }
}

extension FieldDescription: JSONReadable, JSONWritable {
    init(json: JSONReader) throws(SceneProblem) {
        let c = try json.object()
        let name: String? = try c.optional("name")
        let kind: FieldKindDescription = try c.required("kind")
        self.init(name: name, kind: kind, items: try c.required("items"))
        position = try c.optional("position")
        region = try c.optional("region")
        strength = try c.optional("strength")
        falloff = try c.optional("falloff")
        minimumRadius = try c.optional("minimumRadius")
        direction = try c.optional("direction")
        smoothness = try c.optional("smoothness")
        animationSpeed = try c.optional("animationSpeed")
        startsActive = try c.optional("startsActive")
    }

    var json: JSONValue {
        var w = JSONObjectWriter()
        w.set("name", name)
        w.set("kind", kind)
        w.set("items", items)
        w.set("position", position)
        w.set("region", region)
        w.set("strength", strength)
        w.set("falloff", falloff)
        w.set("minimumRadius", minimumRadius)
        w.set("direction", direction)
        w.set("smoothness", smoothness)
        w.set("animationSpeed", animationSpeed)
        w.set("startsActive", startsActive)
        return w.json
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

extension CompositeDescription: JSONReadable, JSONWritable {
    init(json: JSONReader) throws(SceneProblem) {
        let c = try json.object()
        let name: String? = try c.optional("name")
        self.init(name: name, children: try c.required("children"))
        startsActive = try c.optional("startsActive")
    }

    var json: JSONValue {
        var w = JSONObjectWriter()
        w.set("name", name)
        w.set("children", children)
        w.set("startsActive", startsActive)
        return w.json
    }
}

extension ScriptEvent: JSONReadable, JSONWritable {
    init(json: JSONReader) throws(SceneProblem) {
        let c = try json.object()
        let time: Double = try c.required("time")
        self.init(time: time, action: try c.required("action"))
    }

    var json: JSONValue {
        var w = JSONObjectWriter()
        w.set("time", time)
        w.set("action", action)
        return w.json
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

extension DragDescription: JSONReadable, JSONWritable {
    init(json: JSONReader) throws(SceneProblem) {
        let c = try json.object()
        let item: String = try c.required("item")
        let path: [TimedPoint] = try c.required("path")
        self.init(item: item, path: path, releaseVelocity: try c.optional("releaseVelocity"))
        frequency = try c.optional("frequency")
        damping = try c.optional("damping")
    }

    var json: JSONValue {
        var w = JSONObjectWriter()
        w.set("item", item)
        w.set("path", path)
        w.set("releaseVelocity", releaseVelocity)
        w.set("frequency", frequency)
        w.set("damping", damping)
        return w.json
    }
}

extension TimedPoint: JSONReadable, JSONWritable {
    init(json: JSONReader) throws(SceneProblem) {
        let c = try json.object()
        let time: Double = try c.required("time")
        self.init(time: time, point: try c.required("point"))
    }

    var json: JSONValue {
        var w = JSONObjectWriter()
        w.set("time", time)
        w.set("point", point)
        return w.json
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
