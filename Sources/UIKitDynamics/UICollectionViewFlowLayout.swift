import Foundation

/// Items of one size in lines: UIKit's `UICollectionViewFlowLayout`, headless, for one section.
///
/// The item count is the collection view's: its ``UICollectionView/dataSource``'s count for
/// section 0, as in UIKit; without a data source (or a collection view), set
/// ``numberOfItems``. Other sections are not laid out. Lines run across the collection view (rows when
/// scrolling vertically, columns when scrolling horizontally): as many items as fit between the
/// section insets with at least ``minimumInteritemSpacing`` between them, full lines spread to
/// both insets, a line of one item centred (UIKit's rules), the last line with the spacing of
/// a full one. Without a collection view a line holds one item. Headers, footers and estimated
/// sizes are not implemented.
///
/// Queries cost O(elements returned): the lines a rectangle crosses are computed, not searched,
/// so 10,000 items are as cheap as 10.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 320, height: 44)
/// layout.minimumLineSpacing = 0
/// layout.numberOfItems = 10_000
/// layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame   // (0, 88, 320, 44)
/// layout.collectionViewContentSize.height                                    // 440 000
/// ```
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The size of every item; 50 × 50 by default. Sizes must be finite and positive.
    ///
    /// ```swift
    /// layout.itemSize = CGSize(width: 320, height: 44)
    /// ```
    open var itemSize = CGSize(width: 50, height: 50) {
        didSet {
            let s = itemSize
            guard s.width.isFinite && s.height.isFinite && s.width > 0 && s.height > 0 else {
                refuse("itemSize", "\(s)", must: "be finite and positive", kept: "\(oldValue)")
                itemSize = oldValue
                return
            }
            invalidateLayout()
        }
    }

    /// The space between lines; 10 by default.
    ///
    /// ```swift
    /// layout.minimumLineSpacing = 0
    /// ```
    open var minimumLineSpacing: CGFloat = 10 {
        didSet {
            guard acceptsSpacing(minimumLineSpacing, "minimumLineSpacing", kept: oldValue) else {
                minimumLineSpacing = oldValue
                return
            }
            invalidateLayout()
        }
    }

    /// The least space between items of a line; 10 by default.
    ///
    /// ```swift
    /// layout.minimumInteritemSpacing = 4
    /// ```
    open var minimumInteritemSpacing: CGFloat = 10 {
        didSet {
            guard acceptsSpacing(minimumInteritemSpacing, "minimumInteritemSpacing", kept: oldValue) else {
                minimumInteritemSpacing = oldValue
                return
            }
            invalidateLayout()
        }
    }

    /// The margins around the section's items; zero by default.
    ///
    /// ```swift
    /// layout.sectionInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// ```
    open var sectionInset = UIEdgeInsets.zero {
        didSet {
            let i = sectionInset
            guard [i.top, i.left, i.bottom, i.right].allSatisfy(\.isFinite) else {
                refuse("sectionInset", "\(i)", must: "be finite", kept: "\(oldValue)")
                sectionInset = oldValue
                return
            }
            invalidateLayout()
        }
    }

    /// The direction the content grows in; vertical by default.
    ///
    /// ```swift
    /// layout.scrollDirection = .horizontal
    /// ```
    open var scrollDirection = UICollectionView.ScrollDirection.vertical {
        didSet { invalidateLayout() }
    }

    /// How many items the one section has when the collection view has no data source (a
    /// headless stand-in for it); 0 by default. Negative counts are refused.
    ///
    /// ```swift
    /// layout.numberOfItems = 10_000
    /// ```
    open var numberOfItems = 0 {
        didSet {
            guard numberOfItems >= 0 else {
                refuse("numberOfItems", "\(numberOfItems)", must: "be >= 0", kept: "\(oldValue)")
                numberOfItems = oldValue
                return
            }
            invalidateLayout()
        }
    }

    /// The count the layout uses: the data source's items in section 0 if the collection view
    /// has a data source, else ``numberOfItems``.
    ///
    /// ```swift
    /// collectionView.dataSource = rows
    /// layout.itemCount   // rows' count
    /// ```
    public var itemCount: Int {
        guard let collectionView, collectionView.dataSource != nil else { return numberOfItems }
        return collectionView.numberOfItems(inSection: 0)
    }

    /// Creates a flow layout with UIKit's defaults.
    ///
    /// ```swift
    /// let layout = UICollectionViewFlowLayout()
    /// ```
    public override init() {
        super.init()
    }

    /// Creates a flow layout with UIKit's defaults from an archive (a storyboard's); there are none
    /// off iOS, so this is `init()`, there for subclasses that call `super.init(coder:)`.
    ///
    /// ```swift
    /// required init?(coder: NSCoder) { super.init(coder: coder) }
    /// ```
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The content's size: the lines along the scroll direction, the collection view's width
    /// (or height) across it.
    ///
    /// ```swift
    /// layout.collectionViewContentSize   // (320, 440 000) for 10 000 rows of 44 pt
    /// ```
    open override var collectionViewContentSize: CGSize {
        let g = geometry
        return g.size(main: g.contentMain, cross: g.contentCross)
    }

    /// The items whose frames intersect `rect`, computed line by line.
    ///
    /// ```swift
    /// let visible = layout.layoutAttributesForElements(in: collectionView.bounds)
    /// ```
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let r = rect.standardized
        guard !r.isNull, !r.minX.isNaN, !r.minY.isNaN, !r.maxX.isNaN, !r.maxY.isNaN, itemCount > 0 else {
            return []
        }
        let g = geometry
        let (lowMain, highMain) = g.isVertical ? (r.minY, r.maxY) : (r.minX, r.maxX)
        // Lines whose span [start, start + itemMain] touches [lowMain, highMain] (touching counts,
        // as in `CGRect.intersects`); the frames then decide.
        let first = g.lineIndex(roundingUp: (lowMain - g.mainStart - g.itemMain) / g.mainPitch)
        let last = g.lineIndex(roundingUp: (highMain - g.mainStart) / g.mainPitch + 1) - 1
        guard first <= last else { return [] }
        var found: [UICollectionViewLayoutAttributes] = []
        let count = g.count
        for line in first...last {
            for slot in 0..<g.perLine {
                let index = line * g.perLine + slot
                guard index < count else { break }
                let frame = g.frame(of: index)
                if frame.intersects(r) { found.append(attributes(forItem: index, frame: frame)) }
            }
        }
        return found
    }

    /// The attributes of item `indexPath.item` of section 0; `nil` for any other index path.
    ///
    /// ```swift
    /// layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.center
    /// ```
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, indexPath.section == 0, indexPath.item >= 0,
            indexPath.item < itemCount
        else { return nil }
        return attributes(forItem: indexPath.item, frame: geometry.frame(of: indexPath.item))
    }

    private func attributes(forItem index: Int, frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = Self.layoutAttributesClass.init()
        attributes.indexPath = IndexPath(item: index, section: 0)
        attributes.frame = frame
        return attributes
    }

    /// Whether a spacing is finite and not negative; a refused one is reported.
    private func acceptsSpacing(_ value: CGFloat, _ property: String, kept: CGFloat) -> Bool {
        guard value.isFinite && value >= 0 else {
            refuse(property, "\(value)", must: "be finite and >= 0", kept: "\(kept)")
            return false
        }
        return true
    }

    private func refuse(_ property: String, _ value: String, must rule: String, kept: String) {
        DynamicsDiagnostics.report(
            DynamicsError(
                .outOfRange, "UICollectionViewFlowLayout.\(property): \(value) must \(rule); kept \(kept)"))
    }

    /// The layout's lines, along the scroll direction ("main") and across it ("cross").
    private var geometry: FlowGeometry {
        let isVertical = scrollDirection == .vertical
        let inset = sectionInset
        let (mainStart, mainEnd) = isVertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
        let (crossStart, crossEnd) = isVertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
        let (itemMain, itemCross) =
            isVertical ? (itemSize.height, itemSize.width) : (itemSize.width, itemSize.height)
        let viewCross = collectionView.map { isVertical ? $0.bounds.width : $0.bounds.height }
        let available = (viewCross ?? itemCross + crossStart + crossEnd) - crossStart - crossEnd
        let spacing = minimumInteritemSpacing
        let fit = ((available + spacing) / (itemCross + spacing)).rounded(.down)
        let perLine = viewCross == nil || !(fit >= 2) ? 1 : Int(min(fit, 1e6))
        let count = itemCount
        let lines = (count + perLine - 1) / perLine
        let mainPitch = itemMain + minimumLineSpacing
        let contentMain =
            lines == 0
            ? mainStart + mainEnd : mainStart + CGFloat(lines) * mainPitch - minimumLineSpacing + mainEnd
        return FlowGeometry(
            isVertical: isVertical, count: count, perLine: perLine, lines: lines, itemMain: itemMain,
            itemCross: itemCross,
            mainStart: mainStart, mainPitch: mainPitch,
            crossStart: perLine == 1 ? crossStart + (available - itemCross) / 2 : crossStart,
            crossPitch: perLine == 1
                ? 0 : itemCross + (available - CGFloat(perLine) * itemCross) / CGFloat(perLine - 1),
            contentMain: contentMain, contentCross: viewCross ?? available + crossStart + crossEnd)
    }
}

/// A flow layout's lines in scroll-direction ("main") and cross coordinates.
private struct FlowGeometry {
    let isVertical: Bool
    let count: Int
    let perLine: Int
    let lines: Int
    let itemMain: CGFloat
    let itemCross: CGFloat
    let mainStart: CGFloat
    let mainPitch: CGFloat
    let crossStart: CGFloat
    let crossPitch: CGFloat
    let contentMain: CGFloat
    let contentCross: CGFloat

    func size(main: CGFloat, cross: CGFloat) -> CGSize {
        isVertical ? CGSize(width: cross, height: main) : CGSize(width: main, height: cross)
    }

    func frame(of index: Int) -> CGRect {
        let (line, slot) = index.quotientAndRemainder(dividingBy: perLine)
        let main = mainStart + CGFloat(line) * mainPitch
        let cross = crossStart + CGFloat(slot) * crossPitch
        return isVertical
            ? CGRect(x: cross, y: main, width: itemCross, height: itemMain)
            : CGRect(x: main, y: cross, width: itemMain, height: itemCross)
    }

    /// The first line index `L ≥ x`, clamped to `0...lines` (safe for infinite `x`).
    func lineIndex(roundingUp x: CGFloat) -> Int {
        let bound = x.rounded(.up)
        if !(bound > 0) { return 0 }
        if bound >= CGFloat(lines) { return lines }
        return Int(bound)
    }
}
