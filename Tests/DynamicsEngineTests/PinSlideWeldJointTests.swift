import DynamicsEngine
import Testing

/// Revolute, prismatic and weld joints, stepped like the animator (1/120 s, 4 sub-steps).
@Suite("Revolute, prismatic and weld joints")
struct PinSlideWeldJointTests {
    private typealias S = JointScenes
    private static let free: JointDefinition.Kind = .revolute(
        lowerAngle: -.infinity, upperAngle: .infinity, frictionTorque: 0)

    /// A box pinned at one end to a static pivot swings about it; two free boxes pinned to each
    /// other tumble about their common anchor. Anchors stay together within 0.5 pt.
    @Test func pinnedBodiesRotateAboutTheAnchor() {
        let world = S.world(gravity: Vec2(0, 10))
        let pivot = S.anchor(world, at: .zero)
        let door = S.box(world, at: Vec2(0.5, 0))
        let pin = world.createJoint(
            JointDefinition(kind: Self.free, bodyA: pivot, bodyB: door, localAnchorB: Vec2(-0.5, 0)))
        let a = S.box(world, at: Vec2(5, 0))
        let b = S.box(world, at: Vec2(6, 0))
        let link = world.createJoint(
            JointDefinition(
                kind: Self.free, bodyA: a, bodyB: b, localAnchorA: Vec2(0.5, 0), localAnchorB: Vec2(-0.5, 0)))
        world.setAngularVelocity(of: a, 4)
        world.setLinearVelocity(of: b, Vec2(0, -3))
        var worst: Float = 0
        var swung: Float = 0
        for _ in 0..<600 {
            world.step(S.dt)
            for joint in [pin, link] {
                let (p, q) = world.anchors(of: joint)
                worst = max(worst, (p - q).length)
            }
            swung = max(swung, world.angle(of: door))
        }
        #expect(worst < 0.005, "anchors apart by \(worst) m")
        #expect(swung > 1.5, "the door swings down (reached \(swung) rad)")
        #expect(abs((world.position(of: door) - .zero).length - 0.5) < 0.005)
    }

    /// Friction torque τ slows a spinning body on a pin at τ/I (±5 %).
    @Test func frictionTorqueSlowsSpinAtTorqueOverInertia() {
        let world = S.world()
        let pivot = S.anchor(world, at: .zero)
        let wheel = S.box(world, at: .zero)
        let torque: Float = 0.5
        world.createJoint(
            JointDefinition(
                kind: .revolute(lowerAngle: -.infinity, upperAngle: .infinity, frictionTorque: torque),
                bodyA: pivot, bodyB: wheel))
        let inertia = world.massProperties(of: wheel).inertia
        world.setAngularVelocity(of: wheel, 10)
        for _ in 0..<120 { world.step(S.dt) }
        let deceleration = 10 - world.angularVelocity(of: wheel)
        let expected = torque / inertia
        #expect(
            abs(deceleration / expected - 1) < 0.05, "slowed by \(deceleration) rad/s², theory \(expected)")
        // It stops and stays stopped.
        for _ in 0..<480 { world.step(S.dt) }
        #expect(abs(world.angularVelocity(of: wheel)) < 1e-3)
    }

    /// Angle limits: a door released horizontally stops at its upper limit, never past it.
    @Test func revoluteAngleLimitsHold() {
        let world = S.world(gravity: Vec2(0, 10))
        let pivot = S.anchor(world, at: .zero)
        let door = S.box(world, at: Vec2(0.5, 0))
        world.createJoint(
            JointDefinition(
                kind: .revolute(lowerAngle: -0.25, upperAngle: 0.5, frictionTorque: 0), bodyA: pivot,
                bodyB: door, localAnchorB: Vec2(-0.5, 0)))
        var most: Float = -1
        for _ in 0..<360 {
            world.step(S.dt)
            most = max(most, world.angle(of: door))
        }
        #expect(most < 0.51, "turned to \(most) rad past 0.5")
        #expect(abs(world.angle(of: door) - 0.5) < 0.01)
        // Kicked the other way it stops at the lower limit.
        world.setAngularVelocity(of: door, -20)
        var least: Float = 1
        for _ in 0..<30 {
            world.step(S.dt)
            least = min(least, world.angle(of: door))
        }
        #expect(least > -0.26, "turned to \(least) rad past −0.25")
    }

    /// A slider on a diagonal axis: gravity drives it to its upper bound; kicks across the axis
    /// and spins do not move it off the line or turn it.
    @Test func prismaticStaysOnItsAxisWithinItsBounds() {
        let world = S.world(gravity: Vec2(0, 10))
        let base = S.anchor(world, at: .zero)
        let slider = S.box(world, at: .zero)
        let axis = Vec2(1, 1).normalized
        world.createJoint(
            JointDefinition(
                kind: .prismatic(localAxisA: axis, lower: -0.5, upper: 0.75), bodyA: base, bodyB: slider))
        world.applyImpulse(to: slider, Vec2(-3, 1), at: Vec2(0.4, 0.4))
        var offAxis: Float = 0
        var turned: Float = 0
        var lowest: Float = 0
        var highest: Float = 0
        for n in 0..<480 {
            world.step(S.dt)
            if n == 240 { world.applyImpulse(to: slider, Vec2(-6, 0), at: Vec2(0.3, 0.8)) }
            let p = world.position(of: slider)
            offAxis = max(offAxis, abs(cross(axis, p)))
            turned = max(turned, abs(world.angle(of: slider)))
            lowest = min(lowest, dot(axis, p))
            highest = max(highest, dot(axis, p))
        }
        #expect(offAxis < 0.005, "left the axis by \(offAxis) m")
        #expect(turned < 0.01, "turned by \(turned) rad")
        #expect(lowest > -0.505 && highest < 0.755, "translation in [\(lowest), \(highest)]")
        #expect(abs(dot(axis, world.position(of: slider)) - 0.75) < 0.005)
    }

    /// Two welded boxes tumbling in free space keep their relative pose.
    @Test func weldKeepsRelativePose() {
        let world = S.world()
        let a = S.box(world, at: .zero, angle: 0.3)
        let b = S.box(world, at: Vec2(1.2, 0.4), angle: -0.2)
        world.createJoint(
            JointDefinition(
                kind: .weld, bodyA: a, bodyB: b, localAnchorA: Vec2(0.6, 0), localAnchorB: Vec2(-0.6, 0)))
        let start = world.transform(of: a).inverseApply(world.position(of: b))
        let startAngle = world.angle(of: b) - world.angle(of: a)
        world.applyImpulse(to: b, Vec2(0, -2), at: world.position(of: b) + Vec2(0.5, 0))
        var drift: Float = 0
        var twist: Float = 0
        for _ in 0..<360 {
            world.step(S.dt)
            drift = max(drift, (world.transform(of: a).inverseApply(world.position(of: b)) - start).length)
            let relative = Rotation(angle: world.angle(of: b) - world.angle(of: a) - startAngle)
            twist = max(twist, abs(relative.s))
        }
        #expect(drift < 0.005, "B moved by \(drift) m in A's frame")
        #expect(twist < 0.005, "relative angle changed by \(twist) rad")
        #expect(abs(world.angularVelocity(of: a)) > 0.5, "the pair tumbles")
    }
}
