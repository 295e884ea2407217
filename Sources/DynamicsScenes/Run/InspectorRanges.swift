import Dynamics

/// The span of an inspector's slider beside each property, by behavior kind and property name
/// (the library's own interval is ``SceneValidator/interval(ofProperty:kind:)``).
enum InspectorRanges {
    /// The span of a slider: what people usually try, widened to hold the value now.
    static func typical(_ kind: String, _ property: String, behavior: DynamicBehavior) -> NumericDomain
        .Interval?
    {
        let base: NumericDomain.Interval? =
            switch (kind, property) {
            case (_, "angle"): NumericDomain.Interval(-Double.pi, Double.pi)
            case ("gravity", "magnitude"): NumericDomain.Interval(0, 5)
            case ("push", "magnitude"): NumericDomain.Interval(0, 10)
            case ("attachment", "length"): NumericDomain.Interval(0, 500)
            case ("attachment", "frequency"): NumericDomain.Interval(0, 10)
            case (_, "damping"): NumericDomain.Interval(0, 2)
            case ("attachment", "frictionTorque"): NumericDomain.Interval(0, 100)
            // The seed 003 demo's strength slider runs to 25.
            case ("field", "strength"): NumericDomain.Interval(0, 25)
            case ("field", "falloff"): NumericDomain.Interval(-3, 3)
            case ("field", "minimumRadius"): NumericDomain.Interval(0, 200)
            case ("field", "smoothness"): NumericDomain.Interval(0, 1)
            case ("field", "animationSpeed"): NumericDomain.Interval(0, 10)
            case ("itemProperties", "elasticity"): NumericDomain.Interval(0, 1.2)
            case ("itemProperties", "density"): NumericDomain.Interval(0, 10)
            case ("itemProperties", "friction"): NumericDomain.Interval(0, 2)
            case ("itemProperties", "resistance"), ("itemProperties", "angularResistance"):
                NumericDomain.Interval(0, 10)
            case ("itemProperties", "charge"): NumericDomain.Interval(-10, 10)
            default: nil
            }
        guard let base, case .number(let now)? = SceneRun.value(of: property, in: behavior), now.isFinite
        else { return base }
        return NumericDomain.Interval(Swift.min(base.lowerBound, now), Swift.max(base.upperBound, now))
    }
}
