/// A potential contact between two shapes whose fat bounds overlap.
///
/// 128 bytes, two cache lines: what the passes that skip most contacts read (the ids, the
/// flags, the side, the manifold's point count) is in the first.
@usableFromInline
struct Contact {
    var shapeA: Int32
    var shapeB: Int32
    var bodyA: Int32
    var bodyB: Int32
    /// Whether the shapes touch (closer than the linear slop) at the step's start: what the
    /// sleep islands link by. Begin/end events follow ``reported`` instead.
    var touching: Bool
    /// Whether each side is pushed by this contact (its mask meets the other's category). A side
    /// that does not respond passes through; the other side sees it as immovable.
    var respondsA: Bool
    var respondsB: Bool
    var reportsEvents: Bool
    /// Whether the pair counts as touching for begin/end events: set by a begin, cleared by an
    /// end (``World/collide(_:)``, ``World/beginPressedContacts()``). Wider than `touching`:
    /// a contact that carried a normal impulse in the step counts even if its points stayed
    /// apart (a speculative contact that bounced a fast item), and it ends only once the shapes
    /// are a whole ``World/releaseSeparation`` apart with no impulse (hysteresis, so a resting
    /// item does not flicker). Sits in the padding after `side`: the record stays 128 bytes.
    var reported: Bool
    /// A static segment's contact: the side of the segment (±1 along its first normal) the
    /// other shape's centre was on when the contact began, 0 otherwise. A thin wall has no
    /// inside, so an item pressed more than halfway through one would otherwise be pushed on
    /// out the far side and its centre kept there; with the side remembered it is pushed back
    /// (``World/oneSidedManifold``) and may cross back (``World/guardCrossings(_:)``).
    var side: Int8
    /// Whether the pair is being pushed out of an overlap it was created in: set when its first
    /// points are deeper than ``Tolerances/speculativeDistance`` (made overlapping, or arrived
    /// that deep within one step), cleared once none is. A pair pressed that deep by a load got
    /// there with points and is not. In a step where such a pair's push would leave speed, the
    /// solver relaxes to convergence (`World.solve`). In the padding after `side`: the record
    /// stays 128 bytes.
    var recovering: Bool
    /// Mixed material: friction √(fA·fB), restitution max(eA, eB).
    var friction: Float
    var restitution: Float
    var manifold: Manifold
    var key: UInt64
}

/// Two shapes started touching during a step.
///
/// ```swift
/// for event in world.contactBeginEvents { print(event.shapeA, event.shapeB, event.point) }
/// ```
public struct ContactBeginEvent: Sendable, Equatable {
    public var shapeA: ShapeID
    public var shapeB: ShapeID
    /// The owners' tags (``ShapeDefinition/userData``), kept even if a shape is destroyed later.
    public var userDataA: Int
    public var userDataB: Int
    /// The contact point that carried the largest normal impulse in the step (metres).
    public var point: Vec2
}

/// Two shapes stopped touching (or one of them was destroyed while touching).
public struct ContactEndEvent: Sendable, Equatable {
    public var shapeA: ShapeID
    public var shapeB: ShapeID
    public var userDataA: Int
    public var userDataB: Int
}
