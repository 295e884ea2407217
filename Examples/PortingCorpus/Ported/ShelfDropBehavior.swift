//
//  ShelfDropBehavior.swift
//  Pantry
//
//  Items added to this behavior fall onto a shelf and stay there: gravity, a collision with the
//  shelf line and the reference view's edges, and a little bounce. Drop it into any animator.
//
//      let drop = ShelfDropBehavior(shelfY: 600, width: view.bounds.width)
//      animator.addBehavior(drop)
//      drop.addItem(jarView)
//

import UIKitDynamics

final class ShelfDropBehavior: UIDynamicBehavior {

    static let shelfIdentifier = "shelf" as NSString

    private let gravity = UIGravityBehavior()
    private let collision = UICollisionBehavior()
    private let itemBehavior = UIDynamicItemBehavior()

    private(set) var droppedItems: [UIDynamicItem] = []

    /// How bouncy the items are when they land (0 = not at all).
    var bounce: CGFloat {
        get { itemBehavior.elasticity }
        set { itemBehavior.elasticity = newValue }
    }

    /// Called when every dropped item has come to rest on the shelf.
    var onSettled: (() -> Void)?

    init(shelfY: CGFloat, width: CGFloat) {
        super.init()

        gravity.magnitude = 1.5
        addChildBehavior(gravity)

        collision.translatesReferenceBoundsIntoBoundary = true
        collision.addBoundary(
            withIdentifier: Self.shelfIdentifier,
            from: CGPoint(x: 0, y: shelfY), to: CGPoint(x: width, y: shelfY))
        addChildBehavior(collision)

        itemBehavior.elasticity = 0.2
        itemBehavior.friction = 0.8
        itemBehavior.allowsRotation = false
        addChildBehavior(itemBehavior)

        action = { [weak self] in self?.checkSettled() }
    }

    func addItem(_ item: UIDynamicItem) {
        gravity.addItem(item)
        collision.addItem(item)
        itemBehavior.addItem(item)
        droppedItems.append(item)
    }

    func removeItem(_ item: UIDynamicItem) {
        gravity.removeItem(item)
        collision.removeItem(item)
        itemBehavior.removeItem(item)
        droppedItems.removeAll { $0 === item }
    }

    private var hasSettled = false

    private func checkSettled() {
        guard !droppedItems.isEmpty else { return }
        let resting = droppedItems.allSatisfy { item in
            let velocity = itemBehavior.linearVelocity(for: item)
            return abs(velocity.x) < 1 && abs(velocity.y) < 1
        }
        if resting && !hasSettled {
            hasSettled = true
            onSettled?()
        } else if !resting {
            hasSettled = false
        }
    }
}
