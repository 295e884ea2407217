import Dynamics

/// A spring's feel in UIKit's terms and SwiftUI's: the inspector shows every spring (an
/// attachment with a frequency, a snap, a spring field) with its damping ratio, its period,
/// SwiftUI's `response` (the undamped period, 1 / frequency) and `dampingFraction` (the damping
/// ratio) and the predicted time to rest, and takes either vocabulary: `response` and
/// `dampingFraction` set `frequency` and `damping`, so the input log and the scene text keep
/// UIKit's names.
extension SceneRun {
    /// The extra inspector entries of a spring (none for other behaviors).
    static func springFeel(of behavior: DynamicBehavior) -> [InspectedProperty] {
        var list: [InspectedProperty] = []
        let hertz: CGFloat
        let ratio: CGFloat
        switch behavior {
        case let attachment as AttachmentBehavior where attachment.frequency > 0:
            (hertz, ratio) = (attachment.frequency, attachment.damping)
            list.append(response(hertz, editable: true))
            list.append(dampingFraction(ratio))
        case let snap as SnapBehavior:
            (hertz, ratio) = (SnapBehavior.springFrequency, snap.damping)
            list.append(response(hertz, editable: false))
            list.append(dampingFraction(ratio))
        case let field as FieldBehavior where field.isSpringField:
            // A spring field's stiffness is its strength (N/m); the period depends on each item's
            // mass: T = 2π √(m / S).
            guard let animator = field.dynamicAnimator, field.strength > 0,
                let item = field.items.first, let mass = animator.massProperties(for: item)?.mass, mass > 0
            else { return [] }
            let period = 2 * Double.pi * (Double(mass) / Double(field.strength)).squareRoot()
            return [
                .init(
                    name: "period", value: .number(period), isEditable: false,
                    text: "\(digits(period)) s for \(describeName(item)) (2π √(mass / strength))")
            ]
        default: return []
        }
        let period: String =
            ratio < 1
            ? "\(digits(1 / (Double(hertz) * (1 - Double(ratio * ratio)).squareRoot()))) s"
            : "none: damping ratio \(digits(ratio)) ≥ 1 does not oscillate"
        list.append(.init(name: "period", value: .number(0), isEditable: false, text: period))
        list.append(
            .init(name: "timeToRest", value: .number(0), isEditable: false, text: timeToRest(of: behavior)))
        return list
    }

    private static func response(_ hertz: CGFloat, editable: Bool) -> InspectedProperty {
        InspectedProperty(
            name: "response", value: .number(1 / Double(hertz)), domain: NumericDomain.Interval(0.01, 100),
            typical: NumericDomain.Interval(0.05, 2), isEditable: editable,
            text: editable
                ? nil : "\(digits(1 / Double(hertz))) s (the snap's springs are \(digits(Double(hertz))) Hz)")
    }

    private static func dampingFraction(_ ratio: CGFloat) -> InspectedProperty {
        InspectedProperty(
            name: "dampingFraction", value: .number(Double(ratio)), domain: NumericDomain.Interval(0, 1_000),
            typical: NumericDomain.Interval(0, 2))
    }

    /// The settling report's estimate for the items this behavior moves.
    private static func timeToRest(of behavior: DynamicBehavior) -> String {
        guard let animator = behavior.dynamicAnimator else { return "not in an animator" }
        let report = animator.settlingReport()
        let entries = report.items.filter { entry in
            entry.causes.contains { cause in
                switch cause {
                case .underdampedSpring(let b, _, _, _), .converging(let b, _, _): b === behavior
                default: false
                }
            }
        }
        guard !entries.isEmpty else { return report.isSettled ? "at rest" : "at rest (other items move)" }
        var longest = 0.0
        for entry in entries {
            guard let t = entry.estimatedTimeToRest else { return "never (no damping)" }
            longest = max(longest, t)
        }
        return "\(digits(longest)) s"
    }

    /// Four significant digits: `0.5103`, `3.063`.
    private static func digits(_ x: Double) -> String { DecimalText.general(x, significantDigits: 4) }

    private static func describeName(_ item: any DynamicItem) -> String {
        (item as? SceneItem)?.name ?? "its item"
    }

    /// SwiftUI's spring words as UIKit's: `response` r sets `frequency` 1 / r, `dampingFraction`
    /// sets `damping`; any other property is returned as it is. A response that is not a positive,
    /// finite number of seconds is refused by name.
    ///
    /// ```swift
    /// try SceneRun.uikitEquivalent(of: "response", of: spring, value: .number(0.25))   // ("frequency", .number(4))
    /// ```
    public static func uikitEquivalent(
        of property: String, of behavior: DynamicBehavior, value: InspectorValue
    )
        throws(DynamicsError) -> (property: String, value: InspectorValue)
    {
        guard behavior is AttachmentBehavior || behavior is SnapBehavior else { return (property, value) }
        switch (property, value) {
        case ("response", .number(let r)):
            guard r.isFinite, r > 0 else {
                throw DynamicsError(
                    .outOfRange,
                    "\(behavior.typeName).response: \(digits(r)) must be a positive number of seconds (1 / frequency)"
                )
            }
            return ("frequency", .number(1 / r))
        case ("dampingFraction", _): return ("damping", value)
        default: return (property, value)
        }
    }
}
