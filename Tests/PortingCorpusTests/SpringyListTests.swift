import Foundation
import Testing
import UIKitDynamics

@testable import PortingCorpus

/// `SpringyListViewController` on `SpringyCollectionViewFlowLayout`: a data source, a registered
/// cell class, `CGSize.equalTo`, a `UICollectionViewFlowLayout` subclass with zero-length springs
/// (1 Hz, damping 0.8) on floored anchors that lag by the touch distance / 1500 on scroll.
@Suite struct SpringyListTests {
    private func loaded() throws -> (
        SpringyListViewController, UICollectionView, SpringyCollectionViewFlowLayout, UIDynamicAnimator
    ) {
        let controller = SpringyListViewController()
        controller.loadViewIfNeeded()
        controller.view.layoutIfNeeded()
        let collectionView = try #require(
            Corpus.value("collectionView", of: controller, as: UICollectionView.self))
        let layout = try #require(
            Corpus.value("layout", of: controller, as: SpringyCollectionViewFlowLayout.self))
        collectionView.layoutIfNeeded()
        let animator = try #require(Corpus.value("dynamicAnimator", of: layout, as: UIDynamicAnimator.self))
        return (controller, collectionView, layout, animator)
    }

    /// Where the flow layout puts row `item`: 10 pt inset, 44 pt rows, 10 pt apart.
    private func restingCenterY(_ item: Int) -> CGFloat { 10 + 22 + CGFloat(item) * 54 }

    @Test(
        "The data source's 200 rows are laid out; rows near the screen get springs anchored on whole points")
    func springsOnVisibleRows() throws {
        let (controller, collectionView, _, animator) = try loaded()
        // The data source is held weakly, as in UIKit: the controller must outlive the checks.
        defer { withExtendedLifetime(controller) {} }
        #expect(collectionView.numberOfItems(inSection: 0) == 200)
        let springs = animator.behaviors.compactMap { $0 as? UIAttachmentBehavior }
        // Rows meeting the screen grown by 100 pt: y from −100 to 944 → rows 0…17.
        #expect(springs.count == 18)
        for spring in springs {
            #expect(spring.length == 0 && spring.frequency == 1 && spring.damping == 0.8)
            #expect(spring.anchorPoint.y == spring.anchorPoint.y.rounded(.down))
        }
    }

    @Test(
        "A scroll makes far rows lag by distance / 1500 of the scroll; the animator pauses within 6 s, rows back within 1 pt"
    )
    func scrollLagsThenSettles() throws {
        let (controller, collectionView, layout, animator) = try loaded()
        defer { withExtendedLifetime(controller) {} }
        let pan = collectionView.panGestureRecognizer
        let touch = CGPoint(x: 195, y: 100)
        pan.send(.began, at: touch, in: collectionView)
        collectionView.contentOffset.y = 20
        // The layout measures from the finger as it was before the bounds changed (content y 100):
        // row 10's anchor (572) is 472 pt away, so it trails by 20 × 472 / 1500 ≈ 6.29 pt; row 1's
        // (86) is 14 pt away, 0.19 pt.
        let far = try #require(animator.layoutAttributesForCell(at: IndexPath(item: 10, section: 0)))
        let near = try #require(animator.layoutAttributesForCell(at: IndexPath(item: 1, section: 0)))
        let farLag = far.center.y - restingCenterY(10)
        let nearLag = near.center.y - restingCenterY(1)
        let expectedFar = 20 * abs(touch.y - floor(restingCenterY(10))) / 1500
        #expect(abs(farLag - expectedFar) <= 0.01, "far lag \(farLag), expected \(expectedFar)")
        #expect(abs(nearLag) <= 0.5, "near lag \(nearLag)")

        for _ in 0..<20 {
            collectionView.contentOffset.y += 15
            animator.step()
            collectionView.layoutIfNeeded()
        }
        pan.send(.ended, at: touch, in: collectionView)
        #expect(!layout.isSettled)
        var paused: TimeInterval?
        var time: TimeInterval = 0
        while time < 6 {
            animator.step()
            collectionView.layoutIfNeeded()
            time += Corpus.frame
            if !animator.isRunning {
                paused = time
                break
            }
        }
        #expect(paused != nil, "still moving after 6 s")
        #expect(layout.isSettled)
        for attributes in animator.items(in: collectionView.bounds) {
            guard let attributes = attributes as? UICollectionViewLayoutAttributes else { continue }
            let rest = restingCenterY(attributes.indexPath.item)
            #expect(
                abs(attributes.center.y - rest) <= 1,
                "row \(attributes.indexPath.item): \(attributes.center.y)")
        }
    }
}
