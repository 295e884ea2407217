import Foundation

extension Timer {
    /// Foundation's `scheduledTimer(withTimeInterval:repeats:block:)`, which ported UIKit code
    /// calls unchanged: inside ``SimulatedClock/run(_:)`` the timer is scheduled on
    /// ``SimulatedClock/current`` and fires in its simulated time; elsewhere it is scheduled on
    /// the current `RunLoop`, exactly as Foundation's is.
    ///
    /// This declaration takes the place of Foundation's in a file that imports `UIKitDynamics`
    /// (which re-exports Foundation) and not Foundation itself. A file that imports both sees two
    /// equal candidates and the call is ambiguous: drop `import Foundation` there, or call
    /// `SimulatedClock.scheduledTimer(withTimeInterval:repeats:block:)`, which works anywhere.
    ///
    /// ```swift
    /// import UIKitDynamics
    ///
    /// clock.run {
    ///     Timer.scheduledTimer(withTimeInterval: 3, repeats: false) { _ in print("idle") }
    /// }
    /// ```
    @discardableResult
    public class func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
    ) -> Timer {
        SimulatedClock.scheduledTimer(withTimeInterval: interval, repeats: repeats, block: block)
    }
}
