/// Continuous collision against static geometry (boundaries, paths, anchored items) and between
/// fast dynamic bodies.
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
/// Two dynamic bodies closing on each other by more than the smaller one's inner radius in one
/// step are checked the same way against each other (``sweepFastPairs(_:)``): the rule is
/// automatic, by size and speed, where Box2D v3 asks for "bullet" bodies.
///
/// A body put back because it pressed deeper into a shape it already touched at the step's
/// start (not because it struck one), or kept at its starting pose, keeps only the part of its
/// velocity it moved with: the
/// solver's contact did not hold it, so the next step's would not either. Kept whole, such a
/// velocity froze the body in place step after step (a spinning plank against a ball, an item
/// pressed into a wall at 18,000 pt/s that did not move), while a neighbour the solver saw
/// moving with it drove on into it until one passed the other (issue 23's last corridors).
///
/// Box2D v3's continuous stage works the same way; the distance and sweep code here is our own.
extension World {
    /// A body that may have tunnelled this step: its centre of mass and rotation at the start.
    struct FastBody {
        var body: Int32
        var c0: Vec2
        var q0: Rotation
        /// Whether its path this step left the bounds its contacts were found with at the
        /// step's start, so it may have met bodies it has no contact with.
        var escapes: Bool
    }

    /// Two shapes the pair sweeps look at: a contact's, or a fast body's shape and one it had no
    /// contact with (``FastBody/escapes``).
    struct SweepPair {
        var shapeA: Int32
        var shapeB: Int32
        var bodyA: Int32
        var bodyB: Int32
        /// Their contact, or -1.
        var contact: Int32
        /// Whether each side responds to the other (as a contact's).
        var respondsA: Bool
        var respondsB: Bool
    }

    /// Whether a body that moved by `dp` and turned by `dq` this step moved far enough to be
    /// swept.
    @inline(__always)
    static func movesFast(_ body: UnsafeMutablePointer<Body>, dp: Vec2, dq: Rotation) -> Bool {
        guard body.pointee.type == .dynamic && body.pointee.firstShape != -1 else { return false }
        let travel = Self.travel(body, dp: dp, dq: dq)
        // Items not much larger than the contact slop sit with their centre close to what they
        // rest on: any motion of theirs is swept.
        let minExtent = body.pointee.minExtent
        if minExtent < 2 * Tolerances.linearSlop { return travel > 0 }
        return travel > Tolerances.continuousSafetyFactor * minExtent
    }

    /// How far a body that moved by `dp` and turned by `dq` this step travelled, by the measure
    /// ``movesFast(_:dp:dq:)`` compares with its size: its centre's move plus its turn's chord
    /// bound times its largest extent.
    @inline(__always)
    static func travel(_ body: UnsafeMutablePointer<Body>, dp: Vec2, dq: Rotation) -> Float {
        let turn = dq.c < 0 ? 2 : Swift.abs(dq.s)
        return dp.length + turn * body.pointee.maxExtent
    }

    /// The continuous stage, after the bodies are finalised: fast bodies are swept against the
    /// static shapes and against the bodies they may meet (``sweepFastPairs(_:)``), and each is
    /// put back to its earliest impact; then every body's centre is kept on its side of the
    /// static shapes it touches. Moved bodies get fresh broad-phase bounds.
    func solveContinuous(_ dt: Float) {
        let sb = solverBodies.base
        if sweepStates.count < bodies.count { sweepStates.resize(bodies.count, fill: SweepState()) }
        let states = sweepStates.base
        // The largest travel of a fast body this step: a pair closes by at most twice that.
        var fastest: Float = 0
        let fast = fastBodies.base
        let bs = bodies.base
        for i in 0..<fastBodies.count {
            let b = Int(fast[i].body)
            states[b].isFast = true
            let (dp, turn) = Self.stepBound(b, states, bs, sb)
            states[b].travel = dp.length + turn * bs[b].maxExtent
            fastest = Swift.max(fastest, states[b].travel)
        }
        sweptBodies.removeAll()
        pairFastBodies.removeAll()
        if staticTree.root != -1 {
            for i in 0..<fastBodies.count {
                let (t, pressed) = staticImpact(fastBodies[i])
                if t < 1 {
                    let b = Int(fastBodies[i].body)
                    pull(b, to: t, round: -1)
                    states[b].pressed = pressed
                }
            }
        }
        // Every pair closing by less than ``solverHolds(_:)`` of the smaller inner radius is the
        // solver's (the first test of ``sweepFastPairs(_:)``); when no pair can, the pass is
        // skipped.
        if 2 * fastest > Self.solverHolds(smallestExtent) { sweepFastPairs(sb, fastest: fastest) }
        for j in 0..<sweptBodies.count {
            let b = Int(sweptBodies[j])
            let sweep = stepSweep(b, sb)
            var xf = sweep.transform(at: 1)
            // A compound body: its members' centres on the way back checked too (a pair's pull
            // may land it across a wall the static sweep did not see it cross).
            if isCompound(bodies[b]) && crossesAnyWall(bodies[b], from: sweep.transform(at: 0), to: xf) {
                xf = sweep.transform(at: 0)
            }
            bodies[b].transform = xf
            bodies[b].center = xf.apply(bodies[b].localCenter)
            if states[b].pressed {
                let t = states[b].stop
                bodies[b].linearVelocity = t * bodies[b].linearVelocity
                bodies[b].angularVelocity = t * bodies[b].angularVelocity
            }
            refreshProxies(b, dt: dt)
        }
        if staticTree.root != -1 {
            let guarded = guardCrossings(sb)
            for j in 0..<guarded.count { refreshProxies(Int(guarded[j]), dt: dt) }
        }
        for i in 0..<fastBodies.count { states[Int(fast[i].body)] = SweepState() }
        let swept = sweptBodies.base
        for j in 0..<sweptBodies.count { states[Int(swept[j])] = SweepState() }
        let pairFast = pairFastBodies.base
        for j in 0..<pairFastBodies.count { states[Int(pairFast[j])] = SweepState() }
    }

    /// A body's part in one step's continuous stage (``World/sweepStates``, indexed by body;
    /// every entry is back to this default between steps).
    struct SweepState {
        /// The fraction of its step the body is put back to (1: its end pose).
        var stop: Float = 1
        /// The round of ``sweepFastPairs(_:)`` in which it last went further back (-1: none).
        var round: Int16 = -1
        /// Whether it moved far enough this step to be swept (``movesFast(_:dp:dq:)``).
        var isFast = false
        /// Whether it is fast only for a smaller body it touches, not by its own size: it was
        /// not swept against static shapes, so the crossing guard still looks at it.
        var fastForPair = false
        /// A bound on how far any point of a fast body moved this step (0 for the others).
        var travel: Float = 0
        /// Whether what put it back is a press into a shape it touched at the step's start, not
        /// an impact: its velocity is then scaled by ``stop``.
        var pressed = false
    }

    /// Records that body `b` goes back to fraction `t` of its step (the earliest wins); returns
    /// whether that moved it further back.
    @discardableResult
    private func pull(_ b: Int, to t: Float, round: Int) -> Bool {
        let state = sweepStates.base + b
        guard t < state.pointee.stop else { return false }
        if state.pointee.stop == 1 { sweptBodies.append(Int32(b)) }
        state.pointee.stop = t
        state.pointee.round = Int16(round)
        return true
    }

    /// Body `b`'s centre travel this step and a bound on the angle it turned (``turnBound(_:)``);
    /// zero for a body that is not fast (its sweep stays at its end pose).
    @inline(__always)
    private static func stepBound(
        _ b: Int, _ states: UnsafeMutablePointer<SweepState>, _ bs: UnsafeMutablePointer<Body>,
        _ sb: UnsafeMutablePointer<SolverBody>
    ) -> (Vec2, Float) {
        guard states[b].isFast else { return (.zero, 0) }
        let s = sb[Int(bs[b].solverIndex)]
        return (s.dp, turnBound(s.dq))
    }

    /// A bound on the angle of the rotation `dq`: π/2·|sin| under a quarter turn, π beyond
    /// (no trigonometry).
    @inline(__always)
    static func turnBound(_ dq: Rotation) -> Float {
        dq.c < 0 ? Float.pi : 0.5 * Float.pi * Swift.abs(dq.s)
    }

    /// Body `b`'s motion over this step, from its solver record: its centre of mass moved by
    /// `dp` and it turned by `dq`; it stops where the continuous stage has put it back to. A
    /// body that is not fast stays at its end pose: its sweep is that pose, still.
    private func stepSweep(_ b: Int, _ sb: UnsafeMutablePointer<SolverBody>) -> TimeOfImpact.Sweep {
        Self.stepSweep(bodies.base + b, sweepStates[b], sb)
    }

    /// ``stepSweep(_:_:)`` from the body's record and its state (no access to the world's
    /// arrays: the pair sweeps' loop calls it per pair).
    @inline(__always)
    private static func stepSweep(
        _ body: UnsafeMutablePointer<Body>, _ state: SweepState, _ sb: UnsafeMutablePointer<SolverBody>
    ) -> TimeOfImpact.Sweep {
        let c1 = body.pointee.center
        let q1 = body.pointee.transform.q
        guard state.isFast else {
            return TimeOfImpact.Sweep(localCenter: body.pointee.localCenter, c0: c1, c1: c1, q0: q1, q1: q1)
        }
        let s = sb[Int(body.pointee.solverIndex)]
        var sweep = TimeOfImpact.Sweep(
            localCenter: body.pointee.localCenter, c0: c1 - s.dp, c1: c1, q0: Self.relative(s.dq, q1), q1: q1)
        sweep.stop = state.stop
        return sweep
    }

    /// Fast items passing through each other ("bullets", decided per pair by size and speed):
    /// speculative contacts are made from the step's starting poses, so two items that close
    /// by more than their own sizes within one step can cross before the solver sees them
    /// touch, and a solver pressing a middle item from both sides can push one through it.
    /// Every contact between dynamic bodies, one of them fast, is looked at by how far the two
    /// close on each other this step (a bound from their travels and turns), and so is every
    /// pair a fast body may have met without a contact, when it was struck mid-step out of the
    /// bounds its contacts were found with (``FastBody/escapes``):
    /// - less than the smaller inner radius (half of it for items no larger than the slop,
    ///   ``solverHolds(_:)``): the solver's contact holds; nothing to do;
    /// - less than the inner radii added: they can only be pushed through, centre past centre
    ///   (``centresPass(_:_:)``), or sink into each other; a sink beyond half the smaller inner
    ///   radius in all (a pair already that deep: more than the slop deeper) is stopped
    ///   (``TimeOfImpact/pressFraction(_:_:_:_:normal:allowance:)``, only where the travel
    ///   allows that deep). The slop-deep test of the next tier here too let
    ///   3 of the tumbler's 2,025 boxes out of its drum within 30 steps;
    /// - more: they are swept (``TimeOfImpact/fraction(_:_:_:_:target:limit:start:scratch:)``),
    ///   both moving when both are fast, the other still at its end pose when it is not (Box2D
    ///   v3 sweeps its bullets the same way; a body that moved more than half the inner radius
    ///   of the smaller fast body it touches is fast for that step too), after the circles that
    ///   hold them (``boundsImpact(_:_:_:_:)``); a pair touching at the start is held to its
    ///   depth along the contact's normal instead: no deeper than ``pressAllowance(_:)`` beyond
    ///   where it started; so is a pair with no contact that the end pose of the slower one puts
    ///   within reach at once, along the line between their centres.
    ///
    /// At an impact before the step's end the fast ones go back to it, keeping their
    /// velocities, so the next step's speculative contact makes them collide (after a press or a
    /// centre passing, only the part they moved with: ``SweepState/pressed``). Putting one body
    /// back can bring it into the path of a third (three items in a row, the middle one struck
    /// from both sides; an item stopped by a wall with another right behind it): the pairs with
    /// a body moved in the last round are swept again, each body stopping where it was put
    /// back, until nothing moves further back (at most eight rounds).
    ///
    /// The cost: one pass over the contacts to gather the candidate pairs (skipped outright
    /// when no fast body moved half the smallest inner radius of any body), then the rounds
    /// over those; angles and sweeps only for pairs past the travel and bounding-circle tests.
    /// Measured on the tumbler (2,025 bodies tumbling in a kinematic drum, every one of them
    /// fast): +12 % instructions per step with the first version, +3 % more with the depth test
    /// and the bodies struck out of their bounds.
    private func sweepFastPairs(_ sb: UnsafeMutablePointer<SolverBody>, fastest: Float) {
        var fastest = fastest
        // The candidates, once: contacts between dynamic bodies, one of them fast, that respond,
        // whose travels add up to more than the smaller inner radius or than the distance between
        // their centres (the pair closes by at most that sum, whoever stops where). The
        // travels' sum is checked first against the smallest inner radius of any body, without
        // loading the bodies.
        // A local copy (no exclusivity check on the world's property per append), stored back
        // before the rounds read it.
        var candidates = sweepPairs
        candidates.removeAll()
        let states = sweepStates.base
        let bs = bodies.base
        let cs = contacts.base
        let ss = shapes.base
        let threshold = Self.solverHolds(smallestExtent)
        @inline(__always) func qualifies(_ a: Int, _ b: Int) -> Bool {
            let travel = states[a].travel + states[b].travel
            return travel > threshold && (states[a].isFast || states[b].isFast) && bs[a].type == .dynamic
                && bs[b].type == .dynamic
                && (travel > Self.solverHolds(Swift.min(bs[a].minExtent, bs[b].minExtent))
                    || travel
                        >= Self.startGap(
                            bs + a, Self.stepBound(a, states, bs, sb).0, bs + b,
                            Self.stepBound(b, states, bs, sb).0))
        }
        // A body that is not fast by its own size but moved more than half the inner radius of
        // a smaller fast one it touches is swept with it: taken as still at its end pose, it
        // would be parted from that body's start pose by up to its own travel, and when the
        // small one was put back (struck from the other side) it sank into it that deep (a
        // 6 pt box carried 1.3 pt a step into a 1 pt item stopped by a third, which the
        // solver then pushed out over the box's top while the two slid past each other).
        var pairFast = pairFastBodies
        @inline(__always) func sweepWithSmaller(_ a: Int, _ b: Int) {
            let slow = states[a].isFast ? b : a
            guard !states[slow].isFast, bs[slow].solverIndex >= 0 else { return }
            let s = sb[Int(bs[slow].solverIndex)]
            // The test ``movesFast(_:dp:dq:)`` makes, against the smaller inner radius.
            let minExtent = Swift.min(bs[a].minExtent, bs[b].minExtent)
            guard Self.travel(bs + slow, dp: s.dp, dq: s.dq) > Tolerances.continuousSafetyFactor * minExtent
            else {
                return
            }
            states[slow].isFast = true
            states[slow].fastForPair = true
            let (dp, turn) = Self.stepBound(slow, states, bs, sb)
            states[slow].travel = dp.length + turn * bs[slow].maxExtent
            fastest = Swift.max(fastest, states[slow].travel)
            pairFast.append(Int32(slow))
        }
        for ci in 0..<contacts.count {
            let c = cs[ci]
            guard c.respondsA || c.respondsB, qualifies(Int(c.bodyA), Int(c.bodyB)) else { continue }
            sweepWithSmaller(Int(c.bodyA), Int(c.bodyB))
            candidates.append(
                SweepPair(
                    shapeA: c.shapeA, shapeB: c.shapeB, bodyA: c.bodyA, bodyB: c.bodyB, contact: Int32(ci),
                    respondsA: c.respondsA, respondsB: c.respondsB))
        }
        // A fast body struck into a new direction mid-step can leave the bounds its contacts were
        // found with and meet a body it has no contact with: its path, grown by the most any
        // other body moved, is looked up in the broad phase for those.
        let fast = fastBodies.base
        for i in 0..<fastBodies.count where fast[i].escapes {
            let b = Int(fast[i].body)
            var shape = bs[b].firstShape
            while shape != -1 {
                let s = Int(shape)
                let path = Self.pathBox(s, b, states, bs, ss, sb)
                let reach = Vec2(fastest, fastest)
                dynamicTree.query(AABB(lower: path.lower - reach, upper: path.upper + reach)) { other in
                    let o = Int(other)
                    let ob = Int(ss[o].body)
                    guard ob != b, qualifies(b, ob), path.overlaps(Self.pathBox(o, ob, states, bs, ss, sb))
                    else {
                        return true
                    }
                    let respondsA = (ss[o].categoryBits & ss[s].maskBits) != 0
                    let respondsB = (ss[s].categoryBits & ss[o].maskBits) != 0
                    guard respondsA || respondsB, !pairs.contains(PairTable.key(Int32(s), other)),
                        !jointsPreventContact(Int32(b), Int32(ob))
                    else { return true }
                    candidates.append(
                        SweepPair(
                            shapeA: Int32(s), shapeB: other, bodyA: Int32(b), bodyB: Int32(ob), contact: -1,
                            respondsA: respondsA, respondsB: respondsB))
                    return true
                }
                shape = ss[s].nextShape
            }
        }
        pairFastBodies = pairFast
        sweepPairs = candidates
        var round = 0
        while round < 8 && sweepFastPairs(sb, round: round) { round += 1 }
    }

    /// The box shape `s` of body `b` swept through this step: its bounds at the step's end and
    /// where they were at its start, grown by its turn (its end bounds for a body that is not
    /// fast).
    @inline(__always)
    private static func pathBox(
        _ s: Int, _ b: Int, _ states: UnsafeMutablePointer<SweepState>, _ bs: UnsafeMutablePointer<Body>,
        _ ss: UnsafeMutablePointer<Shape>, _ sb: UnsafeMutablePointer<SolverBody>
    ) -> AABB {
        let end = ss[s].aabb
        let (dp, turn) = stepBound(b, states, bs, sb)
        let r = Vec2(turn * ss[s].extent, turn * ss[s].extent)
        return AABB(lower: min(end.lower, end.lower - dp) - r, upper: max(end.upper, end.upper - dp) + r)
    }

    /// The distance between the centres of mass of bodies `a` and `b`, which moved by `dpA` and
    /// `dpB` this step (``stepBound(_:_:_:_:)``), at the step's start. A pair may be left to the
    /// solver's contact only when it closes by less than that too: two ellipses of 0.5 pt whose
    /// 0.9 pt skins overlapped 1.7 pt, their centres 0.51 pt apart in a corridor 0.83 pt high,
    /// closed by 0.58 pt in a step, well under their inner radius (1.1 pt, skins included), and
    /// their centres passed.
    @inline(__always)
    private static func startGap(
        _ a: UnsafeMutablePointer<Body>, _ dpA: Vec2, _ b: UnsafeMutablePointer<Body>, _ dpB: Vec2
    ) -> Float {
        ((a.pointee.center - dpA) - (b.pointee.center - dpB)).length
    }

    /// How far a pair whose smaller inner radius is `minExtent` may close in one step and be
    /// left to the solver's contact: the whole radius, but only half of it for items no larger
    /// than the contact slop (and between the two up to twice the slop). At the whole radius,
    /// two items under 1 pt pressed together from both sides (one hammered by a third at
    /// 27,000 pt/s) sank 0.24 pt deeper in one step, nearly their whole travel, until their
    /// overlap was deeper across the corridor than along it; their contact's normal turned
    /// across, and in the next step one slid over the other. (Half the radius for every size
    /// also held the tumbler's boxes, and cost it 2.4 % of its step, mostly recovery passes.)
    @inline(__always)
    static func solverHolds(_ minExtent: Float) -> Float {
        Swift.max(0.5 * minExtent, Swift.min(minExtent, 1.5 * minExtent - Tolerances.linearSlop))
    }

    /// One round of ``sweepFastPairs(_:)``; returns whether any body went further back.
    private func sweepFastPairs(_ sb: UnsafeMutablePointer<SolverBody>, round: Int) -> Bool {
        var moved = false
        let states = sweepStates.base
        let bs = bodies.base
        let cs = contacts.base
        let ss = shapes.base
        let ps = sweepPairs.base
        for j in 0..<sweepPairs.count {
            let pair = ps + j
            let a = Int(pair.pointee.bodyA)
            let b = Int(pair.pointee.bodyB)
            // After the first round, only a pair with a body that went further back in the last
            // and one that is fast: against a body that stays still, the shortened path is part
            // of the one already swept.
            guard
                round == 0 || (Int(states[a].round) == round - 1 && states[b].isFast)
                    || (Int(states[b].round) == round - 1 && states[a].isFast)
            else { continue }
            let shapeA = Int(pair.pointee.shapeA)
            let shapeB = Int(pair.pointee.shapeB)
            // Cheap bounds first (no angles): each centre's travel and a bound on its turn.
            let (dpA, turnA) = Self.stepBound(a, states, bs, sb)
            let (dpB, turnB) = Self.stepBound(b, states, bs, sb)
            // Once one of them has stopped the other closes at its own speed: the bound is
            // then the sum of both travels.
            let relative =
                states[a].stop < 1 || states[b].stop < 1 ? dpA.length + dpB.length : (dpA - dpB).length
            let travel = relative + turnA * bs[a].maxExtent + turnB * bs[b].maxExtent
            // Closing by less than ``solverHolds(_:)``: the solver's contact holds, unless it
            // closes by as much as their centres start apart (``startGap(_:_:_:_:)``).
            let gap = Self.startGap(bs + a, dpA, bs + b, dpB)
            guard travel > Self.solverHolds(Swift.min(bs[a].minExtent, bs[b].minExtent)) || travel >= gap
            else { continue }
            // The manifold is this step's start.
            let manifold = pair.pointee.contact < 0 ? Manifold() : cs[Int(pair.pointee.contact)].manifold
            let touching = manifold.pointCount > 0 && manifold.minSeparation < 0.5 * Tolerances.linearSlop
            // Closing by less than their inner radii add up to: they cannot pass through each
            // other unless pushed through, centre past centre (a middle item pressed from both
            // sides), so that is checked; and neither may sink into the other by more than half
            // the smaller inner radius (an item that met another struck the other way mid-step,
            // with no speculative point between them, sank 24 pt into it, and the solver then
            // parted them across the corridor, one over the other). That is the depth in all: a
            // pair allowed as much again beyond its start every step sank deeper step after step
            // until one passed the other (corridor 0xC0_0AF5); one already deeper may go the
            // slop deeper, as a touching pair of the next tier may. The depth is measured along
            // the contact's normal, or the line between their centres without one. Sinks that
            // deep are rare, so the first test is the depth the travel allows.
            if travel <= bs[a].minExtent + bs[b].minExtent {
                var t: Float?
                if states[a].stop == 1 && states[b].stop == 1 {
                    // Neither stopped: the chords from start to end, without trigonometry.
                    let (a0, a1) = Self.shapeCentrePath(bs + a, states[a], ss[shapeA].center, sb)
                    let (b0, b1) = Self.shapeCentrePath(bs + b, states[b], ss[shapeB].center, sb)
                    t = Self.centresPass(b0 - a0, b1 - a1)
                } else {
                    t = centresPass(
                        ss[shapeA].center, Self.stepSweep(bs + a, states[a], sb), ss[shapeB].center,
                        Self.stepSweep(bs + b, states[b], sb))
                }
                let start = manifold.pointCount > 0 ? Swift.min(manifold.minSeparation, 0) : 0
                let minExtent = Swift.min(ss[shapeA].minExtent, ss[shapeB].minExtent)
                let allowance = Swift.max(0.5 * minExtent + start, Self.pressAllowance(minExtent))
                if t == nil && start - travel < -allowance {
                    let sweepA = Self.stepSweep(bs + a, states[a], sb)
                    let sweepB = Self.stepSweep(bs + b, states[b], sb)
                    let normal =
                        manifold.pointCount > 0
                        ? manifold.normal : Self.startLine(ss + shapeA, sweepA, ss + shapeB, sweepB)
                    t = press(shapeA, sweepA, shapeB, sweepB, normal, allowance: allowance)
                }
                if let t { moved = pullPair(pair, a, b, to: t, round: round, pressed: true) || moved }
                continue
            }
            // Bounding circles around the centres of mass further apart than both can move: no
            // impact (every point moves at most its centre's travel plus its turn times its
            // extent).
            let reachable = dpA.length + dpB.length + turnA * ss[shapeA].extent + turnB * ss[shapeB].extent
            let apart = gap - ss[shapeA].extent - ss[shapeB].extent
            guard apart <= reachable + Tolerances.linearSlop else { continue }
            let sweepA = Self.stepSweep(bs + a, states[a], sb)
            let sweepB = Self.stepSweep(bs + b, states[b], sb)
            // A pair touching at the start has its impact at 0.
            var t: Float? = 0
            if !touching {
                // The circles around the centres of mass that hold the shapes in any pose first
                // (cheap, and exact for the centres' paths): no impact of theirs, none of the
                // shapes; else the shapes' search starts at theirs.
                guard let near = Self.boundsImpact(ss + shapeA, sweepA, ss + shapeB, sweepB) else { continue }
                t = withCore(shapeA) { coreA in
                    withCore(shapeB) { coreB in
                        Self.impact(coreA, sweepA, coreB, sweepB, from: near, scratch: &continuousScratch)
                    }
                }
            }
            // Touching already (a middle item struck from both sides, an item driven into one
            // resting on a wall): how much deeper they press along the contact's normal.
            let pressed = t == 0
            if t == 0 && manifold.pointCount > 0 {
                t = press(shapeA, sweepA, shapeB, sweepB, manifold.normal)
            } else if t == 0 {
                // No contact at the start, yet within reach at once: the other body, not fast,
                // is swept at its end pose, which it moved into this one's start by (an item
                // struck into one drifting towards it sank 44 pt into it). Held to that depth
                // along the line between their centres, and their centres may not pass.
                let line = Self.startLine(ss + shapeA, sweepA, ss + shapeB, sweepB)
                t =
                    press(shapeA, sweepA, shapeB, sweepB, line)
                    ?? centresPass(ss[shapeA].center, sweepA, ss[shapeB].center, sweepB)
            }
            guard let t, t > 0 else { continue }
            moved = pullPair(pair, a, b, to: t, round: round, pressed: pressed) || moved
        }
        return moved
    }

    /// The fraction of the step at which shapes `a` and `b`, touching at its start, press into
    /// each other along their contact's `normal` by more than `allowance` (by default
    /// ``pressAllowance(_:)`` of the smaller) beyond their starting depth, or nil (a pair the
    /// solver holds never does).
    private func press(
        _ a: Int, _ sweepA: TimeOfImpact.Sweep, _ b: Int, _ sweepB: TimeOfImpact.Sweep, _ normal: Vec2,
        allowance: Float? = nil
    ) -> Float? {
        let allowance = allowance ?? Self.pressAllowance(Swift.min(shapes[a].minExtent, shapes[b].minExtent))
        return withCore(a) { coreA in
            withCore(b) { coreB in
                TimeOfImpact.pressFraction(coreA, sweepA, coreB, sweepB, normal: normal, allowance: allowance)
            }
        }
    }

    /// The direction from shape `a`'s centre to shape `b`'s at the start of their sweeps (zero
    /// where they coincide: then no depth is measured along it).
    @inline(__always)
    private static func startLine(
        _ a: UnsafeMutablePointer<Shape>, _ sweepA: TimeOfImpact.Sweep, _ b: UnsafeMutablePointer<Shape>,
        _ sweepB: TimeOfImpact.Sweep
    ) -> Vec2 {
        (sweepB.transform(at: 0).apply(b.pointee.center) - sweepA.transform(at: 0).apply(a.pointee.center))
            .normalized
    }

    /// How much deeper than it started a touching shape may press into another within one
    /// step: the contact slop, or a quarter of the smaller inner radius when that is less. At
    /// the full slop (0.5 pt) an item of 1–2 pt sank a third of its size into a corridor's wall
    /// per step, and two such items pressed into opposite walls could pass each other.
    @inline(__always)
    static func pressAllowance(_ minExtent: Float) -> Float {
        Swift.min(Tolerances.linearSlop, 0.25 * minExtent)
    }

    /// Puts back to fraction `t` each fast body of `pair` (bodies `a`, `b`) that responds to
    /// the other, recording whether `t` came from a press (``SweepState/pressed``); returns
    /// whether either went further back.
    @inline(__always)
    private func pullPair(
        _ pair: UnsafeMutablePointer<SweepPair>, _ a: Int, _ b: Int, to t: Float, round: Int, pressed: Bool
    )
        -> Bool
    {
        let movedA = pair.pointee.respondsA && sweepStates[a].isFast && pull(a, to: t, round: round)
        let movedB = pair.pointee.respondsB && sweepStates[b].isFast && pull(b, to: t, round: round)
        if movedA { sweepStates[a].pressed = pressed }
        if movedB { sweepStates[b].pressed = pressed }
        return movedA || movedB
    }

    /// Where the centre `local` (body coordinates) of a shape of body `b` was at the step's
    /// start and is at its end; a body that is not fast is taken as still at its end pose.
    @inline(__always)
    private static func shapeCentrePath(
        _ body: UnsafeMutablePointer<Body>, _ state: SweepState, _ local: Vec2,
        _ sb: UnsafeMutablePointer<SolverBody>
    ) -> (Vec2, Vec2) {
        let end = body.pointee.transform.apply(local)
        guard state.isFast else { return (end, end) }
        let s = sb[Int(body.pointee.solverIndex)]
        let r = local - body.pointee.localCenter
        return (body.pointee.center - s.dp + Self.relative(s.dq, body.pointee.transform.q).rotate(r), end)
    }

    /// The fraction (backed off by a tenth) at which the offset between two centres, moving
    /// straight from `d0` to `d1`, turns against its start, or nil.
    @inline(__always)
    private static func centresPass(_ d0: Vec2, _ d1: Vec2) -> Float? {
        let start = d0.lengthSquared
        let end = dot(d1, d0)
        guard start > 0, end < 0 else { return nil }
        return 0.9 * start / (start - end)
    }

    /// The fraction of the step (backed off by a tenth) at which two shape centres would pass
    /// each other along the line between them at the start, or nil. Each centre moves on the
    /// chord of its sweep and stays where its body stops, so the motion is straight between
    /// the stops: each piece is checked in turn.
    private func centresPass(
        _ localA: Vec2, _ sweepA: TimeOfImpact.Sweep, _ localB: Vec2, _ sweepB: TimeOfImpact.Sweep
    ) -> Float? {
        @inline(__always) func offset(_ t: Float) -> Vec2 {
            sweepB.transform(at: t).apply(localB) - sweepA.transform(at: t).apply(localA)
        }
        let d0 = offset(0)
        let start = d0.lengthSquared
        guard start > 0 else { return nil }
        let first = Swift.min(sweepA.stop, sweepB.stop)
        let second = Swift.max(sweepA.stop, sweepB.stop)
        var t0: Float = 0
        var s0 = start
        for piece in 0..<3 {
            let t1 = piece == 0 ? first : piece == 1 ? second : 1
            guard t1 > t0 else { continue }
            let s1 = dot(offset(t1), d0)
            if s1 < 0 { return t0 + 0.9 * (t1 - t0) * s0 / (s0 - s1) }
            (t0, s0) = (t1, s1)
        }
        return nil
    }

    /// The first fraction of the step at which two cores on their sweeps come within the
    /// continuous stage's target distance, or nil.
    private static func impact(
        _ a: TimeOfImpact.Core, _ sweepA: TimeOfImpact.Sweep, _ b: TimeOfImpact.Core,
        _ sweepB: TimeOfImpact.Sweep, from start: Float = 0,
        scratch: inout RawArray<Vec2>
    ) -> Float? {
        scratch.reserve(2 * (a.count + b.count))
        return TimeOfImpact.fraction(
            a, sweepA, b, sweepB, target: 0.25 * Tolerances.linearSlop, limit: 1, start: start,
            scratch: scratch.base)
    }

    /// The first fraction of the step at which the circles around two bodies' centres of mass
    /// that hold shapes `a` and `b` in any pose (radius: the shape's extent) come within the
    /// continuous stage's target distance, or nil. The circles do not turn with their bodies
    /// and their centres move straight between the bodies' stops, so each piece is a quadratic.
    private static func boundsImpact(
        _ a: UnsafeMutablePointer<Shape>, _ sweepA: TimeOfImpact.Sweep, _ b: UnsafeMutablePointer<Shape>,
        _ sweepB: TimeOfImpact.Sweep
    ) -> Float? {
        let reach = a.pointee.extent + b.pointee.extent + 0.25 * Tolerances.linearSlop
        let rr = reach * reach
        let moveA = sweepA.c1 - sweepA.c0
        let moveB = sweepB.c1 - sweepB.c0
        var t0: Float = 0
        var d = sweepB.c0 - sweepA.c0
        let first = Swift.min(sweepA.stop, sweepB.stop)
        let second = Swift.max(sweepA.stop, sweepB.stop)
        for piece in 0..<3 {
            let t1 = piece == 0 ? first : piece == 1 ? second : 1
            guard t1 > t0 else { continue }
            if d.lengthSquared <= rr { return t0 }
            // The offset's rate on this piece: each body moves until its stop.
            let v = (sweepB.stop > t0 ? moveB : .zero) - (sweepA.stop > t0 ? moveA : .zero)
            let vv = v.lengthSquared
            let dv = dot(d, v)
            if vv > 0 && dv < 0 {
                let disc = dv * dv - vv * (d.lengthSquared - rr)
                if disc >= 0 {
                    let tau = (-dv - disc.squareRoot()) / vv
                    if t0 + tau <= t1 { return t0 + Swift.max(tau, 0) }
                }
            }
            d = d + (t1 - t0) * v
            t0 = t1
        }
        return d.lengthSquared <= rr ? 1 : nil
    }

    /// The separation of shapes `a` and `b` at their bodies' poses now: the distance between
    /// them, or (negative) how deep they overlap along the separating axis. For checks made
    /// outside the step (items that overlap before the first frame), not for the step itself.
    ///
    /// ```swift
    /// if world.separation(shapeA, shapeB) < -0.5 { print("they start overlapping") }
    /// ```
    package func separation(_ a: ShapeID, _ b: ShapeID) -> Float {
        func worldCore(_ s: Int) -> (vertices: [Vec2], normals: [Vec2], radius: Float) {
            let transform = bodies[Int(shapes[s].body)].transform
            return withCore(s) { core in
                (
                    (0..<core.count).map { transform.apply(core.vertices[$0]) },
                    (0..<core.count).map { transform.q.rotate(core.normals[$0]) }, core.radius
                )
            }
        }
        let coreA = worldCore(checked(a))
        let coreB = worldCore(checked(b))
        let distance = coreA.vertices.withUnsafeBufferPointer { va in
            coreA.normals.withUnsafeBufferPointer { na in
                coreB.vertices.withUnsafeBufferPointer { vb in
                    coreB.normals.withUnsafeBufferPointer { nb in
                        TimeOfImpact.separation(
                            va.baseAddress!, na.baseAddress!, va.count, vb.baseAddress!, nb.baseAddress!,
                            vb.count
                        ).distance
                    }
                }
            }
        }
        return distance - coreA.radius - coreB.radius
    }

    /// Calls `body` with shape `s`'s core in its body's coordinates.
    private func withCore<R>(_ s: Int, _ body: (TimeOfImpact.Core) -> R) -> R {
        let shape = shapes[s]
        if shape.kind == .circle {
            var center = shape.center
            return withUnsafePointer(to: &center) { p in
                body(
                    TimeOfImpact.Core(
                        vertices: p, normals: p, count: 1, radius: shape.radius, extent: shape.coreExtent))
            }
        }
        return body(
            TimeOfImpact.Core(
                vertices: UnsafePointer(vertices.base + Int(shape.vertexStart)),
                normals: UnsafePointer(normals.base + Int(shape.vertexStart)), count: Int(shape.vertexCount),
                radius: shape.radius, extent: shape.coreExtent))
    }

    /// Slow bodies pressed into static geometry (a pile crushing a small item into a boundary)
    /// move too little per step to be swept, yet their centre can creep across a thin segment
    /// until the contact pushes them out on the far side. Every contact between a moved, awake
    /// dynamic body and a static segment or polygon checks the path of this step of the shape's
    /// centre (the body's centre of mass when it has one shape; a group member's own centre
    /// otherwise) against that static shape (``crossingFraction``). A body whose shape centre
    /// would cross goes back along its motion to just before (a one-shape body keeps its end
    /// rotation; a compound one turns back with it, or returns to its starting pose if its
    /// member would still be across). Bodies swept against static shapes are left alone; one
    /// swept only for a smaller body it touches is checked along the part of its step it kept.
    /// Returns the bodies moved.
    func guardCrossings(_ sb: UnsafeMutablePointer<SolverBody>) -> RawArray<Int32> {
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
            // Bodies swept against static shapes are done; one swept only for a smaller body it
            // touches (``SweepState/fastForPair``) and put back came only `stop` of its step (1
            // for every other body).
            let state = sweepStates[Int(mover)]
            guard !state.isFast || state.fastForPair else { continue }
            if state.stop < 1 && isCompound(body.pointee) { continue }
            let dp = state.stop * sb[k].dp
            if dp == .zero && sb[k].dq == .identity { continue }
            let c1 = body.pointee.center
            var t = crossingFraction(from: c1 - dp, to: c1, wall: Int(wall), side: c.side)
            if let (p0, p1) = memberPath(of: body, shape: Int(moverShape), sb[k]) {
                t = Swift.min(t, crossingFraction(from: p0, to: p1, wall: Int(wall), side: c.side))
            }
            guard t < 1 else { continue }
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
                let c = end - (1 - t) * (sweepStates[b].stop * sb[k].dp)
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
                    && (crossingFraction(from: p0, to: p1, wall: Int(other), side: c.side) < 1
                        || crossingFraction(from: c0, to: c1, wall: Int(other), side: c.side) < 1)
                {
                    crosses = true
                }
            }
            if crosses { return true }
            s = shapes[i].nextShape
        }
        return false
    }

    /// ``crossingFraction(_:_:_:_:twoSided:side:)`` against static shape `wall` (in world
    /// coordinates); `side`, the contact's remembered side of a segment (0: none).
    private func crossingFraction(from c0: Vec2, to c1: Vec2, wall: Int, side: Int8) -> Float {
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
        return Self.crossingFraction(c0, c1, core, count, twoSided: shape.isSegment, side: side)
    }

    /// Sweeps one fast body against the static shapes along its path: the fraction of its step
    /// just before the earliest impact, or 1, and whether that was a press into a shape it
    /// touched at the step's start.
    func staticImpact(_ fast: FastBody) -> (Float, pressed: Bool) {
        let b = Int(fast.body)
        let body = bodies[b]
        let sweep = TimeOfImpact.Sweep(
            localCenter: body.localCenter, c0: fast.c0, c1: body.center, q0: fast.q0, q1: body.transform.q)
        let start = Transform(p: sweep.c0 - sweep.q0.rotate(sweep.localCenter), q: sweep.q0)
        var best: Float = 1
        var pressed = false
        var shape = body.firstShape
        while shape != -1 {
            let s = Int(shape)
            let swept = computeAABB(s, start).union(shapes[s].aabb)
            staticTree.query(swept) { other in
                let o = Int(other)
                // Only what pushes this body back stops it (its mask meets the other's category).
                if (shapes[o].categoryBits & shapes[s].maskBits) != 0 && shouldCollide(s, o) {
                    // The side of a segment the shape came from, when they have a contact.
                    let side = pairs.find(PairTable.key(Int32(s), other)).map { contacts[Int($0)].side } ?? 0
                    let (t, touching) = impactFraction(moving: s, sweep, against: o, side: side, limit: best)
                    if t < best { (best, pressed) = (t, touching) }
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
        // Kept at its starting pose, the body moved with none of its velocity: a press. Kept
        // whole, gravity grew it step after step while the body stood still (an L-shaped item
        // whose centre path met a slanted boundary at once, every step, reported 6,400 pt/s
        // after 3 s in place).
        return (best, pressed || best == 0)
    }

    /// The fraction of `sweep` at which shape `s` first comes within the target distance of the
    /// static shape `o` (1 if not before `limit`): the whole shape first, then — if the shapes
    /// already touch at the start — a circle of a quarter of the shape's inner radius around its
    /// centre, and against a segment with a remembered side, the shape pressing deeper than
    /// ``pressAllowance(_:)`` beyond its starting depth along that side's normal; and the
    /// centre's path against the static shape's faces (a segment's remembered `side` from their
    /// contact, 0 without one: ``crossingFraction(_:_:_:_:twoSided:side:)``). Also whether
    /// that fraction came from the tests of shapes touching at the start (a press, not an impact).
    private func impactFraction(
        moving s: Int, _ sweep: TimeOfImpact.Sweep, against o: Int, side: Int8, limit: Float
    ) -> (Float, touching: Bool) {
        let target = 0.25 * Tolerances.linearSlop
        let moving = shapes[s]
        let other = shapes[o]
        let otherCount = other.kind == .circle ? 1 : Int(other.vertexCount)
        let movingCount = moving.kind == .circle ? 1 : Int(moving.vertexCount)
        continuousScratch.reserve(4 * otherCount + 2 * movingCount)
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
                sweep.c0, sweep.c1, worldCore, otherCount, twoSided: other.isSegment, side: side)
            if moving.center != bodies[Int(moving.body)].localCenter {
                let p0 = sweep.transform(at: 0).apply(moving.center)
                let p1 = sweep.transform(at: 1).apply(moving.center)
                crossing = Swift.min(
                    crossing,
                    Self.crossingFraction(
                        p0, p1, worldCore, otherCount, twoSided: other.isSegment, side: side))
            }
        }
        var center = moving.center
        var touching = false
        let fraction = withUnsafePointer(to: &center) { centerPointer in
            let whole =
                moving.kind == .circle
                ? TimeOfImpact.Core(
                    vertices: centerPointer, normals: centerPointer, count: 1, radius: moving.radius,
                    extent: moving.coreExtent)
                : TimeOfImpact.Core(
                    vertices: UnsafePointer(vertices.base + Int(moving.vertexStart)),
                    normals: UnsafePointer(normals.base + Int(moving.vertexStart)), count: movingCount,
                    radius: moving.radius, extent: moving.coreExtent)
            let t = TimeOfImpact.fraction(
                static: a, moving: whole, sweep, target: target, limit: limit, scratch: scratch)
            if let t, t > 0 { return t }
            if t == nil { return 1 }
            touching = true
            let core = TimeOfImpact.Core(
                vertices: centerPointer, normals: centerPointer, count: 1, radius: 0.25 * moving.minExtent,
                extent: (moving.center - bodies[Int(moving.body)].localCenter).length)
            var first: Float = 1
            if let tCore = TimeOfImpact.fraction(
                static: a, moving: core, sweep, target: target, limit: limit, scratch: scratch), tCore > 0
            {
                first = tCore
            }
            // Against a segment's remembered side, no deeper than it started and the allowance.
            if side != 0 && other.isSegment,
                let tPress = TimeOfImpact.pressFraction(
                    a, .still, whole, sweep, normal: Float(side) * worldCore[otherCount],
                    allowance: Self.pressAllowance(moving.minExtent))
            {
                first = Swift.min(first, tPress)
            }
            return first
        }
        return (Swift.min(fraction, crossing), touching && fraction <= crossing)
    }

    /// The fraction of the straight path `c0 → c1` just before it crosses a face of the core
    /// (`n` vertices in world coordinates, outward normals after them), or 1. A two-sided
    /// segment may be crossed from neither side; a polygon only from outside in. The fraction
    /// backs off a quarter of the linear slop from the face, and may be 0: the body then keeps
    /// its starting position for this step. A segment with a remembered `side` (±1 along its
    /// normal) may not be crossed away from that side only, so a centre pushed across comes back;
    /// a centre already on the far side of it (or on the line, within rounding) does not go
    /// further out.
    static func crossingFraction(
        _ c0: Vec2, _ c1: Vec2, _ core: UnsafeMutablePointer<Vec2>, _ n: Int, twoSided: Bool, side: Int8 = 0
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
            // Already on the far side of a remembered side (pushed across, or on the line within
            // rounding) and going further: it stays where it is.
            if side != 0 && Float(side) * d0 <= 0 && Float(side) * d1 < Float(side) * d0 {
                let along = dot(c0 - a, b - a)
                if along >= 0 && along <= (b - a).lengthSquared { return 0 }
                continue
            }
            let enters = side >= 0 && d0 >= 0 && d1 < 0
            let leaves = twoSided && side <= 0 && d0 <= 0 && d1 > 0
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
