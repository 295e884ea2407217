import DynamicsEngine
import DynamicsEngineScenes
import Testing

/// A colour's plain pins and springs of rest length 0 solved four at a time (the wide joint
/// kernels) give exactly the bits of the scalar kernels solving them one after another: the wide
/// kernels repeat their operations lane by lane, and no two joints of a colour move the same body.
@Suite("Pins and springs four at a time")
struct PinBundleTests {
    /// State hashes every 10 steps of `build`'s world with the wide pin kernels on or off.
    static func hashes(_ build: () -> World, wide: Bool, workers: Int = 1, steps: Int = 120) -> [UInt64] {
        let world = build()
        world.usesWideJointSolver = wide
        world.workers = workers
        var hashes: [UInt64] = []
        for step in 1...steps {
            world.step(1.0 / 60)
            if step % 10 == 0 { hashes.append(world.stateHash) }
        }
        return hashes
    }

    /// How many of `build`'s joints the first step solved, and how many of those in bundles,
    /// with the wide kernels on or off.
    static func bundled(_ build: () -> World, wide: Bool) -> (scheduled: Int, bundled: Int) {
        let world = build()
        world.usesWideJointSolver = wide
        world.step(1.0 / 60)
        let scheduled = world.scheduledJoints
        return (scheduled.count, scheduled.filter { $0.isBundled }.count)
    }

    /// joint_grid20: 754 plain pins in four or five colours, hanging and swinging.
    @Test(arguments: [1, 2])
    func aGridOfPinsGivesTheScalarKernelsBits(workers: Int) {
        let build = { EngineScene.jointGrid(size: 20).world }
        // Every pin of the grid is plain: all go through the wide kernels, none without them.
        #expect(Self.bundled(build, wide: true) == (754, 754))
        #expect(Self.bundled(build, wide: false) == (754, 0))
        let scalar = Self.hashes(build, wide: false)
        #expect(scalar.count == 12)
        #expect(Self.hashes(build, wide: true, workers: workers) == scalar)
    }

    /// Every kind of joint in one world of more than 256, so that plain pins and springs of rest
    /// length 0 share colours with pins that have limits or friction, welds, sliders, ropes and
    /// longer springs (which stay scalar), and with sides that do not move: static anchors and a
    /// kinematic body.
    @Test(arguments: [1, 3])
    func plainPinsAmongEveryOtherKindGiveTheScalarKernelsBits(workers: Int) {
        func build() -> World {
            let world = JointScenes.world(gravity: Vec2(0, 10))
            let kinematic = world.createBody(BodyDefinition(type: .kinematic, position: Vec2(-1, 0)))
            world.setLinearVelocity(of: kinematic, Vec2(0.5, 0))
            let plain = JointDefinition.Kind.revolute(
                lowerAngle: -.infinity, upperAngle: .infinity, frictionTorque: 0)
            let kinds: [JointDefinition.Kind] = [
                plain, .revolute(lowerAngle: -0.3, upperAngle: 0.3, frictionTorque: 0),
                .revolute(lowerAngle: -.infinity, upperAngle: .infinity, frictionTorque: 0.5), .weld,
                .distance(length: 0.3, hertz: 4, dampingRatio: 0.5), .rope(maxLength: 0.35),
                .prismatic(localAxisA: Vec2(0, 1), lower: -0.05, upper: 0.05), plain,
                .distance(length: 0, hertz: 3, dampingRatio: 0.3),
            ]
            var above: [BodyID] = (0..<20).map { JointScenes.anchor(world, at: Vec2(Float($0) * 0.3, 0)) }
            var count = 0
            for row in 1...15 {
                var left: BodyID?
                for column in 0..<20 {
                    let ball = JointScenes.ball(world, at: Vec2(Float(column) * 0.3, Float(row) * 0.3))
                    world.createJoint(
                        JointDefinition(
                            kind: kinds[(row + column) % kinds.count], bodyA: above[column], bodyB: ball,
                            localAnchorB: Vec2(0, -0.15)))
                    if let left {
                        world.createJoint(
                            JointDefinition(
                                kind: plain, bodyA: left, bodyB: ball, localAnchorA: Vec2(0.15, 0),
                                localAnchorB: Vec2(-0.15, 0)))
                    }
                    if row == 15 && column % 5 == 0 {
                        world.createJoint(
                            JointDefinition(
                                kind: plain, bodyA: kinematic, bodyB: ball,
                                localAnchorA: Vec2(Float(column) * 0.3 + 1, Float(row) * 0.3)))
                    }
                    above[column] = ball
                    left = ball
                    count += 1
                }
            }
            #expect(count == 300)
            return world
        }
        #expect(build().jointCount == 589)
        // Some joints in bundles, the rest through the scalar kernels, in the same colours.
        let (scheduled, bundled) = Self.bundled(build, wide: true)
        #expect(bundled > 0 && bundled < scheduled)
        let scalar = Self.hashes(build, wide: false)
        #expect(Self.hashes(build, wide: true, workers: workers) == scalar)
    }

    /// 400 balls, each on a spring of rest length 0 to its own anchor 10 cm away (as in
    /// springs100x100) and to its right neighbour, the springs' frequencies and damping ratios
    /// differing from lane to lane: 780 springs in a few colours, no gravity.
    @Test(arguments: [1, 2])
    func aGridOfSpringsGivesTheScalarKernelsBits(workers: Int) {
        func build() -> World {
            let world = JointScenes.world()
            var k = 0
            for row in 0..<20 {
                var left: BodyID?
                for column in 0..<20 {
                    let anchor = Vec2(Float(column) * 0.3, Float(row) * 0.3)
                    let turn = Rotation(angle: 2 * Float.pi * Float(k % 17) / 17)
                    let ball = JointScenes.ball(world, at: anchor + turn.rotate(Vec2(0.1, 0)))
                    let hertz = Float(1 + k % 5)
                    let ratio = 0.1 * Float(k % 7)
                    world.createJoint(
                        JointDefinition(
                            kind: .distance(length: 0, hertz: hertz, dampingRatio: ratio),
                            bodyA: JointScenes.anchor(world, at: anchor), bodyB: ball))
                    if let left {
                        world.createJoint(
                            JointDefinition(
                                kind: .distance(length: 0, hertz: 6 - hertz, dampingRatio: 0.5), bodyA: left,
                                bodyB: ball, localAnchorA: Vec2(0.15, 0), localAnchorB: Vec2(-0.15, 0)))
                    }
                    left = ball
                    k += 1
                }
            }
            return world
        }
        #expect(build().jointCount == 780)
        #expect(Self.bundled(build, wide: true) == (780, 780))
        let scalar = Self.hashes(build, wide: false)
        // The springs move the balls: no two sampled states are the same.
        #expect(Set(scalar).count == scalar.count)
        #expect(Self.hashes(build, wide: true, workers: workers) == scalar)
    }

    /// The golden table's `springs20` row (`EngineScene.springs`): all of its 400 springs go
    /// through the wide kernels, so the table checks those on every CPU and worker count.
    @Test func theGoldenTablesSpringRowIsSolvedFourAtATime() {
        let build = { EngineScene.springs(rows: 20, columns: 20).world }
        #expect(Self.bundled(build, wide: true) == (400, 400))
        #expect(Self.hashes(build, wide: true) == Self.hashes(build, wide: false))
    }
}
