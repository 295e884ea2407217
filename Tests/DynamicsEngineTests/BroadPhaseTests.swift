import DynamicsEngine
import Testing

/// The broad phase: one tree per body type, queried without branches on the node tests, rebuilt
/// when loose. Whatever its internals, a query must report exactly the shapes whose fat bounds
/// overlap the box, and pairs must form between the body types that collide and no others.
@Suite("Broad phase")
struct BroadPhaseTests {
    /// Static walls and floor, 80 falling boxes and circles (enough for the dynamic tree to be
    /// rebuilt as they fall), a turning kinematic bar and a sliding kinematic paddle.
    private static func mixedWorld() -> (World, [ShapeID], kinematic: [ShapeID], ground: [ShapeID]) {
        let world = World(gravity: Vec2(0, 10))
        let ground = world.createBody(BodyDefinition(type: .static))
        var grounds: [ShapeID] = []
        grounds.append(world.createShape(on: ground, .box(halfWidth: 8, halfHeight: 0.5, center: Vec2(0, 6))))
        grounds.append(world.createShape(on: ground, .segment(Vec2(-8, -8), Vec2(-8, 6))))
        grounds.append(world.createShape(on: ground, .segment(Vec2(8, -8), Vec2(8, 6))))
        var shapes = grounds
        for k in 0..<80 {
            let body = world.createBody(
                BodyDefinition(type: .dynamic, position: Vec2(Float(k % 10) - 4.5, -Float(k / 10) * 0.9 - 1)))
            let geometry: ShapeGeometry =
                k % 3 == 0 ? .circle(center: .zero, radius: 0.35) : .box(halfWidth: 0.3, halfHeight: 0.25)
            shapes.append(world.createShape(on: body, geometry))
        }
        let bar = world.createBody(BodyDefinition(type: .kinematic, position: Vec2(-3, 3)))
        let paddle = world.createBody(BodyDefinition(type: .kinematic, position: Vec2(-7, 4.8)))
        let kinematic = [
            world.createShape(on: bar, .box(halfWidth: 2, halfHeight: 0.1)),
            world.createShape(on: paddle, .box(halfWidth: 0.2, halfHeight: 0.6)),
        ]
        world.setAngularVelocity(of: bar, 1.5)
        world.setLinearVelocity(of: paddle, Vec2(2, 0))
        shapes += kinematic
        return (world, shapes, kinematic, grounds)
    }

    @Test("A query reports each shape whose fat bounds overlap the box, once, and no other")
    func queriesMatchABruteForceSearch() {
        let (world, shapes, _, _) = Self.mixedWorld()
        var seed: UInt64 = 7
        func random(_ range: ClosedRange<Float>) -> Float {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return range.lowerBound + Float(seed >> 40) / Float(1 << 24)
                * (range.upperBound - range.lowerBound)
        }
        for round in 0..<12 {
            for _ in 0..<10 { world.step(1.0 / 60) }
            for _ in 0..<40 {
                let lower = Vec2(random(-9...8), random(-9...6))
                let box = AABB(lower: lower, upper: lower + Vec2(random(0...4), random(0...4)))
                var found: [ShapeID] = []
                world.query(box) { shape in
                    found.append(shape)
                    return true
                }
                let expected = shapes.filter { world.fatBounds(of: $0).overlaps(box) }
                #expect(found.count == Set(found).count, "a shape reported twice in round \(round)")
                #expect(Set(found) == Set(expected), "round \(round), box \(box)")
            }
        }
    }

    @Test("A query stops when told to")
    func queriesStopEarly() {
        let (world, _, _, _) = Self.mixedWorld()
        var visits = 0
        world.query(AABB(lower: Vec2(-10, -10), upper: Vec2(10, 10))) { _ in
            visits += 1
            return visits < 3
        }
        #expect(visits == 3)
    }

    @Test(
        "A moving kinematic body pushes the dynamic items it meets and never pairs with static or kinematic shapes"
    )
    func kinematicBodiesPairWithDynamicOnly() {
        let (world, _, kinematic, grounds) = Self.mixedWorld()
        var pushedTouches = 0
        for _ in 0..<240 {
            world.step(1.0 / 60)
            for p in world.contactPoints {
                let pair = Set([p.shapeA, p.shapeB])
                #expect(pair.isDisjoint(with: grounds) || pair.isDisjoint(with: kinematic))
                #expect(!(pair.isSubset(of: Set(kinematic))))
                if !pair.isDisjoint(with: kinematic) && p.normalImpulse > 0 { pushedTouches += 1 }
            }
        }
        #expect(world.contactListProblem() == nil)
        // The paddle slid 8 m along the floor through the settled pile and the bar swept it: both
        // met items and pushed them.
        #expect(pushedTouches > 100)
        let paddle = world.body(of: kinematic[1])
        #expect(abs(world.position(of: paddle).x - (-7 + 2 * 4)) < 1e-3)
    }
}
