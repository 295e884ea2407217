/// A horizontal and vertical offset (UIKit's `UIOffset`; UIKitDynamics calls it that), e.g. an attachment point relative to
/// an item's centre.
///
/// ```swift
/// let corner = Offset(horizontal: -20, vertical: -20)
/// Offset.zero == Offset()   // true
/// ```
public struct Offset: Hashable, Sendable, CustomStringConvertible {
    /// The offset along x, in points.
    ///
    /// ```swift
    /// Offset(horizontal: 5, vertical: 0).horizontal   // 5
    /// ```
    public var horizontal: CGFloat
    /// The offset along y, in points (down is positive).
    ///
    /// ```swift
    /// Offset(horizontal: 0, vertical: 8).vertical   // 8
    /// ```
    public var vertical: CGFloat

    /// Creates an offset.
    ///
    /// ```swift
    /// let offset = Offset(horizontal: 10, vertical: 0)
    /// ```
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Creates a zero offset.
    ///
    /// ```swift
    /// let none = Offset()
    /// ```
    public init() {
        self.init(horizontal: 0, vertical: 0)
    }

    /// No offset.
    ///
    /// ```swift
    /// let centre = Offset.zero
    /// ```
    public static let zero = Offset()

    /// The offset in Swift syntax.
    ///
    /// ```swift
    /// print(Offset(horizontal: 10, vertical: 0))   // Offset(horizontal: 10.0, vertical: 0.0)
    /// ```
    public var description: String { "Offset(horizontal: \(horizontal), vertical: \(vertical))" }
}
