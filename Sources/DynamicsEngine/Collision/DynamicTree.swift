#if canImport(_Builtin_intrinsics.intel)
    internal import _Builtin_intrinsics.intel
#endif

/// A node of the dynamic AABB tree. Leaves carry a shape index; internal nodes two children.
///
/// 32 bytes, so that two nodes share a 64-byte cache line and none straddles two: a leaf keeps
/// its shape where an internal node keeps its second child.
@usableFromInline
struct TreeNode {
    var aabb: AABB
    var parent: Int32
    /// −1 for a leaf.
    var child1: Int32
    /// An internal node's second child; a leaf's shape.
    var child2: Int32
    /// Leaf: 0; free node: −1.
    var height: Int32
    @inline(__always) var isLeaf: Bool { child1 == -1 }
    /// A leaf's shape.
    @inline(__always) var shape: Int32 { child2 }

    /// A leaf for `shape`.
    static func leaf(_ aabb: AABB, shape: Int32, parent: Int32) -> TreeNode {
        TreeNode(aabb: aabb, parent: parent, child1: -1, child2: shape, height: 0)
    }
}

/// A bounding-volume hierarchy over fat AABBs, updated incrementally.
///
/// A leaf that leaves its fat box is *enlarged in place* (its ancestors grow to contain it),
/// which is a handful of unions instead of a remove and re-insert; when many leaves moved in one
/// step, the whole tree is refit once instead (``refit()``). When enlarged leaves make up a large
/// share of the tree, the next query rebuilds it top-down by median splits. Insertions use the
/// surface-area heuristic with AVL rotations, so a tree of only inserts stays balanced.
@usableFromInline
struct DynamicTree {
    var nodes = RawArray<TreeNode>(capacity: 64)
    var root: Int32 = -1
    var freeList: Int32 = -1
    var leafCount = 0
    /// Leaves enlarged since the last rebuild, or since the last refit that found the tree as
    /// tight as that rebuild left it.
    var enlargedCount = 0
    /// The internal nodes' perimeters added up, as the last rebuild left them (0 before the first):
    /// the surface-area heuristic's cost of a query, which ``refit()`` compares its tree's with.
    var builtCost: Float = 0
    /// Scratch for rebuilds.
    private var leaves = RawArray<Int32>(capacity: 64)
    private var centers = RawArray<Vec2>(capacity: 64)
    /// The internal nodes, every one after its children: ``refit()``'s order, one loop over it
    /// (about 10 instructions a node, against 31 for the walk that finds it). Valid while no
    /// leaf was inserted or removed since it was recorded (by a rebuild, or by a refit's walk).
    private var refitOrder = RawArray<Int32>(capacity: 64)
    /// Whether `refitOrder` still lists every internal node (a loaded snapshot clears it).
    var refitOrderIsValid = false

    func free() {
        nodes.free()
        leaves.free()
        refitOrder.free()
        centers.free()
    }

    private mutating func allocateNode() -> Int32 {
        if freeList != -1 {
            let id = freeList
            freeList = nodes[Int(id)].parent
            return id
        }
        nodes.append(
            TreeNode(aabb: AABB(lower: .zero, upper: .zero), parent: -1, child1: -1, child2: -1, height: -1))
        return Int32(nodes.count - 1)
    }

    private mutating func freeNode(_ id: Int32) {
        nodes[Int(id)] = TreeNode(
            aabb: AABB(lower: .zero, upper: .zero), parent: freeList, child1: -1, child2: -1, height: -1)
        freeList = id
    }

    /// Inserts a leaf for `shape` with bounds `aabb` and returns its id.
    mutating func createProxy(_ aabb: AABB, shape: Int32) -> Int32 {
        let id = allocateNode()
        nodes[Int(id)] = .leaf(aabb, shape: shape, parent: -1)
        insertLeaf(id)
        leafCount += 1
        return id
    }

    mutating func destroyProxy(_ id: Int32) {
        removeLeaf(id)
        freeNode(id)
        leafCount -= 1
    }

    /// The fat bounds of a leaf.
    @inline(__always)
    func aabb(_ id: Int32) -> AABB { nodes[Int(id)].aabb }

    /// Gives a leaf new bounds by growing its ancestors (no restructuring).
    mutating func enlargeProxy(_ id: Int32, _ aabb: AABB) {
        let n = nodes.base
        n[Int(id)].aabb = aabb
        var parent = n[Int(id)].parent
        while parent != -1 {
            let box = n[Int(parent)].aabb
            if box.contains(aabb) { break }
            n[Int(parent)].aabb = box.union(aabb)
            parent = n[Int(parent)].parent
        }
        enlargedCount += 1
    }

    /// Gives a leaf new bounds and leaves its ancestors to ``refit()``, which must follow before
    /// the next query.
    @inline(__always)
    mutating func setLeafBounds(_ id: Int32, _ aabb: AABB) {
        nodes[Int(id)].aabb = aabb
        enlargedCount += 1
    }

    /// Recomputes every internal node's bounds from its children, bottom-up: after most leaves
    /// moved in one step, one pass over the tree's nodes instead of each leaf growing its
    /// ancestors, and bounds as tight as the leaves (growing only ever widens them). The same
    /// nodes in the same places, so every query finds the same leaves in the same order.
    ///
    /// A refit tree whose nodes' perimeters add up to no more than a tenth above what the last
    /// rebuild left is as good as rebuilt: the enlargements so far are forgotten. A crowd falling
    /// together keeps its tree's shape and is never rebuilt (100,000 falling items were rebuilt
    /// every third step, 9 % of their step); a tumbling pile, whose leaves change places, is
    /// rebuilt as before.
    mutating func refit() {
        guard root != -1 else { return }
        let n = nodes.base
        var cost: Float = 0
        defer { if cost <= 1.1 * builtCost { enlargedCount = 0 } }
        if refitOrderIsValid {
            let order = refitOrder.base
            for i in 0..<refitOrder.count {
                let p = Int(order[i])
                n[p].aabb = n[Int(n[p].child1)].aabb.union(n[Int(n[p].child2)].aabb)
                cost += n[p].aabb.perimeter
            }
            return
        }
        refitOrder.removeAll()
        var order = refitOrder
        defer {
            refitOrder = order
            refitOrderIsValid = true
        }
        // Each node opened pushes itself back closed (its id's complement) and its two children,
        // the first child on top: at most two more entries per level, and the order a rebuild
        // records (first subtree, second, node), so `cost` is added up in the same order whether
        // the order was recorded or walked (after a snapshot was loaded).
        let capacity = 2 * Int(n[Int(root)].height) + 3
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: capacity) { stack in
            stack[0] = root
            var top = 1
            while top > 0 {
                top -= 1
                let id = stack[top]
                if id < 0 {
                    let p = Int(~id)
                    n[p].aabb = n[Int(n[p].child1)].aabb.union(n[Int(n[p].child2)].aabb)
                    cost += n[p].aabb.perimeter
                    order.append(~id)
                } else if !n[Int(id)].isLeaf {
                    stack[top] = ~id
                    stack[top + 1] = n[Int(id)].child2
                    stack[top + 2] = n[Int(id)].child1
                    top += 3
                }
            }
        }
    }

    /// Replaces a leaf's bounds by removing and re-inserting it.
    mutating func moveProxy(_ id: Int32, _ aabb: AABB) {
        removeLeaf(id)
        nodes[Int(id)].aabb = aabb
        insertLeaf(id)
    }

    /// Rebuilds the tree when enlargements have made it loose: once three times as many
    /// enlargements as there are leaves have accumulated since the last rebuild (a leaf can be
    /// enlarged more than once). In a tumbling pile a quarter (the first threshold) meant a full
    /// rebuild every step, and the queries of a looser tree cost less than the rebuilds saved:
    /// one and a half (tumbler −6 %, pile1000 −3 %), then three once the broad phase's margin
    /// went from 10 to 5 pt and twice as many leaves were enlarged a step (tumbler −3 %; two
    /// and five were slower). Catalogue scenes never reach either threshold.
    mutating func rebuildIfLoose() {
        if enlargedCount > 16 && enlargedCount > leafCount * 3 { rebuild() }
    }

    // MARK: Insertion and removal

    private mutating func insertLeaf(_ leaf: Int32) {
        refitOrderIsValid = false
        let n = nodes.base
        if root == -1 {
            root = leaf
            n[Int(leaf)].parent = -1
            return
        }
        let box = n[Int(leaf)].aabb
        var index = root
        while !n[Int(index)].isLeaf {
            let c1 = n[Int(index)].child1
            let c2 = n[Int(index)].child2
            let area = n[Int(index)].aabb.perimeter
            let combined = n[Int(index)].aabb.union(box).perimeter
            let cost = 2 * combined
            let inheritance = 2 * (combined - area)
            func descendCost(_ c: Int32) -> Float {
                let u = box.union(n[Int(c)].aabb).perimeter
                return n[Int(c)].isLeaf ? u + inheritance : (u - n[Int(c)].aabb.perimeter) + inheritance
            }
            let cost1 = descendCost(c1)
            let cost2 = descendCost(c2)
            if cost < cost1 && cost < cost2 { break }
            index = cost1 < cost2 ? c1 : c2
        }
        let sibling = index
        let oldParent = n[Int(sibling)].parent
        let newParent = allocateNode()
        let m = nodes.base
        m[Int(newParent)] = TreeNode(
            aabb: box.union(m[Int(sibling)].aabb), parent: oldParent, child1: sibling, child2: leaf,
            height: m[Int(sibling)].height + 1)
        if oldParent != -1 {
            if m[Int(oldParent)].child1 == sibling {
                m[Int(oldParent)].child1 = newParent
            } else {
                m[Int(oldParent)].child2 = newParent
            }
        } else {
            root = newParent
        }
        m[Int(sibling)].parent = newParent
        m[Int(leaf)].parent = newParent
        refitUpward(from: newParent)
    }

    private mutating func removeLeaf(_ leaf: Int32) {
        refitOrderIsValid = false
        let n = nodes.base
        if leaf == root {
            root = -1
            return
        }
        let parent = n[Int(leaf)].parent
        let grand = n[Int(parent)].parent
        let sibling = n[Int(parent)].child1 == leaf ? n[Int(parent)].child2 : n[Int(parent)].child1
        if grand != -1 {
            if n[Int(grand)].child1 == parent {
                n[Int(grand)].child1 = sibling
            } else {
                n[Int(grand)].child2 = sibling
            }
            n[Int(sibling)].parent = grand
            freeNode(parent)
            refitUpward(from: grand)
        } else {
            root = sibling
            n[Int(sibling)].parent = -1
            freeNode(parent)
        }
    }

    /// Walks to the root, balancing and refitting bounds and heights.
    private mutating func refitUpward(from start: Int32) {
        var index = start
        while index != -1 {
            index = balance(index)
            let n = nodes.base
            let c1 = n[Int(index)].child1
            let c2 = n[Int(index)].child2
            n[Int(index)].height = 1 + Swift.max(n[Int(c1)].height, n[Int(c2)].height)
            n[Int(index)].aabb = n[Int(c1)].aabb.union(n[Int(c2)].aabb)
            index = n[Int(index)].parent
        }
    }

    /// If `a`'s subtrees differ in height by more than one, rotates the taller child up.
    /// Returns the node now at `a`'s place.
    private mutating func balance(_ a: Int32) -> Int32 {
        let n = nodes.base
        if n[Int(a)].isLeaf || n[Int(a)].height < 2 { return a }
        let b = n[Int(a)].child1
        let c = n[Int(a)].child2
        let diff = n[Int(c)].height - n[Int(b)].height
        if diff > 1 { return rotateUp(c, over: a, keep: b) }
        if diff < -1 { return rotateUp(b, over: a, keep: c) }
        return a
    }

    /// Makes `up` (a child of `a`) the parent of `a`; `a` keeps `keep` and the shorter of `up`'s
    /// children, `up` keeps the taller.
    private mutating func rotateUp(_ up: Int32, over a: Int32, keep: Int32) -> Int32 {
        let n = nodes.base
        let f = n[Int(up)].child1
        let g = n[Int(up)].child2
        let aParent = n[Int(a)].parent
        n[Int(up)].parent = aParent
        n[Int(a)].parent = up
        if aParent != -1 {
            if n[Int(aParent)].child1 == a {
                n[Int(aParent)].child1 = up
            } else {
                n[Int(aParent)].child2 = up
            }
        } else {
            root = up
        }
        let (tall, short) = n[Int(f)].height > n[Int(g)].height ? (f, g) : (g, f)
        n[Int(up)].child1 = a
        n[Int(up)].child2 = tall
        n[Int(a)].child1 = keep
        n[Int(a)].child2 = short
        n[Int(short)].parent = a
        n[Int(a)].aabb = n[Int(keep)].aabb.union(n[Int(short)].aabb)
        n[Int(a)].height = 1 + Swift.max(n[Int(keep)].height, n[Int(short)].height)
        n[Int(up)].aabb = n[Int(a)].aabb.union(n[Int(tall)].aabb)
        n[Int(up)].height = 1 + Swift.max(n[Int(a)].height, n[Int(tall)].height)
        return up
    }

    // MARK: Rebuild

    /// Rebuilds the whole tree top-down, splitting leaf centres at the median of the longer axis.
    mutating func rebuild() {
        enlargedCount = 0
        refitOrderIsValid = false
        guard leafCount > 2 else { return }
        leaves.removeAll()
        centers.removeAll()
        // Collect leaves; free internal nodes.
        let n = nodes.base
        for i in 0..<nodes.count where n[i].height >= 0 {
            if n[i].isLeaf {
                leaves.append(Int32(i))
            } else {
                freeNode(Int32(i))
            }
        }
        for i in 0..<leaves.count { centers.append(nodes[Int(leaves[i])].aabb.center) }
        refitOrder.removeAll()
        root = build(0, leaves.count)
        refitOrderIsValid = true
        nodes[Int(root)].parent = -1
        builtCost = 0
        let order = refitOrder.base
        for i in 0..<refitOrder.count { builtCost += nodes[Int(order[i])].aabb.perimeter }
    }

    private mutating func build(_ start: Int, _ end: Int) -> Int32 {
        let count = end - start
        if count == 1 { return leaves[start] }
        let l = leaves.base
        let c = centers.base
        var lo = c[start]
        var hi = c[start]
        for i in (start + 1)..<end {
            lo = min(lo, c[i])
            hi = max(hi, c[i])
        }
        // The split coordinate is read at a fixed byte offset into each centre (x: 0, y: 4) rather
        // than through `useX ? c.x : c.y`, which the optimiser re-evaluated in every iteration of
        // the partition loops (a compare and a conditional move per element read).
        let axis = hi.x - lo.x >= hi.y - lo.y ? 0 : 4
        let keys = UnsafeRawPointer(c) + axis
        @inline(__always) func key(_ i: Int) -> Float {
            keys.load(fromByteOffset: i &* MemoryLayout<Vec2>.stride, as: Float.self)
        }
        let mid = start + count / 2
        // Quickselect the median along the chosen axis.
        var left = start
        var right = end - 1
        while left < right {
            let pivot = key((left + right) / 2)
            var i = left
            var j = right
            while i <= j {
                while key(i) < pivot { i += 1 }
                while key(j) > pivot { j -= 1 }
                if i <= j {
                    swap(&l[i], &l[j])
                    swap(&c[i], &c[j])
                    i += 1
                    j -= 1
                }
            }
            if mid <= j {
                right = j
            } else if mid >= i {
                left = i
            } else {
                break
            }
        }
        let child1 = build(start, mid)
        let child2 = build(mid, end)
        let parent = allocateNode()
        let n = nodes.base
        n[Int(parent)] = TreeNode(
            aabb: n[Int(child1)].aabb.union(n[Int(child2)].aabb), parent: -1, child1: child1, child2: child2,
            height: 1 + Swift.max(n[Int(child1)].height, n[Int(child2)].height))
        n[Int(child1)].parent = parent
        n[Int(child2)].parent = parent
        refitOrder.append(parent)
        return parent
    }

    // MARK: Queries

    /// Calls `visit` with the shape of every leaf whose bounds overlap `box`, in a deterministic
    /// order; `visit` returns false to stop early.
    @inline(__always)
    func query(_ box: AABB, _ visit: (Int32) -> Bool) {
        guard root != -1 else { return }
        let n = nodes.base
        #if canImport(_Builtin_intrinsics.intel)
            // `overlaps` in one comparison: (lower.x, lower.y, −upper.x, −upper.y) of the node
            // against (box.upper.x, box.upper.y, −box.lower.x, −box.lower.y); any lane greater
            // is one of `overlaps`' four separations (NaN compares false in both). Exact.
            let q = _mm_setr_ps(box.upper.x, box.upper.y, -box.lower.x, -box.lower.y)
            let flip = _mm_castsi128_ps(_mm_setr_epi32(0, 0, Int32.min, Int32.min))
        #endif
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: 256) { stack in
            var top = 0
            stack[0] = root
            top = 1
            while top > 0 {
                top -= 1
                let id = stack[top]
                #if canImport(_Builtin_intrinsics.intel)
                    let bounds = UnsafeRawPointer(n + Int(id)).assumingMemoryBound(to: Float.self)
                    let separated = _mm_cmplt_ps(q, _mm_xor_ps(_mm_loadu_ps(bounds), flip))
                    if _mm_movemask_ps(separated) != 0 { continue }
                    let node = n[Int(id)]
                #else
                    let node = n[Int(id)]
                    if !node.aabb.overlaps(box) { continue }
                #endif
                if node.isLeaf {
                    if !visit(node.shape) { return }
                } else if top + 2 <= stack.count {
                    stack[top] = node.child1
                    stack[top + 1] = node.child2
                    top += 2
                }
            }
        }
    }

    // MARK: All overlapping pairs

    /// Calls `report` once with every two leaves (node ids) whose bounds overlap, in no
    /// particular order (a query of everything gives the order ``query(_:_:)`` finds leaves in).
    ///
    /// One walk of the tree against itself: when most leaves moved, cheaper than a query from
    /// each, which starts at the root every time and reloads the same upper nodes (100,000
    /// falling items: ~480 ns a query, mostly waiting on node loads).
    func forEachOverlappingPair(_ report: (Int32, Int32) -> Void) {
        if refitOrderIsValid {
            forEachOverlappingPair(across: 0..<refitOrder.count, report)
            return
        }
        guard root != -1 else { return }
        let n = nodes.base
        withUnsafeTemporaryAllocation(of: (Int32, Int32).self, capacity: pairStackCapacity) { stack in
            selfPairs(root, n, stack.baseAddress!, report)
        }
    }

    /// The internal nodes in a recorded order (every one after its children) while no leaf was
    /// inserted or removed since it was recorded, else 0: ``forEachOverlappingPair(across:_:)``
    /// takes ranges of `0..<crossPairNodeCount`.
    var crossPairNodeCount: Int { refitOrderIsValid ? refitOrder.count : 0 }

    /// Calls `report` with every two leaves whose bounds overlap and whose nearest common
    /// ancestor is one of the internal nodes `range` of the recorded order
    /// (``crossPairNodeCount``): ranges that cover `0..<crossPairNodeCount` report each
    /// overlapping pair exactly once between them, so workers can walk disjoint ranges at once.
    func forEachOverlappingPair(across range: Range<Int>, _ report: (Int32, Int32) -> Void) {
        guard root != -1 && !range.isEmpty else { return }
        let n = nodes.base
        let order = refitOrder.base
        withUnsafeTemporaryAllocation(of: (Int32, Int32).self, capacity: pairStackCapacity) { stack in
            let stack = stack.baseAddress!
            // The pairs across each node's children: one sequential pass over the nodes
            // instead of a recursion through the tree.
            for i in range {
                let p = n[Int(order[i])]
                crossPairs(p.child1, p.child2, n, stack, report)
            }
        }
    }

    /// Entries of the pair walk's stack: each pair of subtrees opened pops one entry and pushes
    /// two, one level down on one side, so at most one more entry per level of either side.
    private var pairStackCapacity: Int { 2 * Int(nodes[Int(root)].height) + 4 }

    /// The pairs within the subtree at `id`: those within each child, then those across them.
    private func selfPairs(
        _ id: Int32, _ n: UnsafeMutablePointer<TreeNode>, _ stack: UnsafeMutablePointer<(Int32, Int32)>,
        _ report: (Int32, Int32) -> Void
    ) {
        let node = n[Int(id)]
        if node.isLeaf { return }
        selfPairs(node.child1, n, stack, report)
        selfPairs(node.child2, n, stack, report)
        crossPairs(node.child1, node.child2, n, stack, report)
    }

    /// The pairs with one leaf under `a` and one under `b` (disjoint subtrees): of two internal
    /// nodes the taller is opened, so both sides descend together.
    @inline(__always)
    private func crossPairs(
        _ a: Int32, _ b: Int32, _ n: UnsafeMutablePointer<TreeNode>,
        _ stack: UnsafeMutablePointer<(Int32, Int32)>,
        _ report: (Int32, Int32) -> Void
    ) {
        stack[0] = (a, b)
        var top = 1
        while top > 0 {
            top -= 1
            let (a, b) = stack[top]
            let na = n[Int(a)]
            let nb = n[Int(b)]
            if !na.aabb.overlaps(nb.aabb) { continue }
            if na.isLeaf {
                if nb.isLeaf {
                    report(a, b)
                } else {
                    stack[top] = (a, nb.child1)
                    stack[top + 1] = (a, nb.child2)
                    top += 2
                }
            } else if nb.isLeaf || na.height >= nb.height {
                stack[top] = (na.child1, b)
                stack[top + 1] = (na.child2, b)
                top += 2
            } else {
                stack[top] = (a, nb.child1)
                stack[top + 1] = (a, nb.child2)
                top += 2
            }
        }
    }

    /// The tree's height (0 for one leaf, −1 when empty).
    var height: Int32 { root == -1 ? -1 : nodes[Int(root)].height }
}
