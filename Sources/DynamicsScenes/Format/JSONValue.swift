/// A JSON value as a tree, keys in file order. The scene format writes through this, and reads
/// through the same values stored flat (``JSONDocument``), rather than `JSONSerialization`, so
/// that syntax errors name a line and column, duplicate keys are caught, booleans stay distinct
/// from numbers, and the written text is the same on every platform.
package enum JSONValue: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Members in file order (the writer sorts them).
    case object([(key: String, value: JSONValue)])

    package static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): true
        case (.bool(let x), .bool(let y)): x == y
        case (.number(let x), .number(let y)): x == y
        case (.string(let x), .string(let y)): x == y
        case (.array(let x), .array(let y)): x == y
        case (.object(let x), .object(let y)):
            x.map({ $0.key }) == y.map({ $0.key }) && x.map({ $0.value }) == y.map({ $0.value })
        default: false
        }
    }

    /// The member `key` of an object.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// How a problem message names a value found where something else was expected.
    package var shortDescription: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return "\(b)"
        case .number(let n): return show(n)
        case .string(let s):
            let text = s.count > 40 ? s.prefix(37) + "…" : Substring(s)
            return "\"\(text)\""
        case .array(let elements):
            if elements.count <= 4, elements.allSatisfy({ if case .number = $0 { true } else { false } }) {
                return "[" + elements.map({ $0.shortDescription }).joined(separator: ", ") + "]"
            }
            return "an array of \(elements.count)"
        case .object: return "an object"
        }
    }
}

/// A JSON syntax error at a line and column (both from 1).
package struct JSONSyntaxError: Error {
    let line: Int
    let column: Int
    let message: String

    package var description: String { "invalid JSON at line \(line), column \(column): \(message)" }
}

/// A strict RFC 8259 parser over UTF-8 bytes, building a ``JSONDocument``.
package struct JSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private var document: JSONDocument.Builder
    /// The key nodes of the objects being parsed, innermost last (duplicate keys are looked for
    /// among an object's own, from `keyBase` on).
    private var keys: [Int] = []
    /// The largest document read (a node's offsets are 32-bit): 2 GiB less a byte.
    package static let maximumBytes = Int(Int32.max)
    /// Nesting deeper than this is refused rather than risking the stack.
    private static let maximumDepth = 512
    /// An object with more keys than this looks for duplicates in a set rather than one by one.
    private static let linearKeys = 16

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        document = JSONDocument.Builder(bytes: bytes)
        // Reserved with room to spare for a written scene's density (a node per 12 bytes, a
        // number per 30, with the writer's indentation), so that a large file's arrays are not
        // copied as they grow; denser text grows them as usual, and pages never reached are
        // never touched.
        document.nodes.reserveCapacity(bytes.count / 8)
        document.numbers.reserveCapacity(bytes.count / 16)
    }

    /// Parses one document into a tree; anything but whitespace after it is an error.
    package static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        try document(bytes).value(at: 0)
    }

    /// Parses one document; anything but whitespace after it is an error.
    package static func document(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONDocument {
        // Nodes hold byte offsets and counts in 32 bits.
        guard bytes.count <= maximumBytes else {
            throw JSONSyntaxError(
                line: 1, column: 1,
                message: "the document is \(bytes.count) bytes; the largest read is \(maximumBytes) bytes")
        }
        var parser = JSONParser(bytes)
        if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
        guard parser.index < parser.bytes.count else { throw parser.error("the file is empty") }
        try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else {
            throw parser.error("unexpected \(parser.describeCurrent()) after the end of the document")
        }
        return JSONDocument(parser.document)
    }

    private func error(_ message: String, at position: Int? = nil) -> JSONSyntaxError {
        let end = min(position ?? index, bytes.count)
        var line = 1
        var lineStart = 0
        for i in 0..<end where bytes[i] == UInt8(ascii: "\n") {
            line += 1
            lineStart = i + 1
        }
        // Columns count characters, not bytes.
        let column = String(decoding: bytes[lineStart..<end], as: UTF8.self).count + 1
        return JSONSyntaxError(line: line, column: column, message: message)
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let byte = bytes[index]
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        let hex = String(byte, radix: 16, uppercase: true)
        return "byte 0x" + (byte < 0x10 ? "0" : "") + hex
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) {
        guard depth < Self.maximumDepth else {
            throw error("nesting deeper than \(Self.maximumDepth) levels")
        }
        guard index < bytes.count else { throw error("expected a value, found end of file") }
        switch bytes[index] {
        case UInt8(ascii: "{"): try parseObject(depth: depth)
        case UInt8(ascii: "["): try parseArray(depth: depth)
        case UInt8(ascii: "\""): try parseString()
        case UInt8(ascii: "t"): try parseLiteral("true", .true)
        case UInt8(ascii: "f"): try parseLiteral("false", .false)
        case UInt8(ascii: "n"): try parseLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            document.appendNumber(try parseNumber())
        default: throw error("expected a value, found \(describeCurrent())")
        }
    }

    private mutating func parseLiteral(_ word: StaticString, _ kind: JSONDocument.Kind)
        throws(JSONSyntaxError)
    {
        let count = word.utf8CodeUnitCount
        guard bytes.count - index >= count,
            (0..<count).allSatisfy({ bytes[index + $0] == word.utf8Start[$0] })
        else {
            throw error("expected a value, found \(describeCurrent())")
        }
        index += count
        document.append(kind)
    }

    private mutating func parseObject(depth: Int) throws(JSONSyntaxError) {
        guard let node = opens(.object, closedBy: UInt8(ascii: "}")) else { return }
        var count = 0
        let keyBase = keys.count
        var keySet: Set<String> = []
        defer { keys.removeSubrange(keyBase...) }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("expected a key in double quotes, found \(describeCurrent())")
            }
            let keyStart = index
            let key = document.nodes.count
            try parseString()
            if count < Self.linearKeys {
                for k in keys[keyBase...] where document.sameString(k, key) {
                    throw error("duplicate key \"\(document.string(key))\"", at: keyStart)
                }
                keys.append(key)
            } else {
                if count == Self.linearKeys { keySet = Set(keys[keyBase...].map { document.string($0) }) }
                guard keySet.insert(document.string(key)).inserted else {
                    throw error("duplicate key \"\(document.string(key))\"", at: keyStart)
                }
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error(
                    "expected ':' after the key \"\(document.string(key))\", found \(describeCurrent())")
            }
            index += 1
            skipWhitespace()
            try parseValue(depth: depth + 1)
            count += 1
            if try closes(node, count: count, at: UInt8(ascii: "}")) { return }
        }
    }

    /// Opens an object or array at its `{` or `[` and returns its node; or, when `close` follows
    /// at once, closes it empty and returns `nil`.
    @inline(__always)
    private mutating func opens(_ kind: JSONDocument.Kind, closedBy close: UInt8) -> Int? {
        let node = document.open(kind)
        index += 1
        skipWhitespace()
        guard index < bytes.count && bytes[index] == close else { return node }
        index += 1
        document.close(node, count: 0)
        return nil
    }

    /// After an object's member or an array's element: skips a `,` and returns false (another
    /// follows), or skips `close` (`}` or `]`), closes `node` with its `count` and returns true.
    @inline(__always)
    private mutating func closes(_ node: Int, count: Int, at close: UInt8) throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        func expected() -> String {
            close == UInt8(ascii: "}") ? "expected ',' or '}'" : "expected ',' or ']'"
        }
        guard index < bytes.count else { throw error("\(expected()), found end of file") }
        if bytes[index] == UInt8(ascii: ",") {
            index += 1
            return false
        }
        guard bytes[index] == close else { throw error("\(expected()), found \(describeCurrent())") }
        index += 1
        document.close(node, count: count)
        return true
    }

    private mutating func parseArray(depth: Int) throws(JSONSyntaxError) {
        guard let node = opens(.array, closedBy: UInt8(ascii: "]")) else { return }
        var count = 0
        while true {
            skipWhitespace()
            try parseValue(depth: depth + 1)
            count += 1
            if try closes(node, count: count, at: UInt8(ascii: "]")) { return }
        }
    }

    /// Parses a string into a node: its source range, or its text when it has escapes.
    private mutating func parseString() throws(JSONSyntaxError) {
        let start = index
        index += 1
        var scalars = String.UnicodeScalarView()
        var runStart = index
        var hasEscape = false
        func flush(_ end: Int) {
            scalars.append(contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars)
        }
        while true {
            guard index < bytes.count else { throw error("unterminated string", at: start) }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                if !hasEscape {
                    // No escape met: the text between the quotes is the string.
                    document.appendRaw(at: start + 1, length: index - start - 1)
                    index += 1
                    return
                }
                flush(index)
                document.appendText(String(scalars), at: start + 1, length: index - start - 1)
                index += 1
                return
            }
            if byte == UInt8(ascii: "\n") { throw error("unterminated string", at: start) }
            if byte < 0x20 {
                throw error("control character in a string (write it as an escape such as \\t)")
            }
            if byte != UInt8(ascii: "\\") {
                index += 1
                continue
            }
            hasEscape = true
            flush(index)
            index += 1
            guard index < bytes.count else { throw error("unterminated string", at: start) }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{8}")
            case UInt8(ascii: "f"): scalars.append("\u{C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                var code = try parseHex4()
                if (0xD800..<0xDC00).contains(code), bytes.count - index >= 6,
                    bytes[index] == UInt8(ascii: "\\"),
                    bytes[index + 1] == UInt8(ascii: "u")
                {
                    index += 2
                    let low = try parseHex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw error("invalid surrogate pair") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
                scalars.append(scalar)
            default:
                index -= 1
                throw error("invalid escape '\\\(Character(Unicode.Scalar(escape)))'")
            }
            runStart = index
        }
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        guard bytes.count - index >= 4 else { throw error("invalid \\u escape") }
        var code: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("invalid \\u escape")
            }
            code = code * 16 + digit
            index += 1
        }
        return code
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        func digits() -> Int {
            let from = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                index += 1
            }
            return index - from
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let leadingZero = index < bytes.count && bytes[index] == UInt8(ascii: "0")
        let integerDigits = digits()
        guard integerDigits > 0 else { throw error("invalid number", at: start) }
        if leadingZero && integerDigits > 1 { throw error("numbers must not have leading zeros", at: start) }
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("invalid number: digits expected after '.'", at: start) }
        }
        if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            index += 1
            if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-"))
            {
                index += 1
            }
            guard digits() > 0 else {
                throw error("invalid number: digits expected in the exponent", at: start)
            }
        }
        guard let value = DecimalNumber.parse(bytes[start..<index]), value.isFinite else {
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            throw error("the number \(text) is too large", at: start)
        }
        return value
    }
}
