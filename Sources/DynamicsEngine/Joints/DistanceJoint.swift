/// Distance joints (rod and spring) and ropes: one constraint along the line between the anchors.
///
/// With u the unit vector from anchor A to anchor B and ℓ their distance, `C = ℓ − length` and
/// `Cdot = u · (vB + ωB × rB − vA − ωA × rA)`. An impulse λ pushes B along +u and A along −u.
/// - rod (hertz 0): rigid, both signs of λ;
/// - spring: its own exact coefficients, applied once per sub-step (in the biased pass; the relax
///   pass leaves it alone, as a spring's pull is real force, not error to undo), not warm
///   started: its impulse `−m_eff·(massScale·Cdot + positionScale·C)` depends on the state only;
/// - rope: `C = ℓ − maxLength`, pulls only (λ ≤ 0); while slack it lets the anchors separate by
///   at most the slack in one sub-step, so the rope never overshoots and exerts no force.
extension JointStage {
    @inline(__always)
    func warmStartDistance(_ c: UnsafeMutablePointer<JointConstraint>) {
        // (Springs never come here: their impulse depends on the state alone, see `SoftStep.spring`.)
        let a = bodies + Int(c.pointee.a)
        let b = bodies + Int(c.pointee.b)
        let (rA, rB, d) = arms(c, a, b)
        let lengthSquared = d.lengthSquared
        guard lengthSquared > 1e-12 else { return }
        let u = (1 / lengthSquared.squareRoot()) * d
        let impulse = c.pointee.axialImpulse * u
        let mA = c.pointee.invMassA
        let iA = c.pointee.invIA
        let mB = c.pointee.invMassB
        let iB = c.pointee.invIB
        store(a, a.pointee.v - mA * impulse, a.pointee.w - iA * cross(rA, impulse), moves: mA != 0 || iA != 0)
        store(b, b.pointee.v + mB * impulse, b.pointee.w + iB * cross(rB, impulse), moves: mB != 0 || iB != 0)
    }

    @inline(__always)
    func solveDistance(_ c: UnsafeMutablePointer<JointConstraint>, useBias: Bool) {
        let isRope = c.pointee.type == .rope
        let a = bodies + Int(c.pointee.a)
        let b = bodies + Int(c.pointee.b)
        let (rA, rB, d) = arms(c, a, b)
        let lengthSquared = d.lengthSquared
        guard lengthSquared > 1e-12 else { return }
        let length = lengthSquared.squareRoot()
        let u = (1 / length) * d
        let mA = c.pointee.invMassA
        let iA = c.pointee.invIA
        let mB = c.pointee.invMassB
        let iB = c.pointee.invIB
        let mass = c.pointee.axialMass
        let error = length - c.pointee.length
        let step: SoftStep
        if c.pointee.isSpring {
            step = c.pointee.spring
        } else if isRope {
            step = limitStep(-error, useBias: useBias)
        } else {
            step = useBias ? rigidStep : .relax
        }
        var vA = a.pointee.v
        var wA = a.pointee.w
        var vB = b.pointee.v
        var wB = b.pointee.w
        let cdot = dot(u, (vB + cross(wB, rB)) - (vA + cross(wA, rA)))
        let old = c.pointee.axialImpulse
        var lambda = -mass * (step.massScale * cdot + step.positionScale * error) - step.impulseScale * old
        if isRope { lambda = Swift.min(old + lambda, 0) - old }
        // A spring keeps its impulse of this sub-step (no accumulation: it is not warm started).
        c.pointee.axialImpulse = c.pointee.isSpring ? lambda : old + lambda
        let impulse = lambda * u
        vA -= mA * impulse
        wA -= iA * cross(rA, impulse)
        vB += mB * impulse
        wB += iB * cross(rB, impulse)
        store(a, vA, wA, moves: mA != 0 || iA != 0)
        store(b, vB, wB, moves: mB != 0 || iB != 0)
    }
}
