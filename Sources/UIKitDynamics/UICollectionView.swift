import Foundation

/// A headless collection view: just what a layout and an animator need — bounds that scroll
/// (`contentOffset` is `bounds.origin`), a layout, a pan recogniser driven by scripted input, and
/// a layout pass that prepares the layout and fetches the visible elements.
///
/// There are no cells on screen and no delegate. A ``UICollectionViewFlowLayout`` takes its item
/// count from the ``dataSource`` when there is one, else from its own `numberOfItems`. Scrolling is setting `contentOffset`: as in UIKit, the
/// layout's ``UICollectionViewLayout/shouldInvalidateLayout(forBoundsChange:)`` is asked first
/// (while `bounds` still has the old value) and the layout is invalidated if it says so.
/// ``UIView/layoutIfNeeded()`` (UIKit's layout pass) prepares an invalidated layout and refreshes
/// ``visibleLayoutAttributes``.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 320, height: 44)
/// layout.numberOfItems = 100
/// let collectionView = UICollectionView(
///     frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
/// collectionView.contentOffset.y = 200
/// collectionView.layoutIfNeeded()
/// collectionView.indexPathsForVisibleItems.first   // [0, 3]
/// ```
open class UICollectionView: UIView {
    /// What a layout-attributes object describes.
    ///
    /// ```swift
    /// attributes.representedElementCategory == .supplementaryView
    /// ```
    public enum ElementCategory: UInt, Sendable {
        /// A cell (an item).
        case cell = 0
        /// A supplementary view: a header, a footer, …
        case supplementaryView = 1
        /// A decoration view.
        case decorationView = 2
    }

    /// The direction a flow layout's content grows in.
    ///
    /// ```swift
    /// layout.scrollDirection = .horizontal
    /// ```
    public enum ScrollDirection: Int, Sendable {
        /// Lines of items stacked downwards.
        case vertical = 0
        /// Columns of items stacked rightwards.
        case horizontal = 1
    }

    /// The layout. Setting it invalidates the new layout.
    ///
    /// ```swift
    /// collectionView.collectionViewLayout = SpringyFlowLayout()
    /// ```
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            if oldValue.collectionView === self { oldValue.collectionView = nil }
            collectionViewLayout.collectionView = self
            collectionViewLayout.invalidateLayout()
        }
    }

    /// The pan recogniser scrolling uses (attached to the collection view); script the finger
    /// with ``UIGestureRecognizer/send(_:at:in:)``.
    ///
    /// ```swift
    /// collectionView.panGestureRecognizer.send(.began, at: CGPoint(x: 160, y: 300), in: nil)
    /// let finger = collectionView.panGestureRecognizer.location(in: collectionView)
    /// ```
    public let panGestureRecognizer = UIPanGestureRecognizer()

    /// The elements the last layout pass found in `bounds`, as the layout returned them.
    ///
    /// ```swift
    /// collectionView.layoutIfNeeded()
    /// let onScreen = collectionView.visibleLayoutAttributes.map(\.indexPath)
    /// ```
    public private(set) var visibleLayoutAttributes: [UICollectionViewLayoutAttributes] = []

    /// Storage for UICollectionView+DataSource.swift.
    let dataSourceBox = WeakDataSource()
    /// Storage for UICollectionView+DataSource.swift.
    var registeredCellIdentifiers: Set<String> = []

    /// Creates a collection view with `frame` and `layout`.
    ///
    /// ```swift
    /// let collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layout)
    /// ```
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        addGestureRecognizer(panGestureRecognizer)
        layout.invalidateLayout()
    }

    /// Creates a collection view with a default flow layout (there are no archives on Linux).
    ///
    /// ```swift
    /// required init?(coder: NSCoder) { super.init(coder: coder) }
    /// ```
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
        addGestureRecognizer(panGestureRecognizer)
    }

    /// The scroll position: the origin of `bounds`, in content coordinates.
    ///
    /// ```swift
    /// collectionView.contentOffset.y += 50   // scroll down 50 pt
    /// ```
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// The size of the content: the layout's ``UICollectionViewLayout/collectionViewContentSize``.
    ///
    /// ```swift
    /// let bottom = collectionView.contentSize.height - collectionView.bounds.height
    /// ```
    open var contentSize: CGSize { collectionViewLayout.collectionViewContentSize }

    /// Before the bounds change, asks the layout whether to invalidate (UIKit's order: the layout
    /// sees the new bounds while `bounds` still has the old ones).
    ///
    /// ```swift
    /// collectionView.bounds.origin.y = 300   // same as contentOffset.y = 300
    /// ```
    open override var bounds: CGRect {
        willSet {
            guard newValue != bounds else { return }
            if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newValue) {
                collectionViewLayout.invalidateLayout()
            }
        }
    }

    /// The layout pass: prepares the layout if it was invalidated, then fetches the elements in
    /// `bounds` into ``visibleLayoutAttributes`` (by `zIndex`, then index path).
    ///
    /// ```swift
    /// animator.step()
    /// collectionView.layoutIfNeeded()
    /// ```
    open override func layoutSubviews() {
        super.layoutSubviews()
        collectionViewLayout.prepareIfNeeded()
        visibleLayoutAttributes = (collectionViewLayout.layoutAttributesForElements(in: bounds) ?? [])
            .sorted { ($0.zIndex, $0.indexPath) < ($1.zIndex, $1.indexPath) }
    }

    /// The index paths of the visible cells, in order (from the last layout pass).
    ///
    /// ```swift
    /// collectionView.indexPathsForVisibleItems.count
    /// ```
    open var indexPathsForVisibleItems: [IndexPath] {
        visibleLayoutAttributes.filter { $0.representedElementCategory == .cell }.map(\.indexPath).sorted()
    }

    /// The layout's attributes for the item at `indexPath`.
    ///
    /// ```swift
    /// let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame
    /// ```
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.prepareIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }
}
