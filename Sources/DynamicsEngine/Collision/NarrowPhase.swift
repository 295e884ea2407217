/// What the narrow phase leaves to do for one contact after its manifold is computed, in
/// ``NarrowPhase``'s flag bits, with the begin event's two points.
///
/// Why a record per contact: the manifolds can be computed on any thread in any order, but
/// removal, events and waking change shared state and must happen in contact order; the parallel
/// narrow phase keeps one outcome per contact (24 bytes) between the two passes.
struct CollideOutcome {
    var flags: UInt32
    var first: Vec2
    var second: Vec2

    static let none = CollideOutcome(flags: 0, first: .zero, second: .zero)
}

/// One step's narrow phase over the world's records: ``collide(_:_:)`` computes contact `i`'s
/// manifold and writes what belongs to that contact alone (its manifold, recycling reference,
/// touching, recovering and reported flags); everything else is returned as a ``CollideOutcome``
/// for ``World/collide(_:)`` to apply in order.
///
/// The pointers are read once per step: nothing in the pass reallocates (removal swaps the last
/// contact in; waking flips flags).
struct NarrowPhase {
    let bodies: UnsafeMutablePointer<Body>
    let shapes: UnsafeMutablePointer<Shape>
    let contacts: UnsafeMutablePointer<Contact>
    let references: UnsafeMutablePointer<ManifoldReference>
    let vertices: UnsafeMutablePointer<Vec2>
    let normals: UnsafeMutablePointer<Vec2>
    let dt: Float
    let maxMargin: Float

    /// Contacts per block of the parallel pass.
    static let blockSize = 128

    /// Outcome flags: both bodies inactive (nothing done), remove the contact, report a begin,
    /// report an end, wake body A, wake body B.
    static let inactive: UInt32 = 1
    static let destroys: UInt32 = 2
    static let begins: UInt32 = 4
    static let ends: UInt32 = 8
    static let wakesA: UInt32 = 16
    static let wakesB: UInt32 = 32

    init(_ world: World, _ dt: Float) {
        bodies = world.bodies.base
        shapes = world.shapes.base
        contacts = world.contacts.base
        references = world.manifoldReferences.base
        vertices = world.vertices.base
        normals = world.normals.base
        self.dt = dt
        maxMargin = Tolerances.maxTranslationPerSubstep * Float(world.subSteps)
    }

    /// A dynamic body, or a kinematic one that moves, wakes the sleepers it meets.
    @inline(__always)
    private static func pushesSleepers(_ b: Body) -> Bool {
        b.type == .dynamic || b.linearVelocity != .zero || b.angularVelocity != 0
    }

    /// Contact `i`'s new manifold, with `scratch` for the collision routines (at least the
    /// world's `collideScratch` capacity).
    func collide(_ i: Int, _ scratch: UnsafeMutablePointer<Vec2>) -> CollideOutcome {
        let contact = contacts + i
        let bA = bodies + Int(contact.pointee.bodyA)
        let bB = bodies + Int(contact.pointee.bodyB)
        let activeA = bA.pointee.isAwake && bA.pointee.type != .static
        let activeB = bB.pointee.isAwake && bB.pointee.type != .static
        if !activeA && !activeB { return CollideOutcome(flags: Self.inactive, first: .zero, second: .zero) }
        let sA = shapes + Int(contact.pointee.shapeA)
        let sB = shapes + Int(contact.pointee.shapeB)
        if !sA.pointee.fatAABB.overlaps(sB.pointee.fatAABB) {
            return CollideOutcome(flags: Self.destroys, first: .zero, second: .zero)
        }
        let vA = bA.pointee.linearVelocity
        let vB = bB.pointee.linearVelocity
        let closing =
            (vB - vA).length + Swift.abs(bA.pointee.angularVelocity) * sA.pointee.extent
            + Swift.abs(bB.pointee.angularVelocity) * sB.pointee.extent
        let margin = Tolerances.speculativeDistance + Swift.min(dt * closing, maxMargin)
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
            return .none
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
                    World.shapeView(sA, vertices, normals), xfA, World.shapeView(sB, vertices, normals),
                    xfB, margin: margin, scratch: scratch, reference: slow ? reference : nil)
            }
        }
        // A segment pushing the other shape away from the side it came from: collided
        // again against that side's face alone.
        if contact.pointee.side != 0 && m.pointCount > 0 {
            let segmentIsA = sA.pointee.isSegment && bA.pointee.type == .static
            let seg = segmentIsA ? sA : sB
            let n = (segmentIsA ? bA : bB).pointee.transform.q.rotate(normals[Int(seg.pointee.vertexStart)])
            // The normal points from A to B; the other shape must be pushed towards `side`.
            let along = Float(contact.pointee.side) * dot(m.normal, n)
            if segmentIsA ? along < 0 : along > 0 {
                references[i].isValid = false
                m = World.oneSidedManifold(
                    segment: World.shapeView(seg, vertices, normals),
                    (segmentIsA ? bA : bB).pointee.transform,
                    side: contact.pointee.side,
                    other: World.shapeView(segmentIsA ? sB : sA, vertices, normals),
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
        let first = originA + m.p0.anchorA
        let second = originA + m.p1.anchorA
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
        var flags: UInt32 = 0
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
                    flags |= Self.begins
                }
            } else if !pushed && !(m.pointCount > 0 && m.minSeparation < World.releaseSeparation) {
                contact.pointee.reported = false
                flags |= Self.ends
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
            if !activeA && bA.pointee.type == .dynamic && Self.pushesSleepers(bB.pointee) {
                flags |= Self.wakesA
            }
            if !activeB && bB.pointee.type == .dynamic && Self.pushesSleepers(bA.pointee) {
                flags |= Self.wakesB
            }
        }
        return CollideOutcome(flags: flags, first: first, second: second)
    }
}
