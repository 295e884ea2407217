extension World {
    func createContact(_ s1: Int, _ s2: Int, key: UInt64) {
        // A circle is always shape B of a mixed pair.
        var a = s1
        var b = s2
        if shapes[a].kind == .circle && shapes[b].kind == .polygon { swap(&a, &b) }
        let sa = shapes[a]
        let sb = shapes[b]
        let contact = Contact(
            shapeA: Int32(a), shapeB: Int32(b), bodyA: sa.body, bodyB: sb.body, touching: false,
            respondsA: (sb.categoryBits & sa.maskBits) != 0, respondsB: (sa.categoryBits & sb.maskBits) != 0,
            reportsEvents: sa.reportsContacts && sb.reportsContacts, reported: false, side: segmentSide(a, b),
            recovering: false,
            friction: (sa.friction * sb.friction).squareRoot(),
            restitution: Swift.max(sa.restitution, sb.restitution), manifold: Manifold(), key: key)
        pairs.insert(key, Int32(contacts.count))
        contacts.append(contact)
        manifoldReferences.append(ManifoldReference())
        linkNewContact(contacts.count - 1)
    }

    /// For a static segment and another shape, the side of the segment (±1 along its first
    /// normal) the other shape's centre is on now; 0 for any other pair, or a centre on the line.
    private func segmentSide(_ a: Int, _ b: Int) -> Int8 {
        let (segment, other) = shapes[a].isSegment ? (a, b) : (b, a)
        guard shapes[segment].isSegment, bodies[Int(shapes[segment].body)].type == .static else { return 0 }
        let xf = bodies[Int(shapes[segment].body)].transform
        let start = Int(shapes[segment].vertexStart)
        let n = xf.q.rotate(normals[start])
        let c = bodies[Int(shapes[other].body)].transform.apply(shapes[other].center)
        let d = dot(n, c - xf.apply(vertices[start]))
        return d > 0 ? 1 : d < 0 ? -1 : 0
    }

    /// The manifold of a static segment (`segmentIsA`: shape A of the contact) and another shape
    /// collided against the segment's face on `side` only: the other shape is pushed back to
    /// that side however deep it is. `scratch` holds 4 + the other shape's 2 × count points.
    static func oneSidedManifold(
        segment: ShapeView, _ xfSegment: Transform, side: Int8, other: ShapeView, _ xfOther: Transform,
        segmentIsA: Bool, margin: Float, scratch: UnsafeMutablePointer<Vec2>
    ) -> Manifold {
        // The face on `side` twice over (edge 0 is the one clipped against): vertices in the
        // order that keeps that normal on the right of the edge.
        let n = Float(side) * segment.normals[0]
        scratch[0] = side > 0 ? segment.vertices[0] : segment.vertices[1]
        scratch[1] = side > 0 ? segment.vertices[1] : segment.vertices[0]
        scratch[2] = n
        scratch[3] = n
        let face = ShapeView(
            kind: .polygon, radius: segment.radius, center: segment.center, vertices: UnsafePointer(scratch),
            normals: UnsafePointer(scratch + 2), count: 2)
        var m =
            other.kind == .circle
            ? Collide.polygonCircle(face, xfSegment, other, xfOther, margin: margin)
            : Collide.polygons(
                face, xfSegment, other, xfOther, margin: margin, scratch: scratch + 4, oneSided: true)
        guard !segmentIsA else { return m }
        m.normal = -m.normal
        swap(&m.p0.anchorA, &m.p0.anchorB)
        swap(&m.p1.anchorA, &m.p1.anchorB)
        return m
    }

    /// Removes contact `i`, reporting an end event if its shapes were touching (as reported).
    func destroyContact(_ i: Int) {
        let contact = contacts[i]
        if contact.reported && contact.reportsEvents {
            contactEndEvents.append(endEvent(contact))
        }
        pairs.remove(contact.key)
        unlinkContact(i)
        contacts.swapRemove(i)
        manifoldReferences.swapRemove(i)
        removeLinks(i)
        if i < contacts.count { pairs.update(contacts[i].key, Int32(i)) }
    }

    /// Removes every contact of shape `s` (through its contact list), waking both sides:
    /// whatever rested on the shape must fall.
    func destroyContacts(ofShape s: Int32) {
        forEachContact(ofShape: Int(s)) { i in
            wake(Int(contacts[i].bodyA))
            wake(Int(contacts[i].bodyB))
            destroyContact(i)
        }
    }

    private func endEvent(_ c: Contact) -> ContactEndEvent {
        let a = shapes[Int(c.shapeA)]
        let b = shapes[Int(c.shapeB)]
        return ContactEndEvent(
            shapeA: ShapeID(index: c.shapeA, generation: a.generation),
            shapeB: ShapeID(index: c.shapeB, generation: b.generation), userDataA: a.userData,
            userDataB: b.userData)
    }

    /// The narrow phase: refreshes the manifold of every contact with an awake body, carries
    /// impulses over by feature id, tracks touching, wakes sleepers that are hit, and drops
    /// contacts whose fat bounds separated.
    ///
    /// Contacts are visited from the last to the first (removal swaps the last contact in). Each
    /// contact's manifold depends on its own shapes and bodies alone (``NarrowPhase/collide(_:_:)``);
    /// what changes shared state — removal, events, waking — is its outcome, applied in that
    /// order. With helpers the manifolds are computed block by block on the pool first and the
    /// outcomes applied after, in the same order; a contact skipped because both bodies slept is
    /// collided then if an outcome before it woke one: the same result as one thread.
    func collide(_ dt: Float) {
        let phase = NarrowPhase(self, dt)
        let count = contacts.count
        if workerPool != nil && count > NarrowPhase.blockSize {
            collideOutcomes.reserve(count)
            let outcomes = collideOutcomes.base
            let scratchCount = collideScratch.capacity
            forEachBlock(0..<count, size: NarrowPhase.blockSize) { range in
                withUnsafeTemporaryAllocation(of: Vec2.self, capacity: scratchCount) { scratch in
                    for i in range { outcomes[i] = phase.collide(i, scratch.baseAddress!) }
                }
            }
            let scratch = collideScratch.base
            var i = count - 1
            while i >= 0 {
                let outcome = outcomes[i]
                apply(i, outcome.flags & NarrowPhase.inactive != 0 ? phase.collide(i, scratch) : outcome)
                i -= 1
            }
        } else {
            let scratch = collideScratch.base
            var i = count - 1
            while i >= 0 {
                apply(i, phase.collide(i, scratch))
                i -= 1
            }
        }
    }

    /// What the narrow phase decided for contact `i`, done: removal, events, waking.
    @inline(__always)
    private func apply(_ i: Int, _ outcome: CollideOutcome) {
        let flags = outcome.flags
        if flags & ~NarrowPhase.inactive == 0 { return }
        if flags & NarrowPhase.destroys != 0 {
            destroyContact(i)
            return
        }
        let contact = contacts.base + i
        if flags & NarrowPhase.begins != 0 {
            pendingBegins.append(
                (contact.pointee.key, beginEvent(contact.pointee, at: outcome.first), outcome.second))
        }
        if flags & NarrowPhase.ends != 0 { contactEndEvents.append(endEvent(contact.pointee)) }
        if flags & NarrowPhase.wakesA != 0 { wake(Int(contact.pointee.bodyA)) }
        if flags & NarrowPhase.wakesB != 0 { wake(Int(contact.pointee.bodyB)) }
    }

    /// The narrow phase's view of a shape record.
    @inline(__always)
    static func shapeView(
        _ shape: UnsafeMutablePointer<Shape>, _ vertices: UnsafeMutablePointer<Vec2>,
        _ normals: UnsafeMutablePointer<Vec2>
    ) -> ShapeView {
        let start = Int(shape.pointee.vertexStart)
        return ShapeView(
            kind: shape.pointee.kind, radius: shape.pointee.radius, center: shape.pointee.center,
            vertices: UnsafePointer(vertices + start), normals: UnsafePointer(normals + start),
            count: Int(shape.pointee.vertexCount))
    }

    private func beginEvent(_ c: Contact, at point: Vec2) -> ContactBeginEvent {
        let a = shapes[Int(c.shapeA)]
        let b = shapes[Int(c.shapeB)]
        return ContactBeginEvent(
            shapeA: ShapeID(index: c.shapeA, generation: a.generation),
            shapeB: ShapeID(index: c.shapeB, generation: b.generation), userDataA: a.userData,
            userDataB: b.userData,
            point: point)
    }

    /// How far apart (metres) a reported pair's closest points must be, with no impulse between
    /// them in the last step, before its end is reported: twice ``Tolerances/linearSlop`` (1 pt),
    /// while a begin needs them within the slop (or an impulse). The gap between the two is the
    /// hysteresis that keeps a resting or sliding pair from reporting begin/end pairs.
    static let releaseSeparation: Float = 2 * Tolerances.linearSlop

    /// After the solve (impulses stored, bodies not yet moved): every contact the solver pushed
    /// on (a normal impulse in any sub-step or the restitution pass) that is not yet reported as
    /// touching begins now, at its step-start manifold point. This is what makes a bounce off a
    /// speculative contact, whose points stayed a hair apart, count as touching: an impulse is
    /// contact. Only the step's constraints are visited (the contacts with points and a moving,
    /// responding side); nothing the solver computes changes.
    func beginPressedContacts() {
        let cs = contacts.base
        let out = constraints.base
        for k in 0..<constraints.count {
            let contact = cs + Int(out[k].contact)
            guard contact.pointee.reportsEvents && !contact.pointee.reported else { continue }
            let m = contact.pointee.manifold
            let pushed = m.p0.maxNormalImpulse > 0 || (m.pointCount > 1 && m.p1.maxNormalImpulse > 0)
            guard pushed else { continue }
            contact.pointee.reported = true
            // The anchors are from body A's centre of mass, which has not moved yet this step.
            let centerA = bodies[Int(contact.pointee.bodyA)].center
            pendingBegins.append(
                (
                    contact.pointee.key, beginEvent(contact.pointee, at: centerA + m.p0.anchorA),
                    centerA + m.p1.anchorA
                ))
        }
    }

    /// Publishes this step's begin events with the point that carried the largest impulse.
    func reportBegins() {
        for (key, var event, second) in pendingBegins {
            // The event holds the first point; the second is kept beside it (both from the step's
            // manifold, which the report follows).
            if let i = pairs.find(key) {
                let m = contacts[Int(i)].manifold
                if m.pointCount == 2 && m.p1.maxNormalImpulse > m.p0.maxNormalImpulse { event.point = second }
            }
            contactBeginEvents.append(event)
        }
        pendingBegins.removeAll(keepingCapacity: true)
    }
}
