import Foundation

/// A stand-in for UIKit's window: the root of a view hierarchy, with a root view controller.
/// Nothing is shown; ``makeKeyAndVisible()`` marks it key and not hidden.
///
/// Views entering or leaving a window's hierarchy hear ``UIView/willMove(toWindow:)`` and
/// ``UIView/didMoveToWindow()``, and their ``UIView/window`` is the window.
///
/// ```swift
/// let window = UIWindow(frame: UIScreen.main.bounds)
/// window.rootViewController = DropViewController()   // its view fills the window
/// window.makeKeyAndVisible()
/// window.rootViewController?.view.window === window  // true
/// ```
open class UIWindow: UIView {
    /// The controller whose view fills the window. Setting it removes the previous controller's
    /// view and adds the new one's (loading it) sized to the window's bounds.
    ///
    /// ```swift
    /// window.rootViewController = controller
    /// ```
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            if let old = oldValue?.viewIfLoaded, old.superview === self { old.removeFromSuperview() }
            guard let controller = rootViewController else { return }
            let view: UIView = controller.view
            view.frame = bounds
            addSubview(view)
        }
    }

    /// Whether the window is the key window (``makeKeyAndVisible()`` or ``makeKey()``).
    ///
    /// ```swift
    /// window.isKeyWindow   // true after makeKeyAndVisible()
    /// ```
    public private(set) var isKeyWindow = false

    /// Creates a hidden window with `frame` (windows start hidden, as in UIKit).
    ///
    /// ```swift
    /// let window = UIWindow(frame: UIScreen.main.bounds)
    /// ```
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// Creates a hidden window the size of ``UIScreen/main`` (there are no archives on Linux).
    ///
    /// ```swift
    /// required init?(coder: NSCoder) { super.init(coder: coder) }
    /// ```
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        bounds = CGRect(origin: .zero, size: UIScreen.main.bounds.size)
        center = CGPoint(x: bounds.midX, y: bounds.midY)
        isHidden = true
    }

    /// Makes the window key and shows it (``UIView/isHidden`` becomes false).
    ///
    /// ```swift
    /// window.makeKeyAndVisible()
    /// ```
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Makes the window key without showing it.
    ///
    /// ```swift
    /// window.makeKey()
    /// ```
    open func makeKey() {
        isKeyWindow = true
    }
}

extension UIView {
    /// The window whose hierarchy the view is in (a window is its own), or `nil`.
    ///
    /// ```swift
    /// square.window == nil   // true until an ancestor is a window
    /// ```
    public var window: UIWindow? {
        var current: UIView? = self
        while let view = current {
            if let window = view as? UIWindow { return window }
            current = view.superview
        }
        return nil
    }
}
