/// The parameters of a new joint: its kind, the two bodies and where on each body it holds.
///
/// Anchors are in each body's own frame (metres from the body origin). Angles and axes that a
/// kind keeps (revolute limits, the prismatic axis, the weld pose) are measured against the
/// bodies' relative pose at creation.
///
/// ```swift
/// // A 1 m pendulum hanging from a static pivot.
/// let pivot = world.createBody(BodyDefinition(type: .static, position: Vec2(0, 0)))
/// let bob = world.createBody(BodyDefinition(type: .dynamic, position: Vec2(1, 0)))
/// world.createShape(on: bob, .circle(center: .zero, radius: 0.1))
/// world.createJoint(JointDefinition(kind: .distance(length: 1, hertz: 0, dampingRatio: 0),
///                                   bodyA: pivot, bodyB: bob))
/// ```
public struct JointDefinition: Sendable {
    /// What a joint keeps between its two anchors.
    public enum Kind: Sendable, Equatable {
        /// Keeps the anchors `length` apart: a rigid rod when hertz == 0, else a spring of that
        /// frequency (Hz) and damping ratio (1 = critical).
        case distance(length: Float, hertz: Float, dampingRatio: Float)
        /// Keeps the anchors at most `maxLength` apart (slack when closer).
        case rope(maxLength: Float)
        /// Pins the anchors together; the bodies rotate freely about them. Relative angle kept in
        /// [lowerAngle, upperAngle] (infinite bounds: no limit); `frictionTorque` (N·m) resists
        /// relative rotation (a motor of speed 0 with that maximum torque).
        case revolute(lowerAngle: Float, upperAngle: Float, frictionTorque: Float)
        /// Lets B translate relative to A only along `localAxisA` (unit, in A's frame); no relative
        /// rotation; translation along the axis kept in [lower, upper] (infinite: no limit).
        case prismatic(localAxisA: Vec2, lower: Float, upper: Float)
        /// Fixes the relative pose (position and angle) at creation.
        case weld
    }

    public var kind: Kind
    public var bodyA: BodyID
    public var bodyB: BodyID
    /// Anchors in each body's frame (metres, relative to the body origin).
    public var localAnchorA: Vec2
    public var localAnchorB: Vec2
    /// Whether the two bodies still collide with each other (default false).
    public var collideConnected: Bool

    /// Creates a definition.
    ///
    /// ```swift
    /// JointDefinition(kind: .rope(maxLength: 2), bodyA: a, bodyB: b, localAnchorB: Vec2(0, -0.5))
    /// ```
    public init(
        kind: Kind, bodyA: BodyID, bodyB: BodyID, localAnchorA: Vec2 = .zero, localAnchorB: Vec2 = .zero,
        collideConnected: Bool = false
    ) {
        self.kind = kind
        self.bodyA = bodyA
        self.bodyB = bodyB
        self.localAnchorA = localAnchorA
        self.localAnchorB = localAnchorB
        self.collideConnected = collideConnected
    }
}
