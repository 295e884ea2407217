extension BezierPath {
    /// The convex polygons that make up the path's outline, for collision bounds of type
    /// `.path` (coordinates relative to the item's centre).
    ///
    /// Only the first subpath counts. It is flattened with at least
    /// ``collisionMinimumSegmentsPerCurve`` segments per curve and one per
    /// ``collisionMaximumTurnPerSegment`` of turning
    /// (``flattenedSubpaths(minimumSegmentsPerCurve:maximumTurnPerSegment:)``), so small curved
    /// paths keep their shape, implicitly closed, and cleaned of duplicate and collinear
    /// vertices within 0.001 pt. A convex outline comes back as one polygon; a concave simple
    /// outline as its convex decomposition. Every polygon has positive shoelace area (clockwise
    /// on a y-down screen).
    ///
    /// Throws ``DynamicsError`` with code `.invalidPath` when a point is not finite (any
    /// subpath; points counted from 0 over all elements, control points included), the path
    /// has no subpath or fewer than three distinct points, the points are all collinear, or
    /// the outline intersects or touches itself.
    ///
    /// ```swift
    /// let arrow = BezierPath()
    /// arrow.move(to: CGPoint(x: -20, y: -10))
    /// arrow.addLine(to: CGPoint(x: 20, y: 0))
    /// arrow.addLine(to: CGPoint(x: -20, y: 10))
    /// arrow.addLine(to: CGPoint(x: -10, y: 0))
    /// arrow.close()
    /// let pieces = try arrow.convexPolygons()  // 2 convex pieces
    /// ```
    public func convexPolygons() throws(DynamicsError) -> [[CGPoint]] {
        let outline = try validatedOutline()
        if PolygonGeometry.isConvex(outline) {
            return [outline]
        }
        return PolygonGeometry.convexDecomposition(outline)
    }

    /// Whether the first subpath, flattened and cleaned as ``convexPolygons()`` does, is a
    /// valid convex polygon; `false` for any path that method would reject.
    ///
    /// ```swift
    /// BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 30, height: 20)).isConvex  // true
    /// ```
    public var isConvex: Bool {
        guard let outline = try? validatedOutline() else { return false }
        return PolygonGeometry.isConvex(outline)
    }

    /// The cleaned, simple, positively wound outline of the first subpath.
    private func validatedOutline() throws(DynamicsError) -> [CGPoint] {
        var number = 0
        for element in elements {
            for point in element.points {
                if !point.x.isFinite || !point.y.isFinite {
                    throw DynamicsError(.invalidPath, "path point \(number) is \(text(point))")
                }
                number += 1
            }
        }
        guard
            let subpath = flattenedSubpaths(
                minimumSegmentsPerCurve: Self.collisionMinimumSegmentsPerCurve,
                maximumTurnPerSegment: Self.collisionMaximumTurnPerSegment
            ).first
        else {
            throw DynamicsError(.invalidPath, "path has no subpath (it draws nothing)")
        }
        let distinct = Set(subpath.points).count
        if distinct < 3 {
            let noun = distinct == 1 ? "point" : "points"
            throw DynamicsError(.invalidPath, "path has only \(distinct) distinct \(noun)")
        }
        let outline = PolygonGeometry.removingDuplicatesAndCollinear(subpath.points, tolerance: 1e-3)
        let noArea = DynamicsError(.invalidPath, "path encloses no area (all points are collinear)")
        if outline.count < 3 {
            throw noArea
        }
        if let (i, j) = PolygonGeometry.selfIntersection(outline) {
            let n = outline.count
            let message: String
            if i == j {
                message = "path intersects itself at point \(text(outline[i]))"
            } else {
                message =
                    "path intersects itself between points \(text(outline[i])) and "
                    + "\(text(outline[(i + 1) % n])), crossing the edge from "
                    + "\(text(outline[j])) to \(text(outline[(j + 1) % n]))"
            }
            throw DynamicsError(.invalidPath, message)
        }
        if PolygonGeometry.signedArea(outline) == 0 {
            throw noArea
        }
        return PolygonGeometry.counterClockwise(outline)
    }

    private func text(_ point: CGPoint) -> String { "(\(point.x), \(point.y))" }
}
