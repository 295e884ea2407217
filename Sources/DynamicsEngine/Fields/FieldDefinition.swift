/// A force field in a ``World``; see ``BodyID`` for the generation rule.
///
/// ```swift
/// let field = world.createField(FieldDefinition(kind: .spring))
/// world.isValid(field)   // true
/// ```
public struct FieldID: Hashable, Sendable, CustomStringConvertible {
    public let index: Int32
    public let generation: UInt32
    @inlinable init(index: Int32, generation: UInt32) {
        self.index = index
        self.generation = generation
    }
    public var description: String { "field#\(index).\(generation)" }
}

/// The parameters of a force field (UIKit's `UIFieldBehavior`), in SI units.
///
/// Distances are metres; `p` below is the body's centre of mass minus `position`, `r = |p|`,
/// `fall(r) = |falloff| < 2⁻¹⁵ ? 1 : max(r, minimumRadius)^(−falloff)`. Forces are newtons,
/// evaluated once per solver sub-step on the field's awake members.
///
/// ```swift
/// var def = FieldDefinition(kind: .radialGravity, position: Vec2(2, 3))
/// def.strength = 5
/// def.falloff = 2
/// world.createField(def)
/// ```
public struct FieldDefinition: Sendable {
    /// The force law.
    public enum Kind: Sendable, Equatable {
        /// `F = −S·u·|u|·fall`, `u = v − direction` (the medium's velocity).
        case drag
        /// `F = S·(−p̂.y, p̂.x)·fall / m` (UIKit divides by the mass once more).
        case vortex
        /// `F = −S·m·p̂·fall`; nothing within √(10⁻⁵) m of the centre.
        case radialGravity
        /// `F = S·m·direction·fall` (direction in m/s²).
        case linearGravity
        /// Sets the velocity to `direction` (m/s) for the sub-step, replacing gravity, applied
        /// forces and other fields; the first containing velocity field wins.
        case velocity
        /// `F = −S·p̂·fall` (with falloff −1: Hooke's law, S in N/m); nothing within 10⁻⁵ m.
        case spring
        /// `F = S·q·p̂·fall` (away from the field for S·q > 0).
        case electric
        /// `F = S·(v.y, −v.x)·fall` — the charge only enters the zero test (UIKit's quirk).
        case magnetic
        /// `F = S·fall·n·∇n` from simplex noise (``NoiseField``) at the field-local position.
        case noise(seed: UInt64)
        /// The noise force times `m·|v|²`.
        case turbulence(seed: UInt64)
        /// The closure passed to ``World/createField(_:evaluate:)`` returns the force (N),
        /// not scaled by strength (strength 0 still disables it) and without falloff.
        case custom
    }

    public var kind: Kind
    /// The field's origin in world metres.
    public var position: Vec2
    /// Strength scale S; fields with |S·X| < 2⁻¹⁵ do nothing (X = m for linear, radial and vortex,
    /// q for electric and magnetic, 1 otherwise).
    public var strength: Float = 1
    /// Exponent k of `fall(r)`; 0 = no falloff.
    public var falloff: Float = 0
    /// Distances below this (metres) count as this in `fall(r)`.
    public var minimumRadius: Float = 1.0 / 32768
    /// Not scaled: m/s² for linear gravity, m/s for velocity and for drag's medium.
    public var direction: Vec2 = .zero
    /// Noise and turbulence: 0 = as noisy as possible, 1 = as smooth as possible.
    public var smoothness: Float = 0
    /// Noise and turbulence: the rate of change (lattice cells per second).
    public var animationSpeed: Float = 0
    /// Postfix program over field-local metres deciding where the field acts; empty = everywhere.
    public var region: [RegionInstruction] = []

    /// Creates a definition with UIKit's defaults except falloff (0 here for every kind).
    public init(kind: Kind, position: Vec2 = .zero) {
        self.kind = kind
        self.position = position
    }
}

/// One instruction of a field's region program, run on a stack of booleans over the field-local
/// point (x, y) in metres; the region contains the point if the final top is true.
///
/// ```swift
/// // A ring: inside 2 m but not inside 1 m.
/// def.region = [.circle(radius: 2), .circle(radius: 1), .not, .and]
/// ```
public enum RegionInstruction: Sendable, Equatable {
    /// Pushes true / false.
    case infinite, empty
    /// Pushes `x² + y² ≤ radius²` (inclusive boundary).
    case circle(radius: Float)
    /// Pushes `|x| < halfWidth && |y| < halfHeight` (strict boundary).
    case rectangle(halfWidth: Float, halfHeight: Float)
    /// `not` pops one and pushes its negation; `and` / `or` pop two and push the result.
    case not, and, or
}

/// What a custom field's closure receives.
public struct FieldSample: Sendable {
    /// Field-local position in metres (the Dynamics layer converts to points).
    public var position: Vec2
    /// Velocity in m/s.
    public var velocity: Vec2
    /// Mass in kg.
    public var mass: Float
    public var charge: Float
    /// World time after the sub-step, in seconds since the world began.
    public var time: Float

    public init(position: Vec2, velocity: Vec2, mass: Float, charge: Float, time: Float) {
        self.position = position
        self.velocity = velocity
        self.mass = mass
        self.charge = charge
        self.time = time
    }
}
