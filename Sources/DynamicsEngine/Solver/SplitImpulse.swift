/// Split impulse: rods and taut ropes close their length error with pseudo velocity
/// (``PseudoVelocity``), which the position integration adds and then forgets, so the correction
/// puts no kinetic energy into the bodies.
///
/// A pseudo push must not drive a body into what it touches: the contacts would push it back out
/// with real velocity, which the rod turns into a slide (the energy leak split impulse is there to
/// stop). So the contacts of the jointed bodies take part as guards: in the pseudo velocities they
/// only keep each point from closing more than its gap this sub-step (no bias, no friction; the
/// contacts' own solve still owns real overlap). Joint corrections and guards alternate for
/// ``iterations`` Gauss–Seidel passes per sub-step — a rod pulling a box almost straight into a
/// wall converges as (1 − cos²θ) per pass along the wall. Without guards one pass does (as the
/// biased pass of every other joint): 10 000 free rods took 2.7 ms per 1/60 s step with the soft
/// bias this replaces, 3.3 ms with one pass, 5.3 ms with four.
struct SplitImpulseStage {
    /// The guarded contact points, in contact order.
    var guards: UnsafeMutablePointer<PseudoContactPoint>
    var guardCount: Int
    var pseudo: UnsafeMutablePointer<PseudoVelocity>
    var bodies: UnsafeMutablePointer<SolverBody>
    var invH: Float

    /// Passes of joint corrections and guards per sub-step, when there are guards.
    static let iterations = 4

    /// Zeroes the guards' impulses (each sub-step starts afresh; the pseudo velocities are
    /// already zero: the position integration consumes them).
    func reset() {
        for k in 0..<guardCount { guards[k].impulse = 0 }
    }

    /// The joints' corrections, each followed by the guards.
    func solve(_ joints: JointStage) {
        guard guardCount > 0 else { return joints.correctLengths() }
        for _ in 0..<Self.iterations {
            joints.correctLengths()
            solveGuards()
        }
    }

    private func solveGuards() {
        for k in 0..<guardCount {
            let g = guards + k
            let a = bodies + Int(g.pointee.a)
            let b = bodies + Int(g.pointee.b)
            let pA = pseudo + Int(g.pointee.a)
            let pB = pseudo + Int(g.pointee.b)
            let n = g.pointee.normal
            let rA = g.pointee.anchorA
            let rB = g.pointee.anchorB
            let d = (b.pointee.dp - a.pointee.dp) + (b.pointee.dq.rotate(rB) - a.pointee.dq.rotate(rA))
            let separation = dot(d, n) + g.pointee.baseSeparation
            let vn = dot(
                (pB.pointee.v + cross(pB.pointee.w, rB)) - (pA.pointee.v + cross(pA.pointee.w, rA)), n)
            let old = g.pointee.impulse
            let total = Swift.max(old - g.pointee.normalMass * (vn + invH * Swift.max(separation, 0)), 0)
            g.pointee.impulse = total
            let impulse = (total - old) * n
            pA.pointee.v -= g.pointee.invMassA * impulse
            pA.pointee.w -= g.pointee.invIA * cross(rA, impulse)
            pB.pointee.v += g.pointee.invMassB * impulse
            pB.pointee.w += g.pointee.invIB * cross(rB, impulse)
        }
    }
}

/// A contact point guarding pseudo motion (see ``SplitImpulseStage``): the contact's sides,
/// normal, masses and anchors as its constraint has them, and the guard's impulse this sub-step.
struct PseudoContactPoint: Sendable {
    var a: Int32
    var b: Int32
    var normal: Vec2
    var anchorA: Vec2
    var anchorB: Vec2
    /// As ``ConstraintPoint/baseSeparation``.
    var baseSeparation: Float
    var normalMass: Float
    var invMassA: Float
    var invIA: Float
    var invMassB: Float
    var invIB: Float
    var impulse: Float
}

extension World {
    /// Lists the contact points of every body that a rod or rope moves as guards. The bodies are
    /// marked in `pseudo` meanwhile, which is left zeroed for the first sub-step.
    func prepareSplitImpulse(_ pseudo: UnsafeMutablePointer<PseudoVelocity>, _ bodyCount: Int) -> Int {
        pseudo.update(repeating: .zero, count: bodyCount)
        let jc = jointConstraints.base
        let list = rigidJoints.base
        for o in 0..<rigidJoints.count {
            let c = jc[Int(list[o])]
            guard c.type == .distance || c.type == .rope else { continue }
            pseudo[Int(c.a)].w = 1
            pseudo[Int(c.b)].w = 1
        }
        // Slot 0 stands for every static body: its mark says nothing.
        pseudo[0].w = 0
        let count = constraints.count
        let cs = constraints.base
        let contactsBase = contacts.base
        pseudoContacts.reserve(2 * count)
        let out = pseudoContacts.base
        var k = 0
        for i in 0..<count {
            let c = cs[i]
            guard pseudo[Int(c.a)].w != 0 || pseudo[Int(c.b)].w != 0 else { continue }
            let m = contactsBase[Int(c.contact)].manifold
            for j in 0..<Int(c.pointCount) {
                let p = m[j]
                let rnA = cross(p.anchorA, c.normal)
                let rnB = cross(p.anchorB, c.normal)
                let kNormal = c.invMassA + c.invMassB + c.invIA * rnA * rnA + c.invIB * rnB * rnB
                out[k] = PseudoContactPoint(
                    a: c.a, b: c.b, normal: c.normal, anchorA: p.anchorA, anchorB: p.anchorB,
                    baseSeparation: p.separation - dot(p.anchorB - p.anchorA, c.normal),
                    normalMass: kNormal > 0 ? 1 / kNormal : 0, invMassA: c.invMassA, invIA: c.invIA,
                    invMassB: c.invMassB, invIB: c.invIB, impulse: 0)
                k += 1
            }
        }
        pseudoContacts.count = k
        pseudo.update(repeating: .zero, count: bodyCount)
        return k
    }
}
