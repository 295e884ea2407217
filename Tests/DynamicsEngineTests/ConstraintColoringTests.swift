import DynamicsEngine
import DynamicsEngineScenes
import Testing

@Suite("Constraint colouring")
struct ConstraintColoringTests {
    @Test func noTwoContactsOfAColorMoveTheSameBody() {
        let world = World()
        world.isSleepEnabled = false
        _ = TestScenes.pyramid(world, base: 20)
        for step in 0..<30 {
            world.step(1.0 / 60)
            let scheduled = world.scheduledContacts
            #expect(!scheduled.isEmpty)
            var seen: [Int: Set<BodyID>] = [:]
            for c in scheduled {
                guard let color = c.color else { continue }
                for body in [c.bodyA, c.bodyB] where world.type(of: body) == .dynamic {
                    let fresh = seen[color, default: []].insert(body).inserted
                    #expect(fresh, "step \(step): \(body) twice in colour \(color)")
                }
            }
        }
    }

    @Test func staticBodiesTakeNoColorSlot() {
        // Fifty separate boxes on one floor: the floor never serialises them, all share colour 0.
        let world = World()
        world.isSleepEnabled = false
        TestScenes.ground(world)
        for i in 0..<50 {
            let b = world.createBody(BodyDefinition(type: .dynamic, position: Vec2(Float(i) * 1.5, -0.5)))
            world.createShape(on: b, .box(halfWidth: 0.5, halfHeight: 0.5), TestScenes.material)
        }
        world.step(1.0 / 60)
        let scheduled = world.scheduledContacts
        #expect(scheduled.count == 50)
        #expect(scheduled.allSatisfy { $0.color == 0 })
    }

    @Test func pyramidNeedsFewColorsAndNothingOverflows() {
        let world = World()
        world.isSleepEnabled = false
        _ = TestScenes.pyramid(world, base: 40)
        TestScenes.run(world, steps: 10)
        let scheduled = world.scheduledContacts
        let colors = Set(scheduled.compactMap(\.color))
        #expect(scheduled.allSatisfy { $0.color != nil })
        #expect(colors.count <= 12)
        // Solve order is colour by colour.
        let order = scheduled.compactMap(\.color)
        #expect(order == order.sorted())
    }

    @Test func scalarModeSchedulesEverythingAsOverflow() {
        let world = World()
        world.usesWideContactSolver = false
        _ = TestScenes.stack(world, count: 4)
        world.step(1.0 / 60)
        #expect(world.scheduledContacts.count == 4)
        #expect(world.scheduledContacts.allSatisfy { $0.color == nil })
    }

    @Test func contactsBeyondTheColorLimitOverflowToTheScalarPath() {
        // A plank resting on thirty small boxes is moved by thirty contacts, more than there are
        // colours, so some overflow to the scalar kernels; the pile must still hold.
        let world = World()
        world.isSleepEnabled = false
        TestScenes.ground(world)
        for i in 0..<30 {
            let b = world.createBody(
                BodyDefinition(type: .dynamic, position: Vec2(Float(i) * 0.5 - 7.25, -0.25)))
            world.createShape(on: b, .box(halfWidth: 0.24, halfHeight: 0.25), TestScenes.material)
        }
        let plank = world.createBody(BodyDefinition(type: .dynamic, position: Vec2(0, -0.75)))
        world.createShape(on: plank, .box(halfWidth: 7.6, halfHeight: 0.25), TestScenes.material)
        TestScenes.run(world, steps: 120)
        let scheduled = world.scheduledContacts
        #expect(scheduled.contains { $0.color == nil })
        #expect(scheduled.contains { $0.color != nil })
        #expect(abs(world.position(of: plank).y - -0.75) < 0.02)
        #expect(abs(world.linearVelocity(of: plank).y) < 0.05)
    }

    /// joint_grid20: 760 pins, 754 of them with a moving side (the static top row's middle seven
    /// are pinned to each other six times). Every pin gets a colour (a body has at most four),
    /// the list goes colour by colour, and no body moves twice within a colour.
    @Test func noTwoJointsOfAColorMoveTheSameBody() {
        let world = EngineScene.jointGrid(size: 20).world
        for step in 0..<20 {
            world.step(1.0 / 60)
            let scheduled = world.scheduledJoints
            #expect(scheduled.count == 754)
            #expect(scheduled.allSatisfy { $0.color != nil })
            let order = scheduled.compactMap(\.color)
            #expect(order == order.sorted())
            // Greedy colouring of a graph of degree at most 4 needs at most 5 colours.
            #expect(Set(order).count <= 5)
            var seen: [Int: Set<BodyID>] = [:]
            for j in scheduled {
                guard let color = j.color else { continue }
                for body in [j.bodyA, j.bodyB] where world.type(of: body) == .dynamic {
                    let fresh = seen[color, default: []].insert(body).inserted
                    #expect(fresh, "step \(step): \(body) twice in colour \(color)")
                }
            }
        }
    }

    /// Below `jointColoringMinimum` (256) the joints are solved as they always were: in the
    /// order they were created, on the calling thread.
    @Test func aFewJointsAreSolvedInTheOrderTheyWereCreated() {
        let world = JointScenes.world(gravity: Vec2(0, 10))
        var above = JointScenes.anchor(world, at: .zero)
        var created: [JointID] = []
        for i in 1...40 {
            let ball = JointScenes.ball(world, at: Vec2(0, 0.2 * Float(i)))
            created.append(
                world.createJoint(
                    JointDefinition(
                        kind: .revolute(lowerAngle: -.infinity, upperAngle: .infinity, frictionTorque: 0),
                        bodyA: above, bodyB: ball, localAnchorA: Vec2(0, i == 1 ? 0 : 0.1),
                        localAnchorB: Vec2(0, -0.1))))
            above = ball
        }
        world.step(JointScenes.dt)
        let scheduled = world.scheduledJoints
        #expect(scheduled.map(\.joint) == created)
        #expect(scheduled.allSatisfy { $0.color == nil })
    }
}
