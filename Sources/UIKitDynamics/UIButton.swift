import Foundation

/// A stand-in for UIKit's button: a ``UIControl`` with a title and title colour per state.
/// Nothing is drawn; a script taps it with `sendActions(for: .touchUpInside)`.
///
/// ```swift
/// let button = UIButton(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
/// button.setTitle("Tap Me", for: .normal)
/// button.addAction(UIAction { _ in print("tapped") }, for: .touchUpInside)
/// button.sendActions(for: .touchUpInside)
/// ```
open class UIButton: UIControl {
    private var titles: [State: String] = [:]
    private var titleColors: [State: UIColor] = [:]
    /// Storage for UIButton+Type.swift.
    var storedButtonType = ButtonType.custom

    /// Scripted input: runs the actions for `events`; a touch-up-inside (a tap) also sends
    /// `.primaryActionTriggered`, as a real tap on a button does, so a `primaryAction` runs.
    ///
    /// ```swift
    /// button.sendActions(for: .touchUpInside)   // the tap's actions, then the primary action
    /// ```
    open override func sendActions(for events: Event) {
        var events = events
        if events.contains(.touchUpInside) { events.insert(.primaryActionTriggered) }
        super.sendActions(for: events)
    }

    /// Sets the title shown in `state` (`nil` removes it).
    ///
    /// ```swift
    /// button.setTitle("Present", for: .normal)
    /// ```
    open func setTitle(_ title: String?, for state: State) {
        titles[state] = title
    }

    /// The title for `state`, falling back to the `.normal` title as UIKit does.
    ///
    /// ```swift
    /// button.title(for: .highlighted)   // the normal title unless one was set
    /// ```
    open func title(for state: State) -> String? {
        titles[state] ?? titles[.normal]
    }

    /// Sets the title colour used in `state`.
    ///
    /// ```swift
    /// button.setTitleColor(.blue, for: .normal)
    /// ```
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state] = color
    }

    /// The title colour for `state`, falling back to `.normal`'s, then white (UIKit's default).
    ///
    /// ```swift
    /// button.titleColor(for: .normal)   // .white until set
    /// ```
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state] ?? titleColors[.normal] ?? .white
    }

    /// The title for the current state.
    ///
    /// ```swift
    /// button.currentTitle   // "Tap Me"
    /// ```
    open var currentTitle: String? { title(for: state) }

    /// The title colour for the current state.
    ///
    /// ```swift
    /// button.currentTitleColor
    /// ```
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
}
