import Foundation

/// A stand-in for the device screen: a fixed 390 × 844 point portrait screen at 3× (an iPhone
/// 12–14), so code that sizes things from `UIScreen.main` runs unchanged.
///
/// ```swift
/// let referenceView = UIView(frame: UIScreen.main.bounds)
/// let pixel = 1 / UIScreen.main.scale
/// ```
public final class UIScreen: Sendable {
    /// The screen.
    ///
    /// ```swift
    /// let screen = UIScreen.main
    /// ```
    public static let main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)

    /// The screen's rectangle in points: (0, 0, 390, 844).
    ///
    /// ```swift
    /// let referenceView = UIView(frame: UIScreen.main.bounds)
    /// ```
    public let bounds: CGRect
    /// Pixels per point: 3.
    ///
    /// ```swift
    /// let hairline = 1 / UIScreen.main.scale
    /// ```
    public let scale: CGFloat

    /// The screen's rectangle in pixels.
    ///
    /// ```swift
    /// UIScreen.main.nativeBounds.width   // 1170
    /// ```
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// Pixels per point of the physical screen (the same as ``scale`` here).
    ///
    /// ```swift
    /// UIScreen.main.nativeScale   // 3
    /// ```
    public var nativeScale: CGFloat { scale }

    init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
    }
}
