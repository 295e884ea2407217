import Dynamics
import DynamicsEngine
import DynamicsEngineScenes
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
        let material = EngineScene.material
        switch self {
        case .pyramid20, .pyramid40, .pyramid100:
            let scene = EngineScene.pyramid(base: Int(rawValue.dropFirst("pyramid".count))!, sleep: sleep)
            let world = scene.world
            let top = scene.marked[0]
            let y0 = world.position(of: top).y
            return Built(world: world, bodies: scene.bodies) {
                ["top_dy": Double(y0 - world.position(of: top).y)]
            }
        case .pile1000:
            let scene = EngineScene.pile(count: 1000, sleep: sleep)
            let (world, bodies) = (scene.world, scene.bodies)
            return Built(world: world, bodies: bodies) {
                let ys = bodies.map { -world.position(of: $0).y }
                let speeds = bodies.map { world.linearVelocity(of: $0).length }
                return [
                    "max_y": Double(ys.max()!), "max_speed": Double(speeds.max()!),
                    "escaped": Double(ys.filter { $0 < -1 }.count),
                ]
            }
        case .springs100x100:
            // 100×100 bodies on springs of rest length 0 to their anchors (`EngineScene.springs`);
            // the peers' y is mirrored.
            let scene = EngineScene.springs(rows: 100, columns: 100, sleep: sleep)
            let (world, bodies) = (scene.world, scene.bodies)
            let anchors = scene.joints.map(\.localAnchorA)
            return Built(world: world, bodies: bodies) {
                let d = zip(bodies, anchors).map { (world.position(of: $0) - $1).length }
                return ["mean_dist": Double(d.reduce(0, +) / Float(d.count)), "max_dist": Double(d.max()!)]
            }
        case .freefall10k, .freefall10k_shapes:
            let world = EngineScene(sleep: sleep).world
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
            return Self.jointGrid(.jointGrid(size: 100, sleep: sleep))
        case .tumbler:
            return Self.tumbler(.tumbler(rows: 45, columns: 45, sleep: sleep))
        case .springylist10k:
            return Self.springyList()
        }
    }

    /// The joint grid's checks (``EngineScene/jointGrid(size:sleep:)``): the corner's height and
    /// how far the pins stretched.
    private static func jointGrid(_ scene: EngineScene) -> Built {
        let (world, joints, corner) = (scene.world, scene.joints, scene.marked[0])
        return Built(world: world, bodies: scene.bodies) {
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

    /// The tumbler's checks (``EngineScene/tumbler(rows:columns:sleep:)``): boxes that left the
    /// drum, the lowest box and the drum's angle.
    private static func tumbler(_ scene: EngineScene) -> Built {
        let (world, bodies, drum) = (scene.world, scene.bodies, scene.marked[0])
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
