/// Sleeping islands.
///
/// After each step the awake dynamic bodies are grouped into islands by union–find over contacts
/// with manifold points and joints. An island whose every body has been under the sleep tolerances
/// (1 pt/s, 2°/s) for `timeToSleep` (0.5 s) falls asleep as a whole: velocities zeroed, bodies
/// leave the solver and the narrow phase. Its bodies are chained so waking any of them wakes all
/// of them: on contact with a moving body, or on any change made through the API.
extension World {
    func updateSleep(_ dt: Float) {
        let count = solverBodies.count
        guard count > 1 else { return }
        // Sized once and written through base pointers: an append to a stored property of the
        // class is an exclusivity check each (100,000 falling items: 4 % of the step).
        islandParent.removeAll()
        islandSleep.removeAll()
        islandParent.resize(count, fill: 0)
        islandSleep.resize(count, fill: 0)
        let motion = solverMotion.base
        let bs = bodies.base
        let parent = islandParent.base
        let sleep = islandSleep.base
        // Whether any moving body has been still for `timeToSleep`: an island sleeps only when
        // all its moving bodies have, so without one nothing falls asleep this step and the
        // islands are not looked for (a falling crowd: 3 % of its step).
        var drowsy = false
        for k in 0..<count {
            parent[k] = Int32(k)
            let i = Int(motion[k].body)
            let moving = i >= 0 && !motion[k].isKinematic
            sleep[k] = moving ? bs[i].sleepTime : .greatestFiniteMagnitude
            drowsy = drowsy || (moving && sleep[k] >= Tolerances.timeToSleep)
        }
        guard drowsy else { return }
        func find(_ x: Int32) -> Int32 { Self.root(of: x, parent) }
        let cs = constraints.base
        let solver = solverBodies.base
        // Every contact with manifold points links its bodies, speculative ones included (Box2D
        // v3's rule): that is the rule that wakes a sleeping body (`updateContact`), so an island
        // never falls asleep beside an awake body that wakes it again at once. (Linking only pairs
        // within the slop let two hinged boxes resting 1 pt from a neighbour sleep alone and be
        // woken the next step, every half second, forever.)
        for i in 0..<constraints.count {
            let c = cs[i]
            let kinematicA = motion[Int(c.a)].isKinematic
            let kinematicB = motion[Int(c.b)].isKinematic
            if kinematicA || kinematicB {
                // A moving kinematic body keeps what it touches awake.
                let other = kinematicA ? c.b : c.a
                let k = kinematicA ? c.a : c.b
                if k != 0 && (solver[Int(k)].v != .zero || solver[Int(k)].w != 0) {
                    sleep[Int(other)] = 0
                }
                continue
            }
            let ra = find(c.a)
            let rb = find(c.b)
            if ra != rb { parent[Int(ra)] = rb }
        }
        // Joints link their bodies the same way, touching or not.
        let js = jointConstraints.base
        for i in 0..<jointConstraints.count {
            let a = js[i].a
            let b = js[i].b
            let kinematicA = motion[Int(a)].isKinematic
            let kinematicB = motion[Int(b)].isKinematic
            if kinematicA || kinematicB {
                let other = kinematicA ? b : a
                let k = kinematicA ? a : b
                if k != 0 && (solver[Int(k)].v != .zero || solver[Int(k)].w != 0) {
                    sleep[Int(other)] = 0
                }
                continue
            }
            let ra = find(a)
            let rb = find(b)
            if ra != rb { parent[Int(ra)] = rb }
        }
        // Minimum sleep time per island.
        for k in 1..<count {
            let r = Int(find(Int32(k)))
            if r != k { sleep[r] = Swift.min(sleep[r], sleep[k]) }
        }
        // Islands that have been still long enough fall asleep; each gets a chain of its bodies.
        var heads: [Int32: Int32] = [:]
        for k in 1..<count {
            if motion[k].isKinematic { continue }
            let r = Int(find(Int32(k)))
            guard sleep[r] >= Tolerances.timeToSleep else { continue }
            let i = Int(motion[k].body)
            let island: Int32
            if let existing = heads[Int32(r)] {
                island = existing
            } else {
                island = nextSleepIsland
                nextSleepIsland += 1
                heads[Int32(r)] = island
                sleepIslandHeads[island] = -1
            }
            bs[i].isAwake = false
            bs[i].linearVelocity = .zero
            bs[i].angularVelocity = 0
            bs[i].sleepTime = 0
            bs[i].sleepIsland = island
            nextInSleepIsland[i] = sleepIslandHeads[island] ?? -1
            sleepIslandHeads[island] = Int32(i)
        }
    }

    /// Wakes a body and, if it sleeps, its whole island; resets its sleep timer.
    func wake(_ b: Int) {
        guard bodies[b].isAlive && bodies[b].type != .static else { return }
        bodies[b].sleepTime = 0
        if bodies[b].isAwake { return }
        let island = bodies[b].sleepIsland
        guard island >= 0, let head = sleepIslandHeads.removeValue(forKey: island) else {
            bodies[b].isAwake = true
            bodies[b].sleepIsland = -1
            return
        }
        var i = head
        while i != -1 {
            bodies[Int(i)].isAwake = true
            bodies[Int(i)].sleepTime = 0
            bodies[Int(i)].sleepIsland = -1
            let next = nextInSleepIsland[Int(i)]
            nextInSleepIsland[Int(i)] = -1
            i = next
        }
    }
}

extension World {
    /// Union–find: the root of `x`'s set in `parent` (a root is its own parent), every element
    /// on the way pointed straight at it. Shared by the sleep islands and the rebound groups.
    @inline(__always)
    static func root(of x: Int32, _ parent: UnsafeMutablePointer<Int32>) -> Int32 {
        var r = x
        while parent[Int(r)] != r { r = parent[Int(r)] }
        var y = x
        while parent[Int(y)] != r {
            let next = parent[Int(y)]
            parent[Int(y)] = r
            y = next
        }
        return r
    }
}
