import Foundation

/// A headless view: UIKit's geometry and hierarchy without drawing, layers or events, and a
/// ``UIDynamicItem`` an animator can move.
///
/// Geometry follows UIKit exactly: `center` is in the superview's coordinates, `bounds` is the
/// view's own coordinate space, and `transform` applies about the centre (tx and ty included).
/// `frame` is derived: the bounding box of the transformed bounds, placed at `center`.
///
/// ```swift
/// let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
/// let square = UIView(frame: CGRect(x: 100, y: 50, width: 80, height: 80))
/// square.backgroundColor = .orange
/// container.addSubview(square)
/// square.center            // (140, 90)
/// square.transform = CGAffineTransform(rotationAngle: .pi / 4)
/// square.frame.width       // ≈ 113.1: the rotated square's bounding box
/// ```
open class UIView: NSObject, UIDynamicItem {
    // MARK: Geometry

    // `center` and `transform` are unchecked for exclusivity: the animator writes both every
    // frame, and a class's stored `var` pays a dynamic check on each access (~76 instructions,
    // more than the write).
    /// The centre of the view, in its superview's coordinates. The animator writes it.
    ///
    /// ```swift
    /// square.center = CGPoint(x: 160, y: 100)
    /// ```
    @exclusivity(unchecked) open var center: CGPoint

    /// The view's own coordinate space: `size` is its untransformed size, `origin` the
    /// coordinates of its top-left corner for its subviews. Changing it keeps `center`.
    ///
    /// ```swift
    /// scrollContent.bounds.origin.y = 200   // subviews appear 200 pt higher
    /// ```
    open var bounds: CGRect {
        didSet {
            if bounds != oldValue { boundsDidChange() }
        }
    }

    /// The transform applied about the centre. The animator writes a pure rotation.
    ///
    /// ```swift
    /// square.transform = CGAffineTransform(rotationAngle: .pi / 8)
    /// ```
    @exclusivity(unchecked) open var transform: CGAffineTransform

    /// The view's rectangle in its superview's coordinates: the bounding box of its transformed
    /// bounds, placed with the layer's `anchorPoint` (the centre unless changed) at `center`
    /// (as in UIKit).
    ///
    /// Setting it moves `center` so the rectangle's anchor point lands there and, when
    /// `transform` is the identity, sets `bounds.size` to its size; with another transform the
    /// size is kept and `center` moves to the rectangle's middle (UIKit leaves that case
    /// undefined).
    ///
    /// ```swift
    /// square.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
    /// square.center   // (35, 35)
    /// ```
    open var frame: CGRect {
        get { layer.frame }
        set { layer.frame = newValue }
    }

    // MARK: Appearance (stored, never drawn)

    /// The fill colour; `nil` is transparent.
    ///
    /// ```swift
    /// square.backgroundColor = .red
    /// ```
    open var backgroundColor: UIColor?

    /// The opacity, 0…1.
    ///
    /// ```swift
    /// square.alpha = 0.5
    /// ```
    open var alpha: CGFloat = 1

    /// Whether the view is hidden. Hidden views are still simulated.
    ///
    /// ```swift
    /// square.isHidden = true
    /// ```
    open var isHidden = false

    /// A number to find the view by (see ``viewWithTag(_:)``).
    ///
    /// ```swift
    /// square.tag = 7
    /// ```
    open var tag = 0

    /// Whether the view would take touches (stored only: there are no events).
    ///
    /// ```swift
    /// square.isUserInteractionEnabled = false
    /// ```
    open var isUserInteractionEnabled = true

    /// Whether subviews would be clipped to the bounds (stored only: nothing is drawn).
    ///
    /// ```swift
    /// container.clipsToBounds = true
    /// ```
    open var clipsToBounds = false

    // MARK: Hierarchy

    /// The view this view is a subview of.
    ///
    /// ```swift
    /// square.superview === container   // true after container.addSubview(square)
    /// ```
    public private(set) weak var superview: UIView?

    /// The subviews, back to front.
    ///
    /// ```swift
    /// container.subviews.count
    /// ```
    public private(set) var subviews: [UIView] = []

    /// Animators whose reference view this is: told when `bounds` changes.
    private var referencingAnimators: [WeakAnimator] = []

    /// Storage for UIView+GestureRecognizers.swift.
    var attachedGestureRecognizers: [UIGestureRecognizer] = []
    /// Storage for UIView+Layer.swift.
    private(set) lazy var backingLayer: CALayer = CALayer(owningView: self)
    /// Storage for UIView+Sizing.swift.
    var storedContentMode = ContentMode.scaleToFill

    // MARK: Creation

    /// Creates a view with `frame` in its (future) superview's coordinates; `bounds` is
    /// `(0, 0, frame.width, frame.height)`.
    ///
    /// ```swift
    /// let square = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
    /// ```
    public init(frame: CGRect) {
        let frame = frame.standardized
        center = CGPoint(x: frame.midX, y: frame.midY)
        bounds = CGRect(origin: .zero, size: frame.size)
        transform = .identity
        super.init()
    }

    /// Creates an empty view with a zero frame: there are no archives to decode on Linux. It
    /// exists so subclasses can keep UIKit's `required init?(coder:)`.
    ///
    /// ```swift
    /// required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    /// ```
    public required init?(coder: NSCoder) {
        center = .zero
        bounds = .zero
        transform = .identity
        super.init()
    }

    /// Creates a view with a zero frame.
    ///
    /// ```swift
    /// let view = UIView()
    /// view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    /// ```
    public convenience override init() {
        self.init(frame: .zero)
    }

    // MARK: Dynamic item

    /// The kind of collision shape the animator gives this view: `.rectangle` unless a subclass
    /// overrides it.
    ///
    /// ```swift
    /// final class Ball: UIView {
    ///     override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
    /// }
    /// ```
    open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }

    /// The collision outline for `.path` views, with (0, 0) at the centre; empty unless a
    /// subclass overrides it.
    ///
    /// ```swift
    /// final class Wedge: UIView {
    ///     override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .path }
    ///     override var collisionBoundingPath: UIBezierPath {
    ///         let path = UIBezierPath()
    ///         path.move(to: CGPoint(x: -20, y: 20))
    ///         path.addLine(to: CGPoint(x: 20, y: 20))
    ///         path.addLine(to: CGPoint(x: 0, y: -20))
    ///         path.close()
    ///         return path
    ///     }
    /// }
    /// ```
    open var collisionBoundingPath: UIBezierPath { UIBezierPath() }

    /// The layer's corner radius: how round the view is drawn (`setupProblems()` says when a view
    /// drawn round collides as a rectangle).
    ///
    /// ```swift
    /// ball.layer.cornerRadius = 20
    /// ball.visibleCornerRadius   // 20
    /// ```
    public var visibleCornerRadius: CGFloat { layer.cornerRadius }

    // MARK: Managing subviews

    /// Adds `view` on top of the subviews, taking it from its previous superview. Adding the
    /// view itself or one of its ancestors is refused (reported as `.invalidUse`).
    ///
    /// ```swift
    /// container.addSubview(square)
    /// ```
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` in the subviews (clamped to the valid range), taking it from
    /// its previous superview.
    ///
    /// ```swift
    /// container.insertSubview(background, at: 0)
    /// ```
    open func insertSubview(_ view: UIView, at index: Int) {
        guard canAdopt(view) else { return }
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
            subviews.insert(view, at: Swift.max(0, Swift.min(index, subviews.count)))
            return
        }
        let oldWindow = view.window
        let newWindow = window
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.propagateWillMove(toWindow: newWindow) }
        view.detachFromSuperview()
        subviews.insert(view, at: Swift.max(0, Swift.min(index, subviews.count)))
        view.superview = self
        if oldWindow !== newWindow { view.propagateDidMoveToWindow() }
        didAddSubview(view)
        view.didMoveToSuperview()
    }

    /// Inserts `view` just above `sibling` (or on top if `sibling` is not a subview).
    ///
    /// ```swift
    /// container.insertSubview(shadow, aboveSubview: square)
    /// ```
    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        let index = subviews.firstIndex(where: { $0 === sibling }).map { $0 + 1 } ?? subviews.count
        let adjusted =
            subviews.firstIndex(where: { $0 === view }).map { $0 < index ? index - 1 : index } ?? index
        insertSubview(view, at: adjusted)
    }

    /// Inserts `view` just below `sibling` (or at the bottom if `sibling` is not a subview).
    ///
    /// ```swift
    /// container.insertSubview(shadow, belowSubview: square)
    /// ```
    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        let index = subviews.firstIndex(where: { $0 === sibling }) ?? 0
        let adjusted =
            subviews.firstIndex(where: { $0 === view }).map { $0 < index ? index - 1 : index } ?? index
        insertSubview(view, at: adjusted)
    }

    /// Moves a subview to the front (last in ``subviews``).
    ///
    /// ```swift
    /// container.bringSubviewToFront(square)
    /// ```
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    /// Moves a subview to the back (first in ``subviews``).
    ///
    /// ```swift
    /// container.sendSubviewToBack(background)
    /// ```
    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    /// The pre-Swift 4.2 spelling of ``bringSubviewToFront(_:)``.
    ///
    /// ```swift
    /// container.bringSubviewToFront(square)   // what it is renamed to
    /// ```
    @available(*, deprecated, renamed: "bringSubviewToFront(_:)")
    public func bringSubview(toFront view: UIView) { bringSubviewToFront(view) }

    /// The pre-Swift 4.2 spelling of ``sendSubviewToBack(_:)``.
    ///
    /// ```swift
    /// container.sendSubviewToBack(background)   // what it is renamed to
    /// ```
    @available(*, deprecated, renamed: "sendSubviewToBack(_:)")
    public func sendSubview(toBack view: UIView) { sendSubviewToBack(view) }

    /// Swaps two subviews' places.
    ///
    /// ```swift
    /// container.exchangeSubview(at: 0, withSubviewAt: 1)
    /// ```
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviews.swapAt(index1, index2)
    }

    /// Takes the view out of its superview.
    ///
    /// ```swift
    /// square.removeFromSuperview()
    /// ```
    open func removeFromSuperview() {
        guard superview != nil else { return }
        let oldWindow = window
        willMove(toSuperview: nil)
        if oldWindow != nil { propagateWillMove(toWindow: nil) }
        detachFromSuperview()
        if oldWindow != nil { propagateDidMoveToWindow() }
        didMoveToSuperview()
    }

    /// Whether this view is `view` or inside it.
    ///
    /// ```swift
    /// square.isDescendant(of: container)   // true
    /// ```
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let v = current {
            if v === view { return true }
            current = v.superview
        }
        return false
    }

    /// The first view with `tag`, searching this view and then its subviews depth-first.
    ///
    /// ```swift
    /// let found = container.viewWithTag(7)
    /// ```
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Called before the view moves to `newSuperview` (`nil`: removal). Does nothing.
    ///
    /// ```swift
    /// override func willMove(toSuperview newSuperview: UIView?) { print("moving") }
    /// ```
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Called after the view moved to a new superview (or was removed). Does nothing.
    ///
    /// ```swift
    /// override func didMoveToSuperview() { print(superview as Any) }
    /// ```
    open func didMoveToSuperview() {}

    /// Called before the view (or an ancestor) enters or leaves a window's hierarchy, with the
    /// new window (`nil`: leaving). Called on the moving view and then on each of its
    /// descendants, after ``willMove(toSuperview:)``. Does nothing.
    ///
    /// ```swift
    /// override func willMove(toWindow newWindow: UIWindow?) { if newWindow == nil { timer?.invalidate() } }
    /// ```
    open func willMove(toWindow newWindow: UIWindow?) {}

    /// Called after the view (or an ancestor) entered or left a window's hierarchy (``window``
    /// is already the new one), on the moving view and then on each of its descendants, before
    /// ``didMoveToSuperview()``. Does nothing.
    ///
    /// ```swift
    /// override func didMoveToWindow() { if window != nil { startAnimating() } }
    /// ```
    open func didMoveToWindow() {}

    /// Called after a subview was added. Does nothing.
    ///
    /// ```swift
    /// override func didAddSubview(_ subview: UIView) { subview.tag = subviews.count }
    /// ```
    open func didAddSubview(_ subview: UIView) {}

    /// Called before a subview is removed. Does nothing.
    ///
    /// ```swift
    /// override func willRemoveSubview(_ subview: UIView) { print("losing \(subview)") }
    /// ```
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Sizing (UIView+Sizing.swift)

    /// The size the view would like within `size`: its current size unless a subclass says
    /// otherwise (``UIImageView`` answers its image's size).
    ///
    /// ```swift
    /// let fitting = imageView.sizeThatFits(CGSize(width: 320, height: 480))
    /// ```
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// The size the content needs; `(noIntrinsicMetric, noIntrinsicMetric)` unless a subclass
    /// has one (``UIImageView``: its image's size).
    ///
    /// ```swift
    /// imageView.intrinsicContentSize   // the image's size
    /// ```
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    // MARK: Layout (nothing to lay out)

    /// Does nothing: there is no layout pass. Kept so UIKit code compiles.
    ///
    /// ```swift
    /// view.setNeedsLayout()
    /// ```
    open func setNeedsLayout() {}

    /// Calls ``layoutSubviews()`` once.
    ///
    /// ```swift
    /// view.layoutIfNeeded()
    /// ```
    open func layoutIfNeeded() { layoutSubviews() }

    /// Does nothing; override to position subviews when ``layoutIfNeeded()`` is called.
    ///
    /// ```swift
    /// override func layoutSubviews() { label.frame = bounds }
    /// ```
    open func layoutSubviews() {}

    /// Does nothing: nothing is drawn. Kept so UIKit code compiles.
    ///
    /// ```swift
    /// view.setNeedsDisplay()
    /// ```
    open func setNeedsDisplay() {}

    // MARK: Description

    /// UIKit's style, with the transform, tag and hidden state when set.
    ///
    /// ```swift
    /// print(UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
    /// // <UIView: 0x600000c04000; frame = (0 0; 50 50)>
    /// ```
    open override var description: String {
        var s = "<\(type(of: self)): \(address); frame = (\(short(frame.minX)) \(short(frame.minY)); "
        s += "\(short(frame.width)) \(short(frame.height)))"
        if !transform.isIdentity {
            s += "; transform = [\(short(transform.a)), \(short(transform.b)), \(short(transform.c)), "
            s += "\(short(transform.d)), \(short(transform.tx)), \(short(transform.ty))]"
        }
        if tag != 0 { s += "; tag = \(tag)" }
        if isHidden { s += "; hidden = YES" }
        return s + ">"
    }

    private var address: String {
        "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque()), radix: 16)
    }

    private func short(_ x: CGFloat) -> String {
        let rounded = (x * 1000).rounded() / 1000
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : "\(rounded)"
    }

    // MARK: Internals

    /// Calls ``willMove(toWindow:)`` on this view and its descendants, parents first.
    private func propagateWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for subview in subviews { subview.propagateWillMove(toWindow: newWindow) }
    }

    /// Calls ``didMoveToWindow()`` on this view and its descendants, parents first.
    private func propagateDidMoveToWindow() {
        didMoveToWindow()
        for subview in subviews { subview.propagateDidMoveToWindow() }
    }

    private func canAdopt(_ view: UIView) -> Bool {
        guard view !== self, !isDescendant(of: view) else {
            DynamicsDiagnostics.report(
                DynamicsError(
                    .invalidUse,
                    "UIView.addSubview: \(view) cannot be a subview of itself or of its descendant \(self)"))
            return false
        }
        return true
    }

    /// Removes the view from its superview's list without calling the move hooks.
    private func detachFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    func addReferencingAnimator(_ animator: DynamicAnimator) {
        referencingAnimators.removeAll { $0.animator == nil }
        referencingAnimators.append(WeakAnimator(animator: animator))
    }

    /// Tells the animators using this view as their reference view that the bounds changed:
    /// they rebuild their reference-bounds boundaries and wake.
    private func boundsDidChange() {
        guard !referencingAnimators.isEmpty else { return }
        referencingAnimators.removeAll { $0.animator == nil }
        for box in referencingAnimators {
            box.animator?.referenceViewBoundsDidChange(bounds)
        }
    }
}

/// A weak reference to an animator.
private struct WeakAnimator {
    weak var animator: DynamicAnimator?
}
