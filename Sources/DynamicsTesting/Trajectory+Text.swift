import DynamicsRender
import Foundation

extension Trajectory {
    /// The trajectory as text for a reference file: one block per recorded frame (`t=0.50`), one line
    /// per item with its centre rounded to `positionStep` points and its angle to `angleStep`
    /// degrees. Rounding is what lets a reference survive harmless changes (a different summation
    /// order, a new compiler) while any change a person could see on screen still shows in the diff.
    ///
    /// ```swift
    /// print(recorder.trajectory.roundedText())
    /// // trajectory of 1 item, 2 frames; centres in pt to 1 pt, angles in degrees to 1°
    /// // t=0.00
    /// //   square (160, 100) 0°
    /// // t=0.10
    /// //   square (160, 105) 0°
    /// ```
    public func roundedText(positionStep: Double = 1, angleStep: Double = 1) -> String {
        let position = RoundedNumber(step: positionStep)
        let degrees = RoundedNumber(step: angleStep)
        let noun = items.count == 1 ? "item" : "items"
        var text =
            "trajectory of \(items.count) \(noun), \(frames.count) frames; centres in pt to \(position.stepText) pt, "
            + "angles in degrees to \(degrees.stepText)°\n"
        for frame in frames {
            text += "t=" + String(format: "%.2f", frame.time) + "\n"
            for (item, state) in zip(items, frame.items) {
                let angle = Double(state.angle) * 180 / .pi
                text +=
                    "  \(item.name) (\(position.text(Double(state.center.x))), \(position.text(Double(state.center.y)))) "
                    + "\(degrees.text(angle))°\n"
            }
        }
        return text
    }
}

/// Rounds to a multiple of a step and prints with just the decimals that step needs.
struct RoundedNumber {
    /// The step: finite and positive (anything else is taken as 1).
    let step: Double
    /// Decimal places of the step (0 for 1, 1 for 0.5, 2 for 0.25 …, at most 6).
    let decimals: Int

    init(step: Double) {
        let valid = step.isFinite && step >= 1e-6 ? step : 1
        self.step = valid
        var places = 0
        while places < 6
            && abs(valid * pow(10, Double(places)) - (valid * pow(10, Double(places))).rounded()) > 1e-9
        {
            places += 1
        }
        decimals = places
    }

    var stepText: String { String(format: "%.\(decimals)f", step) }

    /// `value` rounded to the step; never "-0". A value that is not finite prints as itself.
    func text(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let rounded = (value / step).rounded() * step
        return String(format: "%.\(decimals)f", rounded == 0 ? 0 : rounded)
    }
}
