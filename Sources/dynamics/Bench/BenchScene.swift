import Dynamics
import DynamicsEngine
import DynamicsScenes
import Foundation

/// The standard benchmark scenes of shared/bench (metres; y grows downward here, so the peers'
/// heights are mirrored), built directly on the engine; and `springylist10k`, whole animator
/// frames of the springy list (scrolling, tiling and physics).
enum BenchScene: String, CaseIterable {
    case pyramid20, pyramid40, pyramid100, pile1000, springs100x100, freefall10k, freefall10k_shapes
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
        case .springylist10k:
            return Self.springyList()
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
