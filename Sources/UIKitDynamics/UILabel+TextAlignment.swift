import Foundation

/// How a label lines its text up (UIKit's `NSTextAlignment`; stored only: nothing is drawn).
///
/// ```swift
/// label.textAlignment = .center
/// ```
public enum NSTextAlignment: Int, Sendable {
    /// Lined up on the left edge.
    case left = 0
    /// Centred.
    case center = 1
    /// Lined up on the right edge.
    case right = 2
    /// Both edges (the last line natural).
    case justified = 3
    /// The script's own direction (left for left-to-right text); UIKit's default.
    case natural = 4
}

extension UILabel {
    /// How the text lines up; `.natural` by default, as in UIKit (stored only).
    ///
    /// ```swift
    /// bubble.textAlignment = .center
    /// ```
    public var textAlignment: NSTextAlignment {
        get { storedTextAlignment }
        set { storedTextAlignment = newValue }
    }
}
