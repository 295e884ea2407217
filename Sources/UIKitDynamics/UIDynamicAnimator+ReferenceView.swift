import Foundation

extension DynamicAnimator {
    /// Creates an animator for views inside `referenceView` (UIKit's
    /// `UIDynamicAnimator(referenceView:)`).
    ///
    /// - The reference bounds are `referenceView.bounds`, read live: resizing the view moves
    ///   `translatesReferenceBoundsIntoBoundary` boundaries and wakes the animator.
    /// - A view item's `center` is in its superview's coordinates; the animator converts it into
    ///   the reference view's coordinates when it reads it and back when it writes it, so views
    ///   nested in containers move correctly.
    /// - A view item must be a descendant of `referenceView` (not the reference view itself,
    ///   whose centre lies outside its own coordinate space); any other view is refused with
    ///   `DynamicsError.Code.itemOutsideReference` and left out, while everything else keeps
    ///   simulating. Layout attributes are refused too (they belong to a layout's animator).
    ///   Other items are used as they are, in reference coordinates.
    ///
    /// The animator keeps only a weak reference to the view.
    ///
    /// ```swift
    /// let referenceView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    /// let square = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    /// referenceView.addSubview(square)
    /// let animator = UIDynamicAnimator(referenceView: referenceView)
    /// animator.addBehavior(UIGravityBehavior(items: [square]))
    /// ```
    public convenience init(referenceView: UIView) {
        self.init(referenceBounds: referenceView.bounds)
        referenceSystem = ViewReferenceSystem(view: referenceView)
        referenceView.addReferencingAnimator(self)
    }

    /// The view whose coordinate space and bounds the animator uses, if it was created with
    /// one (and the view still exists).
    ///
    /// ```swift
    /// let animator = UIDynamicAnimator(referenceView: view)
    /// animator.referenceView === view   // true
    /// ```
    public var referenceView: UIView? {
        (referenceSystem as? ViewReferenceSystem)?.view
    }

    /// Called by the reference view when its bounds change: the stored reference bounds follow,
    /// which wakes a paused animator; its next frame rebuilds the reference-bounds boundaries
    /// (destroying the old boundary body wakes the items resting on it).
    func referenceViewBoundsDidChange(_ bounds: CGRect) {
        guard referenceView != nil else { return }
        referenceBounds = bounds
    }
}

/// A reference view's coordinate system for an animator. Layout attributes are refused (they
/// belong to a layout's animator).
final class ViewReferenceSystem: ReferenceSystem {
    private(set) weak var view: UIView?
    /// The bounds last read from the view, used once the view is gone.
    private var lastBounds: CGRect

    init(view: UIView) {
        self.view = view
        lastBounds = view.bounds
    }

    var referenceBounds: CGRect {
        if let view { lastBounds = view.bounds }
        return lastBounds
    }

    func referenceCenter(of item: any DynamicItem) -> CGPoint {
        guard let view, let itemView = item as? UIView, let parent = itemView.superview else {
            return item.center
        }
        return parent.convert(itemView.center, to: view)
    }

    func setReferenceCenter(_ point: CGPoint, of item: any DynamicItem) {
        guard let view, let itemView = item as? UIView, let parent = itemView.superview else {
            item.center = point
            return
        }
        itemView.center = parent.convert(point, from: view)
    }

    var referenceDescription: String? {
        view.map { "<\(type(of: $0)): \(addressString(of: $0))>" }
    }

    func problem(with item: any DynamicItem) -> DynamicsError? {
        if let attributes = item as? UICollectionViewLayoutAttributes {
            return DynamicsError(
                .itemOutsideReference,
                "Can't use layout attributes as item \(attributes) in an animator with view reference "
                    + (referenceDescription ?? "(gone)"))
        }
        guard let itemView = item as? UIView, let view else { return nil }
        if itemView !== view && itemView.isDescendant(of: view) { return nil }
        return DynamicsError(
            .itemOutsideReference, "View item \(itemView) should be a descendant of reference view \(view)")
    }
}
