import DynamicsEngine
import Testing

/// Restitution gives a group of touching bodies back at most the restitution squared of the
/// kinetic energy its contacts took in the step (``World`` solver stage 5, the rebound energy
/// bound), and leaves a free impact's rebound as Newton's and Poisson's rules make it.
@Suite("Rebound energy")
struct ReboundEnergyTests {
    /// A disc of radius 0.1 m with elasticity 1, no rotation, no friction.
    static func disc(_ world: World, at x: Float, velocity: Float) -> BodyID {
        var def = BodyDefinition(type: .dynamic, position: Vec2(x, 0))
        def.linearVelocity = Vec2(velocity, 0)
        def.fixedRotation = true
        let body = world.createBody(def)
        var material = ShapeDefinition()
        material.friction = 0
        material.restitution = 1
        world.createShape(on: body, .circle(center: .zero, radius: 0.1), material)
        return body
    }

    /// A disc at 5 m/s striking a static wall with elasticity 1 leaves at no less than 0.99 of
    /// that speed (the quality suite's rebound ladder: 0.996 of e² at e = 1): the bound allows
    /// it the whole energy its contact took.
    @Test func aFreeImpactKeepsItsRebound() {
        let world = World(gravity: .zero)
        let wall = world.createBody(BodyDefinition(type: .static, position: Vec2(1, 0)))
        var material = ShapeDefinition()
        material.restitution = 1
        world.createShape(on: wall, .box(halfWidth: 0.1, halfHeight: 1), material)
        let ball = Self.disc(world, at: 0, velocity: 5)
        for _ in 0..<30 { world.step(1.0 / 60) }
        let v = world.linearVelocity(of: ball)
        #expect(v.x < -0.99 * 5 && v.x >= -5 * (1 + 1e-5), "\(v)")
    }

    /// Three spinning boxes between two walls, elasticity 1 and friction `friction` everywhere,
    /// flicked at 2.5–14.5 m/s and 12–30 rad/s so that they all meet in their first steps.
    /// Newton's rule with Coulomb friction can give a spinning body energy at an impact (Kane's
    /// paradox; the energy bound is Stronge's energetic restitution, applied to the group):
    /// without the bound their kinetic energy rose to 1.18× its start (both frictions). No frame
    /// may now end above the start (1e-5 for Float rounding).
    @Test(arguments: [Float(0.3), 0.57])
    func spinningBoxesStrikingEachOtherGainNoEnergy(friction: Float) {
        let world = World(gravity: .zero)
        var material = ShapeDefinition()
        material.restitution = 1
        material.friction = friction
        for x in [Float(-0.6), 0.6] {
            let wall = world.createBody(BodyDefinition(type: .static, position: Vec2(x, 0)))
            world.createShape(on: wall, .box(halfWidth: 0.05, halfHeight: 1), material)
        }
        // Half width, half height, speed, spin.
        let boxes: [(Float, Float, Float, Float)] = [
            (0.0488, 0.0644, 13.46, 29.77), (0.0508, 0.1116, 14.48, -15.33), (0.0691, 0.0413, 2.5, -12.38),
        ]
        var bodies: [(id: BodyID, mass: Float, inertia: Float)] = []
        for (i, box) in boxes.enumerated() {
            var def = BodyDefinition(type: .dynamic, position: Vec2(-0.35 + 0.35 * Float(i), 0))
            def.linearVelocity = Vec2(box.2, 0)
            def.angularVelocity = box.3
            let body = world.createBody(def)
            world.createShape(on: body, .box(halfWidth: box.0, halfHeight: box.1), material)
            // Density 1: mass 4·hw·hh, inertia m(hw² + hh²)/3.
            let mass = 4 * box.0 * box.1
            bodies.append((body, mass, mass * (box.0 * box.0 + box.1 * box.1) / 3))
        }
        func energy() -> Double {
            bodies.reduce(0) { sum, b in
                let v = world.linearVelocity(of: b.id)
                let w = world.angularVelocity(of: b.id)
                return sum + 0.5 * Double(b.mass * (v.x * v.x + v.y * v.y) + b.inertia * w * w)
            }
        }
        let start = energy()
        for frame in 0..<20 {
            world.step(1.0 / 60)
            #expect(
                energy() <= start * (1 + 1e-5), "frame \(frame): \(energy() / start)× the energy at the start"
            )
        }
    }
}
