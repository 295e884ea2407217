import Dynamics
import Foundation

/// Six items of 0.5–20 pt (log-uniform; rectangles, ellipses and, from 4 pt, triangles and L
/// paths) inside a closed path boundary with concave corners — a star-shaped polygon of 5–12
/// corners, each at 45–100 % of the largest radius — flicked at up to 50,000 pt/s in any
/// direction, with any elasticity, friction, density and rotation, and gravity in a third of the
/// cases. Checked after every frame: every centre finite and inside the path (issue 40: a
/// 0.73 × 1.25 pt rectangle left a 659 × 1,097 pt closed path at 48,526 pt/s), no error
/// reported, and, as nothing in it adds energy, the kinetic plus gravitational energy's largest
/// ratio to its start (``energyGain``).
struct ClosedPathCase {
    let seed: UInt64
    var random: SeededGenerator
    var energyGain: Double = 0

    init(seed: UInt64) {
        self.seed = seed
        random = SeededGenerator(state: seed)
    }

    /// Whether `p` is inside the polygon `corners` (even–odd rule).
    static func contains(_ corners: [CGPoint], _ p: CGPoint) -> Bool {
        var inside = false
        var j = corners.count - 1
        for i in corners.indices {
            let a = corners[i]
            let b = corners[j]
            if (a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x {
                inside.toggle()
            }
            j = i
        }
        return inside
    }

    /// The distance from `p` to the nearest side of the polygon `corners`.
    static func distance(_ corners: [CGPoint], _ p: CGPoint) -> CGFloat {
        var nearest = CGFloat.infinity
        for i in corners.indices {
            let a = corners[i]
            let b = corners[(i + 1) % corners.count]
            let d = CGPoint(x: b.x - a.x, y: b.y - a.y)
            let t = max(0, min(1, ((p.x - a.x) * d.x + (p.y - a.y) * d.y) / (d.x * d.x + d.y * d.y)))
            nearest = min(nearest, hypot(p.x - a.x - t * d.x, p.y - a.y - t * d.y))
        }
        return nearest
    }

    /// Runs `frames` frames; returns what broke (an item outside the path or not finite, a
    /// reported error).
    mutating func run(frames: Int) -> [String] {
        let bounds = CGRect(x: 0, y: 0, width: random.range(300, 1_100), height: random.range(300, 1_100))
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let count = 5 + Int(random.next() % 8)
        // Corners at sorted angles, no gap over a third of a turn, so the centre sees every side.
        var angles: [CGFloat] = []
        repeat {
            angles = (0..<count).map { _ in random.range(0, 2 * .pi) }.sorted()
        } while zip(angles, angles.dropFirst() + [angles[0] + 2 * .pi]).contains { $1 - $0 > 2 * .pi / 3 }
        let corners = angles.map { angle in
            let r = random.range(0.45, 1)
            return CGPoint(
                x: center.x + r * 0.48 * bounds.width * cos(angle),
                y: center.y + r * 0.48 * bounds.height * sin(angle))
        }
        let boundary = BezierPath()
        boundary.move(to: corners[0])
        for corner in corners.dropFirst() { boundary.addLine(to: corner) }
        boundary.close()
        let animator = DynamicAnimator(referenceBounds: bounds)
        let log = ErrorBox()
        animator.errorHandler = { log.errors.append($0) }
        var items: [FuzzItem] = []
        var placed: [(CGPoint, CGFloat)] = []
        for index in 0..<6 {
            let size = CGSize(width: 0.5 * pow(40, random.unit()), height: 0.5 * pow(40, random.unit()))
            let radius = hypot(size.width, size.height) / 2
            var spot: CGPoint?
            for _ in 0..<200 {
                let p = CGPoint(x: random.range(0, bounds.width), y: random.range(0, bounds.height))
                if Self.contains(corners, p) && Self.distance(corners, p) > radius + 1
                    && placed.allSatisfy({ hypot($0.0.x - p.x, $0.0.y - p.y) > $0.1 + radius + 1 })
                {
                    spot = p
                    break
                }
            }
            guard let spot else { continue }
            placed.append((spot, radius))
            let kind = min(size.width, size.height) >= 4 ? random.pick([0, 1, 2]) : random.pick([0, 1])
            var path = BezierPath()
            var centroid = CGPoint.zero
            if kind == 2 { (path, centroid) = FuzzCase.polygon(size, triangle: random.chance(0.5)) }
            let type: DynamicItemCollisionBoundsType = kind == 0 ? .rectangle : kind == 1 ? .ellipse : .path
            let item = FuzzItem(
                "item\(index)", center: spot, size: size, type: type, path: path, localCentroid: centroid)
            items.append(item)
        }
        guard !items.isEmpty else { return [] }
        let collision = CollisionBehavior(items: items)
        collision.addBoundary(withIdentifier: "path", for: boundary)
        animator.addBehavior(collision)
        let gravity = GravityBehavior(items: random.chance(0.33) ? items : [])
        gravity.setAngle(random.range(-4, 4), magnitude: random.range(0.1, 5))
        animator.addBehavior(gravity)
        let properties = DynamicItemBehavior(items: items)
        properties.elasticity = random.pick([0, 0.22, 0.5, 0.9, 1, random.unit()])
        properties.friction = random.range(0, 1)
        properties.density = random.range(0.1, 10)
        properties.allowsRotation = random.chance(0.7)
        animator.addBehavior(properties)
        random.flick(items, properties, fastShare: 0.5, fast: (20_000, 50_000), slow: (0, 20_000))
        let start = animator.mechanicalEnergy
        let trace = ProcessInfo.processInfo.environment["PATH_TRACE"] != nil
        if trace {
            print(
                "path \(corners), e \(properties.elasticity), gravity \(gravity.items.isEmpty ? 0 : gravity.magnitude)"
            )
        }
        for frame in 0..<frames {
            animator.step()
            if start > 0 { energyGain = max(energyGain, animator.mechanicalEnergy / start) }
            if trace {
                for item in items {
                    print(
                        "frame \(frame): \(item) \(item.boundsType) \(item.bounds.size) at \(item.center) v \(properties.linearVelocity(for: item)) ω \(properties.angularVelocity(for: item))"
                    )
                }
                for contact in animator.debugSnapshot([.contacts]).contacts {
                    print(
                        "  contact \(contact.a) \(contact.b) at \(contact.point) n \(contact.normal) s \(contact.separation)"
                    )
                }
            }
            if let error = log.errors.first { return ["frame \(frame): \(error.message)"] }
            for item in items {
                let c = item.center
                guard c.x.isFinite && c.y.isFinite else {
                    return ["frame \(frame): \(item) is not finite: \(c)"]
                }
                if !Self.contains(corners, c) {
                    return [
                        "frame \(frame): \(item) \(item.bounds.size) left the closed path, \(Self.distance(corners, c)) pt outside: \(c)"
                    ]
                }
            }
        }
        return []
    }
}
