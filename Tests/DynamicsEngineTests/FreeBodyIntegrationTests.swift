import DynamicsEngine
import Testing

/// Bodies that no constraint touches go through a step's sub-steps at once, four at a time
/// (`World.integrateFreeGroups`); the sub-step loops skip their groups. The operations are the
/// same, in the same order, so the fused path must give the same bits as the sub-step loops.
@Suite("Free bodies through all sub-steps at once")
struct FreeBodyIntegrationTests {
    /// A world with every case the integration handles: free bodies falling, damped, spinning
    /// past the spin limit, thrown past the speed limit, slowing into the subnormal flush; a
    /// kinematic body; a spring between two bodies; boxes landing on the ground (contacts).
    private static func mixedWorld(fuses: Bool, workers: Int = 1, crowd: Int = 0) -> (World, [BodyID]) {
        let world = World(workers: workers)
        world.fusesFreeBodies = fuses
        world.isSleepEnabled = false
        TestScenes.ground(world, halfWidth: 40)
        var bodies: [BodyID] = []
        func body(_ type: BodyType = .dynamic, at p: Vec2, _ shape: ShapeGeometry? = nil) -> BodyID {
            let b = world.createBody(BodyDefinition(type: type, position: p))
            world.createShape(on: b, shape ?? .box(halfWidth: 0.2, halfHeight: 0.1), ShapeDefinition())
            bodies.append(b)
            return b
        }
        for i in 0..<23 {
            let shape: ShapeGeometry? = i % 2 == 0 ? .circle(center: .zero, radius: 0.15) : nil
            let b = body(at: Vec2(Float(i) - 11, -20 - Float(i % 3)), shape)
            switch i % 5 {
            case 0: world.setDamping(of: b, linear: 0.8, angular: 0)
            case 1: world.setAngularVelocity(of: b, 900)  // over the spin limit
            case 2: world.setLinearVelocity(of: b, Vec2(3e4, -2e4))  // over the speed limit
            case 3: world.setLinearVelocity(of: b, Vec2(1e-20, 2))  // flushed to zero
            default:
                world.setDamping(of: b, linear: 0, angular: 2)
                world.setAngularVelocity(of: b, -3)
            }
        }
        let mover = body(.kinematic, at: Vec2(0, -30))
        world.setLinearVelocity(of: mover, Vec2(1, 0.5))
        world.setAngularVelocity(of: mover, 0.3)
        let a = body(at: Vec2(5, -12))
        let b = body(at: Vec2(6.5, -12))
        world.createJoint(
            JointDefinition(kind: .distance(length: 1, hertz: 2, dampingRatio: 0.1), bodyA: a, bodyB: b))
        for i in 0..<6 { _ = body(at: Vec2(-3 + Float(i), -0.5)) }
        // A falling crowd, every fifth item on a spring to the one before it.
        for i in 0..<crowd {
            let item = body(at: Vec2(Float(i % 40) - 20, -40 - Float(i / 40)))
            if i % 5 == 4 {
                world.createJoint(
                    JointDefinition(
                        kind: .distance(length: 1, hertz: 3, dampingRatio: 0.2),
                        bodyA: bodies[bodies.count - 2],
                        bodyB: item))
            }
        }
        return (world, bodies)
    }

    /// One worker, and three on a crowd of 600 more (blocks of 256 bodies: groups of four are
    /// counted from each block's start, in the fused pass and the sub-step loops alike).
    @Test(arguments: [(1, 0), (3, 600)])
    func theFusedPathGivesTheSubStepLoopsBits(workers: Int, crowd: Int) {
        let (fused, bodies) = Self.mixedWorld(fuses: true, workers: workers, crowd: crowd)
        let (reference, _) = Self.mixedWorld(fuses: false, crowd: crowd)
        var fusedSteps = 0
        for step in 0..<150 {
            fused.step(1.0 / 120)
            reference.step(1.0 / 120)
            if fused.lastStepFusedFreeBodies { fusedSteps += 1 }
            #expect(!reference.lastStepFusedFreeBodies)
            guard fused.stateHash == reference.stateHash else {
                let moved = bodies.filter {
                    fused.position(of: $0) != reference.position(of: $0)
                        || fused.linearVelocity(of: $0) != reference.linearVelocity(of: $0)
                        || fused.angularVelocity(of: $0) != reference.angularVelocity(of: $0)
                }
                Issue.record("step \(step): \(moved.count) bodies differ")
                return
            }
        }
        // The comparison means something only if the fused path ran: the free fallers are in
        // flight the whole run.
        #expect(fusedSteps == 150)
        // The case the fused path is for: free bodies falling under gravity alone, v = g·t.
        let t: Float = 150.0 / 120
        let faller = bodies[9]  // i = 9: a box, damped only in its turn
        #expect(
            abs(fused.linearVelocity(of: faller).y - fused.gravity.y * t) < 1e-3 * abs(fused.gravity.y * t))
    }
}
