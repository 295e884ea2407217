import Dynamics

/// The validator's numeric-domain checks: the same ``NumericDomain`` intervals the `Dynamics`
/// API enforces, so a scene that validates never hands the engine a number it refuses or
/// cannot carry. Each check runs after the value's own finiteness and sign checks and names
/// the offending component (`items[0].center.x: 3.5e+38 is outside [-1e+06, 1e+06]`).
extension SceneValidator {
    /// Whether `value` lies in `interval`; records a problem at `path` if not.
    @discardableResult
    mutating func within(
        _ value: Double, _ interval: NumericDomain.Interval, _ path: @autoclosure () -> String
    ) -> Bool {
        if value.isFinite && interval.contains(value) { return true }
        let path = path()
        guard let error = NumericDomain.problem(value, in: interval, for: path) else { return true }
        switch error.code {
        case .nonFiniteValue: problem(path, "\(show(value)) is not finite")
        default: problem(path, "\(show(value)) is outside \(interval)")
        }
        return false
    }

    @discardableResult
    mutating func within<Value: BinaryFloatingPoint>(
        _ value: Value, _ interval: NumericDomain.Interval, _ path: @autoclosure () -> String
    ) -> Bool {
        within(Double(value), interval, path())
    }

    /// Both numbers of a point, vector or offset (paths `.x`, `.dx`, `.horizontal`, …), after
    /// its finiteness check: one problem for the whole value when either is not finite.
    @discardableResult
    mutating func within<Pair: NumberPair>(
        _ pair: Pair, _ interval: NumericDomain.Interval, _ path: @autoclosure () -> String
    ) -> Bool {
        let (first, second) = pair.numbers
        guard first.isFinite && second.isFinite else {
            problem(path(), "\(pair.shown) is not finite")
            return false
        }
        let firstInside = within(first, interval, path() + Pair.names.first)
        let secondInside = within(second, interval, path() + Pair.names.second)
        return firstInside && secondInside
    }

    /// A number that must be finite (the old message), then in `interval`.
    mutating func finite(
        _ value: Double, in interval: NumericDomain.Interval, _ path: @autoclosure () -> String
    ) {
        if finite(value, path()) { within(value, interval, path()) }
    }

    /// A number that must be finite and >= 0 (the old message), then in `interval`.
    mutating func nonNegative(
        _ value: Double, in interval: NumericDomain.Interval, _ path: @autoclosure () -> String
    ) {
        if value.isFinite && value >= 0 {
            within(value, interval, path())
        } else {
            nonNegative(value, path())
        }
    }

    /// The interval of a property a script `set` action may change.
    static func interval(ofProperty property: String, kind: String) -> NumericDomain.Interval {
        switch (kind, property) {
        case ("gravity", "magnitude"), ("gravity", "direction"): .gravity
        case (_, "angle"): .angle
        case ("push", "magnitude"), ("push", "direction"): .push
        case (_, "anchorPoint"), (_, "snapPoint"), (_, "position"): .coordinate
        case (_, "length"): .length
        case (_, "frequency"): .frequency
        case (_, "damping"): .damping
        case (_, "frictionTorque"): .frictionTorque
        case (_, "strength"), ("field", "direction"): .fieldStrength
        case (_, "falloff"): .falloff
        case (_, "minimumRadius"): .minimumRadius
        case (_, "smoothness"): .smoothness
        case (_, "animationSpeed"): .animationSpeed
        case (_, "elasticity"): .elasticity
        case (_, "density"): .density
        case (_, "charge"): .charge
        default: .friction  // friction, resistance, angularResistance
        }
    }
}
