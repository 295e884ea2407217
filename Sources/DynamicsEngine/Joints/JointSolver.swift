/// The joint stages of the solver: prepare once per step, then per sub-step warm start, solve
/// with the soft bias and relax without it, each just before the contacts' pass.
///
/// Rigid constraints (rods, pins, welds, the prismatic line, limits once reached) are soft
/// constraints of ``World/jointHertz`` and ``World/jointDampingRatio``: 60 Hz and ratio 2 by
/// default. Why those: at 480 Hz sub-steps a 60 Hz constraint is an eighth of the sub-step rate —
/// stiff (a 1 kg pendulum sags ~g/ω² = 0.07 mm under gravity) yet far from the instability that
/// sets in near the sub-step rate — and a ratio of 2 is overdamped: a joint pulled apart (an
/// anchor moved, a body teleported) closes the gap in ~15 ms without ringing. The relax pass then
/// removes the velocity the correction left behind, so a moved anchor does not fling what hangs
/// from it. Springs use their own frequency and ratio exactly (``SoftStep/spring(hertz:dampingRatio:h:)``).
/// Rods and taut ropes are the exception: hard in the velocities, they close their length error
/// by split impulse (``SplitImpulseStage``), which adds no energy even when a contact deflects it.
extension World {
    /// Packs the joints with at least one simulated, movable side into `jointConstraints`:
    /// solver slots, masses, anchors relative to the centres of mass in world orientation, and
    /// last step's impulses for the warm start, in joint order, each given its graph colour;
    /// then lays out the order the passes take (``scheduleJoints()``). The constraints that are
    /// not springs (springs skip the warm start and the relax) are also listed in `rigidJoints`.
    /// Returns whether any of them is a rod or rope (they correct with pseudo velocity).
    ///
    /// Runs before the contacts are prepared: a joint far from a body's centre raises the body's
    /// inertia for the step (``raise(_:armSquared:)``), for contacts and joints alike. When one
    /// did, the joints are packed again, so that those packed before it see the raised inertia.
    func prepareJoints(_ h: Float) -> Bool {
        var (splitsImpulses, raised) = packJoints(h)
        if raised { splitsImpulses = packJoints(h).splitsImpulses }
        scheduleJoints()
        return splitsImpulses
    }

    private func packJoints(_ h: Float) -> (splitsImpulses: Bool, raised: Bool) {
        let n = joints.count
        jointConstraints.reserve(n)
        let out = jointConstraints.base
        let js = joints.base
        let bs = bodies.base
        let motion = solverMotion.base
        let free = unconstrained.base
        rigidJoints.reserve(n)
        let rigidList = rigidJoints.base
        turningJoints.reserve(n)
        let turningList = turningJoints.base
        var turningCount = 0
        var rigidCount = 0
        var splitsImpulses = false
        var raised = false
        // Colours (``World/scheduleJoints()``): one byte per constraint, the group with the high
        // bit for a spring, and each group's count for the sort.
        let colors = jointCount >= Self.jointColoringMinimum
        let wide = colors && usesWideJointSolver
        let stride = Self.jointStartsStride
        jointColorStarts.removeAll()
        jointColorStarts.resize(Self.jointStartsCount, fill: 0)
        if colors {
            colorMasks.removeAll()
            colorMasks.resize(solverBodies.count, fill: 0)
        }
        jointGroups.reserve(n)
        let masks = colorMasks.base
        let groups = jointGroups.base
        let counts = jointColorStarts.base + 2
        var k = 0
        for i in 0..<n {
            let j = js + i
            guard j.pointee.isAlive else { continue }
            let isSpring = j.pointee.type == .distance && j.pointee.hertz > 0
            let bodyA = bs + Int(j.pointee.bodyA)
            let bodyB = bs + Int(j.pointee.bodyB)
            let ia = Swift.max(bodyA.pointee.solverIndex, 0)
            let ib = Swift.max(bodyB.pointee.solverIndex, 0)
            if ia == 0 && ib == 0 { continue }
            let mA = motion[Int(ia)].invMass
            let mB = motion[Int(ib)].invMass
            if mA == 0 && motion[Int(ia)].invInertia == 0 && mB == 0 && motion[Int(ib)].invInertia == 0 {
                continue
            }
            Self.touch(free, ia, ib)
            var color: Int32 = -1
            if colors {
                let movesA = mA != 0 || motion[Int(ia)].invInertia != 0
                let movesB = mB != 0 || motion[Int(ib)].invInertia != 0
                color = ConstraintGraph.assign(masks, ia, movesA: movesA, ib, movesB: movesB)
            }
            let qA = bodyA.pointee.transform.q
            let qB = bodyB.pointee.transform.q
            var spring = SoftStep.relax
            if isSpring {
                if j.pointee.springH != h {
                    j.pointee.springStep = .spring(
                        hertz: j.pointee.hertz, dampingRatio: j.pointee.dampingRatio, h: h)
                    j.pointee.springH = h
                }
                spring = j.pointee.springStep
            }
            var anchorA = j.pointee.frameAnchorA
            var anchorB = j.pointee.localAnchorB
            if j.pointee.type == .weld {
                (anchorA, anchorB) = Self.weldAnchors(j.pointee, bodyA.pointee, bodyB.pointee, ia, ib)
            }
            let rA = qA.rotate(anchorA - bodyA.pointee.localCenter)
            let rB = qB.rotate(anchorB - bodyB.pointee.localCenter)
            let armA = rA.lengthSquared
            let armB = rB.lengthSquared
            if Self.raise(motion + Int(ia), armSquared: armA) { raised = true }
            if Self.raise(motion + Int(ib), armSquared: armB) { raised = true }
            let iA = motion[Int(ia)].invInertia
            let iB = motion[Int(ib)].invInertia
            let deltaCenter = bodyB.pointee.center - bodyA.pointee.center
            // Each kind's kernels read only their own fields; the others stay zero (springs100x100
            // packs 10,000 springs a step, and computing what no kernel reads was a fifth of it).
            let type = j.pointee.type
            let isAxial = type == .distance || type == .rope
            // Distance joints and ropes: the mass along the step-start axis, kept for the step
            // (a spring of rest length 0 is a soft point constraint, which has its own).
            var axialMass: Float = 0
            if isAxial && !(isSpring && j.pointee.length == 0) {
                let d = deltaCenter + (rB - rA)
                var kAxial = mA + mB
                if d.lengthSquared > 1e-12 {
                    let u = d.normalized
                    let crA = cross(rA, u)
                    let crB = cross(rB, u)
                    kAxial += iA * crA * crA + iB * crB * crB
                }
                axialMass = kAxial > 0 ? 1 / kAxial : 0
            }
            // Pins, sliders and welds: conj(reference)·relative, the angle turned since creation.
            var turned = Rotation.identity
            if !isAxial {
                let reference = j.pointee.referenceRotation
                let relative = Self.relative(qA, qB)
                turned = Rotation(
                    c: reference.c * relative.c + reference.s * relative.s,
                    s: reference.c * relative.s - reference.s * relative.c)
            }
            out[k] = JointConstraint(
                type: j.pointee.type, hasLimit: j.pointee.hasLimit, isSpring: isSpring, joint: Int32(i),
                a: ia, b: ib, invMassA: mA, invIA: iA, invMassB: mB, invIB: iB, rA: rA, rB: rB,
                deltaCenter: deltaCenter, axis: type == .prismatic ? qA.rotate(j.pointee.localAxisA) : .zero,
                relativeRotation: turned,
                length: j.pointee.length, axialMass: axialMass, lower: j.pointee.lower,
                upper: j.pointee.upper, maxMotorImpulse: h * j.pointee.frictionTorque, spring: spring,
                linearImpulse: j.pointee.linearImpulse, angularImpulse: j.pointee.angularImpulse,
                axialImpulse: j.pointee.axialImpulse, lowerImpulse: j.pointee.lowerImpulse,
                upperImpulse: j.pointee.upperImpulse)
            if j.pointee.type == .revolute || j.pointee.type == .weld {
                let slot = JointConstraint.impulseTurnSlot(
                    a: ia, b: ib, invMassA: mA, weightA: iA * armA, invMassB: mB, weightB: iB * armB)
                if slot >= 0 {
                    out[k].impulseTurnSlot = slot
                    turningList[turningCount] = Int32(k)
                    turningCount += 1
                }
            }
            if !isSpring {
                rigidList[rigidCount] = Int32(k)
                rigidCount += 1
                if j.pointee.type == .distance || j.pointee.type == .rope { splitsImpulses = true }
            }
            // A colour's plain pins first, then its springs of rest length 0 (both bundled when
            // wide), then its other joints.
            var kind = Self.otherGroup
            if wide && PinBundle.accepts(out[k]) {
                kind = Self.pinGroup
            } else if wide && SpringBundle.accepts(out[k]) {
                kind = Self.springGroup
            }
            let group = color < 0 ? Self.overflowGroup : Self.groupsPerColor * Int(color) + kind
            if colors {
                counts[group] += 1
                if !isSpring { counts[stride + group] += 1 }
            }
            let byte = UInt8(truncatingIfNeeded: group)
            groups[k] = isSpring ? byte | Self.springGroupBit : byte
            k += 1
        }
        jointConstraints.count = k
        jointGroups.count = k
        rigidJoints.count = rigidCount
        turningJoints.count = turningCount
        return (splitsImpulses, raised)
    }

    /// Gives a moving body at least the inertia m·|arm|² / ``armInertiaRatio`` for a joint arm
    /// (anchor to centre of mass; `armSquared` is its length squared) for the step, and returns
    /// whether it raised it. Contacts and joints alike see the raised inertia
    /// (``prepareJoints(_:)`` runs before the contacts' preparation); the torque's increment per
    /// sub-step follows it.
    ///
    /// Why: a small item on a long arm (a 3.6 × 4.1 pt item pinned 478 pt away: m·r²/I ≈ 10⁵)
    /// turns 10⁵ times more easily at its anchor than it moves. Each joint solve then moves it
    /// almost only by turning it, and two joints on it (that pin and a weld to an item 300 pt
    /// away, fuzz world 0x6A01_01FC) undo each other sub-step after sub-step: the sequential
    /// solver cannot pass the pin's pull on to the welded item, the pin opened by 1,500 pt and the
    /// chain's energy grew until its velocities were no longer finite. With the ratio at most 10
    /// the chain holds within 20 pt and gains no energy when flicked at up to 7,000 pt/s (at most
    /// 25 it broke at 7,000, at most 100 at 3,000).
    ///
    /// What it changes: an item's own inertia then counts at least a tenth of what its arm gives
    /// it about the anchor (m·r²), so the item swings on a long arm at most 5 % more slowly
    /// (√1.1) and spins less when struck. Arms shorter than √10 radii of gyration (1.3 times a
    /// square item's side; every anchor inside an item) change nothing; no catalogue scene has a
    /// longer one. The body itself is raised, not each joint's view of it: joints that saw a
    /// larger inertia than the contacts do would put in torque that nothing takes out, and a free
    /// welded pair spun itself up to 33 rad/s that way.
    @inline(__always)
    static func raise(_ m: UnsafeMutablePointer<SolverMotion>, armSquared: Float) -> Bool {
        let invInertia = m.pointee.invInertia
        let ceiling = armInertiaRatio * m.pointee.invMass
        // invInertia > ceiling / armSquared, without dividing for the arms that need nothing.
        guard invInertia * armSquared > ceiling && ceiling > 0 else { return false }
        let raised = ceiling / armSquared
        m.pointee.dw *= raised / invInertia
        m.pointee.invInertia = raised
        return true
    }

    /// See ``raise(_:armSquared:)``.
    static let armInertiaRatio: Float = 10

    /// The points a weld is solved at, in each body's frame. A weld fixes the whole relative
    /// pose, so any pair of points that coincided at creation describes it; the solver uses the
    /// centre of mass of the body that turns most easily (the larger inverse inertia) and the
    /// point of the other body that was there. At the user's anchor, a small item welded to a
    /// point far away makes the constraint's mass matrix hopelessly ill-conditioned in Float (the
    /// lever arm squared times a tiny body's inverse inertia dwarfs every other term), and the
    /// solve explodes; at the light body's centre its arm is zero.
    static func weldAnchors(_ j: Joint, _ a: Body, _ b: Body, _ slotA: Int32, _ slotB: Int32) -> (Vec2, Vec2)
    {
        // The bodies' own inertia (not raised by `raise(_:armSquared:)`, which needs these
        // anchors); zero for a side that does not move this step.
        let iA = slotA > 0 ? a.invInertia : 0
        let iB = slotB > 0 ? b.invInertia : 0
        // The relative rotation at creation turns B's frame into A's.
        let q = j.referenceRotation
        if iA >= iB && iA > 0 {
            let pA = a.localCenter
            return (pA, j.localAnchorB + q.inverseRotate(pA - j.frameAnchorA))
        }
        if iB > 0 {
            let pB = b.localCenter
            return (j.frameAnchorA + q.rotate(pB - j.localAnchorB), pB)
        }
        return (j.frameAnchorA, j.localAnchorB)
    }

    /// Keeps the step's accumulated joint impulses for the next step's warm start (springs are
    /// not warm started).
    func storeJointImpulses() {
        let cs = jointConstraints.base
        let js = joints.base
        let list = rigidJoints.base
        for o in 0..<rigidJoints.count {
            let c = cs + Int(list[o])
            let j = js + Int(c.pointee.joint)
            j.pointee.linearImpulse = c.pointee.linearImpulse
            j.pointee.angularImpulse = c.pointee.angularImpulse
            j.pointee.axialImpulse = c.pointee.axialImpulse
            j.pointee.lowerImpulse = c.pointee.lowerImpulse
            j.pointee.upperImpulse = c.pointee.upperImpulse
        }
    }
}

/// The step's joint constraints as the sub-step loop sees them. Gauss–Seidel in the order
/// ``World/scheduleJoints()`` laid out: colour by colour from a few hundred joints, the colours
/// split between threads and each colour's plain pins and springs of rest length 0 four at a
/// time (``PinBundle``, ``SpringBundle``); joint order below that. Each kind's scalar kernels
/// live in its own file and are picked by a switch.
struct JointStage {
    var constraints: UnsafeMutablePointer<JointConstraint>
    /// Every constraint, in pass order, and the colours' ranges in it (``World/jointColorStarts``).
    var order: UnsafeMutablePointer<Int32>
    var starts: UnsafeMutablePointer<Int32>
    /// The constraints that are not springs (springs take no warm start and no relax), in pass
    /// order, and their colours' ranges.
    var rigid: UnsafeMutablePointer<Int32>
    var rigidCount: Int
    var rigidStarts: UnsafeMutablePointer<Int32>
    /// The pins and welds on a long arm (``turnImpulses()``).
    var turning: UnsafeMutablePointer<Int32>
    var turningCount: Int
    var bodies: UnsafeMutablePointer<SolverBody>
    /// Parallel to `bodies`, zero at each sub-step's start: where rods and taut ropes put their length
    /// correction (only valid when some joint is one).
    var pseudo: UnsafeMutablePointer<PseudoVelocity>
    var invH: Float
    /// The soft coefficients of rigid constraints in the biased pass.
    var rigidStep: SoftStep
    /// The rate at which rods and taut ropes close their length error with pseudo velocity
    /// (1/s): the soft constraint's bias rate, so they converge as fast as the other joints.
    var pseudoRate: Float
    /// The helpers, if the world has any: each colour's joints are then split into blocks.
    var pool: WorkerPool?
    /// Each colour's plain pins and springs of rest length 0, four to a bundle, and each colour's
    /// first bundle of each (``World/scheduleJoints()``).
    var pinBundles: UnsafeMutablePointer<PinBundle>
    var pinStarts: UnsafeMutablePointer<Int32>
    var springBundles: UnsafeMutablePointer<SpringBundle>
    var springStarts: UnsafeMutablePointer<Int32>

    init(
        constraints: UnsafeMutablePointer<JointConstraint>, order: UnsafeMutablePointer<Int32>,
        rigid: UnsafeMutablePointer<Int32>, rigidCount: Int, starts: UnsafeMutablePointer<Int32>,
        turning: UnsafeMutablePointer<Int32>, turningCount: Int, bodies: UnsafeMutablePointer<SolverBody>,
        pseudo: UnsafeMutablePointer<PseudoVelocity>, invH: Float, rigidSoftness: Softness, pool: WorkerPool?,
        pinBundles: UnsafeMutablePointer<PinBundle>, springBundles: UnsafeMutablePointer<SpringBundle>
    ) {
        self.constraints = constraints
        self.order = order
        self.starts = starts
        self.rigid = rigid
        self.rigidCount = rigidCount
        self.rigidStarts = starts + World.jointStartsStride
        self.pinStarts = starts + 2 * World.jointStartsStride
        self.pinBundles = pinBundles
        self.springStarts = pinStarts + ConstraintGraph.colorLimit + 1
        self.springBundles = springBundles
        self.pool = pool
        self.turning = turning
        self.turningCount = turningCount
        self.bodies = bodies
        self.pseudo = pseudo
        self.invH = invH
        self.rigidStep = SoftStep(rigidSoftness)
        self.pseudoRate = rigidSoftness.biasRate
    }

    /// Copies the bundles' impulses back to their constraints, for the step's end to store
    /// (``World/storeJointImpulses()``).
    func storeBundleImpulses() {
        let pins = Int(pinStarts[ConstraintGraph.colorLimit])
        WorkerPool.forEachBlock(pool, 0..<pins, size: World.Blocks.jointBundles) { range in
            PinBundle.storeImpulses(pinBundles, range, constraints)
        }
        let springs = Int(springStarts[ConstraintGraph.colorLimit])
        WorkerPool.forEachBlock(pool, 0..<springs, size: World.Blocks.jointBundles) { range in
            SpringBundle.storeImpulses(springBundles, range, constraints)
        }
    }

    /// Turns each listed pin's or weld's impulse with its long-armed side
    /// (``JointConstraint/turnLinearImpulse(_:)``): after the bodies move, before the relax pass.
    func turnImpulses() {
        for o in 0..<turningCount {
            let c = constraints + Int(turning[o])
            c.pointee.turnLinearImpulse(bodies[Int(c.pointee.impulseTurnSlot)].dq)
        }
    }

    func warmStart() {
        let raw = UnsafeMutableRawPointer(bodies)
        forEachJoint(rigid, rigidStarts, pins: { PinBundle.warmStart(pinBundles, $0, raw) }) { c in
            switch c.pointee.type {
            case .distance, .rope: warmStartDistance(c)
            case .revolute: warmStartRevolute(c)
            case .prismatic: warmStartPrismatic(c)
            case .weld: warmStartWeld(c)
            }
        }
    }

    func solve(useBias: Bool) {
        let raw = UnsafeMutableRawPointer(bodies)
        let step = useBias ? rigidStep : .relax
        let pins = { (range: Range<Int>) in PinBundle.solve(pinBundles, range, raw, step) }
        if useBias {
            forEachJoint(
                order, starts, pins: pins, springs: true, { SpringBundle.solve(springBundles, $0, raw) }
            ) { solve($0, useBias: true) }
        } else {
            forEachJoint(rigid, rigidStarts, pins: pins) { solve($0, useBias: false) }
        }
    }

    @inline(__always)
    private func solve(_ c: UnsafeMutablePointer<JointConstraint>, useBias: Bool) {
        switch c.pointee.type {
        case .distance, .rope: solveDistance(c, useBias: useBias)
        case .revolute: solveRevolute(c, useBias: useBias)
        case .prismatic: solvePrismatic(c, useBias: useBias)
        case .weld: solveWeld(c, useBias: useBias)
        }
    }

    /// The solver slots of a joint's two sides.
    @inline(__always)
    func sides(
        _ c: UnsafeMutablePointer<JointConstraint>
    ) -> (UnsafeMutablePointer<SolverBody>, UnsafeMutablePointer<SolverBody>) {
        (bodies + Int(c.pointee.a), bodies + Int(c.pointee.b))
    }

    /// The two sides' velocities, for a kernel to update and ``store(_:_:_:_:_:_:_:)`` back.
    @inline(__always)
    func velocities(
        _ a: UnsafeMutablePointer<SolverBody>, _ b: UnsafeMutablePointer<SolverBody>
    ) -> (vA: Vec2, wA: Float, vB: Vec2, wB: Float) {
        (a.pointee.v, a.pointee.w, b.pointee.v, b.pointee.w)
    }

    /// Writes the sides' velocities back, each only if that side moves. The static stand-in
    /// (slot 0) is shared by every joint to a static body: storing its unchanged zero velocity
    /// would make each such joint load what the one before stored (no measurable cost on this
    /// machine today, but a needless dependency between otherwise independent joints).
    @inline(__always)
    func store(
        _ c: UnsafeMutablePointer<JointConstraint>, _ a: UnsafeMutablePointer<SolverBody>,
        _ b: UnsafeMutablePointer<SolverBody>, _ vA: Vec2, _ wA: Float, _ vB: Vec2, _ wB: Float
    ) {
        if c.pointee.invMassA != 0 || c.pointee.invIA != 0 {
            a.pointee.v = vA
            a.pointee.w = wA
        }
        if c.pointee.invMassB != 0 || c.pointee.invIB != 0 {
            b.pointee.v = vB
            b.pointee.w = wB
        }
    }

    /// The point constraint of pins and welds: the two anchors coincide (a 2-D block solve of
    /// `Cdot = vB + ωB × rB − vA − ωA × rA` with position error `d`), into `linearImpulse`.
    @inline(__always)
    func solvePoint(
        _ c: UnsafeMutablePointer<JointConstraint>, _ a: UnsafeMutablePointer<SolverBody>,
        _ b: UnsafeMutablePointer<SolverBody>, _ step: SoftStep, _ vA: inout Vec2, _ wA: inout Float,
        _ vB: inout Vec2, _ wB: inout Float
    ) {
        let mA = c.pointee.invMassA
        let iA = c.pointee.invIA
        let mB = c.pointee.invMassB
        let iB = c.pointee.invIB
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
    }

    /// Applies a joint impulse: −P and −angularA to A, +P and +angularB to B (the angular terms
    /// are the impulse's moment about each body plus any pure angular impulse).
    @inline(__always)
    func applyImpulse(
        _ c: UnsafeMutablePointer<JointConstraint>, _ a: UnsafeMutablePointer<SolverBody>,
        _ b: UnsafeMutablePointer<SolverBody>, linear p: Vec2, angularA: Float, angularB: Float
    ) {
        let mA = c.pointee.invMassA
        let iA = c.pointee.invIA
        let mB = c.pointee.invMassB
        let iB = c.pointee.invIB
        store(
            c, a, b, a.pointee.v - mA * p, a.pointee.w - iA * angularA, b.pointee.v + mB * p,
            b.pointee.w + iB * angularB)
    }

    /// The current anchor arms (step-start arms turned by the bodies' rotation deltas) and the
    /// vector from anchor A to anchor B.
    @inline(__always)
    func arms(
        _ c: UnsafeMutablePointer<JointConstraint>, _ a: UnsafeMutablePointer<SolverBody>,
        _ b: UnsafeMutablePointer<SolverBody>
    ) -> (rA: Vec2, rB: Vec2, d: Vec2) {
        let rA = a.pointee.dq.rotate(c.pointee.rA)
        let rB = b.pointee.dq.rotate(c.pointee.rB)
        let d = (b.pointee.dp - a.pointee.dp) + c.pointee.deltaCenter + (rB - rA)
        return (rA, rB, d)
    }

    /// The relative angle turned since the joint's creation, in (−π, π], from the step-start
    /// relative rotation and the bodies' rotation deltas (no trigonometry).
    @inline(__always)
    func relativeAngle(
        _ c: UnsafeMutablePointer<JointConstraint>, _ a: UnsafeMutablePointer<SolverBody>,
        _ b: UnsafeMutablePointer<SolverBody>
    ) -> Float {
        let delta = World.relative(a.pointee.dq, b.pointee.dq)
        let r = delta * c.pointee.relativeRotation
        return approximateAtan2(r.s, r.c)
    }

    /// The coefficients for a rigid constraint with error `C`, or for a one-sided limit with
    /// gap `C` (positive: not reached yet; speculative — close at most the gap this sub-step).
    @inline(__always)
    func limitStep(_ gap: Float, useBias: Bool) -> SoftStep {
        if gap > 0 { return .speculative(invH: invH) }
        return useBias ? rigidStep : .relax
    }

    /// Solves the symmetric 3×3 system `K·x = r` (upper triangle given) by Cramer's rule; zero
    /// if `K` is singular.
    @inline(__always)
    static func solve3(
        _ k11: Float, _ k12: Float, _ k13: Float, _ k22: Float, _ k23: Float, _ k33: Float, _ r1: Float,
        _ r2: Float, _ r3: Float
    ) -> (Float, Float, Float) {
        // Cofactors of the first row and the determinant.
        let c11 = k22 * k33 - k23 * k23
        let c12 = k13 * k23 - k12 * k33
        let c13 = k12 * k23 - k13 * k22
        let det = k11 * c11 + k12 * c12 + k13 * c13
        guard det != 0 && det.isFinite else { return (0, 0, 0) }
        let inv = 1 / det
        let c22 = k11 * k33 - k13 * k13
        let c23 = k12 * k13 - k11 * k23
        let c33 = k11 * k22 - k12 * k12
        return (
            inv * (c11 * r1 + c12 * r2 + c13 * r3), inv * (c12 * r1 + c22 * r2 + c23 * r3),
            inv * (c13 * r1 + c23 * r2 + c33 * r3)
        )
    }

    /// Solves `K·x = r` for the symmetric 2×2 K = [k11 k12; k12 k22] (zero if singular).
    @inline(__always)
    static func solve2(_ k11: Float, _ k12: Float, _ k22: Float, _ r: Vec2) -> Vec2 {
        let det = k11 * k22 - k12 * k12
        guard det != 0 else { return .zero }
        let inv = 1 / det
        return Vec2(inv * (k22 * r.x - k12 * r.y), inv * (k11 * r.y - k12 * r.x))
    }
}
