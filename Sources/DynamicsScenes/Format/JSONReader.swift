import Dynamics

// The scene format's reading and writing, by hand rather than through `Codable`, so that it is
// the same code on the full toolchain and in Embedded Swift (which has no `Codable`). Every value
// is read at a path (`behaviors[2].items`), every mismatch is a `SceneProblem` at that path, and
// every key an object is asked for is logged, so keys nobody asked for can be reported as unknown.
// On the full toolchain the types are also `Codable`, through these (Scene+Codable.swift).

/// A type the scene format reads from a ``JSONValue``.
protocol JSONReadable {
    /// Reads a value; `json.value` is never `null` (``JSONReader/read()`` refuses that first).
    init(json: JSONReader) throws(SceneProblem)
}

/// A type the scene format writes as a ``JSONValue``.
protocol JSONWritable {
    /// The value as JSON; numbers may be non-finite here (``JSONValue/firstNonFinite()`` finds them).
    var json: JSONValue { get }
}

/// A value of a scene document being read: the value, where it is, and the log of asked keys.
struct JSONReader {
    let value: JSONValue
    let location: JSONPath
    let log: DecodingLog

    init(_ value: JSONValue, at location: JSONPath = .root, log: DecodingLog) {
        self.value = value
        self.location = location
        self.log = log
    }

    /// The rendered path: keys joined by `.`, indices in brackets, `$` for the root.
    var path: String { location.rendered }

    /// A problem at this value.
    func problem(_ message: String) -> SceneProblem { SceneProblem(path: path, message: message) }

    /// The path of member `key`.
    func path(_ key: String) -> String { JSONPath.member(location, key).rendered }

    /// A reader of `value`, this value's member `key`.
    func member(_ key: String, _ value: JSONValue) -> JSONReader {
        JSONReader(value, at: .member(location, key), log: log)
    }

    /// A reader of `value`, this value's element `index`.
    func element(_ index: Int, _ value: JSONValue) -> JSONReader {
        JSONReader(value, at: .element(location, index), log: log)
    }

    /// This value as `T`; `null` is refused ("must not be null").
    func read<T: JSONReadable>(_: T.Type = T.self) throws(SceneProblem) -> T {
        if value == .null { throw problem("must not be null") }
        return try T(json: self)
    }

    /// This value as an object (logged as opened, so its unknown keys are reported).
    func object() throws(SceneProblem) -> JSONObjectReader {
        guard case .object(let members) = value else {
            throw problem("expected an object, found \(value.shortDescription)")
        }
        let identity = DecodingLog.identity(members)
        log.opened(identity)
        return JSONObjectReader(members: members, identity: identity, reader: self)
    }

    /// This value as an array of readers, one per element.
    func elements() throws(SceneProblem) -> [JSONReader] {
        guard case .array(let elements) = value else {
            throw problem("expected an array, found \(value.shortDescription)")
        }
        return elements.enumerated().map { element($0, $1) }
    }

    /// This value as a number.
    func number() throws(SceneProblem) -> Double {
        guard case .number(let n) = value else {
            throw problem("expected a number, found \(value.shortDescription)")
        }
        return n
    }

    /// This value as `count` numbers in an array, for a geometry value shaped like `shape`.
    func numbers(_ count: Int, _ shape: String) throws(SceneProblem) -> [Double] {
        guard case .array(let elements) = value, elements.count == count else {
            throw problem("expected \(shape), found \(value.shortDescription)")
        }
        var numbers: [Double] = []
        numbers.reserveCapacity(count)
        for (i, value) in elements.enumerated() {
            // A reader (and its path) only for an element that is not a number: its problem.
            if case .number(let n) = value {
                numbers.append(n)
            } else {
                numbers.append(try element(i, value).number())
            }
        }
        return numbers
    }
}

/// An object of a scene document being read; every key asked about is logged.
struct JSONObjectReader {
    let members: [(key: String, value: JSONValue)]
    /// The object's name in the log (``DecodingLog/identity(_:)``).
    let identity: Int
    let reader: JSONReader

    /// The keys in file order.
    var keys: [String] { members.map { $0.key } }

    /// The first member named `key` (the parser refuses duplicates).
    private func member(_ key: String) -> JSONValue? {
        reader.log.asked(key, in: identity)
        return members.first { $0.key == key }?.value
    }

    /// Whether the object has `key`.
    func contains(_ key: String) -> Bool { member(key) != nil }

    /// The member `key`, which must be present and not `null`.
    func required<T: JSONReadable>(_ key: String, _: T.Type = T.self) throws(SceneProblem) -> T {
        guard let value = member(key) else {
            throw missing(key)
        }
        return try reader.member(key, value).read()
    }

    /// The member `key`, or `nil` if it is absent or `null`.
    func optional<T: JSONReadable>(_ key: String, _: T.Type = T.self) throws(SceneProblem) -> T? {
        guard let value = member(key), value != .null else { return nil }
        return try reader.member(key, value).read()
    }

    /// The member `key` as a reader (it must be present).
    func reader(_ key: String) throws(SceneProblem) -> JSONReader {
        guard let value = member(key) else {
            throw missing(key)
        }
        return reader.member(key, value)
    }
}

extension JSONObjectReader {
    /// The problem of a missing required key. A key of the object that nobody asked for and that
    /// looks like the missing one (a typo, or a part of it: `"point"` for `"snapPoint"`) is named as
    /// what the writer probably meant, since unknown keys are otherwise only reported once the
    /// whole document reads.
    func missing(_ key: String) -> SceneProblem {
        let asked = reader.log.requested(identity) ?? []
        let wanted = key.lowercased()
        let near = keys.first { candidate in
            guard !asked.contains(candidate) else { return false }
            let c = candidate.lowercased()
            return DecodingLog.editDistance(candidate, key) <= max(1, key.count / 4)
                || (c.count >= 3 && (Self.has(wanted, c) || Self.has(c, wanted)))
        }
        guard let near else {
            return SceneProblem(path: reader.path(key), message: "required key is missing")
        }
        return SceneProblem(
            path: reader.path(key),
            message: "required key is missing; the object has \"\(near)\": did you mean \"\(key)\"?")
    }

    /// Whether `text` contains `part` (Foundation's and `_StringProcessing`'s `contains` are not
    /// there in Embedded Swift, which reads scene files too).
    static func has(_ text: String, _ part: String) -> Bool {
        let (t, p) = (Array(text.unicodeScalars), Array(part.unicodeScalars))
        guard p.count <= t.count else { return false }
        return (0...(t.count - p.count)).contains { start in t[start..<(start + p.count)].elementsEqual(p) }
    }
}

/// Builds a JSON object member by member; `nil` members are left out.
struct JSONObjectWriter {
    private(set) var members: [(key: String, value: JSONValue)] = []

    init() {}

    /// Adds `key: value`.
    mutating func set(_ key: String, _ value: some JSONWritable) {
        members.append((key, value.json))
    }

    /// Adds `key: value` unless `value` is `nil`.
    mutating func set(_ key: String, _ value: (some JSONWritable)?) {
        if let value { members.append((key, value.json)) }
    }

    /// The object.
    var json: JSONValue { .object(members) }
}

extension JSONValue {
    /// The path and text of the first NaN or infinite number, in member order: JSON has none.
    func firstNonFinite(at path: String = "$") -> SceneProblem? {
        switch self {
        case .number(let n) where !n.isFinite:
            return SceneProblem(path: path, message: "\(n) cannot be written in JSON")
        case .array(let elements):
            for (i, element) in elements.enumerated() {
                if let problem = element.firstNonFinite(at: (path == "$" ? "" : path) + "[\(i)]") {
                    return problem
                }
            }
        case .object(let members):
            for member in members {
                if let problem = member.value.firstNonFinite(
                    at: path == "$" ? member.key : path + "." + member.key)
                {
                    return problem
                }
            }
        default: break
        }
        return nil
    }
}

// MARK: - The format's primitive values

extension String: JSONReadable, JSONWritable {
    init(json: JSONReader) throws(SceneProblem) {
        guard case .string(let s) = json.value else {
            throw json.problem("expected a string, found \(json.value.shortDescription)")
        }
        self = s
    }

    var json: JSONValue { .string(self) }
}

extension Bool: JSONReadable, JSONWritable {
    init(json: JSONReader) throws(SceneProblem) {
        guard case .bool(let b) = json.value else {
            throw json.problem("expected true or false, found \(json.value.shortDescription)")
        }
        self = b
    }

    var json: JSONValue { .bool(self) }
}

extension Double: JSONReadable, JSONWritable {
    init(json: JSONReader) throws(SceneProblem) { self = try json.number() }

    var json: JSONValue { .number(self) }
}

extension Int: JSONReadable, JSONWritable {
    init(json: JSONReader) throws(SceneProblem) {
        let n = try json.number()
        guard n == n.rounded(), let i = Int(exactly: n) else {
            throw json.problem("expected an integer, found \(show(n))")
        }
        self = i
    }

    var json: JSONValue { .number(Double(self)) }
}

extension Array: JSONReadable where Element: JSONReadable {
    init(json: JSONReader) throws(SceneProblem) {
        var out: [Element] = []
        for element in try json.elements() { out.append(try element.read()) }
        self = out
    }
}

extension Array: JSONWritable where Element: JSONWritable {
    var json: JSONValue { .array(map { $0.json }) }
}

// MARK: - Geometry, in CoreGraphics' array forms

extension CGPoint: JSONReadable, JSONWritable {
    init(json: JSONReader) throws(SceneProblem) {
        let v = try json.numbers(2, "a point [x, y]")
        self.init(x: v[0], y: v[1])
    }

    var json: JSONValue { .array([.number(Double(x)), .number(Double(y))]) }
}

extension CGVector: JSONReadable, JSONWritable {
    init(json: JSONReader) throws(SceneProblem) {
        let v = try json.numbers(2, "a vector [dx, dy]")
        self.init(dx: v[0], dy: v[1])
    }

    var json: JSONValue { .array([.number(Double(dx)), .number(Double(dy))]) }
}

extension CGSize: JSONReadable, JSONWritable {
    init(json: JSONReader) throws(SceneProblem) {
        let v = try json.numbers(2, "a size [width, height]")
        self.init(width: v[0], height: v[1])
    }

    var json: JSONValue { .array([.number(Double(width)), .number(Double(height))]) }
}

extension CGRect: JSONReadable, JSONWritable {
    init(json: JSONReader) throws(SceneProblem) {
        guard case .array(let parts) = json.value, parts.count == 2 else {
            throw json.problem(
                "expected a rectangle [[x, y], [width, height]], found \(json.value.shortDescription)")
        }
        let origin = try json.element(0, parts[0]).read(CGPoint.self)
        let size = try json.element(1, parts[1]).read(CGSize.self)
        self.init(origin: origin, size: size)
    }

    var json: JSONValue { .array([origin.json, size.json]) }
}

// MARK: - Dynamics' value types, as their Codable forms write them (objects of named fields)

extension EdgeInsets: JSONReadable, JSONWritable {
    init(json: JSONReader) throws(SceneProblem) {
        let c = try json.object()
        self.init(
            top: try c.required("top", Double.self), left: try c.required("left", Double.self),
            bottom: try c.required("bottom", Double.self), right: try c.required("right", Double.self))
    }

    var json: JSONValue {
        var w = JSONObjectWriter()
        w.set("top", Double(top))
        w.set("left", Double(left))
        w.set("bottom", Double(bottom))
        w.set("right", Double(right))
        return w.json
    }
}

extension Offset: JSONReadable, JSONWritable {
    init(json: JSONReader) throws(SceneProblem) {
        let c = try json.object()
        self.init(
            horizontal: try c.required("horizontal", Double.self),
            vertical: try c.required("vertical", Double.self))
    }

    var json: JSONValue {
        var w = JSONObjectWriter()
        w.set("horizontal", Double(horizontal))
        w.set("vertical", Double(vertical))
        return w.json
    }
}

extension FloatRange: JSONReadable, JSONWritable {
    init(json: JSONReader) throws(SceneProblem) {
        let c = try json.object()
        self.init(
            minimum: try c.required("minimum", Double.self), maximum: try c.required("maximum", Double.self))
    }

    var json: JSONValue {
        var w = JSONObjectWriter()
        w.set("minimum", Double(minimum))
        w.set("maximum", Double(maximum))
        return w.json
    }
}

extension JSONValue: JSONWritable {
    var json: JSONValue { self }
}
