/// The order of the joint passes: colour by colour when the world has enough joints to share
/// between threads, in joint order otherwise.
///
/// Joints are coloured by the contacts' rule (``ConstraintGraph``), in their own pass, as they are
/// packed (``World/prepareJoints(_:)``): no two joints of a colour move the same body, so each
/// colour's joints can be solved at once on several threads, in blocks cut at fixed offsets, with
/// the same bits as one thread going through them in order. The order is the same for every
/// worker count: colours first, each in joint order, then the joints that found every colour
/// taken (the overflow), on the calling thread.
///
/// Layout, rebuilt each step:
/// - `jointGroups`: per packed constraint, its colour, or ``ConstraintGraph/colorLimit`` for
///   the overflow, with ``springGroupBit`` set for a spring (one byte: the sort reads only these);
/// - `jointOrder`: indices into `jointConstraints`, colour by colour, then the overflow;
/// - `rigidJoints`: the same order, without the springs (they take no warm start and no relax);
/// - `jointColorStarts`: two tables of ``jointStartsStride`` offsets, one into each list. Entry
///   c is where colour c begins, entry `colorLimit` where the overflow begins, `colorLimit + 1`
///   the list's end, and the last is the counting sort's spare.
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

    /// Offsets per table in `jointColorStarts`: each colour's start, the overflow's, the end, and
    /// the spare the counting sort shifts into.
    static var jointStartsStride: Int { ConstraintGraph.colorLimit + 3 }

    /// Lays out `jointOrder`, `rigidJoints` and `jointColorStarts` from `jointGroups` and the
    /// groups' counts, which the packing left in `jointColorStarts` (see the extension's comment).
    func scheduleJoints() {
        let n = jointConstraints.count
        let stride = Self.jointStartsStride
        let overflow = ConstraintGraph.colorLimit
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
    }
}

extension JointStage {
    /// Runs `kernel` on each listed constraint in list order: with helpers, each colour's range of
    /// `list` in blocks on the pool (no two joints of a colour move the same body: the same bits
    /// as in order), then the overflow on this thread. `starts` is the list's table in
    /// ``World/jointColorStarts``.
    @inline(__always)
    func forEachJoint(
        _ list: UnsafeMutablePointer<Int32>, _ starts: UnsafeMutablePointer<Int32>,
        _ kernel: (UnsafeMutablePointer<JointConstraint>) -> Void
    ) {
        let overflow = ConstraintGraph.colorLimit
        var first = 0
        if let pool {
            for c in 0..<overflow where starts[c] < starts[c + 1] {
                WorkerPool.forEachBlock(pool, Int(starts[c])..<Int(starts[c + 1]), size: World.Blocks.joints)
                {
                    range in
                    for o in range { kernel(constraints + Int(list[o])) }
                }
            }
            first = Int(starts[overflow])
        }
        for o in first..<Int(starts[overflow + 1]) { kernel(constraints + Int(list[o])) }
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
            let j = joints[Int(c.joint)]
            guard j.isAlive else { continue }
            result.append(
                ScheduledJoint(
                    joint: JointID(index: c.joint, generation: j.generation),
                    bodyA: BodyID(index: j.bodyA, generation: bodies[Int(j.bodyA)].generation),
                    bodyB: BodyID(index: j.bodyB, generation: bodies[Int(j.bodyB)].generation),
                    color: group < ConstraintGraph.colorLimit ? group : nil))
        }
        return result
    }
}
