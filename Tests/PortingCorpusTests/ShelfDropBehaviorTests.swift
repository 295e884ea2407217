import Foundation
import Testing
import UIKitDynamics

@testable import PortingCorpus

/// `ShelfDropBehavior`: a `UIDynamicBehavior` subclass that calls `super.init()` and then
/// `addChildBehavior` with parameterless `UIGravityBehavior()`, `UICollisionBehavior()` and
/// `UIDynamicItemBehavior()`, items added later, and an `action` reporting when all have settled.
@Suite struct ShelfDropBehaviorTests {
    @Test(
        "Three jars fall at 1.5 g, land when √(2h/g) says, and rest on the shelf within 1 pt; settled is reported once"
    )
    func jarsLandOnTheShelf() throws {
        let reference = UIView(frame: Corpus.screen)
        let animator = UIDynamicAnimator(referenceView: reference)
        let drop = ShelfDropBehavior(shelfY: 600, width: 390)
        var settledCalls: [TimeInterval] = []
        var time: TimeInterval = 0
        drop.onSettled = { settledCalls.append(time) }
        animator.addBehavior(drop)
        let jars = [60, 165, 270].map { x in
            UIView(frame: CGRect(x: CGFloat(x), y: 100, width: 60, height: 60))
        }
        for jar in jars {
            reference.addSubview(jar)
            drop.addItem(jar)
        }
        #expect(drop.droppedItems.count == 3)
        #expect(drop.bounce == 0.2)

        // Each jar's bottom falls 600 − 160 = 440 pt at 1500 pt/s²: it lands at √(2 × 440 / 1500) s.
        let landing = (2 * 440 / 1500.0).squareRoot()
        var landed: TimeInterval?
        while time < 6 {
            animator.step()
            time += Corpus.frame
            if landed == nil && jars[0].frame.maxY >= 599 { landed = time }
        }
        let measured = try #require(landed)
        #expect(abs(measured - landing) <= 1.5 * Corpus.frame, "landed at \(measured) s, theory \(landing) s")
        for jar in jars {
            #expect(abs(jar.frame.maxY - 600) <= 1, "\(jar.frame)")
            #expect(jar.transform == .identity)
        }
        #expect(settledCalls.count == 1, "\(settledCalls)")
        #expect((settledCalls.first ?? 0) > landing)

        drop.removeItem(jars[1])
        #expect(drop.droppedItems.count == 2)
        #expect(!animator.items(in: reference.bounds).contains { $0 === jars[1] })
    }
}
