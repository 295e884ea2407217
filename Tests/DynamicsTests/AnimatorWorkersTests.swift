import Dynamics
import Foundation
import Testing

/// `DynamicAnimator.workers`: helpers only inside a step, the same motion and the same delegate
/// calls in the same order as on one thread, and a clear error for a count out of range.
@Suite("Animator workers")
struct AnimatorWorkersTests {
    /// 150 squares and circles piling up on the screen's floor: the delegate's log (every begin,
    /// every end, the pause) and every item's final pose, on 1 and on 2 workers.
    @Test func aPileOnTwoWorkersMovesAndReportsExactlyAsOnOne() {
        func run(workers: Int) -> (log: [String], poses: [CGPoint], paused: Bool) {
            let animator = DynamicAnimator(referenceBounds: screen)
            animator.workers = workers
            let recorder = Recorder()
            animator.delegate = recorder
            var items: [Item] = []
            for k in 0..<150 {
                let x = CGFloat(20 + (k % 14) * 20 + k % 3)
                let y = CGFloat(20 + (k / 14) * 22)
                let type: DynamicItemCollisionBoundsType = k % 2 == 0 ? .rectangle : .ellipse
                items.append(
                    Item(
                        "i\(k)", center: CGPoint(x: x, y: y), size: CGSize(width: 14, height: 14), type: type)
                )
            }
            let collision = CollisionBehavior(items: items)
            collision.translatesReferenceBoundsIntoBoundary = true
            collision.collisionDelegate = recorder
            animator.addBehavior(GravityBehavior(items: items))
            animator.addBehavior(collision)
            let paused = animator.runUntilPaused(timeout: 20)
            return (recorder.log, items.map { $0.center }, paused)
        }
        let one = run(workers: 1)
        let two = run(workers: 2)
        #expect(one.paused && two.paused)
        #expect(one.log.count > 150, "\(one.log.count) delegate calls")
        #expect(one.log == two.log)
        #expect(one.poses == two.poses)
    }

    @Test func aWorkerCountOutsideOneToSixtyFourIsRefusedAndTheOldOneKept() {
        let animator = DynamicAnimator(referenceBounds: screen)
        let errors = collectingErrors {
            animator.workers = 2
            animator.workers = 0
            animator.workers = 65
        }
        #expect(animator.workers == 2)
        #expect(
            errors.map(\.message) == [
                "workers: 0 must be in 1...64; keeping 2", "workers: 65 must be in 1...64; keeping 2",
            ])
        #expect(errors.allSatisfy { $0.code == .outOfRange })
    }
}
