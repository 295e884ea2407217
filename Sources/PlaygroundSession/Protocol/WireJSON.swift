import Dynamics
import DynamicsScenes

/// A message the page reads as JSON text. Every text message is built as a ``JSONValue`` (the
/// scene format's own tree, which Embedded Swift has where `Codable` is missing) and written by
/// ``JSONValue/compactText``: keys sorted, no spaces, so the server and the worker send the same
/// characters.
///
/// ```swift
/// struct Ping: WireMessage { var wire: JSONValue { .members([("type", .string("ping"))]) } }
/// Ping().json   // {"type":"ping"}
/// ```
package protocol WireMessage {
    /// The message as a JSON tree.
    var wire: JSONValue { get }
}

extension WireMessage {
    /// The message as one line of JSON text.
    ///
    /// ```swift
    /// let text = TimeTravelMessage.Items(items: []).json   // {"items":[],"type":"items"}
    /// ```
    package var json: String { wire.compactText }
}

extension JSONValue {
    /// An object from members in order; `nil` values are left out (as `Codable` leaves out an
    /// absent optional).
    ///
    /// ```swift
    /// JSONValue.members([("type", .string("state")), ("source", nil)])   // {"type":"state"}
    /// ```
    package static func members(_ list: [(String, JSONValue?)]) -> JSONValue {
        .object(list.compactMap { key, value in value.map { (key: key, value: $0) } })
    }

    /// A number, or `null` where JSON has none (NaN, ±infinity).
    ///
    /// ```swift
    /// JSONValue.finite(.infinity)   // .null
    /// ```
    package static func finite(_ x: Double) -> JSONValue { x.isFinite ? .number(x) : .null }

    /// `[x, y]`.
    ///
    /// ```swift
    /// JSONValue.pair(1, 2)   // [1,2]
    /// ```
    package static func pair(_ a: Double, _ b: Double) -> JSONValue { .array([finite(a), finite(b)]) }

    /// Strings as an array.
    ///
    /// ```swift
    /// JSONValue.strings(["contacts"])   // ["contacts"]
    /// ```
    package static func strings(_ list: [String]) -> JSONValue { .array(list.map(JSONValue.string)) }

    /// The value as one line of JSON: keys sorted, no whitespace, numbers in their shortest exact
    /// form (`0.5`, `160`), non-finite numbers as `null`.
    ///
    /// ```swift
    /// JSONValue.members([("b", .number(1)), ("a", .bool(true))]).compactText   // {"a":true,"b":1}
    /// ```
    package var compactText: String {
        var out = ""
        writeCompact(to: &out)
        return out
    }

    private func writeCompact(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += n.isFinite ? Self.number(n) : "null"
        case .string(let s): out += Self.quoted(s)
        case .array(let elements):
            out += "["
            for (i, element) in elements.enumerated() {
                if i > 0 { out += "," }
                element.writeCompact(to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (i, member) in members.sorted(by: { $0.key < $1.key }).enumerated() {
                if i > 0 { out += "," }
                out += Self.quoted(member.key) + ":"
                member.value.writeCompact(to: &out)
            }
            out += "}"
        }
    }
}
