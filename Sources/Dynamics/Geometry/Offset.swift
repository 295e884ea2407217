import Foundation

/// A horizontal and vertical offset (UIKit's `UIOffset`), e.g. an attachment point relative to
/// an item's centre.
///
/// ```swift
/// let corner = UIOffset(horizontal: -20, vertical: -20)
/// UIOffset.zero == UIOffset()   // true
/// ```
public struct UIOffset: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The offset along x, in points.
    ///
    /// ```swift
    /// UIOffset(horizontal: 5, vertical: 0).horizontal   // 5
    /// ```
    public var horizontal: CGFloat
    /// The offset along y, in points (down is positive).
    ///
    /// ```swift
    /// UIOffset(horizontal: 0, vertical: 8).vertical   // 8
    /// ```
    public var vertical: CGFloat

    /// Creates an offset.
    ///
    /// ```swift
    /// let offset = UIOffset(horizontal: 10, vertical: 0)
    /// ```
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Creates a zero offset.
    ///
    /// ```swift
    /// let none = UIOffset()
    /// ```
    public init() {
        self.init(horizontal: 0, vertical: 0)
    }

    /// No offset.
    ///
    /// ```swift
    /// let centre = UIOffset.zero
    /// ```
    public static let zero = UIOffset()

    /// The offset in Swift syntax.
    ///
    /// ```swift
    /// print(UIOffset(horizontal: 10, vertical: 0))   // UIOffset(horizontal: 10.0, vertical: 0.0)
    /// ```
    public var description: String { "UIOffset(horizontal: \(horizontal), vertical: \(vertical))" }
}
