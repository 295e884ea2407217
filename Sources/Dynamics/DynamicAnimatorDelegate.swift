import Foundation

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

/// How an animator maps its items into its reference coordinate space. UIKitDynamics provides
/// one for a reference view (view centres live in their superviews' coordinates).
package protocol ReferenceSystem: AnyObject {
    /// The current reference bounds (e.g. the reference view's bounds).
    var referenceBounds: CGRect { get }
    /// The item's centre in reference coordinates.
    func referenceCenter(of item: any DynamicItem) -> CGPoint
    /// Sets the item's centre from reference coordinates.
    func setReferenceCenter(_ point: CGPoint, of item: any DynamicItem)
    /// Why the item cannot be used with this reference system, if it cannot.
    func problem(with item: any DynamicItem) -> DynamicsError?
}
