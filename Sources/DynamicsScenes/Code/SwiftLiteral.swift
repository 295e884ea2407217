import Dynamics

/// Swift literals for the values a scene holds, exact and short: numbers in their shortest
/// round-trip text (`30`, `172.5`, `0.6283185307179586`), geometry as the initialisers an iOS
/// developer writes (`CGPoint(x: 160, y: 240)`).
enum SwiftLiteral {
    /// A number as Swift source: whole numbers without a fraction, others in the shortest text
    /// that reads back to the same `Double`, and `.infinity` for the infinities.
    static func number(_ value: Double) -> String {
        if value.isNaN { return "CGFloat.nan" }
        if value.isInfinite { return value < 0 ? "-CGFloat.infinity" : "CGFloat.infinity" }
        return show(value)
    }

    static func number<Value: BinaryFloatingPoint>(_ value: Value) -> String { number(Double(value)) }

    static func point(_ p: CGPoint) -> String { "CGPoint(x: \(number(p.x)), y: \(number(p.y)))" }

    static func vector(_ v: CGVector) -> String { "CGVector(dx: \(number(v.dx)), dy: \(number(v.dy)))" }

    static func size(_ s: CGSize) -> String {
        "CGSize(width: \(number(s.width)), height: \(number(s.height)))"
    }

    static func rect(_ r: CGRect) -> String {
        "CGRect(x: \(number(r.origin.x)), y: \(number(r.origin.y)), "
            + "width: \(number(r.width)), height: \(number(r.height)))"
    }

    static func offset(_ o: Offset) -> String {
        "UIOffset(horizontal: \(number(o.horizontal)), vertical: \(number(o.vertical)))"
    }

    static func insets(_ i: EdgeInsets) -> String {
        "UIEdgeInsets(top: \(number(i.top)), left: \(number(i.left)), "
            + "bottom: \(number(i.bottom)), right: \(number(i.right)))"
    }

    static func range(_ r: FloatRange) -> String {
        "UIFloatRange(minimum: \(number(r.minimum)), maximum: \(number(r.maximum)))"
    }

    /// A string literal that reads back to `text`: quotes and backslashes escaped, line breaks and tabs
    /// as `\n`, `\r` and `\t`, and every other control character (which a literal may not hold raw) as
    /// `\u{…}`. Scalar by scalar, so a `"\r\n"` pair (one `Character`) becomes `\r\n`.
    static func string(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            case "\r": escaped += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                escaped += "\\u{"
                for digit in [scalar.value >> 4, scalar.value & 0xF] {
                    escaped.unicodeScalars.append(Unicode.Scalar(UInt8(digit < 10 ? 48 + digit : 55 + digit)))
                }
                escaped += "}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "\"\(escaped)\""
    }

    /// A script value as Swift source.
    static func value(_ value: ScriptValue) -> String {
        switch value {
        case .number(let v): number(v)
        case .bool(let b): b ? "true" : "false"
        case .point(let p): point(p)
        case .vector(let v): vector(v)
        }
    }

    /// Text for a `//` or `///` comment: line breaks (which would end the comment) and other control
    /// characters become spaces.
    static func commentText(_ text: String) -> String {
        String(
            text.map {
                $0.isNewline || $0.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } ? " " : $0
            })
    }

    /// A point for comments: `(160, 240)`.
    static func shortPoint(_ p: CGPoint) -> String { "(\(number(p.x)), \(number(p.y)))" }
}
