import Foundation

/// Button types and the primary action: UIKit's `UIButton(type:)` and
/// `UIButton(type:primaryAction:)`.
extension UIButton {
    /// A button's style: UIKit's `UIButton.ButtonType` (stored: nothing is drawn).
    ///
    /// ```swift
    /// let button = UIButton(type: .system)
    /// button.buttonType   // .system
    /// ```
    public enum ButtonType: Int, Sendable {
        /// No style.
        case custom = 0
        /// The system style (blue title, highlight on touch).
        case system = 1
        /// A detail-disclosure button.
        case detailDisclosure = 2
        /// An info button on a light background.
        case infoLight = 3
        /// An info button on a dark background.
        case infoDark = 4
        /// A "contact add" (+) button.
        case contactAdd = 5
        /// A close button.
        case close = 7

        /// The plain style (the same as `.system` before iOS 15).
        ///
        /// ```swift
        /// let button = UIButton(type: .plain)
        /// ```
        public static var plain: ButtonType { .system }
    }

    /// The button's type (`.custom` for `UIButton(frame:)`).
    ///
    /// ```swift
    /// UIButton(type: .system).buttonType   // .system
    /// ```
    public var buttonType: ButtonType { storedButtonType }

    /// Creates a button of `type` with a zero frame; `primaryAction` runs for
    /// `.primaryActionTriggered`, which a scripted tap (`sendActions(for: .touchUpInside)`)
    /// sends, as a real tap does; its title becomes the button's title.
    ///
    /// ```swift
    /// let drop = UIButton(type: .system, primaryAction: UIAction(title: "Drop") { _ in
    ///     animator.addBehavior(gravity)
    /// })
    /// drop.sendActions(for: .touchUpInside)   // runs the action
    /// ```
    public convenience init(type: ButtonType, primaryAction: UIAction? = nil) {
        self.init(frame: .zero)
        storedButtonType = type
        if let primaryAction {
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// Creates a `.system` button with `frame` whose `primaryAction` runs on a tap (see
    /// ``init(type:primaryAction:)``).
    ///
    /// ```swift
    /// let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44), primaryAction: action)
    /// ```
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(type: .system, primaryAction: primaryAction)
        self.frame = frame
    }
}
