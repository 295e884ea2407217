import DynamicsEngine
import Foundation
import Testing

/// The library's own transcendental functions against the platform's libm (glibc here) on dense
/// grids: the largest error in ulps of the libm result stays within the bound each function's
/// documentation states, and the special values follow C's rules.
@Suite("Portable math")
struct PortableMathTests {
    /// Distance in units in the last place of `reference`.
    func ulps(_ value: Double, _ reference: Double) -> Double {
        if value == reference || (value.isNaN && reference.isNaN) { return 0 }
        return abs(value - reference) / reference.ulp
    }

    /// The largest error over `count` evenly spaced points of `range`.
    func worst(
        _ range: ClosedRange<Double>, count: Int = 400_000, _ ours: (Double) -> Double,
        _ libm: (Double) -> Double
    ) -> Double {
        var largest = 0.0
        for i in 0...count {
            let x = range.lowerBound + (range.upperBound - range.lowerBound) * Double(i) / Double(count)
            largest = max(largest, ulps(ours(x), libm(x)))
        }
        return largest
    }

    @Test func sineAndCosineAreWithinTheirStatedUlps() {
        #expect(worst(-1000...1000, PortableMath.sin, Foundation.sin) <= 1)
        #expect(worst(-1000...1000, PortableMath.cos, Foundation.cos) <= 2)
        #expect(worst(-1e-3...1e-3, PortableMath.sin, Foundation.sin) <= 1)
        // Near the reduction limit (2²⁰·π/2 ≈ 1.6·10⁶) the three-part π/2 still holds.
        #expect(worst(1.6e6...1.647e6, count: 100_000, PortableMath.sin, Foundation.sin) <= 2)
        #expect(worst(-20...20, PortableMath.tan, Foundation.tan) <= 3)
    }

    @Test func arctangentsAreWithinTheirStatedUlps() {
        #expect(worst(-40...40, PortableMath.atan, Foundation.atan) <= 2)
        #expect(worst(-1e9...1e9, PortableMath.atan, Foundation.atan) <= 2)
        // Around the circle at several aspect ratios, every quadrant.
        for (sx, sy) in [(1.0, 1.0), (1.3, 3.7), (1e-3, 5.0), (7.0, 1e-4)] {
            let error = worst(0...(2 * .pi)) { a in
                PortableMath.atan2(sy * Foundation.sin(a), sx * Foundation.cos(a))
            } _: { a in
                Foundation.atan2(sy * Foundation.sin(a), sx * Foundation.cos(a))
            }
            #expect(error <= 3, "x × \(sx), y × \(sy): \(error) ulp")
        }
    }

    @Test func atan2FollowsCsRulesForZerosInfinitiesAndNaN() {
        let values: [Double] = [0, -0.0, 1, -1, .infinity, -.infinity, .nan, 1e-310, -1e300]
        for y in values {
            for x in values {
                let ours = PortableMath.atan2(y, x)
                let libm = Foundation.atan2(y, x)
                #expect(
                    ours.bitPattern == libm.bitPattern || (ours.isNaN && libm.isNaN),
                    "atan2(\(y), \(x)): \(ours), libm \(libm)")
            }
        }
    }

    @Test func hypotIsWithinOneUlpWithoutOverflow() {
        #expect(worst(-50...50, { PortableMath.hypot($0, 3.25) }, { Foundation.hypot($0, 3.25) }) <= 1)
        #expect(PortableMath.hypot(3e300, 4e300) == 5e300)
        #expect(PortableMath.hypot(3e-320, 4e-320) == Foundation.hypot(3e-320, 4e-320))
        #expect(PortableMath.hypot(.nan, .infinity) == .infinity)
        #expect(PortableMath.hypot(.nan, 1).isNaN)
        #expect(PortableMath.hypot(0, -0.0) == 0)
    }

    @Test func powerIsWithinItsStatedRelativeError() {
        // Within 4 + 1.5·|y·log₂ x| ulp: the rounding of y·log₂ x, magnified by the exponential.
        for y in [-2.5, -0.7, 0.3, 1.5, 2.7, 7.1] {
            var largest = 0.0
            for i in 0...100_000 {
                let x = 1e-3 + 100 * Double(i) / 100_000
                let bound = 4 + 1.5 * abs(y * Foundation.log2(x))
                largest = max(largest, ulps(PortableMath.pow(x, y), Foundation.pow(x, y)) / bound)
            }
            #expect(largest <= 1, "y = \(y): \(largest) of the bound")
        }
        #expect(PortableMath.pow(0, 2) == 0)
        #expect(PortableMath.pow(0, -2) == .infinity)
        #expect(PortableMath.exp2(-1074) == .leastNonzeroMagnitude)
        #expect(PortableMath.log2(1024) == 10)
    }

    /// Results pinned bit for bit: whatever CPU, compiler mode or C library runs this, these bits
    /// (recorded on x86-64) must come out; the hash tables of `dynamics hashes` rest on them.
    @Test func resultsArePinnedBitForBit() {
        let pinned: [(String, Double, UInt64)] = [
            ("sin(0.5)", PortableMath.sin(0.5), 0x3FDE_AEE8_744B_05F0),
            ("cos(2)", PortableMath.cos(2), 0xBFDA_A226_5753_7205),
            ("tan(1.2)", PortableMath.tan(1.2), 0x4004_93C4_3ACB_164C),
            ("atan2(-3, -4)", PortableMath.atan2(-3, -4), 0xC003_FC17_6B7A_8560),
            ("atan(0.3)", PortableMath.atan(0.3), 0x3FD2_A73A_661E_AF06),
            ("hypot(1.5, 2.5)", PortableMath.hypot(1.5, 2.5), 0x4007_52E5_0DB3_A3A2),
            ("pow(3.3, 1.7)", PortableMath.pow(3.3, 1.7), 0x401E_723C_E37C_1E40),
            ("sin(123456.789)", PortableMath.sin(123456.789), 0xBFEF_F50E_60AB_53F9),
        ]
        for (name, value, bits) in pinned {
            #expect(value.bitPattern == bits, "\(name) = \(value)")
        }
    }
}
