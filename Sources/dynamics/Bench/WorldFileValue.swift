/// A JSON value as read, before any meaning is given to it: the raw material of ``WorldFile``.
///
/// Decoding into this enum first (rather than into typed structs) lets every error name the field
/// and the value it found, e.g. `bodies[3].shapes[0].radius: must be positive, got -0.5`.
enum WorldFileValue: Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([WorldFileValue])
    case object([String: WorldFileValue])

    /// Reads any JSON value (booleans are not numbers and numbers are not booleans).
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([WorldFileValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: WorldFileValue].self))
        }
    }

    /// The value as the message of an error shows it: short, JSON-like.
    var shown: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return String(value)
        case .number(let value):
            return value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        case .string(let value): return "\"\(value.prefix(40))\""
        case .array(let items):
            return items.count <= 4 ? "[\(items.map(\.shown).joined(separator: ", "))]" : "an array"
        case .object: return "an object"
        }
    }
}

/// A value of a world file together with its place in the file, with the accessors that check
/// its type and range and throw a ``CLIError`` naming both.
///
/// ```swift
/// let radius = try shape["radius"].number(where: { $0 > 0 }, "must be positive")
/// ```
struct WorldFileField {
    /// The value, or nil when the field is absent.
    let value: WorldFileValue?
    /// Where it is: `bodies[3].shapes[0].radius`.
    let path: String

    /// The member `key` of this object (absent when this is not an object or has no such key).
    subscript(key: String) -> WorldFileField {
        var member: WorldFileValue?
        if case .object(let members) = value { member = members[key] }
        return WorldFileField(value: member, path: path.isEmpty ? key : "\(path).\(key)")
    }

    /// Whether the field is present (and not null).
    var isPresent: Bool {
        if case .none = value { return false }
        if case .null = value { return false }
        return true
    }

    /// An error about this field: `path: message, got value`.
    func error(_ message: String) -> CLIError {
        CLIError("\(path.isEmpty ? "world file" : path): \(message), got \(value?.shown ?? "nothing")")
    }

    /// Checks that this is an object whose keys are all in `allowed` (a mistyped key is an error,
    /// with a suggestion).
    func checkObject(allowed: [String]) throws {
        guard case .object(let members) = value else { throw error("expected an object") }
        for key in members.keys.sorted() where !allowed.contains(key) {
            throw CLIError(
                "\(path.isEmpty ? "world file" : path): unknown field '\(key)'"
                    + Suggestion.clause(for: key, in: allowed)
                    + "; fields: \(allowed.joined(separator: ", "))")
        }
    }

    /// The elements of an array, each with its index in the path.
    func array() throws -> [WorldFileField] {
        guard case .array(let items) = value else { throw error("expected an array") }
        return items.enumerated().map { WorldFileField(value: $1, path: "\(path)[\($0)]") }
    }

    /// The elements of an array, or none when the field is absent.
    func optionalArray() throws -> [WorldFileField] { isPresent ? try array() : [] }

    /// A finite number that satisfies `check` (described by `requirement`), or `fallback` when absent.
    func number(
        default fallback: Double? = nil, where check: (Double) -> Bool = { _ in true },
        _ requirement: String = ""
    ) throws -> Double {
        if !isPresent, let fallback { return fallback }
        guard case .number(let number) = value else { throw error("expected a number") }
        guard number.isFinite else { throw error("must be finite") }
        guard check(number) else { throw error(requirement) }
        return number
    }

    /// A whole number in `range`, or `fallback` when absent.
    func integer(default fallback: Int? = nil, in range: ClosedRange<Int>) throws -> Int {
        if !isPresent, let fallback { return fallback }
        guard case .number(let number) = value, number == number.rounded(), abs(number) < 1e15 else {
            throw error("expected a whole number")
        }
        guard range.contains(Int(number)) else {
            throw error("must be in \(range.lowerBound)...\(range.upperBound)")
        }
        return Int(number)
    }

    /// A boolean, or `fallback` when absent.
    func bool(default fallback: Bool) throws -> Bool {
        if !isPresent { return fallback }
        guard case .bool(let flag) = value else { throw error("expected true or false") }
        return flag
    }

    /// One of `choices`, or `fallback` when absent.
    func string(default fallback: String? = nil, oneOf choices: [String]) throws -> String {
        if !isPresent, let fallback { return fallback }
        guard case .string(let text) = value else {
            throw error("expected one of \(choices.map { "\"\($0)\"" }.joined(separator: ", "))")
        }
        guard choices.contains(text) else {
            throw error(
                "expected one of \(choices.map { "\"\($0)\"" }.joined(separator: ", "))"
                    + Suggestion.clause(for: text, in: choices))
        }
        return text
    }

    /// A point or vector `[x, y]` of finite numbers, or `fallback` when absent.
    func vector(default fallback: (Double, Double)? = nil) throws -> (x: Double, y: Double) {
        if !isPresent, let fallback { return fallback }
        guard case .array(let items) = value, items.count == 2,
            case .number(let x) = items[0], case .number(let y) = items[1]
        else { throw error("expected [x, y]") }
        guard x.isFinite && y.isFinite else { throw error("must be finite") }
        return (x, y)
    }
}
