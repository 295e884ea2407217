import DynamicsEngine
import Foundation
import Testing

/// Force fields against the force laws of the reference (§12.2): metres, newtons, kilograms.
@Suite("Fields")
struct FieldTests {
    /// A zero-gravity world of one sub-step per 1/120 s step (UIKit's solver rhythm).
    static func world() -> World {
        let world = World(gravity: .zero)
        world.subSteps = 1
        world.isSleepEnabled = false
        return world
    }

    /// A 1 m box of `mass` kg centred at `position`, moving at `velocity`.
    @discardableResult
    static func probe(
        _ world: World, at position: Vec2, mass: Float = 1, velocity: Vec2 = .zero, charge: Float = 0
    ) -> BodyID {
        var def = BodyDefinition(type: .dynamic, position: position)
        def.linearVelocity = velocity
        def.allowsSleep = false
        let body = world.createBody(def)
        var shape = ShapeDefinition()
        shape.density = mass
        world.createShape(on: body, .box(halfWidth: 0.5, halfHeight: 0.5), shape)
        world.setCharge(of: body, charge)
        return body
    }

    static func close(_ a: Vec2, _ b: Vec2, _ tolerance: Float = 0.01) -> Bool {
        (a - b).length <= tolerance * Swift.max(b.length, 1e-6)
    }

    /// Probe: field at (1, 1), body offset p = (1.2, −1.6) (r = 2 m), v = (0.3, −0.4) m/s, m = 2 kg,
    /// q = 1.5; strength 3, falloff 1.5 (non-integer: the library's own power), direction (0.5, 2).
    static let origin = Vec2(1, 1)
    static let offset = Vec2(1.2, -1.6)
    static let velocity = Vec2(0.3, -0.4)
    static let mass: Float = 2
    static let charge: Float = 1.5

    static func force(of kind: FieldDefinition.Kind, falloff: Float) -> Vec2 {
        let world = world()
        let body = probe(world, at: origin + offset, mass: mass, velocity: velocity, charge: charge)
        var def = FieldDefinition(kind: kind, position: origin)
        def.strength = 3
        def.falloff = falloff
        def.direction = Vec2(0.5, 2)
        let field = world.createField(def)
        world.addBody(body, to: field)
        return world.fieldForce(field, on: body)
    }

    static func expected(_ kind: FieldDefinition.Kind, falloff k: Float) -> Vec2 {
        let s: Float = 3
        let r = offset.length
        let fall = Float(pow(Double(r), Double(-k)))
        let unit = (1 / r) * offset
        let u = velocity - Vec2(0.5, 2)
        switch kind {
        case .drag: return (-s * u.length * fall) * u
        case .vortex: return (s * fall / mass) * Vec2(-unit.y, unit.x)
        case .radialGravity: return (-s * mass * fall) * unit
        case .linearGravity: return (s * mass * fall) * Vec2(0.5, 2)
        case .spring: return (-s * fall) * unit
        case .electric: return (s * charge * fall) * unit
        case .magnetic: return (s * fall) * Vec2(velocity.y, -velocity.x)
        default: return .zero
        }
    }

    @Test(arguments: [
        FieldDefinition.Kind.drag, .vortex, .radialGravity, .linearGravity, .spring, .electric, .magnetic,
    ])
    func forceMatchesTheReferenceLaw(kind: FieldDefinition.Kind) {
        for k: Float in [0, 1, 2, -1, 1.5, -0.75] {
            let got = Self.force(of: kind, falloff: k)
            let want = Self.expected(kind, falloff: k)
            #expect(Self.close(got, want), "\(kind) k=\(k): \(got) vs \(want)")
        }
    }

    @Test func falloffUsesTheMinimumRadius() {
        let world = Self.world()
        let near = Self.probe(world, at: Vec2(0.25, 0))
        let far = Self.probe(world, at: Vec2(20, 0))
        var def = FieldDefinition(kind: .radialGravity)
        def.falloff = 2
        def.minimumRadius = 0.5
        let field = world.createField(def)
        // Inside the minimum radius the distance counts as 0.5 m: a = 1/0.25 = 4 m/s².
        #expect(Self.close(world.fieldForce(field, on: near), Vec2(-4, 0)))
        #expect(Self.close(world.fieldForce(field, on: far), Vec2(-1.0 / 400, 0)))
        def.falloff = 1.0 / 65536  // |k| < 2⁻¹⁵: no falloff at all
        world.setField(field, def)
        #expect(Self.close(world.fieldForce(field, on: far), Vec2(-1, 0)))
    }

    @Test func circleRegionIsInclusiveAndRectangleStrict() {
        let world = Self.world()
        let onEdge = Self.probe(world, at: Vec2(3, 2))
        let outside = Self.probe(world, at: Vec2(3.001, 2))
        let inside = Self.probe(world, at: Vec2(2.999, 2))
        var def = FieldDefinition(kind: .linearGravity, position: Vec2(2, 2))
        def.direction = Vec2(0, 1)
        def.region = [.circle(radius: 1)]
        let field = world.createField(def)
        #expect(world.fieldForce(field, on: onEdge) == Vec2(0, 1))
        #expect(world.fieldForce(field, on: outside) == .zero)
        def.region = [.rectangle(halfWidth: 1, halfHeight: 1)]
        world.setField(field, def)
        #expect(world.fieldForce(field, on: onEdge) == .zero)
        #expect(world.fieldForce(field, on: inside) == Vec2(0, 1))
        // A ring, then its complement: 0.5 m < r ≤ 1 m.
        def.region = [.circle(radius: 1), .circle(radius: 0.5), .not, .and]
        world.setField(field, def)
        #expect(world.fieldForce(field, on: onEdge) == Vec2(0, 1))
        def.region.append(.not)
        world.setField(field, def)
        #expect(world.fieldForce(field, on: onEdge) == .zero)
        #expect(world.fieldForce(field, on: outside) == Vec2(0, 1))
        def.region = [.empty, .infinite, .or]
        world.setField(field, def)
        #expect(world.fieldForce(field, on: outside) == Vec2(0, 1))
    }

    @Test func negligibleStrengthTimesMassOrChargeDoesNothing() {
        let world = Self.world()
        let neutral = Self.probe(world, at: Vec2(1, 0))
        let positive = Self.probe(world, at: Vec2(1, 0), velocity: Vec2(0, 1), charge: 1)
        let negative = Self.probe(world, at: Vec2(1, 0), velocity: Vec2(0, 1), charge: -1)
        let electric = world.createField(FieldDefinition(kind: .electric))
        #expect(world.fieldForce(electric, on: neutral) == .zero)
        #expect(world.fieldForce(electric, on: positive) == Vec2(1, 0))
        let magnetic = world.createField(FieldDefinition(kind: .magnetic))
        #expect(world.fieldForce(magnetic, on: neutral) == .zero)
        // Charge only enters the zero test: q = 1 and q = −1 feel the same force.
        #expect(world.fieldForce(magnetic, on: positive) == Vec2(1, 0))
        #expect(world.fieldForce(magnetic, on: negative) == Vec2(1, 0))
        var def = FieldDefinition(kind: .linearGravity)
        def.direction = Vec2(1, 0)
        def.strength = 1.0 / 65536
        let weak = world.createField(def)
        #expect(world.fieldForce(weak, on: neutral) == .zero)
        def.strength = 1.0 / 16384
        world.setField(weak, def)
        #expect(world.fieldForce(weak, on: neutral) == Vec2(1.0 / 16384, 0))
        let light = Self.probe(world, at: Vec2(1, 0), mass: 1.0 / 8)  // S·m = 2⁻¹⁷
        #expect(world.fieldForce(weak, on: light) == .zero)
    }

    @Test func velocityFieldOverridesGravityAndOtherFields() {
        let world = Self.world()
        world.gravity = Vec2(0, 10)
        let body = Self.probe(world, at: Vec2(0, 0), velocity: Vec2(0, -3))
        let free = Self.probe(world, at: Vec2(10, 0))
        var def = FieldDefinition(kind: .velocity)
        def.direction = Vec2(1.5, 0)
        def.region = [.circle(radius: 2)]
        let velocity = world.createField(def)
        var pull = FieldDefinition(kind: .linearGravity)
        pull.direction = Vec2(0, 7)
        let gravity = world.createField(pull)
        for b in [body, free] {
            world.addBody(b, to: velocity)
            world.addBody(b, to: gravity)
        }
        world.step(1.0 / 120)
        #expect(world.linearVelocity(of: body) == Vec2(1.5, 0))
        // Outside the region gravity and the other field act: 17 m/s² for 1/120 s.
        #expect(Self.close(world.linearVelocity(of: free), Vec2(0, 17.0 / 120)))
        // Damping still applies after the override.
        world.setDamping(of: body, linear: 12, angular: 0)
        world.step(1.0 / 120)
        #expect(Self.close(world.linearVelocity(of: body), Vec2(1.5 / 1.1, 0)))
    }

    @Test func customClosureGetsFieldLocalStateAndTimeAfterTheSubStep() {
        let world = Self.world()
        let body = Self.probe(world, at: Vec2(1.5, 2.25), mass: 2, velocity: Vec2(0.5, 0), charge: -2)
        final class Log: @unchecked Sendable { var samples: [FieldSample] = [] }
        let log = Log()
        let field = world.createField(FieldDefinition(kind: .custom, position: Vec2(1, 2))) { sample in
            log.samples.append(sample)
            return Vec2(4, 0)
        }
        world.addBody(body, to: field)
        world.step(1.0 / 120)
        world.step(1.0 / 120)
        #expect(log.samples.count == 2)
        let first = log.samples[0]
        #expect(Self.close(first.position, Vec2(0.5, 0.25), 1e-5))
        #expect(first.velocity == Vec2(0.5, 0))
        #expect(first.mass == 2)
        #expect(first.charge == -2)
        #expect(abs(first.time - 1.0 / 120) < 1e-6)
        #expect(abs(log.samples[1].time - 2.0 / 120) < 1e-6)
        #expect(abs(world.time - 2.0 / 120) < 1e-6)
        // 4 N on 2 kg for two 1/120 s steps.
        #expect(Self.close(world.linearVelocity(of: body), Vec2(0.5 + 2.0 / 60, 0), 1e-4))
        // Strength scales nothing but 0 disables.
        var def = FieldDefinition(kind: .custom, position: Vec2(1, 2))
        def.strength = 10
        world.setField(field, def)
        #expect(world.fieldForce(field, on: body) == Vec2(4, 0))
        def.strength = 0
        world.setField(field, def)
        #expect(world.fieldForce(field, on: body) == .zero)
    }

    @Test func fieldsActOnlyOnTheirMembers() {
        let world = Self.world()
        let member = Self.probe(world, at: Vec2(0, 0))
        let other = Self.probe(world, at: Vec2(5, 0))
        var def = FieldDefinition(kind: .linearGravity)
        def.direction = Vec2(12, 0)
        let field = world.createField(def)
        world.addBody(member, to: field)
        world.addBody(member, to: field)  // no-op: acts once
        world.step(1.0 / 120)
        #expect(Self.close(world.linearVelocity(of: member), Vec2(0.1, 0)))
        #expect(world.linearVelocity(of: other) == .zero)
        world.removeBody(member, from: field)
        world.step(1.0 / 120)
        #expect(Self.close(world.linearVelocity(of: member), Vec2(0.1, 0)))
        world.addBody(other, to: field)
        world.destroyBody(other)
        world.step(1.0 / 120)
        let reused = Self.probe(world, at: Vec2(5, 0))  // takes the destroyed body's slot
        world.step(1.0 / 120)
        #expect(world.linearVelocity(of: reused) == .zero)
        #expect(world.fieldCount == 1)
        world.destroyField(field)
        #expect(!world.isValid(field))
        #expect(world.fieldCount == 0)
    }

    @Test func sleepingMembersAreWokenByFieldChanges() {
        let world = World(gravity: .zero)
        let body = world.createBody(BodyDefinition(type: .dynamic))
        world.createShape(on: body, .box(halfWidth: 0.5, halfHeight: 0.5))
        let field = world.createField(FieldDefinition(kind: .linearGravity))
        world.addBody(body, to: field)
        for _ in 0..<120 { world.step(1.0 / 60) }
        #expect(!world.isAwake(body))
        var def = FieldDefinition(kind: .linearGravity)
        def.direction = Vec2(1, 0)
        world.setField(field, def)
        #expect(world.isAwake(body))
        world.step(1.0 / 60)
        #expect(world.linearVelocity(of: body).x > 0)
    }

    @Test func springFieldPeriodIsTwoPiRootMassOverStrength() {
        let world = Self.world()
        let m: Float = 2
        let k: Float = 8
        let body = Self.probe(world, at: Vec2(0.5, 0), mass: m)
        var def = FieldDefinition(kind: .spring)
        def.strength = k
        def.falloff = -1
        let field = world.createField(def)
        world.addBody(body, to: field)
        var crossings: [Double] = []
        var previous = world.worldCenter(of: body).x
        for step in 1...2400 {
            world.step(1.0 / 120)
            let x = world.worldCenter(of: body).x
            if previous < 0 && x >= 0 {
                let t = Double(step - 1) + Double(-previous / (x - previous))
                crossings.append(t / 120)
            }
            previous = x
        }
        let theory = 2 * Double.pi * (Double(m) / Double(k)).squareRoot()
        let measured = (crossings.last! - crossings.first!) / Double(crossings.count - 1)
        print("spring period: measured \(measured) s, theory \(theory) s over \(crossings.count - 1) periods")
        #expect(abs(measured - theory) / theory < 0.01)
    }

    @Test func noiseAndTurbulenceFollowTheNoiseField() {
        let world = Self.world()
        let body = Self.probe(world, at: Vec2(1.3, 0.7), mass: 2, velocity: Vec2(0.6, 0.8))
        var def = FieldDefinition(kind: .noise(seed: 9), position: Vec2(0.2, 0.1))
        def.strength = 2
        def.smoothness = 0.5
        def.animationSpeed = 1
        let field = world.createField(def)
        for _ in 0..<30 { world.step(1.0 / 120) }
        let local = world.worldCenter(of: body) - def.position
        let noise = NoiseField(seed: 9, smoothness: 0.5, animationSpeed: 1)
        let want = 2 * noise.valueTimesGradient(x: local.x, y: local.y, t: Float(world.time))
        let got = world.fieldForce(field, on: body)
        #expect(want != .zero)
        #expect(Self.close(got, want))
        def.kind = .turbulence(seed: 9)
        world.setField(field, def)
        let v2 = world.linearVelocity(of: body).lengthSquared
        #expect(Self.close(world.fieldForce(field, on: body), (2 * v2) * want))
    }

    @Test func fieldScenesAreDeterministic() {
        func run() -> (UInt64, Vec2) {
            let world = World(gravity: Vec2(0, 10))
            var bodies: [BodyID] = []
            for i in 0..<12 {
                let b = Self.probe(
                    world, at: Vec2(Float(i % 4) * 1.1 - 1.5, Float(i / 4) * 1.1 - 1),
                    mass: 1 + Float(i) * 0.1, velocity: Vec2(Float(i) * 0.1, 0), charge: Float(i % 3) - 1)
                bodies.append(b)
            }
            var kinds: [FieldDefinition.Kind] = [
                .drag, .vortex, .radialGravity, .spring, .electric, .magnetic, .noise(seed: 3),
                .turbulence(seed: 4),
            ]
            kinds.append(.custom)
            for (j, kind) in kinds.enumerated() {
                var def = FieldDefinition(kind: kind, position: Vec2(Float(j) * 0.1, 0))
                def.falloff = j % 2 == 0 ? 1.5 : -1
                def.minimumRadius = 0.1
                def.smoothness = 0.3
                def.animationSpeed = 2
                def.region = [.circle(radius: 6)]
                let field = world.createField(def) { sample in
                    Vec2(sample.time * 0.1, -sample.position.x * 0.2)
                }
                for (i, b) in bodies.enumerated() where (i + j) % 3 != 0 { world.addBody(b, to: field) }
            }
            for _ in 0..<600 { world.step(1.0 / 120) }
            return (world.stateHash, world.worldCenter(of: bodies[5]))
        }
        let a = run()
        let b = run()
        #expect(a.0 == b.0)
        #expect(a.1 == b.1)
    }
}
