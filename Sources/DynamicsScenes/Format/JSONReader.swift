import Dynamics

// The scene format's reading and writing, by hand rather than through `Codable`, so that it is
// the same code on the full toolchain and in Embedded Swift (which has no `Codable`). Every value
// is read at a path (`behaviors[2].items`), every mismatch is a `SceneProblem` at that path, and
// every key an object is asked for is logged, so keys nobody asked for can be reported as unknown.
// On the full toolchain the types are also `Codable`, through these (Scene+Codable.swift).

/// A type the scene format reads from a value of a ``JSONDocument``.
protocol JSONReadable {
    /// Reads a value; the value is never `null` (``JSONReader/read()`` refuses that first).
    init(json: JSONReader) throws(SceneProblem)
}

/// A type the scene format writes as a ``JSONValue``.
protocol JSONWritable {
    /// The value as JSON; numbers may be non-finite here (``JSONValue/firstNonFinite()`` finds them).
    var json: JSONValue { get }
}

/// A value of a scene document being read: the document, the value's node in it, and the log
/// of asked keys. Its path is worked out from the node only when a problem names it.
struct JSONReader {
    let document: JSONDocument
    let node: Int
    let log: DecodingLog

    init(_ document: JSONDocument, node: Int = 0, log: DecodingLog) {
        self.document = document
        self.node = node
        self.log = log
    }

    private var kind: JSONDocument.Kind { document.nodes[node].kind }

    /// The rendered path: keys joined by `.`, indices in brackets, `$` for the root.
    var path: String { JSONPath.render(document.steps(to: node)) }

    /// A problem at this value.
    func problem(_ message: String) -> SceneProblem { SceneProblem(path: path, message: message) }

    /// The path of member `key`.
    func path(_ key: String) -> String { JSONPath.render(document.steps(to: node) + [.member(key)]) }

    /// A reader of another node of the same document.
    func reader(at node: Int) -> JSONReader { JSONReader(document, node: node, log: log) }

    /// The value if it is not an array or object (for the forms that take a name or an object).
    var scalar: JSONValue? { document.scalar(at: node) }

    /// The scalar value as `pick` takes it, or a problem saying it expected `expected`; how the
    /// primitive types read themselves.
    ///
    /// ```swift
    /// let flag = try reader.scalar("true or false") { if case .bool(let b) = $0 { b } else { nil } }
    /// ```
    func scalar<T>(_ expected: String, _ pick: (JSONValue) -> T?) throws(SceneProblem) -> T {
        guard let value = scalar, let picked = pick(value) else {
            throw problem("expected \(expected), found \(shortDescription)")
        }
        return picked
    }

    /// Whether the value is an object.
    var isObject: Bool { kind == .object }

    /// Whether the value is `null`.
    var isNull: Bool { kind == .null }

    /// How a problem message names this value.
    var shortDescription: String { document.shortDescription(node) }

    /// This value as `T`; `null` is refused ("must not be null").
    func read<T: JSONReadable>(_: T.Type = T.self) throws(SceneProblem) -> T {
        if kind == .null { throw problem("must not be null") }
        return try T(json: self)
    }

    /// This value as an object (logged as opened, so its unknown keys are reported).
    func object() throws(SceneProblem) -> JSONObjectReader {
        guard kind == .object else {
            throw problem("expected an object, found \(shortDescription)")
        }
        let ordinal = Int(document.nodes[node].c)
        log.opened(ordinal, of: document.objectCount)
        return JSONObjectReader(ordinal: ordinal, reader: self)
    }

    /// This value as an array of readers, one per element.
    func elements() throws(SceneProblem) -> [JSONReader] {
        _ = try count()
        return document.elements(node).map { reader(at: $0) }
    }

    /// How many elements this array has (its elements are the nodes after it, each followed by
    /// its descendants).
    func count() throws(SceneProblem) -> Int {
        guard kind == .array else {
            throw problem("expected an array, found \(shortDescription)")
        }
        return Int(document.nodes[node].a)
    }

    /// This value as a number.
    func number() throws(SceneProblem) -> Double {
        let n = document.nodes[node]
        guard n.kind == .number else {
            throw problem("expected a number, found \(shortDescription)")
        }
        return document.numbers[Int(n.a)]
    }

    /// The two numbers of a geometry value shaped like `shape` (a point, a vector, a size),
    /// read straight from the nodes; an element that is not a number is the problem, at its path.
    func pair(_ shape: String) throws(SceneProblem) -> (Double, Double) {
        let n = document.nodes[node]
        guard n.kind == .array, n.a == 2 else {
            throw problem("expected \(shape), found \(shortDescription)")
        }
        let first = node + 1
        let second = document.next(first)
        let x = document.nodes[first]
        let y = document.nodes[second]
        if x.kind == .number && y.kind == .number {
            return (document.numbers[Int(x.a)], document.numbers[Int(y.a)])
        }
        return (try reader(at: first).number(), try reader(at: second).number())
    }
}

/// An object of a scene document being read; every key asked about is logged.
struct JSONObjectReader {
    /// The object's name in the log: its ordinal in the document.
    let ordinal: Int
    let reader: JSONReader

    private var document: JSONDocument { reader.document }

    /// The keys in file order.
    var keys: [String] { document.members(reader.node).map { document.string($0.key) } }

    /// The value node of the member named `key` (the parser refuses duplicates).
    private func member(_ key: String) -> Int? {
        reader.log.asked(key, in: ordinal)
        let end = Int(document.nodes[reader.node].b)
        var k = reader.node + 1
        while k < end {
            if document.string(k, is: key) { return k + 1 }
            k = document.next(k + 1)
        }
        return nil
    }

    /// Whether the object has `key`.
    func contains(_ key: String) -> Bool { member(key) != nil }

    /// The member `key`, which must be present and not `null`.
    func required<T: JSONReadable>(_ key: String, _: T.Type = T.self) throws(SceneProblem) -> T {
        guard let value = member(key) else {
            throw missing(key)
        }
        return try reader.reader(at: value).read()
    }

    /// The member `key`, or `nil` if it is absent or `null`.
    func optional<T: JSONReadable>(_ key: String, _: T.Type = T.self) throws(SceneProblem) -> T? {
        guard let value = member(key), document.nodes[value].kind != .null else { return nil }
        return try reader.reader(at: value).read()
    }

    /// The member `key` as a reader (it must be present).
    func reader(_ key: String) throws(SceneProblem) -> JSONReader {
        guard let value = member(key) else {
            throw missing(key)
        }
        return reader.reader(at: value)
    }
}

extension JSONObjectReader {
    /// The problem of a missing required key. A key of the object that nobody asked for and that
    /// looks like the missing one (a typo, or a part of it: `"point"` for `"snapPoint"`) is named as
    /// what the writer probably meant, since unknown keys are otherwise only reported once the
    /// whole document reads.
    func missing(_ key: String) -> SceneProblem {
        let asked = reader.log.requested(ordinal) ?? []
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
        self = try json.scalar("a string") { if case .string(let s) = $0 { s } else { nil } }
    }

    var json: JSONValue { .string(self) }
}

extension Bool: JSONReadable, JSONWritable {
    init(json: JSONReader) throws(SceneProblem) {
        self = try json.scalar("true or false") { if case .bool(let b) = $0 { b } else { nil } }
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
        let count = try json.count()
        out.reserveCapacity(count)
        var e = json.node + 1
        for _ in 0..<count {
            out.append(try json.reader(at: e).read())
            e = json.document.next(e)
        }
        self = out
    }
}

extension Array: JSONWritable where Element: JSONWritable {
    var json: JSONValue { .array(map { $0.json }) }
}

// MARK: - Geometry, in CoreGraphics' array forms

/// A value the format writes as two numbers, `[first, second]`: a point, a vector or a size.
/// Conforming gives its reading and writing.
///
/// ```swift
/// let point = try reader.read(CGPoint.self)  // [10, 20]
/// ```
protocol JSONNumberPair: JSONReadable, JSONWritable {
    /// How a problem names the form it expected (`a point [x, y]`).
    static var pairShape: String { get }
    /// The value of the two numbers, in the order they are written.
    init(pair: (Double, Double))
    /// The two numbers, in the order they are written.
    var numbers: (CGFloat, CGFloat) { get }
}

extension JSONNumberPair {
    init(json: JSONReader) throws(SceneProblem) { self.init(pair: try json.pair(Self.pairShape)) }

    var json: JSONValue { .array([.number(Double(numbers.0)), .number(Double(numbers.1))]) }
}

extension CGPoint: JSONNumberPair {
    static var pairShape: String { "a point [x, y]" }
    init(pair: (Double, Double)) { self.init(x: pair.0, y: pair.1) }
}

extension CGVector: JSONNumberPair {
    static var pairShape: String { "a vector [dx, dy]" }
    init(pair: (Double, Double)) { self.init(dx: pair.0, dy: pair.1) }
}

extension CGSize: JSONNumberPair {
    static var pairShape: String { "a size [width, height]" }
    init(pair: (Double, Double)) { self.init(width: pair.0, height: pair.1) }
    var numbers: (CGFloat, CGFloat) { (width, height) }
}

extension CGRect: JSONReadable, JSONWritable {
    init(json: JSONReader) throws(SceneProblem) {
        let parts = try? json.elements()
        guard let parts, parts.count == 2 else {
            throw json.problem(
                "expected a rectangle [[x, y], [width, height]], found \(json.shortDescription)")
        }
        let origin = try parts[0].read(CGPoint.self)
        let size = try parts[1].read(CGSize.self)
        self.init(origin: origin, size: size)
    }

    var json: JSONValue { .array([origin.json, size.json]) }
}

// MARK: - Dynamics' value types, as their Codable forms write them (objects of named fields)

extension EdgeInsets: JSONReadable, JSONWritable {
    init(json: JSONReader) throws(SceneProblem) {
        let n = try json.numbers("top", "left", "bottom", "right")
        self.init(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }

    var json: JSONValue { .numbers([("top", top), ("left", left), ("bottom", bottom), ("right", right)]) }
}

extension Offset: JSONReadable, JSONWritable {
    init(json: JSONReader) throws(SceneProblem) {
        let n = try json.numbers("horizontal", "vertical")
        self.init(horizontal: n[0], vertical: n[1])
    }

    var json: JSONValue { .numbers([("horizontal", horizontal), ("vertical", vertical)]) }
}

extension FloatRange: JSONReadable, JSONWritable {
    init(json: JSONReader) throws(SceneProblem) {
        let n = try json.numbers("minimum", "maximum")
        self.init(minimum: n[0], maximum: n[1])
    }

    var json: JSONValue { .numbers([("minimum", minimum), ("maximum", maximum)]) }
}

extension JSONReader {
    /// An object of numbers only, every key required, read in the order given (Dynamics' small
    /// value types, as their `Codable` forms write them).
    ///
    /// ```swift
    /// let n = try reader.numbers("minimum", "maximum")   // {"minimum": 0, "maximum": 1}
    /// ```
    func numbers(_ keys: String...) throws(SceneProblem) -> [Double] {
        let object = try self.object()
        var out: [Double] = []
        out.reserveCapacity(keys.count)
        for key in keys { out.append(try object.required(key, Double.self)) }
        return out
    }
}

extension JSONValue {
    /// An object of numbers, written in the order given.
    ///
    /// ```swift
    /// JSONValue.numbers([("minimum", 0), ("maximum", 1)])   // {"minimum": 0, "maximum": 1}
    /// ```
    static func numbers(_ members: [(String, CGFloat)]) -> JSONValue {
        var w = JSONObjectWriter()
        for (key, value) in members { w.set(key, Double(value)) }
        return w.json
    }
}

extension JSONValue: JSONWritable {
    var json: JSONValue { self }
}
