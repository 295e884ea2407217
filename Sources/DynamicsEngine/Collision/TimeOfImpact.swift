/// Distance and time of impact between two convex shapes, for continuous collision.
///
/// A shape's *core* is its vertex set (one point for a circle, two for a segment) and its
/// *radius* the rounding around it; the separation of two shapes is the distance between their
/// cores minus both radii (negative when they overlap). The time of impact sweeps one shape
/// along a body's motion over a step by conservative advancement: each iteration measures the
/// separation and its direction, bounds how fast the moving shape can close that separation
/// (translation along the direction plus rotation times the shape's extent), and advances time
/// by the gap over that bound. The advance can never overshoot, so the result is a pose at
/// which the shapes still do not overlap: a fast body stops short of a surface, never beyond it.
enum TimeOfImpact {
    /// The separation of two cores given in one frame and the unit direction from A's closest
    /// point to B's (meaningful only when the separation is positive).
    ///
    /// Separated convex cores: the exact distance (the closest pair always includes a vertex of
    /// one core and an edge or vertex of the other). Overlapping: the separating-axis estimate
    /// (≤ 0).
    static func separation(
        _ aV: UnsafePointer<Vec2>, _ aN: UnsafePointer<Vec2>, _ aCount: Int, _ bV: UnsafePointer<Vec2>,
        _ bN: UnsafePointer<Vec2>, _ bCount: Int
    ) -> (distance: Float, normal: Vec2) {
        if aCount == 1 && bCount == 1 {
            let d = bV[0] - aV[0]
            let l = d.length
            return (l, l > 0 ? (1 / l) * d : Vec2(0, 1))
        }
        var axis = -Float.greatestFiniteMagnitude
        if aCount >= 2 { axis = Swift.max(axis, faceSeparation(aV, aN, aCount, bV, bCount)) }
        if bCount >= 2 { axis = Swift.max(axis, faceSeparation(bV, bN, bCount, aV, aCount)) }
        if axis <= 0 { return (axis, Vec2(0, 1)) }
        // Separated: the closest vertex–edge pair, both ways round.
        var best = Float.greatestFiniteMagnitude
        var fromA = Vec2.zero
        var toB = Vec2.zero
        for j in 0..<bCount {
            let q = closestPoint(on: aV, aCount, to: bV[j])
            let d = (bV[j] - q).lengthSquared
            if d < best {
                best = d
                fromA = q
                toB = bV[j]
            }
        }
        for i in 0..<aCount {
            let q = closestPoint(on: bV, bCount, to: aV[i])
            let d = (q - aV[i]).lengthSquared
            if d < best {
                best = d
                fromA = aV[i]
                toB = q
            }
        }
        let distance = best.squareRoot()
        return (distance, distance > 0 ? (1 / distance) * (toB - fromA) : Vec2(0, 1))
    }

    /// The largest separation of the points `v2` from any face of the core `v1`.
    @inline(__always)
    static func faceSeparation(
        _ v1: UnsafePointer<Vec2>, _ n1: UnsafePointer<Vec2>, _ c1: Int, _ v2: UnsafePointer<Vec2>, _ c2: Int
    ) -> Float {
        var best = -Float.greatestFiniteMagnitude
        for i in 0..<c1 {
            var least = Float.greatestFiniteMagnitude
            for j in 0..<c2 { least = Swift.min(least, dot(n1[i], v2[j] - v1[i])) }
            best = Swift.max(best, least)
        }
        return best
    }

    /// The point of the core's boundary closest to `p` (a segment has one edge, a polygon one
    /// per vertex, a point none).
    @inline(__always)
    static func closestPoint(on v: UnsafePointer<Vec2>, _ count: Int, to p: Vec2) -> Vec2 {
        if count == 1 { return v[0] }
        let edges = count == 2 ? 1 : count
        var best = Float.greatestFiniteMagnitude
        var result = v[0]
        for i in 0..<edges {
            let a = v[i]
            let b = v[i + 1 == count ? 0 : i + 1]
            let e = b - a
            let ee = e.lengthSquared
            var u = ee > 0 ? dot(p - a, e) / ee : 0
            u = Swift.min(Swift.max(u, 0), 1)
            let q = a + u * e
            let d = (p - q).lengthSquared
            if d < best {
                best = d
                result = q
            }
        }
        return result
    }

    /// The sweep of one body over a step: its centre of mass moves linearly from `c0` to `c1`
    /// and it turns uniformly from `q0` by `turn` radians (at most π: the shortest way to its
    /// end rotation, which is the way it turned, since a step turns a body less than half a turn).
    struct Sweep {
        var localCenter: Vec2
        var c0: Vec2
        var c1: Vec2
        var q0: Rotation
        var turn: Float

        /// The sweep from pose (`c0`, `q0`) to (`c1`, `q1`).
        init(localCenter: Vec2, c0: Vec2, c1: Vec2, q0: Rotation, q1: Rotation) {
            self.localCenter = localCenter
            self.c0 = c0
            self.c1 = c1
            self.q0 = q0
            let relative = World.relative(q0, q1)
            turn = relative.s == 0 && relative.c > 0 ? 0 : relative.angle
        }

        /// The fraction of the step at which the body stops (it stays there after): a body the
        /// continuous stage put back.
        var stop: Float = 1

        @inline(__always)
        func transform(at time: Float) -> Transform {
            let t = Swift.min(time, stop)
            let c = c0 + t * (c1 - c0)
            let q = turn == 0 ? q0 : q0 * Rotation(angle: t * turn)
            return Transform(p: c - q.rotate(localCenter), q: q)
        }
    }

    /// The core that is swept: a shape's vertices (or a circle's centre) in body coordinates.
    struct Core {
        var vertices: UnsafePointer<Vec2>
        var normals: UnsafePointer<Vec2>
        var count: Int
        var radius: Float
        /// Largest distance of the core's points from the body's centre of mass: how far a
        /// turn can move them. The rounding is not counted: a disc turned about its own centre
        /// covers itself (counted, a circle spinning at 112 rad/s was held back by its own spin
        /// at a wall it touched, and the item behind it drove 45 pt into it).
        var extent: Float
    }

    /// The first fraction of the sweep at which the moving core comes within `target` of the
    /// static core `a` (given in world coordinates), or `nil` if it does not before `limit`.
    /// Returns 0 when the cores are already that close at the start.
    ///
    /// `scratch` must hold `2 × (a.count + b.count)` points.
    static func fraction(
        static a: Core, moving b: Core, _ sweep: Sweep, target: Float, limit: Float,
        scratch: UnsafeMutablePointer<Vec2>
    ) -> Float? {
        fraction(a, .still, b, sweep, target: target, limit: limit, scratch: scratch)
    }

    /// The first fraction of a step at which two moving cores (each in its body's coordinates,
    /// each body on its own sweep) come within `target` of each other, or `nil` if they do not
    /// before `limit`; 0 when they are that close at the start. With `start`, the search
    /// begins there: the caller knows they cannot come that close before it.
    ///
    /// After ``maxIterations`` advances without reaching `target` or `limit` (a long body
    /// spinning fast beside a surface: the spin bound makes each advance small while the gap
    /// hardly shrinks), the search gives up and returns how far it got. That is still safe:
    /// every advance is at most the time the gap needs to close at the fastest speed the
    /// motion allows, so at the returned fraction the cores are still more than `target`
    /// apart. The caller stops the body there as at an impact; what the give-up costs is the
    /// rest of that step's motion (the body goes on from there the next step), never a pass
    /// through.
    ///
    /// `scratch` must hold `2 × (a.count + b.count)` points.
    static func fraction(
        _ a: Core, _ sweepA: Sweep, _ b: Core, _ sweepB: Sweep, target: Float, limit: Float,
        start: Float = 0, scratch: UnsafeMutablePointer<Vec2>
    ) -> Float? {
        let tolerance = 0.25 * Tolerances.linearSlop
        let totalRadius = a.radius + b.radius
        // B's motion relative to A's, and a bound on how fast the rotations move any core point
        // (per unit of sweep). Once one body has stopped, the other closes at its own speed.
        let travelA = sweepA.c1 - sweepA.c0
        let travelB = sweepB.c1 - sweepB.c0
        let travel = travelB - travelA
        let stops = sweepA.stop < 1 || sweepB.stop < 1
        let spin = Swift.abs(sweepA.turn) * a.extent + Swift.abs(sweepB.turn) * b.extent
        let aV = scratch
        let aN = scratch + a.count
        let bV = aN + a.count
        let bN = bV + b.count
        var t = start
        for _ in 0..<maxIterations {
            place(a, sweepA.transform(at: t), aV, aN)
            place(b, sweepB.transform(at: t), bV, bN)
            let (distance, n) = separation(
                UnsafePointer(aV), UnsafePointer(aN), a.count, UnsafePointer(bV), UnsafePointer(bN), b.count)
            let gap = distance - totalRadius
            if gap < target + tolerance { return t }
            // How fast the cores can close the gap along n (per unit of sweep).
            var closing = -dot(travel, n)
            if stops { closing = Swift.max(closing, Swift.max(-dot(travelB, n), dot(travelA, n))) }
            closing += spin
            if closing <= 0 { return nil }
            t += (gap - target) / closing
            if t >= limit { return nil }
        }
        return t
    }

    /// The first fraction of a step at which two moving cores that touch at its start press
    /// into each other, along the start's contact normal `normal` (from `a` to `b`), by more than
    /// `allowance` beyond how deep they were at the start; `nil` if they do not before the step's
    /// end.
    ///
    /// The depth along a fixed normal keeps growing as one core passes through the other, where
    /// the distance between them, or their separating axis, turns back after half way: this is
    /// the test for a pair already in contact (a middle item struck from both sides, an item
    /// driven into another resting on a wall), which no time of impact can sweep.
    static func pressFraction(
        _ a: Core, _ sweepA: Sweep, _ b: Core, _ sweepB: Sweep, normal: Vec2, allowance: Float
    ) -> Float? {
        @inline(__always) func separation(_ t: Float) -> Float {
            let xfA = sweepA.transform(at: t)
            let xfB = sweepB.transform(at: t)
            return dot(normal, xfB.p - xfA.p) + lowest(b, xfB.q.inverseRotate(normal))
                + lowest(a, xfA.q.inverseRotate(-normal)) - a.radius - b.radius
        }
        let floor = Swift.min(separation(0), 0) - allowance
        guard separation(1) < floor else { return nil }
        // Conservative advancement along the normal: the separation falls no faster than the
        // centres close along it plus the turns sweep the cores' extents.
        let travel = (sweepB.c1 - sweepB.c0) - (sweepA.c1 - sweepA.c0)
        var closing = -dot(travel, normal)
        if sweepA.stop < 1 || sweepB.stop < 1 {
            closing = Swift.max(
                closing, Swift.max(-dot(sweepB.c1 - sweepB.c0, normal), dot(sweepA.c1 - sweepA.c0, normal)))
        }
        closing += Swift.abs(sweepA.turn) * a.extent + Swift.abs(sweepB.turn) * b.extent
        guard closing > 0 else { return 0 }
        // Within half the allowance of the floor: at the continuous stage's usual 0.125 pt, a
        // pair of items under 1 pt (allowance a quarter of the inner radius, under 0.0625 pt)
        // was within it at once, so the search stopped at 0 before the step began and the
        // press went unchecked (issue 40: a 0.5 pt item passed through another in a corridor).
        let tolerance = Swift.min(0.25 * Tolerances.linearSlop, 0.5 * allowance)
        var t: Float = 0
        // Giving up after `maxIterations` is safe here too: see `fraction`.
        for _ in 0..<maxIterations {
            let gap = separation(t) - floor
            if gap < tolerance { return t }
            t += gap / closing
            if t >= 1 { return nil }
        }
        return t
    }

    /// Advances before a search gives up and returns the last safe fraction (see
    /// ``fraction(_:_:_:_:target:limit:start:scratch:)``).
    static let maxIterations = 32

    /// The smallest projection of a core's points on `direction` (body coordinates).
    @inline(__always)
    private static func lowest(_ core: Core, _ direction: Vec2) -> Float {
        var low = Float.infinity
        for j in 0..<core.count { low = Swift.min(low, dot(direction, core.vertices[j])) }
        return low
    }

    /// A core's vertices (and normals) placed by `xf`.
    @inline(__always)
    private static func place(
        _ core: Core, _ xf: Transform, _ v: UnsafeMutablePointer<Vec2>, _ n: UnsafeMutablePointer<Vec2>
    ) {
        for j in 0..<core.count {
            v[j] = xf.apply(core.vertices[j])
            if core.count >= 2 { n[j] = xf.q.rotate(core.normals[j]) }
        }
    }
}

extension TimeOfImpact.Sweep {
    /// No motion at all: a static core given in world coordinates.
    static let still = TimeOfImpact.Sweep(
        localCenter: .zero, c0: .zero, c1: .zero, q0: .identity, q1: .identity)
}
