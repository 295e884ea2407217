/// A behavior: the base of every behavior and, used directly, a *composite* that groups child
/// behaviors under one object (UIKit's `UIDynamicBehavior`).
///
/// Subclass it to package behaviors together; `action` runs once per animation frame, after
/// the physics step and the collision callbacks.
///
/// ```swift
/// final class FallAndBounce: DynamicBehavior {
///     init(items: [any DynamicItem]) {
///         super.init()
///         addChildBehavior(GravityBehavior(items: items))
///         let collision = CollisionBehavior(items: items)
///         collision.translatesReferenceBoundsIntoBoundary = true
///         addChildBehavior(collision)
///     }
/// }
/// animator.addBehavior(FallAndBounce(items: [card]))
/// ```
open class DynamicBehavior {
    /// The children, in the order they were added. Always empty for the built-in (primitive)
    /// behaviors, which cannot have children.
    public internal(set) var childBehaviors: [DynamicBehavior] = []

    /// Runs on every animation frame while the behavior is in a running animator.
    ///
    /// ```swift
    /// behavior.action = { print(card.center) }
    /// ```
    ///
    /// The animator keeps the behavior and the behavior keeps this closure, so a closure that uses
    /// the animator captures it weakly, as in UIKit; a strong capture keeps all three alive:
    ///
    /// ```swift
    /// behavior.action = { [weak animator] in animator?.updateItem(usingCurrentState: card) }
    /// ```
    open var action: (() -> Void)?

    /// The animator the behavior is in, if any.
    ///
    /// Held weakly. Embedded Swift has no weak references: there the animator sets it back to
    /// `nil` when the behavior leaves it and when the animator itself goes away.
    #if hasFeature(Embedded)
        public internal(set) unowned(unsafe) var dynamicAnimator: DynamicAnimator?
    #else
        public internal(set) weak var dynamicAnimator: DynamicAnimator?
    #endif

    /// Creates a composite behavior.
    public init() {}

    /// Whether the behavior is one of the built-in kinds with items (gravity, collision, …).
    var isPrimitive: Bool { false }

    /// Adds a child; it joins the animator at once if this behavior is in one. Ignored for a
    /// child already present, and on primitive behaviors (as in UIKit). A behavior cannot
    /// contain itself, directly or through its children: such a child is refused with an
    /// `.invalidUse` error.
    ///
    /// ```swift
    /// parent.addChildBehavior(GravityBehavior(items: [card]))
    /// ```
    open func addChildBehavior(_ behavior: DynamicBehavior) {
        guard !isPrimitive, !childBehaviors.contains(where: { $0 === behavior }) else { return }
        if behavior.subtreeContains(self) {
            let what =
                behavior === self
                ? "a behavior cannot be its own child"
                : "\(behavior.identity) already contains \(identity), so the two would contain each other"
            return report(
                DynamicsError(
                    .invalidUse, "\(identity).addChildBehavior(\(behavior.identity)): refused: \(what)"))
        }
        if let animator = dynamicAnimator {
            guard animator.canRegister(behavior) else { return }
            childBehaviors.append(behavior)
            animator.register(behavior)
        } else {
            childBehaviors.append(behavior)
        }
    }

    /// Removes a child (and takes it out of the animator).
    open func removeChildBehavior(_ behavior: DynamicBehavior) {
        guard let index = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
        childBehaviors.remove(at: index)
        dynamicAnimator?.unregister(behavior)
    }

    /// Called with the animator when the behavior is added to it (before its bodies exist), and
    /// with `nil` when it is removed. Override to react; call `super`.
    ///
    /// ```swift
    /// override func willMove(to animator: DynamicAnimator?) {
    ///     super.willMove(to: animator)
    ///     isActive = animator != nil
    /// }
    /// ```
    open func willMove(to dynamicAnimator: DynamicAnimator?) {}

    /// Whether this behavior alone would let the animator pause (UIKit's private rule): never
    /// for primitive behaviors; for a composite, when all its children allow it, or when it has
    /// no children and no action.
    var allowsAnimatorToStop: Bool {
        if isPrimitive { return false }
        if childBehaviors.isEmpty { return action == nil }
        return childBehaviors.allSatisfy { $0.allowsAnimatorToStop }
    }

    // MARK: Hooks for the built-in behaviors

    /// Creates this behavior's bodies, joints and settings in the animator.
    func associate(with animator: DynamicAnimator) {}
    /// Removes what `associate` created.
    func dissociate(from animator: DynamicAnimator) {}
    /// Runs once per frame before the physics step (pushes apply their forces here).
    func preStep(_ animator: DynamicAnimator) {}

    /// Reports an invalid input: to the animator's handler if in one, else to the task's.
    func report(_ error: DynamicsError) {
        if let animator = dynamicAnimator {
            animator.report(error)
        } else {
            DynamicsDiagnostics.report(error)
        }
    }

    /// Whether a new value passed its ``NumericDomain`` check: a `problem` is reported with
    /// "; kept `kept`" appended and the setter keeps its old value.
    func admits(_ problem: DynamicsError?, kept: @autoclosure () -> String) -> Bool {
        guard let problem else { return true }
        report(problem.keeping(kept()))
        return false
    }

    /// Wakes the animator after a parameter change.
    func parametersChanged() { dynamicAnimator?.tickle() }

    /// The behavior's type and address, as errors name it: `<DynamicBehavior: 0x…>`.
    var identity: String { "<\(typeName): \(addressString(of: self))>" }

    /// Whether `target` is this behavior or one of its descendants. Visits each behavior once, so
    /// it ends even on a (defensively assumed) cyclic tree.
    func subtreeContains(_ target: DynamicBehavior) -> Bool {
        var stack: [DynamicBehavior] = [self]
        var seen: Set<ObjectIdentifier> = []
        while let behavior = stack.popLast() {
            if behavior === target { return true }
            guard seen.insert(ObjectIdentifier(behavior)).inserted else { continue }
            stack.append(contentsOf: behavior.childBehaviors)
        }
        return false
    }
}

extension DynamicBehavior: CustomStringConvertible {
    public var description: String {
        var s = "<\(typeName)>"
        if allowsAnimatorToStop { s += " (Stoppable)" }
        if action != nil { s += " (A)" }
        return s
    }
}

/// A behavior with a list of items (gravity, collision, item properties, push).
open class ItemsBehavior: DynamicBehavior {
    /// The items the behavior acts on.
    public private(set) var items: [any DynamicItem]

    /// The items as a set: membership without a search (a scene of 100,000 items spent most of
    /// its setup searching this list, once per item per behavior and per collision filter).
    private var members: Set<ObjectIdentifier>

    /// Creates the behavior for `items` (duplicates are ignored).
    public init(items: [any DynamicItem]) {
        var unique: [any DynamicItem] = []
        var members: Set<ObjectIdentifier> = []
        for item in items where members.insert(ObjectIdentifier(item: item)).inserted { unique.append(item) }
        self.items = unique
        self.members = members
        super.init()
    }

    override var isPrimitive: Bool { true }

    /// Adds an item (a no-op if it is already there).
    ///
    /// ```swift
    /// gravity.addItem(card)
    /// ```
    open func addItem(_ item: any DynamicItem) {
        guard members.insert(ObjectIdentifier(item: item)).inserted else { return }
        items.append(item)
        if let animator = dynamicAnimator { itemAdded(item, animator) }
    }

    /// Removes an item.
    open func removeItem(_ item: any DynamicItem) {
        guard members.remove(ObjectIdentifier(item: item)) != nil,
            let index = items.firstIndex(where: { $0 === item })
        else { return }
        items.remove(at: index)
        if let animator = dynamicAnimator { itemRemoved(item, animator) }
    }

    func contains(_ item: any DynamicItem) -> Bool { members.contains(ObjectIdentifier(item: item)) }

    /// Puts back the item list a snapshot saved (``DynamicAnimator/restore(_:)``).
    func restore(items: [any DynamicItem]) {
        self.items = items
        members = Set(items.map { ObjectIdentifier(item: $0) })
    }

    /// Items of this behavior that have a body in the animator (an invalid item has none).
    var attached: Set<ObjectIdentifier> = []

    override func associate(with animator: DynamicAnimator) {
        // Room for every item at once, not grown (and rehashed) step by step: a behavior of
        // 100,000 items is common in a large scene.
        attached.reserveCapacity(items.count)
        animator.reserveBodies(items.count)
        for item in items { itemAdded(item, animator) }
    }

    override func dissociate(from animator: DynamicAnimator) {
        for item in items { itemRemoved(item, animator) }
    }

    private func itemAdded(_ item: any DynamicItem, _ animator: DynamicAnimator) {
        guard let record = animator.retainBody(for: item) else { return }
        attached.insert(ObjectIdentifier(item: item))
        didAttach(record, animator)
        animator.tickle()
    }

    private func itemRemoved(_ item: any DynamicItem, _ animator: DynamicAnimator) {
        guard attached.remove(ObjectIdentifier(item: item)) != nil, let record = animator.record(for: item)
        else {
            return
        }
        willDetach(record, animator)
        animator.releaseBody(for: item)
        animator.tickle()
    }

    /// Applies the behavior to an item's body (which this behavior now holds).
    func didAttach(_ record: ItemBody, _ animator: DynamicAnimator) {}

    /// Undoes `didAttach` before the behavior lets go of the body.
    func willDetach(_ record: ItemBody, _ animator: DynamicAnimator) {}
}
