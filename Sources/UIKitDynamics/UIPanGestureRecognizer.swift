import Foundation

/// A stand-in for UIKit's pan recognizer: the translation and velocity of a scripted drag.
///
/// A script sends each step of the drag with ``send(_:at:in:velocity:)``; the translation is
/// measured from where the gesture began (or from the last ``setTranslation(_:in:)``), and the
/// velocity is the one the script gives (UIKit estimates it from the touch history).
///
/// ```swift
/// let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
/// let pan = UIPanGestureRecognizer()
/// pan.send(.began, at: CGPoint(x: 100, y: 100), in: container)
/// pan.send(.changed, at: CGPoint(x: 130, y: 140), in: container, velocity: CGPoint(x: 300, y: 400))
/// pan.translation(in: container)   // (30, 40)
/// pan.velocity(in: container)      // (300, 400)
/// ```
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// Where the translation is measured from, in root coordinates.
    private var rootStart = CGPoint.zero
    /// The scripted velocity, in root coordinates (points per second).
    private var rootVelocity = CGPoint.zero
    /// The velocity given to the current ``send(_:at:in:velocity:)`` and its view.
    private var pendingVelocity: (velocity: CGPoint, view: UIView?)?

    /// The fewest touches that make a pan (stored only: scripted drags have one touch).
    ///
    /// ```swift
    /// pan.minimumNumberOfTouches = 1
    /// ```
    open var minimumNumberOfTouches = 1

    /// The most touches that make a pan (stored only).
    ///
    /// ```swift
    /// pan.maximumNumberOfTouches = 1
    /// ```
    open var maximumNumberOfTouches = Int.max

    /// How far the touch moved since the gesture began (or since the last
    /// ``setTranslation(_:in:)``), in `view`'s coordinates (`nil`: the root's).
    ///
    /// ```swift
    /// let delta = pan.translation(in: view.superview)
    /// ```
    open func translation(in view: UIView?) -> CGPoint {
        let now = location(in: view)
        let start = view?.convert(rootStart, from: nil) ?? rootStart
        return CGPoint(x: now.x - start.x, y: now.y - start.y)
    }

    /// Resets the translation to `translation` in `view`'s coordinates, as UIKit's pan
    /// handlers do to read the movement step by step.
    ///
    /// ```swift
    /// pan.setTranslation(.zero, in: view.superview)
    /// ```
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let now = location(in: view)
        let start = CGPoint(x: now.x - translation.x, y: now.y - translation.y)
        rootStart = view?.convert(start, to: nil) ?? start
    }

    /// The touch velocity in points per second, in `view`'s coordinates (`nil`: the root's):
    /// the one the script last sent.
    ///
    /// ```swift
    /// itemBehavior.addLinearVelocity(pan.velocity(in: containerView), for: card)
    /// ```
    open func velocity(in view: UIView?) -> CGPoint {
        let here = location(in: nil)
        let ahead = CGPoint(x: here.x + rootVelocity.x, y: here.y + rootVelocity.y)
        guard let view else { return rootVelocity }
        let a = view.convert(here, from: nil)
        let b = view.convert(ahead, from: nil)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// Scripted input with a velocity: the touch is at `location` moving at `velocity` points
    /// per second, both in `view`'s coordinates (`nil`: the root's). See
    /// ``UIGestureRecognizer/send(_:at:in:)``; sending without a velocity sets it to zero.
    ///
    /// ```swift
    /// pan.send(.ended, at: CGPoint(x: 160, y: 300), in: view, velocity: CGPoint(x: 0, y: 1200))
    /// ```
    open func send(_ state: State, at location: CGPoint, in view: UIView?, velocity: CGPoint) {
        pendingVelocity = (velocity, view)
        send(state, at: location, in: view)
        pendingVelocity = nil
    }

    /// Records where the gesture began and the velocity in root coordinates.
    open override func willSend(_ state: State) {
        super.willSend(state)
        let here = location(in: nil)
        if state == .began { rootStart = here }
        guard let (velocity, view) = pendingVelocity else {
            rootVelocity = .zero
            return
        }
        guard let view else {
            rootVelocity = velocity
            return
        }
        let local = view.convert(here, from: nil)
        let ahead = view.convert(CGPoint(x: local.x + velocity.x, y: local.y + velocity.y), to: nil)
        rootVelocity = CGPoint(x: ahead.x - here.x, y: ahead.y - here.y)
    }
}
