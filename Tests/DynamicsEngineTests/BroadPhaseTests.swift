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

    /// The pair update looks up in the pair table only the candidates whose fat bounds did not
    /// overlap before they moved: those that did have their contact already. That holds only if
    /// every change that can leave such a pair without a contact (a filter switched back on, a
    /// joint that kept the pair apart destroyed, a body moved from outside) has all its pairs
    /// looked up again; this checks it against a brute-force count every step.
    @Test("Every pair of shapes whose fat bounds overlap has its contact, whatever changed between steps")
    func everyOverlappingPairHasItsContact() {
        let world = World(gravity: Vec2(0, 10))
        var seed: UInt64 = 40
        func random(_ range: ClosedRange<Float>) -> Float {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return range.lowerBound + Float(seed >> 40) / Float(1 << 24)
                * (range.upperBound - range.lowerBound)
        }
        // A grid of 4 pt boxes 8 pt apart (the large-scene benchmark's layout), falling with a
        // little spread in their speeds, so that every shape leaves its fat bounds most steps
        // and pairs begin and end.
        var bodies: [BodyID] = []
        var shapes: [ShapeID] = []
        for k in 0..<64 {
            let body = world.createBody(
                BodyDefinition(type: .dynamic, position: Vec2(Float(k % 8) * 0.08, Float(k / 8) * 0.08)))
            world.setLinearVelocity(of: body, Vec2(random(-0.6...0.6), random(-0.6...0.6)))
            bodies.append(body)
            shapes.append(world.createShape(on: body, .box(halfWidth: 0.02, halfHeight: 0.02)))
        }
        var filters = [(category: UInt64, mask: UInt64)](repeating: (1, .max), count: shapes.count)
        var joint: JointID?
        var mismatches = 0
        for step in 0..<150 {
            switch step % 10 {
            case 2:
                let k = Int(random(0...63.9))
                filters[k] = filters[k].mask == 0 ? (1, .max) : (0, 0)
                world.setFilter(of: shapes[k], categoryBits: filters[k].category, maskBits: filters[k].mask)
            case 5:
                if let j = joint {
                    world.destroyJoint(j)
                    joint = nil
                } else {
                    let k = Int(random(0...62.9))
                    joint = world.createJoint(
                        JointDefinition(
                            kind: .distance(length: 0.08, hertz: 0, dampingRatio: 0),
                            bodyA: bodies[k], bodyB: bodies[k + 1]))
                }
            case 7:
                let b = bodies[Int(random(0...63.9))]
                world.setTransform(
                    of: b, position: world.position(of: b) + Vec2(random(-0.05...0.05), 0), angle: 0)
            default: break
            }
            // The bounds the next step's pair update and narrow phase read.
            let jointed = joint.map { world.bodies(of: $0) }
            var expected = 0
            for i in 0..<shapes.count {
                for j in (i + 1)..<shapes.count {
                    guard world.fatBounds(of: shapes[i]).overlaps(world.fatBounds(of: shapes[j])) else {
                        continue
                    }
                    let (a, b) = (filters[i], filters[j])
                    guard (a.category & b.mask) != 0 || (b.category & a.mask) != 0 else { continue }
                    if let jointed, Set([jointed.0, jointed.1]) == Set([bodies[i], bodies[j]]) { continue }
                    expected += 1
                }
            }
            world.step(1.0 / 60)
            if world.contactCount != expected { mismatches += 1 }
            #expect(world.contactCount == expected, "step \(step)")
            if mismatches > 3 { break }
        }
        #expect(world.contactListProblem() == nil)
    }

    /// Without the sweep a body created at 6 m/s had bounds only 5 pt wider than itself, and a
    /// wall 8.8 pt ahead met in its first step had no contact to stop it (the diamonds of
    /// `CornerContactTests` found theirs through the margin alone).
    @Test("A body created moving has its bounds swept by its velocity over a frame")
    func bodiesCreatedMovingHaveSweptBounds() {
        let world = World(gravity: .zero)
        var definition = BodyDefinition(type: .dynamic, position: Vec2(1, 2))
        definition.linearVelocity = Vec2(6, -3)
        let body = world.createBody(definition)
        let shape = world.createShape(on: body, .box(halfWidth: 0.1, halfHeight: 0.1))
        let bounds = world.bounds(of: shape)
        let fat = world.fatBounds(of: shape)
        let margin = Tolerances.aabbMargin
        // 6 m/s × 1/60 s = 0.1 m ahead in x, 0.05 m in −y; the margin on every side.
        #expect(abs(fat.upper.x - (bounds.upper.x + 0.1 + margin)) < 1e-6)
        #expect(abs(fat.lower.x - (bounds.lower.x - margin)) < 1e-6)
        #expect(abs(fat.lower.y - (bounds.lower.y - 0.05 - margin)) < 1e-6)
        #expect(abs(fat.upper.y - (bounds.upper.y + margin)) < 1e-6)
    }

    @Test(
        "Fat bounds reach half a shape's extent beyond its bounds, between 1 and 5 pt; none for static shapes"
    )
    func fatBoundsScaleWithTheShape() {
        let world = World(gravity: .zero)
        let ground = world.createBody(BodyDefinition(type: .static))
        let wall = world.createShape(on: ground, .box(halfWidth: 1, halfHeight: 0.1))
        // Half-sides 20, 2 and 0.5 pt: extents 28.3, 2.83 and 0.71 pt.
        let sizes: [(Float, expected: Float)] = [
            (0.2, 0.05), (0.02, 0.01 * Float(2).squareRoot()), (0.005, 0.01),
        ]
        for (half, expected) in sizes {
            let body = world.createBody(BodyDefinition(type: .dynamic, position: Vec2(0, -2)))
            let shape = world.createShape(on: body, .box(halfWidth: half, halfHeight: half))
            #expect(abs(world.broadPhaseMargin(of: shape) - expected) < 1e-6, "half-side \(half)")
            let bounds = world.bounds(of: shape)
            let fat = world.fatBounds(of: shape)
            #expect(abs((bounds.lower.x - fat.lower.x) - expected) < 1e-6)
            #expect(abs((fat.upper.y - bounds.upper.y) - expected) < 1e-6)
        }
        #expect(world.broadPhaseMargin(of: wall) == 0)
        #expect(world.fatBounds(of: wall) == world.bounds(of: wall))
    }

    /// 4 pt items 8 pt apart falling together for a second: their fat bounds are swept 16.7 pt
    /// down by the last step's motion and reach 1.41 pt further each way, so an item's reach
    /// down, 4 + 16.7 + 2 × 1.41 = 23.5 pt, takes in the two rows below and not the third
    /// (24 pt), and the 4 pt between neighbours in a row is more than twice the margin. With a
    /// 5 pt margin for every size each item also paired with its neighbours in the columns
    /// beside it, three rows deep: ten records an item where two do.
    @Test("Small items falling side by side pair only with the items in their column")
    func smallFallingItemsPairOnlyAlongTheirPaths() {
        let world = World(gravity: Vec2(0, 10))
        var shapes: [ShapeID] = []
        for k in 0..<100 {
            let body = world.createBody(
                BodyDefinition(type: .dynamic, position: Vec2(Float(k % 10) * 0.08, Float(k / 10) * 0.08)))
            shapes.append(world.createShape(on: body, .box(halfWidth: 0.02, halfHeight: 0.02)))
        }
        for _ in 0..<60 { world.step(1.0 / 60) }
        var across = 0
        var along = 0
        for i in 0..<shapes.count {
            for j in (i + 1)..<shapes.count
            where world.fatBounds(of: shapes[i]).overlaps(world.fatBounds(of: shapes[j])) {
                if i % 10 != j % 10 {
                    across += 1
                } else {
                    along += 1
                    #expect(j / 10 - i / 10 <= 2, "items \(i) and \(j) paired three rows apart")
                }
            }
        }
        #expect(across == 0)
        // Two rows below for the eight upper rows, one for the ninth.
        #expect(along == 10 * (8 * 2 + 1))
        #expect(world.contactCount == along)
    }

    /// A crowd of 240 items in three filter groups falling into a box past a turning kinematic
    /// bar, some pairs joined by ropes that switch their contacts off, a third created while the
    /// others fall, a tenth destroyed: every way of finding pairs must make the same contacts in
    /// the same order, so the motion is bit-identical step after step.
    @Test(
        "Walking the tree against itself finds the pairs per-shape queries find, in their order",
        arguments: [PairSearch.treeWalk, .automatic])
    func aTreeWalkFindsThePairsQueriesFind(_ search: PairSearch) {
        func run(_ search: PairSearch) -> [UInt64] {
            let (world, _, _, _) = Self.mixedWorld()
            world.pairSearch = search
            var bodies: [BodyID] = []
            func addItems(_ count: Int, row: Float) {
                for k in 0..<count {
                    var definition = BodyDefinition(
                        type: .dynamic, position: Vec2(Float(k % 20) * 0.35 - 3.5, row - Float(k / 20) * 0.35)
                    )
                    definition.linearVelocity = Vec2(Float(k % 7) - 3, 0)
                    let body = world.createBody(definition)
                    var def = ShapeDefinition()
                    def.categoryBits = 1 << UInt64(k % 3)
                    def.maskBits = k % 3 == 2 ? 0b011 : 0b111
                    let geometry: ShapeGeometry =
                        k % 2 == 0
                        ? .circle(center: .zero, radius: 0.12) : .box(halfWidth: 0.1, halfHeight: 0.14)
                    world.createShape(on: body, geometry, def)
                    if k % 9 == 1, let last = bodies.last {
                        world.createJoint(
                            JointDefinition(kind: .rope(maxLength: 0.6), bodyA: last, bodyB: body))
                    }
                    bodies.append(body)
                }
            }
            addItems(160, row: -2)
            var hashes: [UInt64] = []
            for step in 0..<150 {
                if step == 20 { addItems(80, row: -6) }
                if step == 60 {
                    for k in stride(from: 0, to: bodies.count, by: 10) { world.destroyBody(bodies[k]) }
                }
                world.step(1.0 / 60)
                hashes.append(world.stateHash ^ UInt64(world.contactCount))
            }
            return hashes
        }
        let queries = run(.queries)
        let other = run(search)
        #expect(queries.count == other.count)
        let first = zip(queries, other).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        #expect(first == nil, "the motion parts at step \(first ?? -1)")
    }
}
