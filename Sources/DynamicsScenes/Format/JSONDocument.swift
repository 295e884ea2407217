/// A parsed JSON document stored flat: one ``Node`` per value, in document order (a value's
/// children follow it), numbers in one array, strings as ranges of the source bytes.
///
/// The scene reader walks this rather than a ``JSONValue`` tree. A tree costs an allocation for
/// every array and object and a release for each when it goes; a scene whose drag path has a
/// million points is two million of each, and with the reader's per-value paths and the
/// decoding log's per-object table that was most of the time a large file took to read (41 MB/s).
/// Here the whole document is three arrays, a value is an index into them, paths are worked out
/// from the index only for a problem, and an object's ordinal names it in the ``DecodingLog``.
///
/// ```swift
/// let document = try JSONParser.document(Array(#"{"a": [1, 2]}"#.utf8))
/// document.value(at: 0)  // .object([("a", .array([.number(1), .number(2)]))])
/// ```
package final class JSONDocument {
    /// What a node holds.
    package enum Kind: UInt8 {
        case null, `false`, `true`, number, string, array, object
    }

    /// One value, in 16 bytes:
    /// - number: `a` indexes ``numbers``.
    /// - string: `a` is the first byte after the opening quote, `b` the byte count up to the
    ///   closing one; `c` is -1, or for a string with escapes the index of its text in
    ///   ``escaped``.
    /// - array, object: `a` counts the elements (members), `b` is the index of the node after
    ///   the value's last descendant; an object's `c` is its ordinal among objects (its name in
    ///   the ``DecodingLog``). An object's members follow it as a key node (a string) and the
    ///   value's nodes.
    package struct Node {
        package var kind: Kind
        package var a: Int32
        package var b: Int32
        package var c: Int32
    }

    // Immutable once built: the reader's many reads of these are then plain loads (a class's
    // `var` is checked for exclusive access at each one, a third of the reading time).
    package let nodes: [Node]
    package let numbers: [Double]
    /// The text of the strings that have escapes (or of every string, without source bytes).
    package let escaped: [String]
    /// The document's UTF-8 bytes (unescaped strings are read from them).
    package let bytes: [UInt8]
    /// How many objects the document has (ordinals run 0..<objectCount).
    package let objectCount: Int

    init(_ builder: Builder) {
        nodes = builder.nodes
        numbers = builder.numbers
        escaped = builder.escaped
        bytes = builder.bytes
        objectCount = builder.objectCount
    }

    /// A document holding `value` (strings kept as text: there are no source bytes).
    package convenience init(_ value: JSONValue) {
        var builder = Builder(bytes: [])
        builder.append(value)
        self.init(builder)
    }

    /// Builds a document node by node (the parser, and `init(_:)` from a tree).
    struct Builder {
        var nodes: [Node] = []
        var numbers: [Double] = []
        var escaped: [String] = []
        let bytes: [UInt8]
        var objectCount = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        mutating func append(_ value: JSONValue) {
            switch value {
            case .null: append(Kind.null)
            case .bool(let flag): append(flag ? .true : .false)
            case .number(let n): appendNumber(n)
            case .string(let s): appendText(s, at: 0, length: 0)
            case .array(let elements):
                let start = open(.array)
                for element in elements { append(element) }
                close(start, count: elements.count)
            case .object(let members):
                let start = open(.object)
                for member in members {
                    appendText(member.key, at: 0, length: 0)
                    append(member.value)
                }
                close(start, count: members.count)
            }
        }

        /// A `null`, `true` or `false`.
        mutating func append(_ literal: Kind) {
            nodes.append(Node(kind: literal, a: 0, b: 0, c: -1))
        }

        mutating func appendNumber(_ n: Double) {
            nodes.append(Node(kind: .number, a: Int32(numbers.count), b: 0, c: -1))
            numbers.append(n)
        }

        /// A string read from `start..<start + length` of the source, with no escape in it.
        mutating func appendRaw(at start: Int, length: Int) {
            nodes.append(Node(kind: .string, a: Int32(start), b: Int32(length), c: -1))
        }

        /// A string whose text is not the source's bytes (it had escapes, or there is no source).
        mutating func appendText(_ text: String, at start: Int, length: Int) {
            nodes.append(Node(kind: .string, a: Int32(start), b: Int32(length), c: Int32(escaped.count)))
            escaped.append(text)
        }

        /// Starts an array or object; returns its index for ``close(_:count:)``.
        mutating func open(_ kind: Kind) -> Int {
            var ordinal: Int32 = -1
            if kind == .object {
                ordinal = Int32(objectCount)
                objectCount += 1
            }
            nodes.append(Node(kind: kind, a: 0, b: 0, c: ordinal))
            return nodes.count - 1
        }

        /// Ends the array or object opened at `index`, of `count` elements or members.
        mutating func close(_ index: Int, count: Int) {
            nodes[index].a = Int32(count)
            nodes[index].b = Int32(nodes.count)
        }

        /// The text of string node `i`.
        func string(_ i: Int) -> String { JSONDocument.text(of: nodes[i], bytes, escaped) }

        /// Whether string nodes `i` and `j` hold the same text (as `String`'s `==` has it).
        func sameString(_ i: Int, _ j: Int) -> Bool {
            let x = nodes[i]
            let y = nodes[j]
            guard x.c < 0 && y.c < 0 else { return string(i) == string(j) }
            let a = bytes[Int(x.a)..<Int(x.a + x.b)]
            let b = bytes[Int(y.a)..<Int(y.a + y.b)]
            if a.elementsEqual(b) { return true }
            if a.allSatisfy({ $0 < 0x80 }) && b.allSatisfy({ $0 < 0x80 }) { return false }
            return string(i) == string(j)
        }
    }

    // MARK: Reading

    /// The index of the node after node `i` and its descendants.
    @inline(__always)
    package func next(_ i: Int) -> Int {
        let node = nodes[i]
        return node.kind == .array || node.kind == .object ? Int(node.b) : i + 1
    }

    /// The text of string node `i`.
    package func string(_ i: Int) -> String { Self.text(of: nodes[i], bytes, escaped) }

    /// The text of a string node over a document's bytes and escaped strings.
    static func text(of node: Node, _ bytes: [UInt8], _ escaped: [String]) -> String {
        if node.c >= 0 { return escaped[Int(node.c)] }
        return String(decoding: bytes[Int(node.a)..<Int(node.a + node.b)], as: UTF8.self)
    }

    /// Whether string node `i` is `text` (as `String`'s `==` has it), compared byte by byte
    /// without making a string of the node: text that is not ASCII on either side, where
    /// different bytes can still be canonically equal, is compared as strings.
    @inline(__always)
    package func string(_ i: Int, is text: String) -> Bool {
        let node = nodes[i]
        if node.c >= 0 { return escaped[Int(node.c)] == text }
        let start = Int(node.a)
        let count = Int(node.b)
        let verdict = text.utf8.withContiguousStorageIfAvailable { key -> Bool? in
            bytes.withUnsafeBufferPointer { source in
                var ascii = true
                var equal = key.count == count
                for k in 0..<key.count {
                    ascii = ascii && key[k] < 0x80
                    if equal && key[k] != source[start + k] { equal = false }
                }
                if equal { return true }
                for s in start..<(start + count) where source[s] >= 0x80 { ascii = false }
                return ascii ? false : nil
            }
        }
        if let verdict, let known = verdict { return known }
        return string(i) == text
    }

    /// The member nodes of object node `i`: (key node, value node) pairs in file order.
    package func members(_ i: Int) -> [(key: Int, value: Int)] {
        var out: [(key: Int, value: Int)] = []
        out.reserveCapacity(Int(nodes[i].a))
        var k = i + 1
        let end = Int(nodes[i].b)
        while k < end {
            out.append((k, k + 1))
            k = next(k + 1)
        }
        return out
    }

    /// The element nodes of array node `i`.
    package func elements(_ i: Int) -> [Int] {
        var out: [Int] = []
        out.reserveCapacity(Int(nodes[i].a))
        var e = i + 1
        let end = Int(nodes[i].b)
        while e < end {
            out.append(e)
            e = next(e)
        }
        return out
    }

    /// The value at node `i` as a tree.
    package func value(at i: Int) -> JSONValue {
        let node = nodes[i]
        switch node.kind {
        case .null: return .null
        case .false: return .bool(false)
        case .true: return .bool(true)
        case .number: return .number(numbers[Int(node.a)])
        case .string: return .string(string(i))
        case .array: return .array(elements(i).map { value(at: $0) })
        case .object: return .object(members(i).map { (string($0.key), value(at: $0.value)) })
        }
    }

    /// The value at node `i` if it is not an array or object.
    package func scalar(at i: Int) -> JSONValue? {
        nodes[i].kind == .array || nodes[i].kind == .object ? nil : value(at: i)
    }

    /// How a problem message names the value at node `i` (``JSONValue/shortDescription``; a
    /// long array or an object is named without building it: a drag path may hold a million
    /// points).
    package func shortDescription(_ i: Int) -> String {
        let node = nodes[i]
        if node.kind == .object { return "an object" }
        if node.kind == .array && node.a > 4 { return "an array of \(node.a)" }
        return value(at: i).shortDescription
    }

    /// The steps from the root to node `i` (a value node, not a key).
    func steps(to i: Int) -> [JSONPath.Step] {
        var steps: [JSONPath.Step] = []
        var n = 0
        while n != i {
            let node = nodes[n]
            if node.kind == .array {
                var e = n + 1
                var index = 0
                while next(e) <= i {
                    e = next(e)
                    index += 1
                }
                steps.append(.element(index))
                n = e
            } else if node.kind == .object {
                var k = n + 1
                while next(k + 1) <= i { k = next(k + 1) }
                steps.append(.member(string(k)))
                n = k + 1
            } else {
                break
            }
        }
        return steps
    }
}
