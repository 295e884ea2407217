import Foundation
import Testing
import UIKitDynamics

/// Issue 38: views added overlapping are pushed apart without being thrown. UIKit's solver
/// (Box2D v2) corrects overlap in positions only, so an app that adds a view on top of another
/// sees them part, not one jump; the engine's push moved them at up to 3 m/s (300 pt/s) a pair
/// and kept part of that speed: the top view of four created half inside each other flew 31 pt
/// above where it came to rest, and the column slid 5.5 pt sideways.
@Suite("Views added overlapping part without being thrown")
struct OverlapRecoveryTests {
    /// Four 100 pt squares in a column on the floor of a 390 × 844 pt screen, each created 50 pt
    /// inside the one below (the quality suite's `overlap_stack`, 100 pt = 1 m).
    @Test("A column of four views created half inside each other comes apart and stands still")
    func columnCreatedOverlapping() {
        let views = (0..<4).map { i in
            UIView(frame: CGRect(x: 145, y: 844 - 100 - 50 * Double(i), width: 100, height: 100))
        }
        droppingOntoScreen(views, screen: CGRect(x: 0, y: 0, width: 390, height: 844)) { animator in
            let top = views[3]
            var highest = top.center.y
            for _ in 0..<180 {
                animator.step()
                highest = min(highest, top.center.y)
            }
            // Stacked, the centres stand 100 pt apart above the floor, less each contact's resting
            // overlap (the soft contact's: under 1 pt a pair).
            for (i, view) in views.enumerated() {
                let stacked = 844 - 50 - 100 * Double(i)
                #expect(abs(view.center.y - stacked) < 2, "view \(i) at \(view.center.y), stacked \(stacked)")
                #expect(abs(view.center.x - 195) < 0.5, "view \(i) moved sideways to \(view.center.x)")
            }
            // Never above where it comes to rest by more than 0.5 pt (with one relax pass: 31 pt).
            #expect(
                top.center.y - highest <= 0.5, "the top view rose \(top.center.y - highest) pt above its rest"
            )
            // And it stands: the last second of four moves no view by 0.1 pt.
            let before = views.map(\.center)
            for _ in 0..<60 { animator.step() }
            for (view, centre) in zip(views, before) {
                #expect(hypot(view.center.x - centre.x, view.center.y - centre.y) < 0.1)
            }
        }
    }
}
