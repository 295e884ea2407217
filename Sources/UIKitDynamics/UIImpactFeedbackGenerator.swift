import Foundation

/// A stand-in for UIKit's haptic impact generator: there is no Taptic Engine off iOS, so each
/// impact is counted instead of felt (``impactCount``, ``lastIntensity``), which a test can check.
///
/// ```swift
/// let boing = UIImpactFeedbackGenerator(style: .rigid)
/// boing.prepare()
/// boing.impactOccurred(intensity: 0.6)
/// boing.impactCount   // 1
/// ```
open class UIImpactFeedbackGenerator: NSObject {
    /// How an impact feels (kept only).
    public enum FeedbackStyle: Int, Sendable {
        /// A small, light impact.
        case light
        /// A moderate impact.
        case medium
        /// A large, heavy impact.
        case heavy
        /// A soft, flexible impact.
        case soft
        /// A hard, inflexible impact.
        case rigid
    }

    /// The style the generator was made with.
    ///
    /// ```swift
    /// UIImpactFeedbackGenerator(style: .heavy).style   // .heavy
    /// ```
    public let style: FeedbackStyle

    /// How many impacts have occurred.
    ///
    /// ```swift
    /// generator.impactOccurred(); generator.impactCount   // 1
    /// ```
    public private(set) var impactCount = 0

    /// The intensity of the last impact (0…1; 1 for ``impactOccurred()``), `nil` before any.
    ///
    /// ```swift
    /// generator.impactOccurred(intensity: 0.4); generator.lastIntensity   // 0.4
    /// ```
    public private(set) var lastIntensity: CGFloat?

    /// Creates a generator of `style`.
    ///
    /// ```swift
    /// let thud = UIImpactFeedbackGenerator(style: .medium)
    /// ```
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// Creates a `.medium` generator, as UIKit's `init()` does.
    ///
    /// ```swift
    /// let tap = UIImpactFeedbackGenerator()
    /// ```
    public convenience override init() {
        self.init(style: .medium)
    }

    /// Readies the engine on iOS; nothing to do here.
    ///
    /// ```swift
    /// generator.prepare()
    /// ```
    open func prepare() {}

    /// One impact at full intensity.
    ///
    /// ```swift
    /// generator.impactOccurred()
    /// ```
    open func impactOccurred() {
        impactOccurred(intensity: 1)
    }

    /// One impact at `intensity`, clamped to 0…1 as UIKit does (a non-finite one counts as 1).
    ///
    /// ```swift
    /// generator.impactOccurred(intensity: min(1, speed / 1500))
    /// ```
    open func impactOccurred(intensity: CGFloat) {
        impactCount += 1
        lastIntensity = intensity.isFinite ? Swift.min(1, Swift.max(0, intensity)) : 1
    }
}
