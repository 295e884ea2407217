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
    /// Reads the records in place through the buffers' base pointers (removal swaps the last
    /// contact in and waking flips flags; neither reallocates).
    func collide(_ dt: Float) {
        let spec = Tolerances.speculativeDistance
        let maxMargin = Tolerances.maxTranslationPerSubstep * Float(subSteps)
        let bs = bodies.base
        let ss = shapes.base
        let cs = contacts.base
        let vertices = vertices.base
        let normals = normals.base
        let scratch = collideScratch.base
        let references = manifoldReferences.base
        var i = contacts.count - 1
        while i >= 0 {
            defer { i -= 1 }
            let contact = cs + i
            let bA = bs + Int(contact.pointee.bodyA)
            let bB = bs + Int(contact.pointee.bodyB)
            let activeA = bA.pointee.isAwake && bA.pointee.type != .static
            let activeB = bB.pointee.isAwake && bB.pointee.type != .static
            if !activeA && !activeB { continue }
            let sA = ss + Int(contact.pointee.shapeA)
            let sB = ss + Int(contact.pointee.shapeB)
            if !sA.pointee.fatAABB.overlaps(sB.pointee.fatAABB) {
                destroyContact(i)
                continue
            }
            let vA = bA.pointee.linearVelocity
            let vB = bB.pointee.linearVelocity
            let closing =
                (vB - vA).length + Swift.abs(bA.pointee.angularVelocity) * sA.pointee.extent
                + Swift.abs(bB.pointee.angularVelocity) * sB.pointee.extent
            let margin = spec + Swift.min(dt * closing, maxMargin)
            // Tight bounds further apart than the margin: the shapes cannot meet in this step
            // (the true distance is at least the gap), so the manifold is empty.
            let boxA = sA.pointee.aabb
            let boxB = sB.pointee.aabb
            let gap = Swift.max(
                Swift.max(boxA.lower.x - boxB.upper.x, boxB.lower.x - boxA.upper.x),
                Swift.max(boxA.lower.y - boxB.upper.y, boxB.lower.y - boxA.upper.y))
            // Apart by more than the margin now and without points since the last step: the
            // manifold stays empty, and nothing else changes (no event, no wake, not touching).
            // Most contacts of a pile are such (the tumbler: 9,400 of 16,500 a step with the broad
            // phase's former 10 pt margin).
            // (A pair still reported as touching is visited all the same, so that its end is seen.)
            if gap > margin && contact.pointee.manifold.pointCount == 0 && !contact.pointee.reported {
                continue
            }
            var m = Manifold()
            if gap <= margin {
                let xfA = bA.pointee.transform
                let xfB = bB.pointee.transform
                // Manifold recycling: while a polygon pair's relative pose stays within
                // `Collide.recycleDistance`/`recycleAngle` of the pose its manifold was last
                // computed at, the same features are kept and only the points' separations and
                // positions are recomputed (Box2D v3's idea); otherwise collide in full. Only
                // pairs whose closing bound over the step is within a few tolerances take part
                // (the bound is loose: resting pairs often exceed one tolerance); faster ones
                // neither try nor record a reference, so moving scenes pay nothing for it.
                let reference = references + i
                let slow = dt * closing < 4 * Collide.recycleDistance
                if slow && reference.pointee.isValid,
                    let recycled = Collide.recycled(reference.pointee, xfA, xfB, margin: margin)
                {
                    m = recycled
                } else {
                    reference.pointee.isValid = false
                    m = Collide.manifold(
                        Self.shapeView(sA, vertices, normals), xfA, Self.shapeView(sB, vertices, normals),
                        xfB, margin: margin, scratch: scratch, reference: slow ? reference : nil)
                }
            }
            // A segment pushing the other shape away from the side it came from: collided
            // again against that side's face alone.
            if contact.pointee.side != 0 && m.pointCount > 0 {
                let segmentIsA = sA.pointee.isSegment && bA.pointee.type == .static
                let seg = segmentIsA ? sA : sB
                let n = (segmentIsA ? bA : bB).pointee.transform.q.rotate(
                    normals[Int(seg.pointee.vertexStart)])
                // The normal points from A to B; the other shape must be pushed towards `side`.
                let along = Float(contact.pointee.side) * dot(m.normal, n)
                if segmentIsA ? along < 0 : along > 0 {
                    references[i].isValid = false
                    m = Self.oneSidedManifold(
                        segment: Self.shapeView(seg, vertices, normals),
                        (segmentIsA ? bA : bB).pointee.transform,
                        side: contact.pointee.side,
                        other: Self.shapeView(segmentIsA ? sB : sA, vertices, normals),
                        (segmentIsA ? bB : bA).pointee.transform, segmentIsA: segmentIsA, margin: margin,
                        scratch: scratch)
                }
            }
            // Anchors, and impulses carried over by feature id (the last matching old point
            // wins), written out per point: as a loop over the subscripts LLVM turned the id
            // matches into vector selects (~75 instructions per point on pyramid40).
            let old = UnsafePointer(contact).pointee.manifold
            let centerA = bA.pointee.center
            let centerB = bB.pointee.center
            let originA = bA.pointee.transform.p
            let offsetA = centerA - originA
            let offsetB = centerB - bB.pointee.transform.p
            // Where each point is, for a begin event (the narrow phase's anchors are from the
            // bodies' origins).
            let points = (originA + m.p0.anchorA, originA + m.p1.anchorA)
            @inline(__always) func carry(_ p: inout ManifoldPoint) {
                p.anchorA = p.anchorA - offsetA
                p.anchorB = p.anchorB - offsetB
                if old.pointCount > 0 && old.p0.id == p.id {
                    p.normalImpulse = old.p0.normalImpulse
                    p.tangentImpulse = old.p0.tangentImpulse
                }
                if old.pointCount > 1 && old.p1.id == p.id {
                    p.normalImpulse = old.p1.normalImpulse
                    p.tangentImpulse = old.p1.tangentImpulse
                }
            }
            if m.pointCount > 0 { carry(&m.p0) }
            if m.pointCount > 1 { carry(&m.p1) }
            // Whether the last step's solve pushed on this pair (its impulses are still in the old
            // manifold, stored by `storeImpulses`): read before the manifold is replaced.
            let pushed =
                (old.pointCount > 0 && old.p0.maxNormalImpulse > 0)
                || (old.pointCount > 1 && old.p1.maxNormalImpulse > 0)
            contact.pointee.manifold = m
            let touching = m.pointCount > 0 && m.minSeparation < Tolerances.linearSlop
            // Events (issue 37): a pair begins when its points come within the slop here, or when
            // the solver pushes on it (`beginPressedContacts`, after the solve: a fast item is
            // often bounced by a speculative contact whose points never come that close, and that
            // rebound must be heard too). It ends only when it is neither near nor pushed: no point
            // within `releaseSeparation` (twice the slop, so a resting pair whose separation
            // wavers about the slop does not flicker) and no impulse in the last step.
            if contact.pointee.reportsEvents {
                if !contact.pointee.reported {
                    if touching {
                        contact.pointee.reported = true
                        pendingBegins.append(
                            (contact.pointee.key, beginEvent(contact.pointee, at: points.0), points.1))
                    }
                } else if !pushed && !(m.pointCount > 0 && m.minSeparation < Self.releaseSeparation) {
                    contact.pointee.reported = false
                    contactEndEvents.append(endEvent(contact.pointee))
                }
            }
            contact.pointee.touching = touching
            // Overlap recovery: a pair whose first points are already deep was created inside
            // the other shape (or reached it within one step), not pressed there by a load.
            if m.pointCount > 0 && m.minSeparation < -Tolerances.speculativeDistance {
                if old.pointCount == 0 { contact.pointee.recovering = true }
            } else {
                contact.pointee.recovering = false
            }
            if m.pointCount > 0 {
                if !activeA && bA.pointee.type == .dynamic && pushesSleepers(bB.pointee) {
                    wake(Int(contact.pointee.bodyA))
                }
                if !activeB && bB.pointee.type == .dynamic && pushesSleepers(bA.pointee) {
                    wake(Int(contact.pointee.bodyB))
                }
            }
        }
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

    /// A dynamic body, or a kinematic one that moves, wakes the sleepers it meets.
    @inline(__always)
    private func pushesSleepers(_ b: Body) -> Bool {
        b.type == .dynamic || b.linearVelocity != .zero || b.angularVelocity != 0
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
