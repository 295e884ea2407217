/// A closed range of floating-point values: UIKit's `UIFloatRange`, used for attachment limits.
///
/// ```swift
/// slider.attachmentRange = FloatRange(minimum: -100, maximum: 100)   // points along the axis
/// pin.attachmentRange = FloatRange(minimum: -.pi / 4, maximum: .pi / 4)   // radians
/// ```
public struct FloatRange: Hashable, Sendable, CustomStringConvertible {
    /// The lower end.
    ///
    /// ```swift
    /// pin.attachmentRange.minimum   // -.infinity for a fresh pin
    /// ```
    public var minimum: CGFloat
    /// The upper end.
    ///
    /// ```swift
    /// slider.attachmentRange.maximum = 80
    /// ```
    public var maximum: CGFloat

    /// Creates a range.
    ///
    /// ```swift
    /// let swing = FloatRange(minimum: -.pi / 6, maximum: .pi / 6)
    /// ```
    public init(minimum: CGFloat, maximum: CGFloat) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// The range [0, 0].
    ///
    /// ```swift
    /// FloatRange.zero.isInfinite   // false
    /// ```
    public static let zero = FloatRange(minimum: 0, maximum: 0)

    /// The range (−∞, +∞): no limit.
    ///
    /// ```swift
    /// slider.attachmentRange = .infinite   // slide freely
    /// ```
    public static let infinite = FloatRange(minimum: -.infinity, maximum: .infinity)

    /// Whether the range is unbounded on both sides (as UIKit: beyond ±`Float.greatestFiniteMagnitude`).
    ///
    /// ```swift
    /// FloatRange.infinite.isInfinite   // true
    /// ```
    public var isInfinite: Bool {
        minimum <= -CGFloat(Float.greatestFiniteMagnitude)
            && maximum >= CGFloat(Float.greatestFiniteMagnitude)
    }

    /// Whether both ends equal `other`'s exactly (UIKit's `UIFloatRangeIsEqualToRange`).
    ///
    /// ```swift
    /// slider.attachmentRange.isEqual(to: .infinite)   // true for a fresh sliding attachment
    /// ```
    public func isEqual(to other: FloatRange) -> Bool { self == other }

    /// `FloatRange(minimum: …, maximum: …)`.
    ///
    /// ```swift
    /// print(FloatRange(minimum: -1, maximum: 1))   // FloatRange(minimum: -1.0, maximum: 1.0)
    /// ```
    public var description: String { "FloatRange(minimum: \(minimum), maximum: \(maximum))" }
}
