import Dynamics
import Foundation
import Testing

/// Continuous collision: no item ever ends up on the far side of a static boundary, at flick
/// speeds up to 50,000 pt/s, any elasticity up to 1, items down to 1 pt; fast items do not pass
/// through each other. Each case checks the item's centre after every frame.
@Suite("Tunnelling")
struct TunnellingTests {
    static let sizes: [CGSize] = [
        CGSize(width: 1, height: 1), CGSize(width: 2.6, height: 2), CGSize(width: 5, height: 5),
        CGSize(width: 20, height: 14), CGSize(width: 40, height: 40),
    ]
    static let speeds: [CGFloat] = [5_000, 12_000, 25_000, 50_000]
    static let elasticities: [CGFloat] = [0, 0.5, 0.99, 1]
    static let kinds: [DynamicItemCollisionBoundsType] = [.rectangle, .ellipse]

    /// One case: an item flicked at `velocity` from `start`, simulated for `seconds`; returns the
    /// first frame whose centre fails `inside`, or nil.
    static func firstEscape(
        size: CGSize, kind: DynamicItemCollisionBoundsType, elasticity: CGFloat, start: CGPoint,
        velocity: CGPoint, seconds: Double = 1, gravity: Bool = false,
        boundaries: (CollisionBehavior) -> Void, inside: (CGPoint) -> Bool
    ) -> Int? {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 600))
        let item = Item("flicked", center: start, size: size, type: kind)
        let collision = CollisionBehavior(items: [item])
        boundaries(collision)
        let properties = DynamicItemBehavior(items: [item])
        properties.elasticity = elasticity
        animator.addBehavior(collision)
        animator.addBehavior(properties)
        if gravity { animator.addBehavior(GravityBehavior(items: [item])) }
        properties.addLinearVelocity(velocity, for: item)
        let frames = Int(seconds * 60)
        for frame in 0..<frames {
            animator.step()
            if !inside(item.center) { return frame }
        }
        return nil
    }

    /// Flick directions: at each wall, at a corner, and glancing.
    static let directions: [CGPoint] = [
        CGPoint(x: 0, y: -1), CGPoint(x: 0, y: 1), CGPoint(x: 1, y: 0), CGPoint(x: -1, y: 0),
        CGPoint(x: 0.6, y: 0.8), CGPoint(x: -0.96, y: 0.28),
    ]

    @Test(arguments: speeds)
    func flicksStayInsideTheReferenceBounds(speed: CGFloat) {
        var escapes: [String] = []
        var cases = 0
        for size in Self.sizes {
            for kind in Self.kinds {
                for e in Self.elasticities {
                    for (d, dir) in Self.directions.enumerated() {
                        // Start heights spread over the box so every phase of a bounce is tried.
                        let start = CGPoint(x: 200 + CGFloat(d) * 7, y: 60 + CGFloat(cases % 17) * 29)
                        cases += 1
                        let escape = Self.firstEscape(
                            size: size, kind: kind, elasticity: e, start: start,
                            velocity: CGPoint(x: dir.x * speed, y: dir.y * speed),
                            boundaries: { $0.translatesReferenceBoundsIntoBoundary = true },
                            inside: { $0.x > -1 && $0.x < 401 && $0.y > -1 && $0.y < 601 })
                        if let escape {
                            escapes.append("\(size) \(kind) e=\(e) dir=\(dir) from \(start): frame \(escape)")
                        }
                    }
                }
            }
        }
        #expect(escapes.isEmpty, "\(escapes.count) of \(cases) escaped: \(escapes.prefix(10))")
    }

    @Test(arguments: speeds)
    func flicksDoNotCrossASegmentBoundary(speed: CGFloat) {
        var escapes: [String] = []
        var cases = 0
        for size in Self.sizes {
            for kind in Self.kinds {
                for e in Self.elasticities {
                    for angle in stride(from: -60.0, through: 60.0, by: 30.0) {
                        let a = angle * .pi / 180
                        let start = CGPoint(x: 200, y: 150 + CGFloat(cases % 11) * 13)
                        cases += 1
                        // A slanted line across the box; the item starts above it.
                        let escape = Self.firstEscape(
                            size: size, kind: kind, elasticity: e, start: start,
                            velocity: CGPoint(x: sin(a) * speed, y: cos(a) * speed),
                            boundaries: {
                                $0.translatesReferenceBoundsIntoBoundary = true
                                $0.addBoundary(
                                    withIdentifier: "line", from: CGPoint(x: -50, y: 380),
                                    to: CGPoint(x: 450, y: 420))
                            },
                            inside: { p in p.y < 380 + (p.x + 50) * 40 / 500 })
                        if let escape {
                            escapes.append("\(size) \(kind) e=\(e) angle=\(angle): frame \(escape)")
                        }
                    }
                }
            }
        }
        #expect(escapes.isEmpty, "\(escapes.count) of \(cases) crossed: \(escapes.prefix(10))")
    }

    @Test(arguments: speeds)
    func flicksStayInsideAPathBoundary(speed: CGFloat) {
        var escapes: [String] = []
        var cases = 0
        let center = CGPoint(x: 200, y: 300)
        for size in Self.sizes {
            for kind in Self.kinds {
                for e in Self.elasticities {
                    for (d, dir) in Self.directions.enumerated() {
                        cases += 1
                        let start = CGPoint(x: 200 + CGFloat(d) * 5, y: 280 + CGFloat(cases % 7) * 6)
                        let escape = Self.firstEscape(
                            size: size, kind: kind, elasticity: e, start: start,
                            velocity: CGPoint(x: dir.x * speed, y: dir.y * speed),
                            boundaries: {
                                $0.addBoundary(
                                    withIdentifier: "ring",
                                    for: BezierPath(ovalIn: CGRect(x: 50, y: 150, width: 300, height: 300)))
                            },
                            inside: { hypot($0.x - center.x, $0.y - center.y) < 151 })
                        if let escape { escapes.append("\(size) \(kind) e=\(e) dir=\(dir): frame \(escape)") }
                    }
                }
            }
        }
        #expect(escapes.isEmpty, "\(escapes.count) of \(cases) escaped: \(escapes.prefix(10))")
    }

    @Test(arguments: speeds)
    func flicksDoNotCrossAnAnchoredItem(speed: CGFloat) {
        var escapes: [String] = []
        var cases = 0
        for size in Self.sizes {
            for e in Self.elasticities {
                for angle in stride(from: -50.0, through: 50.0, by: 25.0) {
                    cases += 1
                    let a = angle * .pi / 180
                    let animator = DynamicAnimator(
                        referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 600))
                    let wall = Item(
                        "wall", center: CGPoint(x: 200, y: 400), size: CGSize(width: 300, height: 4))
                    let item = Item("flicked", center: CGPoint(x: 200, y: 200), size: size, type: .ellipse)
                    let collision = CollisionBehavior(items: [wall, item])
                    collision.translatesReferenceBoundsIntoBoundary = true
                    let anchor = DynamicItemBehavior(items: [wall])
                    anchor.isAnchored = true
                    let properties = DynamicItemBehavior(items: [item])
                    properties.elasticity = e
                    animator.addBehavior(collision)
                    animator.addBehavior(anchor)
                    animator.addBehavior(properties)
                    properties.addLinearVelocity(CGPoint(x: sin(a) * speed, y: cos(a) * speed), for: item)
                    // One engine step per frame: the centre's path between two frames is a straight
                    // line, and it must not cross the wall's midline (y = 400, 50 ≤ x ≤ 350).
                    var previous = item.center
                    for frame in 0..<60 {
                        animator.step(frameDuration: 1.0 / 120)
                        let p = item.center
                        if (previous.y - 400) * (p.y - 400) <= 0 && p.y != previous.y {
                            let x = previous.x + (400 - previous.y) / (p.y - previous.y) * (p.x - previous.x)
                            if x >= 50 && x <= 350 {
                                escapes.append(
                                    "\(size) e=\(e) angle=\(angle): frame \(frame) \(previous) → \(p)")
                                break
                            }
                        }
                        previous = p
                    }
                }
            }
        }
        #expect(escapes.isEmpty, "\(escapes.count) of \(cases) crossed: \(escapes.prefix(10))")
    }

    /// The report's own sweep: small items flicked straight up at the top wall from 30 start
    /// heights, 5,000–40,000 pt/s (30–64 % ended outside before continuous collision).
    @Test(arguments: [
        CGSize(width: 2.6, height: 2), CGSize(width: 5, height: 5), CGSize(width: 20, height: 14),
    ])
    func smallItemsFlickedAtTheTopWallStayInside(size: CGSize) {
        var escapes: [String] = []
        for start in 0..<30 {
            for speed in stride(from: CGFloat(5_000), through: 40_000, by: 5_000) {
                for kind in Self.kinds {
                    let y = 20 + CGFloat(start) * 19
                    let escape = Self.firstEscape(
                        size: size, kind: kind, elasticity: 0.99, start: CGPoint(x: 200, y: y),
                        velocity: CGPoint(x: 0, y: -speed), gravity: true,
                        boundaries: { $0.translatesReferenceBoundsIntoBoundary = true },
                        inside: { $0.x > -1 && $0.x < 401 && $0.y > -1 && $0.y < 601 })
                    if let escape { escapes.append("\(kind) from y \(y) at \(speed): frame \(escape)") }
                }
            }
        }
        #expect(escapes.isEmpty, "\(escapes.count) of 480 escaped: \(escapes.prefix(10))")
    }

    @Test func aHeavyItemDoesNotCrushALightOneThroughTheFloor() {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 600))
        let sliver = Item("sliver", center: CGPoint(x: 200, y: 598.5), size: CGSize(width: 1, height: 3))
        let box = Item("box", center: CGPoint(x: 200, y: 100), size: CGSize(width: 100, height: 100))
        let collision = CollisionBehavior(items: [sliver, box])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        animator.addBehavior(GravityBehavior(items: [sliver, box]))
        var lowest: CGFloat = 0
        for _ in 0..<120 {
            animator.step()
            lowest = max(lowest, sliver.center.y)
        }
        #expect(lowest < 601, "the sliver was pushed to y = \(lowest) (floor at 600)")
        #expect(box.center.y < 600 - 50 + 4, "the box rests on the sliver or the floor: \(box.center.y)")
    }

    @Test(arguments: [CGFloat(2_500), 5_000, 10_000])
    func fastItemsDoNotPassThroughEachOther(speed: CGFloat) {
        var passes: [String] = []
        for size in [CGFloat(10), 20, 40] {
            for offset in stride(from: CGFloat(-0.8), through: 0.8, by: 0.4) {
                let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 4000, height: 600))
                let a = Item("a", center: CGPoint(x: 500, y: 300), size: CGSize(width: size, height: size))
                let b = Item(
                    "b", center: CGPoint(x: 1500, y: 300 + offset * size),
                    size: CGSize(width: size, height: size), type: .ellipse)
                let collision = CollisionBehavior(items: [a, b])
                let properties = DynamicItemBehavior(items: [a, b])
                properties.resistance = 0
                animator.addBehavior(collision)
                animator.addBehavior(properties)
                properties.addLinearVelocity(CGPoint(x: speed, y: 0), for: a)
                properties.addLinearVelocity(CGPoint(x: -speed, y: 0), for: b)
                for _ in 0..<30 { animator.step() }
                // Passing through leaves both velocities as they were; a collision exchanges
                // momentum (the ball is lighter: it turns back or is deflected).
                let vA = properties.linearVelocity(for: a)
                let vB = properties.linearVelocity(for: b)
                if abs(vA.x - speed) < 0.05 * speed || abs(vB.x + speed) < 0.05 * speed {
                    passes.append("size \(size) offset \(offset): velocities \(vA), \(vB)")
                }
            }
        }
        #expect(passes.isEmpty, "\(passes)")
    }
}
