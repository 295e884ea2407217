/// Weld joints: the relative pose at creation is kept.
///
/// Two constraints solved together: the anchors coincide as in a pin (`linearImpulse`) and
/// `C = θ` (turned since creation), `Cdot = ωB − ωA` (`angularImpulse`).
extension JointStage {
    @inline(__always)
    func warmStartWeld(_ c: UnsafeMutablePointer<JointConstraint>) {
        let (a, b) = sides(c)
        let (rA, rB, _) = arms(c, a, b)
        let p = c.pointee.linearImpulse
        let angular = c.pointee.angularImpulse
        applyImpulse(c, a, b, linear: p, angularA: cross(rA, p) + angular, angularB: cross(rB, p) + angular)
    }

    /// Both constraints at once, as one 3 × 3 block (linear x, y and angle). Solving them one
    /// after the other converges badly when the anchor is far from a light body (a small item
    /// welded to a point half a screen away): each constraint's impulse mostly spins the light
    /// body, undoing the other's work, and the error grows into an explosion. A block gives the
    /// exact impulse for the joint in one pass. Without rotation on either side the angle row is
    /// empty: the point block alone.
    @inline(__always)
    func solveWeld(_ c: UnsafeMutablePointer<JointConstraint>, useBias: Bool) {
        let (a, b) = sides(c)
        let mA = c.pointee.invMassA
        let iA = c.pointee.invIA
        let mB = c.pointee.invMassB
        let iB = c.pointee.invIB
        var (vA, wA, vB, wB) = velocities(a, b)
        let step = useBias ? rigidStep : .relax
        let angularK = iA + iB
        guard angularK > 0 else {
            solvePoint(c, a, b, step, &vA, &wA, &vB, &wB)
            store(c, a, b, vA, wA, vB, wB)
            return
        }
        let (rA, rB, d) = arms(c, a, b)
        let angle = relativeAngle(c, a, b)
        let cdot = (vB + cross(wB, rB)) - (vA + cross(wA, rA))
        let k11 = mA + mB + iA * rA.y * rA.y + iB * rB.y * rB.y
        let k12 = -iA * rA.x * rA.y - iB * rB.x * rB.y
        let k13 = -iA * rA.y - iB * rB.y
        let k22 = mA + mB + iA * rA.x * rA.x + iB * rB.x * rB.x
        let k23 = iA * rA.x + iB * rB.x
        let rhs = step.massScale * cdot + step.positionScale * d
        let rhsAngle = step.massScale * (wB - wA) + step.positionScale * angle
        let x = Self.solve3(k11, k12, k13, k22, k23, angularK, rhs.x, rhs.y, rhsAngle)
        let oldLinear = c.pointee.linearImpulse
        let oldAngular = c.pointee.angularImpulse
        let p = -Vec2(x.0, x.1) - step.impulseScale * oldLinear
        let m = -x.2 - step.impulseScale * oldAngular
        c.pointee.linearImpulse = oldLinear + p
        c.pointee.angularImpulse = oldAngular + m
        vA -= mA * p
        wA -= iA * (cross(rA, p) + m)
        vB += mB * p
        wB += iB * (cross(rB, p) + m)
        store(c, a, b, vA, wA, vB, wB)
    }
}
