import DynamicsEngine

extension WorldFile {
    /// Builds the engine world the file describes, mirrored into the engine's y-down frame
    /// ((x, y) → (x, −y), angles and angular velocities negated, polygon vertices reversed so they
    /// stay clockwise on screen). Contact and joint softness stay at the engine's defaults.
    /// Returns the world and the ids of the file's bodies, in file order.
    ///
    /// ```swift
    /// let (world, ids) = try WorldFile(contentsOf: "arch.json").makeWorld()
    /// world.step(1.0 / 60)
    /// ```
    func makeWorld() -> (world: World, bodies: [BodyID]) {
        let world = World(gravity: Self.mirrored(gravity))
        world.subSteps = subSteps
        world.isSleepEnabled = sleep
        var ids: [BodyID] = []
        for body in bodies {
            var def = BodyDefinition(
                type: body.type == "static" ? .static : body.type == "kinematic" ? .kinematic : .dynamic,
                position: Self.mirrored(body.position), angle: Float(-body.angle))
            def.linearVelocity = Self.mirrored(body.velocity)
            def.angularVelocity = Float(-body.angularVelocity)
            def.linearDamping = Float(body.linearDamping)
            def.angularDamping = Float(body.angularDamping)
            let id = world.createBody(def)
            var material = ShapeDefinition()
            material.density = Float(body.density)
            material.friction = Float(body.friction)
            material.restitution = Float(body.restitution)
            if !body.collides {
                material.categoryBits = 0
                material.maskBits = 0
            }
            for shape in body.shapes { world.createShape(on: id, Self.geometry(shape), material) }
            ids.append(id)
        }
        for joint in joints {
            let (a, b) = joint.bodies
            let frameA = world.transform(of: ids[a])
            let frameB = world.transform(of: ids[b])
            switch joint {
            case .revolute(_, _, let anchor):
                let point = Self.mirrored(anchor)
                world.createJoint(
                    JointDefinition(
                        kind: .revolute(lowerAngle: -.infinity, upperAngle: .infinity, frictionTorque: 0),
                        bodyA: ids[a], bodyB: ids[b], localAnchorA: frameA.inverseApply(point),
                        localAnchorB: frameB.inverseApply(point)))
            case .distance(_, _, let anchorA, let anchorB, let length, let hertz, let dampingRatio):
                world.createJoint(
                    JointDefinition(
                        kind: .distance(
                            length: Float(length), hertz: Float(hertz), dampingRatio: Float(dampingRatio)),
                        bodyA: ids[a], bodyB: ids[b],
                        localAnchorA: frameA.inverseApply(Self.mirrored(anchorA)),
                        localAnchorB: frameB.inverseApply(Self.mirrored(anchorB))))
            }
        }
        return (world, ids)
    }

    /// A y-up point or vector in the engine's y-down frame.
    static func mirrored(_ v: (x: Double, y: Double)) -> Vec2 { Vec2(Float(v.x), Float(-v.y)) }

    /// A y-up shape in the engine's y-down frame.
    static func geometry(_ shape: Shape) -> ShapeGeometry {
        switch shape {
        case .box(let halfWidth, let halfHeight, let center, let angle):
            return .box(
                halfWidth: Float(halfWidth), halfHeight: Float(halfHeight), center: mirrored(center),
                angle: Float(-angle))
        case .circle(let radius, let center):
            return .circle(center: mirrored(center), radius: Float(radius))
        case .polygon(let vertices):
            return .polygon(vertices: vertices.reversed().map(mirrored), radius: 0)
        }
    }
}
