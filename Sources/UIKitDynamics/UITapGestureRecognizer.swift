import Foundation

/// A stand-in for UIKit's tap recognizer: a discrete gesture, recognized once per scripted tap.
///
/// A tap has no intermediate states: a script sends `.ended` (UIKit's `.recognized`) where the
/// finger lifted, and the actions run once; `.began` and `.changed` are ignored, as a discrete
/// recognizer never reports them. What `dynamics port` writes for
/// `UITapGestureRecognizer(target: self, action: #selector(tapped(_:)))`.
///
/// ```swift
/// final class Board {
///     var taps: [CGPoint] = []
///     func tapped(_ tap: UITapGestureRecognizer) { taps.append(tap.location(in: nil)) }
/// }
/// let board = Board()
/// let tap = UITapGestureRecognizer(target: board, action: Board.tapped(_:))
/// tap.send(.recognized, at: CGPoint(x: 40, y: 60), in: nil)
/// board.taps   // [(40, 60)]
/// ```
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// The taps that make the gesture (stored only: each scripted `.ended` is one recognized tap).
    ///
    /// ```swift
    /// doubleTap.numberOfTapsRequired = 2
    /// ```
    open var numberOfTapsRequired = 1

    /// The fingers that make the gesture (stored only: scripted taps have one touch).
    ///
    /// ```swift
    /// tap.numberOfTouchesRequired = 1
    /// ```
    open var numberOfTouchesRequired = 1

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
