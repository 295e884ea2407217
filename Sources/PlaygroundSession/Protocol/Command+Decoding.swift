import Dynamics
import DynamicsScenes

/// The wire form: one JSON object per text message. Every field is checked here, so a session
/// only ever sees values in range.
extension Command {
    /// The members of a message, read by type; unknown keys are ignored.
    private struct Wire {
        let members: JSONValue
        let type: String

        init(_ members: JSONValue) throws(ProtocolError) {
            self.members = members
            guard case .object = members else {
                throw ProtocolError(
                    "a message must be a JSON object like {\"type\":\"play\"}, not \(members.shortDescription)"
                )
            }
            guard let type = members["type"] else { throw ProtocolError("missing 'type'") }
            guard case .string(let name) = type else { throw ProtocolError("'type' must be a string") }
            self.type = name
        }

        /// The member, `nil` when absent or `null` (as an optional `Codable` field reads them).
        private func member(_ key: String) -> JSONValue? {
            guard let value = members[key], value != .null else { return nil }
            return value
        }

        func string(_ key: String) throws(ProtocolError) -> String? {
            guard let value = member(key) else { return nil }
            guard case .string(let text) = value else { throw ProtocolError("'\(key)' must be a string") }
            return text
        }

        func double(_ key: String) throws(ProtocolError) -> Double? {
            guard let value = member(key) else { return nil }
            guard case .number(let x) = value else { throw ProtocolError("'\(key)' must be a number") }
            return x
        }

        func int(_ key: String) throws(ProtocolError) -> Int? {
            guard let value = member(key) else { return nil }
            guard case .number(let x) = value, x == x.rounded(), abs(x) < 9e15 else {
                throw ProtocolError("'\(key)' must be a whole number")
            }
            return Int(x)
        }

        func bool(_ key: String) throws(ProtocolError) -> Bool? {
            guard let value = member(key) else { return nil }
            guard case .bool(let flag) = value else { throw ProtocolError("'\(key)' must be a boolean") }
            return flag
        }

        func strings(_ key: String) throws(ProtocolError) -> [String]? {
            guard let value = member(key) else { return nil }
            guard case .array(let elements) = value else {
                throw ProtocolError("'\(key)' must be a list of strings")
            }
            var out: [String] = []
            for element in elements {
                guard case .string(let text) = element else {
                    throw ProtocolError("'\(key)' must be a list of strings")
                }
                out.append(text)
            }
            return out
        }

        /// `value`: a number, a boolean or a list of up to 16 numbers (`null` for an open end).
        func value() throws(ProtocolError) -> WireValue? {
            guard let value = member("value") else { return nil }
            switch value {
            case .bool(let flag): return .bool(flag)
            case .number(let x): return .number(x)
            case .array(let elements) where elements.count <= 16:
                var list: [Double?] = []
                for element in elements {
                    switch element {
                    case .null: list.append(nil)
                    case .number(let x): list.append(x)
                    default: throw ProtocolError("'value' must be a number")
                    }
                }
                return .list(list)
            default: throw ProtocolError("'value' must be a number")
            }
        }
    }

    /// Decodes and checks one client message, given as its UTF-8 bytes.
    ///
    /// ```swift
    /// let grab = try Command.decode(Array(#"{"type":"grab","item":0,"x":10,"y":20}"#.utf8))
    /// ```
    public static func decode(_ bytes: [UInt8]) throws(ProtocolError) -> Command {
        let members: JSONValue
        do {
            members = try JSONParser.parse(bytes)
        } catch {
            throw ProtocolError("malformed JSON: \(error.description)")
        }
        return try command(from: try Wire(members))
    }

    /// Decodes and checks one client message (see ``decode(_:)-([UInt8])``).
    ///
    /// ```swift
    /// let speed = try Command.decode(text: #"{"type":"speed","value":0.5}"#)
    /// ```
    public static func decode(text: String) throws(ProtocolError) -> Command {
        try decode(Array(text.utf8))
    }

    private static func command(from m: Wire) throws(ProtocolError) -> Command {
        switch m.type {
        case "load":
            guard let scene = try m.string("scene"), !scene.isEmpty else {
                throw missing("scene", in: m.type)
            }
            return .load(scene: scene)
        case "restart": return .restart
        case "play": return .play
        case "pause": return .pause
        case "step": return .step
        case "speed":
            guard let wire = try m.value() else { throw missing("value", in: m.type) }
            guard case .number(let value) = wire else {
                throw ProtocolError("speed: 'value' must be a number")
            }
            guard value.isFinite, value >= 0.1, value <= 2 else {
                throw ProtocolError("speed: value \(value) is out of range 0.1…2")
            }
            return .speed(value)
        case "grab":
            guard let item = try m.int("item") else { throw missing("item", in: m.type) }
            guard item >= 0 else { throw ProtocolError("grab: item \(item) must be ≥ 0") }
            return .grab(pointer: try pointer(m), item: item, at: try point(m))
        case "move":
            return .move(pointer: try pointer(m), to: try point(m))
        case "release":
            let vx = try number(try m.double("vx"), "vx", in: m, limit: coordinateLimit)
            let vy = try number(try m.double("vy"), "vy", in: m, limit: coordinateLimit)
            return .release(pointer: try pointer(m), velocity: CGVector(dx: vx, dy: vy))
        case "handle":
            guard let handle = try m.int("handle") else { throw missing("handle", in: m.type) }
            guard handle >= 0 else { throw ProtocolError("handle: handle \(handle) must be ≥ 0") }
            return .moveHandle(handle: handle, to: try point(m))
        case "push":
            guard let item = try m.int("item") else { throw missing("item", in: m.type) }
            guard item >= 0 else { throw ProtocolError("push: item \(item) must be ≥ 0") }
            let dx = try number(try m.double("dx"), "dx", in: m, limit: impulseLimit)
            let dy = try number(try m.double("dy"), "dy", in: m, limit: impulseLimit)
            return .push(item: item, at: try point(m), impulse: CGVector(dx: dx, dy: dy))
        case "drop":
            guard let name = try m.string("shape") else { throw missing("shape", in: m.type) }
            guard let shape = DropShape(rawValue: name) else {
                let known = DropShape.allCases.map { $0.rawValue }.joined(separator: ", ")
                throw ProtocolError("drop: unknown shape '\(name)' (known: \(known))")
            }
            return .drop(shape: shape, at: try point(m))
        case "debug":
            guard let enabled = try m.bool("enabled") else { throw missing("enabled", in: m.type) }
            return .debug(enabled: enabled)
        case "inspect":
            guard let item = try m.int("item") else { throw missing("item", in: m.type) }
            guard item >= 0 else { throw ProtocolError("inspect: item \(item) must be ≥ 0") }
            return .inspectItem(item)
        case "set":
            return try set(m)
        case "sceneText":
            guard let text = try m.string("text") else { throw missing("text", in: m.type) }
            return .sceneText(text)
        case "export":
            guard let name = try m.string("format") else { throw missing("format", in: m.type) }
            guard let format = ExportFormat(rawValue: name) else {
                let known = ExportFormat.allCases.map { $0.rawValue }.joined(separator: ", ")
                throw ProtocolError("export: unknown format '\(name.prefix(40))' (known: \(known))")
            }
            let layers = try m.strings("layers") ?? []
            guard layers.count <= 32 else {
                throw ProtocolError("export: \(layers.count) layers; at most 32")
            }
            return .export(format, layers: layers)
        case "scrub":
            guard let frame = try m.int("frame") else { throw missing("frame", in: m.type) }
            return .scrub(frame: frame)
        case "stepBack": return .stepBack
        case "inputLog": return .inputLog
        case "code":
            let name = try m.string("form") ?? CodeForm.test.rawValue
            guard let form = CodeForm(rawValue: name) else {
                let known = CodeForm.allCases.map { $0.rawValue }.joined(separator: ", ")
                throw ProtocolError("code: unknown form '\(name.prefix(40))' (known: \(known))")
            }
            return .code(form)
        default:
            throw ProtocolError("unknown message type '\(m.type.prefix(40))'")
        }
    }

    private static func set(_ m: Wire) throws(ProtocolError) -> Command {
        let target: PropertyTarget
        switch (try m.int("behavior"), try m.int("item")) {
        case (let behavior?, nil):
            guard behavior >= 0 else { throw ProtocolError("set: behavior \(behavior) must be ≥ 0") }
            target = .behavior(behavior)
        case (nil, let item?):
            guard item >= 0 else { throw ProtocolError("set: item \(item) must be ≥ 0") }
            target = .item(item)
        case (nil, nil): throw ProtocolError("set: missing 'behavior' or 'item'")
        default: throw ProtocolError("set: give 'behavior' or 'item', not both")
        }
        guard let property = try m.string("property"), !property.isEmpty else {
            throw missing("property", in: m.type)
        }
        guard property.count <= propertyNameLimit else {
            throw ProtocolError(
                "set: property name of \(property.count) characters; at most \(propertyNameLimit)")
        }
        guard let wire = try m.value() else { throw missing("value", in: m.type) }
        let value: InspectorValue
        switch wire {
        case .number(let x): value = .number(x)
        case .bool(let b): value = .bool(b)
        case .list(let list):
            // Points and vectors are [x, y]; ranges [min, max] with null for an open end. Which
            // one the property takes is the session's business: a pair is sent as a point, and
            // the session reads it as the property's kind.
            guard list.count == 2 else {
                throw ProtocolError("set: value has \(list.count) elements; [x, y] or [min, max] has 2")
            }
            if list.contains(nil) {
                value = .range(list[0] ?? -.infinity, list[1] ?? .infinity)
            } else {
                value = .point(CGPoint(x: list[0]!, y: list[1]!))
            }
        }
        return .set(target: target, property: property, value: value)
    }

    private static func missing(_ key: String, in type: String) -> ProtocolError {
        ProtocolError("\(type): missing '\(key)'")
    }

    private static func pointer(_ m: Wire) throws(ProtocolError) -> Int {
        let pointer = try m.int("pointer") ?? 0
        guard (0..<16).contains(pointer) else {
            throw ProtocolError("\(m.type): pointer \(pointer) is out of range 0…15")
        }
        return pointer
    }

    private static func point(_ m: Wire) throws(ProtocolError) -> CGPoint {
        CGPoint(
            x: try number(try m.double("x"), "x", in: m, limit: coordinateLimit),
            y: try number(try m.double("y"), "y", in: m, limit: coordinateLimit))
    }

    private static func number(_ value: Double?, _ key: String, in m: Wire, limit: Double)
        throws(ProtocolError)
        -> Double
    {
        guard let value else { throw missing(key, in: m.type) }
        guard value.isFinite, abs(value) <= limit else {
            throw ProtocolError("\(m.type): \(key) \(value) is out of range ±\(Int(limit))")
        }
        return value
    }
}

/// A `value` on the wire: a number, a boolean or a list of numbers (null for an open end).
enum WireValue: Equatable {
    case number(Double)
    case bool(Bool)
    case list([Double?])
}

#if !hasFeature(Embedded)
    extension Command {
        /// Decodes and checks one client message held in `Data` (Foundation platforms).
        ///
        /// ```swift
        /// let command = try Command.decode(Data(#"{"type":"play"}"#.utf8))
        /// ```
        public static func decode(_ data: Data) throws(ProtocolError) -> Command {
            try decode([UInt8](data))
        }
    }
#endif
