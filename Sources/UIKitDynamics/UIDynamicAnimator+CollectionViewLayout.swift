import Foundation

extension DynamicAnimator {
    /// Creates an animator for a collection view layout's elements (UIKit's
    /// `UIDynamicAnimator(collectionViewLayout:)`).
    ///
    /// - The items are ``UICollectionViewLayoutAttributes``, in the layout's content coordinates;
    ///   a view is refused with `DynamicsError.Code.itemOutsideReference` (other custom items
    ///   are used as they are).
    /// - The reference bounds are the content bounds, `(0, 0, collectionViewContentSize)`, read
    ///   live.
    /// - Bodies are filed by the element an attributes object describes (category, kind, index
    ///   path), as in UIKit: ``layoutAttributesForCell(at:)`` returns the object the animator
    ///   owns and writes `center` and `transform` to, and a second attributes object for the same
    ///   element shares that body.
    /// - After every frame the animator calls the layout's ``UICollectionViewLayout/invalidateLayout()``,
    ///   so the layout serves the moved attributes at the next layout pass.
    ///
    /// The layout usually owns the animator; the animator keeps only a weak reference to it.
    ///
    /// ```swift
    /// final class BouncyLayout: UICollectionViewFlowLayout {
    ///     lazy var animator = UIDynamicAnimator(collectionViewLayout: self)
    ///     override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    ///         animator.items(in: rect).compactMap { $0 as? UICollectionViewLayoutAttributes }
    ///     }
    /// }
    /// ```
    public convenience init(collectionViewLayout layout: UICollectionViewLayout) {
        self.init(referenceBounds: CGRect(origin: .zero, size: layout.collectionViewContentSize))
        referenceSystem = LayoutReferenceSystem(layout: layout)
    }

    /// The layout whose coordinate space the animator uses, if it was created with one (and the
    /// layout still exists).
    ///
    /// ```swift
    /// let animator = UIDynamicAnimator(collectionViewLayout: layout)
    /// animator.collectionViewLayout === layout   // true
    /// ```
    public var collectionViewLayout: UICollectionViewLayout? {
        (referenceSystem as? LayoutReferenceSystem)?.layout
    }

    /// The attributes object the animator owns for the cell at `indexPath`: the one whose body it
    /// moves. `nil` unless the animator was made with a layout and that cell has a body.
    ///
    /// ```swift
    /// override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    ///     animator.layoutAttributesForCell(at: indexPath) ?? super.layoutAttributesForItem(at: indexPath)
    /// }
    /// ```
    public func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        ownedAttributes(ElementKey(category: .cell, kind: nil, indexPath: indexPath))
    }

    /// The attributes object the animator owns for a supplementary view, as
    /// ``layoutAttributesForCell(at:)``.
    ///
    /// ```swift
    /// let header = animator.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 0))
    /// ```
    public func layoutAttributesForSupplementaryView(
        ofKind kind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        ownedAttributes(ElementKey(category: .supplementaryView, kind: kind, indexPath: indexPath))
    }

    /// The attributes object the animator owns for a decoration view, as
    /// ``layoutAttributesForCell(at:)``.
    ///
    /// ```swift
    /// let shelf = animator.layoutAttributesForDecorationView(ofKind: "shelf", at: IndexPath(item: 0, section: 0))
    /// ```
    public func layoutAttributesForDecorationView(
        ofKind kind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        ownedAttributes(ElementKey(category: .decorationView, kind: kind, indexPath: indexPath))
    }

    private func ownedAttributes(_ key: ElementKey) -> UICollectionViewLayoutAttributes? {
        guard referenceSystem is LayoutReferenceSystem else { return nil }
        return bodyOwner(for: ItemKey(element: key)) as? UICollectionViewLayoutAttributes
    }
}

/// A collection view layout's coordinate system for an animator: content coordinates, content
/// bounds, bodies filed by element, the layout invalidated after every frame.
final class LayoutReferenceSystem: ReferenceSystem {
    private(set) weak var layout: UICollectionViewLayout?
    /// The content bounds last read from the layout, used once the layout is gone.
    private var lastBounds: CGRect

    init(layout: UICollectionViewLayout) {
        self.layout = layout
        lastBounds = CGRect(origin: .zero, size: layout.collectionViewContentSize)
    }

    var referenceBounds: CGRect {
        if let layout { lastBounds = CGRect(origin: .zero, size: layout.collectionViewContentSize) }
        return lastBounds
    }

    func referenceCenter(of item: any DynamicItem) -> CGPoint { item.center }

    func setReferenceCenter(_ point: CGPoint, of item: any DynamicItem) { item.center = point }

    var referenceDescription: String? {
        layout.map { "<\(type(of: $0)): \(addressString(of: $0))>" }
    }

    func problem(with item: any DynamicItem) -> DynamicsError? {
        guard let view = item as? UIView else { return nil }
        return DynamicsError(
            .itemOutsideReference,
            "Can't use view as item \(view) in an animator with layout reference \(referenceDescription ?? "(gone)")"
        )
    }

    func bodyKey(for item: any DynamicItem) -> ItemKey {
        guard let attributes = item as? UICollectionViewLayoutAttributes else { return ItemKey(item) }
        return ItemKey(element: attributes.elementKey)
    }

    func animatorDidRunFrame() {
        layout?.invalidateLayout()
    }
}
