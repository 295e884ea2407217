import DynamicsEngine

/// Energy read from a snapshot, in UIKit's units (kg, metres: joules), for plots and for checking
/// that a scene loses energy the way it should.
extension DebugSnapshot {
    /// The items' kinetic energy (J): Σ ½·m·|v|² + ½·I·ω², v the velocity of the centre of mass.
    ///
    /// ```swift
    /// let e = animator.debugSnapshot([.bodies]).kineticEnergy
    /// ```
    public var kineticEnergy: Double {
        var sum = 0.0
        for body in bodies where !body.isAnchored {
            let r = CGVector(dx: body.centerOfMass.x - body.center.x, dy: body.centerOfMass.y - body.center.y)
            let vx = Double(body.velocity.dx - body.angularVelocity * r.dy) / 100
            let vy = Double(body.velocity.dy + body.angularVelocity * r.dx) / 100
            let w = Double(body.angularVelocity)
            sum += 0.5 * Double(body.mass) * (vx * vx + vy * vy) + 0.5 * Double(body.inertia) * w * w
        }
        return sum
    }

    /// Gravitational potential energy (J) of the items, Σ m·g·h with h measured up from the edge
    /// of ``drawingBounds`` that gravity points at (the floor of a scene: ≥ 0 inside the bounds),
    /// plus the energy held in springs, Σ ½·k·(ℓ − L)². Fields are not counted.
    ///
    /// ```swift
    /// let snapshot = animator.debugSnapshot([.bodies, .joints])
    /// let total = snapshot.kineticEnergy + snapshot.potentialEnergy
    /// ```
    public var potentialEnergy: Double {
        let area = drawingBounds
        var sum = 0.0
        for body in bodies where !body.isAnchored && (body.gravity.dx != 0 || body.gravity.dy != 0) {
            let g = body.gravity
            // The corner gravity points at most: the floor for gravity down.
            let floor = CGPoint(x: g.dx >= 0 ? area.maxX : area.minX, y: g.dy >= 0 ? area.maxY : area.minY)
            let height = Double(
                g.dx * (floor.x - body.centerOfMass.x) + g.dy * (floor.y - body.centerOfMass.y))
            sum += Double(body.mass) * height / 10_000
        }
        for joint in joints {
            guard case .spring(let length, _, _, let k) = joint.kind else { continue }
            let d = CGFloat(
                PortableMath.hypot(
                    Double(joint.anchorB.x - joint.anchorA.x), Double(joint.anchorB.y - joint.anchorA.y)))
            let stretch = Double(d - length) / 100
            sum += 0.5 * Double(k) * stretch * stretch
        }
        return sum
    }

    /// The fastest item centre (pt/s).
    ///
    /// ```swift
    /// animator.debugSnapshot([.bodies]).maxSpeed
    /// ```
    public var maxSpeed: CGFloat {
        bodies.map { CGFloat(PortableMath.hypot(Double($0.velocity.dx), Double($0.velocity.dy))) }.max() ?? 0
    }
}
