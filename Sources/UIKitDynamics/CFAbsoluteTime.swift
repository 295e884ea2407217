// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// A time interval in seconds: Core Foundation's `CFTimeInterval` (Linux Foundation does not
/// export Core Foundation's names).
///
/// ```swift
/// let duration: CFTimeInterval = 0.3
/// ```
public typealias CFTimeInterval = Double

/// Seconds since 1 January 2001 00:00 UTC: Core Foundation's `CFAbsoluteTime`.
///
/// ```swift
/// let start: CFAbsoluteTime = CFAbsoluteTimeGetCurrent()
/// ```
public typealias CFAbsoluteTime = CFTimeInterval

/// The current time in seconds since 1 January 2001. Inside ``SimulatedClock/run(_:)`` it is the
/// clock's simulated time, so code that measures frame times with it is deterministic under
/// test; elsewhere it is the system clock, as in Core Foundation.
///
/// ```swift
/// let start = CFAbsoluteTimeGetCurrent()
/// animator.step()
/// let elapsed = CFAbsoluteTimeGetCurrent() - start
/// ```
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
    if let clock = SimulatedClock.current { return clock.absoluteTime }
    return Date().timeIntervalSinceReferenceDate
}

/// Core Animation's media time: seconds on a monotonic clock. Inside ``SimulatedClock/run(_:)``
/// it is the clock's ``SimulatedClock/now``; elsewhere the system's uptime.
///
/// ```swift
/// let t0 = CACurrentMediaTime()
/// ```
public func CACurrentMediaTime() -> CFTimeInterval {
    if let clock = SimulatedClock.current { return clock.now }
    return ProcessInfo.processInfo.systemUptime
}
