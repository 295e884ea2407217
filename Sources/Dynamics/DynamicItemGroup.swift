/// Several items moving as one rigid body: UIKit's `UIDynamicItemGroup`.
///
/// The group's body has one collision shape per member (each member's own rectangle, ellipse or
/// path, at its offset from the group's centre), so a group of rectangles can make a concave
/// shape (an L, a cup) that collides as that shape. Mass is density × the sum of the members'
/// areas. Add the *group* to behaviors, not its members; after every frame the members are
/// placed from the group's centre and rotation.
///
/// ```swift
/// let bar = UIView(frame: CGRect(x: 100, y: 200, width: 120, height: 20))
/// let post = UIView(frame: CGRect(x: 100, y: 120, width: 20, height: 80))
/// let ell = DynamicItemGroup(items: [bar, post])
/// animator.addBehavior(GravityBehavior(items: [ell]))
/// ```
open class DynamicItemGroup: DynamicItem {
    /// The members (fixed at creation).
    public let items: [any DynamicItem]
    /// Each member's centre relative to the group's centre, at creation.
    let offsets: [CGPoint]
    private var storedCenter: CGPoint
    private var storedTransform = CGAffineTransform.identity

    /// Creates a group. A group cannot contain a group: such members are left out and reported.
    public init(items: [any DynamicItem]) {
        var members: [any DynamicItem] = []
        for item in items {
            if item is DynamicItemGroup {
                DynamicsDiagnostics.report(
                    DynamicsError(
                        .invalidUse,
                        "DynamicItemGroup: item \(describe(item)) is a group; groups cannot contain groups"))
            } else if !members.contains(where: { $0 === item }) {
                members.append(item)
            }
        }
        self.items = members
        let union = Self.union(of: members)
        storedCenter = union.isNull ? .zero : CGPoint(x: union.midX, y: union.midY)
        offsets = members.map { CGPoint(x: $0.center.x - union.midX, y: $0.center.y - union.midY) }
    }

    /// The union of the members' frames, ignoring their transforms (as UIKit does).
    private static func union(of members: [any DynamicItem]) -> CGRect {
        members.reduce(CGRect.null) { r, item in
            let size = item.bounds.size
            return r.union(
                CGRect(
                    x: item.center.x - size.width / 2, y: item.center.y - size.height / 2, width: size.width,
                    height: size.height))
        }
    }

    /// The centre of the members' bounding rectangle; setting it moves every member.
    open var center: CGPoint {
        get { storedCenter }
        set {
            storedCenter = newValue
            placeMembers()
        }
    }

    /// `(0, 0, width, height)` of the members' current bounding rectangle (empty: zero).
    open var bounds: CGRect {
        let union = Self.union(of: items)
        return union.isNull ? .zero : CGRect(origin: .zero, size: union.size)
    }

    /// The group's rotation; setting it turns the members about the group's centre and gives
    /// each the same transform.
    open var transform: CGAffineTransform {
        get { storedTransform }
        set {
            storedTransform = newValue
            placeMembers()
        }
    }

    private func placeMembers() {
        let t = storedTransform
        for (item, offset) in zip(items, offsets) {
            let p = CGPoint(x: t.a * offset.x + t.c * offset.y, y: t.b * offset.x + t.d * offset.y)
            item.center = CGPoint(x: storedCenter.x + p.x, y: storedCenter.y + p.y)
            item.transform = t
        }
    }
}
