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

/// The fast paths (``DecimalNumber/parse(_:)`` before its big-integer path) against the big-integer
/// path alone and against `Double(String)`, bit for bit, on a million texts of the shapes they take
/// and the shapes at their edges.
@Suite("DecimalNumber fast paths")
struct DecimalNumberFastPathTests {
    /// The texts' random draws: ``DecimalNumberTests/hash(_:_:)`` of a counter, the same on every run.
    struct Generator {
        var count = 0
        mutating func next() -> UInt64 {
            count += 1
            return DecimalNumberTests.hash(count, 0x40)
        }
        mutating func below(_ n: UInt64) -> UInt64 { next() % n }
    }

    /// `digits` with the decimal point placed `point` digits from the left (0: "0.digits", past the
    /// end: no point) and an exponent suffix when `exponent` is not nil.
    static func text(_ digits: String, point: Int, exponent: Int?, negative: Bool) -> String {
        var t: String
        if point <= 0 {
            t = "0." + digits
        } else if point >= digits.count {
            t = digits
        } else {
            t = String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
        }
        if let exponent { t += "e\(exponent)" }
        return (negative ? "-" : "") + t
    }

    /// One text of kind `i % 6`: a double's shortest form (what the writer prints); 1–19 random
    /// digits with an exponent near the fast paths' limits; 15–17 digit forms of doubles; a tie
    /// between two doubles in the 128-bit multiplication; an exact tie in its division (t·5^k over
    /// 10^k); 18–22 digits (the big-integer path's first texts).
    static func sample(_ i: Int, _ g: inout Generator) -> String {
        let negative = g.below(2) == 0
        switch i % 6 {
        case 0:
            let d = Double(bitPattern: g.next() & 0x7FEF_FFFF_FFFF_FFFF)
            let scale = Double(sign: .plus, exponent: Int(g.below(160)) - 80, significand: 1)
            let value = (d.isFinite ? d.significand : 1) * scale
            return (negative ? "-" : "") + "\(value)"
        case 1:
            let count = Int(g.below(19)) + 1
            var digits = ""
            for _ in 0..<count { digits += String(g.below(10)) }
            let point = Int(g.below(UInt64(count + 2)))
            let exponent = g.below(3) == 0 ? nil : Int(g.below(61)) - 30
            return text(digits, point: point, exponent: exponent, negative: negative)
        case 2:
            let significand = 1 + Double(g.next() >> 11) * 0x1p-53
            let d = Double(sign: .plus, exponent: Int(g.below(130)) - 65, significand: significand)
            let digits = Int(g.below(3)) + 15
            let printed = String(format: "%.\(digits - 1)e", d)
            return (negative ? "-" : "") + printed
        case 3:
            // (2m + 1) · 2^(s−1) with m of 53 bits: exactly halfway between two doubles.
            let m = (UInt64(1) << 52) | (g.next() >> 12)
            let s = Int(g.below(10)) + 1
            let tie = (2 * m + 1) << UInt64(s - 1)
            let exponent = Int(g.below(6))
            return text(String(tie), point: 99, exponent: exponent == 0 ? nil : exponent, negative: negative)
        case 4:
            // t · 5^k / 10^k = t / 2^k, with t halfway between two doubles' scaled mantissas.
            let k = Int(g.below(8)) + 1
            var five: UInt64 = 1
            for _ in 0..<k { five *= 5 }
            let m = (UInt64(1) << 52) | (g.next() >> 12)
            let t = 2 * m + 1
            let (product, overflow) = t.multipliedReportingOverflow(by: five)
            let w = overflow || product >= 10_000_000_000_000_000_000 ? t : product
            let digits = String(w)
            return text(digits, point: digits.count - k, exponent: nil, negative: negative)
        default:
            let count = Int(g.below(5)) + 18
            var digits = String(g.below(9) + 1)
            for _ in 1..<count { digits += String(g.below(10)) }
            let point = Int(g.below(UInt64(count + 1)))
            let exponent = g.below(2) == 0 ? nil : Int(g.below(41)) - 20
            return text(digits, point: point, exponent: exponent, negative: negative)
        }
    }

    @Test func millionTextsMatchTheExactPathAndDoubleString() {
        var g = Generator()
        var mismatches: [String] = []
        // DECIMAL_TEXTS: the AddressSanitizer stage of .ci/run checks the first 100,000 (the
        // whole million takes 164 s there).
        let count = ProcessInfo.processInfo.environment["DECIMAL_TEXTS"].flatMap { Int($0) } ?? 1_000_000
        for i in 0..<count {
            let text = Self.sample(i, &g)
            let bytes = Array(text.utf8)
            let fast = DecimalNumber.parse(bytes)?.bitPattern
            let exact = DecimalNumber.exactParse(bytes)?.bitPattern
            let swift = Double(text)?.bitPattern
            if fast != exact || fast != swift, mismatches.count < 10 {
                mismatches.append(
                    "\(text): \(String(describing: fast)) \(String(describing: exact)) \(String(describing: swift))"
                )
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }
}
