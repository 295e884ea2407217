/// Scans of per-body flag bytes (``World/finalizeBodies(_:)``'s flags) eight bytes to a load: in
/// most steps most bodies leave nothing to the ordered passes, and a byte at a time cost a load,
/// a test and a branch per body (freefall10k: 13 instructions of finalize's 93 a body).
///
/// ```swift
/// var flags: [UInt8] = [0, 4, 0, 6, 1]
/// flags.withUnsafeMutableBufferPointer { b in
///     ByteScan.count(4, in: b.baseAddress!, 0..<5)              // 2
///     ByteScan.firstNonzero(b.baseAddress!, from: 2, to: 5)     // 3
/// }
/// ```
package enum ByteScan {
    /// How many of the bytes at `range` have `bit` (a single bit) set.
    @inline(__always)
    package static func count(
        _ bit: UInt8, in bytes: UnsafeMutablePointer<UInt8>, _ range: Range<Int>
    ) -> Int {
        let shift = UInt64(bit.trailingZeroBitCount)
        var count = 0
        var k = range.lowerBound
        while k + 8 <= range.upperBound {
            // Each byte's bit moved to the byte's lowest place; the multiply adds the eight
            // bytes into the top one (at most 8, so no carry crosses a byte).
            let word = UnsafeRawPointer(bytes + k).loadUnaligned(as: UInt64.self)
            let ones = (word >> shift) & 0x0101_0101_0101_0101
            count += Int(truncatingIfNeeded: (ones &* 0x0101_0101_0101_0101) >> 56)
            k += 8
        }
        while k < range.upperBound {
            if bytes[k] & bit != 0 { count += 1 }
            k += 1
        }
        return count
    }

    /// The first index from `start` up to `end` whose byte is not zero, or `end`.
    ///
    /// ```swift
    /// var k = ByteScan.firstNonzero(bytes, from: 0, to: n)
    /// while k < n { visit(k); k = ByteScan.firstNonzero(bytes, from: k + 1, to: n) }
    /// ```
    @inline(__always)
    package static func firstNonzero(
        _ bytes: UnsafeMutablePointer<UInt8>, from start: Int, to end: Int
    ) -> Int {
        var k = start
        while k + 8 <= end {
            // The lowest-addressed byte is the least significant one on every target (little-
            // endian; the conversion keeps that meaning on any other).
            let word = UInt64(littleEndian: UnsafeRawPointer(bytes + k).loadUnaligned(as: UInt64.self))
            if word != 0 { return k + (word.trailingZeroBitCount >> 3) }
            k += 8
        }
        while k < end && bytes[k] == 0 { k += 1 }
        return k
    }
}
