import DynamicsEngine

/// Helpers for the joint tests: the animator's stepping (1/120 s steps, 4 sub-steps), static
/// anchors without shapes (like the animator's anchor points) and 1 kg bodies.
enum JointScenes {
    static let dt: Float = 1.0 / 120

    static func world(gravity: Vec2 = .zero, sleep: Bool = false) -> World {
        let world = World(gravity: gravity)
        world.subSteps = 4
        world.isSleepEnabled = sleep
        return world
    }

    static func anchor(_ world: World, at p: Vec2) -> BodyID {
        world.createBody(BodyDefinition(type: .static, position: p))
    }

    /// A ball of `mass` kg and radius 5 cm.
    static func ball(_ world: World, at p: Vec2, mass: Float = 1) -> BodyID {
        let b = world.createBody(BodyDefinition(type: .dynamic, position: p))
        var def = ShapeDefinition()
        let r: Float = 0.05
        def.density = mass / (Float.pi * r * r)
        world.createShape(on: b, .circle(center: .zero, radius: r), def)
        return b
    }

    /// A 1 m square of 1 kg (inertia 1/6 kg·m²).
    static func box(_ world: World, at p: Vec2, angle: Float = 0) -> BodyID {
        let b = world.createBody(BodyDefinition(type: .dynamic, position: p, angle: angle))
        world.createShape(on: b, .box(halfWidth: 0.5, halfHeight: 0.5))
        return b
    }

    static func distance(_ world: World, _ a: BodyID, _ b: BodyID) -> Float {
        (world.position(of: b) - world.position(of: a)).length
    }

    /// Times at which `samples` (one per step, the first at t = dt) changes sign, linearly
    /// interpolated.
    static func zeroCrossings(_ samples: [Double], dt: Double) -> [Double] {
        var out: [Double] = []
        for n in 1..<samples.count where (samples[n - 1] > 0) != (samples[n] > 0) {
            let t0 = Double(n) * dt
            out.append(t0 + dt * samples[n - 1] / (samples[n - 1] - samples[n]))
        }
        return out
    }

    /// Positive local maxima of `samples`, refined by a parabola through three samples.
    static func peaks(_ samples: [Double]) -> [Double] {
        var out: [Double] = []
        for n in 1..<(samples.count - 1) {
            let (a, b, c) = (samples[n - 1], samples[n], samples[n + 1])
            guard b > 0, b > a, b >= c else { continue }
            let curvature = a - 2 * b + c
            let offset = curvature != 0 ? 0.5 * (a - c) / curvature : 0
            out.append(b - 0.25 * (a - c) * offset)
        }
        return out
    }
}
