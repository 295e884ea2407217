import Foundation

/// A headless stand-in for the main run loop and the display link: simulated time that steps
/// animators frame by frame and fires the timers scheduled on it, with no `RunLoop` and no
/// waiting, so a test runs seconds of an app's life in microseconds, the same way every time.
///
/// In an app, time passes whether or not an animator is running: the display link ticks the
/// animators and the run loop fires timers. A clock does both: each ``step(frameDuration:)``
/// advances ``now`` by one frame, fires (in fire-date order) the timers whose fire date has
/// come (within a microsecond), then steps the animators it ``drive(_:)``s. A paused animator
/// does not step (as in UIKit), but the clock's time and timers go on.
///
/// Timers attach to a clock in three ways: the clock's own
/// `scheduledTimer(withTimeInterval:repeats:block:)`; ported UIKit code calling
/// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` unchanged inside ``run(_:)`` (the
/// clock is then ``current``; see `Timer.scheduledTimer` for the one case where that spelling is
/// ambiguous); or `SimulatedClock.scheduledTimer(withTimeInterval:repeats:block:)`, which works
/// in any file. Outside ``run(_:)`` both schedule on the current `RunLoop`, as Foundation does.
/// Inside ``run(_:)``, ``CFAbsoluteTimeGetCurrent()`` and ``CACurrentMediaTime()`` read the
/// simulated time too. The timers are Foundation's own `Timer`s: `invalidate()`, `isValid` and
/// `fire()` work as usual.
///
/// ```swift
/// let clock = SimulatedClock()
/// clock.drive(animator)
/// var dropped = false
/// clock.run {
///     SimulatedClock.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in dropped = true }
/// }
/// clock.advance(by: 29.0 / 60)   // dropped == false
/// clock.step()                   // the 30th frame, t = 0.5 s: dropped == true
/// ```
public final class SimulatedClock: @unchecked Sendable {
    /// The clock ``run(_:)`` made current for this task, if any: where
    /// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` schedules and what
    /// ``CFAbsoluteTimeGetCurrent()`` reads.
    ///
    /// ```swift
    /// clock.run { SimulatedClock.current === clock }   // true
    /// ```
    @TaskLocal public static var current: SimulatedClock?

    /// Seconds of simulated time since the clock was made.
    ///
    /// ```swift
    /// clock.advance(by: 1)
    /// clock.now   // ≈ 1
    /// ```
    public private(set) var now: TimeInterval = 0

    /// How many frames the clock has run.
    ///
    /// ```swift
    /// clock.advance(by: 0.5)
    /// clock.frameCount   // 30
    /// ```
    public private(set) var frameCount = 0

    /// ``CFAbsoluteTimeGetCurrent()`` when ``now`` was 0.
    ///
    /// ```swift
    /// let clock = SimulatedClock(absoluteStart: 0)   // CFAbsoluteTimeGetCurrent() starts at 0
    /// ```
    public let absoluteStart: CFAbsoluteTime

    /// The simulated absolute time: ``absoluteStart`` + ``now``.
    ///
    /// ```swift
    /// clock.absoluteTime - clock.absoluteStart == clock.now   // true
    /// ```
    public var absoluteTime: CFAbsoluteTime { absoluteStart + now }

    /// One timer on the clock.
    private struct Entry {
        let timer: Timer
        var fireTime: TimeInterval
        let interval: TimeInterval
        let repeats: Bool
        let order: Int
    }

    /// A weakly held animator.
    private struct Driven {
        weak var animator: DynamicAnimator?
    }

    private var entries: [Entry] = []
    private var scheduled = 0
    private var animators: [Driven] = []

    /// How close to a fire date counts as reaching it (sums of frame durations round).
    private static let tolerance: TimeInterval = 1e-6

    /// Creates a clock at time 0, whose absolute time starts at `absoluteStart` (by default
    /// the system's time now).
    ///
    /// ```swift
    /// let clock = SimulatedClock()
    /// ```
    public init(absoluteStart: CFAbsoluteTime = Date().timeIntervalSinceReferenceDate) {
        self.absoluteStart = absoluteStart
    }

    /// Steps `animator` at every frame of the clock (held weakly; adding it twice does nothing).
    ///
    /// ```swift
    /// clock.drive(controller.animator)
    /// ```
    public func drive(_ animator: DynamicAnimator) {
        animators.removeAll { $0.animator == nil }
        guard !animators.contains(where: { $0.animator === animator }) else { return }
        animators.append(Driven(animator: animator))
    }

    /// The timers still scheduled (valid and not yet fired for good), in fire-date order.
    ///
    /// ```swift
    /// clock.scheduledTimers.count
    /// ```
    public var scheduledTimers: [Timer] {
        entries.filter { $0.timer.isValid }.sorted { ($0.fireTime, $0.order) < ($1.fireTime, $1.order) }
            .map(\.timer)
    }

    /// Schedules a Foundation `Timer` on the clock: it fires `interval` seconds of simulated
    /// time from ``now`` (then every `interval` if it repeats). An interval of 0 or less means
    /// 0.1 ms, as Foundation's; a non-finite one is refused with a `DynamicsError` naming it and
    /// the timer returned is invalid.
    ///
    /// ```swift
    /// let tick = clock.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in ticks += 1 }
    /// tick.invalidate()   // stops it
    /// ```
    @discardableResult
    public func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void
    ) -> Timer {
        // The clock fires its timers on the thread that steps it, never concurrently.
        nonisolated(unsafe) let block = block
        let timer = Timer(
            fire: Date(timeIntervalSinceReferenceDate: absoluteTime), interval: interval, repeats: repeats,
            block: { block($0) })
        guard interval.isFinite else {
            DynamicsDiagnostics.report(
                DynamicsError(
                    .nonFiniteValue,
                    "SimulatedClock.scheduledTimer(withTimeInterval: \(interval)): the interval must be finite"
                ))
            timer.invalidate()
            return timer
        }
        let period = Swift.max(interval, 0.0001)
        timer.fireDate = Date(timeIntervalSinceReferenceDate: absoluteTime + period)
        entries.append(
            Entry(timer: timer, fireTime: now + period, interval: period, repeats: repeats, order: scheduled))
        scheduled += 1
        return timer
    }

    /// Ported code's `Timer.scheduledTimer(withTimeInterval:repeats:block:)`, in any file:
    /// inside ``run(_:)`` the timer is scheduled on ``current`` and fires in its simulated time;
    /// elsewhere it is scheduled on the current `RunLoop`, as Foundation's is. (Unchanged
    /// `Timer.scheduledTimer` does the same, except in a file that imports Foundation as well as
    /// UIKitDynamics, where it is ambiguous.)
    ///
    /// ```swift
    /// SimulatedClock.scheduledTimer(withTimeInterval: 2, repeats: true) { _ in
    ///     self.animator.addBehavior(self.push)
    /// }
    /// ```
    @discardableResult
    public static func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void
    ) -> Timer {
        if let clock = current {
            return clock.scheduledTimer(withTimeInterval: interval, repeats: repeats, block: block)
        }
        nonisolated(unsafe) let block = block
        let timer = Timer(
            fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats,
            block: { block($0) })
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }

    /// Runs `body` with this clock as ``current``:
    /// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` schedules on it and ``CFAbsoluteTimeGetCurrent()`` reads it. The clock is current while
    /// it fires timers and steps animators too.
    ///
    /// ```swift
    /// clock.run { controller.loadViewIfNeeded() }   // viewDidLoad's timers land on the clock
    /// ```
    public func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        try SimulatedClock.$current.withValue(self) { try body() }
    }

    /// Runs one frame: ``now`` advances by `frameDuration`, the due timers fire, then the
    /// driven animators step with that frame duration. A negative or non-finite duration is
    /// refused with a `DynamicsError` naming it, and nothing happens.
    ///
    /// ```swift
    /// clock.step()                          // 1/60 s
    /// clock.step(frameDuration: 1.0 / 120)
    /// ```
    public func step(frameDuration: TimeInterval = 1.0 / 60) {
        guard frameDuration.isFinite, frameDuration >= 0 else {
            DynamicsDiagnostics.report(
                DynamicsError(
                    .nonFiniteValue,
                    "SimulatedClock.step(frameDuration: \(frameDuration)): not a finite, non-negative duration"
                ))
            return
        }
        now += frameDuration
        frameCount += 1
        run {
            fireDueTimers()
            animators.removeAll { $0.animator == nil }
            for driven in animators { driven.animator?.step(frameDuration: frameDuration) }
        }
    }

    /// Runs frames of `frameDuration` (the last one shorter if needed) for `seconds` of
    /// simulated time. Bad durations are refused with a `DynamicsError`, and nothing runs.
    ///
    /// ```swift
    /// clock.advance(by: 2)   // 120 frames
    /// ```
    public func advance(by seconds: TimeInterval, frameDuration: TimeInterval = 1.0 / 60) {
        guard seconds.isFinite, seconds >= 0, frameDuration.isFinite, frameDuration >= 1e-4 else {
            DynamicsDiagnostics.report(
                DynamicsError(
                    .outOfRange,
                    "SimulatedClock.advance(by: \(seconds), frameDuration: \(frameDuration)): seconds must be "
                        + "finite and >= 0, frameDuration finite and >= 0.0001; nothing ran"))
            return
        }
        var remaining = seconds
        while remaining > Self.tolerance {
            let frame = Swift.min(frameDuration, remaining)
            step(frameDuration: frame)
            remaining -= frame
        }
    }

    /// Fires the timers due by ``now``, in fire-date order; timers scheduled meanwhile wait for
    /// the next frame. A repeating timer fires once even if several periods passed (as a run
    /// loop's does) and its next fire date is the first period boundary after ``now``.
    private func fireDueTimers() {
        entries.removeAll { !$0.timer.isValid }
        let due = entries.indices.filter { entries[$0].fireTime <= now + Self.tolerance }
            .sorted { (entries[$0].fireTime, entries[$0].order) < (entries[$1].fireTime, entries[$1].order) }
            .map { entries[$0].order }
        for order in due {
            guard let index = entries.firstIndex(where: { $0.order == order }) else { continue }
            let entry = entries[index]
            guard entry.timer.isValid else { continue }
            if entry.repeats {
                var next = entry.fireTime + entry.interval
                while next <= now + Self.tolerance { next += entry.interval }
                entries[index].fireTime = next
                entry.timer.fireDate = Date(timeIntervalSinceReferenceDate: absoluteStart + next)
            }
            entry.timer.fire()  // a non-repeating timer invalidates itself
        }
        entries.removeAll { !$0.timer.isValid }
    }
}
