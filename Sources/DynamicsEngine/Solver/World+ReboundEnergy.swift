/// The rebound energy bound: restitution never gives a group of touching bodies more kinetic
/// energy than its contacts took out of it in the step, scaled by the restitution squared.
///
/// Newton's rule applied contact after contact can add energy where three or more bodies meet
/// in one step (each contact's rebound is aimed at the closing speed of its own impact, and an
/// item struck from both sides is sent back twice), and with Coulomb friction it can give a
/// spinning body energy at a single impact (Kane's paradox). Poisson's per-point bound
/// (`ContactSolver.applyRestitution`) sees neither: each point's compression is its own. In an
/// elastic corridor where three items at 7,000–33,000 pt/s met in one step, the sub-steps took
/// their kinetic energy from 135 to 13 units and the restitution pass gave back 167, a third
/// more than they had; three spinning boxes with elasticity 1 and friction 0.3 rose to 1.18×
/// their energy (`ReboundEnergyTests`).
///
/// So after the restitution pass, each group of bodies linked by contacts with restitution
/// (union–find over the constraints, static slot 0 linking nothing) is checked against what
/// the step's contacts took out of it. With `E₀` the energy the group would have with no
/// contact at all (its step-start velocities plus the step's gravity and forces), `E₁` its
/// energy before the restitution pass and `e` the largest restitution among its contacts, the
/// pass may raise the energy to `E₁ + e²·max(E₀ − E₁, 0)`: Stronge's energetic restitution (the
/// energy given back is e² of the energy taken), per group rather than per impact. A group
/// above that has every velocity change of the pass scaled by one factor `s` in [0, 1] (a
/// quadratic in `s`): the same as scaling each of its restitution impulses, so the impulses
/// stay along their normals and the group's momentum change keeps its direction. A free impact
/// is not touched: a ball striking a floor with e = 1 rebounds with 0.996 of the speed it struck
/// with, under its `E₀`.
///
/// Groups whose energy the step may raise from outside are left alone: one with a kinematic
/// body, one with a joint (a motor or a spring works during the step), and every group in a
/// step with force fields (their kicks are not in `E₀`).
struct ReboundGroup: Sendable {
    /// Whether the step's energy can come from outside (kinematic body, joint).
    var driven: Bool
    /// The largest restitution among the group's contacts.
    var restitution: Float
    /// Energy with no contacts (`E₀`) and before the restitution pass (`E₁`).
    var free: Double
    var before: Double
    /// The energy after scaling the pass's change by s is `before + linear·s + quadratic·s²`
    /// (after the whole pass: s = 1).
    var linear: Double
    var quadratic: Double
    /// The factor the pass's velocity changes are scaled by: 1 unless over the bound.
    var scale: Double
}

extension World {
    /// Keeps each solver body's velocity before the restitution pass (slot k: v.x, v.y, w, 0).
    func saveVelocitiesBeforeRebound(_ sb: UnsafeMutablePointer<SolverBody>, _ count: Int) {
        reboundVelocities.removeAll()
        reboundVelocities.reserve(count)
        for k in 0..<count { reboundVelocities.append(SIMD4(sb[k].v.x, sb[k].v.y, sb[k].w, 0)) }
    }

    /// Scales back the restitution pass in every group it left with more energy than the bound
    /// above allows. Runs after ``saveVelocitiesBeforeRebound(_:_:)`` and the pass, on the
    /// calling thread, in solver order: the same result for any worker count.
    func boundReboundEnergy(_ sb: UnsafeMutablePointer<SolverBody>, _ count: Int, steps: Float) {
        guard count > 1 else { return }
        let motion = solverMotion.base
        let bs = bodies.base
        let joints = bodyJoints.base
        let saved = reboundVelocities.base
        // The sleep islands' parent array as union–find scratch: `updateSleep` refills it later
        // in the step.
        islandParent.removeAll()
        reboundGroups.removeAll()
        reboundGroups.reserve(count)
        for k in 0..<count {
            let i = Int(motion[k].body)
            let driven = k == 0 || motion[k].isKinematic || (i >= 0 && joints[i].count > 0)
            islandParent.append(Int32(k))
            reboundGroups.append(
                ReboundGroup(
                    driven: driven, restitution: 0, free: 0, before: 0, linear: 0, quadratic: 0, scale: 1))
        }
        let groups = reboundGroups.base
        let parent = islandParent.base
        @inline(__always) func root(_ k: Int32) -> Int { Int(Self.root(of: k, parent)) }
        let cs = constraints.base
        for c in 0..<constraints.count where cs[c].restitution != 0 {
            let a = cs[c].a
            let b = cs[c].b
            // Slot 0 (every static body) links nothing; a kinematic side drives the other.
            let ra = a == 0 ? -1 : root(a)
            let rb = b == 0 ? -1 : root(b)
            var r = ra >= 0 ? ra : rb
            if ra >= 0 && rb >= 0 && ra != rb {
                parent[ra] = Int32(rb)
                groups[rb].driven = groups[rb].driven || groups[ra].driven
                groups[rb].restitution = Swift.max(groups[rb].restitution, groups[ra].restitution)
                r = rb
            }
            if r >= 0 { groups[r].restitution = Swift.max(groups[r].restitution, cs[c].restitution) }
        }
        // Each body's energies into its group (solver order: a fixed summation order).
        for k in 1..<count {
            let r = root(Int32(k))
            if groups[r].restitution == 0 { continue }
            let m = motion[k]
            let mass = m.invMass > 0 ? Double(1 / m.invMass) : 0
            let inertia = m.invInertia > 0 ? Double(1 / m.invInertia) : 0
            let start = bs[Int(m.body)]
            let free = SIMD3<Double>(
                Double(start.linearVelocity.x + steps * m.dv.x),
                Double(start.linearVelocity.y + steps * m.dv.y),
                Double(start.angularVelocity + steps * m.dw))
            let old = SIMD3<Double>(Double(saved[k].x), Double(saved[k].y), Double(saved[k].z))
            let new = SIMD3<Double>(Double(sb[k].v.x), Double(sb[k].v.y), Double(sb[k].w))
            let change = new - old
            let weights = SIMD3<Double>(mass, mass, inertia)
            groups[r].free += 0.5 * (weights * free * free).sum()
            groups[r].before += 0.5 * (weights * old * old).sum()
            groups[r].linear += (weights * old * change).sum()
            groups[r].quadratic += 0.5 * (weights * change * change).sum()
        }
        var scaled = false
        for k in 1..<count
        where parent[k] == Int32(k) && groups[k].restitution != 0 && !groups[k].driven {
            let g = groups[k]
            let e = Double(g.restitution)
            let allowed = g.before + e * e * Swift.max(g.free - g.before, 0)
            guard g.before + g.linear + g.quadratic > allowed, g.quadratic > 0 else { continue }
            // before + linear·s + quadratic·s² = allowed: the root in [0, 1] (the other is ≤ 0).
            let extra = allowed - g.before
            let s =
                (-g.linear + (g.linear * g.linear + 4 * g.quadratic * extra).squareRoot()) / (2 * g.quadratic)
            groups[k].scale = Swift.min(Swift.max(s, 0), 1)
            scaled = true
        }
        guard scaled else { return }
        for k in 1..<count {
            let g = groups[root(Int32(k))]
            guard g.scale < 1 else { continue }
            let s = Float(g.scale)
            sb[k].v = Vec2(saved[k].x, saved[k].y) + s * (sb[k].v - Vec2(saved[k].x, saved[k].y))
            sb[k].w = saved[k].z + s * (sb[k].w - saved[k].z)
        }
    }
}
