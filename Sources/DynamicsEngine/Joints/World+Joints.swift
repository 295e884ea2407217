/// A body's joints: the head of its edge list (see ``Joint``) and how many there are.
@usableFromInline
struct BodyJoints: Sendable {
    var head: Int32
    var count: Int32
}

/// Creating, changing and reading joints. Every change wakes both bodies.
extension World {
    /// Ties two bodies together; returns the joint's id.
    ///
    /// A joint wakes both bodies, makes them one sleeping island while both are dynamic, and
    /// (unless `collideConnected`) stops contacts between them, ending any they have now.
    ///
    /// ```swift
    /// let pin = world.createJoint(JointDefinition(
    ///     kind: .revolute(lowerAngle: -.infinity, upperAngle: .infinity, frictionTorque: 0),
    ///     bodyA: ground, bodyB: door, localAnchorA: Vec2(0, -1), localAnchorB: Vec2(-0.5, 0)))
    /// ```
    @discardableResult
    public func createJoint(_ def: JointDefinition) -> JointID {
        let a = checked(def.bodyA)
        let b = checked(def.bodyB)
        precondition(a != b, "a joint needs two different bodies, got \(def.bodyA) twice")
        let index: Int32
        var generation: UInt32 = 1
        if let reused = freeJoints.popLast() {
            index = reused
            generation = joints[Int(reused)].generation &+ 1
        } else {
            index = Int32(joints.count)
            joints.append(.dead)
        }
        let qA = bodies[a].transform.q
        let qB = bodies[b].transform.q
        var joint = Joint.dead
        joint.generation = generation
        joint.isAlive = true
        joint.collideConnected = def.collideConnected
        joint.bodyA = Int32(a)
        joint.bodyB = Int32(b)
        joint.localAnchorA = def.localAnchorA
        joint.localAnchorB = def.localAnchorB
        joint.referenceRotation = Self.relative(qA, qB)
        Self.apply(def.kind, to: &joint)
        joint.frameAnchorA = def.localAnchorA
        if joint.type == .weld {
            let anchorB = bodies[b].transform.apply(def.localAnchorB)
            joint.frameAnchorA = bodies[a].transform.inverseApply(anchorB)
        }
        joints[Int(index)] = joint
        link(Int(index))
        if !def.collideConnected { destroyContacts(between: Int32(a), Int32(b)) }
        wake(a)
        wake(b)
        return JointID(index: index, generation: generation)
    }

    /// Removes a joint and wakes both bodies; bodies that may collide again do so from the next
    /// step.
    ///
    /// ```swift
    /// world.destroyJoint(pin)
    /// ```
    public func destroyJoint(_ id: JointID) { destroyJointStorage(checked(id)) }

    /// Whether `id` names a live joint.
    public func isValid(_ id: JointID) -> Bool {
        id.index >= 0 && Int(id.index) < joints.count && joints[Int(id.index)].isAlive
            && joints[Int(id.index)].generation == id.generation
    }

    /// The joint's kind with its current parameters.
    ///
    /// ```swift
    /// if case .distance(let length, _, _) = world.kind(of: joint) { print(length) }
    /// ```
    public func kind(of joint: JointID) -> JointDefinition.Kind {
        let j = joints[checked(joint)]
        switch j.type {
        case .distance: return .distance(length: j.length, hertz: j.hertz, dampingRatio: j.dampingRatio)
        case .rope: return .rope(maxLength: j.length)
        case .revolute:
            return .revolute(lowerAngle: j.lower, upperAngle: j.upper, frictionTorque: j.frictionTorque)
        case .prismatic: return .prismatic(localAxisA: j.localAxisA, lower: j.lower, upper: j.upper)
        case .weld: return .weld
        }
    }

    /// Replaces the kind's parameters (same case only; e.g. new length or spring), wakes both bodies.
    ///
    /// ```swift
    /// world.setKind(of: spring, .distance(length: 0.5, hertz: 4, dampingRatio: 0.5))
    /// ```
    public func setKind(of joint: JointID, _ kind: JointDefinition.Kind) {
        let j = checked(joint)
        var record = joints[j]
        let type = Self.type(of: kind)
        precondition(
            type == record.type, "setKind keeps the joint's kind: \(joint) is a \(record.type), not a \(type)"
        )
        Self.apply(kind, to: &record)
        joints[j] = record
        wake(Int(record.bodyA))
        wake(Int(record.bodyB))
    }

    /// World positions of the two anchors.
    ///
    /// ```swift
    /// let (a, b) = world.anchors(of: rope)
    /// let stretch = (b - a).length
    /// ```
    public func anchors(of joint: JointID) -> (a: Vec2, b: Vec2) {
        let j = joints[checked(joint)]
        return (
            bodies[Int(j.bodyA)].transform.apply(j.localAnchorA),
            bodies[Int(j.bodyB)].transform.apply(j.localAnchorB)
        )
    }

    /// The bodies a joint connects.
    public func bodies(of joint: JointID) -> (a: BodyID, b: BodyID) {
        let j = joints[checked(joint)]
        return (
            BodyID(index: j.bodyA, generation: bodies[Int(j.bodyA)].generation),
            BodyID(index: j.bodyB, generation: bodies[Int(j.bodyB)].generation)
        )
    }

    /// The number of live joints.
    public var jointCount: Int { joints.count - freeJoints.count }

    // MARK: Storage

    @inline(__always)
    func checked(_ id: JointID) -> Int {
        precondition(isValid(id), "\(id) is not a live joint of this world")
        return Int(id.index)
    }

    /// conj(qA)·qB: B's rotation seen from A.
    @inline(__always)
    static func relative(_ qA: Rotation, _ qB: Rotation) -> Rotation {
        Rotation(c: qA.c * qB.c + qA.s * qB.s, s: qA.c * qB.s - qA.s * qB.c)
    }

    static func type(of kind: JointDefinition.Kind) -> JointType {
        switch kind {
        case .distance: return .distance
        case .rope: return .rope
        case .revolute: return .revolute
        case .prismatic: return .prismatic
        case .weld: return .weld
        }
    }

    /// Writes a kind's parameters into a record (validating them).
    static func apply(_ kind: JointDefinition.Kind, to joint: inout Joint) {
        joint.type = type(of: kind)
        switch kind {
        case .distance(let length, let hertz, let dampingRatio):
            precondition(length >= 0 && length.isFinite, "distance joint length must be finite and ≥ 0")
            precondition(hertz >= 0 && hertz.isFinite, "distance joint hertz must be finite and ≥ 0")
            precondition(dampingRatio.isFinite, "distance joint damping ratio must be finite")
            joint.length = length
            joint.hertz = hertz
            joint.dampingRatio = dampingRatio
            joint.springH = 0
        case .rope(let maxLength):
            precondition(maxLength >= 0 && maxLength.isFinite, "rope maxLength must be finite and ≥ 0")
            joint.length = maxLength
        case .revolute(let lower, let upper, let frictionTorque):
            precondition(lower <= upper, "revolute lowerAngle must not exceed upperAngle")
            precondition(frictionTorque >= 0, "revolute frictionTorque must be ≥ 0")
            joint.lower = lower
            joint.upper = upper
            joint.frictionTorque = frictionTorque
            joint.hasLimit = lower.isFinite || upper.isFinite
        case .prismatic(let axis, let lower, let upper):
            precondition(
                axis.lengthSquared > 0 && axis.isFinite, "prismatic axis must be a finite non-zero vector")
            precondition(lower <= upper, "prismatic lower must not exceed upper")
            joint.localAxisA = axis.normalized
            joint.lower = lower
            joint.upper = upper
            joint.hasLimit = lower.isFinite || upper.isFinite
        case .weld:
            break
        }
    }

    /// Adds joint `j` to the edge lists of both its bodies (at the head).
    private func link(_ j: Int) {
        for side in 0..<2 {
            let body = Int(side == 0 ? joints[j].bodyA : joints[j].bodyB)
            let edge = Int32(2 * j + side)
            let head = bodyJoints[body].head
            setNextEdge(edge, head)
            setPrevEdge(edge, -1)
            if head != -1 { setPrevEdge(head, edge) }
            bodyJoints[body] = BodyJoints(head: edge, count: bodyJoints[body].count + 1)
        }
    }

    private func unlink(_ j: Int) {
        for side in 0..<2 {
            let body = Int(side == 0 ? joints[j].bodyA : joints[j].bodyB)
            let edge = Int32(2 * j + side)
            let next = nextEdge(edge)
            let prev = prevEdge(edge)
            if prev != -1 { setNextEdge(prev, next) } else { bodyJoints[body].head = next }
            if next != -1 { setPrevEdge(next, prev) }
            bodyJoints[body].count -= 1
        }
    }

    @inline(__always)
    func nextEdge(_ e: Int32) -> Int32 {
        e & 1 == 0 ? joints[Int(e >> 1)].nextEdgeA : joints[Int(e >> 1)].nextEdgeB
    }

    @inline(__always)
    private func prevEdge(_ e: Int32) -> Int32 {
        e & 1 == 0 ? joints[Int(e >> 1)].prevEdgeA : joints[Int(e >> 1)].prevEdgeB
    }

    @inline(__always)
    private func setNextEdge(_ e: Int32, _ value: Int32) {
        if e & 1 == 0 { joints[Int(e >> 1)].nextEdgeA = value } else { joints[Int(e >> 1)].nextEdgeB = value }
    }

    @inline(__always)
    private func setPrevEdge(_ e: Int32, _ value: Int32) {
        if e & 1 == 0 { joints[Int(e >> 1)].prevEdgeA = value } else { joints[Int(e >> 1)].prevEdgeB = value }
    }

    /// The body at the far end of edge `e`.
    @inline(__always)
    func otherBody(_ e: Int32) -> Int32 {
        e & 1 == 0 ? joints[Int(e >> 1)].bodyB : joints[Int(e >> 1)].bodyA
    }

    private func destroyJointStorage(_ j: Int) {
        let joint = joints[j]
        unlink(j)
        wake(Int(joint.bodyA))
        wake(Int(joint.bodyB))
        if !joint.collideConnected {
            // The pair may touch again: let the broad phase look at both bodies' shapes anew.
            markShapesChanged(Int(joint.bodyA))
            markShapesChanged(Int(joint.bodyB))
        }
        var dead = Joint.dead
        dead.generation = joint.generation
        joints[j] = dead
        freeJoints.append(Int32(j))
    }

    /// Destroys every joint of body `b` (when the body is destroyed).
    func destroyJoints(ofBody b: Int) {
        while bodyJoints[b].head != -1 { destroyJointStorage(Int(bodyJoints[b].head >> 1)) }
    }

    /// Wakes the bodies jointed to `b` (after `b` moved from outside the step).
    func wakeJointPartners(_ b: Int) {
        var e = bodyJoints[b].head
        while e != -1 {
            wake(Int(otherBody(e)))
            e = nextEdge(e)
        }
    }

    private func markShapesChanged(_ b: Int) {
        var s = bodies[b].firstShape
        while s != -1 {
            if shapes[Int(s)].proxy != -1 { markChanged(Int(s)) }
            s = shapes[Int(s)].nextShape
        }
    }

    /// Ends the contacts between two bodies (a joint that does not collide its bodies).
    private func destroyContacts(between a: Int32, _ b: Int32) {
        forEachContact(between: a, b) { destroyContact($0) }
    }

    /// Whether a joint between bodies `a` and `b` switches their contacts off. Walks the shorter
    /// of the two bodies' joint lists.
    @inline(__always)
    func jointsPreventContact(_ a: Int32, _ b: Int32) -> Bool {
        Self.jointsPreventContact(a, b, lists: bodyJoints.base, joints: joints.base)
    }

    /// ``jointsPreventContact(_:_:)`` over the buffers' base pointers, for a kernel that took
    /// them once (each read of a stored buffer from the class is an exclusivity check).
    @inline(__always)
    static func jointsPreventContact(
        _ a: Int32, _ b: Int32, lists: UnsafeMutablePointer<BodyJoints>, joints: UnsafeMutablePointer<Joint>
    ) -> Bool {
        let ja = lists[Int(a)]
        let jb = lists[Int(b)]
        if ja.count == 0 || jb.count == 0 { return false }
        var e = ja.count <= jb.count ? ja.head : jb.head
        let other = ja.count <= jb.count ? b : a
        while e != -1 {
            let joint = joints + Int(e >> 1)
            let fromA = e & 1 == 0
            if (fromA ? joint.pointee.bodyB : joint.pointee.bodyA) == other && !joint.pointee.collideConnected
            {
                return true
            }
            e = fromA ? joint.pointee.nextEdgeA : joint.pointee.nextEdgeB
        }
        return false
    }
}
