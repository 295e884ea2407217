import Dynamics
import DynamicsScenes
import Foundation

/// Something a test can run one 1/60 s frame at a time: a `DynamicAnimator` you built yourself, or
/// a `SceneRun` (which also plays its scene's scripted gestures on the way).
///
/// Every helper of this module drives its subject through this protocol, so the same claim reads
/// the same for both:
///
/// ```swift
/// let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 480))
/// let outcome = animator.runUntilPaused(limit: 5)      // a DynamicAnimator
/// let run = try SceneCatalog.scene(named: "falling-square")!.makeRun()
/// let sameClaim = run.runUntilPaused(limit: 5)         // a SceneRun
/// ```
public protocol FrameStepper: AnyObject {
    /// The animator whose items the helpers look at.
    var steppedAnimator: DynamicAnimator { get }
    /// Runs one 1/60 s frame.
    func stepOneFrame()
}

extension DynamicAnimator: FrameStepper {
    /// The animator itself.
    ///
    /// ```swift
    /// animator.steppedAnimator === animator   // true
    /// ```
    public var steppedAnimator: DynamicAnimator { self }

    /// One 1/60 s frame (`step(frameDuration:)`); a paused animator lets it pass.
    ///
    /// ```swift
    /// animator.stepOneFrame()
    /// ```
    public func stepOneFrame() { step() }
}

extension SceneRun: FrameStepper {
    /// The run's animator.
    ///
    /// ```swift
    /// run.steppedAnimator.isRunning
    /// ```
    public var steppedAnimator: DynamicAnimator { animator }

    /// One frame of the run, scripted gestures included (`stepFrame()`).
    ///
    /// ```swift
    /// run.stepOneFrame()
    /// ```
    public func stepOneFrame() { stepFrame() }
}

/// How long a subject ran until its animator paused.
///
/// ```swift
/// let outcome = run.runUntilPaused(limit: 3)
/// #expect(outcome.didPause && outcome.seconds < 1.5)
/// ```
public struct PauseOutcome: Sendable, Equatable, CustomStringConvertible {
    /// Whether the animator paused (every item at rest) within the limit.
    public var didPause: Bool
    /// Frames run: until the pause, or all of them if it never paused.
    public var frames: Int
    /// Seconds run (frames / 60).
    public var seconds: TimeInterval { Double(frames) / 60 }

    /// An outcome of `frames` frames.
    ///
    /// ```swift
    /// PauseOutcome(didPause: true, frames: 90).seconds   // 1.5
    /// ```
    public init(didPause: Bool, frames: Int) {
        self.didPause = didPause
        self.frames = frames
    }

    /// "paused after 1.50 s (90 frames)" or "still running after 5.00 s (300 frames)".
    public var description: String {
        let time = String(format: "%.2f s (%ld frames)", seconds, frames)
        return didPause ? "paused after \(time)" : "still running after \(time)"
    }
}

extension FrameStepper {
    /// Runs frames until the animator pauses or `limit` seconds have passed, and says which and
    /// when. An animator that is already paused runs no frame. A `limit` that is not finite and
    /// at least 0 runs nothing (`didPause` then tells whether it is paused now).
    ///
    /// ```swift
    /// let outcome = animator.runUntilPaused(limit: 10)
    /// print(outcome)   // paused after 1.82 s (109 frames)
    /// ```
    @discardableResult
    public func runUntilPaused(limit: TimeInterval) -> PauseOutcome {
        let frameLimit = Self.frames(in: limit)
        var frames = 0
        while steppedAnimator.isRunning && frames < frameLimit {
            stepOneFrame()
            frames += 1
        }
        return PauseOutcome(didPause: !steppedAnimator.isRunning, frames: frames)
    }

    /// Whole 1/60 s frames in `seconds` (rounded to the nearest frame; 0 for a value that is not
    /// finite and positive, at most ten hours' worth).
    static func frames(in seconds: TimeInterval) -> Int {
        guard seconds.isFinite, seconds > 0 else { return 0 }
        return Int((min(seconds, 36_000) * 60).rounded())
    }
}
