import Foundation

/// The limits of the tool's numeric options, checked by the commands and stated in their `--help`.
///
/// ```swift
/// if let problem = Limits.checkFrameRate(45, option: "--fps") { throw ValidationError(problem) }
/// ```
enum Limits {
    /// The longest run any command simulates, in seconds.
    static let maxSeconds = 3600.0

    /// Scene runs advance in frames of this many per second, so traces and animations are sampled
    /// on that grid.
    static let frameRate = 60.0

    /// The threads a scene of `items` items steps on unless `--workers` says otherwise: this
    /// machine's cores (at most 8) from ``manyItems`` items up, else one. A second thread pays
    /// from a few thousand bodies and costs below that (a 1,000-body pile steps about 10 %
    /// slower on two: BENCHMARKS.md). The motion is the same, bit for bit, for every count.
    static func defaultWorkers(items: Int) -> Int {
        items < manyItems ? 1 : min(max(ProcessInfo.processInfo.activeProcessorCount, 1), 8)
    }

    /// The item count from which a run steps on every core by default (``defaultWorkers(items:)``).
    static let manyItems = 5_000

    /// Checks a `--workers` count: 1…64, as `DynamicAnimator.workers` takes.
    static func checkWorkers(_ value: Int, option: String) -> String? {
        (1...64).contains(value) ? nil : "\(option) must be a thread count in 1…64, got \(value)"
    }

    /// The rates `--fps` accepts, as help text.
    static let frameRateHelp =
        "60 divided by a whole number: 60, 30, 20, 15, 12, 10, 6, 5, 4, 3, 2, 1, 0.5, …"

    /// `--duration`-like seconds as help text: "more than 0 and at most 3600".
    static let secondsHelp = "more than 0 and at most \(shown(maxSeconds))"

    /// Checks a frame rate: the run's 1/60 s frames must give exactly `value` samples a second,
    /// so the rate must be 60 divided by a whole number.
    static func checkFrameRate(_ value: Double, option: String) -> String? {
        let frames = frameRate / value
        guard value.isFinite, value > 0, frames <= 1e6, abs(frames - frames.rounded()) < 1e-9 else {
            return
                "\(option) \(shown(value)) cannot be honoured: runs advance in 1/60 s frames, so \(option) must be \(frameRateHelp)"
        }
        return nil
    }

    /// A number as a user would type it: `-1` rather than `-1.0`.
    ///
    /// ```swift
    /// Limits.shown(-1)     // "-1"
    /// Limits.shown(0.25)   // "0.25"
    /// ```
    static func shown(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15
            ? String(Int64(value)) : String(value)
    }
}
