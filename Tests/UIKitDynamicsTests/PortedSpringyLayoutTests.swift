import Foundation
import Testing
import UIKitDynamics

/// A springy flow layout as ported iOS code writes it (not the module's `SpringyFlowLayout`):
/// zero-length springs on every item, frequency 1, damping 0.8, rotation left on, and values read
/// back from the springs floored before use. Such a layout left its rows circling their anchors
/// at ±3 pt after a scroll, and its animator never paused, while the anchors read back a hair
/// off what was set (819.99998 floored to 819 kicks a row 1 pt). UIKit pauses it.
private final class FlooringSpringyLayout: UICollectionViewFlowLayout {
    lazy var animator = UIDynamicAnimator(collectionViewLayout: self)

    override func prepare() {
        super.prepare()
        guard animator.behaviors.isEmpty else { return }
        let everything = CGRect(origin: .zero, size: collectionViewContentSize)
        for item in super.layoutAttributesForElements(in: everything) ?? [] {
            let spring = UIAttachmentBehavior(item: item, attachedToAnchor: item.center)
            spring.length = 0
            spring.damping = 0.8
            spring.frequency = 1
            animator.addBehavior(spring)
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        animator.items(in: rect) as? [UICollectionViewLayoutAttributes]
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        animator.layoutAttributesForCell(at: indexPath)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let scrollView = collectionView else { return false }
        let delta = newBounds.origin.y - scrollView.bounds.origin.y
        let touch = scrollView.panGestureRecognizer.location(in: scrollView)
        for case let spring as UIAttachmentBehavior in animator.behaviors {
            let anchorY = floor(spring.anchorPoint.y)
            let distance = abs(floor(touch.y) - anchorY)
            let resistance = distance / 1500
            guard let item = spring.items.first as? UICollectionViewLayoutAttributes else { continue }
            var center = item.center
            center.y += delta < 0 ? max(delta, delta * resistance) : min(delta, delta * resistance)
            center.x = floor(spring.anchorPoint.x)
            item.center = center
            animator.updateItem(usingCurrentState: item)
        }
        return false
    }
}

@Suite("A ported springy layout")
struct PortedSpringyLayoutTests {
    @Test("rows return to their anchors and the animator pauses after a scroll, as on iOS")
    func pausesAfterScroll() {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let layout = FlooringSpringyLayout()
        layout.itemSize = CGSize(width: 390, height: 50)
        layout.minimumLineSpacing = 10
        layout.numberOfItems = 30
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        window.addSubview(collectionView)
        collectionView.layoutIfNeeded()
        let animator = layout.animator
        #expect(animator.behaviors.count == 30)
        #expect(animator.runUntilPaused(timeout: 5), "at rest before the scroll")

        // A drag with the finger at y = 300: 10 pt a frame for 20 frames, then let go.
        collectionView.panGestureRecognizer.send(.began, at: CGPoint(x: 195, y: 300), in: nil)
        for _ in 0..<20 {
            collectionView.contentOffset.y += 10
            animator.step()
            collectionView.layoutIfNeeded()
        }
        collectionView.panGestureRecognizer.send(.ended, at: CGPoint(x: 195, y: 300), in: nil)
        let moving = collectionView.visibleLayoutAttributes.map { abs($0.center.y - layoutRest($0)) }
        #expect(moving.max()! > 5, "the far rows lagged: \(moving.max()!) pt")
        let paused = animator.runUntilPaused(timeout: 20)
        #expect(paused, "paused after \(animator.elapsedTime()) s")
        for attributes in collectionView.visibleLayoutAttributes {
            #expect(abs(attributes.center.y - layoutRest(attributes)) <= 1, "\(attributes.indexPath)")
            #expect(abs(attributes.center.x - 195) <= 1, "\(attributes.indexPath): \(attributes.center.x)")
        }
        withExtendedLifetime(window) {}
    }

    /// A row's place: 50 pt rows 10 pt apart.
    private func layoutRest(_ attributes: UICollectionViewLayoutAttributes) -> CGFloat {
        CGFloat(attributes.indexPath.item) * 60 + 25
    }
}
