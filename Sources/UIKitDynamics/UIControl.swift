import Foundation

/// A stand-in for UIKit's control: a ``UIView`` with a state and actions for events, fired by
/// scripted input (``sendActions(for:)``) since there are no touches off Apple platforms.
///
/// Actions are ``UIAction``s or a target's method references (`Type.method(_:)` or
/// `Type.method`, in place of a selector); targets are held weakly, as in UIKit.
///
/// ```swift
/// final class Controller {
///     var presses = 0
///     func didPress(_ sender: UIButton) { presses += 1 }
/// }
/// let controller = Controller()
/// let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
/// button.addTarget(controller, action: Controller.didPress(_:), for: .touchUpInside)
/// button.sendActions(for: .touchUpInside)   // controller.presses == 1
/// ```
open class UIControl: UIView {
    /// A control's state: UIKit's `UIControl.State`.
    ///
    /// ```swift
    /// button.setTitle("Tap Me", for: .normal)
    /// ```
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Creates a state from its bits.
        ///
        /// ```swift
        /// let state = UIControl.State(rawValue: 1 << 2)   // .selected
        /// ```
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Enabled, not selected or highlighted.
        public static let normal = State([])
        /// Touched down.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not enabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused.
        public static let focused = State(rawValue: 1 << 3)
    }

    /// The events a control reports: UIKit's `UIControl.Event` (same bits).
    ///
    /// ```swift
    /// slider.addAction(UIAction { _ in update() }, for: .valueChanged)
    /// ```
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Creates an event set from its bits.
        ///
        /// ```swift
        /// let events = UIControl.Event(rawValue: 1 << 6)   // .touchUpInside
        /// ```
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch went down.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch went down.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A touch was dragged inside.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A touch was dragged outside.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A touch was dragged into the bounds.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A touch was dragged out of the bounds.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A touch lifted inside: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch lifted outside.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// A touch was cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The value changed (sliders, switches).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// One registered action and the events it answers.
    private struct Registration {
        weak var target: AnyObject?
        let action: UIAction?
        let events: Event
        let run: (UIControl) -> Void
    }

    private var registrations: [Registration] = []

    /// Whether the control is enabled; a disabled control's state includes `.disabled`.
    ///
    /// ```swift
    /// button.isEnabled = false
    /// ```
    open var isEnabled = true

    /// Whether the control is selected.
    ///
    /// ```swift
    /// button.isSelected = true
    /// ```
    open var isSelected = false

    /// Whether the control is highlighted (touched down).
    ///
    /// ```swift
    /// button.isHighlighted   // false: nothing touches it
    /// ```
    open var isHighlighted = false

    /// The current state, from ``isEnabled``, ``isSelected`` and ``isHighlighted``.
    ///
    /// ```swift
    /// button.isSelected = true
    /// button.state   // .selected
    /// ```
    open var state: State {
        var state = State.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Adds `action` for `events`.
    ///
    /// ```swift
    /// button.addAction(UIAction { _ in print("tapped") }, for: .touchUpInside)
    /// ```
    open func addAction(_ action: UIAction, for events: Event) {
        registrations.append(
            Registration(target: nil, action: action, events: events) { control in
                action.sender = control
                action.handler(action)
                action.sender = nil
            })
    }

    /// Removes `action` for `events` (it stays registered for other events it was added for).
    ///
    /// ```swift
    /// button.removeAction(tapAction, for: .touchUpInside)
    /// ```
    open func removeAction(_ action: UIAction, for events: Event) {
        registrations.removeAll { $0.action === action && !$0.events.isDisjoint(with: events) }
    }

    /// Adds a target's method taking the sender (`Type.method(_:)`, UIKit's
    /// `addTarget(_:action:for:)` with a method reference in place of a selector).
    ///
    /// ```swift
    /// button.addTarget(self, action: ViewController.didPressButton(sender:), for: .touchUpInside)
    /// ```
    public func addTarget<Target: AnyObject, Control: UIControl>(
        _ target: Target, action: @escaping (Target) -> (Control) -> Void, for events: Event
    ) {
        registrations.append(
            Registration(target: target, action: nil, events: events) { [weak target] control in
                guard let target, let control = control as? Control else { return }
                action(target)(control)
            })
    }

    /// Adds a target's method taking no arguments (`Type.method`).
    ///
    /// ```swift
    /// button.addTarget(self, action: PresentingViewController.didPressPresent, for: .touchUpInside)
    /// ```
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> () -> Void, for events: Event
    ) {
        registrations.append(
            Registration(target: target, action: nil, events: events) { [weak target] _ in
                guard let target else { return }
                action(target)()
            })
    }

    /// Removes every action of `target` for `events` (`nil` target: every target's).
    ///
    /// ```swift
    /// button.removeTarget(self, for: .allEvents)
    /// ```
    open func removeTarget(_ target: AnyObject?, for events: Event) {
        registrations.removeAll { registration in
            registration.action == nil && (target == nil || registration.target === target)
                && !registration.events.isDisjoint(with: events)
        }
    }

    /// Scripted input: runs the actions registered for any of `events`, in the order they
    /// were added (as UIKit does when the event happens).
    ///
    /// ```swift
    /// button.sendActions(for: .touchUpInside)   // a tap
    /// ```
    open func sendActions(for events: Event) {
        for registration in registrations where !registration.events.isDisjoint(with: events) {
            registration.run(self)
        }
    }
}
