import Dynamics
import Foundation

/// A small deterministic generator (SplitMix64): the same seed gives the same case on every
/// machine, so a failing case replays alone with `FUZZ_SEED=<seed>`.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func unit() -> CGFloat { CGFloat(next() >> 11) / CGFloat(1 << 53) }
    mutating func range(_ lower: CGFloat, _ upper: CGFloat) -> CGFloat { lower + (upper - lower) * unit() }
    mutating func chance(_ p: CGFloat) -> Bool { unit() < p }
    mutating func pick<T>(_ values: [T]) -> T { values[Int(next() % UInt64(values.count))] }
}

/// A plain item for the fuzzer.
final class FuzzItem: DynamicItem, CustomStringConvertible {
    var center: CGPoint
    var bounds: CGRect
    var transform: CGAffineTransform = .identity
    let boundsType: DynamicItemCollisionBoundsType
    let path: BezierPath
    let name: String
    /// The centre of mass in the item's own coordinates (a path's centroid can be off its centre).
    let localCentroid: CGPoint

    init(
        _ name: String, center: CGPoint, size: CGSize, type: DynamicItemCollisionBoundsType, path: BezierPath,
        localCentroid: CGPoint = .zero
    ) {
        self.name = name
        self.center = center
        self.bounds = CGRect(origin: .zero, size: size)
        self.boundsType = type
        self.path = path
        self.localCentroid = localCentroid
    }

    /// Where the centre of mass is now.
    var centroid: CGPoint {
        let p = localCentroid
        return CGPoint(
            x: center.x + transform.a * p.x + transform.c * p.y,
            y: center.y + transform.b * p.x + transform.d * p.y)
    }

    var collisionBoundsType: DynamicItemCollisionBoundsType { boundsType }
    var collisionBoundingPath: BezierPath { path }
    var description: String { name }
}

/// What one case found wrong (empty: the case passed).
struct FuzzFailure: CustomStringConvertible {
    var seed: UInt64
    var problem: String
    var description: String { "seed \(seed): \(problem)  (replay: FUZZ_SEED=\(seed))" }
}

/// One random scene with random misuse, run for a bounded number of frames, checked after every
/// frame: finite state, every boundary-held item inside the reference bounds, and a reported
/// error for every hostile value the case set.
struct FuzzCase {
    let seed: UInt64
    var random: SeededGenerator
    let bounds: CGRect
    var items: [FuzzItem] = []
    /// Items that collide with the reference-bounds boundary and started inside it.
    var contained: [FuzzItem] = []
    var failures: [String] = []
    var collision: CollisionBehavior?
    var properties: DynamicItemBehavior?

    init(seed: UInt64) {
        self.seed = seed
        random = SeededGenerator(state: seed)
        var first = SeededGenerator(state: seed ^ 0xB0B)
        bounds = CGRect(x: 0, y: 0, width: 200 + 600 * first.unit(), height: 600)
    }

    /// Values no input of the API may take.
    static let hostile: [CGFloat] = [
        .nan, .infinity, -.infinity, 1e39, -1e39, 1e300, -1e30, .greatestFiniteMagnitude,
    ]

    mutating func run(frames: Int) -> [FuzzFailure] {
        let log = ErrorBox()
        let animator = DynamicAnimator(referenceBounds: bounds)
        animator.errorHandler = { log.errors.append($0) }
        build(animator)
        var misused = 0
        for frame in 0..<frames {
            if random.chance(0.02) {
                misuse(animator, log: log)
                misused += 1
            }
            if random.chance(0.01) { flick() }
            if random.chance(0.005) { addOrRemove(animator) }
            animator.step()
            if let traced = ProcessInfo.processInfo.environment["FUZZ_TRACE"],
                let item = items.first(where: { $0.name == traced })
            {
                let com = animator.debugSnapshot([.bodies]).bodies.first {
                    $0.item == ObjectIdentifier(item)
                }?.centerOfMass
                print(
                    "frame \(frame) bounds \(bounds.size) \(item.center) com \(com.map { "\($0)" } ?? "-") \(item.transform) v=\(properties?.linearVelocity(for: item) ?? .zero)"
                )
            }
            check(frame: frame, animator)
            if !failures.isEmpty { break }
        }
        return failures.map { FuzzFailure(seed: seed, problem: $0) }
    }

    // MARK: Building

    mutating func makeItem(_ index: Int) -> FuzzItem {
        let size = CGSize(
            width: random.chance(0.3) ? random.range(1, 6) : random.range(6, 120),
            height: random.chance(0.3) ? random.range(1, 6) : random.range(6, 120))
        // Far enough from the edges that any rotation keeps the item inside.
        let margin = min(max(size.width, size.height), bounds.width / 2 - 1)
        let center = CGPoint(
            x: random.range(margin, bounds.width - margin), y: random.range(margin, bounds.height - margin))
        let kind = random.pick([0, 1, 2, 3])
        var path = BezierPath()
        var centroid = CGPoint.zero
        if kind == 2 { (path, centroid) = Self.polygon(size, triangle: random.chance(0.5)) }
        let type: DynamicItemCollisionBoundsType =
            kind == 0 ? .rectangle : kind == 1 ? .ellipse : kind == 2 ? .path : .rectangle
        let item = FuzzItem(
            "item\(index)", center: center, size: size, type: type, path: path, localCentroid: centroid)
        if random.chance(0.5) { item.transform = CGAffineTransform(rotationAngle: random.range(-3, 3)) }
        return item
    }

    /// A convex triangle, or an L (concave), inside a `size` box centred on the origin, and its
    /// area centroid.
    static func polygon(_ size: CGSize, triangle: Bool) -> (BezierPath, CGPoint) {
        let w = size.width / 2
        let h = size.height / 2
        let points: [CGPoint] =
            triangle
            ? [CGPoint(x: -w, y: -h), CGPoint(x: w, y: -h), CGPoint(x: 0, y: h)]
            : [
                CGPoint(x: -w, y: -h), CGPoint(x: w, y: -h), CGPoint(x: w, y: 0), CGPoint(x: 0, y: 0),
                CGPoint(x: 0, y: h), CGPoint(x: -w, y: h),
            ]
        let path = BezierPath()
        path.move(to: points[0])
        for p in points.dropFirst() { path.addLine(to: p) }
        path.close()
        return (path, centroid(of: points))
    }

    /// The area centroid of a simple polygon.
    static func centroid(of points: [CGPoint]) -> CGPoint {
        var area: CGFloat = 0
        var c = CGPoint.zero
        for i in points.indices {
            let p = points[i]
            let q = points[(i + 1) % points.count]
            let cross = p.x * q.y - q.x * p.y
            area += cross
            c.x += (p.x + q.x) * cross
            c.y += (p.y + q.y) * cross
        }
        return CGPoint(x: c.x / (3 * area), y: c.y / (3 * area))
    }

    mutating func build(_ animator: DynamicAnimator) {
        let count = 1 + Int(random.next() % 60)
        items = (0..<count).map { makeItem($0) }
        let collision = CollisionBehavior(items: items)
        collision.translatesReferenceBoundsIntoBoundary = true
        if random.chance(0.3) {
            collision.addBoundary(
                withIdentifier: "line", from: CGPoint(x: 0, y: bounds.height * 0.8),
                to: CGPoint(x: bounds.width, y: bounds.height * 0.9))
        }
        animator.addBehavior(collision)
        self.collision = collision
        contained = items
        let gravity = GravityBehavior(items: items.filter { _ in random.chance(0.8) })
        gravity.setAngle(random.range(-4, 4), magnitude: random.range(0, 5))
        animator.addBehavior(gravity)
        let properties = DynamicItemBehavior(items: items)
        properties.elasticity = random.pick([0, 0.2, 0.5, 0.9, 0.99, 1])
        properties.friction = random.range(0, 1)
        properties.density = random.range(0.1, 10)
        properties.resistance = random.range(0, 2)
        properties.charge = random.range(-2, 2)
        animator.addBehavior(properties)
        self.properties = properties
        for _ in 0..<Int(random.next() % 4) { animator.addBehavior(makeField()) }
        for _ in 0..<Int(random.next() % 6) where items.count > 1 { animator.addBehavior(makeAttachment()) }
        if random.chance(0.3) {
            let item = random.pick(items)
            animator.addBehavior(SnapBehavior(item: item, snapTo: randomPoint()))
        }
        if random.chance(0.5) {
            let push = PushBehavior(
                items: items.filter { _ in random.chance(0.3) },
                mode: random.chance(0.5) ? .instantaneous : .continuous)
            push.setAngle(random.range(-4, 4), magnitude: random.range(0, 2))
            animator.addBehavior(push)
        }
        flick()
    }

    mutating func randomPoint() -> CGPoint {
        CGPoint(x: random.range(0, bounds.width), y: random.range(0, bounds.height))
    }

    mutating func makeField() -> FieldBehavior {
        let field: FieldBehavior
        switch random.next() % 9 {
        case 0: field = .radialGravityField(position: randomPoint())
        case 1:
            field = .linearGravityField(direction: CGVector(dx: random.range(-5, 5), dy: random.range(-5, 5)))
        case 2: field = .springField()
        case 3: field = .vortexField()
        case 4: field = .dragField()
        case 5: field = .noiseField(smoothness: random.unit(), animationSpeed: random.range(0, 3))
        case 6: field = .turbulenceField(smoothness: random.unit(), animationSpeed: random.range(0, 3))
        case 7: field = .electricField()
        default:
            let k = random.range(-3, 3)
            field = .field { _, position, _, _, _, _ in CGVector(dx: k * sin(position.y / 50), dy: k) }
        }
        field.position = randomPoint()
        field.strength = random.range(-20, 20)
        for item in items where random.chance(0.5) { field.addItem(item) }
        return field
    }

    mutating func makeAttachment() -> AttachmentBehavior {
        let a = random.pick(items)
        var b = random.pick(items)
        if b === a { b = items[(items.firstIndex { $0 === a }! + 1) % items.count] }
        let attachment: AttachmentBehavior
        switch random.next() % 5 {
        case 0: attachment = AttachmentBehavior(item: a, attachedToAnchor: randomPoint())
        case 1: attachment = AttachmentBehavior(item: a, attachedTo: b)
        case 2: attachment = .pinAttachment(with: a, attachedTo: b, attachmentAnchor: a.center)
        case 3:
            attachment = .limitAttachment(
                with: a, offsetFromCenter: .zero, attachedTo: b, offsetFromCenter: .zero)
        default:
            attachment = .slidingAttachment(
                with: a, attachmentAnchor: a.center,
                axisOfTranslation: CGVector(dx: 1, dy: random.range(-1, 1)))
        }
        if random.chance(0.5) {
            attachment.frequency = random.range(0.5, 8)
            attachment.damping = random.range(0, 1)
        }
        return attachment
    }

    // MARK: Input during the run

    /// A thumb: one item flicked at up to 20,000 pt/s.
    mutating func flick() {
        let item = random.pick(items)
        let velocity = CGPoint(x: random.range(-20_000, 20_000), y: random.range(-20_000, 20_000))
        properties?.addLinearVelocity(velocity, for: item)
    }

    /// A new item dropped in, or an existing one taken out of the collision behavior (it then
    /// falls freely and is no longer checked).
    mutating func addOrRemove(_ animator: DynamicAnimator) {
        guard let collision else { return }
        if random.chance(0.6) {
            let extra = makeItem(items.count)
            items.append(extra)
            contained.append(extra)
            collision.addItem(extra)
            properties?.addItem(extra)
        } else if contained.count > 1 {
            let gone = contained.remove(at: Int(random.next() % UInt64(contained.count)))
            collision.removeItem(gone)
        }
    }

    /// Sets one property of one behavior to a value outside every domain; the animator must
    /// report it.
    mutating func misuse(_ animator: DynamicAnimator, log: ErrorBox) {
        let before = log.errors.count
        let value = random.pick(Self.hostile)
        let behaviors = animator.behaviors
        guard let behavior = behaviors.randomElement(using: &random) else { return }
        var what = "\(type(of: behavior))"
        switch behavior {
        case let gravity as GravityBehavior:
            what += ".magnitude"
            gravity.magnitude = value
        case let properties as DynamicItemBehavior:
            switch random.next() % 4 {
            case 0:
                what += ".elasticity"
                properties.elasticity = value
            case 1:
                what += ".density"
                properties.density = value
            case 2:
                what += ".addLinearVelocity"
                properties.addLinearVelocity(CGPoint(x: value, y: 0), for: items[0])
            default:
                what += ".charge"
                properties.charge = value
            }
        case let field as FieldBehavior:
            what += ".strength"
            field.strength = value
        case let attachment as AttachmentBehavior:
            switch random.next() % 3 {
            case 0:
                what += ".frequency"
                attachment.frequency = value
            case 1:
                what += ".length"
                attachment.length = value
            default:
                what += ".anchorPoint"
                attachment.anchorPoint = CGPoint(x: value, y: 1)
            }
        case let snap as SnapBehavior:
            what += ".snapPoint"
            snap.snapPoint = CGPoint(x: 1, y: value)
        case let push as PushBehavior:
            what += ".magnitude"
            push.magnitude = value
        default:
            what = "referenceBounds"
            animator.referenceBounds = CGRect(x: 0, y: 0, width: value, height: 10)
        }
        if log.errors.count == before { failures.append("\(what) = \(value) was not reported") }
    }

    // MARK: Checks

    mutating func check(frame: Int, _ animator: DynamicAnimator) {
        for item in items {
            let c = item.center
            let t = item.transform
            guard c.x.isFinite && c.y.isFinite && t.a.isFinite && t.b.isFinite else {
                failures.append("frame \(frame): \(item) is not finite: \(c) \(t)")
                return
            }
        }
        // The engine's centre of mass (a path item's centre can lie off its shape). The boundary
        // lies 1 pt outside the bounds; 0.001 pt of slack absorbs Float rounding.
        let bodies = animator.debugSnapshot([.bodies]).bodies
        var centers: [ObjectIdentifier: CGPoint] = [:]
        for body in bodies { centers[body.item] = body.centerOfMass }
        let limit: CGFloat = 1.001
        for item in contained {
            guard let c = centers[ObjectIdentifier(item)] else { continue }
            if c.x < -limit || c.y < -limit || c.x > bounds.width + limit || c.y > bounds.height + limit {
                failures.append(
                    "frame \(frame): \(item) (\(item.bounds.size), \(item.boundsType)) left the bounds \(bounds.size): \(c)"
                )
                return
            }
        }
    }
}

/// Collects errors reported during a case.
final class ErrorBox {
    var errors: [DynamicsError] = []
}
