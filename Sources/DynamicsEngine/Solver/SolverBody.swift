/// The per-step state of one simulated body, packed for the solver's inner loops: 32 bytes, two
/// 16-byte halves. The wide contact solver moves each half as one `SIMD4<Float>` (velocity half:
/// `v.x, v.y, w, pad`; position half: `dp.x, dp.y, dq.c, dq.s`) and transposes four bodies at a
/// time into lanes; the buffer is cache-line aligned, so a record never straddles two lines.
///
/// Positions move as deltas from the step's start (`dp`, `dq`), which keeps contact anchors
/// fixed during the step and the separation update exact. Masses live in the constraints (each
/// side's inverse mass is zero when that side does not respond) and in ``SolverMotion``.
@usableFromInline
struct SolverBody: Sendable {
    var v: Vec2
    var w: Float
    /// Unused: fills the velocity half to 16 bytes.
    var pad: Float
    var dp: Vec2
    var dq: Rotation

    /// Whether every component is finite: no lane of the 32-byte record has an all-ones
    /// exponent (the padding is always 0). Eight lanes at once, a few instructions per body.
    @inline(__always)
    var isFinite: Bool {
        let lanes = unsafeBitCast(self, to: SIMD8<UInt32>.self)
        let exponent = SIMD8<UInt32>(repeating: 0x7F80_0000)
        return !any((lanes & exponent) .== exponent)
    }

    /// Slot 0 of every step: the stand-in for static and sleeping bodies.
    static let anchor = SolverBody(v: .zero, w: 0, pad: 0, dp: .zero, dq: .identity)
}

/// What changes a body's velocity each sub-step apart from constraints, fixed over the step:
/// gravity and applied force folded into one velocity increment, and the damping factors.
@usableFromInline
struct SolverMotion: Sendable {
    var dv: Vec2
    var dw: Float
    /// v ← v · 1/(1 + h·c) with h the whole step: Box2D 2.3's (and modern UIKit's) damping law.
    var linearDamping: Float
    var angularDamping: Float
    var invMass: Float
    var invInertia: Float
    /// The body's index in the world.
    var body: Int32
    var isKinematic: Bool

    /// Slot 0's motion: immovable.
    static let anchor = SolverMotion(
        dv: .zero, dw: 0, linearDamping: 1, angularDamping: 1, invMass: 0, invInertia: 0, body: -1,
        isKinematic: true)
}
