/// An unsigned big integer, base 2³², least significant limb first: just what exact conversions
/// between decimal text and doubles need (``DecimalText`` here, the scene reader's numbers in
/// DynamicsScenes).
package struct BigInt {
    package var limbs: [UInt32]

    package init(_ value: UInt32) { limbs = value == 0 ? [] : [value] }

    package init(_ value: UInt64) {
        limbs = [UInt32(truncatingIfNeeded: value), UInt32(value >> 32)]
        while limbs.last == 0 { limbs.removeLast() }
    }

    package var bitWidth: Int {
        guard let top = limbs.last else { return 0 }
        return (limbs.count - 1) * 32 + (32 - top.leadingZeroBitCount)
    }

    package mutating func multiply(by factor: UInt32) {
        var carry: UInt64 = 0
        for i in limbs.indices {
            let product = UInt64(limbs[i]) * UInt64(factor) + carry
            limbs[i] = UInt32(truncatingIfNeeded: product)
            carry = product >> 32
        }
        if carry != 0 { limbs.append(UInt32(carry)) }
    }

    package mutating func add(_ value: UInt32) {
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

    package mutating func shiftLeft(by bits: Int) {
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

    package func bit(_ index: Int) -> Bool {
        guard index >= 0, index / 32 < limbs.count else { return false }
        return limbs[index / 32] >> UInt32(index % 32) & 1 == 1
    }

    /// Whether every bit below `index` is zero.
    package func bitsAreZero(below index: Int) -> Bool {
        guard index > 0 else { return true }
        let whole = min(index / 32, limbs.count)
        for i in 0..<whole where limbs[i] != 0 { return false }
        let part = index % 32
        if part > 0, whole < limbs.count, limbs[whole] & ((1 << UInt32(part)) - 1) != 0 { return false }
        return true
    }

    /// `count` (≤ 64) bits starting at bit `from`, as an integer.
    package func bits(from: Int, count: Int) -> UInt64 {
        var out: UInt64 = 0
        for i in stride(from: count - 1, through: 0, by: -1) where bit(from + i) {
            out |= 1 << UInt64(i)
        }
        return out
    }

    package var low64: UInt64 {
        (limbs.count > 0 ? UInt64(limbs[0]) : 0) | (limbs.count > 1 ? UInt64(limbs[1]) << 32 : 0)
    }

    /// The quotient (which must fit in 64 bits: the callers shift for 55 to 58 bits) and whether
    /// the remainder is zero, by shift-and-subtract.
    package func divided(by divisor: BigInt) -> (BigInt, Bool) {
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
        return (BigInt(quotient), remainder.isZero)
    }

    package func compare(_ other: BigInt) -> Int {
        let a = limbs.count - (limbs.reversed().firstIndex { $0 != 0 } ?? limbs.count)
        let b = other.limbs.count - (other.limbs.reversed().firstIndex { $0 != 0 } ?? other.limbs.count)
        if a != b { return a < b ? -1 : 1 }
        for i in stride(from: a - 1, through: 0, by: -1) where limbs[i] != other.limbs[i] {
            return limbs[i] < other.limbs[i] ? -1 : 1
        }
        return 0
    }

    /// self −= other (other ≤ self).
    package mutating func subtract(_ other: BigInt) {
        var borrow: Int64 = 0
        for i in limbs.indices {
            let difference = Int64(limbs[i]) - (i < other.limbs.count ? Int64(other.limbs[i]) : 0) - borrow
            limbs[i] = UInt32(truncatingIfNeeded: difference)
            borrow = difference < 0 ? 1 : 0
        }
        while limbs.last == 0 { limbs.removeLast() }
    }

    /// Divides by `divisor` in place and returns the remainder.
    package mutating func divide(by divisor: UInt32) -> UInt32 {
        var remainder: UInt64 = 0
        for i in limbs.indices.reversed() {
            let value = remainder << 32 | UInt64(limbs[i])
            limbs[i] = UInt32(value / UInt64(divisor))
            remainder = value % UInt64(divisor)
        }
        while limbs.last == 0 { limbs.removeLast() }
        return UInt32(remainder)
    }

    /// Whether the value is zero.
    package var isZero: Bool { limbs.allSatisfy { $0 == 0 } }
}
