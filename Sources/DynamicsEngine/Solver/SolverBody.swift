/// The per-step state of one simulated body, packed for the solver's inner loops (36 bytes).
/// Positions move as deltas from the step's start (`dp`, `dq`), which keeps contact anchors
/// fixed during the step and the separation update exact.
@usableFromInline
struct SolverBody: Sendable {
    var v: Vec2
    var w: Float
    var dp: Vec2
    var dq: Rotation
    var invMass: Float
    var invI: Float

    /// Slot 0 of every step: the stand-in for static and sleeping bodies.
    static let anchor = SolverBody(v: .zero, w: 0, dp: .zero, dq: .identity, invMass: 0, invI: 0)
}

/// What changes a body's velocity each sub-step apart from constraints, fixed over the step:
/// gravity and applied force folded into one velocity increment, and the damping factors.
@usableFromInline
struct SolverMotion: Sendable {
    var dv: Vec2
    var dw: Float
    /// v ← v · 1/(1 + h·c): Box2D 2.3's (and modern UIKit's) damping law.
    var linearDamping: Float
    var angularDamping: Float
    var body: Int32
    var isKinematic: Bool
}
