#if canImport(_Builtin_intrinsics.intel)
    internal import _Builtin_intrinsics.intel
#endif

/// One contact point of four constraints, lane by lane.
@usableFromInline
struct WidePoint: Sendable {
    /// As ``ConstraintPoint/normalArmA`` and the others.
    var normalArmA: FloatW
    var normalArmB: FloatW
    var tangentArmA: FloatW
    var tangentArmB: FloatW
    var baseSeparation: FloatW
    var normalImpulse: FloatW
    var tangentImpulse: FloatW
    var maxNormalImpulse: FloatW
    var normalMass: FloatW
    var tangentMass: FloatW
    var relativeVelocity: FloatW
}

/// Each point's compression impulse of four constraints (``ConstraintPoint/compression``), kept
/// beside the bundles rather than in them: the hot kernels read 752-byte bundles front to back,
/// and only bundles with restitution sum this, once a sub-step.
@usableFromInline
struct WideCompression: Sendable {
    var p1: FloatW
    var p2: FloatW
}

/// Four contact constraints of one graph colour, solved together: lane `j` of every field
/// belongs to the same constraint. Within a colour no two constraints move the same body, so the
/// four lanes can read their bodies, update them and write them back without racing each other,
/// and the result is exactly what solving the four one after another would give.
///
/// Why this layout (array of structures of lanes): one bundle is one contiguous 752-byte record
/// read front to back, each field one aligned vector load, and the body states are the only
/// scattered memory traffic. Unused lanes of a colour's last bundle have zero masses and read
/// the static stand-in, so they compute zero impulses.
@usableFromInline
struct ContactBundle: Sendable {
    /// Solver slots the lanes read their bodies from (0: the static stand-in).
    var bodyA: SIMD4<Int32>
    var bodyB: SIMD4<Int32>
    /// Solver slots the lanes write back to: the body's own slot when the constraint moves it,
    /// else the step's scratch slot, so a body that several lanes only read is never written.
    var writeA: SIMD4<Int32>
    var writeB: SIMD4<Int32>
    /// The world contact of each lane (−1: unused lane).
    var contact: SIMD4<Int32>
    var normalX: FloatW
    var normalY: FloatW
    var friction: FloatW
    var restitution: FloatW
    var invMassA: FloatW
    var invIA: FloatW
    var invMassB: FloatW
    var invIB: FloatW
    var biasRate: FloatW
    var massScale: FloatW
    var impulseScale: FloatW
    /// The inverse two-point normal mass matrix of each lane (all zero: solve point by point),
    /// and the soft block's (K + Γ)⁻¹ and compliances (``BlockInverse``).
    var invK11: FloatW
    var invK12: FloatW
    var invK22: FloatW
    var invS11: FloatW
    var invS12: FloatW
    var invS22: FloatW
    var gamma1: FloatW
    var gamma2: FloatW
    var p1: WidePoint
    var p2: WidePoint
    /// `hasSecondPoint` (1 or 0 in every lane), a whole vector rather than a `Bool`: with a
    /// 1-byte last field the record's size (657 bytes) is not a multiple of its 16-byte alignment,
    /// and Swift then emits every field access with alignment 1, so LLVM cannot fold a field's
    /// load into the arithmetic (`mulps mem, reg`) and spends a `movups` and a register on each
    /// (callgrind, pyramid100: kernels 1,266.7 → 1,261.6 M instructions, warm start −2.3 %).
    var twoPoints: SIMD4<Int32>

    /// False when every lane is a one-point manifold: the kernels skip `p2`.
    var hasSecondPoint: Bool {
        @inline(__always) get { twoPoints[0] != 0 }
        set { twoPoints = SIMD4(repeating: newValue ? 1 : 0) }
    }

    static let emptyPoint = WidePoint(
        normalArmA: .zero, normalArmB: .zero, tangentArmA: .zero, tangentArmB: .zero, baseSeparation: .zero,
        normalImpulse: .zero, tangentImpulse: .zero, maxNormalImpulse: .zero, normalMass: .zero,
        tangentMass: .zero, relativeVelocity: .zero)

    /// A bundle of unused lanes writing to `scratch`.
    static func empty(scratch: Int32) -> ContactBundle {
        ContactBundle(
            bodyA: .zero, bodyB: .zero, writeA: SIMD4(repeating: scratch), writeB: SIMD4(repeating: scratch),
            contact: SIMD4(repeating: -1), normalX: .zero, normalY: .zero, friction: .zero,
            restitution: .zero,
            invMassA: .zero, invIA: .zero, invMassB: .zero, invIB: .zero, biasRate: .zero, massScale: .zero,
            impulseScale: .zero, invK11: .zero, invK12: .zero, invK22: .zero, invS11: .zero, invS12: .zero,
            invS22: .zero, gamma1: .zero, gamma2: .zero, p1: emptyPoint, p2: emptyPoint, twoPoints: .zero)
    }
}

/// The velocities of four bodies, lane by lane.
@usableFromInline
struct WideVelocity {
    var vx: FloatW
    var vy: FloatW
    var w: FloatW

    /// Reads the velocity halves of the solver states at `slots`.
    @inline(__always)
    init(_ bodies: UnsafeMutableRawPointer, _ slots: SIMD4<Int32>) {
        (vx, vy, w, _) = gatherColumns(bodies, slots, stride: MemoryLayout<SolverBody>.stride, offset: 0)
    }

    /// Writes the velocity halves back to the solver states at `slots` (the pad as zero).
    // Inlined again since the lane arithmetic and the transposes are SSE intrinsics on x86-64
    // (see `transpose`): the optimiser no longer fuses the transpose into the impulse arithmetic
    // and scalarises it, and the call cost more than it saved (callgrind, pyramid20: kernels
    // 57.0 → 54.8 M instructions). Out of line it had saved 18 % when the arithmetic was the
    // standard library's per-lane loops. The slots are read one by one from the bundle
    // (`movslq`), not from a vector in a register: there the optimiser widens the four index
    // conversions into a dozen SSE2 shuffles.
    @inline(__always)
    func store(_ bodies: UnsafeMutableRawPointer, _ slots: UnsafePointer<SIMD4<Int32>>) {
        let stride = MemoryLayout<SolverBody>.stride
        let lanes = UnsafeRawPointer(slots)
        let (r0, r1, r2, r3) = transpose(vx, vy, w, .zero)
        @inline(__always) func offset(_ j: Int) -> Int {
            Int(lanes.load(fromByteOffset: 4 &* j, as: Int32.self)) &* stride
        }
        bodies.storeBytes(of: r0, toByteOffset: offset(0), as: FloatW.self)
        bodies.storeBytes(of: r1, toByteOffset: offset(1), as: FloatW.self)
        bodies.storeBytes(of: r2, toByteOffset: offset(2), as: FloatW.self)
        bodies.storeBytes(of: r3, toByteOffset: offset(3), as: FloatW.self)
    }
}

/// The position deltas of four bodies, lane by lane.
@usableFromInline
struct WideDelta {
    var dpx: FloatW
    var dpy: FloatW
    var qc: FloatW
    var qs: FloatW

    @inline(__always)
    init(_ bodies: UnsafeMutableRawPointer, _ slots: SIMD4<Int32>) {
        (dpx, dpy, qc, qs) = gatherColumns(bodies, slots, stride: MemoryLayout<SolverBody>.stride, offset: 16)
    }
}

/// What gravity and applied forces add to four bodies' velocities each sub-step
/// (``SolverMotion/dv``, ``SolverMotion/dw``), lane by lane.
@usableFromInline
struct WideGain {
    var dvx: FloatW
    var dvy: FloatW
    var dw: FloatW

    @inline(__always)
    init(_ motion: UnsafeMutablePointer<SolverMotion>, _ slots: SIMD4<Int32>) {
        // dv.x, dv.y, dw, then the linear damping factor (unused): the record's first 16 bytes.
        (dvx, dvy, dw, _) = gatherColumns(
            UnsafeMutableRawPointer(motion), slots, stride: MemoryLayout<SolverMotion>.stride, offset: 0)
    }
}

// MARK: Kernels

/// The wide contact kernels. Each mirrors its scalar twin in ``ContactSolver`` operation for
/// operation; a bundle's lanes are independent constraints.
extension ContactBundle {
    /// Writes constraint `c` (its manifold `m`, its bodies' step-start velocities) into lane `j`.
    @inline(__always)
    static func setLane(
        _ bundle: UnsafeMutablePointer<ContactBundle>, _ j: Int, _ c: ContactConstraint, _ m: Manifold,
        scratch: Int32
    ) {
        bundle.pointee.bodyA[j] = c.a
        bundle.pointee.bodyB[j] = c.b
        bundle.pointee.writeA[j] = c.invMassA != 0 || c.invIA != 0 ? c.a : scratch
        bundle.pointee.writeB[j] = c.invMassB != 0 || c.invIB != 0 ? c.b : scratch
        bundle.pointee.contact[j] = c.contact
        bundle.pointee.normalX[j] = c.normal.x
        bundle.pointee.normalY[j] = c.normal.y
        bundle.pointee.friction[j] = c.friction
        bundle.pointee.restitution[j] = c.restitution
        bundle.pointee.invMassA[j] = c.invMassA
        bundle.pointee.invIA[j] = c.invIA
        bundle.pointee.invMassB[j] = c.invMassB
        bundle.pointee.invIB[j] = c.invIB
        bundle.pointee.biasRate[j] = c.softness.biasRate
        bundle.pointee.massScale[j] = c.softness.massScale
        bundle.pointee.impulseScale[j] = c.softness.impulseScale
        setPoint(&bundle.pointee.p1, j, rawPoint(m.p0, c.normal))
        if m.pointCount == 2 {
            setPoint(&bundle.pointee.p2, j, rawPoint(m.p1, c.normal))
        } else {
            bundle.pointee.invK11[j] = 0
            bundle.pointee.invK12[j] = 0
            bundle.pointee.invK22[j] = 0
            bundle.pointee.invS11[j] = 0
            bundle.pointee.invS12[j] = 0
            bundle.pointee.invS22[j] = 0
            bundle.pointee.gamma1[j] = 0
            bundle.pointee.gamma2[j] = 0
            setPoint(
                &bundle.pointee.p2, j,
                ConstraintPoint(
                    normalArmA: 0, normalArmB: 0, tangentArmA: 0, tangentArmB: 0, baseSeparation: 0,
                    normalImpulse: 0, tangentImpulse: 0, maxNormalImpulse: 0, normalMass: 0, tangentMass: 0,
                    relativeVelocity: 0))
        }
    }

    /// A manifold point as `setLane` writes it: arms (the same scalar cross products as
    /// ``ContactSolver/prepare(_:normal:_:_:_:_:vA:wA:vB:wB:)``), impulses, and the separation in
    /// `baseSeparation`; ``prepare(_:_:)`` derives the rest for all four lanes at once.
    @inline(__always)
    private static func rawPoint(_ p: ManifoldPoint, _ n: Vec2) -> ConstraintPoint {
        let t = n.rightPerp
        return ConstraintPoint(
            normalArmA: cross(p.anchorA, n), normalArmB: cross(p.anchorB, n),
            tangentArmA: cross(p.anchorA, t),
            tangentArmB: cross(p.anchorB, t), baseSeparation: p.separation, normalImpulse: p.normalImpulse,
            tangentImpulse: p.tangentImpulse, maxNormalImpulse: 0, normalMass: 0, tangentMass: 0,
            relativeVelocity: 0)
    }

    /// Completes a bundle whose lanes `setLane` has written: separations relative to the anchors,
    /// normal and tangent masses, the normal velocity at the step's start and (two-point bundles)
    /// the block inverse — four lanes at a time, the same IEEE operations in the same order as
    /// ``ContactSolver/prepare(_:normal:_:_:_:_:vA:wA:vB:wB:)`` and ``BlockInverse`` (done lane by
    /// lane, the preparation was mostly spills: ~40 % of its instructions stack moves). Unused
    /// lanes (no masses, zero normal, body slot 0) come out zero as `empty` left them.
    @inline(__always)
    static func prepare(_ c: UnsafeMutablePointer<ContactBundle>, _ bodies: UnsafeMutableRawPointer) {
        let a = WideVelocity(bodies, c.pointee.bodyA)
        let b = WideVelocity(bodies, c.pointee.bodyB)
        let nx = c.pointee.normalX
        let ny = c.pointee.normalY
        let mA = c.pointee.invMassA
        let iA = c.pointee.invIA
        let mB = c.pointee.invMassB
        let iB = c.pointee.invIB
        let zero = FloatW.zero
        let one = FloatW(repeating: 1)
        @inline(__always) func point(_ p: UnsafeMutablePointer<WidePoint>) -> (FloatW, FloatW) {
            let rnA = p.pointee.normalArmA
            let rnB = p.pointee.normalArmB
            let rtA = p.pointee.tangentArmA
            let rtB = p.pointee.tangentArmB
            let kNormal = mA + mB + iA * rnA * rnA + iB * rnB * rnB
            let kTangent = mA + mB + iA * rtA * rtA + iB * rtB * rtB
            // Deeper than the slop at the start: no rebound (``ConstraintPoint/relativeVelocity``).
            let wedged = p.pointee.baseSeparation .< FloatW(repeating: -Tolerances.linearSlop)
            p.pointee.baseSeparation = p.pointee.baseSeparation + (rtB - rtA)
            p.pointee.normalMass = laneSelect(kNormal .> zero, one / kNormal, zero)
            p.pointee.tangentMass = laneSelect(kTangent .> zero, one / kTangent, zero)
            p.pointee.relativeVelocity = laneSelect(
                wedged, zero, ((b.vx - a.vx) * nx + (b.vy - a.vy) * ny) + (b.w * rnB - a.w * rnA))
            return (rnA, rnB)
        }
        let (rn1A, rn1B) = point(c.pointer(to: \.p1)!)
        guard c.pointee.hasSecondPoint else { return }
        let (rn2A, rn2B) = point(c.pointer(to: \.p2)!)
        let k11 = mA + mB + iA * rn1A * rn1A + iB * rn1B * rn1B
        let k22 = mA + mB + iA * rn2A * rn2A + iB * rn2B * rn2B
        let k12 = mA + mB + iA * rn1A * rn2A + iB * rn1B * rn2B
        let det = k11 * k22 - k12 * k12
        let ok = (det .> zero) .& (k11 * k11 .< FloatW(repeating: BlockInverse.maxCondition) * det)
        let invDet = one / det
        c.pointee.invK11 = laneSelect(ok, invDet * k22, zero)
        c.pointee.invK12 = laneSelect(ok, laneNegate(invDet) * k12, zero)
        c.pointee.invK22 = laneSelect(ok, invDet * k11, zero)
        let massScale = c.pointee.massScale
        let ratio = laneSelect(massScale .> zero, c.pointee.impulseScale / massScale, zero)
        let gamma1 = ratio * k11
        let gamma2 = ratio * k22
        let a11 = k11 + gamma1
        let a22 = k22 + gamma2
        let invSoftDet = one / (a11 * a22 - k12 * k12)
        c.pointee.invS11 = laneSelect(ok, invSoftDet * a22, zero)
        c.pointee.invS12 = laneSelect(ok, laneNegate(invSoftDet) * k12, zero)
        c.pointee.invS22 = laneSelect(ok, invSoftDet * a11, zero)
        c.pointee.gamma1 = laneSelect(ok, gamma1, zero)
        c.pointee.gamma2 = laneSelect(ok, gamma2, zero)
    }

    @inline(__always)
    private static func setPoint(_ w: inout WidePoint, _ j: Int, _ p: ConstraintPoint) {
        w.normalArmA[j] = p.normalArmA
        w.normalArmB[j] = p.normalArmB
        w.tangentArmA[j] = p.tangentArmA
        w.tangentArmB[j] = p.tangentArmB
        w.baseSeparation[j] = p.baseSeparation
        w.normalImpulse[j] = p.normalImpulse
        w.tangentImpulse[j] = p.tangentImpulse
        w.maxNormalImpulse[j] = p.maxNormalImpulse
        w.normalMass[j] = p.normalMass
        w.tangentMass[j] = p.tangentMass
        w.relativeVelocity[j] = p.relativeVelocity
    }

    /// Applies last step's impulses (carried by feature id) as a head start.
    static func warmStart(
        _ bundles: UnsafeMutablePointer<ContactBundle>, _ range: Range<Int>,
        _ bodies: UnsafeMutableRawPointer,
        _ compression: UnsafeMutablePointer<WideCompression>, firstSubStep: Bool
    ) {
        for k in range {
            let c = bundles + k
            if anyLane(c.pointee.restitution .!= 0) {
                // The last sub-step's push (the first warm start carries the last step's).
                let sum = compression + k
                if firstSubStep {
                    sum.pointee = WideCompression(p1: .zero, p2: .zero)
                } else {
                    sum.pointee.p1 = sum.pointee.p1 + c.pointee.p1.normalImpulse
                    sum.pointee.p2 = sum.pointee.p2 + c.pointee.p2.normalImpulse
                }
            }
            var a = WideVelocity(bodies, c.pointee.bodyA)
            var b = WideVelocity(bodies, c.pointee.bodyB)
            let nx = c.pointee.normalX
            let ny = c.pointee.normalY
            let masses = WideMasses(
                mA: c.pointee.invMassA, iA: c.pointee.invIA, mB: c.pointee.invMassB, iB: c.pointee.invIB)
            warmStartPoint(c.pointee.p1, nx, ny, masses, &a, &b)
            if c.pointee.hasSecondPoint { warmStartPoint(c.pointee.p2, nx, ny, masses, &a, &b) }
            a.store(bodies, c.pointer(to: \.writeA)!)
            b.store(bodies, c.pointer(to: \.writeB)!)
        }
    }

    @inline(__always)
    private static func warmStartPoint(
        _ p: WidePoint, _ nx: FloatW, _ ny: FloatW, _ m: WideMasses, _ a: inout WideVelocity,
        _ b: inout WideVelocity
    ) {
        // impulse = λn·n + λt·t with t = (n.y, −n.x)
        let normalImpulse = p.normalImpulse
        let tangentImpulse = p.tangentImpulse
        let px = normalImpulse * nx + tangentImpulse * ny
        // λn·n.y + λt·(−n.x), bit for bit (see `solveFriction`).
        let py = normalImpulse * ny - tangentImpulse * nx
        apply(
            px, py, normalImpulse * p.normalArmA + tangentImpulse * p.tangentArmA,
            normalImpulse * p.normalArmB + tangentImpulse * p.tangentArmB, m, &a, &b)
    }

    /// One pass of normal then friction impulses over the bundles in `range` (see
    /// ``ContactSolver/solve(_:_:_:_:_:_:invH:maxPush:useBias:)``). Without `useBias` (relax) the
    /// soft coefficients become (bias rate 0, mass scale 1, impulse scale 0) and the bias floor 0,
    /// which removes velocity error only — the same numbers as the scalar kernel's branch, with
    /// no branch in the loop.
    ///
    /// Register pressure decides this kernel's cost (SSE2 has 16 vector registers; a bundle's two
    /// points need far more live values), so it is ordered to keep few values live: both points'
    /// regimes come first, from the position deltas, which are then dead; the first point's
    /// normal velocity is computed once, for the block solve and the point-by-point fallback
    /// alike (nothing moves the bodies in between).
    static func solve(
        _ bundles: UnsafeMutablePointer<ContactBundle>, _ range: Range<Int>,
        _ bodies: UnsafeMutableRawPointer,
        invH: Float, maxPush: Float, useBias: Bool
    ) {
        // One copy of the loop per mode: in the relax copy the soft coefficients are constants
        // (re-materialised, not spilled), the select between mass scales 1 and 1 and the
        // multiplication by 1 fold away (x · 1 is x, bit for bit).
        if useBias {
            solvePass(bundles, range, bodies, invH: invH, maxPush: maxPush, useBias: true)
        } else {
            solvePass(bundles, range, bodies, invH: invH, maxPush: maxPush, useBias: false)
        }
    }

    @inline(__always)
    private static func solvePass(
        _ bundles: UnsafeMutablePointer<ContactBundle>, _ range: Range<Int>,
        _ bodies: UnsafeMutableRawPointer,
        invH: Float, maxPush: Float, useBias: Bool
    ) {
        let invHW = FloatW(repeating: invH)
        let minBias = FloatW(repeating: useBias ? -maxPush : 0)
        let one = FloatW(repeating: 1)
        for k in range {
            let c = bundles + k
            let nx = c.pointee.normalX
            let ny = c.pointee.normalY
            let soft = WideSoftness(
                biasRate: useBias ? c.pointee.biasRate : .zero,
                massScale: useBias ? c.pointee.massScale : one,
                impulseScale: useBias ? c.pointee.impulseScale : .zero, minBias: minBias, invH: invHW)
            if c.pointee.hasSecondPoint {
                let (r1, r2) = regimes(c, bodies, nx, ny, soft)
                var a = WideVelocity(bodies, c.pointee.bodyA)
                var b = WideVelocity(bodies, c.pointee.bodyB)
                let masses = WideMasses(
                    mA: c.pointee.invMassA, iA: c.pointee.invIA, mB: c.pointee.invMassB, iB: c.pointee.invIB)
                let vn1 = normalVelocity(c.pointee.p1, a, b, nx, ny)
                let usable = c.pointee.invK11 .!= 0
                var block = SIMDMask<SIMD4<Int32>>(repeating: false)
                var x1 = FloatW.zero
                var x2 = FloatW.zero
                if anyLane(usable) {
                    // Both normal impulses at once where that keeps them non-negative (block).
                    let vn2 = normalVelocity(c.pointee.p2, a, b, nx, ny)
                    (x1, x2) = blockImpulses(c, vn1 + r1.bias, vn2 + r2.bias, r1, r2, useBias: useBias)
                    block = usable .& (x1 .>= 0) .& (x2 .>= 0)
                }
                if allLanes(block) {
                    applyNormal(&c.pointee.p1, x1, &a, &b, nx, ny, masses)
                    applyNormal(&c.pointee.p2, x2, &a, &b, nx, ny, masses)
                } else {
                    solveNormal(&c.pointee.p1, vn1, r1, &a, &b, nx, ny, masses, block, x1)
                    // The second point sees the first one's impulse.
                    let vn2 = normalVelocity(c.pointee.p2, a, b, nx, ny)
                    solveNormal(&c.pointee.p2, vn2, r2, &a, &b, nx, ny, masses, block, x2)
                }
                let friction = c.pointee.friction
                solveFriction(&c.pointee.p1, &a, &b, nx, ny, friction, masses)
                solveFriction(&c.pointee.p2, &a, &b, nx, ny, friction, masses)
                a.store(bodies, c.pointer(to: \.writeA)!)
                b.store(bodies, c.pointer(to: \.writeB)!)
            } else {
                let r1: Regime
                do {
                    let da = WideDelta(bodies, c.pointee.bodyA)
                    let db = WideDelta(bodies, c.pointee.bodyB)
                    r1 = regime(c.pointee.p1, da, db, nx, ny, soft)
                }
                var a = WideVelocity(bodies, c.pointee.bodyA)
                var b = WideVelocity(bodies, c.pointee.bodyB)
                let masses = WideMasses(
                    mA: c.pointee.invMassA, iA: c.pointee.invIA, mB: c.pointee.invMassB, iB: c.pointee.invIB)
                let vn1 = normalVelocity(c.pointee.p1, a, b, nx, ny)
                solveNormal(
                    &c.pointee.p1, vn1, r1, &a, &b, nx, ny, masses, SIMDMask(repeating: false), .zero)
                solveFriction(&c.pointee.p1, &a, &b, nx, ny, c.pointee.friction, masses)
                a.store(bodies, c.pointer(to: \.writeA)!)
                b.store(bodies, c.pointer(to: \.writeB)!)
            }
        }
    }

    /// A point's soft-step regime for one pass.
    typealias Regime = (bias: FloatW, massScale: FloatW, impulseScale: FloatW)

    /// Both points' regimes, from the bodies' position deltas (read here and nowhere else).
    @inline(__always)
    private static func regimes(
        _ c: UnsafeMutablePointer<ContactBundle>, _ bodies: UnsafeMutableRawPointer, _ nx: FloatW,
        _ ny: FloatW, _ soft: WideSoftness
    ) -> (Regime, Regime) {
        let da = WideDelta(bodies, c.pointee.bodyA)
        let db = WideDelta(bodies, c.pointee.bodyB)
        return (regime(c.pointee.p1, da, db, nx, ny, soft), regime(c.pointee.p2, da, db, nx, ny, soft))
    }

    /// A point's soft-step regime for this pass: bias, mass scale and impulse scale.
    @inline(__always)
    private static func regime(
        _ p: WidePoint, _ da: WideDelta, _ db: WideDelta, _ nx: FloatW, _ ny: FloatW, _ soft: WideSoftness
    ) -> Regime {
        // Current separation from the bodies' deltas (anchors stay fixed to their bodies in the
        // step): each anchor's offset along the normal after turning by (qc, qs) is
        // qs · normalArm − qc · tangentArm.
        let offsetA = da.qs * p.normalArmA - da.qc * p.tangentArmA
        let offsetB = db.qs * p.normalArmB - db.qc * p.tangentArmB
        let s = (((db.dpx - da.dpx) * nx + (db.dpy - da.dpy) * ny) + (offsetB - offsetA)) + p.baseSeparation
        // Speculative points (s > 0) may close exactly the gap in one sub-step, rigidly.
        let speculative = s .> 0
        return (
            laneSelect(speculative, s * soft.invH, laneMax(soft.biasRate * s, soft.minBias)),
            laneSelect(speculative, FloatW(repeating: 1), soft.massScale),
            laneSelect(speculative, .zero, soft.impulseScale)
        )
    }

    /// The relative normal velocity at a point.
    @inline(__always)
    private static func normalVelocity(
        _ p: WidePoint, _ a: WideVelocity, _ b: WideVelocity, _ nx: FloatW, _ ny: FloatW
    ) -> FloatW {
        ((b.vx - a.vx) * nx + (b.vy - a.vy) * ny) + (b.w * p.normalArmB - a.w * p.normalArmA)
    }

    /// The accumulated normal impulses that make both points' constraints hold at once (see
    /// ``BlockInverse``): x = λ − M q with q = vn + bias + γ λ, where M is (K + Γ)⁻¹ for two soft
    /// points and K⁻¹ (γ = 0) otherwise: in the relax pass, for two speculative points, and for
    /// one of each.
    @inline(__always)
    private static func blockImpulses(
        _ c: UnsafeMutablePointer<ContactBundle>, _ vnb1: FloatW, _ vnb2: FloatW, _ r1: Regime, _ r2: Regime,
        useBias: Bool
    ) -> (FloatW, FloatW) {
        let old1 = c.pointee.p1.normalImpulse
        let old2 = c.pointee.p2.normalImpulse
        guard useBias else {
            let x1 = old1 - (c.pointee.invK11 * vnb1 + c.pointee.invK12 * vnb2)
            let x2 = old2 - (c.pointee.invK12 * vnb1 + c.pointee.invK22 * vnb2)
            return (x1, x2)
        }
        let soft = (r1.impulseScale .!= 0) .& (r2.impulseScale .!= 0)
        let zero = FloatW.zero
        let m11 = laneSelect(soft, c.pointee.invS11, c.pointee.invK11)
        let m12 = laneSelect(soft, c.pointee.invS12, c.pointee.invK12)
        let m22 = laneSelect(soft, c.pointee.invS22, c.pointee.invK22)
        let q1 = vnb1 + laneSelect(soft, c.pointee.gamma1, zero) * old1
        let q2 = vnb2 + laneSelect(soft, c.pointee.gamma2, zero) * old2
        let x1 = old1 - (m11 * q1 + m12 * q2)
        let x2 = old2 - (m12 * q1 + m22 * q2)
        return (x1, x2)
    }

    /// The normal impulse of one point, from its normal velocity `vn` and regime `r`; lanes in
    /// `block` take `blockImpulse` instead.
    @inline(__always)
    private static func solveNormal(
        _ p: inout WidePoint, _ vn: FloatW, _ r: Regime, _ a: inout WideVelocity, _ b: inout WideVelocity,
        _ nx: FloatW, _ ny: FloatW, _ m: WideMasses, _ block: SIMDMask<SIMD4<Int32>>, _ blockImpulse: FloatW
    ) {
        let old = p.normalImpulse
        let newImpulse = laneSelect(
            block, blockImpulse,
            laneMax(old - p.normalMass * r.massScale * (vn + r.bias) - r.impulseScale * old, .zero))
        applyNormal(&p, newImpulse, &a, &b, nx, ny, m)
    }

    /// Sets a point's accumulated normal impulse to `newImpulse` and applies the difference.
    @inline(__always)
    private static func applyNormal(
        _ p: inout WidePoint, _ newImpulse: FloatW, _ a: inout WideVelocity, _ b: inout WideVelocity,
        _ nx: FloatW, _ ny: FloatW, _ m: WideMasses
    ) {
        let impulse = newImpulse - p.normalImpulse
        p.normalImpulse = newImpulse
        p.maxNormalImpulse = laneMax(p.maxNormalImpulse, impulse)
        apply(impulse * nx, impulse * ny, impulse * p.normalArmA, impulse * p.normalArmB, m, &a, &b)
    }

    @inline(__always)
    private static func solveFriction(
        _ p: inout WidePoint, _ a: inout WideVelocity, _ b: inout WideVelocity, _ nx: FloatW, _ ny: FloatW,
        _ friction: FloatW, _ m: WideMasses
    ) {
        // t = (n.y, −n.x)
        let tx = ny
        let ty = laneNegate(nx)
        // (vB − vA)·t, bit for bit: dvy·(−n.x) is −(dvy·n.x) exactly, and IEEE defines a − b as
        // a + (−b).
        let vt = ((b.vx - a.vx) * ny - (b.vy - a.vy) * nx) + (b.w * p.tangentArmB - a.w * p.tangentArmA)
        let maxFriction = friction * p.normalImpulse
        let old = p.tangentImpulse
        let newImpulse = laneMin(laneMax(old - p.tangentMass * vt, laneNegate(maxFriction)), maxFriction)
        p.tangentImpulse = newImpulse
        let impulse = newImpulse - old
        apply(
            impulse * tx, impulse * ty, impulse * p.tangentArmA, impulse * p.tangentArmB, m, &a, &b)
    }

    /// Applies the impulse P = (px, py) at a point: −P to A, +P to B; `turnA` and `turnB` are
    /// the anchors' cross products with P.
    @inline(__always)
    private static func apply(
        _ px: FloatW, _ py: FloatW, _ turnA: FloatW, _ turnB: FloatW, _ m: WideMasses,
        _ a: inout WideVelocity, _ b: inout WideVelocity
    ) {
        a.vx = a.vx - m.mA * px
        a.vy = a.vy - m.mA * py
        a.w = a.w - m.iA * turnA
        b.vx = b.vx + m.mB * px
        b.vy = b.vy + m.mB * py
        b.w = b.w + m.iB * turnB
    }

    /// Restitution after the sub-steps (see ``ContactSolver/applyRestitution``), each point
    /// rebounding at its normal velocity at impact (``ContactSolver/impactVelocity(v0:s0:gain:invH:steps:)``).
    static func applyRestitution(
        _ bundles: UnsafeMutablePointer<ContactBundle>, _ range: Range<Int>,
        _ bodies: UnsafeMutableRawPointer, _ motion: UnsafeMutablePointer<SolverMotion>,
        _ compression: UnsafeMutablePointer<WideCompression>, threshold: Float, invH: Float, steps: Float
    ) {
        let minClosing = FloatW(repeating: -threshold)
        let invHW = FloatW(repeating: invH)
        let stepsW = FloatW(repeating: steps)
        for k in range {
            let c = bundles + k
            let e = c.pointee.restitution
            if !anyLane(e .!= 0) { continue }
            var a = WideVelocity(bodies, c.pointee.bodyA)
            var b = WideVelocity(bodies, c.pointee.bodyB)
            let masses = WideMasses(
                mA: c.pointee.invMassA, iA: c.pointee.invIA, mB: c.pointee.invMassB, iB: c.pointee.invIB)
            let nx = c.pointee.normalX
            let ny = c.pointee.normalY
            let gainA = WideGain(motion, c.pointee.bodyA)
            let gainB = WideGain(motion, c.pointee.bodyB)
            let linearGain = (gainB.dvx - gainA.dvx) * nx + (gainB.dvy - gainA.dvy) * ny
            @inline(__always) func impact(_ p: WidePoint) -> FloatW {
                impactVelocity(
                    v0: p.relativeVelocity, s0: p.baseSeparation - (p.tangentArmB - p.tangentArmA),
                    gain: linearGain + (gainB.dw * p.normalArmB - gainA.dw * p.normalArmA), invH: invHW,
                    steps: stepsW)
            }
            let impact1 = impact(c.pointee.p1)
            let active1 = restituting(c.pointee.p1, impact1, e, minClosing)
            var impact2 = FloatW.zero
            var block = SIMDMask<SIMD4<Int32>>(repeating: false)
            var x1 = FloatW.zero
            var x2 = FloatW.zero
            // Poisson's bounds (see ``ContactSolver/applyRestitution``): each point's compression
            // so far, and the impulse that stops what still closes (both points at once where
            // the pair has a block inverse).
            let sum = compression[k]
            let vn1 = normalVelocity(c.pointee.p1, a, b, nx, ny)
            var stop1 = c.pointee.p1.normalMass * laneMax(laneNegate(vn1), .zero)
            var stop2 = FloatW.zero
            if c.pointee.hasSecondPoint {
                // Both rebounds at once where both points bounce (block, as in the solve).
                let p1 = c.pointee.p1
                let p2 = c.pointee.p2
                impact2 = impact(p2)
                let vn2 = normalVelocity(p2, a, b, nx, ny)
                let q1 = vn1 + e * impact1
                let q2 = vn2 + e * impact2
                x1 = p1.normalImpulse - (c.pointee.invK11 * q1 + c.pointee.invK12 * q2)
                x2 = p2.normalImpulse - (c.pointee.invK12 * q1 + c.pointee.invK22 * q2)
                let coupled = c.pointee.invK11 .!= 0
                block = coupled .& active1 .& restituting(p2, impact2, e, minClosing) .& (x1 .>= 0)
                    .& (x2 .>= 0)
                stop1 = laneSelect(
                    coupled, laneMax(laneNegate(c.pointee.invK11 * vn1 + c.pointee.invK12 * vn2), .zero),
                    stop1)
                stop2 = laneSelect(
                    coupled, laneMax(laneNegate(c.pointee.invK12 * vn1 + c.pointee.invK22 * vn2), .zero),
                    p2.normalMass * laneMax(laneNegate(vn2), .zero))
            }
            @inline(__always) func bound(_ p: WidePoint, _ compression: FloatW, _ stop: FloatW) -> FloatW {
                let old = p.normalImpulse
                return old + stop + e * (compression + old + stop)
            }
            restitute(
                &c.pointee.p1, impact1, &a, &b, nx, ny, e, masses, active1, block, x1, minClosing,
                bound: bound(c.pointee.p1, sum.p1, stop1))
            if c.pointee.hasSecondPoint {
                restitute(
                    &c.pointee.p2, impact2, &a, &b, nx, ny, e, masses,
                    restituting(c.pointee.p2, impact2, e, minClosing), block, x2, minClosing,
                    bound: bound(c.pointee.p2, sum.p2, stop2))
            }
            a.store(bodies, c.pointer(to: \.writeA)!)
            b.store(bodies, c.pointer(to: \.writeB)!)
        }
    }

    /// ``ContactSolver/impactVelocity(v0:s0:gain:invH:steps:)``, four lanes at once.
    @inline(__always)
    private static func impactVelocity(v0: FloatW, s0: FloatW, gain: FloatW, invH: FloatW, steps: FloatW)
        -> FloatW
    {
        let closing = laneNegate(gain)
        let zero = FloatW.zero
        let apart = (s0 .> zero) .& (closing .> zero) .& (v0 .< zero)
        if !anyLane(apart) { return v0 }
        let half = FloatW(repeating: 0.5) * closing
        let start = half - v0
        let reach = (start * start + FloatW(repeating: 2) * (closing * invH) * s0).squareRoot()
        return laneSelect(apart, laneNegate(laneMin(reach, start + closing * steps) + half), v0)
    }

    /// Lanes where a point closed faster than the threshold (at `impact`) and took an impulse.
    @inline(__always)
    private static func restituting(_ p: WidePoint, _ impact: FloatW, _ e: FloatW, _ minClosing: FloatW)
        -> SIMDMask<SIMD4<Int32>>
    {
        (impact .<= minClosing) .& (p.maxNormalImpulse .!= 0) .& (e .!= 0)
    }

    @inline(__always)
    private static func restitute(
        _ p: inout WidePoint, _ impact: FloatW, _ a: inout WideVelocity, _ b: inout WideVelocity,
        _ nx: FloatW, _ ny: FloatW,
        _ e: FloatW, _ m: WideMasses, _ active: SIMDMask<SIMD4<Int32>>, _ block: SIMDMask<SIMD4<Int32>>,
        _ blockImpulse: FloatW, _ minClosing: FloatW, bound: FloatW
    ) {
        if !anyLane(active) { return }
        let vn = normalVelocity(p, a, b, nx, ny)
        // A point that another contact already sends apart faster than the threshold gets no
        // rebound of its own (two segments meeting at a vertex would otherwise both reflect it).
        let active = active .& (block .| (vn .<= -minClosing))
        if !anyLane(active) { return }
        let old = p.normalImpulse
        let newImpulse = laneMin(
            laneSelect(block, blockImpulse, laneMax(old - p.normalMass * (vn + e * impact), .zero)), bound)
        let impulse = laneSelect(active, newImpulse - old, .zero)
        p.normalImpulse = laneSelect(active, newImpulse, old)
        p.maxNormalImpulse = laneMax(p.maxNormalImpulse, impulse)
        apply(impulse * nx, impulse * ny, impulse * p.normalArmA, impulse * p.normalArmB, m, &a, &b)
    }
}

/// The soft-step coefficients of four constraints for one pass, and the pass's bias floor.
@usableFromInline
struct WideSoftness {
    var biasRate: FloatW
    var massScale: FloatW
    var impulseScale: FloatW
    var minBias: FloatW
    var invH: FloatW
}

/// The inverse masses of four constraints' sides.
@usableFromInline
struct WideMasses {
    var mA: FloatW
    var iA: FloatW
    var mB: FloatW
    var iB: FloatW
}
