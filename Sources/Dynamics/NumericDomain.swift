/// The range of every kind of number the engine's `Float` arithmetic carries without overflow.
///
/// Every number that enters the world is checked here first, at the API: a value outside its
/// interval is refused exactly as NaN is (a setter keeps the old value and reports a
/// ``DynamicsError``, an item is left out of the world, a throwing call throws). The code is
/// `.nonFiniteValue` for NaN and ±∞ and `.outOfRange` for a finite value outside the interval;
/// the message names the property and the value. The scene validator of `DynamicsScenes` uses
/// the same checks, so a scene file that validates cannot overflow when it runs.
///
/// Units are UIKit's (points, seconds; the engine works in metres = points / 100). The bounds
/// leave room for the products the step forms (a centre times a rotation, a velocity times a
/// mass, a size squared times a density for the inertia) to stay far below `Float`'s 3.4e38.
///
/// | Input | Interval |
/// |---|---|
/// | coordinates: centres, anchors, snap points, field positions, offsets, reference-bounds edges, boundary points | \|x\| ≤ 1e6 pt |
/// | item sizes (width, height) and a collision path's extent | 0.01 … 1e5 pt |
/// | collision path points, relative to the item's centre | \|x\| ≤ 1e5 pt |
/// | linear velocity, per component | \|v\| ≤ 1e6 pt/s |
/// | angular velocity | \|ω\| ≤ 1e4 rad/s |
/// | gravity magnitude and direction components (1.0 = 1000 pt/s²) | \|g\| ≤ 1e4 |
/// | push magnitude and direction components (UIKit newtons) | \|f\| ≤ 1e6 |
/// | angles (gravity, push) | \|θ\| ≤ 1e6 rad |
/// | field strength; field direction components | \|s\| ≤ 1e6 |
/// | field falloff | \|k\| ≤ 1e3 |
/// | field minimumRadius | 0 … 1e6 pt |
/// | noise smoothness | 0 … 1 |
/// | noise animationSpeed | \|a\| ≤ 1e4 |
/// | region radius, width and height | \|r\| ≤ 1e6 pt |
/// | attachment length | 0 … 1e6 pt |
/// | attachment and snap frequency | 0 … 1e4 Hz |
/// | attachment and snap damping | 0 … 1e4 |
/// | attachment frictionTorque | 0 … 1e6 |
/// | attachment range bounds (±∞ = no limit) | \|x\| ≤ 1e6 |
/// | sliding axis components (and not zero) | \|x\| ≤ 1e6 |
/// | density | 0 … 1e6 |
/// | elasticity | 0 … 1e3 |
/// | friction, resistance, angularResistance | 0 … 1e6 |
/// | charge | \|q\| ≤ 1e6 |
/// | `advance(by:frameDuration:)` seconds | 0 … 1e6 s |
/// | `advance(by:frameDuration:)` frameDuration | 1e-4 … 1e6 s (a frame over 0.5 s counts as 1/60 s) |
/// | `debugAnimationSpeed` (and its key-value key) | 0 … 100 |
///
/// ```swift
/// NumericDomain.Interval.coordinate.contains(3.5e38)   // false
/// NumericDomain.problem(1e39, in: .frequency, for: "AttachmentBehavior.frequency")?.message
/// // "AttachmentBehavior.frequency: 1e+39 is outside [0, 10000]"
/// ```
public enum NumericDomain {
    /// A closed interval of allowed values.
    ///
    /// ```swift
    /// NumericDomain.Interval(0, 1).contains(0.5)   // true
    /// ```
    public struct Interval: Sendable, Equatable, CustomStringConvertible {
        /// The smallest allowed value.
        public let lowerBound: Double
        /// The largest allowed value.
        public let upperBound: Double

        /// Creates the interval `lowerBound … upperBound`.
        ///
        /// ```swift
        /// let unit = NumericDomain.Interval(0, 1)
        /// ```
        public init(_ lowerBound: Double, _ upperBound: Double) {
            self.lowerBound = lowerBound
            self.upperBound = upperBound
        }

        /// Whether `value` lies in the interval (never for NaN).
        ///
        /// ```swift
        /// NumericDomain.Interval.smoothness.contains(1.5)   // false
        /// ```
        public func contains(_ value: Double) -> Bool { value >= lowerBound && value <= upperBound }

        /// `[lower, upper]`, in `%g` notation.
        public var description: String { "[\(Self.text(lowerBound)), \(Self.text(upperBound))]" }

        private static func text(_ x: Double) -> String { DecimalText.general(x) }
    }

    /// The error for `value` if it is not finite or outside `interval`, else `nil`. The message
    /// is "`property`: `value` is not finite" or "`property`: `value` is outside `interval`";
    /// `property` (like the other overloads' texts) is only evaluated for an error, so naming an
    /// item costs nothing when its values are fine.
    ///
    /// ```swift
    /// if let error = NumericDomain.problem(speed, in: .animatorSpeed, for: "debugAnimationSpeed") {
    ///     throw error
    /// }
    /// ```
    public static func problem(
        _ value: Double, in interval: Interval, for property: @autoclosure () -> String
    ) -> DynamicsError? {
        guard value.isFinite else {
            return DynamicsError(
                .nonFiniteValue, "\(property()): \(DecimalText.readable(value)) is not finite")
        }
        guard interval.contains(value) else {
            return DynamicsError(
                .outOfRange, "\(property()): \(DecimalText.readable(value)) is outside \(interval)")
        }
        return nil
    }

    /// The error for a `CGFloat` (or `Float`) outside `interval`, else `nil`.
    ///
    /// ```swift
    /// NumericDomain.problem(CGFloat(2), in: .smoothness, for: "smoothness")   // outOfRange
    /// ```
    public static func problem<Value: BinaryFloatingPoint>(
        _ value: Value, in interval: Interval, for property: @autoclosure () -> String
    ) -> DynamicsError? {
        problem(Double(value), in: interval, for: property())
    }

    /// The error for a point with a component outside `interval`, naming the whole point.
    ///
    /// ```swift
    /// NumericDomain.problem(CGPoint(x: 1e30, y: 0), in: .coordinate, for: "SnapBehavior.snapPoint")
    /// // "SnapBehavior.snapPoint: (1e+30, 0.0) is outside [-1e+06, 1e+06]"
    /// ```
    public static func problem(
        _ point: CGPoint, in interval: Interval, for property: @autoclosure () -> String
    )
        -> DynamicsError?
    {
        pair(
            Double(point.x), Double(point.y), in: interval, for: property(), shown: "(\(point.x), \(point.y))"
        )
    }

    /// The error for a vector with a component outside `interval`, naming the whole vector.
    ///
    /// ```swift
    /// NumericDomain.problem(CGVector(dx: 1e39, dy: 0), in: .slidingAxis, for: "axisOfTranslation")
    /// ```
    public static func problem(
        _ vector: CGVector, in interval: Interval, for property: @autoclosure () -> String
    )
        -> DynamicsError?
    {
        pair(
            Double(vector.dx), Double(vector.dy), in: interval, for: property(),
            shown: "(\(vector.dx), \(vector.dy))")
    }

    /// The error for an offset with a component outside ``Interval/coordinate``.
    ///
    /// ```swift
    /// NumericDomain.problem(Offset(horizontal: -1e30, vertical: 0), for: "offsetFromCenter")
    /// ```
    public static func problem(_ offset: Offset, for property: @autoclosure () -> String) -> DynamicsError? {
        pair(
            Double(offset.horizontal), Double(offset.vertical), in: .coordinate, for: property(),
            shown: "(\(offset.horizontal), \(offset.vertical))")
    }

    /// The error for a rectangle with an edge outside ``Interval/coordinate``; the null and infinite
    /// rectangles (no bounds at all) are allowed.
    ///
    /// ```swift
    /// NumericDomain.problem(CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10), for: "referenceBounds")
    /// ```
    public static func problem(_ rect: CGRect, for property: @autoclosure () -> String) -> DynamicsError? {
        // Only the null rectangle itself: `isNull` also holds for any rectangle with a +∞ origin.
        let isExactlyNull = rect.origin.x == .infinity && rect.origin.y == .infinity && rect.size == .zero
        if isExactlyNull || rect.isInfinite { return nil }
        let values = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map { Double($0) }
        func shown() -> String {
            "(\(rect.origin.x), \(rect.origin.y), \(rect.size.width), \(rect.size.height))"
        }
        if values.contains(where: { !$0.isFinite }) {
            return DynamicsError(.nonFiniteValue, "\(property()): \(shown()) is not finite")
        }
        let edges = [rect.minX, rect.maxX, rect.minY, rect.maxY].map { Double($0) }
        if !edges.allSatisfy(Interval.coordinate.contains) {
            return DynamicsError(
                .outOfRange, "\(property()): \(shown()) has an edge outside \(Interval.coordinate)")
        }
        return nil
    }

    private static func pair(
        _ x: Double, _ y: Double, in interval: Interval, for property: @autoclosure () -> String,
        shown: @autoclosure () -> String
    ) -> DynamicsError? {
        if !x.isFinite || !y.isFinite {
            return DynamicsError(.nonFiniteValue, "\(property()): \(shown()) is not finite")
        }
        if !interval.contains(x) || !interval.contains(y) {
            return DynamicsError(.outOfRange, "\(property()): \(shown()) is outside \(interval)")
        }
        return nil
    }
}

extension DynamicsError {
    /// This error with "; kept `value`" appended: what a setter says when it refuses a value.
    ///
    /// ```swift
    /// report(problem.keeping("1"))   // "GravityBehavior.magnitude: 1e+39 is outside …; kept 1"
    /// ```
    public func keeping(_ value: String) -> DynamicsError {
        DynamicsError(code, message + "; kept " + value)
    }
}

/// The intervals of the domain, one per kind of input (see ``NumericDomain`` for the table).
extension NumericDomain.Interval {
    /// Positions in points: centres, anchors, snap points, field positions, offsets,
    /// reference-bounds edges and boundary points.
    public static let coordinate = NumericDomain.Interval(-1e6, 1e6)
    /// Item widths and heights, and a collision path's extent, in points.
    public static let size = NumericDomain.Interval(0.01, 1e5)
    /// Collision path points relative to the item's centre, in points.
    public static let pathPoint = NumericDomain.Interval(-1e5, 1e5)
    /// Linear velocity per component, in points per second.
    public static let linearVelocity = NumericDomain.Interval(-1e6, 1e6)
    /// Angular velocity, in radians per second.
    public static let angularVelocity = NumericDomain.Interval(-1e4, 1e4)
    /// Gravity magnitude and direction components (1.0 = 1000 pt/s²).
    public static let gravity = NumericDomain.Interval(-1e4, 1e4)
    /// Push magnitude and direction components, in UIKit newtons.
    public static let push = NumericDomain.Interval(-1e6, 1e6)
    /// Angles of gravity and push, in radians.
    public static let angle = NumericDomain.Interval(-1e6, 1e6)
    /// Field strength and field direction components.
    public static let fieldStrength = NumericDomain.Interval(-1e6, 1e6)
    /// Field falloff exponent.
    public static let falloff = NumericDomain.Interval(-1e3, 1e3)
    /// Field minimum radius, in points.
    public static let minimumRadius = NumericDomain.Interval(0, 1e6)
    /// Noise and turbulence smoothness.
    public static let smoothness = NumericDomain.Interval(0, 1)
    /// Noise and turbulence animation speed, in Hz.
    public static let animationSpeed = NumericDomain.Interval(-1e4, 1e4)
    /// Region radius, width and height, in points.
    public static let regionExtent = NumericDomain.Interval(-1e6, 1e6)
    /// Attachment length, in points.
    public static let length = NumericDomain.Interval(0, 1e6)
    /// Spring frequency, in Hz.
    public static let frequency = NumericDomain.Interval(0, 1e4)
    /// Spring damping ratio (attachments and snaps).
    public static let damping = NumericDomain.Interval(0, 1e4)
    /// Pin attachment friction torque.
    public static let frictionTorque = NumericDomain.Interval(0, 1e6)
    /// Finite attachment range bounds (±∞ means no limit).
    public static let attachmentRange = NumericDomain.Interval(-1e6, 1e6)
    /// Sliding axis components.
    public static let slidingAxis = NumericDomain.Interval(-1e6, 1e6)
    /// Item density.
    public static let density = NumericDomain.Interval(0, 1e6)
    /// Item elasticity.
    public static let elasticity = NumericDomain.Interval(0, 1e3)
    /// Item friction, resistance and angular resistance.
    public static let friction = NumericDomain.Interval(0, 1e6)
    /// Item charge.
    public static let charge = NumericDomain.Interval(-1e6, 1e6)
    /// Seconds of one `advance(by:frameDuration:)` call.
    public static let advanceDuration = NumericDomain.Interval(0, 1e6)
    /// Frame durations of `advance(by:frameDuration:)`, in seconds (a frame over 0.5 s counts
    /// as 1/60 s).
    public static let frameDuration = NumericDomain.Interval(1e-4, 1e6)
    /// `debugAnimationSpeed`: simulated seconds per frame second.
    public static let animatorSpeed = NumericDomain.Interval(0, 100)
}
