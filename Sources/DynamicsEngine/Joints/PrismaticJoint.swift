/// Prismatic joints (sliders): B moves relative to A only along A's axis, without turning.
///
/// With the axis a (turning with A), its perpendicular p, and d the vector from anchor A to
/// anchor B, the constraints are
/// - the line and the angle, solved together as one 2×2 block (`linearImpulse` = (line, angle)):
///   `C₁ = p·d`, `Cdot₁ = p·(vB − vA) + sB·ωB − sA·ωA` with `sA = (d + rA) × p`, `sB = rB × p`
///   (A's arm reaches to anchor B: the axis turns with A); `C₂ = θ`, `Cdot₂ = ωB − ωA`;
/// - the translation bounds, one-sided on `t = a·d` (`lowerImpulse`, `upperImpulse` ≥ 0), with
///   `aA = (d + rA) × a`, `aB = rB × a`.
extension JointStage {
    @inline(__always)
    func warmStartPrismatic(_ c: UnsafeMutablePointer<JointConstraint>) {
        let (a, b) = sides(c)
        let (rA, rB, d) = arms(c, a, b)
        let axis = a.pointee.dq.rotate(c.pointee.axis)
        let perp = axis.leftPerp
        let arm = d + rA
        let block = c.pointee.linearImpulse
        let axial = c.pointee.lowerImpulse - c.pointee.upperImpulse
        let p = block.x * perp + axial * axis
        let angularA = block.x * cross(arm, perp) + block.y + axial * cross(arm, axis)
        let angularB = block.x * cross(rB, perp) + block.y + axial * cross(rB, axis)
        applyImpulse(c, a, b, linear: p, angularA: angularA, angularB: angularB)
    }

    @inline(__always)
    func solvePrismatic(_ c: UnsafeMutablePointer<JointConstraint>, useBias: Bool) {
        let (a, b) = sides(c)
        let mA = c.pointee.invMassA
        let iA = c.pointee.invIA
        let mB = c.pointee.invMassB
        let iB = c.pointee.invIB
        var (vA, wA, vB, wB) = velocities(a, b)
        let (rA, rB, d) = arms(c, a, b)
        let axis = a.pointee.dq.rotate(c.pointee.axis)
        let perp = axis.leftPerp
        let arm = d + rA
        if c.pointee.hasLimit {
            let aA = cross(arm, axis)
            let aB = cross(rB, axis)
            let k = mA + mB + iA * aA * aA + iB * aB * aB
            if k > 0 {
                let axialMass = 1 / k
                let translation = dot(axis, d)
                if c.pointee.lower.isFinite {
                    let gap = translation - c.pointee.lower
                    let step = limitStep(gap, useBias: useBias)
                    let cdot = dot(axis, vB - vA) + aB * wB - aA * wA
                    let old = c.pointee.lowerImpulse
                    let lambda =
                        -axialMass * (step.massScale * cdot + step.positionScale * gap) - step.impulseScale
                        * old
                    let new = Swift.max(old + lambda, 0)
                    c.pointee.lowerImpulse = new
                    let l = new - old
                    vA -= (mA * l) * axis
                    wA -= iA * l * aA
                    vB += (mB * l) * axis
                    wB += iB * l * aB
                }
                if c.pointee.upper.isFinite {
                    let gap = c.pointee.upper - translation
                    let step = limitStep(gap, useBias: useBias)
                    let cdot = -(dot(axis, vB - vA) + aB * wB - aA * wA)
                    let old = c.pointee.upperImpulse
                    let lambda =
                        -axialMass * (step.massScale * cdot + step.positionScale * gap) - step.impulseScale
                        * old
                    let new = Swift.max(old + lambda, 0)
                    c.pointee.upperImpulse = new
                    let l = new - old
                    vA += (mA * l) * axis
                    wA += iA * l * aA
                    vB -= (mB * l) * axis
                    wB -= iB * l * aB
                }
            }
        }
        let sA = cross(arm, perp)
        let sB = cross(rB, perp)
        let step = useBias ? rigidStep : .relax
        let cdot = Vec2(dot(perp, vB - vA) + sB * wB - sA * wA, wB - wA)
        let error = Vec2(dot(perp, d), relativeAngle(c, a, b))
        let k11 = mA + mB + iA * sA * sA + iB * sB * sB
        let k12 = iA * sA + iB * sB
        var k22 = iA + iB
        // Neither side turns: the angle row is moot; keep K invertible.
        if k22 == 0 { k22 = 1 }
        let x = Self.solve2(k11, k12, k22, step.massScale * cdot + step.positionScale * error)
        let old = c.pointee.linearImpulse
        let lambda = -x - step.impulseScale * old
        c.pointee.linearImpulse = old + lambda
        let p = lambda.x * perp
        vA -= mA * p
        wA -= iA * (lambda.x * sA + lambda.y)
        vB += mB * p
        wB += iB * (lambda.x * sB + lambda.y)
        store(c, a, b, vA, wA, vB, wB)
    }
}
