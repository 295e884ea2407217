// This file imports UIKitDynamics and not Foundation, as a ported UIKit file does, so
// `Timer.scheduledTimer` is UIKitDynamics' (in a file importing Foundation too it is ambiguous).
import Synchronization
import Testing
import UIKitDynamics

@Suite("Timer.scheduledTimer, unchanged, on the simulated clock")
struct UnchangedTimerTests {
    /// Frame numbers at which a timer's block ran (the block is `@Sendable`, as Foundation's).
    final class Frames: Sendable {
        let values = Mutex<[Int]>([])
        var all: [Int] { values.withLock { $0 } }
    }

    @Test("Inside clock.run, Foundation's spelling lands on the clock: a 0.5 s timer fires on frame 30")
    func unchangedSpelling() {
        let clock = SimulatedClock()
        let frames = Frames()
        clock.run {
            Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
                frames.values.withLock { $0.append(clock.frameCount) }
            }
        }
        clock.advance(by: 29.0 / 60)
        #expect(frames.all.isEmpty && clock.frameCount == 29)
        clock.step()
        #expect(frames.all == [30])
    }

    @Test("Outside clock.run it is Foundation's: scheduled on the RunLoop, untouched by the clock")
    func outsideRun() {
        let clock = SimulatedClock()
        let frames = Frames()
        let timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: false) { _ in
            frames.values.withLock { $0.append(0) }
        }
        clock.advance(by: 1)
        #expect(frames.all.isEmpty && timer.isValid && clock.scheduledTimers.isEmpty)
        timer.invalidate()
    }
}
