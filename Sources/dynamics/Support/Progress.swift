import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A progress bar on standard error for runs that take more than a second, shown only when
/// standard error is a terminal and `--quiet` is off.
///
/// ```swift
/// var progress = Progress(label: "render", enabled: !quiet)
/// for frame in 0..<frames { progress.update(Double(frame) / Double(frames)) }
/// progress.finish()
/// ```
struct Progress {
    private let label: String
    private let enabled: Bool
    private let start = ContinuousClock.now
    private var shown = false
    private var lastPercent = -1

    init(label: String, enabled: Bool) {
        self.label = label
        self.enabled = enabled && isatty(STDERR_FILENO) != 0
    }

    /// Redraws the bar at `fraction` (0…1) once the run has taken more than a second.
    mutating func update(_ fraction: Double) {
        guard enabled else { return }
        if !shown && ContinuousClock.now - start < .seconds(1) { return }
        let percent = Int((min(max(fraction, 0), 1) * 100).rounded(.down))
        guard percent != lastPercent else { return }
        shown = true
        lastPercent = percent
        let filled = percent * 30 / 100
        let bar = String(repeating: "#", count: filled) + String(repeating: " ", count: 30 - filled)
        FileHandle.standardError.write(Data("\r\(label) [\(bar)] \(percent)%".utf8))
    }

    /// Clears the bar's line if it was shown.
    func finish() {
        guard shown else { return }
        FileHandle.standardError.write(
            Data(("\r" + String(repeating: " ", count: label.count + 38) + "\r").utf8))
    }
}
