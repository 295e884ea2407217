/// What finalising one body leaves to the ordered pass (``World/finalizeBodies(_:)``), as flag
/// bits of `finalizeFlags`.
enum FinalizeFlag {
    /// Its step came out non-finite: it keeps its pose and stops (``World/stoppedBodies``).
    static let stopped: UInt8 = 1
    /// It moved fast: continuous collision sweeps it (its `finalizeFast` record).
    static let fast: UInt8 = 2
    /// A shape's swept bounds left its fat bounds (marked in `enlargedShapes`: 1 when it is new to
    /// the move buffer, 2 when it was there already): the broad phase's tree and move buffer take it.
    static let enlarged: UInt8 = 4
    /// More than one of its shapes was enlarged: the ordered pass walks its shapes (`enlargedShapes`)
    /// instead of reading the one `finalizeLeaves` record.
    static let severalEnlarged: UInt8 = 8
}

/// The first enlarged shape of a body, as the ordered pass of ``World/finalizeBodies(_:)`` needs
/// it: written while the body's records are in cache, read in solver order from one compact
/// array (100,000 falling items: reloading each body and shape record there was a cache miss
/// each, 60 % of the pass).
struct EnlargedLeaf {
    var shape: Int32
    var proxy: Int32
    var fatAABB: AABB
    /// The shape's tree (``Shape/tree``).
    var tree: UInt8
    /// Whether the shape was in the move buffer already.
    var moved: Bool
}

extension World {
    /// Moves each simulated body by its step delta, updates sleep timers and pushes the swept
    /// bounds of its shapes into the broad phase when they leave their fat bounds.
    ///
    /// Two passes: each body is moved and its shapes' bounds computed on its own
    /// (``FinalizePass/finalizeBody(_:)``, block by block on the pool when there are helpers), then what
    /// touches shared structures — the list of fast bodies, the trees, the move buffer, the
    /// stopped bodies — is done in solver order, one body after another: the same calls in the
    /// same order for every worker count.
    func finalizeBodies(_ dt: Float) {
        let count = solverBodies.count
        finalizeFlags.reserve(count)
        finalizeFast.reserve(count)
        finalizeLeaves.reserve(count)
        if enlargedShapes.count < shapes.count { enlargedShapes.resize(shapes.count, fill: 0) }
        let pass = FinalizePass(self, dt)
        let flags = finalizeFlags.base
        forEachBlock(1..<Swift.max(count, 1), size: Blocks.bodies) { range in
            for k in range { flags[k] = pass.finalizeBody(k) }
        }
        let motion = solverMotion.base
        let bs = bodies.base
        let ss = shapes.base
        let records = finalizeFast.base
        let enlarged = enlargedShapes.base
        // Local copies: no exclusivity checks on the world's stored properties inside the loop.
        var tree = dynamicTree
        var kinematic = kinematicTree
        var moved = moveBuffer
        var fast = fastBodies
        defer {
            dynamicTree = tree
            kinematicTree = kinematic
            moveBuffer = moved
            fastBodies = fast
        }
        fast.removeAll()
        // When an eighth of the dynamic tree's leaves leave their bounds in one step (a falling
        // crowd, a tumbling pile), the tree is refit once instead of each leaf growing up to all
        // its ancestors (a leaf has ~log₂ n): the same queries' results, from tighter nodes.
        let enlargedBodies = ByteScan.count(FinalizeFlag.enlarged, in: flags, 1..<Swift.max(count, 1))
        let refits = enlargedBodies >= 16 && enlargedBodies * 8 > tree.leafCount
        let leaves = finalizeLeaves.base
        /// Gives an enlarged leaf of tree `kind` (``Shape/tree``) its new bounds.
        @inline(__always) func place(_ proxy: Int32, _ box: AABB, in kind: UInt8) {
            if kind == 2 {
                kinematic.enlargeProxy(proxy, box)
            } else if refits {
                tree.setLeafBounds(proxy, box)
            } else {
                tree.enlargeProxy(proxy, box)
            }
        }
        // The bodies with a flag, in solver order (most have none: eight flags to a test).
        let end = Swift.max(count, 1)
        var k = 0
        while true {
            k = ByteScan.firstNonzero(flags, from: k + 1, to: end)
            guard k < end else { break }
            if flags[k] & FinalizeFlag.stopped != 0 { stoppedSolverBodies.append(Int32(k)) }
            if flags[k] & FinalizeFlag.fast != 0 { fast.append(records[k]) }
            guard flags[k] & FinalizeFlag.enlarged != 0 else { continue }
            if flags[k] & FinalizeFlag.severalEnlarged == 0 {
                let leaf = leaves[k]
                enlarged[Int(leaf.shape)] = 0
                place(leaf.proxy, leaf.fatAABB, in: leaf.tree)
                if !leaf.moved { moved.append(leaf.shape) }
                continue
            }
            var shape = bs[Int(motion[k].body)].firstShape
            while shape != -1 {
                let j = Int(shape)
                if enlarged[j] != 0 {
                    let newlyMoved = enlarged[j] == 1
                    enlarged[j] = 0
                    place(ss[j].proxy, ss[j].fatAABB, in: ss[j].tree)
                    if newlyMoved { moved.append(Int32(j)) }
                }
                shape = ss[j].nextShape
            }
        }
        if refits { tree.refit() }
        for i in 0..<stoppedSolverBodies.count {
            let b = motion[Int(stoppedSolverBodies[i])].body
            let id = BodyID(index: b, generation: bs[Int(b)].generation)
            if !stoppedBodies.contains(id) { stoppedBodies.append(id) }
        }
        stoppedSolverBodies.removeAll()
    }
}

/// The first pass of ``World/finalizeBodies(_:)`` over the world's records: ``finalizeBody(_:)``
/// writes one body and its shapes' bounds and `moved` flags and nothing else.
struct FinalizePass {
    let solverBodies: UnsafeMutablePointer<SolverBody>
    let motion: UnsafeMutablePointer<SolverMotion>
    let bodies: UnsafeMutablePointer<Body>
    let shapes: UnsafeMutablePointer<Shape>
    let vertices: UnsafeMutablePointer<Vec2>
    let fastRecords: UnsafeMutablePointer<World.FastBody>
    let leaves: UnsafeMutablePointer<EnlargedLeaf>
    let enlarged: UnsafeMutablePointer<UInt8>
    let movedFrom: UnsafeMutablePointer<AABB>
    let dt: Float
    /// Nothing static and no contacts: nothing to pass through, no sweeps.
    let sweeps: Bool

    init(_ world: World, _ dt: Float) {
        solverBodies = world.solverBodies.base
        motion = world.solverMotion.base
        bodies = world.bodies.base
        shapes = world.shapes.base
        vertices = world.vertices.base
        fastRecords = world.finalizeFast.base
        leaves = world.finalizeLeaves.base
        enlarged = world.enlargedShapes.base
        movedFrom = world.movedFrom.base
        self.dt = dt
        sweeps = world.isContinuousEnabled && (world.staticTree.root != -1 || world.contacts.count > 0)
    }

    /// Moves the body of solver slot `k`, updates its sleep timer and its shapes' bounds; returns
    /// its ``FinalizeFlag`` bits (a fast body's record in `fastRecords[k]`, enlarged shapes
    /// marked in `enlarged`, the first in `leaves[k]`).
    @inline(__always)
    func finalizeBody(_ k: Int) -> UInt8 {
        let s = solverBodies[k]
        let body = bodies + Int(motion[k].body)
        guard s.isFinite else {
            // Defence in depth: a body whose step came out non-finite keeps its pose and stops.
            body.pointee.linearVelocity = .zero
            body.pointee.angularVelocity = 0
            return FinalizeFlag.stopped
        }
        var flags: UInt8 = 0
        body.pointee.linearVelocity = s.v
        body.pointee.angularVelocity = s.w
        let isFast = sweeps && World.movesFast(body, dp: s.dp, dq: s.dq)
        if isFast {
            flags |= FinalizeFlag.fast
            fastRecords[k] = World.FastBody(
                body: motion[k].body, c0: body.pointee.center, q0: body.pointee.transform.q, escapes: false)
        }
        let center = body.pointee.center + s.dp
        body.pointee.center = center
        var q = body.pointee.transform.q
        if s.dq != .identity { q = (s.dq * q).normalized }
        let xf = Transform(p: center - q.rotate(body.pointee.localCenter), q: q)
        body.pointee.transform = xf
        let linTol = Tolerances.linearSleepTolerance
        let angTol = Tolerances.angularSleepTolerance
        if !body.pointee.allowsSleep || s.v.lengthSquared > linTol * linTol || s.w * s.w > angTol * angTol {
            body.pointee.sleepTime = 0
        } else {
            body.pointee.sleepTime += dt
        }
        var shape = body.pointee.firstShape
        while shape != -1 {
            let j = Int(shape)
            let box = World.computeAABB(shapes[j], vertices, xf)
            // A fast body whose path left the bounds its contacts were found with (struck
            // into a new direction mid-step) may have met a body it has no contact with.
            if isFast && !fastRecords[k].escapes {
                let path = shapes[j].aabb.union(box).expanded(by: World.turnBound(s.dq) * shapes[j].extent)
                if !shapes[j].fatAABB.contains(path) { fastRecords[k].escapes = true }
            }
            shapes[j].aabb = box
            let swept = World.sweep(box, s.v, s.w, shapes[j].extent, dt)
            if !shapes[j].fatAABB.contains(swept) {
                // Marked moved here, while the record is in cache; the ordered pass puts it in
                // the move buffer unless it was there already (`enlarged` 1, not 2).
                let wasMoved = shapes[j].moved
                if !wasMoved {
                    movedFrom[j] = shapes[j].fatAABB
                    shapes[j].moved = true
                }
                let fat = swept.expanded(by: World.margin(shapes[j]))
                shapes[j].fatAABB = fat
                enlarged[j] = wasMoved ? 2 : 1
                if flags & FinalizeFlag.enlarged == 0 {
                    leaves[k] = EnlargedLeaf(
                        shape: shape, proxy: shapes[j].proxy, fatAABB: fat, tree: shapes[j].tree,
                        moved: wasMoved)
                    flags |= FinalizeFlag.enlarged
                } else {
                    flags |= FinalizeFlag.severalEnlarged
                }
            }
            shape = shapes[j].nextShape
        }
        return flags
    }
}
