import DynamicsEngine
import Testing

@Suite("Wide contact solver")
struct WideSolverTests {
    /// One box on the ground: one constraint, one lane of one bundle. The wide kernels mirror the
    /// scalar ones operation for operation, so both paths give the same bits.
    @Test func wideAndScalarAgreeBitForBitOnOneContact() {
        func run(wide: Bool) -> UInt64 {
            let world = World()
            world.usesWideContactSolver = wide
            let box = TestScenes.stack(world, count: 1)[0]
            world.setLinearVelocity(of: box, Vec2(1.5, 0))
            world.setAngularVelocity(of: box, 0.7)
            TestScenes.run(world, steps: 90)
            return world.stateHash
        }
        #expect(run(wide: true) == run(wide: false))
    }

    @Test func wideAndScalarAgreeClosely() {
        func run(wide: Bool) -> [Vec2] {
            let world = World()
            world.usesWideContactSolver = wide
            world.isSleepEnabled = false
            let boxes = TestScenes.pyramid(world, base: 6)
            TestScenes.run(world, steps: 180)
            return boxes.map { world.position(of: $0) }
        }
        let wide = run(wide: true)
        let scalar = run(wide: false)
        for (a, b) in zip(wide, scalar) {
            #expect((a - b).length < 2e-3, "\(a) vs \(b)")
        }
    }

    @Test(arguments: [true, false])
    func stackStaysStandingAndSleeps(wide: Bool) {
        let world = World()
        world.usesWideContactSolver = wide
        let boxes = TestScenes.stack(world, count: 8)
        TestScenes.run(world, steps: 240)
        for (i, b) in boxes.enumerated() {
            let p = world.position(of: b)
            #expect(abs(p.x) < 0.01)
            #expect(abs(p.y - (-0.5 - Float(i))) < 0.03)
        }
        #expect(!world.hasAwakeDynamicBodies)
        // Touching one box wakes its island; the stack still holds.
        world.applyImpulse(to: boxes[7], Vec2(0.5, 0), at: world.worldCenter(of: boxes[7]))
        #expect(world.isAwake(boxes[0]))
        TestScenes.run(world, steps: 120)
        #expect(abs(world.position(of: boxes[0]).y - -0.5) < 0.03)
    }

    @Test func pyramidHoldsItsShape() {
        let world = World()
        world.isSleepEnabled = false
        let boxes = TestScenes.pyramid(world, base: 20)
        let top = boxes[boxes.count - 1]
        let y0 = world.position(of: top).y
        TestScenes.run(world, steps: 300)
        #expect(abs(world.position(of: top).y - y0) < 0.06)
        #expect(abs(world.position(of: top).x) < 0.01)
        #expect(world.touchingContactCount >= 580)
    }

    @Test func restitutionBouncesOnTheWidePath() {
        let world = World()
        TestScenes.ground(world)
        var def = ShapeDefinition()
        def.restitution = 0.8
        def.friction = 0
        let ball = world.createBody(BodyDefinition(type: .dynamic, position: Vec2(0, -2)))
        world.createShape(on: ball, .circle(center: .zero, radius: 0.25), def)
        var maxUp: Float = 0
        for _ in 0..<90 {
            world.step(1.0 / 60)
            maxUp = Swift.max(maxUp, -world.linearVelocity(of: ball).y)
        }
        // Impact at about √(2·10·1.75) ≈ 5.9 m/s; it leaves at about 0.8 of that.
        #expect(maxUp > 4 && maxUp < 5.5, "\(maxUp)")
    }

    @Test func fastBodyDoesNotTunnelThroughAThinFloor() {
        let world = World()
        let floor = world.createBody(BodyDefinition(type: .static))
        world.createShape(on: floor, .box(halfWidth: 5, halfHeight: 0.02), TestScenes.material)
        let box = world.createBody(BodyDefinition(type: .dynamic, position: Vec2(0, -1)))
        world.createShape(on: box, .box(halfWidth: 0.1, halfHeight: 0.1), TestScenes.material)
        world.setLinearVelocity(of: box, Vec2(0, 50))
        TestScenes.run(world, steps: 60)
        #expect(world.position(of: box).y < 0)
    }

    @Test func beginEventReportsThePointWithTheLargestImpulse() {
        let world = World()
        TestScenes.ground(world)
        let box = world.createBody(BodyDefinition(type: .dynamic, position: Vec2(0, -1), angle: 0.3))
        world.createShape(on: box, .box(halfWidth: 0.5, halfHeight: 0.5), TestScenes.material)
        var begins: [ContactBeginEvent] = []
        for _ in 0..<60 {
            world.step(1.0 / 60)
            begins += world.contactBeginEvents
        }
        #expect(begins.count == 1)
        if let first = begins.first {
            // A box turned by 0.3 rad lands on its lowest corner, R(0.3)·(0.5, 0.5) ≈ (0.33, 0.63)
            // from its centre: the event point is that corner, on the floor.
            #expect(abs(first.point.y) < 0.05)
            #expect(abs(first.point.x - 0.33) < 0.05, "\(first.point)")
        }
    }
}
