/// The two fast paths of ``DecimalNumber/parse(_:)``: exact where they apply, `nil` (the big-integer
/// path decides) everywhere else, including every text that is not a plain JSON number.
extension DecimalNumber {
    /// The value when the text is `-?digits(.digits)?([eE][+-]?digits)?` with at most 19
    /// significant digits and a decimal exponent the two fast paths cover; `nil` otherwise.
    ///
    /// ```swift
    /// DecimalNumber.fastParse("0.016666666666666666".utf8)   // 1/60 as the writer prints it
    /// ```
    @inline(__always)
    static func fastParse(_ text: some Collection<UInt8>) -> Double? {
        var i = text.startIndex
        let end = text.endIndex
        @inline(__always) func digit() -> UInt64? {
            guard i != end else { return nil }
            let d = text[i] &- UInt8(ascii: "0")
            return d < 10 ? UInt64(d) : nil
        }
        var negative = false
        if i != end && text[i] == UInt8(ascii: "-") {
            negative = true
            i = text.index(after: i)
        }
        // The significant digits (leading zeros skipped) as an integer, and the power of ten
        // that scales it: every digit after the point lowers it by one.
        var w: UInt64 = 0
        var significant = 0
        var exponent = 0
        var sawDigit = false
        var afterPoint = false
        while true {
            if let d = digit() {
                sawDigit = true
                if significant > 0 || d != 0 {
                    // A 20th significant digit would not fit 64 bits: the big-integer path.
                    guard significant < 19 else { return nil }
                    w = w &* 10 &+ d
                    significant += 1
                }
                if afterPoint { exponent -= 1 }
            } else if i != end && text[i] == UInt8(ascii: ".") && !afterPoint {
                afterPoint = true
            } else {
                break
            }
            i = text.index(after: i)
        }
        guard sawDigit else { return nil }
        if i != end {
            guard text[i] == UInt8(ascii: "e") || text[i] == UInt8(ascii: "E") else { return nil }
            i = text.index(after: i)
            var exponentNegative = false
            if i != end && (text[i] == UInt8(ascii: "+") || text[i] == UInt8(ascii: "-")) {
                exponentNegative = text[i] == UInt8(ascii: "-")
                i = text.index(after: i)
            }
            var e = 0
            var count = 0
            while let d = digit() {
                // Five digits already put the exponent beyond both fast paths.
                guard count < 5 else { return nil }
                e = e * 10 + Int(d)
                count += 1
                i = text.index(after: i)
            }
            guard count > 0, i == end else { return nil }
            exponent += exponentNegative ? -e : e
        }
        guard let magnitude = fastValue(w, exponent) else { return nil }
        return negative ? -magnitude : magnitude
    }

    /// w × 10^exponent correctly rounded, by Clinger's fast path or in 128-bit integers; `nil`
    /// outside both.
    @inline(__always)
    private static func fastValue(_ w: UInt64, _ exponent: Int) -> Double? {
        if w == 0 { return 0 }
        // Both operands exact (w < 2^53, 10^22 < 2^53 · 2^22 is a double exactly): one IEEE
        // operation rounds the exact product or quotient correctly.
        if w <= 1 << 53 && exponent >= -22 && exponent <= 22 {
            let p = exactPowers[exponent < 0 ? -exponent : exponent]
            return exponent < 0 ? Double(w) / p : Double(w) * p
        }
        guard exponent >= -19 && exponent <= 19 else { return nil }
        let scale = integerPowers[exponent < 0 ? -exponent : exponent]
        if exponent >= 0 {
            // w · 10^e < 10^38 < 2^127: the exact product.
            let (hi, lo) = w.multipliedFullWidth(by: scale)
            return nearest(hi, lo, scale: 0, sticky: false)
        }
        // w / 10^k: shift the dividend (or, when w is much the larger, the divisor) so that the
        // quotient has 55 or 56 bits; the remainder says whether anything was left over.
        let shift = (64 - scale.leadingZeroBitCount) - (64 - w.leadingZeroBitCount) + 55
        var divisor = scale
        var hi: UInt64 = 0
        var lo = w
        if shift >= 64 {
            hi = w << UInt64(shift - 64)
            lo = 0
        } else if shift > 0 {
            hi = w >> UInt64(64 - shift)
            lo = w << UInt64(shift)
        } else if shift < 0 {
            // w has at least 56 more bits than 10^k (k ≤ 2): the divisor has room to grow.
            divisor <<= UInt64(-shift)
        }
        // The quotient is below 2^56, so hi < divisor and it fits one 64-bit word.
        let (quotient, remainder) = divisor.dividingFullWidth((hi, lo))
        return nearest(0, quotient, scale: -shift, sticky: remainder != 0)
    }

    /// The double nearest to (hi · 2^64 + lo) · 2^scale (plus a sliver more when `sticky`), ties to
    /// even; `nil` when that would be subnormal or infinite (the fast paths never are: their values
    /// lie between 10^-19 and 10^38).
    @inline(__always)
    private static func nearest(_ hi: UInt64, _ lo: UInt64, scale: Int, sticky: Bool) -> Double? {
        let width = hi != 0 ? 128 - hi.leadingZeroBitCount : 64 - lo.leadingZeroBitCount
        let top = width - 1 + scale
        guard top >= -1022 && top <= 1023 else { return nil }
        let dropped = width - 53
        if dropped <= 0 {
            // At most 53 bits (then hi is 0): exact (the paths that pass `sticky` have more).
            guard !sticky else { return nil }
            return Double(sign: .plus, exponent: scale, significand: Double(lo))
        }
        var mantissa = shiftedRight(hi, lo, dropped)
        let half = shiftedRight(hi, lo, dropped - 1) & 1 == 1
        let below = sticky || !lowBitsAreZero(hi, lo, dropped - 1)
        var exponent = scale + dropped
        if half && (below || mantissa & 1 == 1) {
            mantissa += 1
            if mantissa == 1 << 53 {
                mantissa >>= 1
                exponent += 1
            }
        }
        return Double(sign: .plus, exponent: exponent, significand: Double(mantissa))
    }

    /// The low 64 bits of (hi · 2^64 + lo) >> n, for 0 ≤ n < 128.
    @inline(__always)
    private static func shiftedRight(_ hi: UInt64, _ lo: UInt64, _ n: Int) -> UInt64 {
        if n == 0 { return lo }
        if n >= 64 { return hi >> UInt64(n - 64) }
        return (lo >> UInt64(n)) | (hi << UInt64(64 - n))
    }

    /// Whether the `n` lowest bits of hi · 2^64 + lo are all zero, for 0 ≤ n < 128.
    @inline(__always)
    private static func lowBitsAreZero(_ hi: UInt64, _ lo: UInt64, _ n: Int) -> Bool {
        if n == 0 { return true }
        if n < 64 { return lo & ((1 << UInt64(n)) - 1) == 0 }
        return lo == 0 && (n == 64 || hi & ((1 << UInt64(n - 64)) - 1) == 0)
    }

    /// 10^0 … 10^22, each exactly a double (5^22 < 2^53).
    private static let exactPowers: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
        1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// 10^0 … 10^19, the powers of ten that fit 64 bits.
    private static let integerPowers: [UInt64] = {
        var powers: [UInt64] = [1]
        for _ in 1...19 { powers.append(powers[powers.count - 1] * 10) }
        return powers
    }()
}
