import DynamicsEngine

extension EngineScene {
    /// Box2D v3's determinism scene, `FallingHinges`, in this engine's terms and mirrored into
    /// y-down (`Benchmarks/README.md`): 4 columns of 20 rounded boxes (half-extent 0.225 m, corner
    /// radius 0.025 m) tilted ±0.1 rad, each odd row hinged to the box below it with angle limits
    /// and friction, falling onto a static 80 × 2 m ground; sleeping on. Stepped until every body
    /// sleeps, it ends in the same state on every CPU.
    ///
    /// ```swift
    /// let hinges = EngineScene.fallingHinges()
    /// var frames = 0
    /// while hinges.world.hasAwakeDynamicBodies && frames < 10_000 {
    ///     hinges.world.step(1.0 / 60)
    ///     frames += 1
    /// }
    /// ```
    public static func fallingHinges() -> EngineScene {
        var scene = EngineScene(sleep: true)
        let world = scene.world
        let ground = world.createBody(BodyDefinition(type: .static, position: Vec2(0, 1)))
        world.createShape(on: ground, .box(halfWidth: 40, halfHeight: 1), material)
        let h: Float = 0.25
        let r: Float = 0.025
        let e = h - r
        let box = ShapeGeometry.polygon(
            vertices: [Vec2(-e, -e), Vec2(e, -e), Vec2(e, e), Vec2(-e, e)], radius: r)
        // Box2D's limits −0.1π…0.2π and anchors (−h, ±h), mirrored with y.
        let hinge = JointDefinition.Kind.revolute(
            lowerAngle: -0.2 * Float.pi, upperAngle: 0.1 * Float.pi, frictionTorque: 0.25)
        for j in 0..<4 {
            let x = -3.75 + 2.5 * Float(j)
            var below: BodyID?
            for i in 0..<20 {
                let angle: Float = i % 2 == 0 ? 0.1 : -0.1
                let b = world.createBody(
                    BodyDefinition(
                        type: .dynamic, position: Vec2(x + 0.1 * Float(i), -(h + 2 * h * Float(i))),
                        angle: angle))
                world.createShape(on: b, box, material)
                if i % 2 == 1, let lower = below {
                    let joint = JointDefinition(
                        kind: hinge, bodyA: lower, bodyB: b, localAnchorA: Vec2(-h, -h),
                        localAnchorB: Vec2(-h, h))
                    world.createJoint(joint)
                    scene.joints.append(joint)
                }
                below = b
                scene.bodies.append(b)
            }
        }
        return scene
    }

    /// 32 circles and boxes in zero gravity under four fields at once — a radial gravity with a
    /// non-integer falloff (the portable power function), a vortex inside a circular region, a
    /// seeded noise field and drag — so the fields' arithmetic is in the determinism table.
    ///
    /// ```swift
    /// let fields = EngineScene.fields()
    /// ```
    public static func fields() -> EngineScene {
        var scene = EngineScene(sleep: false)
        let world = scene.world
        world.gravity = .zero
        for k in 0..<32 {
            let (row, column) = k.quotientAndRemainder(dividingBy: 8)
            let b = world.createBody(
                BodyDefinition(
                    type: .dynamic, position: Vec2(-3.5 + Float(column), -1.5 + Float(row)),
                    angle: 0.05 * Float(k)))
            let shape: ShapeGeometry =
                k % 2 == 0 ? .circle(center: .zero, radius: 0.2) : .box(halfWidth: 0.15, halfHeight: 0.15)
            world.createShape(on: b, shape, material)
            scene.bodies.append(b)
        }
        var radial = FieldDefinition(kind: .radialGravity)
        radial.strength = 5
        radial.falloff = 1.5
        radial.minimumRadius = 0.1
        var vortex = FieldDefinition(kind: .vortex, position: Vec2(1, 0))
        vortex.strength = 2
        vortex.falloff = 1
        vortex.region = [.circle(radius: 3)]
        var noise = FieldDefinition(kind: .noise(seed: 42))
        noise.strength = 1
        noise.smoothness = 0.5
        noise.animationSpeed = 1
        var drag = FieldDefinition(kind: .drag)
        drag.strength = 0.5
        for def in [radial, vortex, noise, drag] {
            let field = world.createField(def)
            for b in scene.bodies { world.addBody(b, to: field) }
        }
        return scene
    }
}
