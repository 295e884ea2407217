import Dynamics
import DynamicsScenes
import Foundation
import Testing

/// What `settlingReport()` and `setupProblems()` cost on the 1,000-item pile and the springy list
/// (BENCHMARKS.md), and that not calling them costs nothing: the frame time with and without a
/// report every frame. Opt-in (a measurement, not a check): `SETTLING_BENCH=1 swift test -c release
/// --filter SettlingCostBenchmark`.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["SETTLING_BENCH"] != nil))
struct SettlingCostBenchmark {
    final class Box: DynamicItem {
        var center: CGPoint
        var bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        var transform = CGAffineTransform.identity
        init(_ center: CGPoint) { self.center = center }
    }

    /// Median microseconds of `body` over `runs` calls.
    func median(_ runs: Int, _ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        var times: [Double] = []
        for _ in 0..<runs {
            let elapsed = clock.measure(body).components
            times.append(Double(elapsed.seconds) * 1e6 + Double(elapsed.attoseconds) * 1e-12)
        }
        return times.sorted()[runs / 2]
    }

    @Test func thePile() {
        // 1,000 10-pt boxes dropped into a 320-pt bin in 25 columns, as `pile1000` is.
        let boxes = (0..<1000).map { (i: Int) -> Box in
            let column = CGFloat(i % 25)
            let row = CGFloat(i / 25)
            return Box(CGPoint(x: 20 + column * 11.5, y: 460 - row * 11))
        }
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 480))
        let collision = CollisionBehavior(items: boxes)
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(GravityBehavior(items: boxes))
        animator.addBehavior(collision)
        animator.advance(by: 0.5)
        let frame = median(60) { animator.step() }
        let report = median(20) { _ = animator.settlingReport() }
        let setup = median(20) { _ = animator.setupProblems() }
        let items = animator.settlingReport().items.count
        print(
            "pile of 1,000: frame \(Int(frame)) µs; settlingReport \(Int(report)) µs (\(items) items awake); setupProblems \(Int(setup)) µs"
        )
    }

    @Test func theSpringyList() throws {
        let list = try SpringyList(rowCount: 10_000)
        var offset: CGFloat = 100_000
        var index = 0
        func frame() {
            offset += (index / 60) % 2 == 0 ? 50 : -50
            index += 1
            list.scroll(to: offset, touch: CGPoint(x: 195, y: 700))
            list.step()
        }
        for _ in 0..<60 { frame() }
        let step = median(60) { frame() }
        let report = median(20) { _ = list.animator.settlingReport() }
        let setup = median(20) { _ = list.animator.setupProblems() }
        print(
            "springy list (10,000 rows, \(list.attachmentCount) springs): frame \(Int(step)) µs; settlingReport \(Int(report)) µs; setupProblems \(Int(setup)) µs"
        )
    }
}
