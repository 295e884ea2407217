/// The soft-step solver. `solve` reads as its stage list:
///
/// 1. gather awake bodies into the packed solver array (slot 0 stands for everything static);
/// 2. build the contact constraints and colour them (``ConstraintGraph``): no two constraints of
///    one colour move the same body;
/// 3. prepare them (effective masses, anchors, softness, warm-start impulses): each colour's
///    constraints into bundles of four for the wide kernels, overflow into the scalar ones;
///    prepare the joints (``JointStage``: scalar; coloured as the contacts are from a few hundred
///    joints, ``World/scheduleJoints()``, in joint order below that);
/// 4. per sub-step: integrate velocities (gravity, forces, damping) → warm start → solve with
///    the soft bias → integrate positions → relax without bias (in a step where a pair is pushed
///    out of an overlap it was created in, ``Contact/recovering``, both to convergence:
///    `recoveryBiasedPasses` and `recoveryRelaxPasses`); in each pass the joints go
///    before the contacts; rigid distance joints and taut ropes correct their length error with
///    pseudo velocity instead of bias (``SplitImpulseStage``, after the biased pass), which only
///    the position integration sees;
///    bodies that no constraint touches go through all the sub-steps first, four at a time
///    (``World/integrateFreeGroups(_:_:_:_:_:subSteps:limits:)``), and the sub-step loops skip them;
/// 5. restitution (Newton's rule, bounded by each point's compression: Poisson's, and each group
///    of touching bodies by the energy its contacts took: ``ReboundGroup``), then contact and
///    joint impulses are stored back for the next step's warm start;
/// 6. finalise bodies (poses, sleep timers, swept bounds into the broad phase); bodies that moved
///    fast, or whose centre would cross a static shape, go back to before the impact
///    (``solveContinuous(_:)``, continuous collision); a segment's remembered side follows a
///    centre that went round one of its ends (``followSidesRoundSegmentEnds()``);
/// 7. islands (bodies linked by touching contacts and joints) that stayed still for
///    `timeToSleep` fall asleep.
///
/// Per-sub-step forces (fields, ``World/applyFields``) slot in at the velocity integration of
/// stage 4.
extension World {
    func solve(_ dt: Float) {
        let h = dt / Float(subSteps)
        let invH = 1 / h
        let (largestGain, smallestExtent) = gatherAwakeBodies(h, dt)
        // Joints first: they may raise inertia the contacts then see (`raise(_:armSquared:)`).
        let splitsImpulses = prepareJoints(h)
        let (recovers, heavy, rebounds) = buildContactConstraints(
            h, largestGain: largestGain, smallestExtent: smallestExtent)
        // Overlap recovery: the biased pass pushes a deep overlap apart at up to
        // `contactPushMaxVelocity`, and one relax pass takes only part of that speed back (a
        // column of four boxes created half inside each other left its top box flying at
        // 4.6 m/s, 68 mm above where it comes to rest). Relaxed to convergence, the push moves
        // positions and leaves no speed behind. The biased pass is repeated too
        // (`recoveryBiasedPasses`, at `recoveryPushScale` of the push speed): see there. Heavy on
        // light, or a contact under a load its spring cannot bear: see `heavyRelaxPasses`.
        let relaxPasses = recovers ? Self.recoveryRelaxPasses : (heavy ? Self.heavyRelaxPasses : 1)
        let biasedPasses = recovers ? Self.recoveryBiasedPasses : 1
        let maxPush = contactPushMaxVelocity * (recovers ? Self.recoveryPushScale : 1)
        prepareContacts()
        let bodyCount = solverBodies.count
        let sb = solverBodies.base
        pseudoVelocities.reserve(splitsImpulses ? bodyCount : 1)
        let pseudo = pseudoVelocities.base
        let motion = solverMotion.base
        let contactStage = ContactStage(
            bundles: contactBundles.base, bundleCount: contactBundles.count,
            compression: bundleCompression.base,
            colorStarts: colorBundleStarts, constraints: constraints.base,
            points: constraintPoints.base, overflow: overflowConstraints.base,
            overflowCount: overflowConstraints.count,
            bodies: sb, motion: motion, invH: invH, maxPush: maxPush,
            subSteps: Float(subSteps),
            pool: workerPool
        )
        let jointStage = JointStage(
            constraints: jointConstraints.base, order: jointOrder.base,
            rigid: rigidJoints.base, rigidCount: rigidJoints.count, starts: jointColorStarts.base,
            turning: turningJoints.base, turningCount: turningJoints.count, bodies: sb, pseudo: pseudo,
            invH: invH,
            rigidSoftness: Softness(
                hertz: Swift.min(jointHertz, 0.25 * invH), dampingRatio: jointDampingRatio, h: h),
            pool: workerPool, pinBundles: pinBundles.base, springBundles: springBundles.base)
        let guardCount = splitsImpulses ? prepareSplitImpulse(pseudo, bodyCount) : 0
        let splitImpulse = SplitImpulseStage(
            guards: pseudoContacts.base, guardCount: guardCount, pseudo: pseudo, bodies: sb, invH: invH)
        let maxSpeed = Tolerances.maxTranslationPerSubstep * invH
        let maxSpin = Tolerances.maxRotationPerSubstep * invH
        let hasFields = prepareFields()
        let limits = LaneLimits(maxSpeed: maxSpeed, maxSpin: maxSpin)
        // Bodies that no constraint touches go through all their sub-steps at once, first.
        let free = fusesFreeBodies && !hasFields && !splitsImpulses ? anyFreeBody(bodyCount) : nil
        lastStepFusedFreeBodies = free != nil
        if let free {
            forEachBlock(1..<Swift.max(bodyCount, 1), size: Blocks.bodies) { range in
                Self.integrateFreeGroups(sb, motion, free, range, h, subSteps: subSteps, limits: limits)
            }
        }
        for subStep in 0..<subSteps {
            // Fields see the world time after this sub-step (UIKit's custom-field argument).
            let after = Float(time + Double(subStep + 1) * Double(h))
            let kicks = hasFields ? applyFields(sb, motion, bodyCount, h, time: after) : nil
            forEachBlock(1..<Swift.max(bodyCount, 1), size: Blocks.bodies) { range in
                if kicks == nil {
                    Self.integrateVelocitiesByFour(
                        sb, motion, range, maxSpeed: maxSpeed, maxSpin: maxSpin, damps: subStep == 0,
                        free: free)
                } else {
                    Self.integrateVelocities(
                        sb, motion, range, maxSpeed: maxSpeed, maxSpin: maxSpin, damps: subStep == 0,
                        kicks: kicks
                    )
                }
            }
            jointStage.warmStart()
            contactStage.warmStart(firstSubStep: subStep == 0)
            jointStage.solve(useBias: true)
            for _ in 0..<biasedPasses { contactStage.solve(useBias: true) }
            if splitsImpulses {
                splitImpulse.reset()
                splitImpulse.solve(jointStage)
                forEachBlock(1..<Swift.max(bodyCount, 1), size: Blocks.bodies) { range in
                    Self.integratePositions(sb, pseudo, range, h, maxSpeed: maxSpeed, maxSpin: maxSpin)
                }
            } else {
                forEachBlock(1..<Swift.max(bodyCount, 1), size: Blocks.bodies) { range in
                    Self.integratePositionsByFour(
                        sb, range, h, maxSpeed: maxSpeed, maxSpin: maxSpin, free: free)
                }
            }
            jointStage.turnImpulses()
            jointStage.solve(useBias: false)
            for _ in 0..<relaxPasses { contactStage.solve(useBias: false) }
        }
        // Restitution, and the group energy bound on it (`World+ReboundEnergy.swift`; not in a
        // step with fields, whose kicks the bound does not count).
        let boundsRebounds = rebounds && !hasFields
        if boundsRebounds { saveVelocitiesBeforeRebound(sb, bodyCount) }
        contactStage.applyRestitution(threshold: restitutionThreshold)
        if boundsRebounds { boundReboundEnergy(sb, bodyCount, steps: Float(subSteps)) }
        storeImpulses()
        jointStage.storeBundleImpulses()
        // Event bookkeeping only (issue 37): a pushed contact counts as touching.
        beginPressedContacts()
        storeJointImpulses()
        finalizeBodies(dt)
        if staticTree.root != -1 { followSidesRoundSegmentEnds() }
        if isContinuousEnabled && (staticTree.root != -1 || fastBodies.count > 0) { solveContinuous(dt) }
        if sideFlips.count > 0 { confirmSideFlips() }
        if isSleepEnabled { updateSleep(dt) }
    }

    /// Packs every awake, non-static body into the solver arrays (slot 0: the static stand-in;
    /// one slot past the last body: scratch that the wide kernels write unmoved sides to).
    /// Returns the largest velocity gain a body's forces give it in a sub-step (|Δv|) and the
    /// smallest inner radius of a shape of a packed body that is not kinematic (``Body/minExtent``).
    private func gatherAwakeBodies(_ h: Float, _ dt: Float) -> (largestGain: Float, smallestExtent: Float) {
        let n = bodies.count
        // n bodies in slots 1…n, slot 0 the stand-in, then the scratch slots: one per block of
        // bundles (``prepareContacts()``), so that blocks solved at once on different threads
        // never write the same slot. At most a bundle per four contacts and a partial one per group.
        let bundleBound = contacts.count / 4 + 2 * ConstraintGraph.colorLimit
        // Then one per block of joint bundles (``World/scheduleJoints()``; pins and springs in
        // turn): at most a bundle per four joints and a partial one per colour.
        let jointBound = joints.count / 4 + ConstraintGraph.colorLimit
        let contactScratch = bundleBound / Blocks.bundles + 1
        let slots = n + 2 + contactScratch + jointBound / Blocks.jointBundles + 1
        solverBodies.reserve(slots)
        solverMotion.reserve(slots)
        let sb = solverBodies.base
        let motion = solverMotion.base
        sb[0] = .anchor
        motion[0] = .anchor
        unconstrained.reserve(n + 2)
        let free = unconstrained.base
        free.initialize(repeating: 1, count: n + 2)
        free[0] = 0
        let g = gravity
        let bs = bodies.base
        var k = 1
        var largestGain: Float = 0
        var smallestExtent = Float.infinity
        for i in 0..<n {
            let b = bs + i
            guard b.pointee.isAlive && b.pointee.isAwake && b.pointee.type != .static else {
                b.pointee.solverIndex = -1
                continue
            }
            // Body indices and slots are below `Int32.max` (ids are `Int32`): no range checks.
            b.pointee.solverIndex = Int32(truncatingIfNeeded: k)
            sb[k] = SolverBody(
                v: b.pointee.linearVelocity, w: b.pointee.angularVelocity, pad: 0, dp: .zero, dq: .identity)
            let kinematic = b.pointee.type == .kinematic
            if kinematic { free[k] = 0 }
            let invMass = b.pointee.invMass
            let invI = b.pointee.invInertia
            let dv = kinematic ? .zero : h * (b.pointee.gravityScale * g + invMass * b.pointee.force)
            largestGain = Swift.max(largestGain, dv.lengthSquared)
            if !kinematic && b.pointee.firstShape != -1 {
                smallestExtent = Swift.min(smallestExtent, b.pointee.minExtent)
            }
            motion[k] = SolverMotion(
                dv: dv, dw: kinematic ? 0 : h * invI * b.pointee.torque,
                linearDamping: 1 / (1 + dt * b.pointee.linearDamping),
                angularDamping: 1 / (1 + dt * b.pointee.angularDamping), invMass: invMass, invInertia: invI,
                body: Int32(truncatingIfNeeded: i), isKinematic: kinematic)
            k += 1
        }
        solverBodies.count = k
        solverMotion.count = k
        jointScratchBase = Int32(truncatingIfNeeded: k + contactScratch)
        sb[k] = .anchor
        // The scratch slot's motion too: restitution's wide gather reads it for unused lanes.
        motion[k] = .anchor
        return (largestGain.squareRoot(), smallestExtent)
    }

    /// `unconstrained` if a body in it is still free once the constraints are built
    /// (``World/unconstrained``), else nil.
    private func anyFreeBody(_ bodyCount: Int) -> UnsafeMutablePointer<UInt8>? {
        let free = unconstrained.base
        // Eight at a time: a step with every body constrained scans its slots quickly.
        return ByteScan.firstNonzero(free, from: 1, to: bodyCount) < bodyCount ? free : nil
    }

    /// Marks solver slots `a` and `b` as touched by a constraint (``World/unconstrained``; slot 0,
    /// the static stand-in, is never free).
    @inline(__always)
    static func touch(_ free: UnsafeMutablePointer<UInt8>, _ a: Int32, _ b: Int32) {
        free[Int(a)] = 0
        free[Int(b)] = 0
    }

    /// Contact relax passes per sub-step while a pair recovers from an overlap it was created in
    /// (``Contact/recovering``); one otherwise.
    static let recoveryRelaxPasses = 8

    /// Biased contact passes per sub-step while a pair recovers from an overlap it was created in
    /// (``Contact/recovering``); one otherwise. One Gauss–Seidel pass hands a push up a column
    /// only in part, and what it does not hand on the relax passes then take back: a pyramid of
    /// four rows created with each row half inside the one below rose at 0.4 m/s (Box2D's at
    /// 2.5), slowly enough to tip over into a heap that was still sliding 2 mm/s three seconds
    /// later, where Box2D's heap had settled. Four passes push every contact apart at close to
    /// its own bias; the pyramid stands up in 1.3 s and is at rest (under 0.01 mm/s).
    static let recoveryBiasedPasses = 4

    /// The share of ``World/contactPushMaxVelocity`` a recovering step pushes at. With the
    /// biased passes converged, a column's separations add up (each contact at the full cap, the
    /// top box of the four-row pyramid at 6.2 m/s); at half the cap the fastest box moves
    /// 3.2 m/s there and 4.8 m/s in a column of four (one pass at the full cap: 2.7 and 5.8;
    /// Box2D: 3.8 and 5.7).
    static let recoveryPushScale: Float = 0.5

    /// Contact relax passes per sub-step in a step where two moving bodies of very different
    /// masses touch (``heavyMassRatio``), or a contact bears a load its soft spring cannot (see
    /// `buildContactConstraints`); one otherwise. One Gauss–Seidel pass barely moves a
    /// heavy body resting on light ones, so the relaxed velocities it carries into the next
    /// step are far from the rigid solution: four 1 m boxes under one 300 times as dense swayed
    /// on their soft contacts with a 1.4 s period, still 4 mm/s after 6 s; with three passes
    /// they are under 0.01 mm/s by 1.7 s. Measured per mass ratio (rest time, 1 pass / 3):
    /// 30: 0.68 / 1.75 s, 100: 1.07 / 1.53 s, 150: 1.83 / 1.58 s, 200: 2.72 / 1.60 s,
    /// 300: 4.22 / 1.67 s, 1,000: 2.95 / 2.63 s — so three passes from 150 up.
    static let heavyRelaxPasses = 3

    /// The inverse-mass ratio of two moving bodies in one contact from which a step relaxes its
    /// contacts ``heavyRelaxPasses`` times (a 300 pt square resting on a 24 pt one: 156).
    static let heavyMassRatio: Float = 150

    /// The share of the slop a soft contact may sink under a load before it is made rigid, for
    /// a shape of inner radius `extent`: what ``World/pressAllowance(_:)`` lets it press in a
    /// step (all of the slop from 2 pt, a quarter of the radius below), and never less than a
    /// tenth (a segment's inner radius is 0). At the whole slop a 1 pt item, whose inner radius
    /// the slop is, pressed into a corner rested with its centre on the boundary line (issue 40,
    /// part 4). UIKit's gravity presses such an item into a wall with a seventeenth of the load
    /// that makes its contact rigid.
    @inline(__always)
    static func bearableShare(_ extent: Float) -> Float {
        Swift.max(0.1, pressAllowance(extent) / Tolerances.linearSlop)
    }

    /// Whether a recovering pair's push would leave speed behind this step: a point deeper than
    /// ``Tolerances/speculativeDistance`` that carries no impulse from the last step (the push
    /// starts) or whose sides already move apart faster than 0.3 m/s (30 pt/s: a body left with
    /// that speed rises 5 mm).
    @inline(__always)
    private static func leavesSpeed(_ m: Manifold, _ a: SolverBody, _ b: SolverBody) -> Bool {
        for j in 0..<Int(m.pointCount) {
            let p = m[j]
            guard p.separation < -Tolerances.speculativeDistance else { continue }
            let vn = dot((b.v + cross(b.w, p.anchorB)) - (a.v + cross(a.w, p.anchorA)), m.normal)
            if p.normalImpulse == 0 || vn > 0.3 { return true }
        }
        return false
    }

    /// One constraint per contact with points and a moving side, in contact order, each given
    /// its graph colour (or −1: the scalar path). Returns whether one of them is recovering from
    /// an overlap (``Contact/recovering``), whether one joins two moving bodies whose masses
    /// differ by ``heavyMassRatio`` or more or one is under a load its soft spring cannot bear,
    /// and whether one has restitution.
    private func buildContactConstraints(_ h: Float, largestGain: Float, smallestExtent: Float) -> (
        recovers: Bool, heavy: Bool, rebounds: Bool
    ) {
        let sb = solverBodies.base
        let hertz = Swift.min(contactHertz, 0.25 / h)
        let soft = Softness(hertz: hertz, dampingRatio: contactDampingRatio, h: h)
        let staticSoft = Softness(hertz: 2 * hertz, dampingRatio: contactDampingRatio, h: h)
        // Under a load the soft spring cannot bear: rigid, pushing out at the same rate.
        let loaded = Softness(biasRate: soft.biasRate, massScale: 1, impulseScale: 0)
        let staticLoaded = Softness(biasRate: staticSoft.biasRate, massScale: 1, impulseScale: 0)
        let omega = 2 * Float.pi * hertz
        // The closing gain per sub-step past which a spring of ω sinks more than the slop (a/ω²).
        let bearable = Tolerances.linearSlop * omega * omega * h
        // No pair closes faster than twice the largest gain, and none bears less than the
        // smallest item's share: most steps test no contact.
        let mayBeLoaded = 2 * largestGain > bearable * Self.bearableShare(smallestExtent)
        let contactCount = contacts.count
        constraints.reserve(contactCount)
        colorMasks.removeAll()
        colorMasks.resize(solverBodies.count, fill: 0)
        let wide = usesWideContactSolver
        let masks = colorMasks.base
        let out = constraints.base
        let bs = bodies.base
        let motion = solverMotion.base
        let cs = contacts.base
        let ss = shapes.base
        let free = unconstrained.base
        // Built in blocks of `Blocks.constraints` contacts on the workers (one block without
        // helpers): each block counts its constraints, a prefix gives each its first slot, and
        // the blocks build theirs at once, in contact order as on one thread. The greedy
        // colouring follows each constraint's predecessors, so it runs after, on this thread,
        // over the built constraints (within the build when there is one block).
        let size = workerPool == nil ? Swift.max(contactCount, 1) : Blocks.constraints
        let blockCount = Swift.max((contactCount + size - 1) / size, 1)
        constraintBlocks.reserve(2 * blockCount + 1)
        constraintBlocks.count = 2 * blockCount + 1
        // Each block's first constraint and the end of the last; then what each block found
        // (recovers, heavy, rebounds: bits 0–2).
        let blockFirst = constraintBlocks.base
        let blockFound = blockFirst + blockCount + 1
        let colorsInBuild = blockCount == 1
        // Contact i's solver bodies and the inverse masses the solve sees, or nil when it
        // makes no constraint (no point, no side that responds or moves).
        @inline(__always)
        func sides(_ i: Int) -> (ia: Int32, ib: Int32, mA: Float, iA: Float, mB: Float, iB: Float)? {
            let contact = cs + i
            let respondsA = contact.pointee.respondsA
            let respondsB = contact.pointee.respondsB
            if contact.pointee.manifold.pointCount == 0 || !(respondsA || respondsB) { return nil }
            let ia = Swift.max(bs[Int(contact.pointee.bodyA)].solverIndex, 0)
            let ib = Swift.max(bs[Int(contact.pointee.bodyB)].solverIndex, 0)
            if ia == 0 && ib == 0 { return nil }
            let mA = respondsA ? motion[Int(ia)].invMass : 0
            let iA = respondsA ? motion[Int(ia)].invInertia : 0
            let mB = respondsB ? motion[Int(ib)].invMass : 0
            let iB = respondsB ? motion[Int(ib)].invInertia : 0
            if mA == 0 && mB == 0 { return nil }
            return (ia, ib, mA, iA, mB, iB)
        }
        blockFirst[0] = 0
        if !colorsInBuild {
            forEachBlock(0..<contactCount, size: size) { range in
                var n: Int32 = 0
                for i in range where sides(i) != nil { n += 1 }
                blockFound[range.lowerBound / size] = n
            }
            for b in 1..<blockCount { blockFirst[b] = blockFirst[b - 1] + blockFound[b - 1] }
        }
        forEachBlock(0..<contactCount, size: size) { range in
            let block = range.lowerBound / size
            var recovers = false
            var heavy = false
            var rebounds = false
            var k = Int(blockFirst[block])
            for i in range {
                guard let (ia, ib, mA, iA, mB, iB) = sides(i) else { continue }
                let contact = cs + i
                if contact.pointee.recovering && !recovers {
                    recovers = Self.leavesSpeed(contact.pointee.manifold, sb[Int(ia)], sb[Int(ib)])
                }
                let movesA = mA != 0 || iA != 0
                let movesB = mB != 0 || iB != 0
                if mA != 0 && mB != 0 && !heavy {
                    heavy = Swift.max(mA, mB) >= Self.heavyMassRatio * Swift.min(mA, mB)
                }
                var color: Int32 = -1
                if colorsInBuild {
                    Self.touch(free, ia, ib)
                    if wide { color = ConstraintGraph.assign(masks, ia, movesA: movesA, ib, movesB: movesB) }
                }
                // A force pressing the pair together (gravity, a push: the step's forces) that its
                // soft spring would let sink deeper than the slop (a/ω², ω doubled against a static
                // side) makes the contact rigid, relaxed `heavyRelaxPasses` times: a 20 × 14 pt item
                // pressed into a corner at 10,000 times UIKit's gravity sank 7–12 pt, until the
                // continuous stage held its centre on the boundary line (1.5 pt at most now,
                // `CornerPressTests`). UIKit's gravity sinks an item 0.007 pt into a wall and
                // 0.03 pt into another item: the threshold is 70 and 18 times that.
                let normal = contact.pointee.manifold.normal
                let between = movesA && movesB
                var isLoaded = false
                if mayBeLoaded {
                    let extentA = movesA ? ss[Int(contact.pointee.shapeA)].minExtent : Float.infinity
                    let extentB = movesB ? ss[Int(contact.pointee.shapeB)].minExtent : Float.infinity
                    let share = Self.bearableShare(Swift.min(extentA, extentB))
                    isLoaded =
                        -dot(motion[Int(ib)].dv - motion[Int(ia)].dv, normal)
                        > (between ? bearable : 4 * bearable) * share
                }
                heavy = heavy || isLoaded
                out[k] = ContactConstraint(
                    a: ia, b: ib, contact: Int32(i), pointCount: contact.pointee.manifold.pointCount,
                    color: color, normal: normal, friction: contact.pointee.friction,
                    restitution: contact.pointee.restitution, invMassA: mA, invIA: iA,
                    invMassB: mB, invIB: iB,
                    softness: between ? (isLoaded ? loaded : soft) : (isLoaded ? staticLoaded : staticSoft))
                rebounds = rebounds || contact.pointee.restitution != 0
                k += 1
            }
            blockFound[block] = (recovers ? 1 : 0) | (heavy ? 2 : 0) | (rebounds ? 4 : 0)
            if block == blockCount - 1 { blockFirst[blockCount] = Int32(k) }
        }
        if contactCount == 0 {
            constraints.count = 0
            return (false, false, false)
        }
        var found: Int32 = 0
        for b in 0..<blockCount { found |= blockFound[b] }
        let count = Int(blockFirst[blockCount])
        if !colorsInBuild {
            for k in 0..<count {
                let c = out[k]
                Self.touch(free, c.a, c.b)
                if wide {
                    out[k].color = ConstraintGraph.assign(
                        masks, c.a, movesA: c.invMassA != 0 || c.invIA != 0, c.b,
                        movesB: c.invMassB != 0 || c.invIB != 0)
                }
            }
        }
        constraints.count = count
        return (found & 1 != 0, found & 2 != 0, found & 4 != 0)
    }

    /// Lays each colour's constraints into consecutive bundles of four — two-point manifolds
    /// first, then one-point ones (circles), whose bundles skip the second point — and prepares
    /// their lanes; prepares the overflow constraints' points for the scalar kernels.
    private func prepareContacts() {
        let count = constraints.count
        let cs = constraints.base
        // Per group g = 2·colour + (one point ? 1 : 0): constraint count, then first lane.
        let groups = 2 * ConstraintGraph.colorLimit
        colorCursor.removeAll()
        colorCursor.resize(2 * groups + ConstraintGraph.colorLimit + 1, fill: 0)
        let groupCount = colorCursor.base
        let groupLane = colorCursor.base + groups
        let colorStart = colorCursor.base + 2 * groups
        @inline(__always) func group(_ c: ContactConstraint) -> Int {
            2 * Int(c.color) + (c.pointCount == 1 ? 1 : 0)
        }
        // The lanes are filled in blocks of `Blocks.constraints` constraints (one block without
        // helpers). Each block counts its constraints per group; a prefix over the blocks gives
        // each its first lane in every group and its first overflow slot, so the layout is the
        // serial one — constraint order within each group — whatever the worker count, and then
        // the blocks fill their lanes at once. A lane is written as part of its bundle's SIMD4
        // vectors, so a bundle that holds lanes of two blocks is filled afterwards on this
        // thread (at most three lanes at each end of a block's run in a group).
        // Filling bundle by bundle instead, which needs no such care, reads the constraints
        // and manifolds at random and nearly doubled this stage on one thread (pyramid100, perf).
        let size = workerPool == nil ? Swift.max(count, 1) : Blocks.constraints
        let blockCount = Swift.max((count + size - 1) / size, 1)
        let stride = groups + 1
        let deferredStride = 1 + 2 * Self.deferredLanesPerGroup * groups
        laneBlocks.reserve(3 * blockCount * stride + blockCount * deferredStride)
        laneBlocks.count = 3 * blockCount * stride + blockCount * deferredStride
        // Per block: its count in each group then its overflow count; its first lane in each
        // group then its first overflow slot; the same as cursors; its deferred lanes (a count,
        // then constraint and lane pairs).
        let blockCounts = laneBlocks.base
        let blockStarts = blockCounts + blockCount * stride
        let blockCursors = blockStarts + blockCount * stride
        let deferred = blockCursors + blockCount * stride
        forEachBlock(0..<count, size: size) { range in
            let own = blockCounts + range.lowerBound / size * stride
            for g in 0..<stride { own[g] = 0 }
            for i in range { own[cs[i].color >= 0 ? group(cs[i]) : groups] += 1 }
        }
        if count == 0 { for g in 0..<stride { blockCounts[g] = 0 } }
        for g in 0..<stride {
            var n: Int32 = 0
            for b in 0..<blockCount {
                blockStarts[b * stride + g] = n
                n += blockCounts[b * stride + g]
            }
            if g < groups { groupCount[g] = n }
        }
        var bundleCount: Int32 = 0
        for g in 0..<groups {
            if g % 2 == 0 { colorStart[g / 2] = bundleCount }
            groupLane[g] = 4 * bundleCount
            bundleCount += (groupCount[g] + 3) / 4
        }
        colorStart[ConstraintGraph.colorLimit] = bundleCount
        contactBundles.reserve(Int(bundleCount))
        contactBundles.count = Int(bundleCount)
        bundleCompression.reserve(Int(bundleCount))
        bundleCompression.count = Int(bundleCount)
        overflowConstraints.reserve(count)
        constraintPoints.reserve(2 * count)
        constraintPoints.count = 2 * count
        let bundles = contactBundles.base
        let overflow = overflowConstraints.base
        let points = constraintPoints.base
        // The scratch slot of bundle k (see `gatherAwakeBodies`).
        let scratchBase = Int32(solverBodies.count)
        @inline(__always) func scratch(_ bundle: Int) -> Int32 {
            scratchBase + Int32(bundle / Blocks.bundles)
        }
        for g in 0..<groups where groupCount[g] > 0 {
            let first = Int(groupLane[g] / 4)
            let n = Int(groupCount[g] + 3) / 4
            // Unused lanes: the tail of the group's last bundle.
            if groupCount[g] % 4 != 0 { bundles[first + n - 1] = .empty(scratch: scratch(first + n - 1)) }
            for k in first..<(first + n) { bundles[k].hasSecondPoint = g % 2 == 0 }
        }
        let sb = solverBodies.base
        let contactsBase = contacts.base
        // Each block's lanes and overflow slots start after the earlier blocks' in the group.
        for b in 0..<blockCount {
            for g in 0..<groups { blockStarts[b * stride + g] += groupLane[g] }
        }
        for k in 0..<(blockCount * stride) { blockCursors[k] = blockStarts[k] }
        for b in 0..<blockCount { deferred[b * deferredStride] = 0 }
        forEachBlock(0..<count, size: size) { range in
            let block = range.lowerBound / size
            let start = blockStarts + block * stride
            let cursor = blockCursors + block * stride
            let own = blockCounts + block * stride
            let list = deferred + block * deferredStride
            for i in range {
                let c = cs[i]
                if c.color >= 0 {
                    let g = group(c)
                    let lane = cursor[g]
                    cursor[g] += 1
                    // Shared with the block before (the group's lanes start at a bundle) or
                    // with the one after (lanes past the group's end are padding).
                    let end = start[g] + own[g]
                    let groupEnd = groupLane[g] + groupCount[g]
                    if lane & ~3 < start[g] || (lane | 3 >= end && end < groupEnd) {
                        let n = Int(list[0])
                        list[1 + 2 * n] = Int32(i)
                        list[2 + 2 * n] = lane
                        list[0] += 1
                        continue
                    }
                    let m = contactsBase[Int(c.contact)].manifold
                    let l = Int(lane)
                    ContactBundle.setLane(bundles + (l >> 2), l & 3, c, m, scratch: scratch(l >> 2))
                    continue
                }
                let m = contactsBase[Int(c.contact)].manifold
                overflow[Int(cursor[groups])] = Int32(i)
                cursor[groups] += 1
                let a = sb[Int(c.a)]
                let b = sb[Int(c.b)]
                let n = c.normal
                points[2 * i] = ContactSolver.prepare(
                    m.p0, normal: n, c.invMassA, c.invIA, c.invMassB, c.invIB, vA: a.v, wA: a.w, vB: b.v,
                    wB: b.w)
                points[2 * i + 1] = ContactSolver.prepare(
                    m.pointCount == 2 ? m.p1 : m.p0, normal: n, c.invMassA, c.invIA, c.invMassB, c.invIB,
                    vA: a.v, wA: a.w, vB: b.v, wB: b.w)
                if m.pointCount == 2,
                    let k = BlockInverse(
                        points[2 * i], points[2 * i + 1], normal: n, c.invMassA, c.invIA, c.invMassB, c.invIB,
                        complianceRatio: BlockInverse.complianceRatio(c.softness))
                {
                    (cs[i].invK11, cs[i].invK12, cs[i].invK22) = (k.k11, k.k12, k.k22)
                    (cs[i].invS11, cs[i].invS12, cs[i].invS22) = (k.s11, k.s12, k.s22)
                    (cs[i].gamma1, cs[i].gamma2) = (k.gamma1, k.gamma2)
                }
            }
        }
        for b in 0..<blockCount {
            let list = deferred + b * deferredStride
            for n in 0..<Int(list[0]) {
                let c = cs[Int(list[1 + 2 * n])]
                let l = Int(list[2 + 2 * n])
                ContactBundle.setLane(
                    bundles + (l >> 2), l & 3, c, contactsBase[Int(c.contact)].manifold,
                    scratch: scratch(l >> 2))
            }
        }
        let last = (blockCount - 1) * stride + groups
        let overflowCount = Int(blockStarts[last] + blockCounts[last])
        overflowConstraints.count = overflowCount
        let bodiesRaw = UnsafeMutableRawPointer(sb)
        forEachBlock(0..<Int(bundleCount), size: Blocks.bundles) { range in
            for k in range { ContactBundle.prepare(bundles + k, bodiesRaw) }
        }
    }

    /// The most lanes of one group a block of `prepareContacts` leaves to the caller: up to
    /// three in the bundle it shares with the block before and three in the one it shares with
    /// the block after.
    static let deferredLanesPerGroup = 6

    /// Each colour's first bundle (``ConstraintGraph/colorLimit`` + 1 entries, the last the
    /// bundle count): colour c's bundles are `start[c]..<start[c + 1]`.
    var colorBundleStarts: UnsafeMutablePointer<Int32> { colorCursor.base + 4 * ConstraintGraph.colorLimit }

    /// Gravity, applied forces and fields every sub-step; damping once per step, in the first
    /// sub-step, with the whole step's h: UIKit's law v ← v/(1 + h·c) per 1/120 s step, exactly.
    /// A velocity field's velocity replaces the whole linear update (damping still follows).
    static func integrateVelocities(
        _ sb: UnsafeMutablePointer<SolverBody>, _ motion: UnsafeMutablePointer<SolverMotion>,
        _ range: Range<Int>,
        maxSpeed: Float, maxSpin: Float, damps: Bool, kicks: UnsafeMutablePointer<FieldKick>? = nil
    ) {
        for k in range {
            let m = motion[k]
            if m.isKinematic { continue }
            var v = sb[k].v + m.dv
            if let kicks {
                let kick = kicks[k]
                v = kick.overrides ? kick.velocity : v + kick.dv
            }
            var w = sb[k].w + m.dw
            if damps {
                v = m.linearDamping * v
                w = m.angularDamping * w
            }
            // Negligible components are zeroed before anything squares them (see `negligibleSpeed`).
            v = Vec2(Self.flushed(v.x), Self.flushed(v.y))
            w = Self.flushed(w)
            let vv = v.lengthSquared
            if vv > maxSpeed * maxSpeed { v = (maxSpeed / vv.squareRoot()) * v }
            if w * w > maxSpin * maxSpin { w = w > 0 ? maxSpin : -maxSpin }
            sb[k].v = v
            sb[k].w = w
        }
    }

    /// Speeds below this (m/s or rad/s, 1e-13 pt/s) are taken as 0 at each sub-step's velocity
    /// integration. A damped motion with nothing else acting (a spring at rest whose anchors are
    /// as close as the floats of their positions allow, a body under linear damping) shrinks
    /// geometrically, and within seconds into subnormal floats, whose arithmetic — v · v in the
    /// speed clamp and the sleep test — is ~100× slower on x86-64 (no flush-to-zero: that would
    /// differ from wasm32 and arm64). springs100x100 went from 1.25 ms to 4 ms per step after
    /// its 400th step, with 3,160 of its 10,000 bodies at velocity components under 1e-30.
    static let negligibleSpeed: Float = 1e-15

    @inline(__always)
    static func flushed(_ x: Float) -> Float { Swift.abs(x) < negligibleSpeed ? 0 : x }

    /// Moves every body by its velocity over the sub-step. The solve can leave a velocity above
    /// the limits ``integrateVelocities(_:_:_:maxSpeed:maxSpin:damps:kicks:)`` enforces (a light
    /// item struck by a heavy one, a small group spun by an off-centre impact); it is clamped
    /// again here, in the body too, so no step moves a body further than the continuous stage
    /// can sweep: at most a quarter turn per sub-step, half a turn per step.
    static func integratePositions(
        _ sb: UnsafeMutablePointer<SolverBody>, _ range: Range<Int>, _ h: Float, maxSpeed: Float,
        maxSpin: Float
    ) {
        for k in range {
            let (v, w) = clamped(sb + k, maxSpeed: maxSpeed, maxSpin: maxSpin)
            sb[k].dp = sb[k].dp + h * v
            if w != 0 { sb[k].dq = sb[k].dq.integrated(by: h * w) }
        }
    }

    /// The same, each body also moved by its pseudo velocity (split impulse), which is consumed:
    /// zeroed for the next sub-step in the same pass.
    static func integratePositions(
        _ sb: UnsafeMutablePointer<SolverBody>, _ pseudo: UnsafeMutablePointer<PseudoVelocity>,
        _ range: Range<Int>,
        _ h: Float, maxSpeed: Float, maxSpin: Float
    ) {
        for k in range {
            let (v, w) = clamped(sb + k, maxSpeed: maxSpeed, maxSpin: maxSpin)
            let p = pseudo[k]
            pseudo[k] = .zero
            sb[k].dp = sb[k].dp + h * (v + p.v)
            let turn = w + p.w
            if turn != 0 {
                sb[k].dq = sb[k].dq.integrated(by: h * Swift.min(Swift.max(turn, -maxSpin), maxSpin))
            }
        }
    }

    /// The body's velocity within the limits (written back only when it was above them).
    @inline(__always)
    static func clamped(_ b: UnsafeMutablePointer<SolverBody>, maxSpeed: Float, maxSpin: Float) -> (
        Vec2, Float
    ) {
        var v = b.pointee.v
        var w = b.pointee.w
        let vv = v.lengthSquared
        if vv > maxSpeed * maxSpeed {
            v = (maxSpeed / vv.squareRoot()) * v
            b.pointee.v = v
        }
        if w * w > maxSpin * maxSpin {
            w = w > 0 ? maxSpin : -maxSpin
            b.pointee.w = w
        }
        return (v, w)
    }

    /// Copies the accumulated impulses back to the manifolds (warm starting and contact events).
    private func storeImpulses() {
        let contactsBase = contacts.base
        let bundles = contactBundles.base
        // Each lane writes its own contact: any split is safe.
        forEachBlock(0..<contactBundles.count, size: Blocks.bundles) { range in
            for k in range {
                let bundle = bundles + k
                for j in 0..<4 {
                    let ci = Int(bundle.pointee.contact[j])
                    if ci < 0 { continue }
                    let m = contactsBase + ci
                    m.pointee.manifold.p0.normalImpulse = bundle.pointee.p1.normalImpulse[j]
                    m.pointee.manifold.p0.tangentImpulse = bundle.pointee.p1.tangentImpulse[j]
                    m.pointee.manifold.p0.maxNormalImpulse = bundle.pointee.p1.maxNormalImpulse[j]
                    if m.pointee.manifold.pointCount == 2 {
                        m.pointee.manifold.p1.normalImpulse = bundle.pointee.p2.normalImpulse[j]
                        m.pointee.manifold.p1.tangentImpulse = bundle.pointee.p2.tangentImpulse[j]
                        m.pointee.manifold.p1.maxNormalImpulse = bundle.pointee.p2.maxNormalImpulse[j]
                    }
                }
            }
        }
        let cs = constraints.base
        let points = constraintPoints.base
        let overflow = overflowConstraints.base
        for o in 0..<overflowConstraints.count {
            let i = Int(overflow[o])
            let c = cs[i]
            let m = contactsBase + Int(c.contact)
            let p0 = points[2 * i]
            m.pointee.manifold.p0.normalImpulse = p0.normalImpulse
            m.pointee.manifold.p0.tangentImpulse = p0.tangentImpulse
            m.pointee.manifold.p0.maxNormalImpulse = p0.maxNormalImpulse
            if c.pointCount == 2 {
                let p1 = points[2 * i + 1]
                m.pointee.manifold.p1.normalImpulse = p1.normalImpulse
                m.pointee.manifold.p1.tangentImpulse = p1.tangentImpulse
                m.pointee.manifold.p1.maxNormalImpulse = p1.maxNormalImpulse
            }
        }
    }
}

/// The step's contact constraints as the sub-step loop sees them: the coloured bundles (colours
/// follow one another, so one pass over all bundles solves colour by colour), then the overflow.
struct ContactStage {
    var bundles: UnsafeMutablePointer<ContactBundle>
    var bundleCount: Int
    /// The bundles' compression impulses (``WideCompression``).
    var compression: UnsafeMutablePointer<WideCompression>
    /// Each colour's first bundle (``World/colorBundleStarts``).
    var colorStarts: UnsafeMutablePointer<Int32>
    var constraints: UnsafeMutablePointer<ContactConstraint>
    var points: UnsafeMutablePointer<ConstraintPoint>
    var overflow: UnsafeMutablePointer<Int32>
    var overflowCount: Int
    var bodies: UnsafeMutablePointer<SolverBody>
    /// Gravity's and the forces' per-sub-step velocity gains (restitution's impact speeds).
    var motion: UnsafeMutablePointer<SolverMotion>
    var invH: Float
    var maxPush: Float
    var subSteps: Float
    /// The helpers, if the world has any: each colour's bundles are then split into blocks.
    var pool: WorkerPool?

    /// Runs `kernel` over the bundles: in one call on one thread; with helpers, colour by colour,
    /// each colour in blocks on the pool (no two bundles of a colour move the same body, and each
    /// block writes the bodies it leaves unmoved to its own scratch slot: the same bits as one
    /// call).
    @inline(__always)
    private func forEachColor(_ kernel: (Range<Int>) -> Void) {
        guard let pool else {
            kernel(0..<bundleCount)
            return
        }
        for c in 0..<ConstraintGraph.colorLimit where colorStarts[c] < colorStarts[c + 1] {
            WorkerPool.forEachBlock(
                pool, Int(colorStarts[c])..<Int(colorStarts[c + 1]), size: World.Blocks.bundles, kernel)
        }
    }

    func warmStart(firstSubStep: Bool) {
        let bodies = UnsafeMutableRawPointer(self.bodies)
        forEachColor { range in
            ContactBundle.warmStart(bundles, range, bodies, compression, firstSubStep: firstSubStep)
        }
        ContactSolver.warmStart(
            constraints, points, overflow, overflowCount, self.bodies, firstSubStep: firstSubStep)
    }

    func solve(useBias: Bool) {
        let raw = UnsafeMutableRawPointer(bodies)
        forEachColor { range in
            ContactBundle.solve(bundles, range, raw, invH: invH, maxPush: maxPush, useBias: useBias)
        }
        ContactSolver.solve(
            constraints, points, overflow, overflowCount, bodies, invH: invH, maxPush: maxPush,
            useBias: useBias)
    }

    func applyRestitution(threshold: Float) {
        let raw = UnsafeMutableRawPointer(bodies)
        forEachColor { range in
            ContactBundle.applyRestitution(
                bundles, range, raw, motion, compression, threshold: threshold, invH: invH, steps: subSteps)
        }
        ContactSolver.applyRestitution(
            constraints, points, overflow, overflowCount, bodies, motion, threshold: threshold, invH: invH,
            steps: subSteps)
    }
}
