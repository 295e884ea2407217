import Dynamics

/// Colours and scales of the debug layer.
///
/// ```swift
/// var style = DebugStyle()
/// style.velocityScale = 0.05   // arrows show 50 ms of travel
/// ```
public struct DebugStyle: Sendable, Hashable {
    /// Outlines of awake items.
    public var awakeItem = "#d6336c"
    /// Outlines and shading of sleeping items.
    public var sleepingItem = "#868e96"
    /// Outlines of anchored items.
    public var anchoredItem = "#2b8a3e"
    /// Boundaries.
    public var boundary = "#2f9e44"
    /// Rigid attachments.
    public var rod = "#1c7ed6"
    /// Spring attachments.
    public var spring = "#f08c00"
    /// Limit (rope) attachments.
    public var rope = "#7950f2"
    /// Fixed attachments.
    public var weld = "#495057"
    /// Attachment anchors.
    public var anchor = "#1c7ed6"
    /// Snap targets and springs.
    public var snap = "#0ca678"
    /// Pin and slider axes and ranges.
    public var axis = "#7048e8"
    /// Field positions and regions.
    public var field = "#1098ad"
    /// Contact points and normals.
    public var contact = "#e03131"
    /// Velocity arrows.
    public var velocity = "#f59f00"
    /// Field-vector colours from weakest to strongest (linear blend by |F| / max |F|).
    public var weakField = "#74c0fc"
    /// The strongest field vector's colour.
    public var strongField = "#e8590c"
    /// Seconds of travel a velocity arrow shows: its length is speed × this.
    public var velocityScale: CGFloat = 0.1
    /// The length (points) of the strongest field vector; the others scale with |F|.
    public var fieldVectorLength: CGFloat = 16
    /// The length of contact normals (points).
    public var normalLength: CGFloat = 12

    /// The default style.
    ///
    /// ```swift
    /// let renderer = SVGRenderer()   // uses DebugStyle()
    /// ```
    public init() {}

    /// The colour between ``weakField`` and ``strongField`` for `t` in 0…1 (as #rrggbb).
    ///
    /// ```swift
    /// DebugStyle().fieldColor(0.5)
    /// ```
    public func fieldColor(_ t: CGFloat) -> String {
        guard let a = Self.rgb(weakField), let b = Self.rgb(strongField) else { return strongField }
        let u = Swift.min(Swift.max(t.isFinite ? t : 0, 0), 1)
        let mix = (0..<3).map { (i: Int) -> Int in
            let from = CGFloat(a[i])
            let to = CGFloat(b[i])
            return Int((from + (to - from) * u).rounded())
        }
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
