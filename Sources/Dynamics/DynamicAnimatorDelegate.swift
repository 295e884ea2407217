/// Hears when an animator pauses and resumes (UIKit's `UIDynamicAnimatorDelegate`).
///
/// ```swift
/// final class Watcher: DynamicAnimatorDelegate {
///     func dynamicAnimatorDidPause(_ animator: DynamicAnimator) { print("at rest") }
/// }
/// ```
public protocol DynamicAnimatorDelegate: AnyObject {
    /// The animator is about to run again (a behavior was added, an item changed, …).
    func dynamicAnimatorWillResume(_ animator: DynamicAnimator)
    /// The animator paused: every dynamic item is at rest (or nothing is left to simulate).
    func dynamicAnimatorDidPause(_ animator: DynamicAnimator)
}

extension DynamicAnimatorDelegate {
    public func dynamicAnimatorWillResume(_ animator: DynamicAnimator) {}
    public func dynamicAnimatorDidPause(_ animator: DynamicAnimator) {}
}
