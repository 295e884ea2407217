import Dynamics
import Foundation

// The Codable forms of the scene description's enums (the `"type"` discriminator beside the
// payload's own keys) and the scene's defaults. They use only the standard container API, so
// `JSONDecoder` reads them too; `Scene(jsonData:)` adds precise errors and unknown-key checks.

/// A coding key for any string (payload keys, dictionary keys).
struct NameKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) {
        stringValue = name
    }

    init?(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        nil
    }
}

/// The list in an "expected one of" message: `"a", "b" or "c"`.
func choices(_ names: [String]) -> String {
    let quoted = names.map { "\"\($0)\"" }
    guard quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
}

extension Scene {
    private enum FileKeys: String, CodingKey {
        case format, name, summary, category, source, referenceBounds, duration, items, groups, behaviors,
            script
    }

    /// Reads a scene; only `name` and `referenceBounds` are required, the rest have the defaults
    /// of ``init(name:summary:category:referenceBounds:)``. A newer `format` is refused before
    /// anything else is read.
    ///
    /// ```swift
    /// let scene = try JSONDecoder().decode(Scene.self, from: data)   // or Scene(jsonData: data)
    /// ```
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: FileKeys.self)
        format = try c.decodeIfPresent(Int.self, forKey: .format) ?? Scene.currentFormat
        guard format == Scene.currentFormat else {
            throw DecodingError.dataCorruptedError(
                forKey: .format, in: c,
                debugDescription:
                    "unsupported format version \(format); this version reads format \(Scene.currentFormat)")
        }
        name = try c.decode(String.self, forKey: .name)
        summary = try c.decodeIfPresent(String.self, forKey: .summary) ?? ""
        category = try c.decodeIfPresent(String.self, forKey: .category) ?? ""
        source = try c.decodeIfPresent(String.self, forKey: .source)
        referenceBounds = try c.decode(CGRect.self, forKey: .referenceBounds)
        duration = try c.decodeIfPresent(Double.self, forKey: .duration) ?? 5
        items = try c.decodeIfPresent([ItemDescription].self, forKey: .items) ?? []
        groups = try c.decodeIfPresent([GroupDescription].self, forKey: .groups) ?? []
        behaviors = try c.decodeIfPresent([BehaviorDescription].self, forKey: .behaviors) ?? []
        script = try c.decodeIfPresent([ScriptEvent].self, forKey: .script) ?? []
    }
}

/// `"rectangle"`, `"ellipse"` or `{"path": [[x, y], …]}`.
extension ItemShape: Codable {
    /// Reads a shape.
    ///
    /// ```swift
    /// try JSONDecoder().decode(ItemShape.self, from: Data(#"{"path": [[0, 0], [10, 0], [0, 10]]}"#.utf8))
    /// ```
    public init(from decoder: any Decoder) throws {
        if let c = try? decoder.container(keyedBy: NameKey.self) {
            self = .path(try c.decode([CGPoint].self, forKey: NameKey("path")))
            return
        }
        let c = try decoder.singleValueContainer()
        let name = try? c.decode(String.self)
        switch name {
        case "rectangle": self = .rectangle
        case "ellipse": self = .ellipse
        default:
            throw DecodingError.dataCorruptedError(
                in: c,
                debugDescription:
                    "unknown shape \(name.map { "\"\($0)\"" } ?? "value"); expected \"rectangle\", \"ellipse\" or {\"path\": [[x, y], …]}"
            )
        }
    }

    /// Writes a shape.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .rectangle:
            var c = encoder.singleValueContainer()
            try c.encode("rectangle")
        case .ellipse:
            var c = encoder.singleValueContainer()
            try c.encode("ellipse")
        case .path(let points):
            var c = encoder.container(keyedBy: NameKey.self)
            try c.encode(points, forKey: NameKey("path"))
        }
    }
}

/// An object with `"type"` (`gravity`, `collision`, `itemProperties`, `attachment`, `snap`,
/// `push`, `field`, `composite`) and the payload's keys beside it.
extension BehaviorDescription: Codable {
    static let typeNames = [
        "gravity", "collision", "itemProperties", "attachment", "snap", "push", "field", "composite",
    ]

    /// Reads a behavior.
    ///
    /// ```swift
    /// try JSONDecoder().decode(BehaviorDescription.self, from: Data(#"{"type": "gravity", "items": ["a"]}"#.utf8))
    /// ```
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: NameKey.self)
        let type = try c.decode(String.self, forKey: NameKey("type"))
        switch type {
        case "gravity": self = .gravity(try GravityDescription(from: decoder))
        case "collision": self = .collision(try CollisionDescription(from: decoder))
        case "itemProperties": self = .itemProperties(try ItemPropertiesDescription(from: decoder))
        case "attachment": self = .attachment(try AttachmentDescription(from: decoder))
        case "snap": self = .snap(try SnapDescription(from: decoder))
        case "push": self = .push(try PushDescription(from: decoder))
        case "field": self = .field(try FieldDescription(from: decoder))
        case "composite": self = .composite(try CompositeDescription(from: decoder))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: NameKey("type"), in: c,
                debugDescription: "unknown behavior type \"\(type)\"; expected \(choices(Self.typeNames))")
        }
    }

    /// Writes a behavior.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: NameKey.self)
        try c.encode(kindName, forKey: NameKey("type"))
        switch self {
        case .gravity(let d): try d.encode(to: encoder)
        case .collision(let d): try d.encode(to: encoder)
        case .itemProperties(let d): try d.encode(to: encoder)
        case .attachment(let d): try d.encode(to: encoder)
        case .snap(let d): try d.encode(to: encoder)
        case .push(let d): try d.encode(to: encoder)
        case .field(let d): try d.encode(to: encoder)
        case .composite(let d): try d.encode(to: encoder)
        }
    }
}

/// `"infinite"`, `"empty"`, or an object with one key: `radius`, `size`, `inverse`, `union`,
/// `intersection`, `difference` (the last three take `[a, b]`).
extension RegionDescription: Codable {
    private static let keys = ["radius", "size", "inverse", "union", "intersection", "difference"]
    private static let expected =
        "expected \"infinite\", \"empty\" or an object with one of the keys \(choices(keys))"

    /// Reads a region.
    ///
    /// ```swift
    /// try JSONDecoder().decode(RegionDescription.self, from: Data(#"{"difference": [{"radius": 100}, {"radius": 50}]}"#.utf8))
    /// ```
    public init(from decoder: any Decoder) throws {
        guard let c = try? decoder.container(keyedBy: NameKey.self) else {
            let c = try decoder.singleValueContainer()
            switch try? c.decode(String.self) {
            case "infinite": self = .infinite
            case "empty": self = .empty
            case let name?:
                throw DecodingError.dataCorruptedError(
                    in: c, debugDescription: "unknown region \"\(name)\"; \(Self.expected)")
            case nil:
                throw DecodingError.dataCorruptedError(in: c, debugDescription: Self.expected)
            }
            return
        }
        let present = Self.keys.filter { c.contains(NameKey($0)) }
        guard present.count == 1, let key = present.first.map(NameKey.init) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: c.codingPath,
                    debugDescription: present.isEmpty
                        ? Self.expected
                        : "a region has exactly one of the keys \(choices(Self.keys)), found \(present.map { "\"\($0)\"" }.joined(separator: " and "))"
                ))
        }
        switch key.stringValue {
        case "radius": self = .radius(try c.decode(Double.self, forKey: key))
        case "size": self = .rectangle(try c.decode(CGSize.self, forKey: key))
        case "inverse": self = .inverse(try c.decode(RegionDescription.self, forKey: key))
        default:
            var pair = try c.nestedUnkeyedContainer(forKey: key)
            guard pair.count == 2 else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: pair.codingPath,
                        debugDescription:
                            "\(key.stringValue) takes two regions [a, b], found \(pair.count.map(String.init) ?? "?")"
                    ))
            }
            let a = try pair.decode(RegionDescription.self)
            let b = try pair.decode(RegionDescription.self)
            switch key.stringValue {
            case "union": self = .union(a, b)
            case "intersection": self = .intersection(a, b)
            default: self = .difference(a, b)
            }
        }
    }

    /// Writes a region.
    public func encode(to encoder: any Encoder) throws {
        func pair(_ key: String, _ a: RegionDescription, _ b: RegionDescription) throws {
            var c = encoder.container(keyedBy: NameKey.self)
            var list = c.nestedUnkeyedContainer(forKey: NameKey(key))
            try list.encode(a)
            try list.encode(b)
        }
        switch self {
        case .infinite, .empty:
            var c = encoder.singleValueContainer()
            try c.encode(self == .infinite ? "infinite" : "empty")
        case .radius(let r):
            var c = encoder.container(keyedBy: NameKey.self)
            try c.encode(r, forKey: NameKey("radius"))
        case .rectangle(let size):
            var c = encoder.container(keyedBy: NameKey.self)
            try c.encode(size, forKey: NameKey("size"))
        case .inverse(let r):
            var c = encoder.container(keyedBy: NameKey.self)
            try c.encode(r, forKey: NameKey("inverse"))
        case .union(let a, let b): try pair("union", a, b)
        case .intersection(let a, let b): try pair("intersection", a, b)
        case .difference(let a, let b): try pair("difference", a, b)
        }
    }
}

/// An object with `"type"` (`drag`, `addVelocity`, `addBehavior`, `removeBehavior`, `set`,
/// `moveItem`, `moveAnchors`) and the case's keys: drag's are ``DragDescription``'s;
/// `addVelocity` has `item`, `linear`, `angular`; `addBehavior`/`removeBehavior` have `behavior`;
/// `set` has `behavior`, `property`, `value`; `moveItem` has `item`, `center`; `moveAnchors` has
/// `behaviors`, `path`, `lag`.
extension ScriptAction: Codable {
    static let typeNames = [
        "drag", "addVelocity", "addBehavior", "removeBehavior", "set", "moveItem", "moveAnchors",
    ]

    private enum Keys: String, CodingKey {
        case type, item, linear, angular, behavior, property, value, center, behaviors, path, lag
    }

    /// Reads an action.
    ///
    /// ```swift
    /// try JSONDecoder().decode(ScriptAction.self, from: Data(#"{"type": "addBehavior", "behavior": "gravity"}"#.utf8))
    /// ```
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        let type = try c.decode(String.self, forKey: .type)
        switch type {
        case "drag":
            self = .drag(try DragDescription(from: decoder))
        case "addVelocity":
            self = .addVelocity(
                item: try c.decode(String.self, forKey: .item),
                linear: try c.decode(CGVector.self, forKey: .linear),
                angular: try c.decodeIfPresent(Double.self, forKey: .angular))
        case "addBehavior":
            self = .addBehavior(try c.decode(String.self, forKey: .behavior))
        case "removeBehavior":
            self = .removeBehavior(try c.decode(String.self, forKey: .behavior))
        case "set":
            self = .set(
                behavior: try c.decode(String.self, forKey: .behavior),
                property: try c.decode(String.self, forKey: .property),
                value: try c.decode(ScriptValue.self, forKey: .value))
        case "moveItem":
            self = .moveItem(
                item: try c.decode(String.self, forKey: .item),
                center: try c.decode(CGPoint.self, forKey: .center))
        case "moveAnchors":
            self = .moveAnchors(
                behaviors: try c.decode([String].self, forKey: .behaviors),
                path: try c.decode([TimedPoint].self, forKey: .path),
                lag: try c.decode(Double.self, forKey: .lag))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: c,
                debugDescription: "unknown action type \"\(type)\"; expected \(choices(Self.typeNames))")
        }
    }

    /// Writes an action.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        switch self {
        case .drag(let drag):
            try c.encode("drag", forKey: .type)
            try drag.encode(to: encoder)
        case .addVelocity(let item, let linear, let angular):
            try c.encode("addVelocity", forKey: .type)
            try c.encode(item, forKey: .item)
            try c.encode(linear, forKey: .linear)
            try c.encodeIfPresent(angular, forKey: .angular)
        case .addBehavior(let name):
            try c.encode("addBehavior", forKey: .type)
            try c.encode(name, forKey: .behavior)
        case .removeBehavior(let name):
            try c.encode("removeBehavior", forKey: .type)
            try c.encode(name, forKey: .behavior)
        case .set(let behavior, let property, let value):
            try c.encode("set", forKey: .type)
            try c.encode(behavior, forKey: .behavior)
            try c.encode(property, forKey: .property)
            try c.encode(value, forKey: .value)
        case .moveItem(let item, let center):
            try c.encode("moveItem", forKey: .type)
            try c.encode(item, forKey: .item)
            try c.encode(center, forKey: .center)
        case .moveAnchors(let behaviors, let path, let lag):
            try c.encode("moveAnchors", forKey: .type)
            try c.encode(behaviors, forKey: .behaviors)
            try c.encode(path, forKey: .path)
            try c.encode(lag, forKey: .lag)
        }
    }
}

/// A number, `true`/`false`, `{"point": [x, y]}` or `{"vector": [dx, dy]}`.
extension ScriptValue: Codable {
    private static let expected =
        "expected a number, true, false, {\"point\": [x, y]} or {\"vector\": [dx, dy]}"

    /// Reads a value.
    ///
    /// ```swift
    /// try JSONDecoder().decode(ScriptValue.self, from: Data(#"{"point": [10, 20]}"#.utf8))   // .point((10, 20))
    /// ```
    public init(from decoder: any Decoder) throws {
        if let c = try? decoder.container(keyedBy: NameKey.self) {
            let point = NameKey("point")
            let vector = NameKey("vector")
            switch (c.contains(point), c.contains(vector)) {
            case (true, false): self = .point(try c.decode(CGPoint.self, forKey: point))
            case (false, true): self = .vector(try c.decode(CGVector.self, forKey: vector))
            default:
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(codingPath: c.codingPath, debugDescription: Self.expected))
            }
            return
        }
        let c = try decoder.singleValueContainer()
        if let flag = try? c.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? c.decode(Double.self) {
            self = .number(number)
        } else {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: Self.expected)
        }
    }

    /// Writes a value.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .number(let v):
            var c = encoder.singleValueContainer()
            try c.encode(v)
        case .bool(let b):
            var c = encoder.singleValueContainer()
            try c.encode(b)
        case .point(let p):
            var c = encoder.container(keyedBy: NameKey.self)
            try c.encode(p, forKey: NameKey("point"))
        case .vector(let v):
            var c = encoder.container(keyedBy: NameKey.self)
            try c.encode(v, forKey: NameKey("vector"))
        }
    }
}

/// Reads a string naming one case of `E`; an unknown name is an error that lists the known ones
/// (`unknown attachment kind "rope"; expected "anchor", "items", …`).
private func decodeName<E: RawRepresentable<String> & CaseIterable>(
    _ decoder: any Decoder, _ what: String
) throws -> E {
    let c = try decoder.singleValueContainer()
    let name = try c.decode(String.self)
    guard let value = E(rawValue: name) else {
        throw DecodingError.dataCorruptedError(
            in: c,
            debugDescription: "unknown \(what) \"\(name)\"; expected \(choices(E.allCases.map(\.rawValue)))")
    }
    return value
}

extension CollisionModeDescription {
    /// Reads `"items"`, `"boundaries"` or `"everything"`.
    ///
    /// ```swift
    /// try JSONDecoder().decode(CollisionModeDescription.self, from: Data(#""items""#.utf8))
    /// ```
    public init(from decoder: any Decoder) throws {
        self = try decodeName(decoder, "collision mode")
    }
}

extension AttachmentKindDescription {
    /// Reads `"anchor"`, `"items"`, `"sliding"`, `"limit"`, `"fixed"` or `"pin"`.
    ///
    /// ```swift
    /// try JSONDecoder().decode(AttachmentKindDescription.self, from: Data(#""pin""#.utf8))
    /// ```
    public init(from decoder: any Decoder) throws {
        self = try decodeName(decoder, "attachment kind")
    }
}

extension PushModeDescription {
    /// Reads `"continuous"` or `"instantaneous"`.
    ///
    /// ```swift
    /// try JSONDecoder().decode(PushModeDescription.self, from: Data(#""instantaneous""#.utf8))
    /// ```
    public init(from decoder: any Decoder) throws {
        self = try decodeName(decoder, "push mode")
    }
}

extension FieldKindDescription {
    /// Reads a field kind: `"drag"`, `"vortex"`, `"radialGravity"`, `"linearGravity"`,
    /// `"velocity"`, `"noise"`, `"turbulence"`, `"spring"`, `"electric"` or `"magnetic"`.
    ///
    /// ```swift
    /// try JSONDecoder().decode(FieldKindDescription.self, from: Data(#""vortex""#.utf8))
    /// ```
    public init(from decoder: any Decoder) throws {
        self = try decodeName(decoder, "field kind")
    }
}
