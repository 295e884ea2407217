import Dynamics
import Foundation

/// One random *valid* world as a new user builds it: 60–170 items of every shape, some of them
/// in groups of 2–6 members of mixed shapes, attachments of every kind between groups, items and
/// anchors, snaps, gravity, fields (a custom one included, always finite and smooth) and flicks
/// up to 50,000 pt/s. Nothing in it is out of any domain, so after every frame:
/// - no item or group member that collides with the reference boundary has its centre past it;
/// - no item was stopped by the in-step backstop (a velocity that became non-finite);
/// - no error was reported at all.
///
/// How deep any item went into a boundary is recorded too (``deepestPenetration``): a measure,
/// not a failure.
struct JointedWorldCase {
    let seed: UInt64
    var random: SeededGenerator
    let bounds: CGRect
    /// What collides with the reference boundary: single items and groups.
    var bodies: [any DynamicItem] = []
    /// Every item whose centre is checked: single items and group members.
    var checked: [FuzzItem] = []
    var problems: [String] = []
    /// The deepest overlap of any item with a boundary over the run (points).
    var deepestPenetration: CGFloat = 0
    var properties: DynamicItemBehavior?

    init(seed: UInt64) {
        self.seed = seed
        random = SeededGenerator(state: seed)
        bounds = CGRect(x: 0, y: 0, width: 320 + 500 * random.unit(), height: 480 + 300 * random.unit())
    }

    /// Runs `frames` frames; returns the problems found (the first of each kind per case).
    mutating func run(frames: Int) -> [String] {
        let log = ErrorBox()
        let animator = DynamicAnimator(referenceBounds: bounds)
        animator.errorHandler = { log.errors.append($0) }
        build(animator)
        if !log.errors.isEmpty { problems.append("building reported \(log.errors.map(\.message))") }
        for frame in 0..<frames {
            if random.chance(0.03) { flick() }
            animator.step()
            if let traced = ProcessInfo.processInfo.environment["WORLD_TRACE"] { trace(traced, frame: frame) }
            if let error = log.errors.first {
                problems.append("frame \(frame): \(error.message)")
                break
            }
            if !check(frame: frame, animator) { break }
        }
        return problems
    }

    // MARK: Building

    mutating func makeItem(_ name: String, size: CGSize, center: CGPoint) -> FuzzItem {
        let kind = random.next() % 4
        var path = BezierPath()
        var centroid = CGPoint.zero
        if kind == 2 { (path, centroid) = FuzzCase.polygon(size, triangle: random.chance(0.5)) }
        let type: DynamicItemCollisionBoundsType = kind == 1 ? .ellipse : kind == 2 ? .path : .rectangle
        return FuzzItem(name, center: center, size: size, type: type, path: path, localCentroid: centroid)
    }

    mutating func randomSize(small: CGFloat) -> CGSize {
        CGSize(
            width: random.chance(small) ? random.range(1, 6) : random.range(6, 60),
            height: random.chance(small) ? random.range(1, 6) : random.range(6, 60))
    }

    mutating func randomPoint(margin: CGFloat) -> CGPoint {
        let m = min(margin, min(bounds.width, bounds.height) / 2 - 1)
        return CGPoint(x: random.range(m, bounds.width - m), y: random.range(m, bounds.height - m))
    }

    /// A group of 2–6 members of mixed shapes and sizes, touching or overlapping in a cluster.
    mutating func makeGroup(_ index: Int) -> DynamicItemGroup {
        let count = 2 + Int(random.next() % 5)
        let center = randomPoint(margin: 130)
        var members: [FuzzItem] = []
        var cursor = center
        for m in 0..<count {
            let size = randomSize(small: 0.35)
            members.append(makeItem("group\(index).\(m)", size: size, center: cursor))
            // The next member beside this one, in a random direction.
            let angle = random.range(0, 2 * .pi)
            let step = max(size.width, size.height) / 2 + random.range(0, 8)
            cursor = CGPoint(
                x: min(max(cursor.x + step * cos(angle), center.x - 60), center.x + 60),
                y: min(max(cursor.y + step * sin(angle), center.y - 60), center.y + 60))
        }
        checked += members
        return DynamicItemGroup(items: members)
    }

    mutating func build(_ animator: DynamicAnimator) {
        let total = 60 + Int(random.next() % 111)
        let groupCount = 2 + Int(random.next() % 8)
        for g in 0..<groupCount { bodies.append(makeGroup(g)) }
        while checked.count < total {
            let size = randomSize(small: 0.3)
            let item = makeItem("item\(bodies.count)", size: size, center: randomPoint(margin: 60))
            if random.chance(0.5) { item.transform = CGAffineTransform(rotationAngle: random.range(-3, 3)) }
            bodies.append(item)
            checked.append(item)
        }
        let collision = CollisionBehavior(items: bodies)
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        let gravity = GravityBehavior(items: bodies.filter { _ in random.chance(0.85) })
        gravity.setAngle(random.range(-4, 4), magnitude: random.range(0.2, 4))
        animator.addBehavior(gravity)
        let properties = DynamicItemBehavior(items: bodies)
        properties.elasticity = random.pick([0, 0.2, 0.5, 0.9, 1])
        properties.friction = random.range(0, 1)
        properties.density = random.range(0.1, 10)
        properties.resistance = random.range(0, 1)
        properties.charge = random.range(-2, 2)
        animator.addBehavior(properties)
        self.properties = properties
        // Heavy and light items in one world: masses far apart.
        if random.chance(0.5) {
            let heavy = DynamicItemBehavior(items: bodies.filter { _ in random.chance(0.1) })
            heavy.density = random.pick([0.01, 50, 500])
            if ProcessInfo.processInfo.environment["WORLD_TRACE"] != nil {
                print("density \(heavy.density): \(heavy.items.map { Self.name($0) })")
            }
            animator.addBehavior(heavy)
        }
        let without = ProcessInfo.processInfo.environment["WORLD_WITHOUT"] ?? ""
        for _ in 0..<Int(random.next() % 4) {
            let field = makeField()
            if !without.contains("field") { animator.addBehavior(field) }
        }
        for a in 0..<Int(random.next() % 12) {
            let attachment = makeAttachment()
            if !without.contains("attachment\(a),") { animator.addBehavior(attachment) }
        }
        for _ in 0..<Int(random.next() % 4) {
            let snap = SnapBehavior(item: random.pick(bodies), snapTo: randomPoint(margin: 20))
            if !without.contains("snap") { animator.addBehavior(snap) }
        }
        for _ in 0..<3 { flick() }
    }

    mutating func makeField() -> FieldBehavior {
        let field: FieldBehavior
        switch random.next() % 6 {
        case 0: field = .radialGravityField(position: randomPoint(margin: 0))
        case 1: field = .springField()
        case 2: field = .vortexField()
        case 3: field = .noiseField(smoothness: random.unit(), animationSpeed: random.range(0, 3))
        case 4: field = .electricField()
        default:
            let k = random.range(-3, 3)
            field = .field { _, position, velocity, _, _, time in
                CGVector(
                    dx: k * sin(position.y / 40 + time) - 0.01 * velocity.dx, dy: k * cos(position.x / 40))
            }
        }
        field.position = randomPoint(margin: 0)
        field.strength = random.range(-10, 10)
        for item in bodies where random.chance(0.4) { field.addItem(item) }
        return field
    }

    mutating func makeAttachment() -> AttachmentBehavior {
        let a = random.pick(bodies)
        var b = random.pick(bodies)
        if b === a { b = bodies[(bodies.firstIndex { $0 === a }! + 1) % bodies.count] }
        let attachment: AttachmentBehavior
        let kind = random.next() % 6
        switch kind {
        case 0: attachment = AttachmentBehavior(item: a, attachedToAnchor: randomPoint(margin: 0))
        case 1: attachment = AttachmentBehavior(item: a, attachedTo: b)
        case 2: attachment = .pinAttachment(with: a, attachedTo: b, attachmentAnchor: a.center)
        case 3:
            attachment = .limitAttachment(
                with: a, offsetFromCenter: .zero, attachedTo: b, offsetFromCenter: .zero)
        case 4: attachment = .fixedAttachment(with: a, attachedTo: b, attachmentAnchor: b.center)
        default:
            attachment = .slidingAttachment(
                with: a, attachmentAnchor: a.center,
                axisOfTranslation: CGVector(dx: 1, dy: random.range(-1, 1)))
        }
        if random.chance(0.5) {
            attachment.frequency = random.range(0.5, 8)
            attachment.damping = random.range(0, 1)
        }
        if ProcessInfo.processInfo.environment["WORLD_TRACE"] != nil {
            print(
                "attachment \(kind): \(Self.name(a)) \(a.bounds.size) \((a as? FuzzItem)?.boundsType) – \(Self.name(b)) \(b.bounds.size) \((b as? FuzzItem)?.boundsType) centres \(a.center) \(b.center) f \(attachment.frequency) d \(attachment.damping) length \(attachment.length)"
            )
        }
        return attachment
    }

    static func name(_ item: any DynamicItem) -> String {
        (item as? DynamicItemGroup).map { "group of \($0.items.map { "\($0)" })" } ?? "\(item)"
    }

    /// A thumb: one item or group flicked at up to 50,000 pt/s.
    mutating func flick() {
        let speed = random.chance(0.3) ? random.range(20_000, 50_000) : random.range(0, 20_000)
        let angle = random.range(0, 2 * .pi)
        properties?.addLinearVelocity(
            CGPoint(x: speed * cos(angle), y: speed * sin(angle)), for: random.pick(bodies))
    }

    /// Prints the named item's centre and the velocity of what carries it (its group or itself).
    func trace(_ name: String, frame: Int) {
        guard let properties else { return }
        if name == "fastest" {
            let speeds = bodies.map { body -> (CGFloat, String) in
                let v = properties.linearVelocity(for: body)
                return ((v.x * v.x + v.y * v.y).squareRoot(), Self.name(body))
            }
            let top = speeds.sorted { $0.0 > $1.0 }.prefix(3).map { "\(Int($0.0)) \($0.1)" }
            print("frame \(frame): fastest \(top)")
            return
        }
        guard let item = checked.first(where: { $0.name == name }) else { return }
        let body =
            bodies.first { $0 === item }
            ?? bodies.first { ($0 as? DynamicItemGroup)?.items.contains { $0 === item } ?? false }!
        print(
            "frame \(frame): \(name) at \(item.centroid); body at \(body.center) v \(properties.linearVelocity(for: body)) w \(properties.angularVelocity(for: body))"
        )
    }

    // MARK: Checks

    /// False once a problem is found.
    mutating func check(frame: Int, _ animator: DynamicAnimator) -> Bool {
        // The reference-bounds boundary lies 1 pt outside the bounds (as in UIKit).
        let limit: CGFloat = 1.001
        for item in checked {
            let c = item.centroid
            guard c.x.isFinite && c.y.isFinite else {
                problems.append("frame \(frame): \(item) is not finite: \(c)")
                return false
            }
            if c.x < -limit || c.y < -limit || c.x > bounds.width + limit || c.y > bounds.height + limit {
                problems.append(
                    "frame \(frame): \(item) (\(item.bounds.size), \(item.boundsType)) left the bounds \(bounds.size): \(c)"
                )
                return false
            }
        }
        for contact in animator.debugSnapshot([.contacts]).contacts {
            if case .boundary = contact.a, contact.separation < 0 {
                deepestPenetration = max(deepestPenetration, -contact.separation)
            }
        }
        return true
    }
}
