/// Distance joints (rod and spring) and ropes: one constraint along the line between the anchors.
///
/// With u the unit vector from anchor A to anchor B and ℓ their distance, `C = ℓ − length` and
/// `Cdot = u · (vB + ωB × rB − vA − ωA × rA)`. An impulse λ pushes B along +u and A along −u.
/// - rod (hertz 0): rigid, both signs of λ. Its velocity constraint is hard (`Cdot = 0`, no bias)
///   and its length error is closed by split impulse (``SplitImpulseStage``): impulses
///   `−m_eff·(pseudoRate·C + Cdot_pseudo)` on the bodies' ``PseudoVelocity``, which moves them in
///   the position integration and is then dropped. Why: a bias in the real velocities
///   that another constraint deflects (a wall turning the rod's pull into a slide along it) is not
///   along u, so the relax pass cannot take it back and it stays as kinetic energy (a rod
///   created 142 pt short of its length, its square against a wall, flung the square at
///   2180 pt/s). UIKit's engine (Box2D 2.x) corrects joint error by position only, adding no
///   energy either;
/// - spring: its own exact coefficients, applied once per sub-step (a spring of rest length 0 acts
///   in both directions, as a soft point constraint: see `solveDistance`) (in the biased pass; the relax
///   pass leaves it alone, as a spring's pull is real force, not error to undo), not warm
///   started: its impulse `−m_eff·(massScale·Cdot + positionScale·C)` depends on the state only;
/// - rope: `C = ℓ − maxLength`, pulls only (λ ≤ 0, the pseudo impulse too); taut, it is a rod;
///   while slack it lets the anchors separate by at most the slack in one sub-step, so the rope
///   never overshoots and exerts no force.
extension JointStage {
    @inline(__always)
    func warmStartDistance(_ c: UnsafeMutablePointer<JointConstraint>) {
        // (Springs never come here: their impulse depends on the state alone, see `SoftStep.spring`.)
        let (a, b) = sides(c)
        c.pointee.pseudoImpulse = 0
        let (rA, rB, d) = arms(c, a, b)
        let lengthSquared = d.lengthSquared
        guard lengthSquared > 1e-12 else { return }
        let u = (1 / lengthSquared.squareRoot()) * d
        let impulse = c.pointee.axialImpulse * u
        applyImpulse(c, a, b, linear: impulse, angularA: cross(rA, impulse), angularB: cross(rB, impulse))
    }

    @inline(__always)
    func solveDistance(_ c: UnsafeMutablePointer<JointConstraint>, useBias: Bool) {
        let isRope = c.pointee.type == .rope
        let (a, b) = sides(c)
        if c.pointee.isSpring && c.pointee.length == 0 {
            // A spring of rest length 0 pulls the anchors together in every direction: Hooke's law
            // on the separation vector, damped on the whole relative velocity (a soft point
            // constraint, the pin's block solve with the spring's coefficients). Along one axis —
            // undefined at zero length, and turning as the item circles its anchor — it damped
            // only the radial motion: an item set circling its anchor (a springy layout's row, a
            // chain of bubbles after a sideways drag) circled on and the animator never paused.
            var (vA, wA, vB, wB) = velocities(a, b)
            c.pointee.linearImpulse = .zero  // this sub-step's impulse only: springs are not warm started
            solvePoint(c, a, b, c.pointee.spring, &vA, &wA, &vB, &wB)
            store(c, a, b, vA, wA, vB, wB)
            return
        }
        let (rA, rB, d) = arms(c, a, b)
        let lengthSquared = d.lengthSquared
        guard lengthSquared > 1e-12 else { return }
        let length = lengthSquared.squareRoot()
        let u = (1 / length) * d
        let mA = c.pointee.invMassA
        let iA = c.pointee.invIA
        let mB = c.pointee.invMassB
        let iB = c.pointee.invIB
        let mass = c.pointee.axialMass
        let error = length - c.pointee.length
        // Rods and taut ropes: hard in the velocities; `correctLengths` closes their error.
        let splits = !c.pointee.isSpring && !(isRope && error < 0)
        let step: SoftStep
        if c.pointee.isSpring {
            step = c.pointee.spring
        } else if splits {
            step = .relax
        } else {
            step = .speculative(invH: invH)
        }
        var (vA, wA, vB, wB) = velocities(a, b)
        let cdot = dot(u, (vB + cross(wB, rB)) - (vA + cross(wA, rA)))
        let old = c.pointee.axialImpulse
        var lambda = -mass * (step.massScale * cdot + step.positionScale * error) - step.impulseScale * old
        if isRope { lambda = Swift.min(old + lambda, 0) - old }
        // A spring keeps its impulse of this sub-step (no accumulation: it is not warm started).
        c.pointee.axialImpulse = c.pointee.isSpring ? lambda : old + lambda
        let impulse = lambda * u
        vA -= mA * impulse
        wA -= iA * cross(rA, impulse)
        vB += mB * impulse
        wB += iB * cross(rB, impulse)
        store(c, a, b, vA, wA, vB, wB)
    }

    /// One Gauss–Seidel pass of the split-impulse length correction of every rod and taut rope:
    /// impulses `−m_eff·(pseudoRate·C + Cdot_pseudo)` on the pseudo velocities, accumulated per
    /// sub-step in `pseudoImpulse` (a rope's sum stays ≤ 0).
    func correctLengths() {
        for o in 0..<rigidCount {
            let c = constraints + Int(rigid[o])
            let isRope = c.pointee.type == .rope
            guard isRope || c.pointee.type == .distance else { continue }
            let (a, b) = sides(c)
            let (rA, rB, d) = arms(c, a, b)
            let lengthSquared = d.lengthSquared
            guard lengthSquared > 1e-12 else { continue }
            let length = lengthSquared.squareRoot()
            let error = length - c.pointee.length
            if isRope && error < 0 { continue }
            let u = (1 / length) * d
            let pA = pseudo + Int(c.pointee.a)
            let pB = pseudo + Int(c.pointee.b)
            let cdot = dot(
                u, (pB.pointee.v + cross(pB.pointee.w, rB)) - (pA.pointee.v + cross(pA.pointee.w, rA)))
            let old = c.pointee.pseudoImpulse
            var lambda = -c.pointee.axialMass * (pseudoRate * error + cdot)
            if isRope { lambda = Swift.min(old + lambda, 0) - old }
            c.pointee.pseudoImpulse = old + lambda
            let impulse = lambda * u
            let mA = c.pointee.invMassA
            let iA = c.pointee.invIA
            let mB = c.pointee.invMassB
            let iB = c.pointee.invIB
            if mA != 0 || iA != 0 {
                pA.pointee.v -= mA * impulse
                pA.pointee.w -= iA * cross(rA, impulse)
            }
            if mB != 0 || iB != 0 {
                pB.pointee.v += mB * impulse
                pB.pointee.w += iB * cross(rB, impulse)
            }
        }
    }
}
