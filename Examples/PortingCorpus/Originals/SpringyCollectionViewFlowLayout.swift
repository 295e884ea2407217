//
//  SpringyCollectionViewFlowLayout.swift
//  Chatter
//
//  A flow layout whose cells hang on springs, like the Messages app of old: scrolling drags the
//  cells near your finger along at once and lets the far ones lag behind, then they settle.
//

import UIKit

final class SpringyCollectionViewFlowLayout: UICollectionViewFlowLayout {

    private var dynamicAnimator: UIDynamicAnimator!
    private var visibleIndexPaths = Set<IndexPath>()
    private var latestDelta: CGFloat = 0

    /// How stiff the springs are: larger means far cells lag less.
    var scrollResistanceFactor: CGFloat = 1500

    override init() {
        super.init()
        minimumInteritemSpacing = 10
        minimumLineSpacing = 10
        itemSize = CGSize(width: 300, height: 44)
        sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        dynamicAnimator = UIDynamicAnimator(collectionViewLayout: self)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        dynamicAnimator = UIDynamicAnimator(collectionViewLayout: self)
    }

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }

        // Only the cells near the screen get springs.
        let visibleRect = CGRect(origin: collectionView.bounds.origin, size: collectionView.frame.size)
            .insetBy(dx: -100, dy: -100)
        let itemsInVisibleRect = super.layoutAttributesForElements(in: visibleRect) ?? []
        let indexPathsInVisibleRect = Set(itemsInVisibleRect.map { $0.indexPath })

        // Springs whose cells scrolled far away go.
        let noLongerVisible = dynamicAnimator.behaviors.compactMap { $0 as? UIAttachmentBehavior }.filter {
            guard let item = $0.items.first as? UICollectionViewLayoutAttributes else { return false }
            return !indexPathsInVisibleRect.contains(item.indexPath)
        }
        for behavior in noLongerVisible {
            dynamicAnimator.removeBehavior(behavior)
            if let item = behavior.items.first as? UICollectionViewLayoutAttributes {
                visibleIndexPaths.remove(item.indexPath)
            }
        }

        // Cells that came near get one.
        let touchLocation = collectionView.panGestureRecognizer.location(in: collectionView)
        for item in itemsInVisibleRect where !visibleIndexPaths.contains(item.indexPath) {
            var center = item.center
            let spring = UIAttachmentBehavior(item: item, attachedToAnchor: floorPoint(center))
            spring.length = 0
            spring.damping = 0.8
            spring.frequency = 1

            if !CGPoint.zero.equalTo(touchLocation) {
                let distanceFromTouch = abs(touchLocation.y - spring.anchorPoint.y)
                let scrollResistance = distanceFromTouch / scrollResistanceFactor
                if latestDelta < 0 {
                    center.y += max(latestDelta, latestDelta * scrollResistance)
                } else {
                    center.y += min(latestDelta, latestDelta * scrollResistance)
                }
                item.center = center
            }

            dynamicAnimator.addBehavior(spring)
            visibleIndexPaths.insert(item.indexPath)
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        dynamicAnimator.items(in: rect) as? [UICollectionViewLayoutAttributes]
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        dynamicAnimator.layoutAttributesForCell(at: indexPath) ?? super.layoutAttributesForItem(at: indexPath)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView = collectionView else { return false }
        let delta = newBounds.origin.y - collectionView.bounds.origin.y
        latestDelta = delta

        let touchLocation = collectionView.panGestureRecognizer.location(in: collectionView)
        for case let spring as UIAttachmentBehavior in dynamicAnimator.behaviors {
            // Read the anchor back whole points, as the cells were laid out on them.
            let anchor = floorPoint(spring.anchorPoint)
            let distanceFromTouch = abs(touchLocation.y - anchor.y)
            let scrollResistance = distanceFromTouch / scrollResistanceFactor

            guard let item = spring.items.first else { continue }
            var center = item.center
            if delta < 0 {
                center.y += max(delta, delta * scrollResistance)
            } else {
                center.y += min(delta, delta * scrollResistance)
            }
            item.center = center
            dynamicAnimator.updateItem(usingCurrentState: item)
        }
        return false
    }

    /// Whether the springs have come to rest (the animator pauses itself then).
    var isSettled: Bool { !dynamicAnimator.isRunning }

    private func floorPoint(_ point: CGPoint) -> CGPoint {
        CGPoint(x: floor(point.x), y: floor(point.y))
    }
}
