/// The falloff factor `fall(r) = |k| < 2⁻¹⁵ ? 1 : max(r, rmin)^(−k)`, without libm.
///
/// Integer exponents (UIKit's defaults −1, 0, 1, 2) multiply exactly; other exponents go through
/// a power of our own, `2^(−k·log₂ x)` in `Double` with fixed-length series (only +, −, ×, ÷ and
/// exact exponent/significand splits), so every platform gets the same bits — libm's `pow` is
/// not specified to be correctly rounded and differs between C libraries.
///
/// ```swift
/// Falloff.factor(r: 0.5, minimumRadius: 0.01, exponent: 2)   // 4
/// ```
enum Falloff {
    static let zeroExponent: Float = 1.0 / 32768

    @inline(__always)
    static func factor(r: Float, minimumRadius: Float, exponent k: Float) -> Float {
        if abs(k) < zeroExponent { return 1 }
        let x = Swift.max(r, minimumRadius)
        if k == k.rounded(.towardZero) && abs(k) <= 64 {
            let n = Int(abs(k))
            var p: Float = 1
            var base = x
            var e = n
            while e > 0 {
                if e & 1 == 1 { p *= base }
                base *= base
                e >>= 1
            }
            return k > 0 ? 1 / p : p
        }
        return Float(power(Double(x), -Double(k)))
    }

    /// x^y for x > 0 (0 for x ≤ 0 and y > 0, +∞ for x ≤ 0 and y < 0).
    static func power(_ x: Double, _ y: Double) -> Double {
        guard x > 0 else { return y > 0 ? 0 : .infinity }
        guard x.isFinite else { return y > 0 ? .infinity : 0 }
        return exp2(y * log2(x))
    }

    /// log₂ x for finite x > 0: x = m·2^e with m in [√½, √2), ln m = 2·atanh((m − 1)/(m + 1)).
    static func log2(_ x: Double) -> Double {
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
    static func exp2(_ y: Double) -> Double {
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
