import Foundation

extension UIGestureRecognizer {
    /// Makes this recognizer wait for `otherGestureRecognizer` to fail (a single tap that must not
    /// fire on the first tap of a double tap). Scripted input is whole gestures, so nothing waits:
    /// a script sends the single tap or the double tap, and only that one's actions run. The
    /// requirement is kept and listed by ``failureRequirementRecognizers``.
    ///
    /// ```swift
    /// singleTap.require(toFail: doubleTap)
    /// doubleTap.sendTap(at: point, in: view)   // only the double tap's action runs
    /// ```
    public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.removeAll { $0.recognizer == nil }
        guard otherGestureRecognizer !== self,
            !failureRequirements.contains(where: { $0.recognizer === otherGestureRecognizer })
        else { return }
        failureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    }

    /// The recognizers this one was told to wait for, oldest first (those still alive).
    ///
    /// ```swift
    /// singleTap.require(toFail: doubleTap)
    /// singleTap.failureRequirementRecognizers   // [doubleTap]
    /// ```
    public var failureRequirementRecognizers: [UIGestureRecognizer] {
        failureRequirements.compactMap(\.recognizer)
    }
}
