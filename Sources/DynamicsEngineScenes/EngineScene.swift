import DynamicsEngine

/// A world built from one of the standard scenes of `Benchmarks/README.md` (metres, y down: the
/// peers' heights are mirrored), with the bodies a check reads.
///
/// The scenes depend on the engine alone, so the same code builds them for `dynamics bench`, for
/// `dynamics hashes` and for the Embedded Swift builds that check every CPU computes the same bits.
///
/// ```swift
/// let scene = EngineScene.pyramid(base: 20)
/// for _ in 0..<60 { scene.world.step(1.0 / 60) }
/// print(scene.bodies.count, scene.world.stateHash)   // 210 …
/// ```
public struct EngineScene {
    /// The world, stepped by the caller at 1/60 s.
    public let world: World
    /// The dynamic bodies in creation order.
    public var bodies: [BodyID] = []
    /// Bodies a scene's check reads: the pyramid's top box, the grid's last body, the drum.
    public var marked: [BodyID] = []
    /// The joints created, for checks that measure how far they stretched.
    public var joints: [JointDefinition] = []

    /// A world with the benchmarks' settings: gravity 10 m/s² down, 4 substeps.
    ///
    /// ```swift
    /// let scene = EngineScene(sleep: false)
    /// ```
    public init(sleep: Bool) {
        world = World(gravity: Vec2(0, 10))
        world.subSteps = 4
        world.isSleepEnabled = sleep
    }

    /// Density 1, friction 0.6, restitution 0.
    ///
    /// ```swift
    /// var wall = EngineScene.material
    /// wall.density = 50
    /// ```
    public static var material: ShapeDefinition {
        var material = ShapeDefinition()
        material.friction = 0.6
        material.restitution = 0
        material.density = 1
        return material
    }

    /// A pyramid of 1 m boxes, `base` wide, on a static ground box whose top is y = 0, every box
    /// exactly touching its neighbours (base 20: 210 boxes). `marked` holds the top box.
    ///
    /// ```swift
    /// let pyramid = EngineScene.pyramid(base: 20)
    /// ```
    public static func pyramid(base: Int, sleep: Bool = false) -> EngineScene {
        var scene = EngineScene(sleep: sleep)
        scene.bodies = addPyramid(base: base, to: scene.world)
        scene.marked = scene.bodies.last.map { [$0] } ?? []
        return scene
    }

    /// Adds the pyramid of ``pyramid(base:sleep:)`` and its ground to a world of the caller's
    /// (tests set the solver up first); returns the boxes, bottom row first, the top box last.
    ///
    /// ```swift
    /// let world = World()
    /// let boxes = EngineScene.addPyramid(base: 6, to: world)   // 21 boxes
    /// ```
    @discardableResult
    public static func addPyramid(base: Int, to world: World) -> [BodyID] {
        let ground = world.createBody(BodyDefinition(type: .static, position: Vec2(0, 1)))
        world.createShape(on: ground, .box(halfWidth: 100, halfHeight: 1), material)
        var boxes: [BodyID] = []
        let a: Float = 0.5
        for i in 0..<base {
            let y = -(2 * Float(i) + 1) * a
            for j in i..<base {
                let x = (Float(i) + 1) * a + 2 * Float(j - i) * a - a * Float(base)
                let b = world.createBody(BodyDefinition(type: .dynamic, position: Vec2(x, y)))
                world.createShape(on: b, .box(halfWidth: a, halfHeight: a), material)
                boxes.append(b)
            }
        }
        return boxes
    }

    /// `count` bodies (alternately circles of radius 0.25 m and boxes of half-extent 0.25 m) in
    /// `columns` columns at 0.75 m pitch with a seeded jitter, falling into a 21 m wide static
    /// container.
    ///
    /// With 25 columns (the benchmark's) each column stacks circle, box, circle: a box whose half
    /// height is the circle's radius balances on it at the edge of stability, and a pile of 200
    /// rocks on forever in about one of four jitters (18 of 80 measured, Box2D v3.1 21 of 80);
    /// which ones depends on the order its contacts are solved in. With 20 columns each column
    /// is one kind; such piles came to rest in 40 of 40 jitters.
    ///
    /// ```swift
    /// let pile = EngineScene.pile(count: 1000)
    /// let resting = EngineScene.pile(count: 200, columns: 20, sleep: true)
    /// ```
    public static func pile(count: Int, columns: Int = 25, sleep: Bool = false) -> EngineScene {
        var scene = EngineScene(sleep: sleep)
        let world = scene.world
        let ground = world.createBody(BodyDefinition(type: .static))
        for (cx, cy, hx, hy) in [(0.0, 0.5, 10.5, 0.5), (-10.5, -20.0, 0.5, 20.0), (10.5, -20.0, 0.5, 20.0)] {
            world.createShape(
                on: ground,
                .box(halfWidth: Float(hx), halfHeight: Float(hy), center: Vec2(Float(cx), Float(cy))),
                material)
        }
        var seed: UInt64 = 7
        for k in 0..<count {
            seed = (1_103_515_245 &* seed &+ 12345) & 0x7FFF_FFFF
            let jitter = (Double(seed) / Double(0x7FFF_FFFF) - 0.5) * 0.2
            let (r, c) = k.quotientAndRemainder(dividingBy: Swift.max(columns, 1))
            let x = Float(-9.0 + 0.75 * Double(c) + jitter)
            let y = Float(-(1.0 + 0.75 * Double(r)))
            let b = world.createBody(BodyDefinition(type: .dynamic, position: Vec2(x, y)))
            let shape: ShapeGeometry =
                k % 2 == 0 ? .circle(center: .zero, radius: 0.25) : .box(halfWidth: 0.25, halfHeight: 0.25)
            world.createShape(on: b, shape, material)
            scene.bodies.append(b)
        }
        return scene
    }

    /// `size` × `size` circles of radius 0.4 m on a 1 m grid, column k and row i at (k, i), created
    /// column by column; the top-row bodies of the 7 middle columns are static. Each body is pinned
    /// to the one above it and to the one on its left by a revolute joint with no limit and no
    /// friction (the pins halfway between the centres); the circles never collide with each other
    /// (category 2, mask everything but 2). Size 100: 9,993 dynamic bodies, 19,800 joints.
    /// `marked` holds the last body (the bottom-right corner).
    ///
    /// ```swift
    /// let grid = EngineScene.jointGrid(size: 20)
    /// ```
    public static func jointGrid(size n: Int, sleep: Bool = false) -> EngineScene {
        var scene = EngineScene(sleep: sleep)
        let world = scene.world
        var def = material
        def.categoryBits = 2
        def.maskBits = ~2
        let free = JointDefinition.Kind.revolute(
            lowerAngle: -.infinity, upperAngle: .infinity, frictionTorque: 0)
        var grid: [BodyID] = []
        func pin(_ a: BodyID, _ b: BodyID, _ anchorA: Vec2, _ anchorB: Vec2) {
            let joint = JointDefinition(
                kind: free, bodyA: a, bodyB: b, localAnchorA: anchorA, localAnchorB: anchorB)
            world.createJoint(joint)
            scene.joints.append(joint)
        }
        for k in 0..<n {
            for i in 0..<n {
                let isStatic = i == 0 && (n / 2 - 3...n / 2 + 3).contains(k)
                let b = world.createBody(
                    BodyDefinition(type: isStatic ? .static : .dynamic, position: Vec2(Float(k), Float(i))))
                world.createShape(on: b, .circle(center: .zero, radius: 0.4), def)
                if i > 0 { pin(grid[grid.count - 1], b, Vec2(0, 0.5), Vec2(0, -0.5)) }
                if k > 0 { pin(grid[grid.count - n], b, Vec2(0.5, 0), Vec2(-0.5, 0)) }
                grid.append(b)
                if !isStatic { scene.bodies.append(b) }
            }
        }
        scene.marked = grid.last.map { [$0] } ?? []
        return scene
    }

    /// A 20 × 20 m drum — four boxes (half-extents (0.5, 10) at (±10, 0), (10, 0.5) at (0, ±10),
    /// density 50) on one kinematic body at (0, −10) turning at 25°/s (counter-clockwise in the
    /// peers' y-up frame, so −25°/s here) — holding `rows` × `columns` boxes of half-extent
    /// 0.125 m on a 0.4 m grid (the benchmark: 45 × 45). `marked` holds the drum.
    ///
    /// ```swift
    /// let tumbler = EngineScene.tumbler(rows: 10, columns: 20)
    /// ```
    public static func tumbler(rows: Int, columns: Int, sleep: Bool = false) -> EngineScene {
        var scene = EngineScene(sleep: sleep)
        let world = scene.world
        var drumDef = BodyDefinition(type: .kinematic, position: Vec2(0, -10))
        drumDef.angularVelocity = -25 * Float.pi / 180
        let drum = world.createBody(drumDef)
        var wall = material
        wall.density = 50
        for (cx, cy, hx, hy): (Float, Float, Float, Float) in [
            (10, 0, 0.5, 10), (-10, 0, 0.5, 10), (0, -10, 10, 0.5), (0, 10, 10, 0.5),
        ] {
            world.createShape(on: drum, .box(halfWidth: hx, halfHeight: hy, center: Vec2(cx, cy)), wall)
        }
        for r in 0..<rows {
            for c in 0..<columns {
                let b = world.createBody(
                    BodyDefinition(type: .dynamic, position: Vec2(-9 + 0.4 * Float(c), -(1 + 0.4 * Float(r))))
                )
                world.createShape(on: b, .box(halfWidth: 0.125, halfHeight: 0.125), material)
                scene.bodies.append(b)
            }
        }
        scene.marked = [drum]
        return scene
    }

    /// `columns` × `rows` bodies in zero gravity, each tied to its own anchor on one static body
    /// by a spring of rest length 0 (2 Hz, damping ratio 0.5), nothing colliding: one attachment
    /// behavior per cell of a springy collection view (the benchmark `springs100x100` is 100 ×
    /// 100). Column i, row j is anchored at (2i, −2j) m and starts 0.5 m from it at angle
    /// 2π·((rows·i + j) mod 17)/17; each body is a 0.8 m square of 1 kg. `joints` holds the
    /// springs in creation order (each one's `localAnchorA` is its anchor).
    ///
    /// ```swift
    /// let springs = EngineScene.springs(rows: 20, columns: 20)   // 400 springs
    /// ```
    public static func springs(rows: Int, columns: Int, sleep: Bool = false) -> EngineScene {
        var scene = EngineScene(sleep: sleep)
        let world = scene.world
        world.gravity = .zero
        let ground = world.createBody(BodyDefinition(type: .static))
        var def = material
        def.density = 1 / 0.64
        def.categoryBits = 0
        def.maskBits = 0
        for i in 0..<columns {
            for j in 0..<rows {
                let anchor = Vec2(2 * Float(i), -2 * Float(j))
                let q = Rotation(angle: 2 * Float.pi * Float((rows * i + j) % 17) / 17)
                let b = world.createBody(
                    BodyDefinition(type: .dynamic, position: anchor + Vec2(0.5 * q.c, -0.5 * q.s)))
                world.createShape(on: b, .box(halfWidth: 0.4, halfHeight: 0.4), def)
                let spring = JointDefinition(
                    kind: .distance(length: 0, hertz: 2, dampingRatio: 0.5), bodyA: ground, bodyB: b,
                    localAnchorA: anchor)
                world.createJoint(spring)
                scene.bodies.append(b)
                scene.joints.append(spring)
            }
        }
        return scene
    }
}
