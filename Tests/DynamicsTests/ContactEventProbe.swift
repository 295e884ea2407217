import Dynamics
import Foundation

/// A scene of one or two items bouncing in a walled box, run frame by frame while the
/// collision delegate's events and the items' motion are recorded, then checked against each
/// other (``ContactEventGridTests``).
///
/// The walls are four boundaries named "floor", "ceiling", "left" and "right" so that every
/// event names its pair. Rebounds are found from the motion alone: the velocity component along
/// the pair's normal turning from closing to opening between two frames.
struct ContactEventProbe {
    enum Outline: String, CaseIterable, CustomStringConvertible {
        case rectangle, ellipse, hexagon
        var description: String { rawValue }
    }

    /// One item: where it starts, how fast it moves.
    struct Launch {
        var center: CGPoint
        var velocity: CGPoint
    }

    var bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
    var size: CGFloat = 40
    var outline = Outline.rectangle
    var elasticity: CGFloat = 0.5
    /// 0 by default: oblique impacts then do not spin the items, so the gaps and speeds sampled
    /// at frame ends tell what happened within the frame.
    var friction: CGFloat = 0
    /// False by default, for the same reason: a box spinning half a turn per frame meets a wall
    /// with whichever corner, between two samples.
    var allowsRotation = false
    var gravity = false
    var launches: [Launch] = []
    var seconds: Double = 1.5
    /// Frames per second (each frame runs 120/`frameRate` engine steps of 1/120 s).
    var frameRate: Double = 60

    /// The record of a run.
    struct Run {
        /// Per frame (index 0: before the first frame): each item's centre, angle, velocity and
        /// angular velocity.
        var centers: [[CGPoint]] = []
        var angles: [[CGFloat]] = []
        var velocities: [[CGPoint]] = []
        var spins: [[CGFloat]] = []
        /// The delegate's events: frame (1-based), began or ended, and the pair's name.
        var events: [(frame: Int, began: Bool, pair: String)] = []
    }

    /// The item's outline relative to its centre for `.path` items: a regular hexagon of
    /// circumradius `size / 2`, a vertex pointing right.
    static func hexagon(_ size: CGFloat) -> [CGPoint] {
        (0..<6).map { k in
            let a = CGFloat(k) * .pi / 3
            return CGPoint(x: size / 2 * cos(a), y: size / 2 * sin(a))
        }
    }

    func run() -> Run {
        let animator = DynamicAnimator(referenceBounds: bounds)
        let items = launches.enumerated().map { k, launch in
            let item = Item(
                "item\(k)", center: launch.center, size: CGSize(width: size, height: size),
                type: outline == .rectangle ? .rectangle : outline == .ellipse ? .ellipse : .path)
            if outline == .hexagon {
                let path = BezierPath()
                let corners = Self.hexagon(size)
                path.move(to: corners[0])
                for p in corners.dropFirst() { path.addLine(to: p) }
                path.close()
                item.path = path
            }
            return item
        }
        let collision = CollisionBehavior(items: items)
        let (w, h) = (bounds.maxX, bounds.maxY)
        collision.addBoundary(withIdentifier: "floor", from: CGPoint(x: 0, y: h), to: CGPoint(x: w, y: h))
        collision.addBoundary(withIdentifier: "ceiling", from: CGPoint(x: 0, y: 0), to: CGPoint(x: w, y: 0))
        collision.addBoundary(withIdentifier: "left", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 0, y: h))
        collision.addBoundary(withIdentifier: "right", from: CGPoint(x: w, y: 0), to: CGPoint(x: w, y: h))
        let listener = Listener()
        collision.collisionDelegate = listener
        let properties = DynamicItemBehavior(items: items)
        properties.elasticity = elasticity
        properties.friction = friction
        properties.allowsRotation = allowsRotation
        properties.resistance = 0
        properties.angularResistance = 0
        animator.addBehavior(collision)
        animator.addBehavior(properties)
        if gravity { animator.addBehavior(GravityBehavior(items: items)) }
        for (item, launch) in zip(items, launches) where launch.velocity != .zero {
            properties.addLinearVelocity(launch.velocity, for: item)
        }
        var run = Run()
        func record() {
            run.centers.append(items.map(\.center))
            run.angles.append(items.map(\.angle))
            run.velocities.append(items.map { properties.linearVelocity(for: $0) })
            run.spins.append(items.map { properties.angularVelocity(for: $0) })
        }
        record()
        for frame in 1...Int(seconds * frameRate) {
            listener.frame = frame
            animator.step(frameDuration: 1 / frameRate)
            record()
        }
        run.events = listener.events
        return run
    }

    /// Hears the delegate and names each pair: "item0|floor", "item0|item1".
    private final class Listener: CollisionBehaviorDelegate {
        var frame = 0
        var events: [(frame: Int, began: Bool, pair: String)] = []

        func collisionBehavior(
            _ behavior: CollisionBehavior, beganContactFor item1: any DynamicItem,
            with item2: any DynamicItem,
            at point: CGPoint
        ) { events.append((frame, true, Self.pair(item1, item2))) }
        func collisionBehavior(
            _ behavior: CollisionBehavior, endedContactFor item1: any DynamicItem, with item2: any DynamicItem
        ) { events.append((frame, false, Self.pair(item1, item2))) }
        func collisionBehavior(
            _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
            withBoundaryIdentifier identifier: CollisionBehavior.BoundaryIdentifier?, at point: CGPoint
        ) { events.append((frame, true, "\(item)|\(identifier.map { "\($0)" } ?? "nil")")) }
        func collisionBehavior(
            _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem,
            withBoundaryIdentifier identifier: CollisionBehavior.BoundaryIdentifier?
        ) { events.append((frame, false, "\(item)|\(identifier.map { "\($0)" } ?? "nil")")) }

        static func pair(_ a: any DynamicItem, _ b: any DynamicItem) -> String {
            let names = ["\(a)", "\(b)"].sorted()
            return names[0] + "|" + names[1]
        }
    }
}

// MARK: Geometry of the recorded motion

extension ContactEventProbe {
    /// UIKit's collision skin around path polygons (0.9 pt): a hexagon's surface is that far
    /// outside its outline.
    static let pathSkin: CGFloat = 0.9

    /// Item `k`'s outline at frame `f`, in reference coordinates, and the radius its surface is
    /// rounded by (a circle: its centre and radius).
    func outline(_ run: Run, item k: Int, frame f: Int) -> (points: [CGPoint], radius: CGFloat) {
        let c = run.centers[f][k]
        if outline == .ellipse { return ([c], size / 2) }
        let local =
            outline == .hexagon
            ? Self.hexagon(size)
            : [(-1, -1), (1, -1), (1, 1), (-1, 1)].map { CGPoint(x: $0.0 * size / 2, y: $0.1 * size / 2) }
        let a = run.angles[f][k]
        let skin = outline == .hexagon ? Self.pathSkin : 0
        return (
            local.map { p in
                CGPoint(x: c.x + p.x * cos(a) - p.y * sin(a), y: c.y + p.x * sin(a) + p.y * cos(a))
            },
            skin
        )
    }

    /// The distance from item `k` to a wall at frame `f`, and the speed at which the item's
    /// point nearest the wall closes on it (its centre's velocity plus the spin's part there).
    func wallGap(_ run: Run, item k: Int, wall: String, frame f: Int) -> (gap: CGFloat, closing: CGFloat) {
        let (points, r) = outline(run, item: k, frame: f)
        let into: CGPoint
        let plane: CGFloat
        switch wall {
        case "floor": (into, plane) = (CGPoint(x: 0, y: 1), bounds.maxY)
        case "ceiling": (into, plane) = (CGPoint(x: 0, y: -1), -bounds.minY)
        case "left": (into, plane) = (CGPoint(x: -1, y: 0), -bounds.minX)
        default: (into, plane) = (CGPoint(x: 1, y: 0), bounds.maxX)
        }
        let nearest = points.max { $0.x * into.x + $0.y * into.y < $1.x * into.x + $1.y * into.y }!
        let c = run.centers[f][k]
        let v = run.velocities[f][k]
        let w = run.spins[f][k]
        // ω × (p − c) for a turn about the z axis: (−ω·dy, ω·dx).
        let pointVelocity = CGPoint(x: v.x - w * (nearest.y - c.y), y: v.y + w * (nearest.x - c.x))
        let gap = plane - (nearest.x * into.x + nearest.y * into.y) - r
        return (gap, pointVelocity.x * into.x + pointVelocity.y * into.y)
    }

    /// The separation of items 0 and 1 at frame `f` (circles: exact; polygons: the separating
    /// axis bound, exact when a face is nearest) and the unit direction from item 0 to item 1.
    func itemGap(_ run: Run, frame f: Int) -> (gap: CGFloat, into: CGPoint) {
        let (a, ra) = outline(run, item: 0, frame: f)
        let (b, rb) = outline(run, item: 1, frame: f)
        let ca = run.centers[f][0]
        let cb = run.centers[f][1]
        let d = CGPoint(x: cb.x - ca.x, y: cb.y - ca.y)
        let length = max((d.x * d.x + d.y * d.y).squareRoot(), 1e-9)
        let into = CGPoint(x: d.x / length, y: d.y / length)
        if outline == .ellipse { return (length - ra - rb, into) }
        func separation(_ p: [CGPoint], _ q: [CGPoint]) -> CGFloat {
            var best = -CGFloat.greatestFiniteMagnitude
            for i in p.indices {
                let e = CGPoint(x: p[(i + 1) % p.count].x - p[i].x, y: p[(i + 1) % p.count].y - p[i].y)
                let n = CGPoint(x: e.y, y: -e.x)
                let nl = (n.x * n.x + n.y * n.y).squareRoot()
                let face = (p[i].x * n.x + p[i].y * n.y) / nl
                // Outward normals point away from the centroid: flip if needed.
                let centroid = p.reduce(CGPoint.zero) {
                    CGPoint(x: $0.x + $1.x / CGFloat(p.count), y: $0.y + $1.y / CGFloat(p.count))
                }
                let sign: CGFloat = (centroid.x * n.x + centroid.y * n.y) / nl < face ? 1 : -1
                let nearest = q.map { sign * ($0.x * n.x + $0.y * n.y) / nl }.min()!
                best = max(best, nearest - sign * face)
            }
            return best
        }
        return (max(separation(a, b), separation(b, a)) - ra - rb, into)
    }
}
