import Foundation

/// A closure a control runs for an event: UIKit's `UIAction`, the selector-free way to give a
/// ``UIControl`` an action.
///
/// ```swift
/// let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
/// var taps = 0
/// button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
/// button.sendActions(for: .touchUpInside)   // taps == 1
/// ```
open class UIAction: NSObject {
    /// The action's title (stored only: there are no menus).
    ///
    /// ```swift
    /// UIAction(title: "Present") { _ in present() }.title   // "Present"
    /// ```
    open var title: String

    /// The control running the action, while it runs.
    ///
    /// ```swift
    /// UIAction { action in (action.sender as? UIButton)?.isSelected.toggle() }
    /// ```
    public internal(set) var sender: Any?

    let handler: (UIAction) -> Void

    /// Creates an action that runs `handler` with itself.
    ///
    /// ```swift
    /// let action = UIAction(title: "Drop") { _ in animator.addBehavior(gravity) }
    /// ```
    public init(title: String = "", handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.handler = handler
        super.init()
    }
}
