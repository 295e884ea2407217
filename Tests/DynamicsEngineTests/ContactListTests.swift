import DynamicsEngine
import Testing

/// Per-shape contact lists: destroying shapes and bodies, changing filters and materials, and
/// jointing bodies visit only the contacts involved, and leave every list consistent.
@Suite("Contact lists")
struct ContactListTests {
    /// A box of 12 × 12 boxes and circles piled on a ground box between two walls, settled.
    private static func pile() -> (World, [BodyID]) {
        let world = World()
        TestScenes.ground(world, halfWidth: 10)
        let walls = world.createBody(BodyDefinition(type: .static))
        for x: Float in [-6.5, 6.5] {
            world.createShape(
                on: walls, .box(halfWidth: 0.5, halfHeight: 10, center: Vec2(x, -10)), TestScenes.material)
        }
        var bodies: [BodyID] = []
        for row in 0..<12 {
            for column in 0..<12 {
                let position = Vec2(-5.5 + Float(column), -0.5 - Float(row) * 1.02)
                let body = world.createBody(BodyDefinition(type: .dynamic, position: position))
                let shape: ShapeGeometry =
                    (row + column) % 3 == 0
                    ? .circle(center: .zero, radius: 0.5) : .box(halfWidth: 0.5, halfHeight: 0.5)
                world.createShape(on: body, shape, TestScenes.material)
                bodies.append(body)
            }
        }
        TestScenes.run(world, steps: 60)
        return (world, bodies)
    }

    @Test(
        "The lists stay consistent while bodies are destroyed and made, filters, materials and types change, and joints form"
    )
    func churnKeepsListsConsistent() {
        let (world, start) = Self.pile()
        var bodies = start
        #expect(world.contactCount > 300)
        #expect(world.contactListProblem() == nil)
        var seed: UInt64 = 12345
        func random(_ n: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(n))
        }
        for round in 0..<60 {
            switch round % 6 {
            case 0:
                world.destroyBody(bodies.remove(at: random(bodies.count)))
            case 1:
                let body = world.createBody(
                    BodyDefinition(type: .dynamic, position: Vec2(Float(random(10)) - 5, -14)))
                world.createShape(on: body, .box(halfWidth: 0.4, halfHeight: 0.4), TestScenes.material)
                bodies.append(body)
            case 2:
                let shape = world.shapes(of: bodies[random(bodies.count)])[0]
                world.setFilter(of: shape, categoryBits: 1, maskBits: round % 12 == 2 ? 0 : .max)
            case 3:
                let shape = world.shapes(of: bodies[random(bodies.count)])[0]
                world.setMaterial(of: shape, friction: 0.1, restitution: 0.5, density: 2)
            case 4:
                let a = bodies[random(bodies.count)]
                let b = bodies[random(bodies.count)]
                if a != b {
                    world.createJoint(
                        JointDefinition(
                            kind: .distance(length: 1, hertz: 0, dampingRatio: 0), bodyA: a, bodyB: b))
                }
            default:
                world.setType(of: bodies[random(bodies.count)], round % 12 == 5 ? .static : .dynamic)
            }
            #expect(world.contactListProblem() == nil, "after round \(round)")
            TestScenes.run(world, steps: 5)
            #expect(world.contactListProblem() == nil, "after stepping in round \(round)")
        }
    }

    @Test("Destroying a body ends exactly its own contacts and leaves every other contact as it was")
    func destroyEndsOnlyItsContacts() throws {
        let (world, bodies) = Self.pile()
        let victim = bodies[5 * 12 + 6]  // in the middle of the pile
        let victimShape = world.shapes(of: victim)[0]
        let before = world.contactPoints
        let touching = Set(
            before.filter { $0.shapeA == victimShape || $0.shapeB == victimShape }.map {
                [$0.shapeA, $0.shapeB]
            })
        #expect(touching.count >= 3)
        let contactsBefore = world.contactCount
        world.destroyBody(victim)
        #expect(world.contactListProblem() == nil)
        // One end event per touching contact of the victim, naming it.
        #expect(world.contactEndEvents.count == touching.count)
        #expect(world.contactEndEvents.allSatisfy { $0.shapeA == victimShape || $0.shapeB == victimShape })
        // The other contacts keep their manifolds exactly.
        let after = world.contactPoints
        let untouched = before.filter { $0.shapeA != victimShape && $0.shapeB != victimShape }
        #expect(Set(after.map { "\($0)" }) == Set(untouched.map { "\($0)" }))
        #expect(world.contactCount < contactsBefore)
    }

    @Test("Jointing two touching bodies ends the contacts between them and only those")
    func jointEndsContactsBetweenItsBodies() {
        let (world, bodies) = Self.pile()
        let a = bodies[0]
        let b = bodies[1]  // side by side on the ground
        let shapeA = world.shapes(of: a)[0]
        let shapeB = world.shapes(of: b)[0]
        func between(_ p: ContactPoint) -> Bool {
            (p.shapeA == shapeA && p.shapeB == shapeB) || (p.shapeA == shapeB && p.shapeB == shapeA)
        }
        #expect(world.contactPoints.contains(where: between))
        let others = world.contactPoints.filter { !between($0) }
        world.createJoint(JointDefinition(kind: .weld, bodyA: a, bodyB: b))
        #expect(!world.contactPoints.contains(where: between))
        #expect(world.contactPoints.map { "\($0)" }.sorted() == others.map { "\($0)" }.sorted())
        #expect(world.contactListProblem() == nil)
    }
}
