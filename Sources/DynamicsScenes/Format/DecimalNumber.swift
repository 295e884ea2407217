import Dynamics

/// JSON number text to the nearest `Double`, ties to even, by the library's own exact arithmetic:
/// the same bits on every platform without the C library's `strtod` (which Embedded Swift's
/// `Double(String)` needs and does not have), and what `Double(String)` gives where it exists (the
/// tests compare the two on a dense grid and on a million random texts).
///
/// Three paths, each exact where it is taken, tried in order:
/// 1. up to 15 significant digits and a decimal exponent within ±22 (most of what the scene
///    writer prints): one multiplication or division of two exactly representable doubles, which
///    IEEE arithmetic rounds correctly (Clinger's fast path);
/// 2. up to 19 digits and an exponent within ±19 (the writer's 16- and 17-digit shortest forms):
///    the digits as a 64-bit integer times or over a power of ten, in 128-bit integer arithmetic,
///    rounded from the exact quotient and remainder;
/// 3. everything else: a small big integer. For e ≥ 0 the integer itself, for e < 0 a long
///    division giving 55 and more quotient bits and a remainder, which decide the rounding
///    exactly. Digits beyond 800 are folded into a sticky bit, which cannot change a correctly
///    rounded result (a double is fixed by its first 768 significant digits).
///
/// The third path alone took ~20 µs a number (a 35 MB scene file validated in 20 s); the first two
/// take tens of nanoseconds and allocate nothing.
package enum DecimalNumber {
    /// The value of JSON number text (`-12.5e3`), rounded to nearest, ties to even; ±infinity
    /// when it is beyond the largest finite double, `nil` for text that is not a JSON number.
    ///
    /// ```swift
    /// DecimalNumber.parse("0.1".utf8)   // 0.1
    /// ```
    package static func parse(_ text: some Collection<UInt8>) -> Double? {
        fastParse(text) ?? exactParse(text)
    }

    /// The value by the big-integer path alone (path 3 above) for every text: what ``parse(_:)``
    /// must equal, kept for the tests that check it does.
    ///
    /// ```swift
    /// DecimalNumber.exactParse("0.1".utf8)   // 0.1
    /// ```
    package static func exactParse(_ text: some Collection<UInt8>) -> Double? {
        var bytes = Array(text)
        var negative = false
        if bytes.first == UInt8(ascii: "-") {
            negative = true
            bytes.removeFirst()
        }
        var digits: [UInt8] = []
        var exponent = 0
        var sticky = false
        var i = 0
        var sawDigit = false
        var afterPoint = false
        while i < bytes.count {
            let b = bytes[i]
            if b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") {
                sawDigit = true
                if digits.isEmpty && b == UInt8(ascii: "0") {
                    if afterPoint { exponent -= 1 }
                } else if digits.count < 800 {
                    digits.append(b - UInt8(ascii: "0"))
                    if afterPoint { exponent -= 1 }
                } else {
                    if b != UInt8(ascii: "0") { sticky = true }
                    if !afterPoint { exponent += 1 }
                }
            } else if b == UInt8(ascii: ".") && !afterPoint {
                afterPoint = true
            } else {
                break
            }
            i += 1
        }
        guard sawDigit else { return nil }
        if i < bytes.count {
            guard bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") else { return nil }
            i += 1
            var exponentNegative = false
            if i < bytes.count && (bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-")) {
                exponentNegative = bytes[i] == UInt8(ascii: "-")
                i += 1
            }
            var e = 0
            var any = false
            while i < bytes.count, bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9") {
                if e < 100_000 { e = e * 10 + Int(bytes[i] - UInt8(ascii: "0")) }
                any = true
                i += 1
            }
            guard any, i == bytes.count else { return nil }
            exponent += exponentNegative ? -e : e
        }
        let magnitude = value(digits: digits, exponent: exponent, sticky: sticky)
        return negative ? -magnitude : magnitude
    }

    /// The nearest double to digits × 10^exponent (plus a sliver more when `sticky`).
    private static func value(digits: [UInt8], exponent: Int, sticky: Bool) -> Double {
        if digits.isEmpty { return 0 }
        // The decimal exponent of the leading digit decides the easy cases.
        let leading = digits.count + exponent
        if leading > 310 { return .infinity }
        if leading < -330 { return 0 }
        var n = BigInt(UInt32(0))
        for d in digits {
            n.multiply(by: 10)
            n.add(UInt32(d))
        }
        if exponent >= 0 {
            for _ in 0..<exponent { n.multiply(by: 10) }
            return round(n, scale: 0, sticky: sticky)
        }
        // n / 10^f: shift one side so the quotient has 54 to 56 bits, then divide.
        var divisor = BigInt(UInt32(1))
        for _ in 0..<(-exponent) { divisor.multiply(by: 10) }
        let shift = divisor.bitWidth - n.bitWidth + 55
        if shift >= 0 { n.shiftLeft(by: shift) } else { divisor.shiftLeft(by: -shift) }
        let (quotient, remainderIsZero) = n.divided(by: divisor)
        return round(quotient, scale: -shift, sticky: sticky || !remainderIsZero)
    }

    /// The nearest double to n × 2^scale (plus a sliver more when `sticky`): keeps 53 bits (fewer
    /// for subnormals), rounding half to even.
    private static func round(_ n: BigInt, scale: Int, sticky: Bool) -> Double {
        let width = n.bitWidth
        if width == 0 { return 0 }
        // The value is in [2^(width-1+scale), 2^(width+scale)).
        let topExponent = width - 1 + scale
        if topExponent > 1023 { return .infinity }
        // Bits kept: 53, or fewer where the result is subnormal (the last kept bit is 2^-1074).
        let kept = min(53, topExponent + 1075)
        if kept <= 0 {
            // Below half the smallest subnormal, or at most at it: 0 or the smallest subnormal.
            let half = kept == 0 && (n.bitsAreZero(below: width - 1) == false || sticky)
            return half ? Double.leastNonzeroMagnitude : 0
        }
        let dropped = width - kept
        var mantissa: UInt64
        var roundUp = false
        if dropped <= 0 {
            mantissa = n.low64 << UInt64(-dropped)
        } else {
            mantissa = n.bits(from: dropped, count: kept)
            let halfBit = n.bit(dropped - 1)
            let below = !n.bitsAreZero(below: dropped - 1) || sticky
            roundUp = halfBit && (below || mantissa & 1 == 1)
        }
        var exponent2 = scale + max(dropped, 0) + (dropped < 0 ? dropped : 0)
        if roundUp {
            mantissa += 1
            if mantissa == 1 << UInt64(kept) {
                mantissa >>= 1
                exponent2 += 1
            }
        }
        // mantissa × 2^exponent2, exactly representable now.
        let result = Double(mantissa) * power2(exponent2)
        return result
    }

    /// 2^e as a double, exactly, for the range the results need (it may be subnormal).
    private static func power2(_ e: Int) -> Double {
        var result = 1.0
        var e = e
        // Two steps keep every intermediate normal until the last multiply.
        while e > 0 {
            let step = min(e, 1000)
            result *= Double(sign: .plus, exponent: step, significand: 1)
            e -= step
        }
        while e < 0 {
            let step = max(e, -1000)
            result *= Double(sign: .plus, exponent: step, significand: 1)
            e -= step
        }
        return result
    }
}
