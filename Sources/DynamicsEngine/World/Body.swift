/// How a body moves.
///
/// ```swift
/// BodyDefinition(type: .static)   // a boundary: never moves, infinite mass
/// ```
public enum BodyType: UInt8, Sendable {
    /// Never moves; infinite mass. Boundaries and anchored items.
    case `static`
    /// Moves with its velocity; infinite mass; pushes dynamic bodies.
    case kinematic
    /// Moves under forces, gravity, contacts and joints.
    case dynamic
}

/// The parameters of a new body.
///
/// ```swift
/// var def = BodyDefinition(type: .dynamic, position: Vec2(1, 2))
/// def.linearDamping = 0.1
/// let body = world.createBody(def)
/// ```
public struct BodyDefinition: Sendable {
    public var type: BodyType
    /// The body origin in metres (for items: the item's center).
    public var position: Vec2
    /// The rotation in radians.
    public var angle: Float
    public var linearVelocity: Vec2 = .zero
    public var angularVelocity: Float = 0
    /// Velocity decay rate c (1/s): per step v ← v / (1 + h·c).
    public var linearDamping: Float = 0
    public var angularDamping: Float = 0
    /// The multiple of world gravity the body feels (UIKit: 1 for gravity-behavior items, else 0).
    public var gravityScale: Float = 1
    /// Prevents rotation (infinite rotational inertia).
    public var fixedRotation = false
    /// Whether the body may fall asleep.
    public var allowsSleep = true
    /// Free for the owner (the animator keeps its item slot here).
    public var userData: Int = 0

    /// Creates a definition.
    public init(type: BodyType = .dynamic, position: Vec2 = .zero, angle: Float = 0) {
        self.type = type
        self.position = position
        self.angle = angle
    }
}

/// The world's record of one body. Plain data, stored in a ``RawArray`` indexed by body index.
@usableFromInline
struct Body: Sendable {
    var type: BodyType
    var generation: UInt32
    var isAlive: Bool
    var isAwake: Bool
    var fixedRotation: Bool
    var allowsSleep: Bool
    /// The transform of the body origin.
    var transform: Transform
    /// The centre of mass in world coordinates and in body coordinates.
    var center: Vec2
    var localCenter: Vec2
    var linearVelocity: Vec2
    var angularVelocity: Float
    var force: Vec2
    var torque: Float
    var mass: Float
    var invMass: Float
    var inertia: Float
    var invInertia: Float
    var linearDamping: Float
    var angularDamping: Float
    var gravityScale: Float
    /// Seconds the body has been slower than the sleep tolerances.
    var sleepTime: Float
    /// The smallest inner radius and the largest extent of the body's shapes (continuous
    /// collision).
    var minExtent: Float
    var maxExtent: Float
    /// First shape in the body's shape list (−1 if none).
    var firstShape: Int32
    /// Set while asleep: the sleeping island it belongs to (−1 when awake).
    var sleepIsland: Int32
    /// Index in the solver's per-step body array while awake and simulated (−1 otherwise).
    var solverIndex: Int32
    var userData: Int
}
