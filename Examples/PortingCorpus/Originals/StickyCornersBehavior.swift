//
//  StickyCornersBehavior.swift
//  PictureInPicture
//
//  Keeps a floating video window in one of the four corners of the screen, like picture in
//  picture. Fling it and it travels toward the corner its momentum carries it to, then sticks.
//

import UIKit

final class StickyCornersBehavior: UIDynamicBehavior {

    enum Corner: CaseIterable {
        case topLeft, topRight, bottomLeft, bottomRight
    }

    private let item: UIDynamicItem
    private let cornerInset: CGFloat
    private let itemBehavior: UIDynamicItemBehavior
    private let collision: UICollisionBehavior
    private var snap: UISnapBehavior?

    private(set) var currentCorner: Corner = .bottomRight

    /// Turns the pull toward the corner on and off (off while the user drags the window).
    var isEnabled = true {
        didSet {
            if isEnabled {
                if let snap { addChildBehavior(snap) }
            } else {
                if let snap { removeChildBehavior(snap) }
            }
        }
    }

    init(item: UIDynamicItem, cornerInset: CGFloat) {
        self.item = item
        self.cornerInset = cornerInset

        collision = UICollisionBehavior(items: [item])
        collision.translatesReferenceBoundsIntoBoundary = true

        itemBehavior = UIDynamicItemBehavior(items: [item])
        itemBehavior.density = 0.01
        itemBehavior.resistance = 10
        itemBehavior.friction = 0
        itemBehavior.allowsRotation = false

        super.init()

        addChildBehavior(collision)
        addChildBehavior(itemBehavior)
    }

    override func willMove(to dynamicAnimator: UIDynamicAnimator?) {
        super.willMove(to: dynamicAnimator)
        guard let bounds = dynamicAnimator?.referenceView?.bounds else { return }
        stick(to: currentCorner, in: bounds)
    }

    /// Where the item sits in `corner` of `bounds`.
    func position(for corner: Corner, in bounds: CGRect) -> CGPoint {
        let size = item.bounds.size
        let left = bounds.minX + cornerInset + size.width / 2
        let right = bounds.maxX - cornerInset - size.width / 2
        let top = bounds.minY + cornerInset + size.height / 2
        let bottom = bounds.maxY - cornerInset - size.height / 2
        switch corner {
        case .topLeft: return CGPoint(x: left, y: top)
        case .topRight: return CGPoint(x: right, y: top)
        case .bottomLeft: return CGPoint(x: left, y: bottom)
        case .bottomRight: return CGPoint(x: right, y: bottom)
        }
    }

    /// Throws the item with `velocity` (pt/s) and lets it stick to the corner nearest to where
    /// a flick of that speed would coast to (deceleration rate 0.998 per ms, like a scroll view).
    func fling(with velocity: CGPoint, in bounds: CGRect) {
        let decelerationRate: CGFloat = 0.998
        let coast = decelerationRate / (1000 * (1 - decelerationRate))
        let projected = CGPoint(x: item.center.x + velocity.x * coast, y: item.center.y + velocity.y * coast)
        let nearest = Corner.allCases.min { a, b in
            distance(position(for: a, in: bounds), projected) < distance(position(for: b, in: bounds), projected)
        } ?? currentCorner
        itemBehavior.addLinearVelocity(velocity, for: item)
        stick(to: nearest, in: bounds)
    }

    private func stick(to corner: Corner, in bounds: CGRect) {
        currentCorner = corner
        if let snap { removeChildBehavior(snap) }
        let newSnap = UISnapBehavior(item: item, snapTo: position(for: corner, in: bounds))
        newSnap.damping = 0.75
        snap = newSnap
        if isEnabled { addChildBehavior(newSnap) }
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        hypot(a.x - b.x, a.y - b.y)
    }
}
