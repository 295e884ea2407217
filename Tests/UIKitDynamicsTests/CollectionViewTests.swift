import Foundation
import Synchronization
import Testing
import UIKitDynamics

/// A layout that counts its invalidations and preparations.
private final class CountingLayout: UICollectionViewFlowLayout {
    var invalidations = 0
    var preparations = 0
    override func invalidateLayout() {
        invalidations += 1
        super.invalidateLayout()
    }
    override func prepare() {
        preparations += 1
        super.prepare()
    }
}

private func cell(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

@Suite("Collection views")
struct CollectionViewTests {
    // MARK: Layout attributes and the flow layout

    @Test(
        "Layout attributes keep frame, center, size and bounds consistent, and copies are equal but separate")
    func attributesGeometry() {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: cell(3))
        attributes.frame = CGRect(x: 0, y: 132, width: 320, height: 44)
        #expect(attributes.center == CGPoint(x: 160, y: 154))
        #expect(attributes.size == CGSize(width: 320, height: 44))
        #expect(attributes.bounds == CGRect(x: 0, y: 0, width: 320, height: 44))
        attributes.transform = CGAffineTransform(rotationAngle: 0.3)
        #expect(attributes.frame == CGRect(x: 0, y: 132, width: 320, height: 44))  // untransformed
        attributes.alpha = 0.5
        attributes.zIndex = 2
        let copy = attributes.copy() as! UICollectionViewLayoutAttributes
        #expect(copy !== attributes)
        #expect(copy.isEqual(attributes))
        copy.center.y += 1
        #expect(!copy.isEqual(attributes))
        #expect(attributes.center.y == 154)
        let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "header", with: cell(0))
        #expect(header.representedElementCategory == .supplementaryView)
        #expect(header.representedElementKind == "header")
        #expect(attributes.representedElementCategory == .cell && attributes.representedElementKind == nil)
        #expect(IndexPath(item: 3, section: 1).item == 3 && IndexPath(row: 2, section: 1).section == 1)
    }

    @Test("The flow layout spreads full lines to the insets and finds exactly the items a rectangle crosses")
    func flowLayoutGeometry() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.sectionInset = UIEdgeInsets(top: 8, left: 0, bottom: 4, right: 0)
        layout.numberOfItems = 10
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        // 3 per line (3·100 + 2·10 ≤ 320), spread: gaps of (320 − 300) / 2 = 10; 4 lines, pitch 60.
        #expect(
            layout.layoutAttributesForItem(at: cell(0))?.frame == CGRect(x: 0, y: 8, width: 100, height: 50))
        #expect(
            layout.layoutAttributesForItem(at: cell(2))?.frame == CGRect(x: 220, y: 8, width: 100, height: 50)
        )
        #expect(
            layout.layoutAttributesForItem(at: cell(9))?.frame == CGRect(x: 0, y: 188, width: 100, height: 50)
        )
        #expect(layout.layoutAttributesForItem(at: cell(10)) == nil)
        #expect(layout.layoutAttributesForItem(at: cell(0, 1)) == nil)
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 8 + 4 * 50 + 3 * 10 + 4))

        let everything = (0..<10).map { layout.layoutAttributesForItem(at: cell($0))! }
        let rects = [
            CGRect(x: 0, y: 0, width: 320, height: 60), CGRect(x: 105, y: 60, width: 10, height: 100),
            CGRect(x: 100, y: 58, width: 120, height: 2), CGRect(x: -50, y: -50, width: 1000, height: 1000),
            .infinite, CGRect(x: 0, y: 500, width: 10, height: 10), .null,
        ]
        for rect in rects {
            let found = (layout.layoutAttributesForElements(in: rect) ?? []).map(\.indexPath)
            let expected = everything.filter { $0.frame.intersects(rect) }.map(\.indexPath)
            #expect(found == expected, "\(rect)")
        }
        // One item per line is centred.
        layout.itemSize = CGSize(width: 200, height: 50)
        #expect(
            layout.layoutAttributesForItem(at: cell(1))?.frame == CGRect(x: 60, y: 68, width: 200, height: 50)
        )
        withExtendedLifetime(collectionView) {}
    }

    @Test("Bad flow-layout values are refused with errors naming the property, keeping the old value")
    func flowLayoutBadInput() {
        let layout = UICollectionViewFlowLayout()
        let log = Mutex<[DynamicsError]>([])
        let handler: @Sendable (DynamicsError) -> Void = { error in log.withLock { $0.append(error) } }
        DynamicsDiagnostics.$handler.withValue(DynamicsErrorHandler(handler)) {
            layout.itemSize = CGSize(width: 0, height: 44)
            layout.numberOfItems = -5
            layout.minimumLineSpacing = .nan
        }
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.numberOfItems == 0)
        #expect(layout.minimumLineSpacing == 10)
        let messages = log.withLock { $0 }.map(\.message)
        #expect(messages.count == 3)
        #expect(messages[0].contains("itemSize") && messages[1].contains("-5") && messages[2].contains("nan"))
    }

    // MARK: The animator in collection-view mode

    @Test(
        "Attributes are written back, and layoutAttributesForCell(at:) returns the object the animator owns")
    func attributesWrittenBack() throws {
        let layout = CountingLayout()
        layout.itemSize = CGSize(width: 300, height: 40)
        layout.numberOfItems = 20
        let animator = UIDynamicAnimator(collectionViewLayout: layout)
        #expect(animator.collectionViewLayout === layout)
        // No collection view: one item per line, the content as wide as an item.
        #expect(animator.referenceBounds == CGRect(x: 0, y: 0, width: 300, height: 20 * 50 - 10))
        let attributes = try #require(layout.layoutAttributesForItem(at: cell(4)))
        let start = attributes.center
        let spring = UIAttachmentBehavior(
            item: attributes, attachedToAnchor: CGPoint(x: start.x, y: start.y + 60))
        spring.frequency = 2
        spring.damping = 0.3
        animator.addBehavior(spring)
        #expect(animator.layoutAttributesForCell(at: cell(4)) === attributes)
        #expect(animator.layoutAttributesForCell(at: cell(5)) == nil)
        #expect(animator.layoutAttributesForSupplementaryView(ofKind: "header", at: cell(4)) == nil)

        let invalidationsBefore = layout.invalidations
        for _ in 0..<30 { animator.step() }
        #expect(layout.invalidations - invalidationsBefore == 30)
        #expect(layout.needsPreparation)
        // The spring's rest length is the 60 pt it was added with, so the item has stayed put.
        #expect(attributes.center == start)
        // Moving the anchor 100 pt down drags it along.
        spring.anchorPoint = CGPoint(x: start.x, y: start.y + 160)
        for _ in 0..<30 { animator.step() }
        #expect(attributes.center.y > start.y + 50, "\(attributes.center)")
        #expect(abs(attributes.center.x - start.x) < 1e-9)

        // A second attributes object for the same cell shares the body; the first stays the owner.
        let other = try #require(layout.layoutAttributesForItem(at: cell(4)))
        let gravity = UIGravityBehavior(items: [other])
        animator.addBehavior(gravity)
        #expect(animator.layoutAttributesForCell(at: cell(4)) === attributes)
        let before = other.center
        for _ in 0..<10 { animator.step() }
        #expect(other.center == before)
        animator.removeBehavior(gravity)
        animator.removeBehavior(spring)
        #expect(animator.layoutAttributesForCell(at: cell(4)) == nil)
    }

    @Test("Supplementary and decoration attributes are filed by kind and index path")
    func supplementaryAndDecoration() {
        let layout = UICollectionViewLayout()
        let animator = UIDynamicAnimator(collectionViewLayout: layout)
        let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "header", with: cell(0))
        header.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        let shelf = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "shelf", with: cell(0))
        shelf.frame = CGRect(x: 0, y: 40, width: 100, height: 20)
        let item = UICollectionViewLayoutAttributes(forCellWith: cell(0))
        item.frame = CGRect(x: 0, y: 80, width: 100, height: 20)
        animator.addBehavior(UIDynamicItemBehavior(items: [header, shelf, item]))
        #expect(animator.layoutAttributesForSupplementaryView(ofKind: "header", at: cell(0)) === header)
        #expect(animator.layoutAttributesForSupplementaryView(ofKind: "footer", at: cell(0)) == nil)
        #expect(animator.layoutAttributesForDecorationView(ofKind: "shelf", at: cell(0)) === shelf)
        #expect(animator.layoutAttributesForCell(at: cell(0)) === item)
        #expect(animator.items(in: CGRect(x: 0, y: 0, width: 100, height: 100)).count == 3)
    }

    @Test(
        "Outside collection-view mode layoutAttributesForCell(at:) is nil; views and attributes stay in their own mode"
    )
    func modesAreSeparate() {
        let referenceView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let square = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        referenceView.addSubview(square)
        let attributes = UICollectionViewLayoutAttributes(forCellWith: cell(0))
        attributes.frame = CGRect(x: 0, y: 0, width: 40, height: 40)

        let viewAnimator = UIDynamicAnimator(referenceView: referenceView)
        var errors: [DynamicsError] = []
        viewAnimator.errorHandler = { errors.append($0) }
        viewAnimator.addBehavior(UIGravityBehavior(items: [attributes, square]))
        #expect(viewAnimator.layoutAttributesForCell(at: cell(0)) == nil)
        #expect(errors.count == 1)
        #expect(errors.first?.code == .itemOutsideReference)
        #expect(
            errors.first?.message.hasPrefix(
                "Can't use layout attributes as item <UICollectionViewLayoutAttributes: 0x") == true)

        let layout = UICollectionViewFlowLayout()
        let layoutAnimator = UIDynamicAnimator(collectionViewLayout: layout)
        layoutAnimator.errorHandler = { errors.append($0) }
        layoutAnimator.addBehavior(UIGravityBehavior(items: [square, attributes]))
        #expect(errors.count == 2)
        #expect(errors.last?.message.hasPrefix("Can't use view as item <UIView: 0x") == true)
        #expect(
            errors.last?.message.contains("with layout reference <UICollectionViewFlowLayout: 0x") == true)
        #expect(layoutAnimator.layoutAttributesForCell(at: cell(0)) === attributes)

        let plain = UIDynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 100, height: 100))
        plain.addBehavior(UIGravityBehavior(items: [attributes]))
        #expect(plain.layoutAttributesForCell(at: cell(0)) == nil)
    }

    @Test("The reference bounds are the content bounds: items fall to the bottom of the content")
    func contentBoundsAreTheBoundary() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        layout.minimumLineSpacing = 0
        layout.numberOfItems = 10
        let animator = UIDynamicAnimator(collectionViewLayout: layout)
        let last = try #require(layout.layoutAttributesForItem(at: cell(0)))
        animator.addBehavior(UIGravityBehavior(items: [last]))
        let collision = UICollisionBehavior(items: [last])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        #expect(animator.runUntilPaused(timeout: 10))
        // Content height 400: the item rests with its bottom on it (the boundary sits 1 pt out).
        #expect(abs(last.center.y - (400 - 20)) <= 1.5, "\(last.center)")
        #expect(animator.description.contains("in <UICollectionViewFlowLayout: 0x"))
        #expect(animator.description.hasSuffix("{{0, 0}, {100, 400}}"))
    }

    // MARK: The springy flow layout

    /// A window holding a 320 × 480 collection view with a springy list of 10,000 rows.
    private func springyList() -> (UIView, UICollectionView, SpringyFlowLayout) {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let layout = SpringyFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 44)
        layout.minimumLineSpacing = 0
        layout.numberOfItems = 10_000
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        window.addSubview(collectionView)
        collectionView.layoutIfNeeded()
        return (window, collectionView, layout)
    }

    /// Rows whose 44 pt frames meet the visible rectangle grown by 100 pt (touching counts, as
    /// in `CGRect.intersects`).
    private func expectedSprings(_ offset: CGFloat) -> Int {
        let low = offset - 100
        let high = offset + 480 + 100
        let first = max(0, Int(((low - 44) / 44).rounded(.up)))
        let last = min(9_999, Int((high / 44).rounded(.down)))
        return last - first + 1
    }

    @Test("The springy layout tiles: only rows near the screen have springs and bodies, never all 10,000")
    func springyTiling() {
        let (window, collectionView, layout) = springyList()
        #expect(layout.springCount == expectedSprings(0))
        let animator = layout.dynamicAnimator
        for frame in 1...120 {
            collectionView.contentOffset.y = CGFloat(frame) * 50
            animator.step()
            collectionView.layoutIfNeeded()
            #expect(layout.springCount == expectedSprings(collectionView.contentOffset.y))
            let bodies = animator.items(in: CGRect(origin: .zero, size: layout.collectionViewContentSize))
            #expect(bodies.count == layout.springCount)
        }
        #expect(layout.springCount <= 18)
        // The visible rows are the animator's own attributes.
        let visible = collectionView.visibleLayoutAttributes.filter { $0.representedElementCategory == .cell }
        #expect(!visible.isEmpty)
        for attributes in visible {
            #expect(animator.layoutAttributesForCell(at: attributes.indexPath) === attributes)
            #expect(layout.layoutAttributesForItem(at: attributes.indexPath) === attributes)
        }
        // Far away rows come from the flow layout.
        #expect(layout.layoutAttributesForItem(at: cell(9_000))?.frame.minY == CGFloat(9_000 * 44))
        withExtendedLifetime(window) {}
    }

    @Test(
        "Scrolling drags rows near the touch along and far rows lag by distance / 1500; all settle, none drift sideways"
    )
    func springyScroll() throws {
        let (window, collectionView, layout) = springyList()
        let animator = layout.dynamicAnimator
        // The finger is on row 0 (window y 22): the layout sees it before the bounds change.
        collectionView.panGestureRecognizer.send(.began, at: CGPoint(x: 160, y: 22), in: nil)
        collectionView.contentOffset.y = 30
        let near = try #require(animator.layoutAttributesForCell(at: cell(0)))
        let far = try #require(animator.layoutAttributesForCell(at: cell(10)))
        // Row 0 is under the finger: it moves with the content. Row 10 is 440 pt away: it lags by
        // 30 × 440 / 1500 = 8.8 pt in content coordinates.
        // (The anchors are read back from the engine's Float metres: 1e-6 pt.)
        #expect(abs(near.center.y - 22) < 1e-6)
        #expect(abs((far.center.y - 462) - 8.8) < 1e-6)
        // On screen the near row moved up by the whole 30 pt, the far one by 21.2 pt only.
        #expect(abs((near.center.y - collectionView.contentOffset.y) - (22 - 30)) < 1e-6)
        #expect(abs((far.center.y - collectionView.contentOffset.y) - (462 - 21.2)) < 1e-6)

        // A fling: 3000 pt/s for half a second, the finger near the bottom of the screen dragging
        // the content up. Rows enter near the finger and travel away from it, lagging more and
        // more: the top of the screen trails the finger.
        collectionView.panGestureRecognizer.send(.changed, at: CGPoint(x: 160, y: 460), in: nil)
        for _ in 0..<30 {
            collectionView.contentOffset.y += 50
            animator.step()
            collectionView.layoutIfNeeded()
            for attributes in collectionView.visibleLayoutAttributes {
                #expect(abs(attributes.center.x - 160) <= 0.5)
                #expect(attributes.transform == .identity)
            }
        }
        let screenRows = collectionView.visibleLayoutAttributes
            .filter { collectionView.bounds.contains($0.center) }
            .sorted { $0.indexPath < $1.indexPath }
        let lag = screenRows.map { $0.center.y - (CGFloat($0.indexPath.item) * 44 + 22) }
        #expect(lag.allSatisfy { $0 > 0 }, "\(lag)")
        #expect(lag.first! > lag.last! + 10, "\(lag)")
        collectionView.panGestureRecognizer.send(.ended, at: CGPoint(x: 160, y: 460), in: nil)
        #expect(animator.runUntilPaused(timeout: 6))
        for attributes in collectionView.visibleLayoutAttributes {
            let rest = CGFloat(attributes.indexPath.item) * 44 + 22
            // Rest length 1 pt: at rest each row is within 1 pt (+ sleep tolerance) of its place.
            #expect(abs(attributes.center.y - rest) <= 1.5, "\(attributes.indexPath): \(attributes.center.y)")
            #expect(abs(attributes.center.x - 160) <= 0.5)
        }
        withExtendedLifetime(window) {}
    }
}
