/// One contact point prepared for the solver.
@usableFromInline
struct ConstraintPoint: Sendable {
    /// The anchors' lever arms about the normal, `cross(anchor, n)`, and about the tangent,
    /// `cross(anchor, t)` (t = `n.rightPerp`; `cross(r, t)` is −r·n exactly). Everything the
    /// kernels need of an anchor is one of them, so they are worked out once per step instead of
    /// in every pass:
    /// - an impulse λ along the normal turns body A by `−iA · λ · normalArmA`;
    /// - the normal velocity is `dot(vB − vA, n) + (wB · normalArmB − wA · normalArmA)`;
    /// - turned by the rotation (c, s) since the step's start, an anchor's offset along the
    ///   normal is `s · normalArm − c · tangentArm`.
    var normalArmA: Float
    var normalArmB: Float
    var tangentArmA: Float
    var tangentArmB: Float
    /// Separation at the step's start minus the anchors' offset along the normal; the current
    /// separation is `dot(dpB − dpA, n) + (offset of rB − offset of rA) + baseSeparation`, with
    /// each anchor's offset as in the arms' note.
    var baseSeparation: Float
    var normalImpulse: Float
    var tangentImpulse: Float
    var maxNormalImpulse: Float
    var normalMass: Float
    var tangentMass: Float
    /// Normal velocity at the step's start, for restitution; 0 (no rebound) for a point
    /// deeper than the linear slop at the step's start. Such a point is not an impact: it is a
    /// body wedged or crushed into another, and rebounding it each step kept an elastic item
    /// wedged between a corridor's walls at 7,000 pt/s, turning 313 rad/s, without moving.
    var relativeVelocity: Float
    /// The normal impulse the point pushed with over the step's sub-steps so far (the sum of each
    /// sub-step's final accumulated impulse), summed where the contact has restitution: Poisson's
    /// compression impulse, which bounds its rebound (``ContactSolver/applyRestitution``).
    var compression: Float = 0
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
    /// The inverse of the two-point normal mass matrix K, when the manifold has two points and K
    /// is well conditioned (else all zero): the normal impulses of both points are then solved
    /// together (Box2D 2.x's block solver), so a box landing flat lands flat and a stack stays
    /// symmetric. Used where both points are rigid (relax, restitution, two speculative points).
    var invK11: Float = 0
    var invK12: Float = 0
    var invK22: Float = 0
    /// Where both points are soft (the biased pass, both penetrating): the inverse of K + Γ, Γ =
    /// diag(γ1, γ2) each point's compliance, and the γs (see ``BlockInverse``).
    var invS11: Float = 0
    var invS12: Float = 0
    var invS22: Float = 0
    var gamma1: Float = 0
    var gamma2: Float = 0
}

/// The inverses a two-point manifold's normal impulses are solved with at once, if its normal
/// mass matrix K is well conditioned.
///
/// A soft point's update, λ ← λ − massScale · m (vn + bias) − impulseScale · λ with m = 1/K_ii,
/// is the exact solution of vn + K_ii Δλ + bias + γ (λ + Δλ) = 0 with the compliance
/// γ = K_ii · impulseScale / massScale. Two soft points at once solve the same equations
/// coupled: (K + Γ) Δλ = −(vn + bias + Γ λ), Γ = diag(γ1, γ2). Each point keeps its own
/// compliance, so the block and the point-by-point fallback (used where a block impulse would
/// pull) have the same solution and the same resting overlap. (Scaling the whole K⁻¹ by the mass
/// scale instead couples the springs of both points — a different resting overlap than the
/// fallback's — and a contact switching between the two each pass pumped an arch's keystone
/// down at 2 mm/s and kept an 820-box pyramid moving.)
///
/// A pair with one soft point and one rigid one (a speculative point, s > 0, about to touch) is
/// solved with K⁻¹ and no compliance, both rigidly, for the passes until both overlap. On one run
/// of the 820-box pyramid every box was under 1 cm/s after 4.1 s this way, after 7.7 s solving
/// such pairs point by point, and never with the exact mixed inverse (K + diag(γ, 0))⁻¹; that
/// pyramid still jitters in most variants (issue 38), so these are indications, not a ranking.
@usableFromInline
struct BlockInverse {
    var k11: Float
    var k12: Float
    var k22: Float
    var s11: Float
    var s12: Float
    var s22: Float
    var gamma1: Float
    var gamma2: Float

    /// The largest condition number (k11² / det) for which the points are solved as a block.
    static let maxCondition: Float = 1000

    /// `softness`'s compliance per unit of effective inverse mass, γ / K_ii: impulseScale /
    /// massScale (0 for a rigid constraint).
    @inline(__always)
    static func complianceRatio(_ softness: Softness) -> Float {
        softness.massScale > 0 ? softness.impulseScale / softness.massScale : 0
    }

    @inline(__always)
    init?(
        _ p1: ConstraintPoint, _ p2: ConstraintPoint, normal n: Vec2, _ mA: Float, _ iA: Float, _ mB: Float,
        _ iB: Float, complianceRatio ratio: Float
    ) {
        let rn1A = p1.normalArmA
        let rn1B = p1.normalArmB
        let rn2A = p2.normalArmA
        let rn2B = p2.normalArmB
        let k11 = mA + mB + iA * rn1A * rn1A + iB * rn1B * rn1B
        let k22 = mA + mB + iA * rn2A * rn2A + iB * rn2B * rn2B
        let k12 = mA + mB + iA * rn1A * rn2A + iB * rn1B * rn2B
        let det = k11 * k22 - k12 * k12
        guard det > 0, k11 * k11 < Self.maxCondition * det else { return nil }
        let invDet = 1 / det
        self.k11 = invDet * k22
        self.k12 = -invDet * k12
        self.k22 = invDet * k11
        gamma1 = ratio * k11
        gamma2 = ratio * k22
        let a11 = k11 + gamma1
        let a22 = k22 + gamma2
        let invSoftDet = 1 / (a11 * a22 - k12 * k12)
        s11 = invSoftDet * a22
        s12 = -invSoftDet * k12
        s22 = invSoftDet * a11
    }
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
    /// The relative normal velocity at a point.
    @inline(__always)
    static func normalVelocity(
        _ cp: UnsafeMutablePointer<ConstraintPoint>, _ vA: Vec2, _ wA: Float, _ vB: Vec2, _ wB: Float,
        _ n: Vec2
    ) -> Float {
        dot(vB - vA, n) + (wB * cp.pointee.normalArmB - wA * cp.pointee.normalArmA)
    }

    /// The relative tangent velocity at a point (t = `n.rightPerp`).
    @inline(__always)
    static func tangentVelocity(
        _ cp: UnsafeMutablePointer<ConstraintPoint>, _ vA: Vec2, _ wA: Float, _ vB: Vec2, _ wB: Float,
        _ t: Vec2
    ) -> Float {
        dot(vB - vA, t) + (wB * cp.pointee.tangentArmB - wA * cp.pointee.tangentArmA)
    }

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
        return ConstraintPoint(
            normalArmA: rnA, normalArmB: rnB, tangentArmA: rtA, tangentArmB: rtB,
            baseSeparation: p.separation + (rtB - rtA), normalImpulse: p.normalImpulse,
            tangentImpulse: p.tangentImpulse, maxNormalImpulse: 0, normalMass: kNormal > 0 ? 1 / kNormal : 0,
            tangentMass: kTangent > 0 ? 1 / kTangent : 0,
            relativeVelocity: p.separation < -Tolerances.linearSlop
                ? 0 : dot(vB - vA, n) + (wB * rnB - wA * rnA))
    }

    static func warmStart(
        _ cs: UnsafeMutablePointer<ContactConstraint>, _ points: UnsafeMutablePointer<ConstraintPoint>,
        _ list: UnsafeMutablePointer<Int32>, _ count: Int, _ bodies: UnsafeMutablePointer<SolverBody>,
        firstSubStep: Bool
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
                let normalImpulse = cp.pointee.normalImpulse
                // The last sub-step's push (the first warm start carries the last step's).
                if c.restitution != 0 {
                    cp.pointee.compression = firstSubStep ? 0 : cp.pointee.compression + normalImpulse
                }
                let tangentImpulse = cp.pointee.tangentImpulse
                let impulse = normalImpulse * n + tangentImpulse * t
                wA -=
                    c.invIA
                    * (normalImpulse * cp.pointee.normalArmA + tangentImpulse * cp.pointee.tangentArmA)
                vA -= c.invMassA * impulse
                wB +=
                    c.invIB
                    * (normalImpulse * cp.pointee.normalArmB + tangentImpulse * cp.pointee.tangentArmB)
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
            // The soft-step regime of each point, from the bodies' position deltas.
            var bias = (Float(0), Float(0))
            var massScale = (Float(1), Float(1))
            var impulseScale = (Float(0), Float(0))
            for k in 0..<pointCount {
                let cp = pts + k
                let offsetA = qA.s * cp.pointee.normalArmA - qA.c * cp.pointee.tangentArmA
                let offsetB = qB.s * cp.pointee.normalArmB - qB.c * cp.pointee.tangentArmB
                let s = (dot(dpAB, n) + (offsetB - offsetA)) + cp.pointee.baseSeparation
                var pb: Float = 0
                var pm: Float = 1
                var pi: Float = 0
                if s > 0 {
                    pb = s * invH
                } else if useBias {
                    pb = Swift.max(c.softness.biasRate * s, -maxPush)
                    pm = c.softness.massScale
                    pi = c.softness.impulseScale
                }
                if k == 0 {
                    (bias.0, massScale.0, impulseScale.0) = (pb, pm, pi)
                } else {
                    (bias.1, massScale.1, impulseScale.1) = (pb, pm, pi)
                }
            }
            // Two points: both normal impulses at once (``BlockInverse``).
            var block = false
            var blockImpulse = (Float(0), Float(0))
            if pointCount == 2 && c.invK11 != 0 {
                let old1 = pts.pointee.normalImpulse
                let old2 = (pts + 1).pointee.normalImpulse
                var q1 = normalVelocity(pts, vA, wA, vB, wB, n) + bias.0
                var q2 = normalVelocity(pts + 1, vA, wA, vB, wB, n) + bias.1
                var m = (c.invK11, c.invK12, c.invK22)
                if useBias {
                    // As the wide kernel: points not both soft are solved rigidly, adding 0 · λ.
                    let soft = impulseScale.0 != 0 && impulseScale.1 != 0
                    if soft { m = (c.invS11, c.invS12, c.invS22) }
                    q1 = q1 + (soft ? c.gamma1 : 0) * old1
                    q2 = q2 + (soft ? c.gamma2 : 0) * old2
                }
                let x1 = old1 - (m.0 * q1 + m.1 * q2)
                let x2 = old2 - (m.1 * q1 + m.2 * q2)
                block = x1 >= 0 && x2 >= 0
                blockImpulse = (x1, x2)
            }
            for k in 0..<pointCount {
                let cp = pts + k
                let pb = k == 0 ? bias.0 : bias.1
                let pm = k == 0 ? massScale.0 : massScale.1
                let pi = k == 0 ? impulseScale.0 : impulseScale.1
                let vn = normalVelocity(cp, vA, wA, vB, wB, n)
                let old = cp.pointee.normalImpulse
                var newImpulse = Swift.max(old - cp.pointee.normalMass * pm * (vn + pb) - pi * old, 0)
                if block { newImpulse = k == 0 ? blockImpulse.0 : blockImpulse.1 }
                let impulse = newImpulse - old
                cp.pointee.normalImpulse = newImpulse
                cp.pointee.maxNormalImpulse = Swift.max(cp.pointee.maxNormalImpulse, impulse)
                let vector = impulse * n
                vA -= mA * vector
                wA -= iA * (impulse * cp.pointee.normalArmA)
                vB += mB * vector
                wB += iB * (impulse * cp.pointee.normalArmB)
            }
            let t = n.rightPerp
            for k in 0..<pointCount {
                let cp = pts + k
                let vt = tangentVelocity(cp, vA, wA, vB, wB, t)
                let maxFriction = c.friction * cp.pointee.normalImpulse
                let old = cp.pointee.tangentImpulse
                let newImpulse = Swift.min(
                    Swift.max(old - cp.pointee.tangentMass * vt, -maxFriction), maxFriction)
                cp.pointee.tangentImpulse = newImpulse
                let impulse = newImpulse - old
                let vector = impulse * t
                vA -= mA * vector
                wA -= iA * (impulse * cp.pointee.tangentArmA)
                vB += mB * vector
                wB += iB * (impulse * cp.pointee.tangentArmB)
            }
            a.pointee.v = vA
            a.pointee.w = wA
            b.pointee.v = vB
            b.pointee.w = wB
        }
    }

    /// The normal velocity a point closed with when it touched, from its step-start closing
    /// velocity `v0` < 0 and separation `s0`. A point apart at the step's start was still being
    /// pulled together by gravity and applied forces (`gain`: the relative normal velocity they
    /// add each sub-step, negative when closing) until it touched; speculative contact stops it
    /// exactly there, so rebounding it at `v0` lost what the fall gave it in this step: 3 % of
    /// the speed of a ball dropped from 2 m at 60 Hz, 6 % of its bounce height.
    ///
    /// The sub-step integrator keeps velocities half a sub-step behind positions (each is the
    /// velocity over the sub-step: v ← v + a·h, then x ← x + v·h), so the closing speed at the
    /// step's start is |v0| + c/2 with c = −gain; under the acceleration a = c/h it touches at
    /// √((|v0| + c/2)² + 2·a·s0), at most the whole step's gain faster, and the velocity that
    /// sends it back along the same discrete arc is half a sub-step's gain more. Elasticity 1
    /// then keeps the integrator's energy exactly (the bounce height, to a frame's sampling);
    /// the result stays `v0` for a point already touching (s0 ≤ 0) or pushed apart by the forces.
    @inline(__always)
    static func impactVelocity(v0: Float, s0: Float, gain: Float, invH: Float, steps: Float) -> Float {
        let closing = -gain
        guard s0 > 0 && closing > 0 && v0 < 0 else { return v0 }
        let half = 0.5 * closing
        let start = half - v0
        let reach = (start * start + 2 * (closing * invH) * s0).squareRoot()
        return -(Swift.min(reach, start + closing * steps) + half)
    }

    /// Restitution after the sub-steps: points that closed faster than `threshold` and took an
    /// impulse get their normal velocity at impact (``impactVelocity(v0:s0:gain:invH:steps:)``)
    /// reversed and scaled by the restitution — with no more impulse than stops what still closes
    /// plus the restitution times the whole compression: the impulse the point pushed with over
    /// the step (``ConstraintPoint/compression`` and the last sub-step's) and that stop (Poisson's
    /// rule; a speculative point may still close when the step ends). Newton's
    /// rule alone rebounds a point at its closing speed whatever stopped the bodies: an item
    /// struck in the step's first sub-step and carried into a wall whose contact then took only
    /// the last sub-step's small push was thrown back at the striker's whole speed while the item
    /// it struck rebounded too (an elastic corridor gaining 89 % kinetic energy in one frame).
    /// For a free impact the two rules agree: the compression impulse is what stopped the closing.
    static func applyRestitution(
        _ cs: UnsafeMutablePointer<ContactConstraint>, _ points: UnsafeMutablePointer<ConstraintPoint>,
        _ list: UnsafeMutablePointer<Int32>, _ count: Int, _ bodies: UnsafeMutablePointer<SolverBody>,
        _ motion: UnsafeMutablePointer<SolverMotion>, threshold: Float, invH: Float, steps: Float
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
            let mA = motion[Int(c.a)]
            let mB = motion[Int(c.b)]
            let linearGain = dot(mB.dv - mA.dv, n)
            @inline(__always) func impact(_ cp: UnsafeMutablePointer<ConstraintPoint>) -> Float {
                let p = cp.pointee
                return impactVelocity(
                    v0: p.relativeVelocity, s0: p.baseSeparation - (p.tangentArmB - p.tangentArmA),
                    gain: linearGain + (mB.dw * p.normalArmB - mA.dw * p.normalArmA), invH: invH, steps: steps
                )
            }
            let impacts = SIMD2(impact(pts), c.pointCount == 2 ? impact(pts + 1) : 0)
            @inline(__always) func active(_ k: Int) -> Bool {
                !(impacts[k] > -threshold || (pts + k).pointee.maxNormalImpulse == 0)
            }
            // Poisson's bounds: each point's compression so far, and the impulse that stops what
            // still closes (both points at once where the pair has a block inverse).
            let e = c.restitution
            let vn1 = normalVelocity(pts, vA, wA, vB, wB, n)
            let vn2 = c.pointCount == 2 ? normalVelocity(pts + 1, vA, wA, vB, wB, n) : 0
            var stops = SIMD2(pts.pointee.normalMass * Swift.max(-vn1, 0), Float(0))
            if c.pointCount == 2 {
                stops =
                    c.invK11 != 0
                    ? SIMD2(
                        Swift.max(-(c.invK11 * vn1 + c.invK12 * vn2), 0),
                        Swift.max(-(c.invK12 * vn1 + c.invK22 * vn2), 0))
                    : SIMD2(stops[0], (pts + 1).pointee.normalMass * Swift.max(-vn2, 0))
            }
            @inline(__always) func bound(_ k: Int) -> Float {
                let p = pts + k
                let old = p.pointee.normalImpulse
                return old + stops[k] + e * (p.pointee.compression + old + stops[k])
            }
            let bounds = SIMD2(bound(0), c.pointCount == 2 ? bound(1) : 0)
            // Two bouncing points: both rebounds at once, as in the solve.
            var block = false
            var blockImpulse = (Float(0), Float(0))
            if c.pointCount == 2 && c.invK11 != 0 && active(0) && active(1) {
                let q1 = vn1 + e * impacts[0]
                let q2 = vn2 + e * impacts[1]
                let x1 = pts.pointee.normalImpulse - (c.invK11 * q1 + c.invK12 * q2)
                let x2 = (pts + 1).pointee.normalImpulse - (c.invK12 * q1 + c.invK22 * q2)
                block = x1 >= 0 && x2 >= 0
                blockImpulse = (x1, x2)
            }
            for k in 0..<Int(c.pointCount) {
                let cp = pts + k
                if !active(k) { continue }
                let vn = normalVelocity(cp, vA, wA, vB, wB, n)
                // Already sent apart faster than the threshold by another contact: no rebound.
                if !block && vn > threshold { continue }
                let old = cp.pointee.normalImpulse
                var newImpulse = Swift.max(
                    old - cp.pointee.normalMass * (vn + c.restitution * impacts[k]), 0)
                if block { newImpulse = k == 0 ? blockImpulse.0 : blockImpulse.1 }
                newImpulse = Swift.min(newImpulse, bounds[k])
                let impulse = newImpulse - old
                cp.pointee.normalImpulse = newImpulse
                cp.pointee.maxNormalImpulse = Swift.max(cp.pointee.maxNormalImpulse, impulse)
                let vector = impulse * n
                vA -= c.invMassA * vector
                wA -= c.invIA * (impulse * cp.pointee.normalArmA)
                vB += c.invMassB * vector
                wB += c.invIB * (impulse * cp.pointee.normalArmB)
            }
            a.pointee.v = vA
            a.pointee.w = wA
            b.pointee.v = vB
            b.pointee.w = wB
        }
    }
}
