import DynamicsEngine
import Testing

/// Sleeping follows the rule that wakes: a body with a speculative contact (manifold points, not
/// touching) is in one island with its neighbour. When islands were linked only over touching
/// contacts, a box resting 1 pt from a moving neighbour fell asleep alone and the neighbour woke
/// it at once through that contact, every half second for ever; Box2D's falling hinges did not
/// sleep within 10,000 frames at a 6 pt broad-phase margin (issue 40).
@Suite struct IslandSleepTests {
    /// A box on the ground 1 pt (0.01 m) from a wheel that spins in place without friction.
    static func boxBesideSpinningWheel() -> (World, box: BodyID, wheel: BodyID) {
        let world = World()
        TestScenes.ground(world)
        var slippery = TestScenes.material
        slippery.friction = 0
        let wheel = world.createBody(BodyDefinition(type: .dynamic, position: Vec2(0, -0.5)))
        world.createShape(on: wheel, .circle(center: .zero, radius: 0.5), slippery)
        let box = world.createBody(BodyDefinition(type: .dynamic, position: Vec2(1.01, -0.5)))
        world.createShape(on: box, .box(halfWidth: 0.5, halfHeight: 0.5), TestScenes.material)
        world.setDamping(of: wheel, linear: 0, angular: 0)
        world.setAngularVelocity(of: wheel, 2)
        return (world, box, wheel)
    }

    @Test func aBodyBesideAnAwakeNeighbourNeitherSleepsNorFlickers() {
        let (world, box, wheel) = Self.boxBesideSpinningWheel()
        // Settle, then count every fall asleep of the still box over 5 s while the wheel spins.
        TestScenes.run(world, steps: 60)
        var sleeps = 0
        var wasAwake = world.isAwake(box)
        for _ in 0..<300 {
            world.step(1.0 / 60)
            if wasAwake && !world.isAwake(box) { sleeps += 1 }
            wasAwake = world.isAwake(box)
        }
        #expect(world.isAwake(wheel))
        #expect(sleeps == 0, "the box fell asleep \(sleeps) times beside the spinning wheel")
        // The wheel stopped: both sleep together after the half second and stay asleep.
        world.setAngularVelocity(of: wheel, 0)
        var frames = 0
        while world.hasAwakeDynamicBodies && frames < 600 {
            world.step(1.0 / 60)
            frames += 1
        }
        #expect(frames < 90, "asleep after \(frames) frames")
        TestScenes.run(world, steps: 300)
        #expect(!world.isAwake(box) && !world.isAwake(wheel))
    }
}
