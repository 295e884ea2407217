/// Revolute joints (pins): the anchors coincide, the bodies turn freely about them.
///
/// Solved in order of importance, the point last:
/// 1. friction — a motor of speed 0: the relative spin `ωB − ωA` is cancelled by an angular
///    impulse clamped to ±frictionTorque·h per sub-step (`axialImpulse`);
/// 2. angle limits — one-sided constraints on the relative angle θ (turned since creation):
///    `θ − lower ≥ 0` (`lowerImpulse` ≥ 0) and `upper − θ ≥ 0` (`upperImpulse` ≥ 0);
/// 3. the point — `C = pB − pA` (2-D), `K = (mA + mB)·I + iA·[rA]ᵀ[rA] + iB·[rB]ᵀ[rB]` with the
///    skew matrix [r] of the current arms (`linearImpulse`).
extension JointStage {
    @inline(__always)
    func warmStartRevolute(_ c: UnsafeMutablePointer<JointConstraint>) {
        let (a, b) = sides(c)
        let (rA, rB, _) = arms(c, a, b)
        let p = c.pointee.linearImpulse
        let angular = c.pointee.axialImpulse + c.pointee.lowerImpulse - c.pointee.upperImpulse
        applyImpulse(c, a, b, linear: p, angularA: cross(rA, p) + angular, angularB: cross(rB, p) + angular)
    }

    @inline(__always)
    func solveRevolute(_ c: UnsafeMutablePointer<JointConstraint>, useBias: Bool) {
        let (a, b) = sides(c)
        let iA = c.pointee.invIA
        let iB = c.pointee.invIB
        var (vA, wA, vB, wB) = velocities(a, b)
        let angularK = iA + iB
        if angularK > 0 {
            let angularMass = 1 / angularK
            let maxImpulse = c.pointee.maxMotorImpulse
            if maxImpulse > 0 {
                let old = c.pointee.axialImpulse
                let lambda = -angularMass * (wB - wA)
                let new = Swift.min(Swift.max(old + lambda, -maxImpulse), maxImpulse)
                c.pointee.axialImpulse = new
                wA -= iA * (new - old)
                wB += iB * (new - old)
            }
            if c.pointee.hasLimit {
                let angle = relativeAngle(c, a, b)
                if c.pointee.lower.isFinite {
                    let gap = angle - c.pointee.lower
                    let step = limitStep(gap, useBias: useBias)
                    let old = c.pointee.lowerImpulse
                    let lambda =
                        -angularMass * (step.massScale * (wB - wA) + step.positionScale * gap)
                        - step.impulseScale * old
                    let new = Swift.max(old + lambda, 0)
                    c.pointee.lowerImpulse = new
                    wA -= iA * (new - old)
                    wB += iB * (new - old)
                }
                if c.pointee.upper.isFinite {
                    let gap = c.pointee.upper - angle
                    let step = limitStep(gap, useBias: useBias)
                    let old = c.pointee.upperImpulse
                    let lambda =
                        -angularMass * (step.massScale * (wA - wB) + step.positionScale * gap)
                        - step.impulseScale * old
                    let new = Swift.max(old + lambda, 0)
                    c.pointee.upperImpulse = new
                    wA += iA * (new - old)
                    wB -= iB * (new - old)
                }
            }
        }
        solvePoint(c, a, b, useBias ? rigidStep : .relax, &vA, &wA, &vB, &wB)
        store(c, a, b, vA, wA, vB, wB)
    }
}
