import Foundation

/// UIKit's block animations, headless: the `animations` block runs at once (its changes take
/// effect immediately) and `completion` is then called with `true`. Durations, delays, curves
/// and springs are accepted and ignored.
extension UIView {
    /// Options of block animations (accepted and ignored).
    ///
    /// ```swift
    /// UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut], animations: { square.alpha = 0 })
    /// ```
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        /// The option bits.
        public let rawValue: UInt

        /// Creates options from bits.
        ///
        /// ```swift
        /// let options = UIView.AnimationOptions(rawValue: 0)
        /// ```
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lay out subviews during the animation.
        ///
        /// ```swift
        /// let options: UIView.AnimationOptions = [.layoutSubviews]
        /// ```
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Let touches through during the animation.
        ///
        /// ```swift
        /// let options: UIView.AnimationOptions = [.allowUserInteraction]
        /// ```
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from the current presentation state.
        ///
        /// ```swift
        /// let options: UIView.AnimationOptions = [.beginFromCurrentState]
        /// ```
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat forever.
        ///
        /// ```swift
        /// let options: UIView.AnimationOptions = [.repeat]
        /// ```
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run backwards after running forwards.
        ///
        /// ```swift
        /// let options: UIView.AnimationOptions = [.autoreverse]
        /// ```
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Ease in and out (the default).
        ///
        /// ```swift
        /// let options: UIView.AnimationOptions = [.curveEaseInOut]
        /// ```
        public static let curveEaseInOut = AnimationOptions([])
        /// Ease in.
        ///
        /// ```swift
        /// let options: UIView.AnimationOptions = [.curveEaseIn]
        /// ```
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out.
        ///
        /// ```swift
        /// let options: UIView.AnimationOptions = [.curveEaseOut]
        /// ```
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Constant speed.
        ///
        /// ```swift
        /// let options: UIView.AnimationOptions = [.curveLinear]
        /// ```
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    }

    /// Runs `animations` now.
    ///
    /// ```swift
    /// UIView.animate(withDuration: 0.25) { square.alpha = 0 }
    /// ```
    public static func animate(withDuration duration: TimeInterval, animations: () -> Void) {
        animations()
    }

    /// Runs `animations` now, then `completion(true)`.
    ///
    /// ```swift
    /// UIView.animate(withDuration: 0.25, animations: { square.alpha = 0 }) { _ in square.removeFromSuperview() }
    /// ```
    public static func animate(
        withDuration duration: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    /// Runs `animations` now, then `completion(true)`.
    ///
    /// ```swift
    /// UIView.animate(withDuration: 0.3, delay: 0.1, options: .curveEaseOut, animations: { square.alpha = 1 })
    /// ```
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    /// Runs `animations` now, then `completion(true)` (the spring is ignored).
    ///
    /// ```swift
    /// UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
    ///                options: [], animations: { square.center = target })
    /// ```
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    /// Runs `actionsWithoutAnimation` now.
    ///
    /// ```swift
    /// UIView.performWithoutAnimation { square.center = start }
    /// ```
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }
}
