/// The order of the joint passes: colour by colour when the world has enough joints to share
/// between threads, in joint order otherwise.
///
/// Joints are coloured by the contacts' rule (``ConstraintGraph``), in their own pass, as they are
/// packed (``World/prepareJoints(_:)``): no two joints of a colour move the same body, so each
/// colour's joints can be solved at once on several threads, in blocks cut at fixed offsets, with
/// the same bits as one thread going through them in order. The order is the same for every
/// worker count: colour by colour — each colour's plain pins first, four at a time in
/// ``PinBundle``s, then its springs of rest length 0, four at a time in ``SpringBundle``s, then
/// its other joints, each part in joint order — and last the joints that found every colour
/// taken (the overflow), on the calling thread.
///
/// Layout, rebuilt each step:
/// - `jointGroups`: per packed constraint, its group — for colour c, 3c + ``pinGroup`` for a
///   plain pin (``PinBundle/accepts(_:)``) and 3c + ``springGroup`` for a spring of rest length
///   0 (``SpringBundle/accepts(_:)``), both when ``World/usesWideJointSolver``, 3c +
///   ``otherGroup`` for its other joints; ``overflowGroup`` for the rest — with
///   ``springGroupBit`` set for a spring (one byte: the sort reads only these);
/// - `jointOrder`: indices into `jointConstraints`, group by group;
/// - `rigidJoints`: the same order, without the springs (they take no warm start and no relax);
/// - `jointColorStarts`: two tables of ``jointStartsStride`` offsets, one into each list (entry
///   g where group g begins, the next after the overflow the list's end, the last the counting
///   sort's spare), then ``ConstraintGraph/colorLimit`` + 1 offsets into `pinBundles` (colour c's
///   bundles are `pinStarts[c]..<pinStarts[c + 1]`) and as many into `springBundles`;
/// - `pinBundles`, `springBundles`: each colour's plain pins and springs of rest length 0, four to
///   a bundle. Their blocks write the sides they do not move to scratch slots from
///   `jointScratchBase` on, one per block (pins and springs are never solved at the same time).
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

    /// A colour's groups, in solve order: its plain pins, its springs of rest length 0, its
    /// other joints (group `groupsPerColor · c + kind` for colour c).
    static let groupsPerColor = 3
    static let pinGroup = 0
    static let springGroup = 1
    static let otherGroup = 2

    /// The group of the joints solved after the colours, on the calling thread.
    static var overflowGroup: Int { groupsPerColor * ConstraintGraph.colorLimit }

    /// Offsets per list table in `jointColorStarts`: each group's start, the end, and the spare
    /// the counting sort shifts into.
    static var jointStartsStride: Int { overflowGroup + 3 }

    /// The entries of `jointColorStarts`: the two list tables, then each colour's first pin
    /// bundle and first spring bundle, each table with its end.
    static var jointStartsCount: Int { 2 * jointStartsStride + 2 * (ConstraintGraph.colorLimit + 1) }

    /// Lays out `jointOrder`, `rigidJoints`, `jointColorStarts` and the bundles from
    /// `jointGroups` and the groups' counts, which the packing left in `jointColorStarts` (see the
    /// extension's comment).
    func scheduleJoints() {
        let n = jointConstraints.count
        let stride = Self.jointStartsStride
        let overflow = Self.overflowGroup
        jointOrder.reserve(n)
        jointOrder.count = n
        let order = jointOrder.base
        let rigid = rigidJoints.base
        let all = jointColorStarts.base
        let rigidStarts = all + stride
        let groups = jointGroups.base
        guard jointCount >= Self.jointColoringMinimum else {
            for k in 0..<n { order[k] = Int32(truncatingIfNeeded: k) }
            all[overflow + 1] = Int32(truncatingIfNeeded: n)
            rigidStarts[overflow + 1] = Int32(truncatingIfNeeded: rigidJoints.count)
            pinBundles.count = 0
            springBundles.count = 0
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
        let cs = jointConstraints.base
        gather(Self.pinGroup, into: &pinBundles, starts: all + 2 * stride) {
            PinBundle(cs, lanes: $0, scratch: $1)
        }
        gather(
            Self.springGroup, into: &springBundles, starts: all + 2 * stride + ConstraintGraph.colorLimit + 1
        ) {
            SpringBundle(cs, lanes: $0, scratch: $1)
        }
    }

    /// Gathers each colour's group `kind` four to a bundle (`make`: a bundle from its lanes'
    /// constraint indices, −1 for an unused lane, and its block's scratch slot) into `bundles`,
    /// and each colour's first bundle into `bundleStarts` (then the end).
    private func gather<Bundle>(
        _ kind: Int, into bundles: inout RawArray<Bundle>, starts bundleStarts: UnsafeMutablePointer<Int32>,
        _ make: (SIMD4<Int32>, Int32) -> Bundle
    ) {
        let colorLimit = ConstraintGraph.colorLimit
        let all = jointColorStarts.base
        let order = jointOrder.base
        var count = 0
        for c in 0..<colorLimit {
            bundleStarts[c] = Int32(truncatingIfNeeded: count)
            let g = Self.groupsPerColor * c + kind
            count += Int(all[g + 1] - all[g] + 3) / 4
        }
        bundleStarts[colorLimit] = Int32(truncatingIfNeeded: count)
        bundles.reserve(count)
        bundles.count = count
        let base = bundles.base
        for c in 0..<colorLimit {
            let g = Self.groupsPerColor * c + kind
            let first = Int(all[g])
            let members = Int(all[g + 1]) - first
            for b in 0..<(members + 3) / 4 {
                let index = Int(bundleStarts[c]) + b
                var lanes = SIMD4<Int32>(repeating: -1)
                for j in 0..<Swift.min(4, members - 4 * b) { lanes[j] = order[first + 4 * b + j] }
                base[index] = make(
                    lanes, jointScratchBase + Int32(truncatingIfNeeded: index / Blocks.jointBundles))
            }
        }
    }
}

extension JointStage {
    /// Runs a joint pass over `list` in list order: colour by colour, the colour's pin bundles
    /// (`pins`, over a range of bundles), with `springs` its spring bundles, and then its other
    /// joints (`kernel`, one each), each part with helpers in blocks on the pool (no two joints
    /// of a colour move the same body: the same bits as in order); then the overflow on this
    /// thread. `starts` is the list's table in ``World/jointColorStarts``.
    @inline(__always)
    func forEachJoint(
        _ list: UnsafeMutablePointer<Int32>, _ starts: UnsafeMutablePointer<Int32>,
        pins: (Range<Int>) -> Void, springs: Bool = false, _ springKernel: (Range<Int>) -> Void = { _ in },
        _ kernel: (UnsafeMutablePointer<JointConstraint>) -> Void
    ) {
        let overflow = World.overflowGroup
        @inline(__always) func each(_ range: Range<Int>) {
            for o in range { kernel(constraints + Int(list[o])) }
        }
        if starts[overflow] > 0 {
            for c in 0..<ConstraintGraph.colorLimit {
                let pinRange = Int(pinStarts[c])..<Int(pinStarts[c + 1])
                if !pinRange.isEmpty {
                    WorkerPool.forEachBlock(pool, pinRange, size: World.Blocks.jointBundles, pins)
                }
                let springRange = Int(springStarts[c])..<Int(springStarts[c + 1])
                if springs && !springRange.isEmpty {
                    WorkerPool.forEachBlock(pool, springRange, size: World.Blocks.jointBundles, springKernel)
                }
                // The groups of the bundled kinds are empty when there are no bundles.
                let g = World.groupsPerColor * c + World.otherGroup
                let rest = Int(starts[g])..<Int(starts[g + 1])
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
    /// Whether it was solved four at a time with other joints of its colour by the wide kernels
    /// (a plain pin or a spring of rest length 0, when ``World/usesWideJointSolver``).
    ///
    /// ```swift
    /// let wide = world.scheduledJoints.filter { $0.isBundled }.count
    /// ```
    public var isBundled: Bool
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
            let color = group < Self.overflowGroup ? group / Self.groupsPerColor : nil
            let bundled = color != nil && group % Self.groupsPerColor != Self.otherGroup
            let j = joints[Int(c.joint)]
            guard j.isAlive else { continue }
            result.append(
                ScheduledJoint(
                    joint: JointID(index: c.joint, generation: j.generation),
                    bodyA: BodyID(index: j.bodyA, generation: bodies[Int(j.bodyA)].generation),
                    bodyB: BodyID(index: j.bodyB, generation: bodies[Int(j.bodyB)].generation),
                    color: color, isBundled: bundled))
        }
        return result
    }
}
