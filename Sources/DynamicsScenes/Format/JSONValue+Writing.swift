import Dynamics

/// The scene format's text: two-space indentation, keys sorted, numbers in their shortest exact
/// form, and arrays without objects kept on one line when they fit (`[160, 100]`,
/// `[[0, 0], [320, 480]]`), so points read as points. The same value always gives the same text.
extension JSONValue {
    /// Lines longer than this are broken (one element per line).
    private static let lineWidth = 100

    /// The document as text, ending with a newline.
    package func formatted() -> String {
        var out = ""
        write(to: &out, indent: 0)
        out += "\n"
        return out
    }

    private func write(to out: inout String, indent: Int) {
        switch self {
        case .object(let members):
            guard !members.isEmpty else {
                out += "{}"
                return
            }
            let pad = String(repeating: " ", count: indent + 2)
            out += "{\n"
            for (i, member) in members.sorted(by: { $0.key < $1.key }).enumerated() {
                out += pad + Self.quoted(member.key) + ": "
                member.value.write(to: &out, indent: indent + 2)
                out += i == members.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "}"
        case .array(let elements):
            guard !elements.isEmpty else {
                out += "[]"
                return
            }
            if let inline = inlineText, indent + inline.count <= Self.lineWidth {
                out += inline
                return
            }
            let pad = String(repeating: " ", count: indent + 2)
            out += "[\n"
            for (i, element) in elements.enumerated() {
                out += pad
                element.write(to: &out, indent: indent + 2)
                out += i == elements.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "]"
        default:
            out += inlineText ?? ""
        }
    }

    /// One-line text for scalars and for arrays that hold no objects; nil otherwise.
    private var inlineText: String? {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return Self.number(n)
        case .string(let s): return Self.quoted(s)
        case .array(let elements):
            var parts: [String] = []
            for element in elements {
                guard let text = element.inlineText else { return nil }
                parts.append(text)
            }
            return "[" + parts.joined(separator: ", ") + "]"
        case .object: return nil
        }
    }

    /// Integers without a fraction (`160`), a `Float`'s value (what the live animator gives back) in
    /// the shortest text that reads back to that `Float` (`0.3`), others in Swift's shortest
    /// round-trip form (`0.1`): `DecimalText.readable`, with `-0` kept.
    package static func number(_ n: Double) -> String {
        if n == 0 { return n.sign == .minus ? "-0" : "0" }
        return DecimalText.readable(n)
    }

    package static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                out +=
                    "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
