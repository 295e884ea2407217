import Dynamics
import Foundation
import Testing

@Suite("Real-time driver")
struct RealTimeDriverTests {
    @Test func drivesFramesFromTheClockUntilPaused() async throws {
        let animator = DynamicAnimator(referenceBounds: screen)
        let item = Item(center: CGPoint(x: 160, y: 455), size: CGSize(width: 30, height: 30))
        let collision = CollisionBehavior(items: [item])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        animator.addBehavior(GravityBehavior(items: [item]))
        let start = ContinuousClock.now
        try await animator.run(framesPerSecond: 120, untilPaused: true)
        let wall = start.duration(to: .now)
        #expect(!animator.isRunning)
        expectClose(item.center.y, 466, tolerance: 1, "came to rest on the floor")
        // Simulated time follows the wall clock (sleep needs ≥ 0.5 s of rest) and never runs ahead
        // of it; a loaded machine only makes frames late.
        let wallSeconds = Double(wall.components.seconds) + Double(wall.components.attoseconds) * 1e-18
        #expect(animator.elapsedTime() > 0.5)
        #expect(animator.elapsedTime() <= wallSeconds + 0.02)
    }

    /// The loop runs on its own actor, not the main actor: in a parallel test run the main actor is
    /// shared with every other main-actor test and can be busy for a minute at a time.
    @Test(.timeLimit(.minutes(5))) func stopsWhenCancelled() async throws {
        let stage = Stage()
        let task = Task { try await stage.run() }
        // Waits for a few frames on the animator's clock, not the wall's: a loaded machine (the
        // sanitizer run) may start the loop late or delay its frames.
        while await stage.elapsedTime < 0.05 {
            try await Task.sleep(for: .milliseconds(10))
        }
        task.cancel()
        _ = try? await task.value
        // The run returned (a loop that ignored the cancel would hang here until the time limit).
        let t = await stage.elapsedTime
        try await Task.sleep(for: .milliseconds(100))
        #expect(await stage.elapsedTime == t, "no frame after the run returned")
    }

    /// A falling item driven at 60 Hz on the actor's executor.
    private actor Stage {
        let animator = DynamicAnimator(referenceBounds: screen)

        init() {
            let item = Item(center: CGPoint(x: 160, y: 100), size: CGSize(width: 30, height: 30))
            animator.addBehavior(GravityBehavior(items: [item]))
        }

        func run() async throws { try await animator.run(framesPerSecond: 60) }

        var elapsedTime: TimeInterval { animator.elapsedTime() }
    }
}
