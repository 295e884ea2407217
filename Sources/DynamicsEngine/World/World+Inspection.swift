/// Read-only views of the world's records for debug drawing and tools: shapes as geometry, joints,
/// fields and contact points. Each call copies what it returns (arrays allocate); none of it is on
/// the step's path, so take them only when something is to be drawn.
extension World {
    /// A body's shapes in the order they were created.
    ///
    /// ```swift
    /// for shape in world.shapes(of: box) { print(world.geometry(of: shape)) }
    /// ```
    public func shapes(of body: BodyID) -> [ShapeID] {
        var out: [ShapeID] = []
        var s = bodies[checked(body)].firstShape
        while s != -1 {
            out.append(ShapeID(index: s, generation: shapes[Int(s)].generation))
            s = shapes[Int(s)].nextShape
        }
        return out.reversed()
    }

    /// A shape's geometry in its body's frame, as it was created (polygons keep their corner radius).
    ///
    /// ```swift
    /// if case .polygon(let corners, let radius) = world.geometry(of: shape) { print(corners.count, radius) }
    /// ```
    public func geometry(of shape: ShapeID) -> ShapeGeometry {
        let record = shapes[checked(shape)]
        switch record.kind {
        case .circle:
            return .circle(center: record.center, radius: record.radius)
        case .polygon:
            let start = Int(record.vertexStart)
            let points = (0..<Int(record.vertexCount)).map { vertices[start + $0] }
            return record.isSegment
                ? .segment(points[0], points[1]) : .polygon(vertices: points, radius: record.radius)
        }
    }

    /// Every live joint id, in index order.
    public var jointIDs: [JointID] {
        (0..<joints.count).compactMap { i in
            joints[i].isAlive ? JointID(index: Int32(i), generation: joints[i].generation) : nil
        }
    }

    /// The relative rotation angle conj(qA)·qB of the joint's bodies when it was made (radians): a
    /// revolute joint's limits are measured from it, a weld and a slider hold it.
    ///
    /// ```swift
    /// let zero = world.angle(of: bodyA) + world.referenceAngle(of: pin)   // B's angle at no turn
    /// ```
    public func referenceAngle(of joint: JointID) -> Float { joints[checked(joint)].referenceRotation.angle }

    /// Every live field id, in creation order (slot order).
    public var fieldIDs: [FieldID] {
        fieldStore.slots.indices.compactMap { i in
            let slot = fieldStore.slots[i]
            return slot.isAlive ? FieldID(index: Int32(i), generation: slot.generation) : nil
        }
    }

    /// A field's current parameters.
    ///
    /// ```swift
    /// world.definition(of: field).strength
    /// ```
    public func definition(of field: FieldID) -> FieldDefinition { fieldStore.slots[checked(field)].def }

    /// The bodies a field acts on, in the order they joined.
    ///
    /// ```swift
    /// world.members(of: field).count
    /// ```
    public func members(of field: FieldID) -> [BodyID] { fieldStore.slots[checked(field)].members }

    /// Every contact point of every manifold, in contact order: speculative points (positive
    /// separation) included, since they are what the solver works with.
    ///
    /// ```swift
    /// for point in world.contactPoints where point.separation < Tolerances.linearSlop { print(point.point) }
    /// ```
    public var contactPoints: [ContactPoint] {
        var out: [ContactPoint] = []
        for i in 0..<contacts.count {
            let c = contacts[i]
            let m = c.manifold
            let a = ShapeID(index: c.shapeA, generation: shapes[Int(c.shapeA)].generation)
            let b = ShapeID(index: c.shapeB, generation: shapes[Int(c.shapeB)].generation)
            let centerA = bodies[Int(c.bodyA)].center
            for k in 0..<Int(m.pointCount) {
                let p = m[k]
                out.append(
                    ContactPoint(
                        shapeA: a, shapeB: b, point: centerA + p.anchorA, normal: m.normal,
                        separation: p.separation,
                        normalImpulse: p.normalImpulse, tangentImpulse: p.tangentImpulse))
            }
        }
        return out
    }
}

/// One point of a contact manifold (see ``World/contactPoints``).
///
/// ```swift
/// let resting = world.contactPoints.filter { $0.separation < Tolerances.linearSlop }
/// ```
public struct ContactPoint: Sendable, Equatable {
    /// The first shape of the pair (the normal points away from it).
    public var shapeA: ShapeID
    /// The second shape of the pair.
    public var shapeB: ShapeID
    /// World position midway between the two surfaces (metres): found by the last step's
    /// narrow phase and carried with shape A's body to where it is now.
    public var point: Vec2
    /// The unit normal, pointing from shape A to shape B.
    public var normal: Vec2
    /// Signed distance along the normal (metres): negative overlapping, positive speculative.
    public var separation: Float
    /// The normal impulse the solver accumulated at this point in the last step (N·s).
    public var normalImpulse: Float
    /// The friction impulse accumulated at this point in the last step (N·s).
    public var tangentImpulse: Float
}
