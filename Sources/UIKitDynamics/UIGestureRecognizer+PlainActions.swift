import Foundation

// Actions that take no argument: UIKit's `#selector(recenter)` for `@objc func recenter()`, which
// `dynamics port` rewrites to the method reference `Type.recenter`.
extension UIGestureRecognizer {
    /// Creates a recognizer that calls a method of `target` taking no argument (held weakly):
    /// UIKit's `init(target:action:)` with `#selector(recenter)`.
    ///
    /// ```swift
    /// let tap = UITapGestureRecognizer(target: self, action: BoardViewController.recenter)
    /// ```
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Adds a target's method that takes no argument (`Type.method`; `target` is held weakly and
    /// ``removeTarget(_:)`` removes it).
    ///
    /// ```swift
    /// doubleTap.addTarget(self, action: BoardViewController.recenter)
    /// ```
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        addTarget(target) { (target: Target) in { (_: UIGestureRecognizer) in action(target)() } }
    }
}
