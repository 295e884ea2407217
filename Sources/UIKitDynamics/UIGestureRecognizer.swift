import Foundation

/// A stand-in for UIKit's gesture recognizer, driven by scripted input instead of touches.
///
/// There are no touches off Apple platforms, so nothing recognizes gestures: a script calls
/// ``send(_:at:in:)`` with each state and location, and the recognizer calls its actions as
/// UIKit does (for `.began`, `.changed`, `.ended` and `.cancelled`). There are no selectors
/// either: a target's action is an unapplied method reference, `Type.method(_:)`, in place of
/// `#selector(method(_:))`. Targets are held weakly, as in UIKit.
///
/// ```swift
/// final class Controller {
///     var touches: [CGPoint] = []
///     func handle(_ recognizer: UIGestureRecognizer) { touches.append(recognizer.location(in: nil)) }
/// }
/// let controller = Controller()
/// let recognizer = UIGestureRecognizer(target: controller, action: Controller.handle(_:))
/// recognizer.send(.began, at: CGPoint(x: 10, y: 10), in: nil)
/// recognizer.send(.ended, at: CGPoint(x: 10, y: 10), in: nil)
/// controller.touches.count   // 2
/// ```
open class UIGestureRecognizer: NSObject {
    /// The recognizer's state; UIKit's `UIGestureRecognizer.State`.
    ///
    /// ```swift
    /// switch pan.state {
    /// case .began, .changed: follow(pan)
    /// case .ended, .cancelled, .failed, .possible: release(pan)
    /// }
    /// ```
    public enum State: Int, Sendable {
        /// No gesture yet (the initial state).
        case possible
        /// A continuous gesture started.
        case began
        /// A continuous gesture moved.
        case changed
        /// The gesture finished.
        case ended
        /// The gesture was cancelled.
        case cancelled
        /// The gesture was not recognized.
        case failed

        /// A discrete gesture was recognized: the same as `.ended`.
        ///
        /// ```swift
        /// if tap.state == .recognized { select() }
        /// ```
        public static var recognized: State { .ended }
    }

    /// The current state. Setting it does not call the actions; ``send(_:at:in:)`` does.
    ///
    /// ```swift
    /// pan.state = .possible   // reset between scripted gestures
    /// ```
    open var state: State = .possible

    /// Whether the recognizer takes scripted input: ``send(_:at:in:)`` does nothing when false.
    /// Disabling a recognizer in the middle of its gesture (state `.began` or `.changed`)
    /// cancels the gesture, as UIKit does: the state becomes `.cancelled` and the actions are
    /// called once with it.
    ///
    /// ```swift
    /// pan.isEnabled = false   // a pan under way ends with .cancelled
    /// pan.isEnabled = true    // ready for the next gesture
    /// ```
    open var isEnabled = true {
        didSet {
            guard oldValue, !isEnabled, state == .began || state == .changed else { return }
            state = .cancelled
            for target in targets { target.action(self) }
        }
    }

    /// The view the recognizer is attached to (``UIView/addGestureRecognizer(_:)``).
    ///
    /// ```swift
    /// let start = pan.location(in: pan.view)
    /// ```
    public internal(set) weak var view: UIView?

    /// The touch position in the coordinates of the root of the scripted view's hierarchy
    /// (UIKit's window coordinates).
    private var rootLocation = CGPoint.zero
    private var targets: [Registration] = []

    /// The recognizers this one waits for (``require(toFail:)``), held weakly.
    var failureRequirements: [WeakRecognizer] = []

    struct WeakRecognizer {
        weak var recognizer: UIGestureRecognizer?
    }

    /// One target's action (a closure registration has no object).
    private struct Registration {
        weak var object: AnyObject?
        let action: (UIGestureRecognizer) -> Void
    }

    /// Creates a recognizer with no targets.
    ///
    /// ```swift
    /// let pan = UIPanGestureRecognizer()
    /// pan.addTarget(controller, action: Controller.handlePan(_:))
    /// ```
    public override init() {
        super.init()
    }

    /// Creates a recognizer that calls `action` on `target` (held weakly): UIKit's
    /// `init(target:action:)` with a method reference in place of a selector.
    ///
    /// ```swift
    /// let pan = UIPanGestureRecognizer(target: self, action: ViewController.handlePan(sender:))
    /// ```
    public convenience init<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        target: Target, action: @escaping (Target) -> (Recognizer) -> Void
    ) {
        self.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer that calls `handler` with itself.
    ///
    /// ```swift
    /// let pan = UIPanGestureRecognizer { pan in print(pan.state) }
    /// ```
    public convenience init<Recognizer: UIGestureRecognizer>(handler: @escaping (Recognizer) -> Void) {
        self.init()
        targets.append(
            Registration(object: nil) { recognizer in
                if let recognizer = recognizer as? Recognizer { handler(recognizer) }
            })
    }

    /// Adds a target and its action (a method reference; `target` is held weakly).
    ///
    /// ```swift
    /// pan.addTarget(self, action: ViewController.handlePan(sender:))
    /// ```
    public func addTarget<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        _ target: Target, action: @escaping (Target) -> (Recognizer) -> Void
    ) {
        targets.append(
            Registration(object: target) { [weak target] recognizer in
                guard let target, let recognizer = recognizer as? Recognizer else { return }
                action(target)(recognizer)
            })
    }

    /// Removes every action of `target` (`nil`: every target's, closures included).
    ///
    /// ```swift
    /// pan.removeTarget(self)
    /// ```
    public func removeTarget(_ target: AnyObject?) {
        guard let target else {
            targets.removeAll()
            return
        }
        targets.removeAll { $0.object === target }
    }

    /// The touch position in `view`'s coordinates (`nil`: the root's, UIKit's window).
    ///
    /// ```swift
    /// let location = pan.location(in: containerView)
    /// ```
    open func location(in view: UIView?) -> CGPoint {
        view?.convert(rootLocation, from: nil) ?? rootLocation
    }

    /// The number of touches: 1 while a scripted gesture is under way, else 0.
    ///
    /// ```swift
    /// pan.numberOfTouches   // 1 after send(.began, …)
    /// ```
    open var numberOfTouches: Int {
        switch state {
        case .began, .changed: 1
        case .possible, .ended, .cancelled, .failed: 0
        }
    }

    /// Scripted input: the touch is at `location` in `view`'s coordinates (`nil`: the root's)
    /// and the gesture is in `state`. The actions are called for `.began`, `.changed`,
    /// `.ended` and `.cancelled`, as UIKit calls them; `.possible` and `.failed` only set the
    /// state. Does nothing while ``isEnabled`` is false.
    ///
    /// ```swift
    /// pan.send(.began, at: CGPoint(x: 100, y: 100), in: containerView)
    /// pan.send(.changed, at: CGPoint(x: 100, y: 180), in: containerView)
    /// pan.send(.ended, at: CGPoint(x: 100, y: 200), in: containerView)
    /// ```
    open func send(_ state: State, at location: CGPoint, in view: UIView?) {
        guard isEnabled else { return }
        rootLocation = view?.convert(location, to: nil) ?? location
        willSend(state)
        self.state = state
        switch state {
        case .began, .changed, .ended, .cancelled:
            for target in targets { target.action(self) }
        case .possible, .failed:
            break
        }
    }

    /// Called by ``send(_:at:in:)`` after the location is updated and before the state changes
    /// and the actions run; subclasses track gesture data here. Does nothing.
    ///
    /// ```swift
    /// override func willSend(_ state: State) { samples += 1 }
    /// ```
    open func willSend(_ state: State) {}
}
