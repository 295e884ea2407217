/// Distance joints (rod and spring) and ropes: one constraint along the line between the anchors.
///
/// With u the unit vector from anchor A to anchor B and ℓ their distance, `C = ℓ − length` and
/// `Cdot = u · (vB + ωB × rB − vA − ωA × rA)`. An impulse λ pushes B along +u and A along −u.
/// - rod (hertz 0): rigid, both signs of λ;
/// - spring: its own exact coefficients, applied once per sub-step (in the biased pass; the relax
///   pass leaves it alone, as a spring's pull is real force, not error to undo);
/// - rope: `C = ℓ − maxLength`, pulls only (λ ≤ 0); while slack it lets the anchors separate by
///   at most the slack in one sub-step, so the rope never overshoots and exerts no force.
extension JointStage {
    func warmStartDistance(_ c: UnsafeMutablePointer<JointConstraint>) {
        let a = bodies + Int(c.pointee.a)
        let b = bodies + Int(c.pointee.b)
        let (rA, rB, d) = arms(c, a, b)
        let lengthSquared = d.lengthSquared
        guard lengthSquared > 1e-12 else { return }
        let u = (1 / lengthSquared.squareRoot()) * d
        let impulse = c.pointee.axialImpulse * u
        a.pointee.v -= c.pointee.invMassA * impulse
        a.pointee.w -= c.pointee.invIA * cross(rA, impulse)
        b.pointee.v += c.pointee.invMassB * impulse
        b.pointee.w += c.pointee.invIB * cross(rB, impulse)
    }

    func solveDistance(_ c: UnsafeMutablePointer<JointConstraint>, useBias: Bool) {
        let isRope = c.pointee.type == .rope
        if c.pointee.isSpring && !useBias { return }
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
        let crA = cross(rA, u)
        let crB = cross(rB, u)
        let k = mA + mB + iA * crA * crA + iB * crB * crB
        guard k > 0 else { return }
        let error = length - c.pointee.length
        let step: SoftStep
        if c.pointee.isSpring {
            step = c.pointee.spring
        } else if isRope {
            step = limitStep(-error, useBias: useBias)
        } else {
            step = useBias ? rigid : .relax
        }
        var vA = a.pointee.v
        var wA = a.pointee.w
        var vB = b.pointee.v
        var wB = b.pointee.w
        let cdot = dot(u, (vB + cross(wB, rB)) - (vA + cross(wA, rA)))
        let old = c.pointee.axialImpulse
        var lambda = -(1 / k) * (step.massScale * cdot + step.positionScale * error) - step.impulseScale * old
        if isRope { lambda = Swift.min(old + lambda, 0) - old }
        c.pointee.axialImpulse = old + lambda
        let impulse = lambda * u
        vA -= mA * impulse
        wA -= iA * cross(rA, impulse)
        vB += mB * impulse
        wB += iB * cross(rB, impulse)
        a.pointee.v = vA
        a.pointee.w = wA
        b.pointee.v = vB
        b.pointee.w = wB
    }
}
