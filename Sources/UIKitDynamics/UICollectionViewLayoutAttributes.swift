import Foundation

/// Where one element of a collection view goes: UIKit's `UICollectionViewLayoutAttributes`,
/// headless. A ``UIDynamicItem``, so an animator made with
/// ``Dynamics/DynamicAnimator/init(collectionViewLayout:)`` can move it.
///
/// Geometry is in the layout's content coordinates. `frame` is `center` ± `size / 2` (the
/// transform is not applied, as in UIKit); setting `frame` sets `center` and `size`; `bounds`
/// is `(0, 0, size)` and setting it sets `size`. UIKit's 3-D `transform3D` is not available (there
/// is no Core Animation): use the 2-D `transform`.
///
/// ```swift
/// let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 3, section: 0))
/// attributes.frame = CGRect(x: 0, y: 132, width: 320, height: 44)
/// attributes.center   // (160, 154)
/// ```
open class UICollectionViewLayoutAttributes: NSObject, NSCopying, UIDynamicItem {
    /// The element's index path.
    ///
    /// ```swift
    /// attributes.indexPath.item   // 3
    /// ```
    open var indexPath: IndexPath

    /// Whether the element is a cell, a supplementary view or a decoration view.
    ///
    /// ```swift
    /// attributes.representedElementCategory == .cell
    /// ```
    public private(set) var representedElementCategory: UICollectionView.ElementCategory

    /// The kind of a supplementary or decoration view; `nil` for a cell.
    ///
    /// ```swift
    /// header.representedElementKind   // "header"
    /// ```
    public private(set) var representedElementKind: String?

    // `center` and `transform` are unchecked for exclusivity: the animator writes both every
    // frame, and a class's stored `var` pays a dynamic check on each access (~76 instructions,
    // more than the write).
    /// The centre, in the layout's content coordinates. An animator writes it.
    ///
    /// ```swift
    /// attributes.center.y += 10
    /// ```
    @exclusivity(unchecked) open var center: CGPoint = .zero

    /// The size. An animator reads it once, when it creates the element's body.
    ///
    /// ```swift
    /// attributes.size = CGSize(width: 320, height: 44)
    /// ```
    open var size: CGSize = .zero

    /// The transform about the centre. An animator writes a pure rotation.
    ///
    /// ```swift
    /// attributes.transform = CGAffineTransform(rotationAngle: .pi / 16)
    /// ```
    @exclusivity(unchecked) open var transform: CGAffineTransform = .identity

    /// The opacity, 0…1.
    ///
    /// ```swift
    /// attributes.alpha = 0.5
    /// ```
    open var alpha: CGFloat = 1

    /// The stacking order: higher is in front.
    ///
    /// ```swift
    /// attributes.zIndex = 1
    /// ```
    open var zIndex = 0

    /// Whether the element is hidden.
    ///
    /// ```swift
    /// attributes.isHidden = true
    /// ```
    open var isHidden = false

    /// The untransformed rectangle: `center` ± `size / 2`. Setting it sets `center` and `size`.
    ///
    /// ```swift
    /// attributes.frame = CGRect(x: 10, y: 20, width: 100, height: 40)
    /// ```
    open var frame: CGRect {
        get {
            CGRect(
                x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
                height: size.height)
        }
        set {
            let rect = newValue.standardized
            center = CGPoint(x: rect.midX, y: rect.midY)
            size = rect.size
        }
    }

    /// `(0, 0, size)`. Setting it sets `size` (the origin is not kept).
    ///
    /// ```swift
    /// attributes.bounds.size.height   // 44
    /// ```
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.standardized.size }
    }

    /// Creates the attributes of the cell at `indexPath`.
    ///
    /// ```swift
    /// let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    /// ```
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Creates the attributes of a supplementary view (a header, a footer, …).
    ///
    /// ```swift
    /// let header = UICollectionViewLayoutAttributes(
    ///     forSupplementaryViewOfKind: "header", with: IndexPath(item: 0, section: 0))
    /// ```
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Creates the attributes of a decoration view.
    ///
    /// ```swift
    /// let shelf = UICollectionViewLayoutAttributes(
    ///     forDecorationViewOfKind: "shelf", with: IndexPath(item: 0, section: 0))
    /// ```
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// Creates the attributes of the cell at `[0, 0]` with a zero frame. Subclasses that add
    /// properties override it (``copy(with:)`` uses it) and copy their own in `copy(with:)`.
    ///
    /// ```swift
    /// final class TintedAttributes: UICollectionViewLayoutAttributes {
    ///     var tint: UIColor?
    ///     override func copy(with zone: NSZone? = nil) -> Any {
    ///         let copy = super.copy(with: zone) as! TintedAttributes
    ///         copy.tint = tint
    ///         return copy
    ///     }
    /// }
    /// ```
    public required override init() {
        indexPath = IndexPath(item: 0, section: 0)
        representedElementCategory = .cell
        super.init()
    }

    /// A new object of the same class with the same values.
    ///
    /// ```swift
    /// let moved = attributes.copy() as! UICollectionViewLayoutAttributes
    /// moved.center.y += 100   // `attributes` is unchanged
    /// ```
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        copy.center = center
        copy.size = size
        copy.transform = transform
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        return copy
    }

    /// Whether `object` is attributes of the same element with the same values.
    ///
    /// ```swift
    /// attributes.isEqual(attributes.copy())   // true
    /// ```
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return other === self
            || (elementKey == other.elementKey && center == other.center && size == other.size
                && transform == other.transform && alpha == other.alpha && zIndex == other.zIndex
                && isHidden == other.isHidden)
    }

    /// A hash of the element (category, kind and index path).
    ///
    /// ```swift
    /// let seen: Set<UICollectionViewLayoutAttributes> = [attributes]
    /// ```
    open override var hash: Int { elementKey.hashValue }

    /// UIKit's style.
    ///
    /// ```swift
    /// print(attributes)
    /// // <UICollectionViewLayoutAttributes: 0x…> index path: [0, 3]; frame = (0 132; 320 44)
    /// ```
    open override var description: String {
        var s = "<\(type(of: self)): \(addressString(of: self))> index path: \(indexPath.map { $0 })"
        if let kind = representedElementKind { s += "; element kind: (\(kind))" }
        s +=
            "; frame = (\(short(frame.minX)) \(short(frame.minY)); \(short(size.width)) \(short(size.height)))"
        if !transform.isIdentity { s += "; transform = \(NSStringFromCGAffineTransform(transform))" }
        if alpha != 1 { s += "; alpha = \(short(alpha))" }
        if zIndex != 0 { s += "; zIndex = \(zIndex)" }
        if isHidden { s += "; hidden = YES" }
        return s
    }

    private func short(_ x: CGFloat) -> String {
        let rounded = (x * 1000).rounded() / 1000
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : "\(rounded)"
    }

    /// The element these attributes describe: what a layout's animator files the body under.
    var elementKey: ElementKey {
        ElementKey(category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
    }
}

/// One element of a collection view: its category, kind and index path.
struct ElementKey: Hashable {
    let category: UICollectionView.ElementCategory
    let kind: String?
    let indexPath: IndexPath
}
