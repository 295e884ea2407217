/// Weld joints: the relative pose at creation is kept.
///
/// Two constraints, the angle first: `C = θ` (turned since creation), `Cdot = ωB − ωA`
/// (`angularImpulse`); then the anchors coincide as in a pin (`linearImpulse`, 2-D point block).
extension JointStage {
    @inline(__always)
    func warmStartWeld(_ c: UnsafeMutablePointer<JointConstraint>) {
        let (a, b) = sides(c)
        let (rA, rB, _) = arms(c, a, b)
        let p = c.pointee.linearImpulse
        let angular = c.pointee.angularImpulse
        applyImpulse(c, a, b, linear: p, angularA: cross(rA, p) + angular, angularB: cross(rB, p) + angular)
    }

    @inline(__always)
    func solveWeld(_ c: UnsafeMutablePointer<JointConstraint>, useBias: Bool) {
        let (a, b) = sides(c)
        let iA = c.pointee.invIA
        let iB = c.pointee.invIB
        var (vA, wA, vB, wB) = velocities(a, b)
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
        solvePoint(c, a, b, step, &vA, &wA, &vB, &wB)
        store(c, a, b, vA, wA, vB, wB)
    }
}
