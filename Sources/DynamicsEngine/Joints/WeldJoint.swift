/// Weld joints: the relative pose at creation is kept.
///
/// Two constraints, the angle first: `C = θ` (turned since creation), `Cdot = ωB − ωA`
/// (`angularImpulse`); then the anchors coincide as in a pin (`linearImpulse`, 2-D point block).
extension JointStage {
    @inline(__always)
    func warmStartWeld(_ c: UnsafeMutablePointer<JointConstraint>) {
        let a = bodies + Int(c.pointee.a)
        let b = bodies + Int(c.pointee.b)
        let (rA, rB, _) = arms(c, a, b)
        let p = c.pointee.linearImpulse
        let angular = c.pointee.angularImpulse
        applyImpulse(c, a, b, linear: p, angularA: cross(rA, p) + angular, angularB: cross(rB, p) + angular)
    }

    @inline(__always)
    func solveWeld(_ c: UnsafeMutablePointer<JointConstraint>, useBias: Bool) {
        let a = bodies + Int(c.pointee.a)
        let b = bodies + Int(c.pointee.b)
        let mA = c.pointee.invMassA
        let iA = c.pointee.invIA
        let mB = c.pointee.invMassB
        let iB = c.pointee.invIB
        var vA = a.pointee.v
        var wA = a.pointee.w
        var vB = b.pointee.v
        var wB = b.pointee.w
        let step = useBias ? rigidStep : .relax
        let angularK = iA + iB
        if angularK > 0 {
            let angle = relativeAngle(c, a, b)
            let old = c.pointee.angularImpulse
            let lambda =
                -(1 / angularK) * (step.massScale * (wB - wA) + step.positionScale * angle) - step
                .impulseScale * old
            c.pointee.angularImpulse = old + lambda
            wA -= iA * lambda
            wB += iB * lambda
        }
        let (rA, rB, d) = arms(c, a, b)
        let cdot = (vB + cross(wB, rB)) - (vA + cross(wA, rA))
        let k11 = mA + mB + iA * rA.y * rA.y + iB * rB.y * rB.y
        let k12 = -iA * rA.x * rA.y - iB * rB.x * rB.y
        let k22 = mA + mB + iA * rA.x * rA.x + iB * rB.x * rB.x
        let x = Self.solve2(k11, k12, k22, step.massScale * cdot + step.positionScale * d)
        let old = c.pointee.linearImpulse
        let lambda = -x - step.impulseScale * old
        c.pointee.linearImpulse = old + lambda
        vA -= mA * lambda
        wA -= iA * cross(rA, lambda)
        vB += mB * lambda
        wB += iB * cross(rB, lambda)
        store(a, vA, wA, moves: mA != 0 || iA != 0)
        store(b, vB, wB, moves: mB != 0 || iB != 0)
    }
}
