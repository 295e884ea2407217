/// The kind tag of a joint record; the solver switches on it (no protocols, no dynamic dispatch).
@usableFromInline
enum JointType: UInt8, Sendable {
    case distance, rope, revolute, prismatic, weld
}

/// The world's record of one joint: plain data in a ``RawArray`` indexed by joint index.
///
/// The parameters of every kind live side by side (a joint uses the fields of its kind and
/// leaves the rest zero), so the record stays one fixed-size POD and the array one buffer. The
/// impulses are kept from step to step to warm start the next one.
@usableFromInline
struct Joint: Sendable {
    var type: JointType
    var isAlive: Bool
    var collideConnected: Bool
    /// Revolute and prismatic: whether either bound is finite.
    var hasLimit: Bool
    var generation: UInt32
    var bodyA: Int32
    var bodyB: Int32
    /// Each body's joints form a doubly linked list of edges; edge `2·joint + side` (side 0: this
    /// joint seen from body A, 1: from body B). −1 ends a list.
    var nextEdgeA: Int32
    var prevEdgeA: Int32
    var nextEdgeB: Int32
    var prevEdgeB: Int32
    var localAnchorA: Vec2
    var localAnchorB: Vec2
    /// The point of A (in A's frame) that the solver holds anchor B to: `localAnchorA`, except
    /// for welds, where it is anchor B at creation seen from A — so a weld keeps the creation
    /// pose even when its two anchors were apart.
    var frameAnchorA: Vec2
    /// Prismatic: the unit axis in A's frame.
    var localAxisA: Vec2
    /// The relative rotation conj(qA)·qB at creation (revolute limits, prismatic, weld).
    var referenceRotation: Rotation
    /// Distance: rest length; rope: maximum length.
    var length: Float
    var hertz: Float
    var dampingRatio: Float
    /// Revolute: angle bounds (radians); prismatic: translation bounds (metres).
    var lower: Float
    var upper: Float
    var frictionTorque: Float
    /// Distance springs: the coefficients for sub-step `springH` (recomputed when h changes).
    var springStep: SoftStep
    var springH: Float
    var linearImpulse: Vec2
    var angularImpulse: Float
    var axialImpulse: Float
    var lowerImpulse: Float
    var upperImpulse: Float

    static let dead = Joint(
        type: .distance, isAlive: false, collideConnected: false, hasLimit: false, generation: 0, bodyA: -1,
        bodyB: -1, nextEdgeA: -1, prevEdgeA: -1, nextEdgeB: -1, prevEdgeB: -1, localAnchorA: .zero,
        localAnchorB: .zero, frameAnchorA: .zero, localAxisA: .zero, referenceRotation: .identity, length: 0,
        hertz: 0,
        dampingRatio: 0, lower: 0, upper: 0, frictionTorque: 0, springStep: .relax, springH: 0,
        linearImpulse: .zero, angularImpulse: 0,
        axialImpulse: 0, lowerImpulse: 0, upperImpulse: 0)
}

/// The coefficients of one soft velocity constraint for a sub-step:
/// `λ = −m_eff · (massScale · Cdot + positionScale · C) − impulseScale · λ_accumulated`.
///
/// Rigid constraints take them from ``Softness`` (positionScale = massScale · biasRate), the
/// relax pass uses (1, 0, 0) — remove velocity error, leave position alone — and a limit not yet
/// reached uses (1, 1/h, 0): the bodies may close exactly the remaining gap in one sub-step.
@usableFromInline
struct SoftStep: Sendable {
    var massScale: Float
    var positionScale: Float
    var impulseScale: Float

    static let relax = SoftStep(massScale: 1, positionScale: 0, impulseScale: 0)

    init(massScale: Float, positionScale: Float, impulseScale: Float) {
        self.massScale = massScale
        self.positionScale = positionScale
        self.impulseScale = impulseScale
    }

    init(_ soft: Softness) {
        self.init(
            massScale: soft.massScale, positionScale: soft.massScale * soft.biasRate,
            impulseScale: soft.impulseScale)
    }

    @inline(__always)
    static func speculative(invH: Float) -> SoftStep {
        SoftStep(massScale: 1, positionScale: invH, impulseScale: 0)
    }
}

/// A joint prepared for one step: the solver slots of its bodies, their inverse masses, the
/// anchors turned into world orientation (relative to the centres of mass, fixed for the step:
/// the sub-steps rotate them by the bodies' rotation deltas) and the impulses being accumulated.
@usableFromInline
struct JointConstraint: Sendable {
    var type: JointType
    var hasLimit: Bool
    /// A distance joint with a frequency: solved in the biased pass only, with ``spring``.
    var isSpring: Bool
    var joint: Int32
    var a: Int32
    var b: Int32
    var invMassA: Float
    var invIA: Float
    var invMassB: Float
    var invIB: Float
    var rA: Vec2
    var rB: Vec2
    /// cB − cA at the step's start; the anchors' separation is then
    /// `dpB − dpA + deltaCenter + R(dqB)·rB − R(dqA)·rA`.
    var deltaCenter: Vec2
    /// Prismatic: the axis in world orientation at the step's start.
    var axis: Vec2
    /// conj(qA)·qB·conj(reference) at the step's start: the relative angle is read from
    /// conj(dqA)·dqB·relativeRotation without trigonometry.
    var relativeRotation: Rotation
    var length: Float
    /// Distance joints and ropes: 1 / (effective mass along the step-start axis).
    var axialMass: Float
    var lower: Float
    var upper: Float
    /// Revolute friction: the largest motor impulse per sub-step (torque · h).
    var maxMotorImpulse: Float
    /// Distance springs: their own coefficients (see ``SoftStep/spring(hertz:dampingRatio:h:)``).
    var spring: SoftStep
    var linearImpulse: Vec2
    var angularImpulse: Float
    var axialImpulse: Float
    var lowerImpulse: Float
    var upperImpulse: Float
    /// Pins and welds on a long arm: the solver slot of the side whose turn `linearImpulse`
    /// follows (−1: none), and that side's rotation delta when it was last turned (see
    /// ``turnLinearImpulse(_:)``).
    var impulseTurnSlot: Int32 = -1
    var impulseTurn = Rotation.identity
    /// Rods and taut ropes: the split-impulse correction accumulated in this sub-step.
    var pseudoImpulse: Float = 0
}

extension JointConstraint {
    /// A lever ratio m·|r|²/I above which a pin's or weld's impulse turns with its side.
    static let turnLeverRatio: Float = 4

    /// The side a pin's or weld's impulse turns with: the one whose arm moves its rotation most
    /// (the larger weight `i·|r|²`), if that arm is long (its lever ratio `weight / invMass`
    /// above ``turnLeverRatio``); −1 otherwise.
    @inline(__always)
    static func impulseTurnSlot(
        a: Int32, b: Int32, invMassA: Float, weightA: Float, invMassB: Float, weightB: Float
    ) -> Int32 {
        if weightB >= weightA { return weightB > turnLeverRatio * invMassB ? b : -1 }
        return weightA > turnLeverRatio * invMassA ? a : -1
    }

    /// Turns a pin's or weld's accumulated impulse with its long-armed side since it was last
    /// turned, so the next warm start applies it where the anchors are then.
    ///
    /// The impulse is found at the arms of the biased pass; the bodies then move and the relax
    /// pass and the next warm start apply it at arms that have turned. Unturned, it has a moment
    /// the pin never transmitted: a spin the pin leaves free. For an item swinging on a long arm
    /// that spin feeds back — its pull on the pin is centripetal, along the arm, and an arm turned
    /// by ωh puts `r·|P|·ωh` of moment on it, a spin `(m·r²/I)·ω³h²`. In fuzz world 0x6A01_08A8
    /// a 4 × 6 pt item pinned 166 pt from its centre was spun by successive warm starts to
    /// 10,000, 51,000 and 107,000 rad/s, and the world's velocities were no longer finite by its
    /// seventh frame; turned, the world runs clean. Arms inside an item or close to it
    /// (lever ratio m·r²/I up to ``turnLeverRatio``) are left as they are: there the spin is
    /// harmless, and they are most joints (a pin between two boxes, a chain).
    ///
    /// Called just before the relax pass, after the bodies' move; the warm start after it comes
    /// before they move again, and the last relax leaves the impulse at the poses the step ends in.
    @inline(__always)
    mutating func turnLinearImpulse(_ dq: Rotation) {
        linearImpulse = World.relative(impulseTurn, dq).rotate(linearImpulse)
        impulseTurn = dq
    }
}
