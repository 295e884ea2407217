/// The falloff factor `fall(r) = |k| < 2⁻¹⁵ ? 1 : max(r, rmin)^(−k)`, without libm.
///
/// Integer exponents (UIKit's defaults −1, 0, 1, 2) multiply exactly; other exponents go through
/// ``PortableMath/pow(_:_:)``, so every platform gets the same bits — libm's `pow` is not
/// specified to be correctly rounded and differs between C libraries.
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
        return Float(PortableMath.pow(Double(x), -Double(k)))
    }
}
