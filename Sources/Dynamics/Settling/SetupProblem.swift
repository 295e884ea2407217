/// A mistake in how items and behaviors are put together: what makes UIKit Dynamics code misbehave
/// (an item that falls forever, items that start overlapping, round views that collide as squares),
/// found by ``DynamicAnimator/setupProblems()`` before the first frame or at any time after it.
///
/// ```swift
/// for problem in animator.setupProblems() { print(problem) }
/// // fallsForever: card is pulled by gravity and nothing it collides with lies below it: …
/// ```
public struct SetupProblem: CustomStringConvertible {
    /// What kind of mistake.
    ///
    /// ```swift
    /// SetupProblem.Kind.fallsForever.rawValue   // "fallsForever"
    /// ```
    public enum Kind: String, Sendable, CaseIterable {
        /// An item under gravity or a steady field is in no collision behavior with anything in
        /// its way: it leaves the reference bounds and the animator never pauses (the classic item
        /// removed from collision but left in gravity).
        case fallsForever
        /// An item starts across a boundary (Apple: "undefined"): it is pushed out to one side, or
        /// held inside it.
        case overlapsBoundaryAtStart
        /// Two colliding items start overlapping: they spring apart on the first frames.
        case itemsOverlapAtStart
        /// One item is in several gravity behaviors: their pulls add up.
        case multipleGravity
        /// An item has no area: the animator refuses it (UIKit throws).
        case zeroSize
        /// An item's transform scales or shears it: only the rotation is simulated (and written
        /// back), so the scale is lost on the first frame.
        case ignoredTransform
        /// A view drawn round (its layer's corner radius) collides as the rectangle of its
        /// bounds: "round views collide as squares". Reported for `UIView` (UIKitDynamics).
        case boundsShapeMismatch
        /// Informational: a concave collision path is split into convex pieces here; UIKit
        /// accepts it silently and simulates it wrongly.
        case concavePathSplit
        /// A fixed attachment fuses an item whose rotation an item behavior locks (or that is
        /// anchored) to one that is free: the weld and the lock fight.
        case fixedAttachmentWithItemBehavior
        /// A snap point outside the reference bounds: the item is dragged to a place it cannot
        /// reach while it collides with the bounds, and never rests.
        case unreachableSnap
        /// An attachment between an item and itself: it holds nothing.
        case attachmentToItself
    }

    /// The kind of mistake.
    public var kind: Kind
    /// The items involved.
    public var items: [any DynamicItem]
    /// The behaviors involved.
    public var behaviors: [DynamicBehavior]
    /// What happens, and how to fix it.
    public var message: String

    /// Creates a problem.
    ///
    /// ```swift
    /// let problem = SetupProblem(kind: .zeroSize, items: [card], behaviors: [], message: "card has no area")
    /// ```
    public init(kind: Kind, items: [any DynamicItem], behaviors: [DynamicBehavior], message: String) {
        self.kind = kind
        self.items = items
        self.behaviors = behaviors
        self.message = message
    }

    /// Whether the problem only informs (the library already does the right thing).
    ///
    /// ```swift
    /// let mistakes = animator.setupProblems().filter { !$0.isInformational }
    /// ```
    public var isInformational: Bool { kind == .concavePathSplit }

    /// `kind: message`.
    public var description: String { "\(kind.rawValue): \(message)" }
}
