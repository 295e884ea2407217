import DynamicsEngine
import Foundation
import Testing

/// Rods, springs and ropes against theory, stepped like the animator (1/120 s, 4 sub-steps).
@Suite("Distance joints")
struct DistanceJointTests {
    private typealias S = JointScenes

    /// Small-angle pendulum: T = 2π√(L/g)(1 + θ₀²/16) within 1 %.
    @Test func pendulumPeriodMatchesTheory() {
        let g: Float = 10
        let length: Float = 1
        let theta0: Float = 0.05
        let world = S.world(gravity: Vec2(0, g))
        let pivot = S.anchor(world, at: .zero)
        let q = Rotation(angle: theta0)
        let bob = S.ball(world, at: Vec2(length * q.s, length * q.c))
        world.createJoint(
            JointDefinition(
                kind: .distance(length: length, hertz: 0, dampingRatio: 0), bodyA: pivot, bodyB: bob))
        var xs: [Double] = []
        var worst: Float = 0
        for _ in 0..<1200 {
            world.step(S.dt)
            xs.append(Double(world.position(of: bob).x))
            worst = max(worst, abs(S.distance(world, pivot, bob) - length))
        }
        let crossings = S.zeroCrossings(xs, dt: Double(S.dt))
        #expect(crossings.count >= 9)
        let period = 2 * (crossings.last! - crossings.first!) / Double(crossings.count - 1)
        let theta = Double(theta0)
        let expected = 2 * Double.pi * (Double(length) / Double(g)).squareRoot() * (1 + theta * theta / 16)
        #expect(abs(period / expected - 1) < 0.01, "period \(period) s, theory \(expected) s")
        #expect(worst < 0.005, "length drifted by \(worst) m")
    }

    /// Released horizontally (tension up to 3 mg at the bottom): the rod still holds its length
    /// within 0.5 pt for 10 s.
    @Test func rodHoldsLengthThroughLargeSwings() {
        let world = S.world(gravity: Vec2(0, 10))
        let pivot = S.anchor(world, at: .zero)
        let bob = S.ball(world, at: Vec2(1, 0))
        world.createJoint(
            JointDefinition(kind: .distance(length: 1, hertz: 0, dampingRatio: 0), bodyA: pivot, bodyB: bob))
        var worst: Float = 0
        var lowest: Float = 0
        for _ in 0..<1200 {
            world.step(S.dt)
            worst = max(worst, abs(S.distance(world, pivot, bob) - 1))
            lowest = max(lowest, world.position(of: bob).y)
        }
        #expect(worst < 0.005, "length drifted by \(worst) m")
        #expect(lowest > 0.99, "the bob swings through the bottom")
    }

    /// A spring of f Hz and ratio ζ on a 1 kg body: damped frequency f√(1−ζ²) within 2 %, and
    /// the amplitude ratio per cycle e^(−2πζ/√(1−ζ²)) within 3 %.
    @Test(arguments: [(Float(1), Float(0)), (1, 0.1), (2, 0.3), (4, 0.5)])
    func springOscillatesAtItsFrequencyAndDecaysAtItsRatio(hertz: Float, zeta: Float) {
        let world = S.world()
        let anchor = S.anchor(world, at: .zero)
        let body = S.ball(world, at: Vec2(1.2, 0))
        world.createJoint(
            JointDefinition(
                kind: .distance(length: 1, hertz: hertz, dampingRatio: zeta), bodyA: anchor, bodyB: body))
        var stretch: [Double] = []
        let steps = Int(5 / (hertz * S.dt))
        for _ in 0..<steps {
            world.step(S.dt)
            stretch.append(Double(S.distance(world, anchor, body) - 1))
        }
        let z = Double(zeta)
        let damped = Double(hertz) * (1 - z * z).squareRoot()
        let crossings = S.zeroCrossings(stretch, dt: Double(S.dt))
        #expect(crossings.count >= 4)
        let period = 2 * (crossings[3] - crossings[0]) / 3
        #expect(abs(period * damped - 1) < 0.02, "period \(period) s, theory \(1 / damped) s")
        let peaks = S.peaks(stretch)
        #expect(peaks.count >= 2)
        let ratio = peaks[1] / peaks[0]
        let expected = exp(-2 * Double.pi * z / (1 - z * z).squareRoot())
        #expect(abs(ratio / expected - 1) < 0.03, "amplitude ratio \(ratio), theory \(expected)")
    }

    /// Critically damped: returns to its length without crossing it.
    @Test func criticallyDampedSpringDoesNotOvershoot() {
        let world = S.world()
        let anchor = S.anchor(world, at: .zero)
        let body = S.ball(world, at: Vec2(1.3, 0))
        world.createJoint(
            JointDefinition(kind: .distance(length: 1, hertz: 2, dampingRatio: 1), bodyA: anchor, bodyB: body)
        )
        var least: Float = 1
        for _ in 0..<360 {
            world.step(S.dt)
            least = min(least, S.distance(world, anchor, body) - 1)
        }
        #expect(least > -1e-4, "overshot by \(-least) m")
        #expect(S.distance(world, anchor, body) - 1 < 1e-3)
    }

    /// Moving the anchor is a change of the spring's stretch, not a blow: the body's velocity
    /// after the step is what the spring law gives for one step (ω²·Δ·dt), and it never exceeds
    /// the step response's peak speed.
    @Test func movingTheAnchorOfASpringDoesNotKickTheBody() {
        let world = S.world()
        let anchor = S.anchor(world, at: .zero)
        let body = S.ball(world, at: Vec2(1, 0))
        world.createJoint(
            JointDefinition(
                kind: .distance(length: 1, hertz: 2, dampingRatio: 0.5), bodyA: anchor, bodyB: body))
        world.step(S.dt)
        world.setTransform(of: anchor, position: Vec2(-0.1, 0), angle: 0)
        world.step(S.dt)
        let omega = 2 * Float.pi * 2
        let oneStep = omega * omega * 0.1 * S.dt
        let v = world.linearVelocity(of: body)
        #expect(v.x < 0 && abs(v.x) <= 1.05 * oneStep, "velocity \(v) after the move, spring law \(oneStep)")
        var fastest: Float = 0
        for _ in 0..<240 {
            world.step(S.dt)
            fastest = max(fastest, world.linearVelocity(of: body).length)
        }
        #expect(fastest < omega * 0.1, "peak speed \(fastest) m/s")
        #expect(abs(world.position(of: body).x - 0.9) < 0.002)
    }

    /// A rod whose anchor jumps 5 pt toward the body: the rod moves the body back out within a
    /// few steps by position alone (split impulse, as UIKit's Box2D 2.x projects positions), so
    /// the correction neither adds nor takes energy — the body keeps its 1 m/s, now tangential —
    /// and leaves no velocity along the rod.
    @Test func aRodWhoseAnchorJumpsKeepsTheBodysSpeed() {
        let world = S.world()
        let anchor = S.anchor(world, at: .zero)
        let body = S.ball(world, at: Vec2(0, 1))
        world.createJoint(
            JointDefinition(kind: .distance(length: 1, hertz: 0, dampingRatio: 0), bodyA: anchor, bodyB: body)
        )
        world.setLinearVelocity(of: body, Vec2(1, 0))
        world.step(S.dt)
        world.setTransform(of: anchor, position: Vec2(0, 0.05), angle: 0)
        var fastest: Float = 0
        for _ in 0..<12 {
            world.step(S.dt)
            fastest = max(fastest, world.linearVelocity(of: body).length)
        }
        let v = world.linearVelocity(of: body)
        let u = (world.position(of: body) - world.position(of: anchor)).normalized
        #expect(abs(S.distance(world, anchor, body) - 1) < 0.001)
        #expect(abs(dot(v, u)) < 0.01, "velocity along the rod \(dot(v, u)) m/s")
        #expect(abs(abs(cross(u, v)) - 1) < 0.01, "tangential speed \(abs(cross(u, v))) m/s, theory 1")
        #expect(fastest <= 1.001, "no kick: peak speed \(fastest) m/s")
    }

    /// An anchor dragged along with its moving body, one teleport per step (as the animator moves
    /// anchor points): rod or spring, the body keeps its velocity and the joint its length.
    @Test(arguments: [Float(0), 2])
    func anAnchorDraggedAlongKeepsTheBodysVelocity(hertz: Float) {
        let world = S.world()
        var p = Vec2.zero
        let anchor = S.anchor(world, at: p)
        let body = S.ball(world, at: Vec2(0, 1))
        world.createJoint(
            JointDefinition(
                kind: .distance(length: 1, hertz: hertz, dampingRatio: 0.5), bodyA: anchor, bodyB: body))
        let v = Vec2(1, 0)
        world.setLinearVelocity(of: body, v)
        var worstSpeed: Float = 0
        var worstLength: Float = 0
        for _ in 0..<120 {
            p += S.dt * v
            world.setTransform(of: anchor, position: p, angle: 0)
            world.step(S.dt)
            worstSpeed = max(worstSpeed, (world.linearVelocity(of: body) - v).length)
            worstLength = max(worstLength, abs(S.distance(world, anchor, body) - 1))
        }
        #expect(worstSpeed < 0.01, "velocity off by \(worstSpeed) m/s")
        #expect(worstLength < 0.005, "length off by \(worstLength) m")
    }

    /// A rope is slack (free fall, no force) until taut, then never longer than maxLength.
    @Test func ropeIsSlackWhenShortAndNeverLongerThanItsLength() {
        let g: Float = 10
        let world = S.world(gravity: Vec2(0, g))
        let pivot = S.anchor(world, at: .zero)
        let bob = S.ball(world, at: Vec2(0.6, 0))
        world.createJoint(JointDefinition(kind: .rope(maxLength: 1), bodyA: pivot, bodyB: bob))
        world.setLinearVelocity(of: bob, Vec2(2, 0))
        var longest: Float = 0
        var t: Float = 0
        var slackChecked = 0
        for _ in 0..<1200 {
            world.step(S.dt)
            t += S.dt
            let d = S.distance(world, pivot, bob)
            longest = max(longest, d)
            if longest < 0.95 {
                // Still in the first free flight: the sub-stepped parabola y = ½·g·t·(t + h).
                let p = world.position(of: bob)
                let h = S.dt / 4
                #expect(abs(p.x - (0.6 + 2 * t)) < 1e-4)
                #expect(abs(p.y - 0.5 * g * t * (t + h)) < 1e-4)
                slackChecked += 1
            }
        }
        #expect(slackChecked > 5)
        #expect(longest < 1.005, "rope stretched to \(longest) m")
    }

    /// A rod created 1.42 m longer than the distance it spans pushes a 1 kg box against a wall
    /// (with a wall, `true`) or into open space. The rod reaches its length within 1 % in 10
    /// steps, and correcting that error adds no energy: the box then only swings under gravity,
    /// so it is never faster than falling from the highest point a 3 m rod allows to the
    /// bottom of the swing, √(2g·(y_pivot + L − y_highest)) (+10 %). Before split impulse the
    /// wall turned the correction into a slide along it that survived as real motion.
    @Test(arguments: [true, false])
    func correctingARodsLengthAddsNoEnergy(againstAWall: Bool) {
        let g: Float = 10
        let length: Float = 3
        let world = S.world(gravity: Vec2(0, g))
        let pivot = S.anchor(world, at: Vec2(3, 1))
        if againstAWall {
            let wall = world.createBody(BodyDefinition(type: .static, position: Vec2(7, 3)))
            world.createShape(on: wall, .box(halfWidth: 1, halfHeight: 10))
        }
        let box = S.box(world, at: Vec2(4.5, 1.5))
        #expect(abs(length - S.distance(world, pivot, box) - 1.42) < 0.01)
        world.createJoint(
            JointDefinition(
                kind: .distance(length: length, hertz: 0, dampingRatio: 0), bodyA: pivot, bodyB: box))
        // The highest point on the rod's circle: along the start direction, or at the wall
        // (box centre at most x = 5.5).
        let highest: Float =
            againstAWall ? 1 + (length * length - 2.5 * 2.5).squareRoot() : 1 + length * 0.5 / 1.5811388
        let bound = 1.1 * (2 * g * (1 + length - highest)).squareRoot()
        var reached: Int?
        var fastest: Float = 0
        for n in 1...240 {
            world.step(S.dt)
            if reached == nil && abs(S.distance(world, pivot, box) - length) < 0.01 * length { reached = n }
            fastest = max(fastest, world.linearVelocity(of: box).length)
        }
        #expect((reached ?? .max) <= 10, "rod reached its length at step \(reached ?? -1)")
        #expect(fastest <= bound, "fastest \(fastest) m/s, gravity alone gives \(bound / 1.1) m/s")
        #expect(abs(S.distance(world, pivot, box) - length) < 0.005)
    }
}
