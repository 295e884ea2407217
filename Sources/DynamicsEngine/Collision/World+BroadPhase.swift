extension AABB {
    /// A box that overlaps no box, itself included: ``World/movedFrom`` of a shape whose pairs must
    /// all be looked up.
    static let nothing = AABB(
        lower: Vec2(.infinity, .infinity), upper: Vec2(-Float.infinity, -Float.infinity))
    /// A box that overlaps every box with finite bounds.
    static let everything = AABB(
        lower: Vec2(-Float.infinity, -Float.infinity), upper: Vec2(.infinity, .infinity))
}

extension World {
    /// Whether two shapes may produce a contact: different bodies, at least one body dynamic, one
    /// side's category meeting the other's mask, and no joint between the bodies that switches
    /// their contacts off.
    @inline(__always)
    func shouldCollide(_ a: Int, _ b: Int) -> Bool {
        let sa = shapes[a]
        let sb = shapes[b]
        if sa.body == sb.body { return false }
        if (sa.categoryBits & sb.maskBits) == 0 && (sb.categoryBits & sa.maskBits) == 0 { return false }
        guard bodies[Int(sa.body)].type == .dynamic || bodies[Int(sb.body)].type == .dynamic else {
            return false
        }
        return !jointsPreventContact(sa.body, sb.body)
    }

    /// Puts a new shape into its body type's tree, with bounds swept by its body's velocity over
    /// a frame (as ``refreshProxies(_:dt:)`` does), so that a body created moving finds in its
    /// first step what it will meet.
    func createProxy(_ s: Int) {
        let body = bodies[Int(shapes[s].body)]
        var fat = shapes[s].aabb
        if body.type != .static {
            fat = Self.sweep(fat, body.linearVelocity, body.angularVelocity, shapes[s].extent, 1.0 / 60)
                .expanded(by: Self.margin(shapes[s]))
        }
        shapes[s].fatAABB = fat
        switch body.type {
        case .static:
            shapes[s].tree = 0
            shapes[s].proxy = staticTree.createProxy(fat, shape: Int32(s))
        case .dynamic:
            shapes[s].tree = 1
            shapes[s].proxy = dynamicTree.createProxy(fat, shape: Int32(s))
            noteMovableFilter(s)
        case .kinematic:
            shapes[s].tree = 2
            shapes[s].proxy = kinematicTree.createProxy(fat, shape: Int32(s))
            noteMovableFilter(s)
        }
        if movedFrom.count < shapes.count { movedFrom.resize(shapes.count, fill: .nothing) }
        markChanged(s)
    }

    /// How far a moving shape's fat bounds reach beyond its swept bounds: half its extent, at
    /// least ``Tolerances/smallestAABBMargin`` and at most ``Tolerances/aabbMargin``.
    ///
    /// Scaled with the shape because the margin trades lookups for pairs: a shape that leaves
    /// its bounds has its pairs looked up again, and every pair of overlapping bounds is a
    /// contact record that each step's narrow phase and continuous collision visit. 5 pt suits
    /// items of 20 pt and more (every catalogue scene: their bits are unchanged); around 4 pt
    /// items 4 pt apart it paired each item with its neighbours on all sides — 100,000 falling
    /// items kept ten contact records each, 1,000,000 in all.
    @inline(__always)
    static func margin(_ shape: Shape) -> Float {
        Swift.min(Tolerances.aabbMargin, Swift.max(Tolerances.smallestAABBMargin, 0.5 * shape.extent))
    }

    /// Adds a movable shape's filter bits to ``movableCategories`` / ``movableMasks``.
    @inline(__always)
    func noteMovableFilter(_ s: Int) {
        movableCategories |= shapes[s].categoryBits
        movableMasks |= shapes[s].maskBits
    }

    func destroyProxy(_ s: Int) {
        guard shapes[s].proxy != -1 else { return }
        switch shapes[s].tree {
        case 0: staticTree.destroyProxy(shapes[s].proxy)
        case 1: dynamicTree.destroyProxy(shapes[s].proxy)
        default: kinematicTree.destroyProxy(shapes[s].proxy)
        }
        shapes[s].proxy = -1
        if shapes[s].moved {
            for i in 0..<moveBuffer.count where moveBuffer[i] == Int32(s) { moveBuffer[i] = -1 }
            shapes[s].moved = false
        }
    }

    /// Puts a shape whose fat bounds were `from` into the move buffer (once a step; a shape
    /// moved twice keeps the bounds of its first move).
    @inline(__always)
    func markMoved(_ s: Int, from box: AABB) {
        if !shapes[s].moved {
            shapes[s].moved = true
            movedFrom[s] = box
            moveBuffer.append(Int32(s))
        }
    }

    /// Puts a shape into the move buffer with every pair of its to be looked up: a new proxy,
    /// a changed filter, a joint gone that kept its body's contacts off.
    func markChanged(_ s: Int) {
        markMoved(s, from: .nothing)
        // Also when it moved already this step: bounds it had then would skip pairs it lacks.
        movedFrom[s] = .nothing
    }

    /// Re-reads the bounds of every shape of a body after its pose or velocity was set from
    /// outside the step (swept by the velocity over `dt` so speculative contacts find it).
    func refreshProxies(_ b: Int, dt: Float = 1.0 / 60) {
        let body = bodies[b]
        var s = body.firstShape
        while s != -1 {
            let i = Int(s)
            var box = computeAABB(i, body.transform)
            shapes[i].aabb = box
            if body.type != .static {
                box = Self.sweep(box, body.linearVelocity, body.angularVelocity, shapes[i].extent, dt)
            }
            if !shapes[i].fatAABB.contains(box) || body.type == .static {
                let fat = body.type == .static ? box : box.expanded(by: Self.margin(shapes[i]))
                let old = shapes[i].fatAABB
                shapes[i].fatAABB = fat
                switch shapes[i].tree {
                case 0: staticTree.moveProxy(shapes[i].proxy, fat)
                case 1: dynamicTree.moveProxy(shapes[i].proxy, fat)
                default: kinematicTree.moveProxy(shapes[i].proxy, fat)
                }
                markMoved(i, from: old)
            }
            s = shapes[i].nextShape
        }
    }

    /// Bounds grown to cover the motion of one step: the linear sweep plus a rotation allowance.
    @inline(__always)
    static func sweep(_ box: AABB, _ v: Vec2, _ w: Float, _ extent: Float, _ dt: Float) -> AABB {
        let d = dt * v
        let r = Swift.min(dt * Swift.abs(w), 2) * extent
        return AABB(
            lower: Vec2(box.lower.x + Swift.min(d.x, 0) - r, box.lower.y + Swift.min(d.y, 0) - r),
            upper: Vec2(box.upper.x + Swift.max(d.x, 0) + r, box.upper.y + Swift.max(d.y, 0) + r))
    }

    /// Moved shapes per block of the pair queries.
    static let movedPerBlock = 32

    /// Creates contacts for new overlaps of moved proxies. Deterministic: moved shapes in the
    /// order they moved; for each, the candidates of the dynamic tree, then of the kinematic tree
    /// (dynamic shapes only), then of the static tree (dynamic shapes only), each in tree order.
    func updatePairs() {
        guard moveBuffer.count > 0 else { return }
        let ss = shapes.base
        let bs = bodies.base
        let categories = movableCategories
        let masks = movableMasks
        /// Whether a shape's filter lets it pair with any shape of the dynamic or kinematic tree.
        @inline(__always) func mayPairWithMovable(_ shape: Shape) -> Bool {
            (shape.maskBits & categories) != 0 || (shape.categoryBits & masks) != 0
        }
        var needsQuery = false
        let moves = moveBuffer.base
        for i in 0..<moveBuffer.count {
            let s = Int(moves[i])
            // The movable trees are rebuilt (when loose) only for the queries that will run: with
            // none, their shape matters to nobody this step (joint_grid: −30 % more).
            if s >= 0 && mayPairWithMovable(ss[s]) {
                needsQuery = true
                break
            }
        }
        if needsQuery {
            dynamicTree.rebuildIfLoose()
            kinematicTree.rebuildIfLoose()
        }
        // When about half the dynamic tree moved, its pairs are found in one walk of the tree
        // against itself instead of a query from each mover, and sorted into the order the
        // queries would have found them: the same contacts in the same order either way, so the
        // move buffer's length (movers of every tree) is estimate enough.
        let joined =
            needsQuery && dynamicTree.leafCount > 0
            && (pairSearch == .treeWalk
                || pairSearch == .automatic && moveBuffer.count >= Self.fewestMoversToJoin
                    && 2 * moveBuffer.count >= dynamicTree.leafCount)
        if joined {
            if moveOrder.count < shapes.count { moveOrder.resize(shapes.count, fill: -1) }
            let order = moveOrder.base
            order.update(repeating: -1, count: shapes.count)
            for i in 0..<moveBuffer.count where moves[i] >= 0 { order[Int(moves[i])] = Int32(i) }
        }
        // Candidates are tested in place through the buffers' base pointers, cheapest first: the
        // filter from the moved shape's copied fields, then joints, then whether the two fat
        // bounds overlapped before either moved (``movedFrom``: the contact is there), and only
        // then the pair table (most candidates of a moving pile already have their contact). The
        // same decisions as `shouldCollide` followed by the table lookup, in the same order of
        // candidates, so the same contacts in the same order. Trees and buffers are read through local copies taken
        // once: each read of a stored property of the class in the loop is an exclusivity check
        // (the tumbler had ~2,100 a step).
        //
        // Two passes, so that the queries can run on the pool: the moved shapes in blocks find
        // their new pairs (nothing is created, so the pair table is only read), then the pairs
        // are created block after block in query order, each looked up again first — a pair
        // found from both sides (a moved static shape and a moved dynamic one) is created by the
        // first, exactly as when creation followed each find.
        let dynamic = dynamicTree
        let kinematic = kinematicTree
        let statics = staticTree
        let table = pairs
        let jointLists = bodyJoints.base
        let jointRecords = joints.base
        let moved = moveBuffer.base
        let movedFrom = self.movedFrom.base
        let movedCount = moveBuffer.count
        let blockCount = (movedCount + Self.movedPerBlock - 1) / Self.movedPerBlock
        // One buffer of its own per block (kept between steps; `resize(_:fill:)` would share one).
        while pairCandidates.count < blockCount { pairCandidates.append(RawArray(capacity: 8)) }
        let candidates = pairCandidates.base
        forEachBlock(0..<movedCount, size: Self.movedPerBlock) { range in
            var out = candidates[range.lowerBound / Self.movedPerBlock]
            out.removeAll()
            defer { candidates[range.lowerBound / Self.movedPerBlock] = out }
            for i in range {
                let s = Int(moved[i])
                if s < 0 { continue }
                // Place in query order: mover, tree, candidate (read only when `joined`).
                var order = UInt64(i) << 32
                let shape = ss[s]
                // A shape that responds to nothing and belongs to nothing never makes a pair.
                if shape.maskBits == 0 && shape.categoryBits == 0 { continue }
                let box = shape.fatAABB
                let from = movedFrom[s]
                let body = shape.body
                let category = shape.categoryBits
                let mask = shape.maskBits
                let isDynamic = bs[Int(body)].type == .dynamic
                let s32 = Int32(s)
                // Skipped only where every candidate would fail `shouldCollide`'s filter test, so the
                // pairs found (and their order) are exactly those of the full query.
                /// A candidate from the dynamic or kinematic tree.
                @inline(__always) func pairWithMovable(_ other: Int32) -> Bool {
                    let o = Int(other)
                    if o == s { return true }
                    let so = ss + o
                    // Both moved: only the lower index makes the pair.
                    if so.pointee.moved && o < s { return true }
                    if !isDynamic && bs[Int(so.pointee.body)].type != .dynamic { return true }
                    if !Self.filtersLetPair(body, category, mask, so, lists: jointLists, joints: jointRecords)
                    {
                        return true
                    }
                    if from.overlaps(so.pointee.moved ? movedFrom[o] : so.pointee.fatAABB) { return true }
                    let key = PairTable.key(s32, other)
                    if table.contains(key) { return true }
                    out.append(PairCandidate(shapeA: s32, shapeB: other, key: key, order: order))
                    order += 1
                    return true
                }
                if mayPairWithMovable(shape) {
                    if !(joined && shape.tree == 1) { dynamic.query(box, pairWithMovable) }
                    order = UInt64(i) << 32 | 1 << 30
                    if isDynamic { kinematic.query(box, pairWithMovable) }
                }
                if isDynamic {
                    order = UInt64(i) << 32 | 2 << 30
                    statics.query(box) { other in
                        let so = ss + Int(other)
                        if !Self.filtersLetPair(
                            body, category, mask, so, lists: jointLists, joints: jointRecords)
                        {
                            return true
                        }
                        if from.overlaps(so.pointee.moved ? movedFrom[Int(other)] : so.pointee.fatAABB) {
                            return true
                        }
                        let key = PairTable.key(s32, other)
                        if table.contains(key) { return true }
                        out.append(PairCandidate(shapeA: s32, shapeB: other, key: key, order: order))
                        order += 1
                        return true
                    }
                }
            }
        }
        if joined { joinDynamicPairs(blockCount) }
        // The walk's candidates are in one list (with the queries'), the queries' otherwise in a
        // list a block.
        var foundCount = joined ? joinedCandidates.count : 0
        if !joined { for b in 0..<blockCount { foundCount += candidates[b].count } }
        // Room for every pair found, at once: a large scene's first step makes hundreds of
        // thousands of contacts, and growing each buffer by doublings copied them again and again.
        if foundCount > 0 {
            let total = contacts.count + foundCount
            contacts.reserve(total)
            manifoldReferences.reserve(total)
            contactLinks.reserve(total)
            pairs.reserve(total)
        }
        if joined {
            createContacts(joinedCandidates)
        } else {
            for b in 0..<blockCount { createContacts(candidates[b]) }
        }
        for i in 0..<moveBuffer.count {
            let s = Int(moveBuffer[i])
            if s >= 0 { ss[s].moved = false }
        }
        moveBuffer.removeAll()
    }

    /// Creates the contacts of `found` in order, each looked up again first: a pair found from
    /// both sides (a moved static shape and a moved dynamic one) is created by the first.
    private func createContacts(_ found: RawArray<PairCandidate>) {
        for k in 0..<found.count {
            let c = found[k]
            if !pairs.contains(c.key) { createContact(Int(c.shapeA), Int(c.shapeB), key: c.key) }
        }
    }

    /// Whether the filters let a shape of `body` with `category` and `mask` pair with `other`:
    /// different bodies, one side's category meeting the other's mask, and no joint between the
    /// bodies that switches their contacts off (``shouldCollide(_:_:)``'s tests but the body
    /// types, which each caller knows).
    @inline(__always)
    static func filtersLetPair(
        _ body: Int32, _ category: UInt64, _ mask: UInt64, _ other: UnsafeMutablePointer<Shape>,
        lists: UnsafeMutablePointer<BodyJoints>, joints: UnsafeMutablePointer<Joint>
    ) -> Bool {
        let otherBody = other.pointee.body
        if otherBody == body { return false }
        if (category & other.pointee.maskBits) == 0 && (other.pointee.categoryBits & mask) == 0 {
            return false
        }
        return !jointsPreventContact(body, otherBody, lists: lists, joints: joints)
    }

    /// Moved shapes from which on, when they are at least half the dynamic tree's leaves,
    /// ``updatePairs()`` walks that tree against itself instead of querying it from each
    /// (``PairSearch/automatic``).
    static let fewestMoversToJoin = 64

    /// Internal nodes per block of the dynamic tree's walk against itself when it runs on the
    /// pool (``joinDynamicPairs(_:)``): a block's cross pairs take some tens of microseconds.
    static let walkNodesPerBlock = 2048

    /// The new pairs within the dynamic tree, found in one walk of it against itself, with those
    /// the queries of the other trees found (`blockCount` blocks of ``pairCandidates``), all in
    /// ``joinedCandidates`` in the order per-mover queries would have found them.
    ///
    /// Each overlapping pair of leaves is judged as the query of its mover would judge it (the
    /// lower index when both moved): the same filters, and the pair table looked up only for
    /// bounds that did not overlap before the move.
    private func joinDynamicPairs(_ blockCount: Int) {
        let ss = shapes.base
        let categories = movableCategories
        let masks = movableMasks
        let table = pairs
        let jointLists = bodyJoints.base
        let jointRecords = joints.base
        let movedFrom = self.movedFrom.base
        let moveOrder = self.moveOrder.base
        var out = joinedCandidates
        out.removeAll()
        defer { joinedCandidates = out }
        let n = dynamicTree.nodes.base
        /// The candidate the query of the pair's mover would make of leaves `x` and `y`, if any.
        @inline(__always) func candidate(_ x: Int32, _ y: Int32) -> PairCandidate? {
            // Cheapest first, from the nodes and the compact per-shape arrays: most pairs a pile
            // falling together finds overlapped before the move too (their contact is there).
            let xShape = n[Int(x)].shape
            let yShape = n[Int(y)].shape
            let xOrder = moveOrder[Int(xShape)]
            let yOrder = moveOrder[Int(yShape)]
            if xOrder < 0 && yOrder < 0 { return nil }
            // The mover queries; of two movers, the lower index.
            let sFirst = xOrder >= 0 && (yOrder < 0 || xShape < yShape)
            let (s, o) = sFirst ? (xShape, yShape) : (yShape, xShape)
            let oMoved = (sFirst ? yOrder : xOrder) >= 0
            // A shape that did not move has its fat bounds in its leaf.
            if movedFrom[Int(s)].overlaps(oMoved ? movedFrom[Int(o)] : n[Int(sFirst ? y : x)].aabb) {
                return nil
            }
            let shape = ss[Int(s)]
            if shape.maskBits == 0 && shape.categoryBits == 0 { return nil }
            if (shape.maskBits & categories) == 0 && (shape.categoryBits & masks) == 0 { return nil }
            // Both bodies are dynamic: the dynamic tree holds only their shapes.
            let filters = Self.filtersLetPair(
                shape.body, shape.categoryBits, shape.maskBits, ss + Int(o), lists: jointLists,
                joints: jointRecords)
            if !filters { return nil }
            let key = PairTable.key(s, o)
            if table.contains(key) { return nil }
            // The shape for now; its place in query order below.
            return PairCandidate(
                shapeA: s, shapeB: o, key: key, order: UInt64(moveOrder[Int(s)]) << 32 | UInt64(o))
        }
        let tree = dynamicTree
        let nodeCount = tree.crossPairNodeCount
        if workerPool != nil && nodeCount >= 2 * Self.walkNodesPerBlock {
            // With helpers, the walk in blocks of internal nodes, each into a list of its own:
            // the sort below puts the pairs in query order whichever block found them first.
            let size = Self.walkNodesPerBlock
            let blocks = (nodeCount + size - 1) / size
            while walkCandidates.count < blocks { walkCandidates.append(RawArray(capacity: 8)) }
            let lists = walkCandidates.base
            forEachBlock(0..<nodeCount, size: size) { range in
                // Appended through the pointer: a `var` captured by the walk's closure here
                // was checked for exclusive access at every append.
                let list = lists + range.lowerBound / size
                list.pointee.removeAll()
                tree.forEachOverlappingPair(across: range) { x, y in
                    if let c = candidate(x, y) { list.pointee.append(c) }
                }
            }
            for b in 0..<blocks {
                for k in 0..<lists[b].count { out.append(lists[b][k]) }
            }
            lastPairWalkBlocks = blocks
        } else {
            tree.forEachOverlappingPair { x, y in
                if let c = candidate(x, y) { out.append(c) }
            }
            lastPairWalkBlocks = 1
        }
        if out.count > 1 {
            // Every query visits the leaves it finds in the order a query of everything does.
            if queryRanks.count < shapes.count { queryRanks.resize(shapes.count, fill: 0) }
            let ranks = queryRanks.base
            var next: UInt64 = 0
            dynamicTree.query(.everything) { shape in
                ranks[Int(shape)] = next
                next += 1
                return true
            }
            let c = out.base
            for k in 0..<out.count {
                c[k].order = c[k].order & ~0xFFFF_FFFF | ranks[Int(c[k].order & 0xFFFF_FFFF)]
            }
        }
        let candidates = pairCandidates.base
        for b in 0..<blockCount {
            let found = candidates[b]
            for k in 0..<found.count { out.append(found[k]) }
        }
        if out.count > 1 {
            var sorted = UnsafeMutableBufferPointer(start: out.base, count: out.count)
            sorted.sort { $0.order < $1.order }
        }
    }

    /// Calls `visit` with every shape whose fat bounds overlap `box` (static shapes first, then
    /// dynamic, then kinematic).
    ///
    /// ```swift
    /// world.query(AABB(lower: Vec2(0, 0), upper: Vec2(1, 1))) { shape in print(shape); return true }
    /// ```
    public func query(_ box: AABB, _ visit: (ShapeID) -> Bool) {
        var go = true
        staticTree.query(box) { s in
            go = visit(ShapeID(index: s, generation: shapes[Int(s)].generation))
            return go
        }
        guard go else { return }
        dynamicTree.query(box) { s in
            go = visit(ShapeID(index: s, generation: shapes[Int(s)].generation))
            return go
        }
        guard go else { return }
        kinematicTree.query(box) { s in visit(ShapeID(index: s, generation: shapes[Int(s)].generation)) }
    }
}
