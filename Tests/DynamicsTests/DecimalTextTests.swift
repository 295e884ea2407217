import Dynamics
import Foundation
import Testing

/// `DecimalText` writes numbers as C's printf does, without C (so Embedded Swift's messages read
/// the same): checked here against Foundation's `String(format:)` on a dense grid.
@Suite("DecimalText")
struct DecimalTextTests {
    /// 20,000 values spread over 10⁻¹⁰…10¹⁴ (both signs, every decade, full 17-digit mantissas),
    /// from a fixed integer hash so every run checks the same values.
    static let grid: [Double] = (0..<20_000).map { i in
        var h = UInt64(i) &* 0x9E37_79B9_7F4A_7C15
        h ^= h >> 29
        h = h &* 0xBF58_476D_1CE4_E5B9
        h ^= h >> 32
        let mantissa = 1 + Double(h >> 11) / Double(1 << 53) * 9  // [1, 10)
        let decade = Int(i % 25) - 10
        let sign: Double = i % 2 == 0 ? 1 : -1
        return sign * mantissa * pow(10, Double(decade))
    }

    /// The NumericDomain bounds and other round values that messages print.
    static let round: [Double] = [
        0, -0.0, 1, -1, 0.5, 2.5, 10, 100, 1000, 10_000, 1e5, 1e6, -1e6, 1e-6, 1e-4, 1e-5, 123_456, 1_234_567,
        0.0001, 3.5e38, 1.7e308, 1e-300, 5e-324, 0.1, 0.2, 1.0 / 3, 2.0 / 3, 99_999.95, 999_999.5, 9.999995,
    ]

    @Test func generalMatchesPercentG() {
        for x in Self.grid + Self.round {
            #expect(DecimalText.general(x) == String(format: "%g", x), "\(x)")
        }
    }

    @Test func fixedMatchesPercentDotSixF() {
        for x in Self.grid.filter({ abs($0) < 1e9 }) + Self.round.filter({ abs($0) < 1e9 }) {
            #expect(DecimalText.fixed(x, places: 6) == String(format: "%.6f", x), "\(x)")
        }
        #expect(DecimalText.fixed(0.7, places: 0) == "1")
        #expect(DecimalText.fixed(1.0 / 3, places: 2) == "0.33")
    }

    /// The integer path (`|x|·10^places` below 10¹⁸) and the exact expansion beyond it, against
    /// printf on random values of every magnitude and on ties (`k + 0.5` over powers of ten,
    /// exact in binary only for some: the others are not ties, and both must see that).
    @Test func fixedMatchesPrintfForEveryPlaceCount() {
        var state: UInt64 = 7
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
        for places in 0...9 {
            for _ in 0..<3_000 {
                let x = Double(
                    sign: next() & 1 == 0 ? .plus : .minus, exponent: Int(next() % 90) - 60,
                    significand: 1 + Double(next() >> 11) / Double(1 << 53))
                #expect(
                    DecimalText.fixed(x, places: places) == String(format: "%.\(places)f", x),
                    "\(x) \(places)")
            }
            for k in 0..<400 {
                var power = 1.0
                for _ in 0..<places { power *= 10 }
                let x = (Double(k) + 0.5) / power
                #expect(
                    DecimalText.fixed(x, places: places) == String(format: "%.\(places)f", x),
                    "\(x) \(places)")
                #expect(
                    DecimalText.fixed(-x, places: places) == String(format: "%.\(places)f", -x),
                    "\(-x) \(places)")
            }
        }
        #expect(DecimalText.fixed(-0.0, places: 2) == String(format: "%.2f", -0.0))
    }

    /// `appendFixed` writes `fixed`'s bytes after what the buffer holds (both paths: the integer
    /// one and the exact expansion beyond 10¹⁸), and with `unsignedZero` drops only the sign of a
    /// value that rounds to zero.
    @Test func appendFixedWritesFixedsBytes() {
        for places in [0, 1, 2, 4, 9] {
            for x in Self.grid + Self.round + [1e19, -2.5e20, .nan, -.infinity] {
                var text = Array("a".utf8)
                DecimalText.appendFixed(x, places: places, to: &text)
                #expect(
                    String(decoding: text, as: UTF8.self) == "a" + DecimalText.fixed(x, places: places),
                    "\(x)")
            }
        }
        func unsigned(_ x: Double, _ places: Int) -> String {
            var text: [UInt8] = []
            DecimalText.appendFixed(x, places: places, unsignedZero: true, to: &text)
            return String(decoding: text, as: UTF8.self)
        }
        #expect(unsigned(-0.001, 2) == "0.00")
        #expect(unsigned(-0.0, 1) == "0.0")
        #expect(unsigned(-0.4, 0) == "0")
        #expect(unsigned(-0.006, 2) == "-0.01")
        #expect(unsigned(-1e-300, 2) == "0.00")
        #expect(unsigned(-.infinity, 2) == "-inf")
    }

    @Test func specialValues() {
        #expect(DecimalText.general(.nan) == "nan")
        #expect(DecimalText.general(-.infinity) == "-inf")
        #expect(DecimalText.fixed(.infinity, places: 6) == "inf")
        #expect(DecimalText.shortest(400) == "400")
        #expect(DecimalText.shortest(0.1) == "0.1")
    }

    /// `readable`: a Float's value reads as the Float's shortest text (what a person typed), any
    /// other value as the Double's; whole numbers have no fraction; reading the text back and
    /// storing it as the engine does (a Float) gives the same bits, on the grid and round values.
    @Test func readableIsShortAndExact() {
        #expect(DecimalText.readable(Double(Float(0.3))) == "0.3")
        #expect(DecimalText.readable(Double(Float(0.7))) == "0.7")
        #expect(DecimalText.readable(0.1) == "0.1")
        #expect(DecimalText.readable(200) == "200")
        #expect(DecimalText.readable(-0.0) == "0")
        #expect(DecimalText.readable(Double(Float(1.5707964))) == "1.5707964")
        #expect(DecimalText.readable(1e39) == "1e+39")
        #expect(DecimalText.readable(Double.nan) == "nan")
        for x in Self.grid + Self.round where x.isFinite {
            let text = DecimalText.readable(x)
            #expect(Double(text) == x, "\(x) → \(text)")
            let float = Double(Float(x))
            #expect(Float(DecimalText.readable(float)) == Float(x), "\(float)")
        }
    }
}
