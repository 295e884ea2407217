import DynamicsEngine

/// Measurements and decompositions of polygons given as vertex lists.
///
/// A polygon is an array of vertices with an implicit edge from the last vertex back to the
/// first; the first vertex is not repeated.
///
/// **Winding.** Signs follow the shoelace sum `A = Σ (xᵢ·yᵢ₊₁ − xᵢ₊₁·yᵢ) / 2`. `A > 0` means
/// counter-clockwise in a y-up frame, which is **clockwise as drawn on a y-down screen** (the
/// direction of `BezierPath(rect:)` and `BezierPath(ovalIn:)`). Everything this type returns
/// is in that positive winding; "convex vertex" means `cross(prev→v, v→next) > 0` under it.
///
/// ```swift
/// let square = [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 1), CGPoint(x: 0, y: 1)]
/// PolygonGeometry.signedArea(square)  // 1.0
/// ```
package enum PolygonGeometry {
    /// The shoelace area `Σ (xᵢ·yᵢ₊₁ − xᵢ₊₁·yᵢ) / 2`: positive for counter-clockwise in a y-up
    /// frame (clockwise on a y-down screen), negative for the other winding, 0 for fewer than
    /// three points.
    ///
    /// ```swift
    /// PolygonGeometry.signedArea([.zero, CGPoint(x: 2, y: 0), CGPoint(x: 0, y: 2)])  // 2.0
    /// ```
    package static func signedArea(_ polygon: [CGPoint]) -> CGFloat {
        guard polygon.count >= 3 else { return 0 }
        let origin = polygon[0]
        var twice = 0.0
        for index in 1..<(polygon.count - 1) {
            twice += cross(origin, polygon[index], polygon[index + 1])
        }
        return CGFloat(twice / 2)
    }

    /// The area centroid (centre of mass of the uniform plate). A polygon without area gives
    /// the mean of its vertices; an empty one gives `.zero`.
    ///
    /// ```swift
    /// PolygonGeometry.centroid([.zero, CGPoint(x: 3, y: 0), CGPoint(x: 0, y: 3)])  // (1, 1)
    /// ```
    package static func centroid(_ polygon: [CGPoint]) -> CGPoint {
        guard !polygon.isEmpty else { return .zero }
        let origin = polygon[0]
        var twiceArea = 0.0
        var sumX = 0.0
        var sumY = 0.0
        if polygon.count >= 3 {
            for index in 1..<(polygon.count - 1) {
                let b = polygon[index]
                let c = polygon[index + 1]
                let weight = cross(origin, b, c)
                twiceArea += weight
                sumX += weight * Double(b.x - origin.x + c.x - origin.x)
                sumY += weight * Double(b.y - origin.y + c.y - origin.y)
            }
        }
        if twiceArea == 0 || !twiceArea.isFinite {
            let count = Double(polygon.count)
            let meanX = polygon.reduce(0.0) { $0 + Double($1.x) } / count
            let meanY = polygon.reduce(0.0) { $0 + Double($1.y) } / count
            return CGPoint(x: meanX, y: meanY)
        }
        return CGPoint(
            x: Double(origin.x) + sumX / (3 * twiceArea),
            y: Double(origin.y) + sumY / (3 * twiceArea))
    }

    /// Whether the polygon is convex, in either winding: no reflex vertex, turning once around.
    ///
    /// Collinear vertices (a turn whose sine is below 1e-10) are allowed; spikes that double
    /// back, self-overlapping outlines such as a pentagram, fewer than three vertices and zero
    /// area are not convex.
    ///
    /// ```swift
    /// PolygonGeometry.isConvex([.zero, CGPoint(x: 1, y: 0), CGPoint(x: 2, y: 0),
    ///                           CGPoint(x: 2, y: 2)])  // true: (1, 0) is collinear
    /// ```
    package static func isConvex(_ polygon: [CGPoint]) -> Bool {
        let n = polygon.count
        guard n >= 3, signedArea(polygon) != 0 else { return false }
        var sign = 0.0
        var turning = 0.0
        for index in 0..<n {
            let a = polygon[(index + n - 1) % n]
            let b = polygon[index]
            let c = polygon[(index + 1) % n]
            let e1x = Double(b.x - a.x)
            let e1y = Double(b.y - a.y)
            let e2x = Double(c.x - b.x)
            let e2y = Double(c.y - b.y)
            let lengths = PortableMath.hypot(e1x, e1y) * PortableMath.hypot(e2x, e2y)
            guard lengths > 0 else { continue }
            let sine = (e1x * e2y - e1y * e2x) / lengths
            let cosine = (e1x * e2x + e1y * e2y) / lengths
            guard sine.isFinite, cosine.isFinite else { return false }
            if abs(sine) <= collinearSine {
                if cosine < 0 { return false }
                continue
            }
            if sign == 0 {
                sign = sine > 0 ? 1 : -1
            } else if sine * sign < 0 {
                return false
            }
            turning += PortableMath.atan2(sine, cosine)
        }
        return abs(abs(turning) - 2 * Double.pi) < 1e-6
    }

    /// Whether the polygon is simple: at least three vertices, no zero-length edge, no two
    /// adjacent edges folding back onto each other, and no two non-adjacent edges that
    /// intersect or touch. Exact floating-point tests, O(n²) in the worst case.
    ///
    /// ```swift
    /// let bowTie = [CGPoint.zero, CGPoint(x: 2, y: 2), CGPoint(x: 2, y: 0), CGPoint(x: 0, y: 2)]
    /// PolygonGeometry.isSimple(bowTie)  // false
    /// ```
    package static func isSimple(_ polygon: [CGPoint]) -> Bool {
        polygon.count >= 3 && selfIntersection(polygon) == nil
    }

    /// The first pair of edges found that breaks simplicity (see ``isSimple(_:)``), or `nil`.
    ///
    /// Edge `i` runs from `polygon[i]` to `polygon[(i + 1) % n]`. A zero-length edge `i` is
    /// reported as `(i, i)`.
    ///
    /// ```swift
    /// if let (i, j) = PolygonGeometry.selfIntersection(outline) { print("edges \(i), \(j)") }
    /// ```
    package static func selfIntersection(_ polygon: [CGPoint]) -> (first: Int, second: Int)? {
        let n = polygon.count
        guard n >= 2 else { return nil }
        func edge(_ i: Int) -> (CGPoint, CGPoint) { (polygon[i], polygon[(i + 1) % n]) }
        for i in 0..<n where polygon[i] == polygon[(i + 1) % n] {
            return (i, i)
        }
        for i in 0..<n {
            let a = polygon[(i + n - 1) % n]
            let b = polygon[i]
            let c = polygon[(i + 1) % n]
            if cross(a, b, c) == 0 && dot(a, b, c) < 0 {
                return ((i + n - 1) % n, i)
            }
        }
        let order = (0..<n).sorted { lhs, rhs in
            let l = edge(lhs)
            let r = edge(rhs)
            return Swift.min(l.0.x, l.1.x) < Swift.min(r.0.x, r.1.x)
        }
        for (position, i) in order.enumerated() {
            let (p1, p2) = edge(i)
            let maxX = Swift.max(p1.x, p2.x)
            for j in order[(position + 1)...] {
                let (q1, q2) = edge(j)
                if Swift.min(q1.x, q2.x) > maxX { break }
                let adjacent = j == (i + 1) % n || i == (j + 1) % n
                if adjacent { continue }
                if segmentsTouch(p1, p2, q1, q2) {
                    return (Swift.min(i, j), Swift.max(i, j))
                }
            }
        }
        return nil
    }

    /// The polygon without vertices closer than `tolerance` to the previous one (cyclically)
    /// and without vertices lying within `tolerance` of the line through their neighbours,
    /// which also removes zero-area spikes. Removal repeats until nothing changes, so at most
    /// about `tolerance` of deviation accumulates. `tolerance` is a distance in points.
    ///
    /// ```swift
    /// PolygonGeometry.removingDuplicatesAndCollinear(
    ///     [.zero, .zero, CGPoint(x: 1, y: 0), CGPoint(x: 2, y: 0), CGPoint(x: 2, y: 2)])
    /// // [(0, 0), (2, 0), (2, 2)]
    /// ```
    package static func removingDuplicatesAndCollinear(
        _ polygon: [CGPoint], tolerance: CGFloat = 1e-6
    ) -> [CGPoint] {
        let limit = Double(tolerance)
        var points: [CGPoint] = []
        for point in polygon {
            if let last = points.last, distance(last, point) <= limit { continue }
            points.append(point)
        }
        while points.count > 1, let first = points.first, let last = points.last,
            distance(first, last) <= limit
        {
            points.removeLast()
        }
        var changed = true
        while changed && points.count >= 3 {
            changed = false
            var index = 0
            while index < points.count && points.count >= 3 {
                let n = points.count
                let previous = points[(index + n - 1) % n]
                let point = points[index]
                let next = points[(index + 1) % n]
                let base = distance(previous, next)
                let offLine = base <= limit ? 0 : abs(cross(previous, next, point)) / base
                if distance(previous, point) <= limit || offLine <= limit {
                    points.remove(at: index)
                    changed = true
                } else {
                    index += 1
                }
            }
        }
        if points.count == 2, distance(points[0], points[1]) <= limit {
            points.removeLast()
        }
        return points
    }

    /// The polygon in the positive winding (`signedArea > 0`: counter-clockwise in a y-up
    /// frame, clockwise on a y-down screen), reversed if needed. Zero-area input is returned
    /// as is.
    ///
    /// ```swift
    /// let outline = PolygonGeometry.counterClockwise(points)
    /// PolygonGeometry.signedArea(outline) >= 0  // true
    /// ```
    package static func counterClockwise(_ polygon: [CGPoint]) -> [CGPoint] {
        signedArea(polygon) < 0 ? polygon.reversed() : polygon
    }

    /// Convex pieces that tile a simple polygon, each in the positive winding.
    ///
    /// The polygon is triangulated by ear clipping (collinear vertices are never clipped as
    /// ears and are dropped where they stall the clipping), then Hertel–Mehlhorn removes
    /// diagonals while the merged piece stays convex, which gives at most four times the
    /// minimum number of pieces. Pieces carry no collinear vertices, except that a convex input
    /// comes back unchanged (but in the positive winding) as the only piece. Fewer than three
    /// vertices or zero area give no pieces. The input must be simple (see ``isSimple(_:)``).
    ///
    /// ```swift
    /// let lShape = [CGPoint(x: 0, y: 0), CGPoint(x: 2, y: 0), CGPoint(x: 2, y: 1),
    ///               CGPoint(x: 1, y: 1), CGPoint(x: 1, y: 2), CGPoint(x: 0, y: 2)]
    /// PolygonGeometry.convexDecomposition(lShape).count  // 2
    /// ```
    package static func convexDecomposition(_ polygon: [CGPoint]) -> [[CGPoint]] {
        guard polygon.count >= 3, signedArea(polygon) != 0 else { return [] }
        let oriented = counterClockwise(polygon)
        if isConvex(oriented) { return [oriented] }
        let vertices = removingDuplicatesAndCollinear(oriented, tolerance: 0)
        guard vertices.count >= 3 else { return [] }
        let triangles = earClip(vertices)
        return mergeConvex(triangles, vertices: vertices).compactMap { indices in
            let piece = removingStraightVertices(indices.map { vertices[$0] })
            return piece.count >= 3 ? piece : nil
        }
    }

    /// The ellipse of the given size centred on the origin, flattened as UIKit flattens
    /// `BezierPath(ovalIn:)`, in the positive winding.
    ///
    /// ```swift
    /// PolygonGeometry.ellipse(width: 100, height: 50).count  // 24
    /// ```
    package static func ellipse(width: CGFloat, height: CGFloat) -> [CGPoint] {
        let rect = CGRect(x: -width / 2, y: -height / 2, width: width, height: height)
        let outline = BezierPath(ovalIn: rect).flattenedSubpaths().first?.points ?? []
        return counterClockwise(outline)
    }

    // MARK: - Private

    private static let collinearSine = 1e-10

    private static func cross(_ o: CGPoint, _ a: CGPoint, _ b: CGPoint) -> Double {
        let ax = Double(a.x - o.x)
        let ay = Double(a.y - o.y)
        let bx = Double(b.x - o.x)
        let by = Double(b.y - o.y)
        return ax * by - ay * bx
    }

    /// The dot product of `a→b` and `b→c`.
    private static func dot(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint) -> Double {
        Double(b.x - a.x) * Double(c.x - b.x) + Double(b.y - a.y) * Double(c.y - b.y)
    }

    private static func distance(_ a: CGPoint, _ b: CGPoint) -> Double {
        PortableMath.hypot(Double(b.x - a.x), Double(b.y - a.y))
    }

    /// Whether `point`, known to be collinear with segment `a b`, lies on it.
    private static func within(_ point: CGPoint, _ a: CGPoint, _ b: CGPoint) -> Bool {
        Swift.min(a.x, b.x) <= point.x && point.x <= Swift.max(a.x, b.x)
            && Swift.min(a.y, b.y) <= point.y && point.y <= Swift.max(a.y, b.y)
    }

    /// Whether closed segments `p1 p2` and `q1 q2` share at least one point.
    private static func segmentsTouch(_ p1: CGPoint, _ p2: CGPoint, _ q1: CGPoint, _ q2: CGPoint) -> Bool {
        let o1 = cross(p1, p2, q1)
        let o2 = cross(p1, p2, q2)
        let o3 = cross(q1, q2, p1)
        let o4 = cross(q1, q2, p2)
        if o1 * o2 < 0 && o3 * o4 < 0 { return true }
        if o1 == 0 && within(q1, p1, p2) { return true }
        if o2 == 0 && within(q2, p1, p2) { return true }
        if o3 == 0 && within(p1, q1, q2) { return true }
        if o4 == 0 && within(p2, q1, q2) { return true }
        return false
    }

    /// Whether the corner `a b c` turns by less than the collinear tolerance without folding
    /// back.
    private static func isStraight(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint) -> Bool {
        let lengths = distance(a, b) * distance(b, c)
        guard lengths > 0 else { return true }
        return abs(cross(a, b, c)) <= collinearSine * lengths && dot(a, b, c) > 0
    }

    private static func removingStraightVertices(_ piece: [CGPoint]) -> [CGPoint] {
        var points = piece
        var index = 0
        while index < points.count && points.count > 3 {
            let n = points.count
            if isStraight(points[(index + n - 1) % n], points[index], points[(index + 1) % n]) {
                points.remove(at: index)
            } else {
                index += 1
            }
        }
        return points
    }

    /// Triangles (as vertex indices, positive winding) covering the positively wound simple
    /// polygon `vertices`. Ear flags are refreshed only around each clip; a full pass over the
    /// remaining vertices finds ears that a clip unblocked elsewhere before any fallback runs.
    private static func earClip(_ vertices: [CGPoint]) -> [[Int]] {
        let n = vertices.count
        var next = (0..<n).map { ($0 + 1) % n }
        var previous = (0..<n).map { ($0 + n - 1) % n }
        var remaining = n

        func turn(_ i: Int) -> Double { cross(vertices[previous[i]], vertices[i], vertices[next[i]]) }
        func isEar(_ i: Int) -> Bool {
            let a = vertices[previous[i]]
            let b = vertices[i]
            let c = vertices[next[i]]
            guard cross(a, b, c) > 0 else { return false }
            var j = next[next[i]]
            while j != previous[i] {
                let p = vertices[j]
                if p != a && p != b && p != c
                    && cross(a, b, p) >= 0 && cross(b, c, p) >= 0 && cross(c, a, p) >= 0
                {
                    return false
                }
                j = next[j]
            }
            return true
        }

        var ear = (0..<n).map(isEar)
        var triangles: [[Int]] = []
        var cursor = 0
        var stalled = 0

        func unlink(_ i: Int, emit: Bool) {
            if emit { triangles.append([previous[i], i, next[i]]) }
            let before = previous[i]
            let after = next[i]
            next[before] = after
            previous[after] = before
            remaining -= 1
            ear[before] = isEar(before)
            ear[after] = isEar(after)
            cursor = after
            stalled = 0
        }

        while remaining > 3 {
            if ear[cursor] {
                unlink(cursor, emit: true)
                continue
            }
            cursor = next[cursor]
            stalled += 1
            guard stalled > remaining else { continue }
            var candidates: [Int] = []
            var j = cursor
            for _ in 0..<remaining {
                candidates.append(j)
                j = next[j]
            }
            for candidate in candidates {
                ear[candidate] = isEar(candidate)
            }
            if let found = candidates.first(where: { ear[$0] }) {
                unlink(found, emit: true)
                continue
            }
            let isFlat = { (i: Int) in turn(i) == 0 || vertices[i] == vertices[next[i]] }
            if let flat = candidates.first(where: isFlat) {
                unlink(flat, emit: false)
            } else if let sharpest = candidates.max(by: { turn($0) < turn($1) }), turn(sharpest) > 0 {
                unlink(sharpest, emit: true)
            } else {
                unlink(cursor, emit: false)
            }
        }
        if turn(cursor) > 0 {
            triangles.append([previous[cursor], cursor, next[cursor]])
        }
        return triangles
    }

    /// Hertel–Mehlhorn: drops every diagonal whose removal leaves a convex piece.
    private static func mergeConvex(_ triangles: [[Int]], vertices: [CGPoint]) -> [[Int]] {
        struct Edge: Hashable {
            var from: Int
            var to: Int
        }
        var pieces: [[Int]?] = triangles.map { Optional($0) }
        var owner: [Edge: Int] = [:]
        var diagonals: [Edge] = []
        for (id, triangle) in triangles.enumerated() {
            for k in 0..<3 {
                let edge = Edge(from: triangle[k], to: triangle[(k + 1) % 3])
                owner[edge] = id
                if owner[Edge(from: edge.to, to: edge.from)] != nil {
                    diagonals.append(edge)
                }
            }
        }

        func convexCorner(_ a: Int, _ b: Int, _ c: Int) -> Bool {
            cross(vertices[a], vertices[b], vertices[c]) > 0
                || isStraight(vertices[a], vertices[b], vertices[c])
        }

        for diagonal in diagonals {
            let u = diagonal.from
            let v = diagonal.to
            guard let first = owner[Edge(from: u, to: v)], let second = owner[Edge(from: v, to: u)],
                first != second, let pieceA = pieces[first], let pieceB = pieces[second],
                let indexA = pieceA.firstIndex(of: v), let indexB = pieceB.firstIndex(of: u)
            else { continue }
            let fromV = Array(pieceA[indexA...] + pieceA[..<indexA])
            let fromU = Array(pieceB[indexB...] + pieceB[..<indexB])
            let merged = fromV + fromU.dropFirst().dropLast()
            let beforeU = fromV[fromV.count - 2]
            let afterU = fromU[1]
            let beforeV = fromU[fromU.count - 2]
            let afterV = fromV[1]
            guard convexCorner(beforeU, u, afterU), convexCorner(beforeV, v, afterV) else { continue }
            owner[Edge(from: u, to: v)] = nil
            owner[Edge(from: v, to: u)] = nil
            for k in 0..<merged.count {
                owner[Edge(from: merged[k], to: merged[(k + 1) % merged.count])] = first
            }
            pieces[first] = merged
            pieces[second] = nil
        }
        return pieces.compactMap { $0 }
    }
}
