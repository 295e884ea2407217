import Dynamics
import Foundation

/// 3–5 small items (0.6–47 pt) in a row in a corridor too narrow for two of them side by side,
/// flicked at each other at up to 48,000 pt/s (closing speeds up to 50,000) with any elasticity.
/// Two items whose smallest sizes add up to more than the corridor's height cannot go round each
/// other, so their centres keep their order along the corridor unless one passed *through* the
/// other. Checked after every frame for items of 0.5 pt or more: that order, every centre inside
/// the corridor's walls, and no error reported (the in-step backstop included).
///
/// With `mixedSizes`, the items of one corridor differ in size: about half nearly as tall as the
/// corridor, the rest from 0.5 pt up (log-uniform), lying or standing, so that items smaller than
/// 2 pt meet larger ones and each other (issue 40: a 0.51 × 1.27 pt item passed through a
/// 1.93 × 2.70 pt one beside larger items).
struct CorridorCase {
    let seed: UInt64
    let mixedSizes: Bool
    var random: SeededGenerator
    var problems: [String] = []
    /// The most kinetic energy the items had after a frame, as a multiple of what they were
    /// flicked with (walls and collisions cannot add any; the long runs report it).
    var energyGain: Double = 0

    init(seed: UInt64, mixedSizes: Bool = false) {
        self.seed = seed
        self.mixedSizes = mixedSizes
        random = SeededGenerator(state: seed)
    }

    /// The sizes of a corridor's items.
    mutating func drawSizes(scale: CGFloat, count: Int) -> [CGSize] {
        (0..<count).map { _ in
            guard mixedSizes else {
                let h = min(47, scale * random.range(1, 1.5))
                return CGSize(width: min(47, h * random.range(1, 3)), height: h)
            }
            let tallest = min(47, scale)
            let h =
                random.chance(0.5)
                ? tallest * random.range(0.7, 1) : 0.5 * pow(max(1, tallest / 0.5), random.unit())
            return CGSize(width: min(47, max(0.5, h * random.range(0.4, 3))), height: h)
        }
    }

    /// The least width of a body's collision shape over every direction (for a convex polygon,
    /// the least over its edges of its extent along the edge's normal), its skin included; 0 for
    /// a body of several shapes, which no corridor item is.
    static func narrowestWidth(_ shapes: [DebugSnapshot.Shape]) -> CGFloat {
        guard shapes.count == 1 else { return 0 }
        switch shapes[0] {
        case .circle(_, let radius): return 2 * radius
        case .segment: return 0
        case .polygon(let corners, let skin):
            var least = CGFloat.infinity
            for k in corners.indices {
                let p = corners[k]
                let q = corners[(k + 1) % corners.count]
                let length = hypot(q.x - p.x, q.y - p.y)
                guard length > 0 else { continue }
                let normal = CGPoint(x: (q.y - p.y) / length, y: (p.x - q.x) / length)
                let along = corners.map { ($0.x - p.x) * normal.x + ($0.y - p.y) * normal.y }
                least = min(least, along.max()! - along.min()!)
            }
            return least + 2 * skin
        }
    }

    mutating func run(frames: Int) -> [String] {
        // Log-uniform scale: as many 1 pt corridors as 30 pt ones.
        let scale = 0.6 * pow(47 / 0.6, random.unit())
        let count = 3 + Int(random.next() % 3)
        let sizes = drawSizes(scale: scale, count: count)
        let tallest = sizes.map(\.height).max()!
        let height = tallest * random.range(1.02, 1.4)
        let gaps = (0..<count).map { _ in random.range(0.5, 6) * scale }
        let length = sizes.map(\.width).reduce(0, +) + gaps.reduce(0, +) + random.range(2, 8) * scale
        let log = ErrorBox()
        let animator = DynamicAnimator(
            referenceBounds: CGRect(x: -10, y: -10, width: length + 20, height: height + 20))
        animator.errorHandler = { log.errors.append($0) }
        var items: [FuzzItem] = []
        var x: CGFloat = 0
        for (i, size) in sizes.enumerated() {
            x += gaps[i]
            let kind: DynamicItemCollisionBoundsType = random.chance(0.5) ? .rectangle : .ellipse
            items.append(
                FuzzItem(
                    "c\(i)", center: CGPoint(x: x + size.width / 2, y: height / 2), size: size, type: kind,
                    path: BezierPath()))
            x += size.width
        }
        let collision = CollisionBehavior(items: items)
        let corners = [
            CGPoint(x: 0, y: 0), CGPoint(x: length, y: 0), CGPoint(x: length, y: height),
            CGPoint(x: 0, y: height),
        ]
        for i in 0..<4 {
            collision.addBoundary(withIdentifier: "wall\(i)", from: corners[i], to: corners[(i + 1) % 4])
        }
        animator.addBehavior(collision)
        let properties = DynamicItemBehavior(items: items)
        properties.elasticity = random.pick([0, 0.3, 0.8, 1, random.unit()])
        properties.friction = random.range(0, 1)
        properties.resistance = random.chance(0.5) ? 0 : random.range(0, 1)
        properties.allowsRotation = random.chance(0.7)
        animator.addBehavior(properties)
        // Speeds up to 48,000 pt/s, any two within 50,000 of each other (the closing speeds
        // issue 23 promises).
        let common = random.range(-23_000, 23_000)
        for item in items {
            let speed = common + random.range(-25_000, 25_000)
            properties.addLinearVelocity(
                CGPoint(x: speed, y: random.range(-0.05, 0.05) * abs(speed)), for: item)
        }
        // Pairs that cannot go round each other, in their starting order: the narrowest widths of
        // their collision shapes add up to more than the corridor's height. An ellipse collides as
        // UIKit's flattened polygon with its 0.9 pt skin, narrower than the ellipse when it has
        // few corners (an 18.5 × 16.6 pt ellipse is a diamond 14.1 pt across at its narrowest, and
        // a 2.8 pt item slid past it in a 19 pt corridor, `MIXED_SEED=12714072`).
        let snapshot = animator.debugSnapshot([.bodies])
        let narrowest = items.map { item in
            snapshot.bodies.first { $0.item == ObjectIdentifier(item) }.map { Self.narrowestWidth($0.shapes) }
                ?? -1
        }
        if let missing = narrowest.firstIndex(of: -1) {
            return ["\(items[missing]) has no body before the first frame"]
        }
        var pairs: [(Int, Int)] = []
        for i in 0..<count {
            for j in (i + 1)..<count {
                let a = sizes[i]
                let b = sizes[j]
                guard min(a.width, a.height) >= 0.5, min(b.width, b.height) >= 0.5 else { continue }
                if narrowest[i] + narrowest[j] > height { pairs.append((i, j)) }
            }
        }
        let trace = ProcessInfo.processInfo.environment["CORRIDOR_TRACE"] != nil
        if trace {
            print(
                "corridor \(length) × \(height), e \(properties.elasticity), rotation \(properties.allowsRotation)"
            )
            for (i, item) in items.enumerated() {
                print(
                    "  \(item) \(item.boundsType == .ellipse ? "ellipse" : "rectangle") \(item.bounds.size) at \(item.center) v \(properties.linearVelocity(for: item)), narrowest \(narrowest[i])"
                )
            }
        }
        let startEnergy = animator.debugSnapshot([.bodies]).kineticEnergy
        for frame in 0..<frames {
            animator.step()
            let energy = animator.debugSnapshot([.bodies]).kineticEnergy
            if startEnergy > 0 { energyGain = max(energyGain, energy / startEnergy) }
            if trace {
                print("frame \(frame): kinetic energy × \(energy / startEnergy)")
                for item in items {
                    let angle = atan2(item.transform.b, item.transform.a) * 180 / .pi
                    print(
                        "  \(item) at \(item.center) \(angle)° v \(properties.linearVelocity(for: item)) ω \(properties.angularVelocity(for: item))"
                    )
                }
            }
            if let error = log.errors.first {
                problems.append("frame \(frame): \(error.message)")
                break
            }
            for item in items {
                let c = item.center
                if !(c.x > 0 && c.x < length && c.y > 0 && c.y < height) {
                    problems.append(
                        "frame \(frame): \(item) \(item.bounds.size) left the corridor \(length) × \(height): \(c)"
                    )
                    return problems
                }
            }
            for (i, j) in pairs where items[i].center.x >= items[j].center.x {
                // How much the two were too wide to pass: with their collision shapes (skins
                // included), and as drawn (a negative figure: the drawn items fit past each other).
                let skins = narrowest[i] + narrowest[j] - height
                let drawn =
                    min(sizes[i].width, sizes[i].height) + min(sizes[j].width, sizes[j].height) - height
                problems.append(
                    "frame \(frame): \(items[i]) \(sizes[i]) and \(items[j]) \(sizes[j]) swapped sides in a corridor \(height) pt high: x \(items[i].center.x) ≥ \(items[j].center.x)"
                        + "; their collision shapes \(skins) pt too wide to pass, as drawn \(drawn) pt"
                )
                return problems
            }
        }
        return problems
    }
}
