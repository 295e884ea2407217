import Foundation

/// Colours and scales of the debug layer.
///
/// ```swift
/// var style = DebugStyle()
/// style.velocityScale = 0.05   // arrows show 50 ms of travel
/// ```
public struct DebugStyle: Sendable, Hashable {
    public var awakeItem = "#d6336c"
    public var sleepingItem = "#868e96"
    public var anchoredItem = "#2b8a3e"
    public var boundary = "#2f9e44"
    public var rod = "#1c7ed6"
    public var spring = "#f08c00"
    public var rope = "#7950f2"
    public var weld = "#495057"
    public var anchor = "#1c7ed6"
    public var snap = "#0ca678"
    public var axis = "#7048e8"
    public var field = "#1098ad"
    public var contact = "#e03131"
    public var velocity = "#f59f00"
    /// Field-vector colours from weakest to strongest (linear blend by |F| / max |F|).
    public var weakField = "#74c0fc"
    public var strongField = "#e8590c"
    /// Seconds of travel a velocity arrow shows: its length is speed × this.
    public var velocityScale: CGFloat = 0.1
    /// The length (points) of the strongest field vector; the others scale with |F|.
    public var fieldVectorLength: CGFloat = 16
    /// The length of contact normals (points).
    public var normalLength: CGFloat = 12

    /// The default style.
    public init() {}

    /// The colour between ``weakField`` and ``strongField`` for `t` in 0…1 (as #rrggbb).
    ///
    /// ```swift
    /// DebugStyle().fieldColor(0.5)
    /// ```
    public func fieldColor(_ t: CGFloat) -> String {
        guard let a = Self.rgb(weakField), let b = Self.rgb(strongField) else { return strongField }
        let u = Swift.min(Swift.max(t.isFinite ? t : 0, 0), 1)
        let mix = (0..<3).map { i in Int((CGFloat(a[i]) + (CGFloat(b[i]) - CGFloat(a[i])) * u).rounded()) }
        return "#" + mix.map { Self.hex2($0) }.joined()
    }

    /// The components of a `#rrggbb` colour.
    static func rgb(_ css: String) -> [Int]? {
        let digits = Array(css.utf8.dropFirst())
        guard css.hasPrefix("#"), digits.count == 6 else { return nil }
        var out: [Int] = []
        for i in stride(from: 0, to: 6, by: 2) {
            guard let v = Int(String(decoding: digits[i..<i + 2], as: UTF8.self), radix: 16) else {
                return nil
            }
            out.append(v)
        }
        return out
    }

    static func hex2(_ v: Int) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[(v >> 4) & 15], digits[v & 15]])
    }
}
