import Foundation

/// Decides where a collection view's elements go: UIKit's `UICollectionViewLayout`, headless.
/// Subclass it and override the queries; ``UICollectionViewFlowLayout`` is the ready-made one.
///
/// The cycle is UIKit's: ``invalidateLayout()`` marks the layout stale, the next layout pass
/// (``UIView/layoutIfNeeded()``, or ``prepareIfNeeded()`` when there is no collection
/// view) calls ``prepare()``, and then the queries answer. An animator made with
/// ``Dynamics/DynamicAnimator/init(collectionViewLayout:)`` invalidates its layout after every frame.
///
/// ```swift
/// final class ListLayout: UICollectionViewLayout {
///     var count = 20
///     override var collectionViewContentSize: CGSize { CGSize(width: 320, height: CGFloat(count) * 44) }
///     override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
///         let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
///         attributes.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 44, width: 320, height: 44)
///         return attributes
///     }
///     override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
///         (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
///             .filter { $0.frame.intersects(rect) }
///     }
/// }
/// ```
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout, if any.
    ///
    /// ```swift
    /// let visible = layout.collectionView?.bounds ?? .zero
    /// ```
    public internal(set) weak var collectionView: UICollectionView?

    /// Whether ``prepare()`` must run before the next query (set by ``invalidateLayout()``).
    ///
    /// ```swift
    /// layout.invalidateLayout()
    /// layout.needsPreparation   // true until the next layout pass
    /// ```
    public private(set) var needsPreparation = true

    /// Creates a layout.
    ///
    /// ```swift
    /// let layout = UICollectionViewLayout()
    /// ```
    public override init() {
        super.init()
    }

    /// Creates a layout from an archive (a storyboard's); there are none off iOS, so this is the
    /// plain `init()`, there for subclasses that call `super.init(coder:)`.
    ///
    /// ```swift
    /// required init?(coder: NSCoder) { super.init(coder: coder) }
    /// ```
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The class of the attributes objects the layout makes (override to use a subclass).
    ///
    /// ```swift
    /// override class var layoutAttributesClass: UICollectionViewLayoutAttributes.Type { TintedAttributes.self }
    /// ```
    open class var layoutAttributesClass: UICollectionViewLayoutAttributes.Type {
        UICollectionViewLayoutAttributes.self
    }

    /// Computes the layout; called once after every invalidation, before the next queries.
    /// Override it (and call `super`) to cache attributes or, with an animator, to add and
    /// remove behaviors for the elements coming into view.
    ///
    /// ```swift
    /// override func prepare() {
    ///     super.prepare()
    ///     cache = computeFrames()
    /// }
    /// ```
    open func prepare() {}

    /// Runs ``prepare()`` if the layout was invalidated since it last ran.
    ///
    /// ```swift
    /// layout.prepareIfNeeded()
    /// let visible = layout.layoutAttributesForElements(in: rect)
    /// ```
    public func prepareIfNeeded() {
        guard needsPreparation else { return }
        needsPreparation = false
        prepare()
    }

    /// Marks the layout stale: ``prepare()`` runs again before the next queries.
    ///
    /// ```swift
    /// layout.itemSize = CGSize(width: 100, height: 100)
    /// layout.invalidateLayout()
    /// ```
    open func invalidateLayout() {
        needsPreparation = true
    }

    /// The size of the whole content; zero by default.
    ///
    /// ```swift
    /// override var collectionViewContentSize: CGSize { CGSize(width: 320, height: 4400) }
    /// ```
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element that intersects `rect` (content coordinates); `nil` by
    /// default.
    ///
    /// ```swift
    /// let onScreen = layout.layoutAttributesForElements(in: collectionView.bounds) ?? []
    /// ```
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`; `nil` by default.
    ///
    /// ```swift
    /// let third = layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))
    /// ```
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of a supplementary view; `nil` by default.
    ///
    /// ```swift
    /// let header = layout.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 0))
    /// ```
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of a decoration view; `nil` by default.
    ///
    /// ```swift
    /// let shelf = layout.layoutAttributesForDecorationView(ofKind: "shelf", at: IndexPath(item: 0, section: 0))
    /// ```
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether scrolling or resizing to `newBounds` makes the layout stale; `false` by default.
    /// The collection view asks before it changes its bounds, so `collectionView.bounds` still
    /// has the old value here.
    ///
    /// ```swift
    /// override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    ///     newBounds.size != collectionView?.bounds.size
    /// }
    /// ```
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
}
