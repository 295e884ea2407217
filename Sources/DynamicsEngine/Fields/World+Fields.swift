/// Force fields (UIKit's `UIFieldBehavior`): creation, membership, charge, and the per-sub-step
/// stage the solver runs before integrating velocities.
extension World {
    /// Creates a field acting on no body yet. A `.custom` field calls `evaluate` once per sub-step
    /// for every awake member inside its region; the closure is the one user code called inside
    /// the step and must not change the world.
    ///
    /// ```swift
    /// var def = FieldDefinition(kind: .linearGravity)
    /// def.direction = Vec2(0, 10)
    /// let field = world.createField(def)
    /// world.addBody(box, to: field)
    /// ```
    @discardableResult
    public func createField(_ def: FieldDefinition, evaluate: ((FieldSample) -> Vec2)? = nil) -> FieldID {
        precondition(def.kind != .custom || evaluate != nil, "a custom field needs an evaluate closure")
        let slot = FieldStore.Slot(generation: 1, isAlive: true, def: def, evaluate: evaluate, members: [])
        let index: Int32
        if let reused = fieldStore.freeSlots.popLast() {
            index = reused
            let generation = fieldStore.slots[Int(reused)].generation &+ 1
            fieldStore.slots[Int(reused)] = slot
            fieldStore.slots[Int(reused)].generation = generation
        } else {
            index = Int32(fieldStore.slots.count)
            fieldStore.slots.append(slot)
        }
        fieldStore.liveCount += 1
        fieldStore.isDirty = true
        return FieldID(index: index, generation: fieldStore.slots[Int(index)].generation)
    }

    /// Replaces a field's parameters (its members and closure stay) and wakes its members.
    public func setField(_ id: FieldID, _ def: FieldDefinition) {
        let f = checked(id)
        precondition(
            def.kind != .custom || fieldStore.slots[f].evaluate != nil,
            "a custom field needs an evaluate closure")
        fieldStore.slots[f].def = def
        fieldStore.isDirty = true
        for body in fieldStore.slots[f].members { wake(Int(body.index)) }
    }

    /// Destroys a field; its members keep their state.
    public func destroyField(_ id: FieldID) {
        let f = checked(id)
        fieldStore.slots[f].isAlive = false
        fieldStore.slots[f].members = []
        fieldStore.slots[f].evaluate = nil
        fieldStore.freeSlots.append(Int32(f))
        fieldStore.liveCount -= 1
        fieldStore.isDirty = true
    }

    /// Whether `id` names a live field.
    public func isValid(_ id: FieldID) -> Bool {
        id.index >= 0 && Int(id.index) < fieldStore.slots.count && fieldStore.slots[Int(id.index)].isAlive
            && fieldStore.slots[Int(id.index)].generation == id.generation
    }

    @inline(__always)
    func checked(_ id: FieldID) -> Int {
        precondition(isValid(id), "\(id) is not a live field of this world")
        return Int(id.index)
    }

    /// The number of live fields.
    public var fieldCount: Int { fieldStore.liveCount }

    /// Makes the field act on `body` (no-op if it already does) and wakes the body.
    public func addBody(_ body: BodyID, to field: FieldID) {
        let b = checked(body)
        let f = checked(field)
        wake(b)
        if fieldStore.slots[f].members.contains(body) { return }
        fieldStore.slots[f].members.append(body)
        fieldStore.isDirty = true
    }

    /// Stops the field acting on `body`.
    public func removeBody(_ body: BodyID, from field: FieldID) {
        let f = checked(field)
        guard let i = fieldStore.slots[f].members.firstIndex(of: body) else { return }
        fieldStore.slots[f].members.remove(at: i)
        fieldStore.isDirty = true
    }

    /// Removes body index `b` from every field and clears its charge (called when it is destroyed).
    func removeFromFields(_ b: Int) {
        if b < fieldStore.charges.count { fieldStore.charges[b] = 0 }
        for f in 0..<fieldStore.slots.count where fieldStore.slots[f].isAlive {
            if let i = fieldStore.slots[f].members.firstIndex(where: { Int($0.index) == b }) {
                fieldStore.slots[f].members.remove(at: i)
                fieldStore.isDirty = true
            }
        }
    }

    /// Sets the charge electric and magnetic fields see (UIKit's `charge`, default 0); wakes the body.
    ///
    /// ```swift
    /// world.setCharge(of: box, 2)
    /// ```
    public func setCharge(of body: BodyID, _ charge: Float) {
        let b = checked(body)
        if b >= fieldStore.charges.count { fieldStore.charges.resize(bodies.count, fill: 0) }
        fieldStore.charges[b] = charge
        wake(b)
    }

    /// The body's charge.
    public func charge(of body: BodyID) -> Float {
        let b = checked(body)
        return b < fieldStore.charges.count ? fieldStore.charges[b] : 0
    }

    /// The force (N) `field` would apply to `body` now, from the body's current centre and
    /// velocity and the current ``time``: zero outside the region, for velocity fields, for
    /// non-dynamic bodies and when the zero test holds. Membership is not required.
    ///
    /// ```swift
    /// let f = world.fieldForce(field, on: box)
    /// ```
    public func fieldForce(_ field: FieldID, on body: BodyID) -> Vec2 {
        let b = bodies[checked(body)]
        guard b.type == .dynamic else { return .zero }
        return fieldForce(
            field, at: b.center, velocity: b.linearVelocity, mass: b.mass, charge: charge(of: body))
    }

    /// The force (N) `field` would apply now to a body of `mass` and `charge` whose centre is at
    /// `point` (world metres) moving at `velocity`: the same law and region the step uses. A
    /// debugger samples it over a grid to draw the field.
    ///
    /// ```swift
    /// let f = world.fieldForce(field, at: Vec2(1, 2), velocity: .zero, mass: 1, charge: 1)
    /// ```
    public func fieldForce(_ field: FieldID, at point: Vec2, velocity: Vec2, mass: Float, charge: Float)
        -> Vec2
    {
        let k = compiledIndex(of: field)
        let c = fieldStore.compiled[k]
        let p = point - c.position
        guard c.contains(p, fieldStore.program.base), !c.isNegligible(mass: mass, charge: charge) else {
            return .zero
        }
        switch c.kind {
        case CompiledField.velocity:
            return .zero
        case CompiledField.custom:
            let sample = FieldSample(
                position: p, velocity: velocity, mass: mass, charge: charge, time: Float(time))
            return fieldStore.closures[k].map { $0(sample) } ?? .zero
        default:
            return c.force(
                p: p, v: velocity, mass: mass, charge: charge, noise: fieldStore.noises[k], time: Float(time))
        }
    }

    /// Whether `point` (world metres) is inside the field's region.
    ///
    /// ```swift
    /// world.fieldContains(field, Vec2(0, 0))
    /// ```
    public func fieldContains(_ field: FieldID, _ point: Vec2) -> Bool {
        let k = compiledIndex(of: field)
        let c = fieldStore.compiled[k]
        return c.contains(point - c.position, fieldStore.program.base)
    }

    /// The field's index in the compiled arrays (compiling first if anything changed).
    private func compiledIndex(of field: FieldID) -> Int {
        let f = checked(field)
        if fieldStore.isDirty { fieldStore.compile() }
        var k = 0
        for i in 0..<f where fieldStore.slots[i].isAlive { k += 1 }
        return k
    }

    /// Before the sub-steps: compiles changed fields and sizes the per-body scratch. False when
    /// no field has a member (the stage is skipped).
    func prepareFields() -> Bool {
        if fieldStore.isDirty { fieldStore.compile() }
        guard fieldStore.pairs.count > 0 else { return false }
        fieldStore.kicks.resize(solverBodies.count, fill: .none)
        if bodies.count > fieldStore.charges.count { fieldStore.charges.resize(bodies.count, fill: 0) }
        return true
    }

    /// One sub-step of fields over the (field, member) pairs, from the solver's current state
    /// (centre + dp, v): returns per solver body the velocity change h·ΣF/m or the velocity a
    /// velocity field imposes. Sleeping, static and kinematic members are skipped.
    func applyFields(
        _ sb: UnsafeMutablePointer<SolverBody>, _ motion: UnsafeMutablePointer<SolverMotion>, _ count: Int,
        _ h: Float, time: Float
    ) -> UnsafeMutablePointer<FieldKick> {
        let kicks = fieldStore.kicks.base
        kicks.update(repeating: .none, count: count)
        let fields = fieldStore.compiled.base
        let program = fieldStore.program.base
        let pairs = fieldStore.pairs.base
        let pairCount = fieldStore.pairs.count
        let charges = fieldStore.charges.base
        let noises = fieldStore.noises
        let closures = fieldStore.closures
        let bs = bodies.base
        for i in 0..<pairCount {
            let pair = pairs[i]
            let body = bs + Int(pair.body)
            let k = Int(body.pointee.solverIndex)
            if k <= 0 || motion[k].isKinematic { continue }
            let field = fields[Int(pair.field)]
            let p = body.pointee.center + sb[k].dp - field.position
            if !field.contains(p, program) { continue }
            let mass = body.pointee.mass
            let charge = charges[Int(pair.body)]
            if field.isNegligible(mass: mass, charge: charge) { continue }
            let v = sb[k].v
            let force: Vec2
            switch field.kind {
            case CompiledField.velocity:
                if !kicks[k].overrides {
                    kicks[k].overrides = true
                    kicks[k].velocity = field.direction
                }
                continue
            case CompiledField.custom:
                guard let evaluate = closures[Int(pair.field)] else { continue }
                let sample = FieldSample(position: p, velocity: v, mass: mass, charge: charge, time: time)
                force = evaluate(sample)
            default:
                force = field.force(
                    p: p, v: v, mass: mass, charge: charge, noise: noises[Int(pair.field)], time: time)
            }
            let dv = kicks[k].dv + (h * motion[k].invMass) * force
            if dv.x.isFinite && dv.y.isFinite {
                kicks[k].dv = dv
            } else if !(kicks[k].overrides && kicks[k].velocity == .zero) {
                // A field (a custom closure, an extreme falloff) came out non-finite: the body
                // stops here, before any constraint can carry the value to its neighbours.
                kicks[k] = FieldKick(dv: .zero, velocity: .zero, overrides: true)
                stoppedSolverBodies.append(Int32(k))
            }
        }
        return kicks
    }
}
