/// The order of the joint passes: colour by colour when the world has enough joints to share
/// between threads, in joint order otherwise.
///
/// Joints are coloured by the contacts' rule (``ConstraintGraph``), in their own pass, as they are
/// packed (``World/prepareJoints(_:)``): no two joints of a colour move the same body, so each
/// colour's joints can be solved at once on several threads, in blocks cut at fixed offsets, with
/// the same bits as one thread going through them in order. The order is the same for every
/// worker count: colour by colour — each colour's plain pins first, four at a time in
/// ``PinBundle``s, then its other joints, each part in joint order — and last the joints that
/// found every colour taken (the overflow), on the calling thread.
///
/// Layout, rebuilt each step:
/// - `jointGroups`: per packed constraint, its group — 2c for a plain pin of colour c
///   (``PinBundle/accepts(_:)``, when ``World/usesWideJointSolver``), 2c + 1 for its other
///   joints, ``overflowGroup`` for the rest — with ``springGroupBit`` set for a spring (one
///   byte: the sort reads only these);
/// - `jointOrder`: indices into `jointConstraints`, group by group;
/// - `rigidJoints`: the same order, without the springs (they take no warm start and no relax);
/// - `jointColorStarts`: two tables of ``jointStartsStride`` offsets, one into each list (entry
///   g where group g begins, the next after the overflow the list's end, the last the counting
///   sort's spare), then ``ConstraintGraph/colorLimit`` + 1 offsets into `pinBundles` (colour c's
///   bundles are `pinStarts[c]..<pinStarts[c + 1]`);
/// - `pinBundles`: each colour's plain pins, four to a bundle.
///
/// With fewer than ``jointColoringMinimum`` joints every joint is in the overflow and the order
/// is joint order, as it always was: a chain of a few links converges a little faster solved link
/// after link, and a few dozen joints take less time to solve than to hand to a thread.
extension World {
    /// The fewest joints in a world for which they are coloured. joint_grid20's 760 are; the
    /// catalogue's scenes and Box2D's falling hinges (40) are not. Counted in the world, not in the
    /// step, so a structure does not change its solve order as parts of it fall asleep.
    static let jointColoringMinimum = 256

    /// The bit of a `jointGroups` byte that marks a spring.
    static let springGroupBit: UInt8 = 0x80

    /// The group of the joints solved after the colours, on the calling thread.
    static var overflowGroup: Int { 2 * ConstraintGraph.colorLimit }

    /// Offsets per list table in `jointColorStarts`: each group's start, the end, and the spare
    /// the counting sort shifts into.
    static var jointStartsStride: Int { overflowGroup + 3 }

    /// Lays out `jointOrder`, `rigidJoints`, `jointColorStarts` and `pinBundles` from
    /// `jointGroups` and the groups' counts, which the packing left in `jointColorStarts` (see the
    /// extension's comment).
    func scheduleJoints() {
        let n = jointConstraints.count
        let stride = Self.jointStartsStride
        let overflow = Self.overflowGroup
        let colorLimit = ConstraintGraph.colorLimit
        jointOrder.reserve(n)
        jointOrder.count = n
        let order = jointOrder.base
        let rigid = rigidJoints.base
        let all = jointColorStarts.base
        let rigidStarts = all + stride
        let pinStarts = all + 2 * stride
        let groups = jointGroups.base
        guard jointCount >= Self.jointColoringMinimum else {
            for k in 0..<n { order[k] = Int32(truncatingIfNeeded: k) }
            all[overflow + 1] = Int32(truncatingIfNeeded: n)
            rigidStarts[overflow + 1] = Int32(truncatingIfNeeded: rigidJoints.count)
            pinBundles.count = 0
            return
        }
        // Counting sort: group g's count is in entry g + 2, so that after the prefix sum entry
        // g + 1 is where g begins; placing a joint advances it, which leaves entry g + 1 where g
        // ends (g + 1 begins) and entry g where g begins.
        let spring = Self.springGroupBit
        for g in 1..<stride {
            all[g] += all[g - 1]
            rigidStarts[g] += rigidStarts[g - 1]
        }
        for k in 0..<n {
            let g = Int(groups[k] & ~spring)
            let index = Int32(truncatingIfNeeded: k)
            order[Int(all[g + 1])] = index
            all[g + 1] += 1
            if groups[k] & spring == 0 {
                rigid[Int(rigidStarts[g + 1])] = index
                rigidStarts[g + 1] += 1
            }
        }
        // Each colour's plain pins, four to a bundle; a block's sides that a pin does not move
        // write to the block's scratch slot (see `gatherAwakeBodies`).
        var bundleCount = 0
        for c in 0..<colorLimit {
            pinStarts[c] = Int32(truncatingIfNeeded: bundleCount)
            bundleCount += Int(all[2 * c + 1] - all[2 * c] + 3) / 4
        }
        pinStarts[colorLimit] = Int32(truncatingIfNeeded: bundleCount)
        pinBundles.reserve(bundleCount)
        pinBundles.count = bundleCount
        let bundles = pinBundles.base
        let cs = jointConstraints.base
        let scratchBase = pinScratchBase
        for c in 0..<colorLimit {
            let first = Int(all[2 * c])
            let pins = Int(all[2 * c + 1]) - first
            let firstBundle = Int(pinStarts[c])
            for b in 0..<(pins + 3) / 4 {
                let bundle = firstBundle + b
                let scratch = scratchBase + Int32(truncatingIfNeeded: bundle / Blocks.pinBundles)
                var lanes = SIMD4<Int32>(repeating: -1)
                for j in 0..<Swift.min(4, pins - 4 * b) { lanes[j] = order[first + 4 * b + j] }
                bundles[bundle] = PinBundle(cs, lanes: lanes, scratch: scratch)
            }
        }
    }
}

extension JointStage {
    /// Runs a joint pass over `list` in list order: colour by colour, the colour's pin bundles
    /// (`pins`, over a range of bundles) and then its other joints (`kernel`, one each), each
    /// part with helpers in blocks on the pool (no two joints of a colour move the same body: the
    /// same bits as in order); then the overflow on this thread. `starts` is the list's table in
    /// ``World/jointColorStarts``.
    @inline(__always)
    func forEachJoint(
        _ list: UnsafeMutablePointer<Int32>, _ starts: UnsafeMutablePointer<Int32>,
        pins: (Range<Int>) -> Void, _ kernel: (UnsafeMutablePointer<JointConstraint>) -> Void
    ) {
        let overflow = World.overflowGroup
        @inline(__always) func each(_ range: Range<Int>) {
            for o in range { kernel(constraints + Int(list[o])) }
        }
        if starts[overflow] > 0 {
            for c in 0..<ConstraintGraph.colorLimit {
                let bundles = Int(pinStarts[c])..<Int(pinStarts[c + 1])
                if !bundles.isEmpty {
                    WorkerPool.forEachBlock(pool, bundles, size: World.Blocks.pinBundles, pins)
                }
                // Group 2c, the plain pins, is empty when there are no bundles.
                let rest = Int(starts[2 * c + 1])..<Int(starts[2 * c + 2])
                if !rest.isEmpty { WorkerPool.forEachBlock(pool, rest, size: World.Blocks.joints, each) }
            }
        }
        each(Int(starts[overflow])..<Int(starts[overflow + 1]))
    }
}

/// A joint as the solver scheduled it in the last step (for tests and debug drawing, which can
/// tint each joint by its colour).
///
/// ```swift
/// world.step(1.0 / 60)
/// let parallel = world.scheduledJoints.filter { $0.color != nil }.count
/// ```
public struct ScheduledJoint: Sendable, Equatable {
    /// The joint, as ``World/createJoint(_:)`` returned it.
    public var joint: JointID
    /// The joint's first body.
    public var bodyA: BodyID
    /// The joint's second body.
    public var bodyB: BodyID
    /// The graph colour it was solved in, or nil when it was solved on the calling thread after
    /// the colours (every joint of a step with fewer than a few hundred, in joint order).
    public var color: Int?
}

extension World {
    /// The joints of the last step in solve order: colour by colour, then the rest. Within a
    /// colour no two joints move the same body. Joints with no moving side are not solved and
    /// not listed.
    ///
    /// ```swift
    /// world.step(1.0 / 60)
    /// let colors = Set(world.scheduledJoints.compactMap(\.color)).count
    /// ```
    public var scheduledJoints: [ScheduledJoint] {
        var result: [ScheduledJoint] = []
        let n = jointOrder.count
        guard n == jointConstraints.count else { return [] }
        result.reserveCapacity(n)
        for o in 0..<n {
            let k = Int(jointOrder[o])
            let c = jointConstraints[k]
            let group = Int(jointGroups[k] & ~Self.springGroupBit)
            let color = group < Self.overflowGroup ? group / 2 : nil
            let j = joints[Int(c.joint)]
            guard j.isAlive else { continue }
            result.append(
                ScheduledJoint(
                    joint: JointID(index: c.joint, generation: j.generation),
                    bodyA: BodyID(index: j.bodyA, generation: bodies[Int(j.bodyA)].generation),
                    bodyB: BodyID(index: j.bodyB, generation: bodies[Int(j.bodyB)].generation),
                    color: color))
        }
        return result
    }
}
