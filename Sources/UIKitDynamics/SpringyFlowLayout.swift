import Foundation

/// The "springy" flow layout of the Messages app (WWDC 2013 session 217): every item near the
/// screen hangs on a spring at its place, and scrolling drags the items near the finger along
/// at once while the far ones lag and catch up. Written the way UIKit apps write it, as an
/// example of ``Dynamics/DynamicAnimator/init(collectionViewLayout:)`` (and usable as it is).
///
/// - ``prepare()`` tiles: it asks the flow layout for the items in the visible rectangle grown by
///   ``tilingMargin`` (100 pt), removes the springs of items that left it and adds a spring
///   (``springLength``, ``springDamping``, ``springFrequency``) for each item that entered it,
///   so only the items near the screen have bodies.
/// - ``layoutAttributesForElements(in:)`` and ``layoutAttributesForItem(at:)`` serve the
///   attributes the animator moves.
/// - ``shouldInvalidateLayout(forBoundsChange:)`` moves every sprung item along the scroll by
///   `delta × resistance`, where resistance is the item's distance from the touch along the
///   scroll direction divided by ``scrollResistance`` (1500 pt), at most the whole delta; then
///   it returns `false`: the animator invalidates the layout after each frame anyway.
///
/// Items may not rotate (UIKit's pitfall: attachments let them tilt), so they only ever move
/// along the scroll direction. A change of the collection view's size drops every spring and
/// invalidates the layout.
///
/// ```swift
/// let layout = SpringyFlowLayout()
/// layout.itemSize = CGSize(width: 320, height: 44)
/// layout.minimumLineSpacing = 0
/// layout.numberOfItems = 10_000
/// let collectionView = UICollectionView(
///     frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
/// collectionView.layoutIfNeeded()                                // springs for the first rows
/// collectionView.panGestureRecognizer.send(.began, at: CGPoint(x: 160, y: 100), in: nil)
/// collectionView.contentOffset.y += 40                           // far rows lag behind
/// layout.dynamicAnimator.step()
/// collectionView.layoutIfNeeded()
/// ```
open class SpringyFlowLayout: UICollectionViewFlowLayout {
    /// The animator that owns the sprung items' attributes.
    ///
    /// ```swift
    /// layout.dynamicAnimator.runUntilPaused(timeout: 5)
    /// ```
    public private(set) lazy var dynamicAnimator = UIDynamicAnimator(collectionViewLayout: self)

    /// Rest length of each spring, in points (UIKit's demo uses 1).
    ///
    /// ```swift
    /// layout.springLength = 0   // items come to rest exactly at their places
    /// ```
    open var springLength: CGFloat = 1

    /// Damping ratio of each spring (0.8).
    ///
    /// ```swift
    /// layout.springDamping = 0.5   // bouncier
    /// ```
    open var springDamping: CGFloat = 0.8

    /// Frequency of each spring in Hz (1).
    ///
    /// ```swift
    /// layout.springFrequency = 2   // stiffer
    /// ```
    open var springFrequency: CGFloat = 1

    /// The distance from the touch, in points, at which an item lags by the whole scroll (1500).
    ///
    /// ```swift
    /// layout.scrollResistance = 800   // far items lag more
    /// ```
    open var scrollResistance: CGFloat = 1500

    /// How far beyond the screen items keep their springs, in points (100).
    ///
    /// ```swift
    /// layout.tilingMargin = 200
    /// ```
    open var tilingMargin: CGFloat = 100

    /// The index paths that have springs.
    private var sprung = Set<IndexPath>()
    /// The scroll of the last bounds change: new items are placed as if they had lagged too.
    private var latestDelta: CGFloat = 0
    /// Keeps every sprung item upright.
    private let upright: UIDynamicItemBehavior = {
        let behavior = UIDynamicItemBehavior(items: [])
        behavior.allowsRotation = false
        return behavior
    }()

    /// Creates the layout with UIKit's flow-layout defaults and the springs above.
    ///
    /// ```swift
    /// let layout = SpringyFlowLayout()
    /// ```
    public override init() {
        super.init()
        dynamicAnimator.addBehavior(upright)
    }

    /// Creates the layout from an archive (there are none off iOS): the same as `init()`.
    ///
    /// ```swift
    /// required init?(coder: NSCoder) { super.init(coder: coder) }
    /// ```
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        dynamicAnimator.addBehavior(upright)
    }

    /// The number of springs, one per item near the screen.
    ///
    /// ```swift
    /// layout.springCount   // ≈ (screen height + 200) / row height
    /// ```
    public var springCount: Int { sprung.count }

    /// Tiles the springs to the items near the screen (see the type's description). The
    /// collection view's layout pass calls it after every invalidation.
    ///
    /// ```swift
    /// layout.dynamicAnimator.step()     // invalidates the layout
    /// collectionView.layoutIfNeeded()   // prepare(): springs follow the screen
    /// ```
    open override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let visibleRect = CGRect(origin: collectionView.bounds.origin, size: collectionView.frame.size)
            .insetBy(dx: -tilingMargin, dy: -tilingMargin)
        let nearby = super.layoutAttributesForElements(in: visibleRect) ?? []
        let nearbyPaths = Set(nearby.map(\.indexPath))
        for case let spring as UIAttachmentBehavior in dynamicAnimator.behaviors {
            guard let item = spring.items.first as? UICollectionViewLayoutAttributes,
                !nearbyPaths.contains(item.indexPath)
            else { continue }
            dynamicAnimator.removeBehavior(spring)
            upright.removeItem(item)
            sprung.remove(item.indexPath)
        }
        let touch = collectionView.panGestureRecognizer.location(in: collectionView)
        for item in nearby where !sprung.contains(item.indexPath) {
            let spring = UIAttachmentBehavior(item: item, attachedToAnchor: item.center)
            spring.length = springLength
            spring.damping = springDamping
            spring.frequency = springFrequency
            if touch != .zero { lag(item, by: latestDelta, touch: touch, anchor: spring.anchorPoint) }
            dynamicAnimator.addBehavior(spring)
            upright.addItem(item)
            sprung.insert(item.indexPath)
        }
    }

    /// The animator's attributes in `rect`.
    ///
    /// ```swift
    /// let onScreen = layout.layoutAttributesForElements(in: collectionView.bounds) ?? []
    /// ```
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        dynamicAnimator.items(in: rect).compactMap { $0 as? UICollectionViewLayoutAttributes }
    }

    /// The animator's attributes for the item, or the flow layout's if it has no spring.
    ///
    /// ```swift
    /// layout.layoutAttributesForItem(at: IndexPath(item: 9_000, section: 0))?.frame   // far away: the flow layout's
    /// ```
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        dynamicAnimator.layoutAttributesForCell(at: indexPath) ?? super.layoutAttributesForItem(at: indexPath)
    }

    /// Drags the sprung items along the scroll by their resistance; `false` (the animator keeps
    /// invalidating), unless the size changed.
    ///
    /// ```swift
    /// collectionView.contentOffset.y += 40   // the collection view asks this first
    /// ```
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        let old = collectionView.bounds
        if newBounds.size != old.size {
            dynamicAnimator.removeAllBehaviors()
            for case let item as UICollectionViewLayoutAttributes in upright.items {
                upright.removeItem(item)
            }
            dynamicAnimator.addBehavior(upright)
            sprung.removeAll()
            return true
        }
        latestDelta = scrollDirection == .vertical ? newBounds.minY - old.minY : newBounds.minX - old.minX
        let touch = collectionView.panGestureRecognizer.location(in: collectionView)
        for case let spring as UIAttachmentBehavior in dynamicAnimator.behaviors {
            guard let item = spring.items.first else { continue }
            lag(item, by: latestDelta, touch: touch, anchor: spring.anchorPoint)
            dynamicAnimator.updateItem(usingCurrentState: item)
        }
        return false
    }

    /// Moves `item` along the scroll by `delta` scaled by its resistance (never more than `delta`).
    private func lag(_ item: any UIDynamicItem, by delta: CGFloat, touch: CGPoint, anchor: CGPoint) {
        let vertical = scrollDirection == .vertical
        let distance = vertical ? abs(touch.y - anchor.y) : abs(touch.x - anchor.x)
        let resistance = distance / scrollResistance
        let shift = delta < 0 ? max(delta, delta * resistance) : min(delta, delta * resistance)
        if vertical { item.center.y += shift } else { item.center.x += shift }
    }
}
