import Foundation
import Synchronization
import Testing
import UIKitDynamics

@Suite("SimulatedClock: timers and animators on simulated time")
struct SimulatedClockTests {
    /// Frame numbers at which a timer block ran.
    final class Log {
        var frames: [Int] = []
    }

    @Test("A timer scheduled for 0.5 s fires on the 30th frame at 60 fps, not before")
    func firesOnThirtiethFrame() {
        let clock = SimulatedClock(absoluteStart: 0)
        let log = Log()
        clock.run {
            SimulatedClock.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
                log.frames.append(clock.frameCount)
            }
        }
        #expect(clock.scheduledTimers.count == 1)
        for _ in 1...29 { clock.step() }
        #expect(log.frames.isEmpty)
        clock.step()
        #expect(log.frames == [30])
        clock.advance(by: 2)
        #expect(log.frames == [30] && clock.scheduledTimers.isEmpty)
    }

    @Test("A repeating timer fires every period until invalidated; a skipped period fires once")
    func repeating() {
        let clock = SimulatedClock()
        let log = Log()
        let timer = clock.scheduledTimer(withTimeInterval: 0.25, repeats: true) { _ in
            log.frames.append(clock.frameCount)
        }
        clock.advance(by: 1)
        #expect(log.frames == [15, 30, 45, 60])
        clock.step(frameDuration: 0.6)  // two periods pass in one frame: one firing, as a run loop does
        #expect(log.frames == [15, 30, 45, 60, 61])
        clock.step(frameDuration: 0.1)
        #expect(log.frames.count == 5, "next period is at 1.75 s; now is 1.7 s")
        clock.step(frameDuration: 0.05)
        #expect(log.frames.count == 6)
        timer.invalidate()
        clock.advance(by: 1)
        #expect(log.frames.count == 6 && !timer.isValid)
    }

    @Test("Outside run(_:) SimulatedClock.scheduledTimer goes to the RunLoop, not the clock")
    func outsideRunUsesRunLoop() {
        let clock = SimulatedClock()
        let log = Log()
        let timer = SimulatedClock.scheduledTimer(withTimeInterval: 0.1, repeats: false) { _ in
            log.frames.append(0)
        }
        clock.advance(by: 1)
        #expect(log.frames.isEmpty && timer.isValid && clock.scheduledTimers.isEmpty)
        timer.invalidate()
    }

    @Test("CFAbsoluteTimeGetCurrent and CACurrentMediaTime read the clock inside run(_:)")
    func absoluteTime() {
        let clock = SimulatedClock(absoluteStart: 1000)
        clock.advance(by: 0.5)
        let (absolute, media) = clock.run { (CFAbsoluteTimeGetCurrent(), CACurrentMediaTime()) }
        #expect(abs(absolute - 1000.5) < 1e-9 && abs(media - 0.5) < 1e-9)
        #expect(abs(CFAbsoluteTimeGetCurrent() - Date().timeIntervalSinceReferenceDate) < 5)
        let interval: CFTimeInterval = 1
        #expect(interval == 1)
    }

    @Test("A timer that pushes a resting item wakes it: time goes on while the animator is paused")
    func timerWakesPausedAnimator() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let box = UIView(frame: CGRect(x: 140, y: 420, width: 40, height: 40))
        container.addSubview(box)
        let animator = UIDynamicAnimator(referenceView: container)
        let collision = UICollisionBehavior(items: [box])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(UIGravityBehavior(items: [box]))
        animator.addBehavior(collision)
        let clock = SimulatedClock()
        clock.drive(animator)
        let push = UIPushBehavior(items: [box], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: -2)
        clock.run {
            SimulatedClock.scheduledTimer(withTimeInterval: 5, repeats: false) { _ in
                animator.addBehavior(push)
            }
        }
        clock.advance(by: 4.9)
        #expect(!animator.isRunning, "the box came to rest before the timer")
        let rest = box.center.y
        clock.advance(by: 0.2)
        #expect(animator.isRunning && box.center.y < rest - 1, "the push at 5 s lifts it")
    }

    @Test("Bad durations and intervals are refused with errors naming them")
    func refusals() {
        let clock = SimulatedClock()
        let messages = Mutex<[String]>([])
        DynamicsDiagnostics.$handler.withValue(
            DynamicsErrorHandler { error in messages.withLock { $0.append(error.message) } }
        ) {
            clock.step(frameDuration: -1)
            clock.advance(by: .infinity)
            let timer = clock.scheduledTimer(withTimeInterval: .nan, repeats: false) { _ in }
            #expect(!timer.isValid)
        }
        let texts = messages.withLock { $0 }
        #expect(texts.count == 3)
        #expect(texts[0].contains("-1.0") && texts[1].contains("inf") && texts[2].contains("nan"))
        #expect(clock.frameCount == 0 && clock.now == 0)
    }
}
