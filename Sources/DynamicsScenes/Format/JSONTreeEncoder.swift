import Dynamics
import Foundation

/// An `Encoder` that builds a ``JSONValue``, writing geometry types in the array forms their own
/// `Codable` conformances use (`[x, y]`, `[[x, y], [w, h]]`) and refusing non-finite numbers with
/// the path of the value.
struct JSONTreeEncoder: Encoder {
    /// A value under construction: containers are shared by reference so nested and repeated
    /// `container(keyedBy:)` calls write into the same object.
    final class Node {
        enum Content {
            case empty
            case value(JSONValue)
            case object([(key: String, node: Node)])
            case array([Node])
        }
        var content = Content.empty

        var json: JSONValue {
            switch content {
            case .empty: .object([])
            case .value(let v): v
            case .object(let members): .object(members.map { ($0.key, $0.node.json) })
            case .array(let nodes): .array(nodes.map(\.json))
            }
        }

        /// The member node for `key`, created (or replaced) on write.
        func member(_ key: String) -> Node {
            guard case .object(var members) = content else {
                let node = Node()
                content = .object([(key, node)])
                return node
            }
            if let existing = members.first(where: { $0.key == key }) {
                existing.node.content = .empty
                return existing.node
            }
            let node = Node()
            members.append((key, node))
            content = .object(members)
            return node
        }

        func append() -> Node {
            let node = Node()
            if case .array(let nodes) = content {
                content = .array(nodes + [node])
            } else {
                content = .array([node])
            }
            return node
        }
    }

    let node: Node
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// Encodes `value` to a JSON tree.
    static func encode<T: Encodable>(_ value: T) throws -> JSONValue {
        let root = Node()
        try write(value, into: root, at: [])
        return root.json
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object = node.content {} else { node.content = .object([]) }
        return KeyedEncodingContainer(KeyedContainer<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array = node.content {} else { node.content = .array([]) }
        return UnkeyedContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueContainer(node: node, codingPath: codingPath)
    }
}

/// Writes `value` into `node`.
private func write<T: Encodable>(_ value: T, into node: JSONTreeEncoder.Node, at path: [any CodingKey]) throws
{
    func number(_ n: Double) throws -> JSONValue {
        guard n.isFinite else {
            throw EncodingError.invalidValue(
                n, EncodingError.Context(codingPath: path, debugDescription: "\(n) cannot be written in JSON")
            )
        }
        return .number(n)
    }
    func numbers(_ values: [CGFloat]) throws -> JSONValue {
        var elements: [JSONValue] = []
        for (i, v) in values.enumerated() {
            guard v.isFinite else {
                throw EncodingError.invalidValue(
                    v,
                    EncodingError.Context(
                        codingPath: path + [IndexKey(i)], debugDescription: "\(v) cannot be written in JSON"))
            }
            elements.append(.number(Double(v)))
        }
        return .array(elements)
    }
    let json: JSONValue
    switch value {
    case let v as Bool: json = .bool(v)
    case let v as String: json = .string(v)
    case let v as Double: json = try number(v)
    case let v as CGFloat: json = try number(Double(v))
    case let v as Float: json = try number(Double(v))
    case let v as Int: json = .number(Double(v))
    case let p as CGPoint: json = try numbers([p.x, p.y])
    case let v as CGVector: json = try numbers([v.dx, v.dy])
    case let s as CGSize: json = try numbers([s.width, s.height])
    case let r as CGRect:
        let origin = JSONTreeEncoder.Node()
        let size = JSONTreeEncoder.Node()
        try write(r.origin, into: origin, at: path + [IndexKey(0)])
        try write(r.size, into: size, at: path + [IndexKey(1)])
        json = .array([origin.json, size.json])
    default:
        try value.encode(to: JSONTreeEncoder(node: node, codingPath: path))
        return
    }
    node.content = .value(json)
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: JSONTreeEncoder.Node
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws {
        node.member(key.stringValue).content = .value(.null)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try write(value, into: node.member(key.stringValue), at: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        JSONTreeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key]).container(
            keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        JSONTreeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        JSONTreeEncoder(node: node.member("super"), codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        JSONTreeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key])
    }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let node: JSONTreeEncoder.Node
    let codingPath: [any CodingKey]
    private(set) var count = 0

    init(node: JSONTreeEncoder.Node, codingPath: [any CodingKey]) {
        self.node = node
        self.codingPath = codingPath
    }

    private mutating func next() -> (JSONTreeEncoder.Node, [any CodingKey]) {
        defer { count += 1 }
        return (node.append(), codingPath + [IndexKey(count)])
    }

    mutating func encodeNil() throws {
        next().0.content = .value(.null)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let (child, path) = next()
        try write(value, into: child, at: path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        let (child, path) = next()
        return JSONTreeEncoder(node: child, codingPath: path).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let (child, path) = next()
        return JSONTreeEncoder(node: child, codingPath: path).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let (child, path) = next()
        return JSONTreeEncoder(node: child, codingPath: path)
    }
}

private struct SingleValueContainer: SingleValueEncodingContainer {
    let node: JSONTreeEncoder.Node
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws {
        node.content = .value(.null)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try write(value, into: node, at: codingPath)
    }
}
