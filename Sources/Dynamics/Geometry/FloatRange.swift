import Foundation

/// A closed range of floating-point values: UIKit's `UIFloatRange`, used for attachment limits.
///
/// ```swift
/// slider.attachmentRange = FloatRange(minimum: -100, maximum: 100)   // points along the axis
/// pin.attachmentRange = FloatRange(minimum: -.pi / 4, maximum: .pi / 4)   // radians
/// ```
public struct FloatRange: Hashable, Sendable, Codable, CustomStringConvertible {
    public var minimum: CGFloat
    public var maximum: CGFloat

    /// Creates a range.
    public init(minimum: CGFloat, maximum: CGFloat) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// The range [0, 0].
    public static let zero = FloatRange(minimum: 0, maximum: 0)

    /// The range (−∞, +∞): no limit.
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

    public var description: String { "FloatRange(minimum: \(minimum), maximum: \(maximum))" }
}
