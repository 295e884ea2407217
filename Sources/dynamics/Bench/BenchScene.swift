import Dynamics
import DynamicsEngine
import DynamicsScenes
import Foundation

/// The standard benchmark scenes of `Benchmarks/README.md` (metres; y grows downward here, so the
/// peers' heights are mirrored), built directly on the engine; and `springylist10k`, whole animator
/// frames of the springy list (scrolling, tiling and physics).
enum BenchScene: String, CaseIterable {
    case pyramid20, pyramid40, pyramid100, pile1000, springs100x100, freefall10k, freefall10k_shapes
    case jointGrid = "joint_grid"
    case tumbler
    case springylist10k

    struct Built {
        let world: World
        let bodyCount: Int
        /// One timed frame.
        let frame: () -> Void
        /// Reports scene-specific checks after the run (e.g. how far the pyramid's top moved).
        let check: () -> [String: Double]

        /// An engine scene: a frame is one 1/60 s world step.
        init(world: World, bodies: [BodyID], check: @escaping () -> [String: Double]) {
            self.init(world: world, bodyCount: bodies.count, frame: { world.step(1.0 / 60) }, check: check)
        }

        init(
            world: World, bodyCount: Int, frame: @escaping () -> Void, check: @escaping () -> [String: Double]
        ) {
            self.world = world
            self.bodyCount = bodyCount
            self.frame = frame
            self.check = check
        }
    }

    func build(sleep: Bool) -> Built {
        let world = World(gravity: Vec2(0, 10))
        world.subSteps = 4
        world.isSleepEnabled = sleep
        var material = ShapeDefinition()
        material.friction = 0.6
        material.restitution = 0
        material.density = 1
        switch self {
        case .pyramid20, .pyramid40, .pyramid100:
            let base = Int(rawValue.dropFirst("pyramid".count))!
            let ground = world.createBody(BodyDefinition(type: .static, position: Vec2(0, 1)))
            world.createShape(on: ground, .box(halfWidth: 100, halfHeight: 1), material)
            var bodies: [BodyID] = []
            let a: Float = 0.5
            for i in 0..<base {
                let y = -(2 * Float(i) + 1) * a
                for j in i..<base {
                    let x = (Float(i) + 1) * a + 2 * Float(j - i) * a - a * Float(base)
                    let b = world.createBody(BodyDefinition(type: .dynamic, position: Vec2(x, y)))
                    world.createShape(on: b, .box(halfWidth: a, halfHeight: a), material)
                    bodies.append(b)
                }
            }
            let top = bodies[bodies.count - 1]
            let y0 = world.position(of: top).y
            return Built(world: world, bodies: bodies) { ["top_dy": Double(y0 - world.position(of: top).y)] }
        case .pile1000:
            let ground = world.createBody(BodyDefinition(type: .static))
            for (cx, cy, hx, hy) in [
                (0.0, 0.5, 10.5, 0.5), (-10.5, -20.0, 0.5, 20.0), (10.5, -20.0, 0.5, 20.0),
            ] {
                world.createShape(
                    on: ground,
                    .box(halfWidth: Float(hx), halfHeight: Float(hy), center: Vec2(Float(cx), Float(cy))),
                    material)
            }
            var seed: UInt64 = 7
            var bodies: [BodyID] = []
            for k in 0..<1000 {
                seed = (1_103_515_245 &* seed &+ 12345) & 0x7FFF_FFFF
                let jitter = (Double(seed) / Double(0x7FFF_FFFF) - 0.5) * 0.2
                let (r, c) = k.quotientAndRemainder(dividingBy: 25)
                let x = Float(-9.0 + 0.75 * Double(c) + jitter)
                let y = Float(-(1.0 + 0.75 * Double(r)))
                let b = world.createBody(BodyDefinition(type: .dynamic, position: Vec2(x, y)))
                let shape: ShapeGeometry =
                    k % 2 == 0
                    ? .circle(center: .zero, radius: 0.25) : .box(halfWidth: 0.25, halfHeight: 0.25)
                world.createShape(on: b, shape, material)
                bodies.append(b)
            }
            return Built(world: world, bodies: bodies) {
                let ys = bodies.map { -world.position(of: $0).y }
                let speeds = bodies.map { world.linearVelocity(of: $0).length }
                return [
                    "max_y": Double(ys.max()!), "max_speed": Double(speeds.max()!),
                    "escaped": Double(ys.filter { $0 < -1 }.count),
                ]
            }
        case .springs100x100:
            // 100×100 bodies, each 0.5 m from its anchor (2 m grid) at angle 2π·((100i+j) mod 17)/17,
            // on a 2 Hz, ratio 0.5 spring of rest length 0 to one static ground body; no gravity,
            // no collisions (a 1 kg, 0.8 m box that meets nothing). The peers' y is mirrored.
            world.gravity = .zero
            let ground = world.createBody(BodyDefinition(type: .static))
            var def = material
            def.density = 1 / 0.64
            def.categoryBits = 0
            def.maskBits = 0
            var bodies: [BodyID] = []
            var anchors: [Vec2] = []
            for i in 0..<100 {
                for j in 0..<100 {
                    let anchor = Vec2(2 * Float(i), -2 * Float(j))
                    let q = Rotation(angle: 2 * Float.pi * Float((100 * i + j) % 17) / 17)
                    let b = world.createBody(
                        BodyDefinition(type: .dynamic, position: anchor + Vec2(0.5 * q.c, -0.5 * q.s)))
                    world.createShape(on: b, .box(halfWidth: 0.4, halfHeight: 0.4), def)
                    world.createJoint(
                        JointDefinition(
                            kind: .distance(length: 0, hertz: 2, dampingRatio: 0.5), bodyA: ground, bodyB: b,
                            localAnchorA: anchor))
                    bodies.append(b)
                    anchors.append(anchor)
                }
            }
            return Built(world: world, bodies: bodies) {
                let d = zip(bodies, anchors).map { (world.position(of: $0) - $1).length }
                return ["mean_dist": Double(d.reduce(0, +) / Float(d.count)), "max_dist": Double(d.max()!)]
            }
        case .freefall10k, .freefall10k_shapes:
            var filter = material
            filter.categoryBits = 0
            filter.maskBits = 0
            var bodies: [BodyID] = []
            for i in 0..<100 {
                for j in 0..<100 {
                    let b = world.createBody(
                        BodyDefinition(type: .dynamic, position: Vec2(Float(i), -Float(j))))
                    if self == .freefall10k_shapes {
                        // A 0.8 m box of density 1/0.64 so the mass is 1 kg, as in the peers.
                        var def = filter
                        def.density = 1 / 0.64
                        world.createShape(on: b, .box(halfWidth: 0.4, halfHeight: 0.4), def)
                    }
                    bodies.append(b)
                }
            }
            return Built(world: world, bodies: bodies) {
                [
                    "y0": Double(-world.position(of: bodies[0]).y),
                    "vy0": Double(-world.linearVelocity(of: bodies[0]).y),
                ]
            }
        case .jointGrid:
            return Self.jointGrid(world, material)
        case .tumbler:
            return Self.tumbler(world, material)
        case .springylist10k:
            return Self.springyList()
        }
    }

    /// 100 × 100 circles of radius 0.4 m on a 1 m grid, column k and row i at (k, i) (the peers'
    /// (k, −i) mirrored), created column by column; the top-row bodies of columns 47…53 are static.
    /// Each body is pinned to the one above it and to the one on its left by a revolute joint with
    /// no limit and no friction (the pins sit halfway between the two centres). The circles never
    /// collide with each other (category 2, mask everything but 2). 9,993 dynamic bodies, 19,800
    /// joints.
    private static func jointGrid(_ world: World, _ material: ShapeDefinition) -> Built {
        let n = 100
        var def = material
        def.categoryBits = 2
        def.maskBits = ~2
        let free = JointDefinition.Kind.revolute(
            lowerAngle: -.infinity, upperAngle: .infinity, frictionTorque: 0)
        var grid: [BodyID] = []
        var bodies: [BodyID] = []
        var joints: [JointDefinition] = []
        func pin(_ a: BodyID, _ b: BodyID, _ anchorA: Vec2, _ anchorB: Vec2) {
            let joint = JointDefinition(
                kind: free, bodyA: a, bodyB: b, localAnchorA: anchorA, localAnchorB: anchorB)
            world.createJoint(joint)
            joints.append(joint)
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
                if !isStatic { bodies.append(b) }
            }
        }
        let corner = grid[grid.count - 1]
        return Built(world: world, bodies: bodies) {
            // The largest distance between a joint's two anchors (how far the pins stretched).
            var gap: Float = 0
            for j in joints {
                let a = world.transform(of: j.bodyA).apply(j.localAnchorA)
                let b = world.transform(of: j.bodyB).apply(j.localAnchorB)
                gap = max(gap, (a - b).length)
            }
            return ["corner_y": Double(-world.position(of: corner).y), "max_joint_gap": Double(gap)]
        }
    }

    /// A 20 × 20 m drum — four boxes (half-extents (0.5, 10) at (±10, 0), (10, 0.5) at (0, ±10),
    /// density 50) on one kinematic body at (0, −10) turning at 25°/s (counter-clockwise in the
    /// peers' y-up frame, so −25°/s here) — holding 45 × 45 boxes of half-extent 0.125 m on a
    /// 0.4 m grid. Box2D's own version drives a dynamic drum with a revolute motor; a kinematic
    /// body is the same motion without the motor, and the engine has one.
    private static func tumbler(_ world: World, _ material: ShapeDefinition) -> Built {
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
        var bodies: [BodyID] = []
        for r in 0..<45 {
            for c in 0..<45 {
                let b = world.createBody(
                    BodyDefinition(
                        type: .dynamic, position: Vec2(-9 + 0.4 * Float(c), -(1 + 0.4 * Float(r)))))
                world.createShape(on: b, .box(halfWidth: 0.125, halfHeight: 0.125), material)
                bodies.append(b)
            }
        }
        return Built(world: world, bodies: bodies) {
            // Boxes whose centre left the drum's 19 × 19 m inside (into a wall or beyond it).
            let frame = world.transform(of: drum)
            let outside = bodies.filter {
                let p = frame.inverseApply(world.position(of: $0))
                return max(abs(p.x), abs(p.y)) > 9.5
            }
            return [
                "outside_drum": Double(outside.count),
                "min_y": Double(bodies.map { -world.position(of: $0).y }.min()!),
                "drum_angle_deg": Double(-world.angle(of: drum) * 180 / Float.pi),
            ]
        }
    }

    /// 10,000 rows of 44 pt on springs in a 390 × 844 pt viewport, flicked back and forth at
    /// 3000 pt/s (one second each way) with a finger at (195, 700) on the screen. A frame is
    /// `scroll(to:touch:)` (lag and tiling: springs and bodies added and removed) plus one
    /// 1/60 s animator frame (two 1/120 s engine steps). Rows sleep as in UIKit (`--sleep` is
    /// moot: the scrolling keeps them awake).
    private static func springyList() -> Built {
        let list = try! SpringyList(rowCount: 10_000)  // constant, valid parameters: cannot throw
        var offset: CGFloat = 100_000
        var frame = 0
        var mostRows = 0
        return Built(
            world: list.animator.world, bodyCount: list.attachmentCount,
            frame: {
                offset += (frame / 60) % 2 == 0 ? 50 : -50
                frame += 1
                list.scroll(to: offset, touch: CGPoint(x: 195, y: 700))
                list.step()
                mostRows = max(mostRows, list.attachmentCount)
            },
            check: {
                var largestLag: CGFloat = 0
                var sideways: CGFloat = 0
                for index in list.sprungRows {
                    let center = list.center(ofRow: index)
                    let anchor = list.anchor(ofRow: index)
                    largestLag = max(largestLag, abs(center.y - anchor.y))
                    sideways = max(sideways, abs(center.x - anchor.x))
                }
                return [
                    "sprung_rows": Double(list.attachmentCount), "most_sprung_rows": Double(mostRows),
                    "max_lag_pt": Double(largestLag), "max_sideways_pt": Double(sideways),
                ]
            })
    }
}
