/// How an animator maps its items into its reference coordinate space. UIKitDynamics provides
/// one for a reference view (view centres live in their superviews' coordinates) and one for a
/// collection view layout (items are layout attributes, filed by the element they describe).
package protocol ReferenceSystem: AnyObject {
    /// The current reference bounds (e.g. the reference view's bounds).
    var referenceBounds: CGRect { get }
    /// The item's centre in reference coordinates.
    func referenceCenter(of item: any DynamicItem) -> CGPoint
    /// Sets the item's centre from reference coordinates.
    func setReferenceCenter(_ point: CGPoint, of item: any DynamicItem)
    /// Why the item cannot be used with this reference system, if it cannot.
    func problem(with item: any DynamicItem) -> DynamicsError?
    /// The reference as the animator's description names it (`<UIView: 0x…>`), if it still exists.
    var referenceDescription: String? { get }
    /// The key the item's body is filed under: items with equal keys share one body.
    func bodyKey(for item: any DynamicItem) -> ItemKey
    /// Called at the end of every frame the animator runs (after actions and queued changes,
    /// before the pause test): a collection view layout is invalidated here.
    func animatorDidRunFrame()
}

extension ReferenceSystem {
    package var referenceDescription: String? { nil }
    package func bodyKey(for item: any DynamicItem) -> ItemKey { ItemKey(item) }
    package func animatorDidRunFrame() {}
}

/// What an animator files an item's body under: the item object itself, or — in a collection
/// view layout's animator — the element the item describes (UIKit keys bodies by the layout
/// attributes' category, kind and index path, so `layoutAttributesForCell(at:)` finds the
/// attributes object the animator owns).
package struct ItemKey: Hashable {
    private enum Storage: Hashable {
        case object(ObjectIdentifier)
        case element(Element)
    }

    private let storage: Storage

    /// The item object's own key.
    package init(_ item: any DynamicItem) { storage = .object(ObjectIdentifier(item: item)) }

    /// The key of the element an item describes.
    package init(element: Element) { storage = .element(element) }
}
