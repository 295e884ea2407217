import DynamicsEngine

/// One subpath of a ``BezierPath`` flattened to straight segments.
///
/// ```swift
/// let outline = BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 50))
///     .flattenedSubpaths()[0]
/// outline.points.count  // 24
/// outline.isClosed      // true
/// ```
public struct FlattenedSubpath: Equatable, Sendable {
    /// The vertices in path order. A closed subpath does not repeat its first point at the end.
    ///
    /// ```swift
    /// let corners = BezierPath(rect: rect).flattenedSubpaths()[0].points  // 4 points
    /// ```
    public var points: [CGPoint]
    /// Whether the subpath ended with `close()` or ran back onto its first point.
    ///
    /// ```swift
    /// if subpath.isClosed { fill(subpath.points) }
    /// ```
    public var isClosed: Bool

    /// Creates a flattened subpath.
    ///
    /// ```swift
    /// let triangle = FlattenedSubpath(points: [a, b, c], isClosed: true)
    /// ```
    public init(points: [CGPoint], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }
}

extension BezierPath {
    /// The path's subpaths as polylines, flattened the way UIKit does.
    ///
    /// Lines are kept. A cubic or quadratic curve becomes `max(⌊L / 10 pt⌋, 1)` segments of
    /// equal parameter step, where `L` is the mean of the curve's control-polygon length and
    /// its chord length (at most 10 000 segments per curve, and one if `L` is not finite).
    /// A point closer than 0.001 pt to the previous one is dropped, and so is a last point
    /// that repeats the first (``FlattenedSubpath/isClosed`` records the closing). Subpaths
    /// made of a lone move are left out.
    ///
    /// `minimumSegmentsPerCurve` raises the count of every curve to at least that many segments,
    /// and `maximumTurnPerSegment` (radians) to at least one segment per that much turning of
    /// the curve's control polygon (at most 10 000 in all). UIKit's count follows the curve's
    /// size relative to a 10 pt tolerance and so makes a small curve a single chord: a 10 pt
    /// circle of four cubics becomes a square with 64 % of its area. Collision shapes flatten
    /// with ``collisionMinimumSegmentsPerCurve`` (6) and ``collisionMaximumTurnPerSegment``
    /// (15°), which keep a curved outline's area within 2 % at any size and leave a quarter
    /// ellipse longer than 60 pt as UIKit makes it.
    ///
    /// ```swift
    /// BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 10))
    ///     .flattenedSubpaths()[0].points.count  // 4
    /// BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 10))
    ///     .flattenedSubpaths(minimumSegmentsPerCurve: 6)[0].points.count  // 24
    /// ```
    public func flattenedSubpaths(
        minimumSegmentsPerCurve: Int = 1, maximumTurnPerSegment: Double = .infinity
    ) -> [FlattenedSubpath] {
        let minimum = Swift.min(Swift.max(minimumSegmentsPerCurve, 1), Flattening.maximumSegments)
        func count(_ polygon: CGPoint...) -> Int {
            let uikit = Flattening.segmentCount(polygon)
            let turning = Flattening.turnCount(polygon, maximumTurnPerSegment)
            return Swift.max(uikit, minimum, turning)
        }
        var result: [FlattenedSubpath] = []
        var points: [CGPoint] = []
        var draws = false
        var closed = false

        func finish() {
            if draws {
                if points.count > 1, let first = points.first, let last = points.last,
                    Flattening.isDuplicate(last, of: first)
                {
                    points.removeLast()
                    closed = true
                }
                result.append(FlattenedSubpath(points: points, isClosed: closed))
            }
            points = []
            draws = false
            closed = false
        }
        var current = CGPoint.zero
        func add(_ point: CGPoint) {
            if points.isEmpty { points = [current] }
            if let last = points.last, Flattening.isDuplicate(point, of: last) { return }
            points.append(point)
        }

        for element in elements {
            switch element {
            case .move(let p):
                finish()
                points = [p]
                current = p
            case .line(let p):
                draws = true
                add(p)
                current = p
            case .quadCurve(let p, let control):
                draws = true
                let count = count(current, control, p)
                for index in 1...count {
                    let t = Double(index) / Double(count)
                    let u = 1 - t
                    let x = u * u * Double(current.x) + 2 * u * t * Double(control.x) + t * t * Double(p.x)
                    let y = u * u * Double(current.y) + 2 * u * t * Double(control.y) + t * t * Double(p.y)
                    add(index == count ? p : CGPoint(x: x, y: y))
                }
                current = p
            case .curve(let p, let control1, let control2):
                draws = true
                let count = count(current, control1, control2, p)
                for index in 1...count {
                    let t = Double(index) / Double(count)
                    let u = 1 - t
                    let w0 = u * u * u
                    let w1 = 3 * u * u * t
                    let w2 = 3 * u * t * t
                    let w3 = t * t * t
                    let x =
                        w0 * Double(current.x) + w1 * Double(control1.x) + w2 * Double(control2.x)
                        + w3 * Double(p.x)
                    let y =
                        w0 * Double(current.y) + w1 * Double(control1.y) + w2 * Double(control2.y)
                        + w3 * Double(p.y)
                    add(index == count ? p : CGPoint(x: x, y: y))
                }
                current = p
            case .close:
                draws = true
                closed = true
                current = points.first ?? current
                finish()
            }
        }
        finish()
        return result
    }
}

extension BezierPath {
    /// The fewest segments a curve of a collision path is flattened to (see
    /// ``flattenedSubpaths(minimumSegmentsPerCurve:maximumTurnPerSegment:)``).
    ///
    /// ```swift
    /// path.flattenedSubpaths(minimumSegmentsPerCurve: BezierPath.collisionMinimumSegmentsPerCurve)
    /// ```
    ///
    /// Six: a circle of four cubics becomes a 24-gon with 98.9 % of its area, and UIKit's own
    /// count (one segment per 10 pt) is already six for a quarter of a 100 × 50 oval, so the
    /// collision outlines of such paths are unchanged.
    public static let collisionMinimumSegmentsPerCurve = 6

    /// The most a collision path's curve may turn within one segment, in radians (15°): a
    /// curve that bends more than a quarter circle gets more than the minimum six segments.
    ///
    /// ```swift
    /// path.flattenedSubpaths(maximumTurnPerSegment: BezierPath.collisionMaximumTurnPerSegment)
    /// ```
    public static let collisionMaximumTurnPerSegment = Double.pi / 12
}

private enum Flattening {
    static let duplicateDistance: Double = 1e-3
    static let maximumSegments = 10_000

    static func isDuplicate(_ point: CGPoint, of other: CGPoint) -> Bool {
        PortableMath.hypot(Double(point.x - other.x), Double(point.y - other.y)) < duplicateDistance
    }

    /// UIKit's segment count for a curve with the given control polygon.
    static func segmentCount(_ polygon: [CGPoint]) -> Int {
        var hull = 0.0
        for index in 1..<polygon.count {
            hull += distance(polygon[index - 1], polygon[index])
        }
        let chord = distance(polygon[0], polygon[polygon.count - 1])
        let segments = ((hull + chord) / 2 / 10).rounded(.down)
        guard segments.isFinite else { return 1 }
        return Int(Swift.min(Swift.max(segments, 1), Double(maximumSegments)))
    }

    /// Segments enough that each covers at most `maximumTurn` radians of the control polygon's
    /// turning (which bounds the curve's own); 1 for an unbounded `maximumTurn`.
    static func turnCount(_ polygon: [CGPoint], _ maximumTurn: Double) -> Int {
        guard maximumTurn.isFinite, maximumTurn > 0 else { return 1 }
        var turning = 0.0
        var previous: (Double, Double)?
        for index in 1..<polygon.count {
            let edge = (
                Double(polygon[index].x - polygon[index - 1].x),
                Double(polygon[index].y - polygon[index - 1].y)
            )
            guard edge.0 != 0 || edge.1 != 0 else { continue }
            if let p = previous {
                turning += abs(PortableMath.atan2(p.0 * edge.1 - p.1 * edge.0, p.0 * edge.0 + p.1 * edge.1))
            }
            previous = edge
        }
        let segments = (turning / maximumTurn).rounded(.up)
        guard segments.isFinite else { return 1 }
        return Int(Swift.min(Swift.max(segments, 1), Double(maximumSegments)))
    }

    static func distance(_ a: CGPoint, _ b: CGPoint) -> Double {
        PortableMath.hypot(Double(b.x - a.x), Double(b.y - a.y))
    }
}
