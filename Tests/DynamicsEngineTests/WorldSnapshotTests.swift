import DynamicsEngine
import Testing

/// World snapshots: complete, so stepping on from a restore is bit-identical, in the same world
/// or in another one, and ids of the snapshot's moment are valid again.
@Suite("World snapshots")
struct WorldSnapshotTests {
    /// A tumbling pile in a box stirred by a turning kinematic paddle, a pendulum chain and an
    /// animated noise field.
    private func busyWorld() -> (World, [BodyID]) {
        let world = World(gravity: Vec2(0, 10))
        let ground = world.createBody(BodyDefinition(type: .static))
        world.createShape(on: ground, .box(halfWidth: 5, halfHeight: 0.5, center: Vec2(0, 5)))
        world.createShape(on: ground, .segment(Vec2(-5, -5), Vec2(-5, 5)))
        world.createShape(on: ground, .segment(Vec2(5, -5), Vec2(5, 5)))
        var bodies: [BodyID] = []
        for k in 0..<40 {
            let b = world.createBody(
                BodyDefinition(type: .dynamic, position: Vec2(Float(k % 8) - 3.5, Float(k / 8) * -1.1)))
            if k % 3 == 0 {
                world.createShape(on: b, .circle(center: .zero, radius: 0.4))
            } else {
                world.createShape(on: b, .box(halfWidth: 0.4, halfHeight: 0.3))
            }
            bodies.append(b)
        }
        var previous = world.createBody(BodyDefinition(type: .static, position: Vec2(0, -8)))
        for i in 0..<5 {
            let link = world.createBody(
                BodyDefinition(type: .dynamic, position: Vec2(Float(i + 1) * 0.5, -8)))
            world.createShape(on: link, .circle(center: .zero, radius: 0.1))
            world.createJoint(
                JointDefinition(
                    kind: .distance(length: 0.5, hertz: 0, dampingRatio: 0), bodyA: previous, bodyB: link))
            previous = link
            bodies.append(link)
        }
        let paddle = world.createBody(BodyDefinition(type: .kinematic, position: Vec2(0, 2)))
        world.createShape(on: paddle, .box(halfWidth: 1.5, halfHeight: 0.1))
        world.setAngularVelocity(of: paddle, 2)
        var noise = FieldDefinition(kind: .noise(seed: 42))
        noise.strength = 2
        noise.smoothness = 0.5
        noise.animationSpeed = 3
        let field = world.createField(noise)
        for b in bodies.prefix(20) { world.addBody(b, to: field) }
        return (world, bodies)
    }

    @Test func steppingOnFromARestoreIsBitIdentical() {
        let (world, bodies) = busyWorld()
        for _ in 0..<120 { world.step(1.0 / 120) }
        let saved = world.snapshot()
        for _ in 0..<600 { world.step(1.0 / 120) }
        let onward = world.stateHash
        // Change the world a lot: destroy bodies, add one, change gravity, then go back.
        world.destroyBody(bodies[3])
        world.destroyBody(bodies[17])
        let extra = world.createBody(BodyDefinition(type: .dynamic, position: Vec2(0, -3)))
        world.createShape(on: extra, .circle(center: .zero, radius: 0.5))
        world.gravity = Vec2(3, -2)
        for _ in 0..<60 { world.step(1.0 / 120) }
        world.restore(saved)
        #expect(world.isValid(bodies[3]) && world.isValid(bodies[17]))
        #expect(world.stepCount == saved.stepCount)
        for _ in 0..<600 { world.step(1.0 / 120) }
        #expect(world.stateHash == onward)
    }

    /// A crowd falling together: its tree is refit every step and, as tight as its last rebuild
    /// left it, not rebuilt (the rebuild's cost is part of the snapshot); once it lands and
    /// tumbles it is rebuilt again. A restore in mid-fall into a fresh world steps on the same.
    @Test func aFallingCrowdRestoredInMidFallStepsOnTheSame() {
        let world = World(gravity: Vec2(0, 10))
        let ground = world.createBody(BodyDefinition(type: .static))
        world.createShape(on: ground, .box(halfWidth: 12, halfHeight: 0.5, center: Vec2(0, 4)))
        // Scattered, drifting a little apart as they fall: a rebuild in mid-fall would split them
        // differently from the tree refit since the last one.
        var seed: UInt32 = 12_345
        func random() -> Float {
            seed = seed &* 1_664_525 &+ 1_013_904_223
            return Float(seed >> 8) / Float(1 << 24)
        }
        for k in 0..<300 {
            let b = world.createBody(
                BodyDefinition(type: .dynamic, position: Vec2(19 * random() - 9.5, -8 * random())))
            world.createShape(
                on: b,
                k % 2 == 0 ? .circle(center: .zero, radius: 0.2) : .box(halfWidth: 0.2, halfHeight: 0.2))
            world.setLinearVelocity(of: b, Vec2(0.4 * random() - 0.2, 0.4 * random() - 0.2))
        }
        for _ in 0..<20 { world.step(1.0 / 60) }
        let saved = world.snapshot()
        let other = World()
        other.restore(saved)
        for _ in 0..<240 {
            world.step(1.0 / 60)
            other.step(1.0 / 60)
        }
        #expect(other.stateHash == world.stateHash)
    }

    @Test func aSnapshotRestoresIntoAnotherWorld() {
        let (world, _) = busyWorld()
        for _ in 0..<200 { world.step(1.0 / 120) }
        let saved = world.snapshot()
        let other = World()
        other.restore(saved)
        #expect(other.stateHash == world.stateHash)
        for _ in 0..<300 {
            world.step(1.0 / 120)
            other.step(1.0 / 120)
        }
        #expect(other.stateHash == world.stateHash)
        #expect(saved.byteCount > 0)
    }
}
