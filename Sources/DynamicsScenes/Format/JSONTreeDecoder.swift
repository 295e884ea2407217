import Dynamics
import Foundation

/// A coding key for an array index (rendered `[i]` in problem paths).
struct IndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "\(intValue ?? 0)" }

    init(_ index: Int) {
        intValue = index
    }

    init?(intValue: Int) {
        self.intValue = intValue
    }

    init?(stringValue: String) {
        nil
    }
}

/// `items[0].size` for a coding path; `$` for the root.
func renderPath(_ path: [any CodingKey]) -> String {
    var text = ""
    for key in path {
        if key is IndexKey {
            text += "[\(key.intValue ?? 0)]"
        } else {
            text += text.isEmpty ? key.stringValue : "." + key.stringValue
        }
    }
    return text.isEmpty ? "$" : text
}

/// What the decoder saw: the keys each object was asked for, so keys nobody asked for can be
/// reported as unknown once decoding succeeds.
final class DecodingLog {
    /// For every object opened as a keyed container (by rendered path): the keys requested,
    /// in the order the type asked for them.
    var requested: [String: [String]] = [:]

    func opened(_ path: String) {
        if requested[path] == nil { requested[path] = [] }
    }

    func asked(_ key: String, at path: String) {
        if !(requested[path]?.contains(key) ?? false) { requested[path, default: []].append(key) }
    }

    /// Every key present in the document that the decoded types never asked for.
    func unknownKeys(in root: JSONValue) -> [SceneProblem] {
        var problems: [SceneProblem] = []
        func visit(_ value: JSONValue, _ path: String) {
            switch value {
            case .object(let members):
                let allowed = requested[path]
                for (key, member) in members {
                    let memberPath = path == "$" ? key : "\(path).\(key)"
                    if let allowed, !allowed.contains(key) {
                        problems.append(
                            SceneProblem(path: memberPath, message: Self.unknownKeyMessage(key, allowed)))
                    } else {
                        visit(member, memberPath)
                    }
                }
            case .array(let elements):
                for (i, element) in elements.enumerated() { visit(element, "\(path)[\(i)]") }
            default: break
            }
        }
        visit(root, "$")
        return problems
    }

    static func unknownKeyMessage(_ key: String, _ allowed: [String]) -> String {
        if let near = allowed.min(by: { editDistance(key, $0) < editDistance(key, $1) }),
            editDistance(key, near) <= max(1, near.count / 4)
        {
            return "unknown key \"\(key)\"; did you mean \"\(near)\"?"
        }
        return "unknown key \"\(key)\"; expected \(choices(allowed))"
    }

    /// Levenshtein distance, case-insensitive.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let x = Array(a.lowercased())
        let y = Array(b.lowercased())
        var row = Array(0...y.count)
        for i in 1...max(x.count, 1) where !x.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: y.count, by: 1) {
                let saved = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (x[i - 1] == y[j - 1] ? 0 : 1))
                previous = saved
            }
        }
        return x.isEmpty ? y.count : row[y.count]
    }
}

/// A `Decoder` over a ``JSONValue`` whose errors are the scene format's plain messages and whose
/// geometry types are read in the array forms their own `Codable` conformances use (`[x, y]`,
/// `[[x, y], [w, h]]`), with messages that say so.
struct JSONTreeDecoder: Decoder {
    let value: JSONValue
    let codingPath: [any CodingKey]
    let log: DecodingLog
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else {
            throw mismatch(
                [String: Int].self, "expected an object, found \(value.shortDescription)", codingPath)
        }
        let path = renderPath(codingPath)
        log.opened(path)
        return KeyedDecodingContainer(
            KeyedContainer<Key>(
                members: Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a }),
                order: members.map(\.key), codingPath: codingPath, path: path, log: log))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else {
            throw mismatch([Int].self, "expected an array, found \(value.shortDescription)", codingPath)
        }
        return UnkeyedContainer(elements: elements, codingPath: codingPath, log: log)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValueContainer(value: value, codingPath: codingPath, log: log)
    }
}

private func mismatch(_ type: Any.Type, _ message: String, _ path: [any CodingKey]) -> DecodingError {
    DecodingError.typeMismatch(type, DecodingError.Context(codingPath: path, debugDescription: message))
}

/// Reads one value of type `T` at `path`.
private func decodeValue<T: Decodable>(
    _ type: T.Type, from value: JSONValue, at path: [any CodingKey], log: DecodingLog
) throws -> T {
    func number(_ value: JSONValue, _ path: [any CodingKey]) throws -> Double {
        guard case .number(let n) = value else {
            throw mismatch(Double.self, "expected a number, found \(value.shortDescription)", path)
        }
        return n
    }
    func numbers(_ count: Int, _ shape: String) throws -> [Double] {
        guard case .array(let elements) = value, elements.count == count else {
            throw mismatch(T.self, "expected \(shape), found \(value.shortDescription)", path)
        }
        return try elements.enumerated().map { try number($1, path + [IndexKey($0)]) }
    }
    func integer<I: FixedWidthInteger>(_: I.Type) throws -> I {
        let n = try number(value, path)
        guard n == n.rounded(), let i = I(exactly: n) else {
            throw mismatch(I.self, "expected an integer, found \(show(n))", path)
        }
        return i
    }

    switch type {
    case is Bool.Type:
        guard case .bool(let b) = value else {
            throw mismatch(Bool.self, "expected true or false, found \(value.shortDescription)", path)
        }
        return b as! T
    case is String.Type:
        guard case .string(let s) = value else {
            throw mismatch(String.self, "expected a string, found \(value.shortDescription)", path)
        }
        return s as! T
    case is Double.Type: return try number(value, path) as! T
    case is CGFloat.Type: return CGFloat(try number(value, path)) as! T
    case is Float.Type: return Float(try number(value, path)) as! T
    case is Int.Type: return try integer(Int.self) as! T
    case is CGPoint.Type:
        let v = try numbers(2, "a point [x, y]")
        return CGPoint(x: v[0], y: v[1]) as! T
    case is CGVector.Type:
        let v = try numbers(2, "a vector [dx, dy]")
        return CGVector(dx: v[0], dy: v[1]) as! T
    case is CGSize.Type:
        let v = try numbers(2, "a size [width, height]")
        return CGSize(width: v[0], height: v[1]) as! T
    case is CGRect.Type:
        let shape = "a rectangle [[x, y], [width, height]]"
        guard case .array(let parts) = value, parts.count == 2 else {
            throw mismatch(CGRect.self, "expected \(shape), found \(value.shortDescription)", path)
        }
        let origin = try decodeValue(CGPoint.self, from: parts[0], at: path + [IndexKey(0)], log: log)
        let size = try decodeValue(CGSize.self, from: parts[1], at: path + [IndexKey(1)], log: log)
        return CGRect(origin: origin, size: size) as! T
    default:
        return try T(from: JSONTreeDecoder(value: value, codingPath: path, log: log))
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [String: JSONValue]
    let order: [String]
    let codingPath: [any CodingKey]
    let path: String
    let log: DecodingLog

    var allKeys: [Key] { order.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool {
        log.asked(key.stringValue, at: path)
        return members[key.stringValue] != nil
    }

    private func member(_ key: Key) throws -> JSONValue {
        log.asked(key.stringValue, at: path)
        guard let value = members[key.stringValue] else {
            throw DecodingError.keyNotFound(
                key,
                DecodingError.Context(codingPath: codingPath, debugDescription: "required key is missing"))
        }
        return value
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        log.asked(key.stringValue, at: path)
        return members[key.stringValue].map { $0 == .null } ?? true
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try read(type, key) }

    private func read<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T {
        let value = try member(key)
        if value == .null {
            throw DecodingError.valueNotFound(
                T.self,
                DecodingError.Context(codingPath: codingPath + [key], debugDescription: "must not be null"))
        }
        return try decodeValue(T.self, from: value, at: codingPath + [key], log: log)
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try read(Bool.self, key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try read(String.self, key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try read(Double.self, key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try read(Float.self, key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try read(Int.self, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { throw unsupported(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { throw unsupported(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { throw unsupported(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { throw unsupported(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { throw unsupported(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { throw unsupported(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { throw unsupported(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { throw unsupported(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { throw unsupported(type, key) }

    private func unsupported(_ type: Any.Type, _ key: Key) -> DecodingError {
        mismatch(type, "\(type) is not part of the scene format", codingPath + [key])
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try JSONTreeDecoder(value: try member(key), codingPath: codingPath + [key], log: log).container(
            keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try JSONTreeDecoder(value: try member(key), codingPath: codingPath + [key], log: log)
            .unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        JSONTreeDecoder(value: members["super"] ?? .null, codingPath: codingPath, log: log)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        JSONTreeDecoder(value: try member(key), codingPath: codingPath + [key], log: log)
    }
}

private struct UnkeyedContainer: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    let codingPath: [any CodingKey]
    let log: DecodingLog
    var currentIndex = 0

    init(elements: [JSONValue], codingPath: [any CodingKey], log: DecodingLog) {
        self.elements = elements
        self.codingPath = codingPath
        self.log = log
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private mutating func next(_ type: Any.Type) throws -> (JSONValue, [any CodingKey]) {
        let path = codingPath + [IndexKey(currentIndex)]
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type,
                DecodingError.Context(
                    codingPath: path,
                    debugDescription: "missing: the array has only \(elements.count) elements"))
        }
        defer { currentIndex += 1 }
        return (elements[currentIndex], path)
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, elements[currentIndex] == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try read(type) }

    private mutating func read<T: Decodable>(_ type: T.Type) throws -> T {
        let (value, path) = try next(type)
        if value == .null {
            throw DecodingError.valueNotFound(
                T.self, DecodingError.Context(codingPath: path, debugDescription: "must not be null"))
        }
        return try decodeValue(T.self, from: value, at: path, log: log)
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try read(Bool.self) }
    mutating func decode(_ type: String.Type) throws -> String { try read(String.self) }
    mutating func decode(_ type: Double.Type) throws -> Double { try read(Double.self) }
    mutating func decode(_ type: Float.Type) throws -> Float { try read(Float.self) }
    mutating func decode(_ type: Int.Type) throws -> Int { try read(Int.self) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { throw unsupported(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { throw unsupported(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { throw unsupported(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { throw unsupported(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { throw unsupported(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { throw unsupported(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { throw unsupported(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { throw unsupported(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { throw unsupported(type) }

    private func unsupported(_ type: Any.Type) -> DecodingError {
        mismatch(type, "\(type) is not part of the scene format", codingPath + [IndexKey(currentIndex)])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let (value, path) = try next([String: Int].self)
        return try JSONTreeDecoder(value: value, codingPath: path, log: log).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (value, path) = try next([Int].self)
        return try JSONTreeDecoder(value: value, codingPath: path, log: log).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        let (value, path) = try next(Any.self)
        return JSONTreeDecoder(value: value, codingPath: path, log: log)
    }
}

private struct SingleValueContainer: SingleValueDecodingContainer {
    let value: JSONValue
    let codingPath: [any CodingKey]
    let log: DecodingLog

    func decodeNil() -> Bool { value == .null }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try read(type) }

    private func read<T: Decodable>(_ type: T.Type) throws -> T {
        if value == .null {
            throw DecodingError.valueNotFound(
                T.self, DecodingError.Context(codingPath: codingPath, debugDescription: "must not be null"))
        }
        return try decodeValue(T.self, from: value, at: codingPath, log: log)
    }

    func decode(_ type: Bool.Type) throws -> Bool { try read(Bool.self) }
    func decode(_ type: String.Type) throws -> String { try read(String.self) }
    func decode(_ type: Double.Type) throws -> Double { try read(Double.self) }
    func decode(_ type: Float.Type) throws -> Float { try read(Float.self) }
    func decode(_ type: Int.Type) throws -> Int { try read(Int.self) }
    func decode(_ type: Int8.Type) throws -> Int8 { throw unsupported(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { throw unsupported(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { throw unsupported(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { throw unsupported(type) }
    func decode(_ type: UInt.Type) throws -> UInt { throw unsupported(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { throw unsupported(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { throw unsupported(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { throw unsupported(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { throw unsupported(type) }

    private func unsupported(_ type: Any.Type) -> DecodingError {
        mismatch(type, "\(type) is not part of the scene format", codingPath)
    }
}
