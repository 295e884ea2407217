import Dynamics
import Foundation

/// A random world in which nothing can add energy: items of every outline and size (1–80 pt,
/// rectangles, ellipses, triangles and concave L paths) placed apart in the cells of a grid, a
/// boundary round the reference bounds and sometimes a slanted line across it, gravity of any
/// direction and strength on some items, any elasticity (up to 1), friction, resistance,
/// density and rotation, and a flick of up to 20,000 pt/s for each item at the start. Contacts,
/// friction and resistance can only take energy, so the items' kinetic plus gravitational
/// potential energy (``DebugSnapshot/kineticEnergy``, ``DebugSnapshot/potentialEnergy``) may
/// never rise above its start; ``energyGain`` is the largest ratio seen.
struct ClosedWorldCase {
    let seed: UInt64
    var random: SeededGenerator
    var energyGain: Double = 0

    init(seed: UInt64) {
        self.seed = seed
        random = SeededGenerator(state: seed)
    }

    /// Runs `frames` frames; returns what broke (a non-finite position, an item outside the
    /// bounds, a reported error).
    mutating func run(frames: Int) -> [String] {
        let bounds = CGRect(x: 0, y: 0, width: random.range(200, 800), height: random.range(300, 900))
        let animator = DynamicAnimator(referenceBounds: bounds)
        let log = ErrorBox()
        animator.errorHandler = { log.errors.append($0) }
        let cell = random.range(30, 120)
        let columns = Int(bounds.width / cell)
        let rows = Int(bounds.height / cell)
        var items: [FuzzItem] = []
        for row in 0..<rows {
            for column in 0..<columns where random.chance(0.5) {
                items.append(makeItem(items.count, cell: cell, column: column, row: row))
            }
        }
        guard !items.isEmpty else { return [] }
        let collision = CollisionBehavior(items: items)
        collision.translatesReferenceBoundsIntoBoundary = true
        if random.chance(0.3) {
            collision.addBoundary(
                withIdentifier: "line", from: CGPoint(x: 0, y: bounds.height * random.range(0.5, 0.9)),
                to: CGPoint(x: bounds.width, y: bounds.height * random.range(0.5, 0.9)))
        }
        animator.addBehavior(collision)
        let gravity = GravityBehavior(items: items.filter { _ in random.chance(0.8) })
        gravity.setAngle(random.range(-4, 4), magnitude: random.chance(0.2) ? 0 : random.range(0.1, 5))
        animator.addBehavior(gravity)
        let properties = DynamicItemBehavior(items: items)
        properties.elasticity = random.pick([0, 0.2, 0.5, 0.9, 1, random.unit()])
        properties.friction = random.range(0, 1)
        properties.density = random.range(0.1, 10)
        properties.resistance = random.chance(0.5) ? 0 : random.range(0, 2)
        properties.allowsRotation = random.chance(0.7)
        animator.addBehavior(properties)
        random.flick(items, properties, fastShare: 0.3, fast: (0, 20_000), slow: (0, 2_000))
        let start = animator.mechanicalEnergy
        let trace = ProcessInfo.processInfo.environment["CLOSED_TRACE"] != nil
        if trace {
            print(
                "world \(bounds.size), \(items.count) items, e \(properties.elasticity), gravity \(gravity.magnitude)"
            )
        }
        var last = start
        for frame in 0..<frames {
            animator.step()
            for item in items where !(item.center.x.isFinite && item.center.y.isFinite) {
                return ["frame \(frame): \(item) is not finite: \(item.center)"]
            }
            let now = animator.mechanicalEnergy
            if start > 0 { energyGain = max(energyGain, now / start) }
            // Replay with CLOSED_TRACE=1: the frames that gained energy, with the fastest items.
            if trace && now > last * 1.001 {
                print("frame \(frame): energy × \(now / start) (\(now / last) in the frame)")
                for item in items.sorted(by: {
                    hypot(properties.linearVelocity(for: $0).x, properties.linearVelocity(for: $0).y)
                        > hypot(properties.linearVelocity(for: $1).x, properties.linearVelocity(for: $1).y)
                }).prefix(3) {
                    print(
                        "  \(item) \(item.boundsType == .ellipse ? "ellipse" : item.boundsType == .path ? "path" : "rectangle") \(item.bounds.size) at \(item.center) v \(properties.linearVelocity(for: item)) ω \(properties.angularVelocity(for: item))"
                    )
                }
            }
            last = now
        }
        return log.errors.map { "reported: \($0)" }
    }

    /// An item inside its grid cell, so that no two start overlapping.
    mutating func makeItem(_ index: Int, cell: CGFloat, column: Int, row: Int) -> FuzzItem {
        let largest = min(cell * 0.7, 80)
        let size = CGSize(
            width: random.chance(0.2) ? random.range(1, 6) : random.range(6, largest),
            height: random.chance(0.2) ? random.range(1, 6) : random.range(6, largest))
        let center = CGPoint(x: (CGFloat(column) + 0.5) * cell, y: (CGFloat(row) + 0.5) * cell)
        let kind = random.pick([0, 1, 2])
        var path = BezierPath()
        var centroid = CGPoint.zero
        if kind == 2 { (path, centroid) = FuzzCase.polygon(size, triangle: random.chance(0.5)) }
        let type: DynamicItemCollisionBoundsType = kind == 0 ? .rectangle : kind == 1 ? .ellipse : .path
        let item = FuzzItem(
            "item\(index)", center: center, size: size, type: type, path: path, localCentroid: centroid)
        if random.chance(0.5) { item.transform = CGAffineTransform(rotationAngle: random.range(-3, 3)) }
        return item
    }
}

extension SeededGenerator {
    /// Flicks each item in a random direction, a share `fastShare` of them at a speed in `fast`,
    /// the rest in `slow` (points per second).
    mutating func flick(
        _ items: [FuzzItem], _ properties: DynamicItemBehavior, fastShare: CGFloat, fast: (CGFloat, CGFloat),
        slow: (CGFloat, CGFloat)
    ) {
        for item in items {
            let speed = chance(fastShare) ? range(fast.0, fast.1) : range(slow.0, slow.1)
            let angle = range(0, 2 * .pi)
            properties.addLinearVelocity(CGPoint(x: speed * cos(angle), y: speed * sin(angle)), for: item)
        }
    }
}

extension DynamicAnimator {
    /// The items' kinetic plus gravitational potential energy: what nothing in a closed world may
    /// add to.
    var mechanicalEnergy: Double {
        let snapshot = debugSnapshot([.bodies])
        return snapshot.kineticEnergy + snapshot.potentialEnergy
    }
}
