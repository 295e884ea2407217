// Seed 000 (Chapter 11), "Sticky behavior": StickyEdgesBehavior.swift as the chapter writes it,
// in current Swift (lowercase enum cases, `_` argument labels the chapter's calls rely on,
// `addLinearVelocity(_:for:)`).
import UIKitDynamics

enum StickyEdge: Int {
    case top = 0
    case bottom
}

class StickyEdgesBehavior: UIDynamicBehavior {
    private var edgeInset: CGFloat
    private let itemBehavior: UIDynamicItemBehavior
    private let collisionBehavior: UICollisionBehavior
    private let item: UIDynamicItem
    private let fieldBehaviors = [
        UIFieldBehavior.springField(),
        UIFieldBehavior.springField(),
    ]

    init(item: UIDynamicItem, edgeInset: CGFloat) {
        self.item = item
        self.edgeInset = edgeInset

        collisionBehavior = UICollisionBehavior(items: [item])
        collisionBehavior.translatesReferenceBoundsIntoBoundary =
            true

        itemBehavior = UIDynamicItemBehavior(items: [item])
        itemBehavior.density = 0.01
        itemBehavior.resistance = 20
        itemBehavior.friction = 0.0
        itemBehavior.allowsRotation = false

        super.init()

        addChildBehavior(collisionBehavior)
        addChildBehavior(itemBehavior)

        for fieldBehavior in fieldBehaviors {
            fieldBehavior.addItem(item)
            addChildBehavior(fieldBehavior)
        }
    }

    func updateFieldsInBounds(_ bounds: CGRect) {

        //1
        guard bounds != CGRect.zero else { return }
        let h = bounds.height
        let w = bounds.width
        let itemHeight = item.bounds.height

        //2
        func updateRegionForField(
            _ field: UIFieldBehavior,
            _ point: CGPoint
        ) {

            let size = CGSize(
                width: w - 2 * edgeInset,
                height: h - 2 * edgeInset - itemHeight)
            field.position = point
            field.region = UIRegion(size: size)
        }

        //3
        let top = CGPoint(x: w / 2, y: edgeInset + itemHeight / 2)
        let bottom = CGPoint(
            x: w / 2,
            y: h - edgeInset - itemHeight / 2)

        //4
        updateRegionForField(
            fieldBehaviors[StickyEdge.top.rawValue],
            top)
        updateRegionForField(
            fieldBehaviors[StickyEdge.bottom.rawValue], bottom)
    }

    var isEnabled = true {
        didSet {
            if isEnabled {
                for fieldBehavior in fieldBehaviors {
                    fieldBehavior.addItem(item)
                }
                collisionBehavior.addItem(item)
                itemBehavior.addItem(item)
            } else {
                for fieldBehavior in fieldBehaviors {
                    fieldBehavior.removeItem(item)
                }
                collisionBehavior.removeItem(item)
                itemBehavior.removeItem(item)
            }
        }
    }

    func addLinearVelocity(_ velocity: CGPoint) {
        itemBehavior.addLinearVelocity(velocity, for: item)
    }
}
