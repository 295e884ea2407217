import DynamicsScenes
import Foundation
import Testing

/// The scene reader's numbers come from its own exact decimal parser (Embedded Swift has no
/// `strtod`): checked here against Swift's `Double(String)`, bit for bit.
@Suite("DecimalNumber")
struct DecimalNumberTests {
    /// A fixed integer hash: the same texts on every run.
    static func hash(_ i: Int, _ salt: UInt64) -> UInt64 {
        var h = (UInt64(i) &+ salt) &* 0x9E37_79B9_7F4A_7C15
        h ^= h >> 29
        h = h &* 0xBF58_476D_1CE4_E5B9
        return h ^ (h >> 32)
    }

    /// 30,000 texts: 1 to 30 digits, a point anywhere, exponents from −340 to +310.
    static let texts: [String] = (0..<30_000).map { i in
        let count = Int(hash(i, 1) % 30) + 1
        var digits = ""
        for k in 0..<count { digits += String(hash(i &* 31 &+ k, 2) % 10) }
        let point = Int(hash(i, 3) % UInt64(count + 1))
        var text = String(digits.prefix(point)) + (point < count ? "." + digits.dropFirst(point) : "")
        if text.hasPrefix(".") { text = "0" + text }
        if text.hasSuffix(".") { text.removeLast() }
        if hash(i, 4) % 3 != 0 { text += "e" + String(Int(hash(i, 5) % 651) - 340) }
        return (hash(i, 6) % 2 == 0 ? "-" : "") + text
    }

    /// Halfway cases, the extremes, subnormals and numbers the writer prints.
    static let edges: [String] = [
        "0", "-0", "1", "0.1", "0.30000000000000004", "9007199254740993", "9007199254740995",
        "4503599627370496.5", "4503599627370497.5", "1.7976931348623157e308", "1.7976931348623158e308",
        "1.7976931348623159e308", "2.2250738585072011e-308", "2.2250738585072014e-308",
        "4.9406564584124654e-324",
        "2.4703282292062327e-324", "2.4703282292062328e-324", "5e-324", "1e-400",
        "123456789012345678901234567890.5",
        "0.000000000000000000000000000000000000000000001", "1e23", "8.589973e9", "3.5e38", "-1e+300",
        String(repeating: "9", count: 900), "0." + String(repeating: "0", count: 320) + "5",
    ]

    @Test func parsesEveryTextAsDoubleStringDoes() {
        for text in Self.texts + Self.edges {
            let ours = DecimalNumber.parse(Array(text.utf8))
            let swift = Double(text)
            #expect(
                ours?.bitPattern == swift?.bitPattern,
                "\(text): \(String(describing: ours)) vs \(String(describing: swift))")
        }
    }

    @Test func refusesTextThatIsNotANumber() {
        for text in ["", "-", ".", "e5", "1e", "1e+", "1x", "--1"] {
            #expect(DecimalNumber.parse(Array(text.utf8)) == nil, "\(text)")
        }
    }
}
