/// The soft-step solver. `solve` reads as its stage list:
///
/// 1. gather awake bodies into the packed solver array (slot 0 stands for everything static);
/// 2. prepare contact constraints (effective masses, anchors, softness, warm-start impulses);
/// 3. per sub-step: integrate velocities (gravity, forces, damping) → warm start → solve with
///    the soft bias → integrate positions → relax without bias;
/// 4. restitution, then impulses are stored back for the next step's warm start;
/// 5. finalise bodies (poses, sleep timers, swept bounds into the broad phase);
/// 6. islands that stayed still for `timeToSleep` fall asleep.
///
/// Joint constraints slot in beside the contact ones at stages 2–3 (prepare, warm start, solve,
/// relax); per-sub-step forces (fields) at the velocity integration of stage 3.
extension World {
    func solve(_ dt: Float) {
        let h = dt / Float(subSteps)
        let invH = 1 / h
        gatherAwakeBodies(h)
        prepareContacts(h)
        let bodyCount = solverBodies.count
        let sb = solverBodies.base
        let motion = solverMotion.base
        let cs = constraints.base
        let points = constraintPoints.base
        let csCount = constraints.count
        let maxSpeed = Tolerances.maxTranslationPerSubstep * invH
        let maxSpin = Tolerances.maxRotationPerSubstep * invH
        for _ in 0..<subSteps {
            Self.integrateVelocities(sb, motion, bodyCount, maxSpeed: maxSpeed, maxSpin: maxSpin)
            ContactSolver.warmStart(cs, points, csCount, sb)
            ContactSolver.solve(cs, points, csCount, sb, invH: invH, maxPush: contactPushMaxVelocity, useBias: true)
            Self.integratePositions(sb, bodyCount, h)
            ContactSolver.solve(cs, points, csCount, sb, invH: invH, maxPush: contactPushMaxVelocity, useBias: false)
        }
        ContactSolver.applyRestitution(cs, points, csCount, sb, threshold: restitutionThreshold)
        storeImpulses()
        finalizeBodies(dt)
        if isSleepEnabled { updateSleep(dt) }
    }

    private func gatherAwakeBodies(_ h: Float) {
        solverBodies.removeAll()
        solverMotion.removeAll()
        solverBodies.append(.anchor)
        solverMotion.append(
            SolverMotion(dv: .zero, dw: 0, linearDamping: 1, angularDamping: 1, body: -1, isKinematic: true))
        let g = gravity
        let bs = bodies.base
        for i in 0..<bodies.count {
            let body = bs[i]
            guard body.isAlive && body.isAwake && body.type != .static else {
                bs[i].solverIndex = -1
                continue
            }
            bs[i].solverIndex = Int32(solverBodies.count)
            solverBodies.append(
                SolverBody(
                    v: body.linearVelocity, w: body.angularVelocity, dp: .zero, dq: .identity, invMass: body.invMass,
                    invI: body.invInertia))
            let kinematic = body.type == .kinematic
            solverMotion.append(
                SolverMotion(
                    dv: kinematic ? .zero : h * (body.gravityScale * g + body.invMass * body.force),
                    dw: kinematic ? 0 : h * body.invInertia * body.torque,
                    linearDamping: 1 / (1 + h * body.linearDamping), angularDamping: 1 / (1 + h * body.angularDamping),
                    body: Int32(i), isKinematic: kinematic))
        }
    }

    private func prepareContacts(_ h: Float) {
        constraints.removeAll()
        constraintPoints.removeAll()
        let hertz = Swift.min(contactHertz, 0.25 / h)
        let soft = Softness(hertz: hertz, dampingRatio: contactDampingRatio, h: h)
        let staticSoft = Softness(hertz: 2 * hertz, dampingRatio: contactDampingRatio, h: h)
        let bs = bodies.base
        let sb = solverBodies.base
        let cs = contacts.base
        for i in 0..<contacts.count {
            let contact = cs[i]
            let m = contact.manifold
            if m.pointCount == 0 || !(contact.respondsA || contact.respondsB) { continue }
            let ia = Swift.max(bs[Int(contact.bodyA)].solverIndex, 0)
            let ib = Swift.max(bs[Int(contact.bodyB)].solverIndex, 0)
            if ia == 0 && ib == 0 { continue }
            let a = sb[Int(ia)]
            let b = sb[Int(ib)]
            let mA = contact.respondsA ? a.invMass : 0
            let iA = contact.respondsA ? a.invI : 0
            let mB = contact.respondsB ? b.invMass : 0
            let iB = contact.respondsB ? b.invI : 0
            if mA == 0 && mB == 0 { continue }
            let n = m.normal
            constraints.append(
                ContactConstraint(
                    a: ia, b: ib, contact: Int32(i), pointCount: m.pointCount, normal: n, friction: contact.friction,
                    restitution: contact.restitution, invMassA: mA, invIA: iA, invMassB: mB, invIB: iB,
                    softness: (mA == 0 || mB == 0) ? staticSoft : soft))
            constraintPoints.append(
                ContactSolver.prepare(m.p0, normal: n, mA, iA, mB, iB, vA: a.v, wA: a.w, vB: b.v, wB: b.w))
            constraintPoints.append(
                ContactSolver.prepare(
                    m.pointCount == 2 ? m.p1 : m.p0, normal: n, mA, iA, mB, iB, vA: a.v, wA: a.w, vB: b.v, wB: b.w))
        }
    }

    static func integrateVelocities(
        _ sb: UnsafeMutablePointer<SolverBody>, _ motion: UnsafeMutablePointer<SolverMotion>, _ count: Int,
        maxSpeed: Float, maxSpin: Float
    ) {
        for k in 1..<Swift.max(count, 1) {
            let m = motion[k]
            if m.isKinematic { continue }
            var v = m.linearDamping * (sb[k].v + m.dv)
            var w = m.angularDamping * (sb[k].w + m.dw)
            let vv = v.lengthSquared
            if vv > maxSpeed * maxSpeed { v = (maxSpeed / vv.squareRoot()) * v }
            if w * w > maxSpin * maxSpin { w = w > 0 ? maxSpin : -maxSpin }
            sb[k].v = v
            sb[k].w = w
        }
    }

    static func integratePositions(_ sb: UnsafeMutablePointer<SolverBody>, _ count: Int, _ h: Float) {
        for k in 1..<Swift.max(count, 1) {
            let b = sb[k]
            sb[k].dp = b.dp + h * b.v
            if b.w != 0 { sb[k].dq = b.dq.integrated(by: h * b.w) }
        }
    }

    private func storeImpulses() {
        let cs = constraints.base
        let points = constraintPoints.base
        let contactsBase = contacts.base
        for i in 0..<constraints.count {
            let c = cs[i]
            let j = Int(c.contact)
            let p0 = points[2 * i]
            contactsBase[j].manifold.p0.normalImpulse = p0.normalImpulse
            contactsBase[j].manifold.p0.tangentImpulse = p0.tangentImpulse
            contactsBase[j].manifold.p0.maxNormalImpulse = p0.maxNormalImpulse
            if c.pointCount == 2 {
                let p1 = points[2 * i + 1]
                contactsBase[j].manifold.p1.normalImpulse = p1.normalImpulse
                contactsBase[j].manifold.p1.tangentImpulse = p1.tangentImpulse
                contactsBase[j].manifold.p1.maxNormalImpulse = p1.maxNormalImpulse
            }
        }
    }

    /// Moves each simulated body by its step delta, updates sleep timers and pushes the swept
    /// bounds of its shapes into the broad phase when they leave their fat bounds.
    private func finalizeBodies(_ dt: Float) {
        let sb = solverBodies.base
        let motion = solverMotion.base
        let bs = bodies.base
        let ss = shapes.base
        let linTol = Tolerances.linearSleepTolerance
        let angTol = Tolerances.angularSleepTolerance
        for k in 1..<Swift.max(solverBodies.count, 1) {
            let i = Int(motion[k].body)
            let s = sb[k]
            var body = bs[i]
            body.linearVelocity = s.v
            body.angularVelocity = s.w
            body.center = body.center + s.dp
            body.transform.q = (s.dq * body.transform.q).normalized
            body.transform.p = body.center - body.transform.q.rotate(body.localCenter)
            if !body.allowsSleep || s.v.lengthSquared > linTol * linTol || s.w * s.w > angTol * angTol {
                body.sleepTime = 0
            } else {
                body.sleepTime += dt
            }
            bs[i] = body
            var shape = body.firstShape
            while shape != -1 {
                let j = Int(shape)
                let box = computeAABB(j, body.transform)
                ss[j].aabb = box
                let swept = sweep(box, s.v, s.w, ss[j].extent, dt)
                if !ss[j].fatAABB.contains(swept) {
                    let fat = swept.expanded(by: Tolerances.aabbMargin)
                    ss[j].fatAABB = fat
                    movableTree.enlargeProxy(ss[j].proxy, fat)
                    markMoved(j)
                }
                shape = ss[j].nextShape
            }
        }
    }
}
