import DynamicsEngine
import Testing

/// Joints as world citizens: ids, kinds, bodies' lifetimes, collision filtering, sleeping
/// islands and determinism.
@Suite("Joints in the world")
struct JointWorldTests {
    private typealias S = JointScenes

    @Test func createReadChangeAndDestroy() {
        let world = S.world()
        let anchor = S.anchor(world, at: .zero)
        let body = S.ball(world, at: Vec2(1, 0))
        let kind = JointDefinition.Kind.distance(length: 1, hertz: 2, dampingRatio: 0.5)
        let joint = world.createJoint(
            JointDefinition(kind: kind, bodyA: anchor, bodyB: body, localAnchorB: Vec2(0, 0.02)))
        #expect(world.jointCount == 1)
        #expect(world.isValid(joint))
        #expect(world.kind(of: joint) == kind)
        let (a, b) = world.anchors(of: joint)
        #expect(a == .zero && b == Vec2(1, 0.02))
        // A new length: the spring settles there.
        world.setKind(of: joint, .distance(length: 0.5, hertz: 2, dampingRatio: 1))
        for _ in 0..<480 { world.step(S.dt) }
        let (p, q) = world.anchors(of: joint)
        #expect(abs((q - p).length - 0.5) < 0.005)
        world.destroyJoint(joint)
        #expect(!world.isValid(joint))
        #expect(world.jointCount == 0)
        // A reused slot gets a new generation.
        let again = world.createJoint(JointDefinition(kind: .rope(maxLength: 2), bodyA: anchor, bodyB: body))
        #expect(again != joint && !world.isValid(joint) && world.isValid(again))
    }

    @Test func destroyingABodyDestroysItsJoints() {
        let world = S.world()
        let anchor = S.anchor(world, at: .zero)
        let a = S.ball(world, at: Vec2(1, 0))
        let b = S.ball(world, at: Vec2(2, 0))
        let j1 = world.createJoint(JointDefinition(kind: .weld, bodyA: anchor, bodyB: a))
        let j2 = world.createJoint(JointDefinition(kind: .rope(maxLength: 1), bodyA: a, bodyB: b))
        let j3 = world.createJoint(JointDefinition(kind: .rope(maxLength: 3), bodyA: anchor, bodyB: b))
        world.destroyBody(a)
        #expect(!world.isValid(j1) && !world.isValid(j2) && world.isValid(j3))
        #expect(world.jointCount == 1)
        world.step(S.dt)
    }

    /// Jointed bodies do not collide unless `collideConnected`; destroying the joint lets them.
    @Test func jointsSwitchOffContactsBetweenTheirBodies() {
        for collide in [false, true] {
            let world = S.world()
            let a = S.box(world, at: .zero)
            let b = S.box(world, at: Vec2(0.9, 0))
            world.step(S.dt)
            #expect(world.touchingContactCount == 1)
            let joint = world.createJoint(
                JointDefinition(kind: .weld, bodyA: a, bodyB: b, collideConnected: collide))
            world.step(S.dt)
            #expect(world.touchingContactCount == (collide ? 1 : 0))
            world.destroyJoint(joint)
            world.step(S.dt)
            world.step(S.dt)
            #expect(world.contactCount == 1)
        }
    }

    /// A chain (static pivot → a → b) falls asleep as one island and wakes as one.
    @Test func jointedBodiesSleepAndWakeTogether() {
        let world = S.world(gravity: Vec2(0, 10), sleep: true)
        let pivot = S.anchor(world, at: .zero)
        let a = S.ball(world, at: Vec2(0.3, 0.9))
        let b = S.ball(world, at: Vec2(0.6, 1.8))
        for body in [a, b] { world.setDamping(of: body, linear: 2, angular: 2) }
        world.createJoint(
            JointDefinition(kind: .distance(length: 1, hertz: 0, dampingRatio: 0), bodyA: pivot, bodyB: a))
        world.createJoint(
            JointDefinition(kind: .distance(length: 1, hertz: 0, dampingRatio: 0), bodyA: a, bodyB: b))
        var slept = false
        for _ in 0..<1800 {
            world.step(S.dt)
            #expect(world.isAwake(a) == world.isAwake(b))
            if !world.isAwake(a) {
                slept = true
                break
            }
        }
        #expect(slept)
        world.applyImpulse(to: b, Vec2(0.5, 0), at: world.worldCenter(of: b))
        #expect(world.isAwake(a) && world.isAwake(b))
        for _ in 0..<3 { world.step(S.dt) }
        // Moving the static pivot wakes what hangs from it.
        for _ in 0..<1800 where world.isAwake(a) { world.step(S.dt) }
        #expect(!world.isAwake(a) && !world.isAwake(b))
        world.setTransform(of: pivot, position: Vec2(0.2, 0), angle: 0)
        #expect(world.isAwake(a) && world.isAwake(b))
    }

    /// One body still, its partner moving: the still one stays awake (one island).
    @Test func aStillBodyJointedToAMovingOneStaysAwake() {
        let world = S.world(sleep: true)
        let a = S.ball(world, at: .zero)
        let b = S.ball(world, at: Vec2(1, 0))
        world.createJoint(JointDefinition(kind: .rope(maxLength: 100), bodyA: a, bodyB: b))
        world.setLinearVelocity(of: b, Vec2(0.5, 0))
        for _ in 0..<240 { world.step(S.dt) }
        #expect(world.isAwake(a))
    }

    /// Every kind of joint and some contacts: two fresh runs give the same bits.
    @Test func jointScenesAreDeterministic() {
        func run() -> UInt64 {
            let world = S.world(gravity: Vec2(0, 10), sleep: true)
            TestScenes.ground(world)
            let pivot = S.anchor(world, at: Vec2(0, -6))
            var previous = pivot
            for i in 0..<6 {
                let box = S.box(world, at: Vec2(Float(i) * 1.1 + 0.6, -6))
                let kind: JointDefinition.Kind
                switch i % 5 {
                case 0: kind = .revolute(lowerAngle: -1, upperAngle: 1, frictionTorque: 0.2)
                case 1: kind = .distance(length: 1.1, hertz: 3, dampingRatio: 0.2)
                case 2: kind = .rope(maxLength: 1.5)
                case 3: kind = .weld
                default: kind = .prismatic(localAxisA: Vec2(1, 0.2), lower: -0.5, upper: 0.5)
                }
                world.createJoint(
                    JointDefinition(
                        kind: kind, bodyA: previous, bodyB: box,
                        localAnchorA: previous == pivot ? .zero : Vec2(0.55, 0),
                        localAnchorB: Vec2(-0.55, 0)))
                previous = box
            }
            for i in 0..<8 { _ = S.box(world, at: Vec2(Float(i) - 3, -2 - Float(i % 3))) }
            TestScenes.run(world, steps: 600, dt: S.dt)
            return world.stateHash
        }
        #expect(run() == run())
    }
}
