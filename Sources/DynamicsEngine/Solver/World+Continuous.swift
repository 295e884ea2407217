/// Continuous collision against static geometry (boundaries, paths, anchored items).
///
/// Speculative contacts stop most fast bodies, but they are computed once per step from the
/// step's starting poses, so a small, fast or bouncing body can still end a step beyond a thin
/// boundary. After the solver, every body that moved more than half its smallest inner radius
/// (``Tolerances/continuousSafetyFactor``) is swept from its starting pose to its final pose
/// against the static shapes it collides with (``TimeOfImpact``); at the earliest impact it is
/// put back to the pose just before it, keeping its velocity, so the next step's speculative
/// contact makes it bounce or stop there. A body already touching a static shape at the step's
/// start (resting, sliding, being crushed into it) is swept as a small circle around its centre
/// instead, which lets it slide and sink slightly but never lets its centre cross.
///
/// Box2D v3's continuous stage works the same way; the distance and sweep code here is our own.
extension World {
    /// A body that may have tunnelled this step: its centre of mass and rotation at the start.
    struct FastBody {
        var body: Int32
        var c0: Vec2
        var q0: Rotation
    }

    /// Whether a body that moved by `dp` and turned by `dq` this step moved far enough to be
    /// swept.
    @inline(__always)
    static func movesFast(_ body: UnsafeMutablePointer<Body>, dp: Vec2, dq: Rotation) -> Bool {
        guard body.pointee.type == .dynamic && body.pointee.firstShape != -1 else { return false }
        let turn = dq.c < 0 ? 2 : Swift.abs(dq.s)
        let travel = dp.length + turn * body.pointee.maxExtent
        // Items not much larger than the contact slop sit with their centre close to what they
        // rest on: any motion of theirs is swept.
        let minExtent = body.pointee.minExtent
        if minExtent < 2 * Tolerances.linearSlop { return travel > 0 }
        return travel > Tolerances.continuousSafetyFactor * minExtent
    }

    /// The continuous stage, after the bodies are finalised: fast bodies are swept back to
    /// their first impact, then every body's centre is kept on its side of the static shapes it
    /// touches; moved bodies get fresh broad-phase bounds.
    func solveContinuous(_ dt: Float) {
        let sb = solverBodies.base
        for i in 0..<fastBodies.count where solveContinuous(fastBodies[i]) {
            refreshProxies(Int(fastBodies[i].body), dt: dt)
        }
        let guarded = guardCrossings(sb, fastBodies)
        for j in 0..<guarded.count { refreshProxies(Int(guarded[j]), dt: dt) }
    }

    /// Slow bodies pressed into static geometry (a pile crushing a small item into a boundary)
    /// move too little per step to be swept, yet their centre can creep across a thin segment
    /// until the contact pushes them out on the far side. Every contact between a moved, awake
    /// dynamic body and a static segment or polygon checks the path of this step of the shape's
    /// centre (the body's centre of mass when it has one shape; a group member's own centre
    /// otherwise) against that static shape (``crossingFraction``). A body whose shape centre
    /// would cross goes back along its motion to just before (a one-shape body keeps its end
    /// rotation; a compound one turns back with it, or returns to its starting pose if its
    /// member would still be across). Returns the bodies moved.
    func guardCrossings(_ sb: UnsafeMutablePointer<SolverBody>, _ fast: RawArray<FastBody>) -> RawArray<Int32>
    {
        crossingBodies.removeAll()
        crossingFractions.removeAll()
        let cs = contacts.base
        let bs = bodies.base
        for i in 0..<contacts.count {
            let c = cs[i]
            let aStatic = bs[Int(c.bodyA)].type == .static
            let bStatic = bs[Int(c.bodyB)].type == .static
            guard aStatic != bStatic else { continue }
            let (wall, mover, moverShape, responds) =
                aStatic
                ? (c.shapeA, c.bodyB, c.shapeB, c.respondsB) : (c.shapeB, c.bodyA, c.shapeA, c.respondsA)
            let body = bs + Int(mover)
            let k = Int(body.pointee.solverIndex)
            guard responds, k > 0, body.pointee.type == .dynamic, shapes[Int(wall)].kind == .polygon else {
                continue
            }
            let dp = sb[k].dp
            if dp == .zero && sb[k].dq == .identity { continue }
            let c1 = body.pointee.center
            var t = crossingFraction(from: c1 - dp, to: c1, wall: Int(wall))
            if let (p0, p1) = memberPath(of: body, shape: Int(moverShape), sb[k]) {
                t = Swift.min(t, crossingFraction(from: p0, to: p1, wall: Int(wall)))
            }
            guard t < 1, !Self.contains(fast, mover) else { continue }
            // Keep the smallest fraction per body.
            var found = false
            for j in 0..<crossingBodies.count where crossingBodies[j] == mover {
                crossingFractions[j] = Swift.min(crossingFractions[j], t)
                found = true
            }
            if !found {
                crossingBodies.append(mover)
                crossingFractions.append(t)
            }
        }
        for j in 0..<crossingBodies.count {
            let b = Int(crossingBodies[j])
            let k = Int(bodies[b].solverIndex)
            let t = crossingFractions[j]
            let end = bodies[b].center
            let q1 = bodies[b].transform.q
            if !isCompound(bodies[b]) {
                let c = end - (1 - t) * sb[k].dp
                bodies[b].center = c
                bodies[b].transform = Transform(p: c - q1.rotate(bodies[b].localCenter), q: q1)
                continue
            }
            // A compound body: back along the sweep (its turn included); if a member's centre is
            // still across a wall there, back to where the step began.
            let sweep = TimeOfImpact.Sweep(
                localCenter: bodies[b].localCenter, c0: end - sb[k].dp, c1: end,
                q0: Self.relative(sb[k].dq, q1),
                q1: q1)
            var xf = sweep.transform(at: t)
            if t > 0 && crossesAnyWall(bodies[b], from: sweep.transform(at: 0), to: xf) {
                xf = sweep.transform(at: 0)
            }
            bodies[b].transform = xf
            bodies[b].center = xf.apply(bodies[b].localCenter)
        }
        return crossingBodies
    }

    /// Where a compound body's shape centre was at the step's start and is now (nil for a
    /// one-shape body: its centre of mass is the one watched).
    private func memberPath(of body: UnsafeMutablePointer<Body>, shape: Int, _ s: SolverBody) -> (Vec2, Vec2)?
    {
        guard isCompound(body.pointee) else { return nil }
        let c1 = body.pointee.center
        let q1 = body.pointee.transform.q
        let local = shapes[shape].center - body.pointee.localCenter
        // The start rotation is the end rotation with the step's turn undone.
        return (c1 - s.dp + Self.relative(s.dq, q1).rotate(local), c1 + q1.rotate(local))
    }

    /// Whether the body has more than one shape (a group, a concave path split in pieces).
    private func isCompound(_ body: Body) -> Bool {
        body.firstShape != -1 && shapes[Int(body.firstShape)].nextShape != -1
    }

    /// Whether the centre of mass or any shape centre of `body` crosses a static shape it
    /// touches between two poses.
    private func crossesAnyWall(_ body: Body, from xf0: Transform, to xf1: Transform) -> Bool {
        let c0 = xf0.apply(body.localCenter)
        let c1 = xf1.apply(body.localCenter)
        var s = body.firstShape
        while s != -1 {
            let i = Int(s)
            let p0 = xf0.apply(shapes[i].center)
            let p1 = xf1.apply(shapes[i].center)
            var crosses = false
            forEachContact(ofShape: i) { contact in
                let c = contacts[contact]
                let other = c.shapeA == s ? c.shapeB : c.shapeA
                if bodies[Int(shapes[Int(other)].body)].type == .static && shapes[Int(other)].kind == .polygon
                    && (crossingFraction(from: p0, to: p1, wall: Int(other)) < 1
                        || crossingFraction(from: c0, to: c1, wall: Int(other)) < 1)
                {
                    crosses = true
                }
            }
            if crosses { return true }
            s = shapes[i].nextShape
        }
        return false
    }

    private static func contains(_ fast: RawArray<FastBody>, _ body: Int32) -> Bool {
        for i in 0..<fast.count where fast[i].body == body { return true }
        return false
    }

    /// ``crossingFraction(_:_:_:_:twoSided:)`` against static shape `wall` (in world coordinates).
    private func crossingFraction(from c0: Vec2, to c1: Vec2, wall: Int) -> Float {
        let shape = shapes[wall]
        let count = Int(shape.vertexCount)
        continuousScratch.reserve(2 * count)
        let core = continuousScratch.base
        let xf = bodies[Int(shape.body)].transform
        let v = vertices.base + Int(shape.vertexStart)
        let n = normals.base + Int(shape.vertexStart)
        for i in 0..<count {
            core[i] = xf.apply(v[i])
            core[count + i] = xf.q.rotate(n[i])
        }
        return Self.crossingFraction(c0, c1, core, count, twoSided: shape.isSegment)
    }

    /// Sweeps one fast body against the static shapes along its path and moves it back to the
    /// earliest impact. Returns whether it was moved.
    func solveContinuous(_ fast: FastBody) -> Bool {
        let b = Int(fast.body)
        let body = bodies[b]
        let sweep = TimeOfImpact.Sweep(
            localCenter: body.localCenter, c0: fast.c0, c1: body.center, q0: fast.q0, q1: body.transform.q)
        let start = Transform(p: sweep.c0 - sweep.q0.rotate(sweep.localCenter), q: sweep.q0)
        var best: Float = 1
        var shape = body.firstShape
        while shape != -1 {
            let s = Int(shape)
            let swept = computeAABB(s, start).union(shapes[s].aabb)
            staticTree.query(swept) { other in
                let o = Int(other)
                // Only what pushes this body back stops it (its mask meets the other's category).
                if (shapes[o].categoryBits & shapes[s].maskBits) != 0 && shouldCollide(s, o) {
                    best = Swift.min(best, impactFraction(moving: s, sweep, against: o, limit: best))
                }
                return true
            }
            shape = shapes[s].nextShape
        }
        // A compound body's member centre moves on an arc, checked above as its chord: if a
        // centre still ends across a wall it touches, the body keeps its starting pose.
        if isCompound(body)
            && crossesAnyWall(body, from: sweep.transform(at: 0), to: sweep.transform(at: best))
        {
            best = 0
        }
        guard best < 1 else { return false }
        let xf = sweep.transform(at: best)
        bodies[b].transform = xf
        bodies[b].center = xf.apply(body.localCenter)
        return true
    }

    /// The fraction of `sweep` at which shape `s` first comes within the target distance of the
    /// static shape `o` (1 if not before `limit`): the whole shape first, then — if the shapes
    /// already touch at the start — a circle of a quarter of the shape's inner radius around its
    /// centre.
    private func impactFraction(moving s: Int, _ sweep: TimeOfImpact.Sweep, against o: Int, limit: Float)
        -> Float
    {
        let target = 0.25 * Tolerances.linearSlop
        let moving = shapes[s]
        let other = shapes[o]
        let otherCount = other.kind == .circle ? 1 : Int(other.vertexCount)
        let movingCount = moving.kind == .circle ? 1 : Int(moving.vertexCount)
        continuousScratch.reserve(2 * (otherCount + movingCount))
        let worldCore = continuousScratch.base
        let scratch = continuousScratch.base + 2 * otherCount
        // The static shape's core in world coordinates.
        let xfO = bodies[Int(other.body)].transform
        if other.kind == .circle {
            worldCore[0] = xfO.apply(other.center)
        } else {
            let v = vertices.base + Int(other.vertexStart)
            let n = normals.base + Int(other.vertexStart)
            for i in 0..<otherCount {
                worldCore[i] = xfO.apply(v[i])
                worldCore[otherCount + i] = xfO.q.rotate(n[i])
            }
        }
        let a = TimeOfImpact.Core(
            vertices: UnsafePointer(worldCore), normals: UnsafePointer(worldCore + otherCount),
            count: otherCount,
            radius: other.radius, extent: 0)
        // The centre of mass never crosses a segment, nor enters a polygon through a face; nor
        // does the shape's own centre (a group member far from the group's centre of mass: its
        // path is an arc, taken here as its chord).
        var crossing: Float = 1
        if other.kind == .polygon {
            crossing = Self.crossingFraction(
                sweep.c0, sweep.c1, worldCore, otherCount, twoSided: other.isSegment)
            if moving.center != bodies[Int(moving.body)].localCenter {
                let p0 = sweep.transform(at: 0).apply(moving.center)
                let p1 = sweep.transform(at: 1).apply(moving.center)
                crossing = Swift.min(
                    crossing, Self.crossingFraction(p0, p1, worldCore, otherCount, twoSided: other.isSegment))
            }
        }
        var center = moving.center
        let fraction = withUnsafePointer(to: &center) { centerPointer in
            let whole =
                moving.kind == .circle
                ? TimeOfImpact.Core(
                    vertices: centerPointer, normals: centerPointer, count: 1, radius: moving.radius,
                    extent: moving.extent)
                : TimeOfImpact.Core(
                    vertices: UnsafePointer(vertices.base + Int(moving.vertexStart)),
                    normals: UnsafePointer(normals.base + Int(moving.vertexStart)), count: movingCount,
                    radius: moving.radius, extent: moving.extent)
            let t = TimeOfImpact.fraction(
                static: a, moving: whole, sweep, target: target, limit: limit, scratch: scratch)
            if let t, t > 0 { return t }
            if t == nil { return 1 }
            let core = TimeOfImpact.Core(
                vertices: centerPointer, normals: centerPointer, count: 1, radius: 0.25 * moving.minExtent,
                extent: moving.extent)
            let tCore = TimeOfImpact.fraction(
                static: a, moving: core, sweep, target: target, limit: limit, scratch: scratch)
            if let tCore, tCore > 0 { return tCore }
            return 1
        }
        return Swift.min(fraction, crossing)
    }

    /// The fraction of the straight path `c0 → c1` just before it crosses a face of the core
    /// (`n` vertices in world coordinates, outward normals after them), or 1. A two-sided
    /// segment may be crossed from neither side; a polygon only from outside in. The fraction
    /// backs off a quarter of the linear slop from the face, and may be 0: the body then keeps
    /// its starting position for this step.
    static func crossingFraction(
        _ c0: Vec2, _ c1: Vec2, _ core: UnsafeMutablePointer<Vec2>, _ n: Int, twoSided: Bool
    ) -> Float {
        let normals = core + n
        let edges = n == 2 ? 1 : n
        var best: Float = 1
        for i in 0..<edges {
            let a = core[i]
            let b = core[i + 1 == n ? 0 : i + 1]
            let normal = normals[i]
            let d0 = dot(normal, c0 - a)
            let d1 = dot(normal, c1 - a)
            let enters = d0 >= 0 && d1 < 0
            let leaves = twoSided && d0 <= 0 && d1 > 0
            guard enters || leaves, d0 != d1 else { continue }
            let u = d0 / (d0 - d1)
            let e = b - a
            let along = dot(c0 + u * (c1 - c0) - a, e)
            guard along >= 0 && along <= e.lengthSquared else { continue }
            let backOff = 0.25 * Tolerances.linearSlop / Swift.abs(d0 - d1)
            best = Swift.min(best, Swift.max(u - backOff, 0))
        }
        return best
    }
}
