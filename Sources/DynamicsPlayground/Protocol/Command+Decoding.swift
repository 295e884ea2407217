import Dynamics
import DynamicsScenes
import Foundation

/// The wire form: one JSON object per text message. Every field is checked here, so a session
/// only ever sees values in range.
extension Command {
    /// The keys a message may carry; anything else is an error.
    private struct Wire: Decodable {
        var type: String
        var scene: String?
        var value: WireValue?
        var pointer: Int?
        var item: Int?
        var handle: Int?
        var shape: String?
        var x: Double?
        var y: Double?
        var dx: Double?
        var dy: Double?
        var vx: Double?
        var vy: Double?
        var enabled: Bool?
        var behavior: Int?
        var property: String?
        var text: String?
        var format: String?
        var layers: [String]?
        var frame: Int?
    }

    /// Decodes and checks one client message.
    ///
    /// ```swift
    /// let grab = try Command.decode(Data(#"{"type":"grab","item":0,"x":10,"y":20}"#.utf8))
    /// ```
    public static func decode(_ data: Data) throws(ProtocolError) -> Command {
        let wire: Wire
        do {
            wire = try JSONDecoder().decode(Wire.self, from: data)
        } catch let error as DecodingError {
            throw ProtocolError(describe(error))
        } catch {
            throw ProtocolError("malformed JSON: \(error)")
        }
        return try command(from: wire)
    }

    private static func command(from m: Wire) throws(ProtocolError) -> Command {
        switch m.type {
        case "load":
            guard let scene = m.scene, !scene.isEmpty else { throw missing("scene", in: m.type) }
            return .load(scene: scene)
        case "restart": return .restart
        case "play": return .play
        case "pause": return .pause
        case "step": return .step
        case "speed":
            guard let wire = m.value else { throw missing("value", in: m.type) }
            guard case .number(let value) = wire else {
                throw ProtocolError("speed: 'value' must be a number")
            }
            guard value.isFinite, value >= 0.1, value <= 2 else {
                throw ProtocolError("speed: value \(value) is out of range 0.1…2")
            }
            return .speed(value)
        case "grab":
            guard let item = m.item else { throw missing("item", in: m.type) }
            guard item >= 0 else { throw ProtocolError("grab: item \(item) must be ≥ 0") }
            return .grab(pointer: try pointer(m), item: item, at: try point(m))
        case "move":
            return .move(pointer: try pointer(m), to: try point(m))
        case "release":
            let vx = try number(m.vx, "vx", in: m, limit: coordinateLimit)
            let vy = try number(m.vy, "vy", in: m, limit: coordinateLimit)
            return .release(pointer: try pointer(m), velocity: CGVector(dx: vx, dy: vy))
        case "handle":
            guard let handle = m.handle else { throw missing("handle", in: m.type) }
            guard handle >= 0 else { throw ProtocolError("handle: handle \(handle) must be ≥ 0") }
            return .moveHandle(handle: handle, to: try point(m))
        case "push":
            guard let item = m.item else { throw missing("item", in: m.type) }
            guard item >= 0 else { throw ProtocolError("push: item \(item) must be ≥ 0") }
            let dx = try number(m.dx, "dx", in: m, limit: impulseLimit)
            let dy = try number(m.dy, "dy", in: m, limit: impulseLimit)
            return .push(item: item, at: try point(m), impulse: CGVector(dx: dx, dy: dy))
        case "drop":
            guard let name = m.shape else { throw missing("shape", in: m.type) }
            guard let shape = DropShape(rawValue: name) else {
                let known = DropShape.allCases.map(\.rawValue).joined(separator: ", ")
                throw ProtocolError("drop: unknown shape '\(name)' (known: \(known))")
            }
            return .drop(shape: shape, at: try point(m))
        case "debug":
            guard let enabled = m.enabled else { throw missing("enabled", in: m.type) }
            return .debug(enabled: enabled)
        case "inspect":
            guard let item = m.item else { throw missing("item", in: m.type) }
            guard item >= 0 else { throw ProtocolError("inspect: item \(item) must be ≥ 0") }
            return .inspectItem(item)
        case "set":
            return try set(m)
        case "sceneText":
            guard let text = m.text else { throw missing("text", in: m.type) }
            return .sceneText(text)
        case "export":
            guard let name = m.format else { throw missing("format", in: m.type) }
            guard let format = ExportFormat(rawValue: name) else {
                let known = ExportFormat.allCases.map(\.rawValue).joined(separator: ", ")
                throw ProtocolError("export: unknown format '\(name.prefix(40))' (known: \(known))")
            }
            let layers = m.layers ?? []
            guard layers.count <= 32 else {
                throw ProtocolError("export: \(layers.count) layers; at most 32")
            }
            return .export(format, layers: layers)
        case "scrub":
            guard let frame = m.frame else { throw missing("frame", in: m.type) }
            return .scrub(frame: frame)
        case "stepBack": return .stepBack
        case "inputLog": return .inputLog
        case "code": return .code
        default:
            throw ProtocolError("unknown message type '\(m.type.prefix(40))'")
        }
    }

    private static func set(_ m: Wire) throws(ProtocolError) -> Command {
        let target: PropertyTarget
        switch (m.behavior, m.item) {
        case (let behavior?, nil):
            guard behavior >= 0 else { throw ProtocolError("set: behavior \(behavior) must be ≥ 0") }
            target = .behavior(behavior)
        case (nil, let item?):
            guard item >= 0 else { throw ProtocolError("set: item \(item) must be ≥ 0") }
            target = .item(item)
        case (nil, nil): throw ProtocolError("set: missing 'behavior' or 'item'")
        default: throw ProtocolError("set: give 'behavior' or 'item', not both")
        }
        guard let property = m.property, !property.isEmpty else { throw missing("property", in: m.type) }
        guard property.count <= propertyNameLimit else {
            throw ProtocolError(
                "set: property name of \(property.count) characters; at most \(propertyNameLimit)")
        }
        guard let wire = m.value else { throw missing("value", in: m.type) }
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
        let pointer = m.pointer ?? 0
        guard (0..<16).contains(pointer) else {
            throw ProtocolError("\(m.type): pointer \(pointer) is out of range 0…15")
        }
        return pointer
    }

    private static func point(_ m: Wire) throws(ProtocolError) -> CGPoint {
        CGPoint(
            x: try number(m.x, "x", in: m, limit: coordinateLimit),
            y: try number(m.y, "y", in: m, limit: coordinateLimit))
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

    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            context.codingPath.map(\.stringValue).joined(separator: ".")
        }
        switch error {
        case .keyNotFound(let key, _): return "missing '\(key.stringValue)'"
        case .typeMismatch(let type, let context): return "'\(path(context))' must be a \(typeName(type))"
        case .valueNotFound(let type, let context): return "'\(path(context))' must be a \(typeName(type))"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty
                ? "malformed JSON (expected an object like {\"type\":\"play\"})"
                : "'\(path(context))' is invalid"
        @unknown default: return "malformed message"
        }
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "string"
        case is Bool.Type: "boolean"
        case is Int.Type: "whole number"
        default: "number"
        }
    }
}

/// A `value` on the wire: a number, a boolean or a list of numbers (null for an open end).
enum WireValue: Decodable, Equatable {
    case number(Double)
    case bool(Bool)
    case list([Double?])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let list = try? container.decode([Double?].self), list.count <= 16 {
            self = .list(list)
        } else {
            throw DecodingError.typeMismatch(
                Double.self,
                .init(
                    codingPath: container.codingPath,
                    debugDescription: "a number, a boolean or a list of up to 16 numbers"))
        }
    }
}
