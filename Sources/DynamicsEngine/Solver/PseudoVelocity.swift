/// A body's pseudo velocity: motion that corrects the position error of rigid distance joints
/// and taut ropes (split impulse). It moves the body in the sub-step's position integration and
/// is then forgotten, so the correction adds no kinetic energy; the real velocities and the other
/// constraints never see it, and the jointed bodies' contacts only keep it from pushing them into
/// what they touch (``SplitImpulseStage``).
///
/// Why a buffer of its own: ``SolverBody`` is 32 bytes in the layout the wide contact kernels
/// load as two `SIMD4<Float>` halves; pseudo velocity would not fit its padding (three floats) and
/// only steps with such joints pay for this one (the position integration zeroes it as it reads it).
struct PseudoVelocity: Sendable {
    var v: Vec2
    var w: Float

    static let zero = PseudoVelocity(v: .zero, w: 0)
}
