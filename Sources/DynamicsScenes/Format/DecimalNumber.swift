/// JSON number text to the nearest `Double`, ties to even, by the library's own exact arithmetic:
/// the same bits on every platform without the C library's `strtod` (which Embedded Swift's
/// `Double(String)` needs and does not have), and what `Double(String)` gives where it exists (the
/// tests compare the two on a dense grid).
///
/// The value d₁d₂…dₙ × 10^e is worked out with a small big integer: for e ≥ 0 the integer itself,
/// for e < 0 a long division giving 55 and more quotient bits and a remainder, which decide the
/// rounding exactly. Digits beyond 800 are folded into a sticky bit, which cannot change a
/// correctly rounded result (a double is fixed by its first 768 significant digits).
package enum DecimalNumber {
    /// The value of JSON number text (`-12.5e3`), rounded to nearest, ties to even; ±infinity
    /// when it is beyond the largest finite double, `nil` for text that is not a JSON number.
    ///
    /// ```swift
    /// DecimalNumber.parse("0.1")   // 0.1
    /// ```
    package static func parse(_ text: some Collection<UInt8>) -> Double? {
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
        var n = BigInt(0)
        for d in digits {
            n.multiply(by: 10)
            n.add(UInt32(d))
        }
        if exponent >= 0 {
            for _ in 0..<exponent { n.multiply(by: 10) }
            return round(n, scale: 0, sticky: sticky)
        }
        // n / 10^f: shift one side so the quotient has 54 to 56 bits, then divide.
        var divisor = BigInt(1)
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

/// An unsigned big integer, base 2³², least significant limb first: just what exact decimal
/// parsing needs.
private struct BigInt {
    var limbs: [UInt32]

    init(_ value: UInt32) { limbs = value == 0 ? [] : [value] }

    var bitWidth: Int {
        guard let top = limbs.last else { return 0 }
        return (limbs.count - 1) * 32 + (32 - top.leadingZeroBitCount)
    }

    mutating func multiply(by factor: UInt32) {
        var carry: UInt64 = 0
        for i in limbs.indices {
            let product = UInt64(limbs[i]) * UInt64(factor) + carry
            limbs[i] = UInt32(truncatingIfNeeded: product)
            carry = product >> 32
        }
        if carry != 0 { limbs.append(UInt32(carry)) }
    }

    mutating func add(_ value: UInt32) {
        var carry = UInt64(value)
        var i = 0
        while carry != 0 {
            if i == limbs.count { limbs.append(0) }
            let sum = UInt64(limbs[i]) + carry
            limbs[i] = UInt32(truncatingIfNeeded: sum)
            carry = sum >> 32
            i += 1
        }
    }

    mutating func shiftLeft(by bits: Int) {
        guard bits > 0, !limbs.isEmpty else { return }
        let whole = bits / 32
        let part = bits % 32
        if part > 0 {
            var carry: UInt32 = 0
            for i in limbs.indices {
                let value = limbs[i]
                limbs[i] = value << UInt32(part) | carry
                carry = value >> UInt32(32 - part)
            }
            if carry != 0 { limbs.append(carry) }
        }
        limbs.insert(contentsOf: repeatElement(0, count: whole), at: 0)
    }

    func bit(_ index: Int) -> Bool {
        guard index >= 0, index / 32 < limbs.count else { return false }
        return limbs[index / 32] >> UInt32(index % 32) & 1 == 1
    }

    /// Whether every bit below `index` is zero.
    func bitsAreZero(below index: Int) -> Bool {
        guard index > 0 else { return true }
        let whole = min(index / 32, limbs.count)
        for i in 0..<whole where limbs[i] != 0 { return false }
        let part = index % 32
        if part > 0, whole < limbs.count, limbs[whole] & ((1 << UInt32(part)) - 1) != 0 { return false }
        return true
    }

    /// `count` (≤ 64) bits starting at bit `from`, as an integer.
    func bits(from: Int, count: Int) -> UInt64 {
        var out: UInt64 = 0
        for i in stride(from: count - 1, through: 0, by: -1) where bit(from + i) {
            out |= 1 << UInt64(i)
        }
        return out
    }

    var low64: UInt64 {
        (limbs.count > 0 ? UInt64(limbs[0]) : 0) | (limbs.count > 1 ? UInt64(limbs[1]) << 32 : 0)
    }

    /// The quotient (which must fit in 64 bits: the callers shift for 55 to 58 bits) and whether
    /// the remainder is zero, by shift-and-subtract.
    func divided(by divisor: BigInt) -> (BigInt, Bool) {
        var remainder = self
        var quotient: UInt64 = 0
        let top = max(0, bitWidth - divisor.bitWidth)
        for position in stride(from: top, through: 0, by: -1) {
            var shifted = divisor
            shifted.shiftLeft(by: position)
            if remainder.compare(shifted) >= 0 {
                remainder.subtract(shifted)
                quotient |= 1 << UInt64(position)
            }
        }
        var q = BigInt(UInt32(truncatingIfNeeded: quotient))
        if quotient >> 32 != 0 { q.limbs = [UInt32(truncatingIfNeeded: quotient), UInt32(quotient >> 32)] }
        if quotient == 0 { q.limbs = [] }
        return (q, remainder.limbs.allSatisfy { $0 == 0 })
    }

    func compare(_ other: BigInt) -> Int {
        let a = limbs.count - (limbs.reversed().firstIndex { $0 != 0 } ?? limbs.count)
        let b = other.limbs.count - (other.limbs.reversed().firstIndex { $0 != 0 } ?? other.limbs.count)
        if a != b { return a < b ? -1 : 1 }
        for i in stride(from: a - 1, through: 0, by: -1) where limbs[i] != other.limbs[i] {
            return limbs[i] < other.limbs[i] ? -1 : 1
        }
        return 0
    }

    /// self −= other (other ≤ self).
    mutating func subtract(_ other: BigInt) {
        var borrow: Int64 = 0
        for i in limbs.indices {
            let difference = Int64(limbs[i]) - (i < other.limbs.count ? Int64(other.limbs[i]) : 0) - borrow
            limbs[i] = UInt32(truncatingIfNeeded: difference)
            borrow = difference < 0 ? 1 : 0
        }
        while limbs.last == 0 { limbs.removeLast() }
    }
}
