import Foundation

/// A stand-in for UIKit's tap recognizer: a discrete gesture, recognized once per scripted tap.
///
/// A script taps with ``sendTap(at:in:)``: the recognizer's state becomes `.ended` (UIKit's
/// `.recognized`) and its actions are called once, with ``UIGestureRecognizer/location(in:)``
/// at the tap. A scripted tap stands for the whole gesture, so it always has
/// ``numberOfTapsRequired`` taps and ``numberOfTouchesRequired`` touches. `send(_:at:in:)` works
/// too, as for a discrete recognizer: `.began` and `.changed` are ignored. What `dynamics port`
/// writes for `UITapGestureRecognizer(target: self, action: #selector(tapped(_:)))`.
///
/// ```swift
/// let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
/// var snapTo = CGPoint.zero
/// let tap = UITapGestureRecognizer { (tap: UITapGestureRecognizer) in snapTo = tap.location(in: container) }
/// container.addGestureRecognizer(tap)
/// tap.sendTap(at: CGPoint(x: 200, y: 300), in: container)
/// snapTo   // (200, 300)
/// ```
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture (1 by default; stored: a scripted tap has them all).
    ///
    /// ```swift
    /// doubleTap.numberOfTapsRequired = 2
    /// ```
    open var numberOfTapsRequired = 1

    /// How many fingers make the gesture (1 by default; stored: a scripted tap has them all).
    ///
    /// ```swift
    /// twoFingerTap.numberOfTouchesRequired = 2
    /// ```
    open var numberOfTouchesRequired = 1

    /// Scripted input: a complete tap at `location` in `view`'s coordinates (`nil`: the root's,
    /// UIKit's window). The state becomes `.ended` (`.recognized`) and the actions run once.
    /// Does nothing while ``UIGestureRecognizer/isEnabled`` is false.
    ///
    /// ```swift
    /// tap.sendTap(at: CGPoint(x: 160, y: 240), in: view)
    /// ```
    open func sendTap(at location: CGPoint, in view: UIView?) {
        send(.recognized, at: location, in: view)
    }

    /// Scripted input for a discrete gesture: `.ended` (`.recognized`) runs the actions once,
    /// `.cancelled`, `.failed` and `.possible` set the state; `.began` and `.changed` are ignored.
    ///
    /// ```swift
    /// tap.send(.recognized, at: CGPoint(x: 160, y: 240), in: view)
    /// ```
    open override func send(_ state: State, at location: CGPoint, in view: UIView?) {
        switch state {
        case .began, .changed: return
        case .possible, .ended, .cancelled, .failed: super.send(state, at: location, in: view)
        }
    }
}
