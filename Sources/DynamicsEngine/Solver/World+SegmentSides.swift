/// A static segment's remembered side (``Contact/side``) follows a shape that goes round one of
/// its ends.
///
/// The side is the one the other shape's centre was on when the contact began, and the narrow
/// phase pushes the shape back to it however deep it is, so that a thin wall pressed more than
/// halfway through pushes back, not on out. But a centre can also reach the other side of the
/// segment's line without crossing the segment: round one of its ends. In a closed path with a
/// sharp corner (issue 40: a star-shaped boundary, an item leaving a narrow spike past the
/// corner where it meets the rest of the path) the contact with the neighbouring side lasted
/// while the item went round that side's end, and its old side then pushed the item out
/// through the wall, 15 pt deep by the contact's reckoning.
///
/// So after each step the centre's path is checked against the line of every segment it has a
/// side with: a crossing beyond either end turns the side over. The path is the solver's
/// (start to end pose, a chord); if the continuous stage then puts the body back to before the
/// line, the side is turned back. A crossing within the segment keeps the side: that is the push
/// through the wall the side is there to undo, and so does a crossing behind the segment that
/// meets this one at that end (a centre pushed through one side of a corner that then goes round
/// the other side's end is outside already). A closed path cannot be left without crossing one
/// of its sides within it, so turning sides at the ends lets nothing out.
extension World {
    /// Turns over the side of every segment contact whose other body's centre crossed the
    /// segment's line beyond an end during the step (from the solver's motion, before the
    /// continuous stage); lists the contacts turned in ``sideFlips``.
    func followSidesRoundSegmentEnds() {
        sideFlips.removeAll()
        let cs = contacts.base
        let sb = solverBodies.base
        for i in 0..<contacts.count where cs[i].side != 0 {
            guard let (a, n, e, mover, shape) = sideGeometry(cs[i]) else { continue }
            let k = Int(bodies[mover].solverIndex)
            guard k > 0 else { continue }
            let motion = sb[k]
            if motion.dp == .zero && motion.dq == .identity { continue }
            let xf1 = bodies[mover].transform
            let q0 = Self.relative(motion.dq, xf1.q)
            let c0 = bodies[mover].center - motion.dp
            let xf0 = Transform(p: c0 - q0.rotate(bodies[mover].localCenter), q: q0)
            let p0 = xf0.apply(shapes[shape].center)
            let p1 = xf1.apply(shapes[shape].center)
            let side = Float(cs[i].side)
            let d0 = side * dot(n, p0 - a)
            let d1 = side * dot(n, p1 - a)
            guard d0 > 0 && d1 < 0 else { continue }
            let u = d0 / (d0 - d1)
            let crossing = p0 + u * (p1 - p0)
            let along = dot(crossing - a, e)
            if along < 0 || along > e.lengthSquared,
                !isBehindNeighbour(crossing, of: shape, at: along < 0 ? a : a + e, except: i)
            {
                cs[i].side = -cs[i].side
                sideFlips.append(Int32(i))
            }
        }
    }

    /// Whether `p` is behind a static segment that meets the end `corner` (within the slop) and
    /// that shape `s` has a side with (on the far side of it, within its length and the slop): a
    /// centre that went round the end there was outside already, pushed through the corner's
    /// other side (a path item at the reference bounds' corner was; with the left side turned
    /// over it left the world), and keeps its sides. Segments elsewhere are not asked: one whose
    /// own side is stale would keep a side from turning that must.
    private func isBehindNeighbour(_ p: Vec2, of s: Int, at corner: Vec2, except i: Int) -> Bool {
        var behind = false
        let slop = Tolerances.linearSlop
        forEachContact(ofShape: s) { j in
            guard j != i, !behind, contacts[j].side != 0, let (a, n, e, _, _) = sideGeometry(contacts[j]),
                (a - corner).lengthSquared <= slop * slop || (a + e - corner).lengthSquared <= slop * slop
            else { return }
            let along = dot(p - a, e)
            let margin = slop * e.length
            behind =
                Float(contacts[j].side) * dot(n, p - a) < 0 && along >= -margin
                && along <= e.lengthSquared + margin
        }
        return behind
    }

    /// After the continuous stage: a side turned by ``followSidesRoundSegmentEnds()`` is turned
    /// back where the body was put back to the side it started on.
    func confirmSideFlips() {
        let cs = contacts.base
        for j in 0..<sideFlips.count {
            let i = Int(sideFlips[j])
            guard let (a, n, _, mover, shape) = sideGeometry(cs[i]) else { continue }
            let p = bodies[mover].transform.apply(shapes[shape].center)
            if Float(cs[i].side) * dot(n, p - a) < 0 { cs[i].side = -cs[i].side }
        }
        sideFlips.removeAll()
    }

    /// A segment contact's segment (its first vertex `a`, first normal `n` and `e` from the
    /// first vertex to the second, in world coordinates) and the other side's body and shape;
    /// nil unless that body is dynamic.
    @inline(__always)
    private func sideGeometry(_ c: Contact) -> (a: Vec2, n: Vec2, e: Vec2, mover: Int, shape: Int)? {
        let segmentIsA = shapes[Int(c.shapeA)].isSegment && bodies[Int(c.bodyA)].type == .static
        let (segment, shape, mover) =
            segmentIsA
            ? (Int(c.shapeA), Int(c.shapeB), Int(c.bodyB)) : (Int(c.shapeB), Int(c.shapeA), Int(c.bodyA))
        guard bodies[mover].type == .dynamic else { return nil }
        let xf = bodies[Int(shapes[segment].body)].transform
        let start = Int(shapes[segment].vertexStart)
        let a = xf.apply(vertices[start])
        return (a, xf.q.rotate(normals[start]), xf.apply(vertices[start + 1]) - a, mover, shape)
    }
}
