/// One contact point prepared for the solver.
@usableFromInline
struct ConstraintPoint: Sendable {
    var anchorA: Vec2
    var anchorB: Vec2
    /// Separation at the step's start minus the anchors' offset along the normal; the current
    /// separation is `dot(dpB − dpA + R(dqB)·rB − R(dqA)·rA, n) + baseSeparation`.
    var baseSeparation: Float
    var normalImpulse: Float
    var tangentImpulse: Float
    var maxNormalImpulse: Float
    var normalMass: Float
    var tangentMass: Float
    /// Normal velocity at the step's start, for restitution.
    var relativeVelocity: Float
}

/// A contact manifold prepared for the solver. Constraints solved by the scalar kernels (those
/// that overflowed the graph colours, or all of them when the wide solver is off) keep their one
/// or two points in the solver's point array at `2 · index` and `2 · index + 1`.
@usableFromInline
struct ContactConstraint: Sendable {
    var a: Int32
    var b: Int32
    var contact: Int32
    var pointCount: Int32
    /// The graph colour (see ``ConstraintGraph``), or −1 for the scalar overflow path.
    var color: Int32
    var normal: Vec2
    var friction: Float
    var restitution: Float
    var invMassA: Float
    var invIA: Float
    var invMassB: Float
    var invIB: Float
    var softness: Softness
}

/// The scalar contact kernels: loops over a list of constraint indices that update bodies and
/// points in place, one constraint after another (Gauss–Seidel). They solve the constraints that
/// overflowed the graph colours; ``ContactBundle`` holds the wide kernels for the coloured ones.
/// The arithmetic is written operation for operation like the wide kernels', so both paths give
/// the same bits for the same constraint and body state.
/// Slot 0 of the body buffer is the immovable stand-in (zero inverse mass), so writing back to it
/// is harmless and the loops need no branches for static partners.
@usableFromInline
enum ContactSolver {
    @inline(__always)
    static func prepare(
        _ p: ManifoldPoint, normal n: Vec2, _ mA: Float, _ iA: Float, _ mB: Float, _ iB: Float, vA: Vec2,
        wA: Float, vB: Vec2, wB: Float
    ) -> ConstraintPoint {
        let rA = p.anchorA
        let rB = p.anchorB
        let t = n.rightPerp
        let rnA = cross(rA, n)
        let rnB = cross(rB, n)
        let kNormal = mA + mB + iA * rnA * rnA + iB * rnB * rnB
        let rtA = cross(rA, t)
        let rtB = cross(rB, t)
        let kTangent = mA + mB + iA * rtA * rtA + iB * rtB * rtB
        let dv = (vB + cross(wB, rB)) - (vA + cross(wA, rA))
        return ConstraintPoint(
            anchorA: rA, anchorB: rB, baseSeparation: p.separation - dot(rB - rA, n),
            normalImpulse: p.normalImpulse,
            tangentImpulse: p.tangentImpulse, maxNormalImpulse: 0, normalMass: kNormal > 0 ? 1 / kNormal : 0,
            tangentMass: kTangent > 0 ? 1 / kTangent : 0, relativeVelocity: dot(n, dv))
    }

    static func warmStart(
        _ cs: UnsafeMutablePointer<ContactConstraint>, _ points: UnsafeMutablePointer<ConstraintPoint>,
        _ list: UnsafeMutablePointer<Int32>, _ count: Int, _ bodies: UnsafeMutablePointer<SolverBody>
    ) {
        for o in 0..<count {
            let i = Int(list[o])
            let c = cs[i]
            let a = bodies + Int(c.a)
            let b = bodies + Int(c.b)
            var vA = a.pointee.v
            var wA = a.pointee.w
            var vB = b.pointee.v
            var wB = b.pointee.w
            let n = c.normal
            let t = n.rightPerp
            let pts = points + 2 * i
            for k in 0..<Int(c.pointCount) {
                let cp = pts + k
                let impulse = cp.pointee.normalImpulse * n + cp.pointee.tangentImpulse * t
                wA -= c.invIA * cross(cp.pointee.anchorA, impulse)
                vA -= c.invMassA * impulse
                wB += c.invIB * cross(cp.pointee.anchorB, impulse)
                vB += c.invMassB * impulse
            }
            a.pointee.v = vA
            a.pointee.w = wA
            b.pointee.v = vB
            b.pointee.w = wB
        }
    }

    /// One pass of normal then friction impulses. With `useBias` the soft spring pushes
    /// overlap apart; without it (relax) only velocity error is removed. Speculative points
    /// (positive separation) let bodies close exactly the gap in one sub-step, never more.
    static func solve(
        _ cs: UnsafeMutablePointer<ContactConstraint>, _ points: UnsafeMutablePointer<ConstraintPoint>,
        _ list: UnsafeMutablePointer<Int32>, _ count: Int, _ bodies: UnsafeMutablePointer<SolverBody>,
        invH: Float,
        maxPush: Float, useBias: Bool
    ) {
        for o in 0..<count {
            let i = Int(list[o])
            let c = cs[i]
            let a = bodies + Int(c.a)
            let b = bodies + Int(c.b)
            var vA = a.pointee.v
            var wA = a.pointee.w
            var vB = b.pointee.v
            var wB = b.pointee.w
            let dpAB = b.pointee.dp - a.pointee.dp
            let qA = a.pointee.dq
            let qB = b.pointee.dq
            let n = c.normal
            let mA = c.invMassA
            let iA = c.invIA
            let mB = c.invMassB
            let iB = c.invIB
            let pts = points + 2 * i
            let pointCount = Int(c.pointCount)
            for k in 0..<pointCount {
                let cp = pts + k
                let rA = cp.pointee.anchorA
                let rB = cp.pointee.anchorB
                let d = dpAB + (qB.rotate(rB) - qA.rotate(rA))
                let s = dot(d, n) + cp.pointee.baseSeparation
                var bias: Float = 0
                var massScale: Float = 1
                var impulseScale: Float = 0
                if s > 0 {
                    bias = s * invH
                } else if useBias {
                    bias = Swift.max(c.softness.biasRate * s, -maxPush)
                    massScale = c.softness.massScale
                    impulseScale = c.softness.impulseScale
                }
                let dv = (vB + cross(wB, rB)) - (vA + cross(wA, rA))
                let vn = dot(dv, n)
                let old = cp.pointee.normalImpulse
                let newImpulse = Swift.max(
                    old - cp.pointee.normalMass * massScale * (vn + bias) - impulseScale * old, 0)
                let impulse = newImpulse - old
                cp.pointee.normalImpulse = newImpulse
                cp.pointee.maxNormalImpulse = Swift.max(cp.pointee.maxNormalImpulse, impulse)
                let vector = impulse * n
                vA -= mA * vector
                wA -= iA * cross(rA, vector)
                vB += mB * vector
                wB += iB * cross(rB, vector)
            }
            let t = n.rightPerp
            for k in 0..<pointCount {
                let cp = pts + k
                let rA = cp.pointee.anchorA
                let rB = cp.pointee.anchorB
                let dv = (vB + cross(wB, rB)) - (vA + cross(wA, rA))
                let vt = dot(dv, t)
                let maxFriction = c.friction * cp.pointee.normalImpulse
                let old = cp.pointee.tangentImpulse
                let newImpulse = Swift.min(
                    Swift.max(old - cp.pointee.tangentMass * vt, -maxFriction), maxFriction)
                cp.pointee.tangentImpulse = newImpulse
                let vector = (newImpulse - old) * t
                vA -= mA * vector
                wA -= iA * cross(rA, vector)
                vB += mB * vector
                wB += iB * cross(rB, vector)
            }
            a.pointee.v = vA
            a.pointee.w = wA
            b.pointee.v = vB
            b.pointee.w = wB
        }
    }

    /// Restitution after the sub-steps: points that closed faster than `threshold` and took an
    /// impulse get their normal velocity reversed and scaled by the restitution.
    static func applyRestitution(
        _ cs: UnsafeMutablePointer<ContactConstraint>, _ points: UnsafeMutablePointer<ConstraintPoint>,
        _ list: UnsafeMutablePointer<Int32>, _ count: Int, _ bodies: UnsafeMutablePointer<SolverBody>,
        threshold: Float
    ) {
        for o in 0..<count {
            let i = Int(list[o])
            let c = cs[i]
            if c.restitution == 0 { continue }
            let a = bodies + Int(c.a)
            let b = bodies + Int(c.b)
            var vA = a.pointee.v
            var wA = a.pointee.w
            var vB = b.pointee.v
            var wB = b.pointee.w
            let n = c.normal
            let pts = points + 2 * i
            for k in 0..<Int(c.pointCount) {
                let cp = pts + k
                if cp.pointee.relativeVelocity > -threshold || cp.pointee.maxNormalImpulse == 0 { continue }
                let rA = cp.pointee.anchorA
                let rB = cp.pointee.anchorB
                let dv = (vB + cross(wB, rB)) - (vA + cross(wA, rA))
                let vn = dot(dv, n)
                let old = cp.pointee.normalImpulse
                let newImpulse = Swift.max(
                    old - cp.pointee.normalMass * (vn + c.restitution * cp.pointee.relativeVelocity), 0)
                let impulse = newImpulse - old
                cp.pointee.normalImpulse = newImpulse
                cp.pointee.maxNormalImpulse = Swift.max(cp.pointee.maxNormalImpulse, impulse)
                let vector = impulse * n
                vA -= c.invMassA * vector
                wA -= c.invIA * cross(rA, vector)
                vB += c.invMassB * vector
                wB += c.invIB * cross(rB, vector)
            }
            a.pointee.v = vA
            a.pointee.w = wA
            b.pointee.v = vB
            b.pointee.w = wB
        }
    }
}
