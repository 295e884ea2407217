/// The transcendental functions the library computes with, written from `+ − × ÷`, exact
/// power-of-two scaling and `squareRoot()` alone, so that every build on every CPU and C library
/// gets the same bits (libm's `sin`, `atan2`, `pow`, `hypot` are not specified to be correctly
/// rounded and differ between glibc, musl, Apple's libm and wasi-libc).
///
/// The library calls no inexact libm function: the engine, the API and the scene runner use these,
/// on the full toolchain as on Embedded Swift (`rounded()` and `truncatingRemainder` may become C's
/// `round` and `fmod`, which are exact). Largest errors against glibc on grids of 2·10⁶ points
/// (`PortableMathTests`): `sin` 1 ulp, `cos` 2, `tan` 3, `atan` 2, `atan2` 3, `hypot` 1 (for
/// |x| ≤ 1000; 2 ulp up to 2²⁰·π/2 with the three-part π/2 of the Cody–Waite reduction; beyond
/// that the reduction is by the `Double` nearest 2π: still deterministic, with an absolute error
/// near |x|·2⁻⁵³), and `pow(x, y)` (x > 0) 4 + 1.5·|y·log₂ x| ulp (the error of y·log₂ x, magnified).
///
/// No operation here may become a fused multiply-add: Swift does not contract `a * b + c`, and the
/// determinism check in CI compares debug, release, x86-64, arm64 and wasm32 builds bit for bit.
///
/// ```swift
/// PortableMath.sin(.pi / 6)        // 0.49999999999999994 (glibc gives the same)
/// PortableMath.atan2(1, -1)        // 2.356194490192345 (3π/4)
/// PortableMath.hypot(3e300, 4e300) // 5e300, no overflow
/// ```
public enum PortableMath {
    // π/2 in three parts for Cody–Waite reduction: the first two have 33 significant bits, so
    // n·p1 and n·p2 are exact for |n| < 2²⁰.
    private static let p1 = 0x1.921fb544p+0
    private static let p2 = 0x1.0b4611a6p-34
    private static let p3 = 0x1.3198a2e037073p-69
    private static let twoOverPi = 0x1.45f306dc9c883p-1
    // π/2 and π as a Double plus the Double nearest the rest.
    private static let halfPiHigh = 0x1.921fb54442d18p+0
    private static let halfPiLow = 0x1.1a62633145c07p-54
    private static let piHigh = 0x1.921fb54442d18p+1
    private static let piLow = 0x1.1a62633145c07p-53
    /// Past this, n·p1 is no longer exact.
    private static let reductionLimit = 0x1p20 * 0x1.921fb54442d18p+0

    /// x = n·π/2 + r with |r| ≤ π/4 (a little more past `reductionLimit`); n modulo 4.
    @inline(__always)
    private static func reduce(_ x: Double) -> (quadrant: Int, r: Double) {
        if Swift.abs(x) <= 0x1.921fb54442d18p-1 { return (0, x) }
        var y = x
        if Swift.abs(y) > reductionLimit {
            // Deterministic but not accurate: the remainder by the Double nearest 2π is exact.
            y = y.truncatingRemainder(dividingBy: 2 * piHigh)
        }
        let n = (y * twoOverPi).rounded()
        let r = ((y - n * p1) - n * p2) - n * p3
        return (Int(n) & 3, r)
    }

    /// sin r for |r| ≤ π/4 (a little more is fine): the Taylor series to r¹⁷, whose first
    /// dropped term is below 10⁻¹⁹ · |r|.
    @inline(__always)
    private static func sinKernel(_ r: Double) -> Double {
        let z = r * r
        var s: Double = -1.0 / 355_687_428_096_000  // −1/17!
        s = s * z + 1.0 / 1_307_674_368_000  // 1/15!
        s = s * z - 1.0 / 6_227_020_800  // −1/13!
        s = s * z + 1.0 / 39_916_800  // 1/11!
        s = s * z - 1.0 / 362_880  // −1/9!
        s = s * z + 1.0 / 5_040  // 1/7!
        s = s * z - 1.0 / 120
        s = s * z + 1.0 / 6
        return r - r * z * s
    }

    /// cos r for |r| ≤ π/4: the Taylor series to r¹⁸.
    @inline(__always)
    private static func cosKernel(_ r: Double) -> Double {
        let z = r * r
        var c: Double = -1.0 / 6_402_373_705_728_000  // −1/18!
        c = c * z + 1.0 / 20_922_789_888_000  // 1/16!
        c = c * z - 1.0 / 87_178_291_200  // −1/14!
        c = c * z + 1.0 / 479_001_600  // 1/12!
        c = c * z - 1.0 / 3_628_800  // −1/10!
        c = c * z + 1.0 / 40_320  // 1/8!
        c = c * z - 1.0 / 720
        c = c * z + 1.0 / 24
        // 1 − z/2 + z²·c, the rounding of 1 − z/2 recovered and added with the small part.
        let half = 0.5 * z
        let w = 1 - half
        return w + (((1 - w) - half) + z * z * c)
    }

    /// The sine of `x` radians.
    ///
    /// ```swift
    /// PortableMath.sin(.pi / 2)   // 1.0
    /// ```
    public static func sin(_ x: Double) -> Double {
        guard x.isFinite else { return .nan }
        let (n, r) = reduce(x)
        switch n {
        case 0: return sinKernel(r)
        case 1: return cosKernel(r)
        case 2: return -sinKernel(r)
        default: return -cosKernel(r)
        }
    }

    /// The cosine of `x` radians.
    ///
    /// ```swift
    /// PortableMath.cos(0)   // 1.0
    /// ```
    public static func cos(_ x: Double) -> Double {
        guard x.isFinite else { return .nan }
        let (n, r) = reduce(x)
        switch n {
        case 0: return cosKernel(r)
        case 1: return -sinKernel(r)
        case 2: return -cosKernel(r)
        default: return sinKernel(r)
        }
    }

    /// The tangent of `x` radians.
    ///
    /// ```swift
    /// PortableMath.tan(.pi / 4)   // 0.9999999999999999
    /// ```
    public static func tan(_ x: Double) -> Double {
        guard x.isFinite else { return .nan }
        let (n, r) = reduce(x)
        let s = sinKernel(r)
        let c = cosKernel(r)
        return n & 1 == 0 ? s / c : -c / s
    }

    // atan(k/8) for k = 0…8, the Doubles nearest the true values.
    private static let atanEighths: [Double] = [
        0, 0x1.fd5ba9aac2f6ep-4, 0x1.f5b75f92c80ddp-3, 0x1.6f61941e4def1p-2, 0x1.dac670561bb4fp-2,
        0x1.1e00babdefeb4p-1, 0x1.4978fa3269ee1p-1, 0x1.700a7c5784634p-1, 0x1.921fb54442d18p-1,
    ]

    /// atan t for 0 ≤ t ≤ 1: atan t = atan c + atan((t − c)/(1 + t·c)) with c the nearest eighth,
    /// so the series runs on |u| ≤ 1/16 (first dropped term u¹⁹/19 < 10⁻²⁴).
    @inline(__always)
    private static func atanUnit(_ t: Double) -> Double {
        let k = Int((t * 8).rounded())
        let c = Double(k) * 0.125
        let u = (t - c) / (1 + t * c)
        let z = u * u
        var s: Double = -1.0 / 17
        s = s * z + 1.0 / 15
        s = s * z - 1.0 / 13
        s = s * z + 1.0 / 11
        s = s * z - 1.0 / 9
        s = s * z + 1.0 / 7
        s = s * z - 1.0 / 5
        s = s * z + 1.0 / 3
        return atanEighths[k] + (u - u * z * s)
    }

    /// The arctangent of `x`, in [−π/2, π/2].
    ///
    /// ```swift
    /// PortableMath.atan(1)   // 0.7853981633974483
    /// ```
    public static func atan(_ x: Double) -> Double {
        if x.isNaN { return x }
        let t = Swift.abs(x)
        let a = t <= 1 ? atanUnit(t) : (halfPiHigh - atanUnit(1 / t)) + halfPiLow
        return x < 0 ? -a : a
    }

    /// The angle of the point (x, y) from the positive x axis, in [−π, π], with C's signed-zero
    /// and infinity rules (`atan2(±0, −0) = ±π`, `atan2(±∞, +∞) = ±π/4`, …).
    ///
    /// ```swift
    /// PortableMath.atan2(1, 0)    // 1.5707963267948966 (π/2)
    /// PortableMath.atan2(0, -1)   // 3.141592653589793 (π)
    /// ```
    public static func atan2(_ y: Double, _ x: Double) -> Double {
        if x.isNaN || y.isNaN { return .nan }
        let ax = Swift.abs(x)
        let ay = Swift.abs(y)
        let a: Double
        if ay == 0 {
            a = x.sign == .minus ? piHigh : 0
        } else if ax == 0 {
            a = halfPiHigh
        } else if ax.isInfinite && ay.isInfinite {
            a = x < 0 ? 3 * halfPiHigh / 2 : halfPiHigh / 2
        } else if ay.isInfinite {
            a = halfPiHigh
        } else if ax.isInfinite {
            a = x < 0 ? piHigh : 0
        } else {
            // π − t and π/2 ± t with the constants' low parts added last.
            if ay <= ax {
                let t = atanUnit(ay / ax)
                a = x < 0 ? (piHigh - t) + piLow : t
            } else {
                let t = atanUnit(ax / ay)
                a = x < 0 ? (halfPiHigh + t) + halfPiLow : (halfPiHigh - t) + halfPiLow
            }
        }
        return y.sign == .minus ? -a : a
    }

    /// √(x² + y²) without overflow or underflow in between: both are scaled by a power of two
    /// (exact) before squaring.
    ///
    /// ```swift
    /// PortableMath.hypot(3, 4)   // 5.0
    /// ```
    public static func hypot(_ x: Double, _ y: Double) -> Double {
        let a = Swift.abs(x)
        let b = Swift.abs(y)
        if a.isInfinite || b.isInfinite { return .infinity }
        if a.isNaN || b.isNaN { return .nan }
        let big = Swift.max(a, b)
        if big == 0 { return 0 }
        // 2^−e with e the exponent of `big` (|e| ≤ 1074, so in two halves to stay finite): the
        // larger becomes [1, 2), the smaller at most that; the result is scaled back the same way.
        let e = Int(big.exponent)
        let down = Double(sign: .plus, exponent: -(e / 2), significand: 1)
        let downRest = Double(sign: .plus, exponent: -(e - e / 2), significand: 1)
        let u = a * down * downRest
        let v = b * down * downRest
        let root = (u * u + v * v).squareRoot()
        return root * Double(sign: .plus, exponent: e / 2, significand: 1)
            * Double(sign: .plus, exponent: e - e / 2, significand: 1)
    }

    /// x^y for x > 0 as 2^(y·log₂ x) (0 for x ≤ 0 and y > 0, +∞ for x ≤ 0 and y < 0).
    ///
    /// ```swift
    /// PortableMath.pow(2, 0.5)   // 1.414213562373095
    /// ```
    public static func pow(_ x: Double, _ y: Double) -> Double {
        guard x > 0 else { return y > 0 ? 0 : .infinity }
        guard x.isFinite else { return y > 0 ? .infinity : 0 }
        return exp2(y * log2(x))
    }

    /// log₂ x for finite x > 0: x = m·2^e with m in [√½, √2), ln m = 2·atanh((m − 1)/(m + 1)).
    ///
    /// ```swift
    /// PortableMath.log2(8)   // 3.0
    /// ```
    public static func log2(_ x: Double) -> Double {
        var e = Double(Int(x.exponent))
        var m = x.significand  // [1, 2)
        if m > 1.414_213_562_373_095_1 {
            m *= 0.5
            e += 1
        }
        let z = (m - 1) / (m + 1)  // |z| ≤ 0.1716
        let z2 = z * z
        // atanh z = z·Σ z²ⁿ/(2n + 1), 13 terms by Horner: 0.1716^26 / 27 < 10⁻²¹.
        var s: Double = 1.0 / 27
        s = s * z2 + 1.0 / 25
        s = s * z2 + 1.0 / 23
        s = s * z2 + 1.0 / 21
        s = s * z2 + 1.0 / 19
        s = s * z2 + 1.0 / 17
        s = s * z2 + 1.0 / 15
        s = s * z2 + 1.0 / 13
        s = s * z2 + 1.0 / 11
        s = s * z2 + 1.0 / 9
        s = s * z2 + 1.0 / 7
        s = s * z2 + 1.0 / 5
        s = s * z2 + 1.0 / 3
        s = s * z2 + 1
        return e + 2 * z * s * 1.442_695_040_888_963_4  // 1/ln 2
    }

    /// 2^y: y = n + f with |f| ≤ ½, e^(f·ln 2) by its Taylor series, times 2ⁿ exactly.
    ///
    /// ```swift
    /// PortableMath.exp2(-1)   // 0.5
    /// ```
    public static func exp2(_ y: Double) -> Double {
        if y.isNaN { return y }
        if y > 1023 { return .infinity }
        if y < -1074 { return 0 }
        let n = y.rounded()
        let a = (y - n) * 0.693_147_180_559_945_3  // |a| ≤ 0.35
        // e^a = Σ aⁱ/i!, 17 terms by Horner: 0.35^17 / 17! < 10⁻²²; reciprocals are exact-rounded
        // constants, the same on every platform.
        var s: Double = 1.0 / 355_687_428_096_000  // 1/17!
        s = s * a + 1.0 / 20_922_789_888_000
        s = s * a + 1.0 / 1_307_674_368_000
        s = s * a + 1.0 / 87_178_291_200
        s = s * a + 1.0 / 6_227_020_800
        s = s * a + 1.0 / 479_001_600
        s = s * a + 1.0 / 39_916_800
        s = s * a + 1.0 / 3_628_800
        s = s * a + 1.0 / 362_880
        s = s * a + 1.0 / 40_320
        s = s * a + 1.0 / 5_040
        s = s * a + 1.0 / 720
        s = s * a + 1.0 / 120
        s = s * a + 1.0 / 24
        s = s * a + 1.0 / 6
        s = s * a + 0.5
        s = s * a + 1
        let sum = s * a + 1
        let ni = Int(n)
        if ni < -1020 {
            return Double(sign: .plus, exponent: ni + 60, significand: sum) * 0x1p-60
        }
        return Double(sign: .plus, exponent: ni, significand: sum)
    }
}
