import Dynamics

/// Numbers as SVG and CSV text: fixed decimals, rounded half away from zero, trailing zeros and
/// a negative zero dropped, no locale, no exponent. Integer arithmetic after one rounding, so
/// the same value gives the same bytes on every platform.
///
/// ```swift
/// SVGNumber.format(3.14159)            // "3.14"
/// SVGNumber.format(-0.001)             // "0"
/// SVGNumber.format(2.5, decimals: 3, trimmed: false)   // "2.500"
/// ```
public enum SVGNumber {
    /// `value` with at most `decimals` (0…9) decimals; non-finite values print as 0.
    public static func format(_ value: Double, decimals: Int = 2, trimmed: Bool = true) -> String {
        let places = Swift.min(Swift.max(decimals, 0), 9)
        var scale: Int64 = 1
        for _ in 0..<places { scale *= 10 }
        guard value.isFinite else { return "0" }
        // Beyond ±9·10⁹ the fixed-point product would not fit; nothing on screen is that far.
        let clamped = Swift.min(Swift.max(value, -9e9), 9e9)
        let scaled = Int64((clamped * Double(scale)).rounded(.toNearestOrAwayFromZero))
        let magnitude = scaled.magnitude
        let whole = magnitude / UInt64(scale)
        var fraction = ""
        if places > 0 {
            let digits = String(magnitude % UInt64(scale))
            fraction = String(repeating: "0", count: places - digits.count) + digits
            if trimmed {
                while fraction.last == "0" { fraction.removeLast() }
            }
        }
        let sign = scaled < 0 ? "-" : ""
        return fraction.isEmpty ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
    }
}
