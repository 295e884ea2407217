import Dynamics
import Foundation
import Testing

@Suite("Geometry")
struct GeometryTests {
    // MARK: - Helpers

    private static func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool {
        abs(a - b) <= tolerance
    }

    private static func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
        close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
    }

    private static func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
        close(a.origin, b.origin, tolerance) && close(a.width, b.width, tolerance)
            && close(a.height, b.height, tolerance)
    }

    private static func close(
        _ a: CGAffineTransform, _ b: CGAffineTransform, _ tolerance: CGFloat = 1e-9
    ) -> Bool {
        close(a.a, b.a, tolerance) && close(a.b, b.b, tolerance) && close(a.c, b.c, tolerance)
            && close(a.d, b.d, tolerance) && close(a.tx, b.tx, tolerance) && close(a.ty, b.ty, tolerance)
    }

    private static func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

    private static func path(_ points: [CGPoint], closed: Bool = true) -> BezierPath {
        let path = BezierPath()
        guard let first = points.first else { return path }
        path.move(to: first)
        for point in points.dropFirst() {
            path.addLine(to: point)
        }
        if closed { path.close() }
        return path
    }

    private static let square = [p(0, 0), p(1, 0), p(1, 1), p(0, 1)]
    private static let lShape = [p(0, 0), p(2, 0), p(2, 1), p(1, 1), p(1, 2), p(0, 2)]
    private static let bowTie = [p(0, 0), p(10, 10), p(10, 0), p(0, 10)]

    /// A five-pointed star with outer radius 10 and inner radius 4, in the positive winding.
    private static let star: [CGPoint] = (0..<10).map { index in
        let radius: Double = index % 2 == 0 ? 10 : 4
        let angle = Double(index) * Double.pi / 5 - Double.pi / 2
        return CGPoint(x: radius * cos(angle), y: radius * sin(angle))
    }

    /// The five outer points of `star` joined in drawing order: self-overlapping, all turns
    /// the same way.
    private static let pentagram: [CGPoint] = (0..<5).map { index in
        let angle = Double(index * 2) * 2 * Double.pi / 5 - Double.pi / 2
        return CGPoint(x: 10 * cos(angle), y: 10 * sin(angle))
    }

    private static func checkTiling(_ pieces: [[CGPoint]], of polygon: [CGPoint]) {
        let total = pieces.reduce(CGFloat(0)) { $0 + PolygonGeometry.signedArea($1) }
        let expected = abs(PolygonGeometry.signedArea(polygon))
        #expect(abs(total - expected) <= 1e-9 * expected, "areas \(total) vs \(expected)")
        for piece in pieces {
            #expect(PolygonGeometry.isConvex(piece), "piece \(piece) is not convex")
            #expect(PolygonGeometry.signedArea(piece) > 0, "piece \(piece) has the wrong winding")
        }
    }

    private static func error(_ body: () throws -> Void) -> DynamicsError? {
        do {
            try body()
            return nil
        } catch let error as DynamicsError {
            return error
        } catch {
            return nil
        }
    }

    // MARK: - CGVector and CGAffineTransform

    @Test func vectorInitializersAndDescription() throws {
        #expect(CGVector() == .zero)
        #expect(CGVector(dx: 1, dy: 2) == CGVector(dx: CGFloat(1), dy: CGFloat(2)))
        #expect(CGVector(dx: 3, dy: -4) == CGVector(dx: 3.0, dy: -4.0))
        #expect(CGVector(dx: 1, dy: 2).description == "CGVector(dx: 1.0, dy: 2.0)")
        let json = try JSONEncoder().encode(CGVector(dx: 1.5, dy: -2))
        #expect(String(decoding: json, as: UTF8.self) == "[1.5,-2]")
        #expect(try JSONDecoder().decode(CGVector.self, from: json) == CGVector(dx: 1.5, dy: -2))
    }

    @Test func rotationOfUnitXByQuarterTurn() {
        let turned = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(Self.close(turned, Self.p(0, 1), 1e-15))
        let t = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(Self.close(t, CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0), 1e-15))
    }

    @Test func concatenationAppliesSelfFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        let move = CGAffineTransform(translationX: 1, y: 5)
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == Self.p(3, 8))
        #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == Self.p(4, 18))
        #expect(scale.concatenating(move) == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 1, ty: 5))
        #expect(move.concatenating(scale) == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 2, ty: 15))
    }

    @Test func derivedTransformsPrependTheirStep() {
        let base = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(base.rotated(by: 0.3) == CGAffineTransform(rotationAngle: 0.3).concatenating(base))
        #expect(base.scaledBy(x: 2, y: -1) == CGAffineTransform(scaleX: 2, y: -1).concatenating(base))
        #expect(
            base.translatedBy(x: 7, y: 8)
                == CGAffineTransform(translationX: 7, y: 8).concatenating(base))
        let t = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 1, y: 1)
        #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 2, ty: 3))
        let spun = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
        #expect(Self.close(CGPoint(x: 1, y: 0).applying(spun), Self.p(10, 1), 1e-12))
    }

    @Test func inverseRoundTrip() {
        let t = CGAffineTransform(translationX: 3, y: 4).rotated(by: 0.7).scaledBy(x: 2, y: 0.5)
        let inverse = t.inverted()
        #expect(Self.close(t.concatenating(inverse), .identity, 1e-12))
        #expect(Self.close(inverse.concatenating(t), .identity, 1e-12))
        let point = CGPoint(x: -7.5, y: 11.25)
        #expect(Self.close(point.applying(t).applying(inverse), point, 1e-12))
        let move = CGAffineTransform(translationX: 3, y: -4).inverted()
        #expect(move == CGAffineTransform(translationX: -3, y: 4))
    }

    @Test func singularTransformInvertsToItself() {
        let flat = CGAffineTransform(scaleX: 0, y: 2).translatedBy(x: 1, y: 1)
        #expect(flat.inverted() == flat)
        #expect(CGAffineTransform().isIdentity)
        #expect(!flat.isIdentity)
    }

    @Test func sizeAndRectApplying() {
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        let size = CGSize(width: 2, height: 1).applying(quarter)
        #expect(Self.close(size.width, -1, 1e-15) && Self.close(size.height, 2, 1e-15))
        let moved = CGSize(width: 2, height: 1).applying(CGAffineTransform(translationX: 9, y: 9))
        #expect(moved == CGSize(width: 2, height: 1))
        let rect = CGRect(x: 0, y: 0, width: 2, height: 1).applying(quarter)
        #expect(Self.close(rect, CGRect(x: -1, y: 0, width: 1, height: 2), 1e-15))
        let diamond = CGRect(x: -1, y: -1, width: 2, height: 2)
            .applying(CGAffineTransform(rotationAngle: .pi / 4))
        let half = sqrt(2.0)
        #expect(Self.close(diamond, CGRect(x: -half, y: -half, width: 2 * half, height: 2 * half), 1e-12))
        #expect(CGRect.null.applying(quarter).isNull)
    }

    @Test func transformCodesAsSixNumbers() throws {
        let json = try JSONEncoder().encode(CGAffineTransform(translationX: 5, y: 6))
        #expect(String(decoding: json, as: UTF8.self) == "[1,0,0,1,5,6]")
        let back = try JSONDecoder().decode(CGAffineTransform.self, from: json)
        #expect(back == CGAffineTransform(translationX: 5, y: 6))
    }

    // MARK: - BezierPath construction

    @Test func rectElements() {
        let path = BezierPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(
            path.elements == [
                .move(to: Self.p(1, 2)), .line(to: Self.p(4, 2)), .line(to: Self.p(4, 6)),
                .line(to: Self.p(1, 6)), .close,
            ])
        #expect(path.bounds == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(path.currentPoint == Self.p(1, 2))
        #expect(!path.isEmpty)
    }

    @Test func ovalElementsAndBounds() throws {
        let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
        let path = BezierPath(ovalIn: rect)
        try #require(path.elements.count == 6)
        #expect(path.elements.first == .move(to: Self.p(20, 5)))
        #expect(path.elements.last == .close)
        let k: CGFloat = 0.5522847498
        #expect(
            path.elements[1]
                == .curve(
                    to: Self.p(10, 10), control1: Self.p(20, 5 + 5 * k), control2: Self.p(10 + 10 * k, 10))
        )
        guard case .curve(let end, _, _) = path.elements[2] else {
            Issue.record("expected a curve, got \(path.elements[2])")
            return
        }
        #expect(end == Self.p(0, 5))
        #expect(Self.close(path.bounds, rect))
    }

    @Test func roundedRectClampsRadius() throws {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
        let path = BezierPath(roundedRect: rect, cornerRadius: 30)
        let k: CGFloat = 0.5522847498 * 20
        try #require(path.elements.count == 8)
        #expect(path.elements[0] == .move(to: Self.p(20, 0)))
        #expect(path.elements[1] == .line(to: Self.p(80, 0)))
        #expect(
            path.elements[2]
                == .curve(to: Self.p(100, 20), control1: Self.p(80 + k, 0), control2: Self.p(100, 20 - k)))
        #expect(
            path.elements[3]
                == .curve(to: Self.p(80, 40), control1: Self.p(100, 20 + k), control2: Self.p(80 + k, 40)))
        #expect(path.elements[4] == .line(to: Self.p(20, 40)))
        #expect(path.elements[7] == .close)
        #expect(path.bounds == rect)
        let plain = BezierPath(roundedRect: rect, cornerRadius: 0)
        #expect(plain.elements == BezierPath(rect: rect).elements)
    }

    @Test func roundedRectWithSmallRadiusHasFourSides() {
        let path = BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 50, height: 30), cornerRadius: 5)
        let lines = path.elements.filter { if case .line = $0 { return true } else { return false } }
        let curves = path.elements.filter { if case .curve = $0 { return true } else { return false } }
        #expect(lines.count == 4)
        #expect(curves.count == 4)
        #expect(path.currentPoint == Self.p(5, 0))
    }

    @Test func quarterArcIsOneCubic() throws {
        let path = BezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        try #require(path.elements.count == 2)
        #expect(path.elements[0] == .move(to: Self.p(10, 0)))
        guard case .curve(let end, let c1, let c2) = path.elements[1] else {
            Issue.record("expected a curve, got \(path.elements[1])")
            return
        }
        #expect(Self.close(end, Self.p(0, 10), 1e-12))
        #expect(Self.close(c1, Self.p(10, 5.522847498), 1e-8))
        #expect(Self.close(c2, Self.p(5.522847498, 10), 1e-8))
        #expect(Self.close(path.currentPoint, Self.p(0, 10), 1e-12))
    }

    @Test func arcDirectionsAndSweeps() throws {
        let counter = BezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        try #require(counter.elements.count == 3)
        if case .curve(let end, _, _) = counter.elements[1] {
            #expect(Self.close(end, Self.p(0, -10), 1e-12))
        } else {
            Issue.record("expected a curve, got \(counter.elements[1])")
        }
        let full = BezierPath(arcCenter: .zero, radius: 5, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        #expect(full.elements.count == 5)
        #expect(Self.close(full.bounds, CGRect(x: -5, y: -5, width: 10, height: 10), 1e-6))
        let wrapped = BezierPath(
            arcCenter: .zero, radius: 5, startAngle: .pi / 2, endAngle: 0, clockwise: true)
        #expect(wrapped.elements.count == 4)
        let none = BezierPath(arcCenter: .zero, radius: 5, startAngle: 1, endAngle: 1, clockwise: true)
        #expect(none.elements.count == 1)
        #expect(none.isEmpty)
    }

    @Test func arcLinesFromCurrentPoint() throws {
        let path = BezierPath()
        path.move(to: Self.p(-20, 0))
        path.addArc(withCenter: .zero, radius: 10, startAngle: .pi, endAngle: 0, clockwise: true)
        try #require(path.elements.count == 4)
        #expect(path.elements[1] == .line(to: CGPoint(x: 10 * cos(Double.pi), y: 10 * sin(Double.pi))))
        if case .curve(let end, _, _) = path.elements[2] {
            #expect(Self.close(end, Self.p(0, -10), 1e-12))
        } else {
            Issue.record("expected a curve, got \(path.elements[2])")
        }
    }

    @Test func buildingRulesMatchUIKit() {
        let path = BezierPath()
        path.addLine(to: Self.p(5, 5))
        #expect(path.elements.isEmpty)
        #expect(path.currentPoint == .zero)
        #expect(path.bounds.isNull)
        path.move(to: Self.p(1, 1))
        #expect(path.isEmpty)
        path.addQuadCurve(to: Self.p(5, 1), controlPoint: Self.p(3, 4))
        path.close()
        #expect(path.currentPoint == Self.p(1, 1))
        path.addLine(to: Self.p(0, 9))
        #expect(
            path.elements == [
                .move(to: Self.p(1, 1)), .quadCurve(to: Self.p(5, 1), control: Self.p(3, 4)), .close,
                .move(to: Self.p(1, 1)), .line(to: Self.p(0, 9)),
            ])
        #expect(path.bounds == CGRect(x: 0, y: 1, width: 5, height: 8))
        path.removeAllPoints()
        #expect(path.elements.isEmpty && path.isEmpty)
    }

    @Test func applyCopyAndAppend() {
        let path = BezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 1))
        let copy = path.copy()
        path.apply(CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 2))
        #expect(path.bounds == CGRect(x: 10, y: 20, width: 4, height: 2))
        #expect(path.currentPoint == Self.p(10, 20))
        #expect(copy.bounds == CGRect(x: 0, y: 0, width: 2, height: 1))
        copy.append(BezierPath(ovalIn: CGRect(x: 5, y: 5, width: 2, height: 2)))
        #expect(copy.elements.count == 11)
        #expect(copy.currentPoint == Self.p(7, 6))
        #expect(copy.bounds == CGRect(x: 0, y: 0, width: 7, height: 7))
        #expect(copy.flattenedSubpaths().count == 2)
        #expect(path.description.hasPrefix("BezierPath(move(to: (10.0, 20.0)), line(to: (14.0, 20.0))"))
    }

    // MARK: - Flattening

    @Test(arguments: [
        (CGFloat(20), CGFloat(10), 4), (100, 50, 24), (60, 200, 44), (1000, 500, 244),
    ])
    func ellipseFlattensToUIKitVertexCount(width: CGFloat, height: CGFloat, vertices: Int) {
        let path = BezierPath(ovalIn: CGRect(x: 0, y: 0, width: width, height: height))
        let subpaths = path.flattenedSubpaths()
        #expect(subpaths.count == 1)
        #expect(subpaths.first?.points.count == vertices)
        #expect(subpaths.first?.isClosed == true)
        #expect(PolygonGeometry.ellipse(width: width, height: height).count == vertices)
    }

    @Test func flattenedRectAndOpenPolyline() {
        let rect = BezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 20)).flattenedSubpaths()
        #expect(
            rect == [
                FlattenedSubpath(
                    points: [Self.p(0, 0), Self.p(30, 0), Self.p(30, 20), Self.p(0, 20)], isClosed: true)
            ])
        let open = Self.path([Self.p(0, 0), Self.p(5, 0), Self.p(5, 0.0001), Self.p(5, 5)], closed: false)
        #expect(
            open.flattenedSubpaths() == [
                FlattenedSubpath(points: [Self.p(0, 0), Self.p(5, 0), Self.p(5, 5)], isClosed: false)
            ])
        let backHome = Self.path([Self.p(0, 0), Self.p(5, 0), Self.p(5, 5), Self.p(0, 0)], closed: false)
        #expect(backHome.flattenedSubpaths().first?.points.count == 3)
        #expect(backHome.flattenedSubpaths().first?.isClosed == true)
    }

    @Test func quadCurveSegmentCount() throws {
        let path = BezierPath()
        path.move(to: .zero)
        path.addQuadCurve(to: Self.p(100, 0), controlPoint: Self.p(50, 50))
        let points = path.flattenedSubpaths().first?.points ?? []
        try #require(points.count == 13)
        #expect(points.last == Self.p(100, 0))
        #expect(Self.close(points[6], Self.p(50, 25), 1e-12))
    }

    @Test func loneMovesAreNotSubpaths() {
        let path = BezierPath()
        path.move(to: .zero)
        path.move(to: Self.p(1, 1))
        path.addLine(to: Self.p(2, 2))
        #expect(
            path.flattenedSubpaths() == [
                FlattenedSubpath(points: [Self.p(1, 1), Self.p(2, 2)], isClosed: false)
            ])
    }

    // MARK: - PolygonGeometry

    @Test func signedAreaFollowsTheShoelaceSign() {
        #expect(PolygonGeometry.signedArea(Self.square) == 1)
        #expect(PolygonGeometry.signedArea(Self.square.reversed()) == -1)
        #expect(PolygonGeometry.signedArea(Self.lShape) == 3)
        #expect(PolygonGeometry.signedArea([Self.p(0, 0), Self.p(1, 1)]) == 0)
        let screen = BezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 2)).flattenedSubpaths()[0].points
        #expect(PolygonGeometry.signedArea(screen) == 8)
    }

    @Test func centroids() {
        #expect(Self.close(PolygonGeometry.centroid(Self.lShape), Self.p(5.0 / 6, 5.0 / 6), 1e-12))
        let triangle = [Self.p(10, 10), Self.p(13, 10), Self.p(10, 13)]
        #expect(Self.close(PolygonGeometry.centroid(triangle), Self.p(11, 11), 1e-12))
        #expect(
            Self.close(PolygonGeometry.centroid(PolygonGeometry.ellipse(width: 60, height: 200)), .zero, 1e-9)
        )
        #expect(PolygonGeometry.centroid([Self.p(0, 0), Self.p(4, 0)]) == Self.p(2, 0))
    }

    @Test func convexity() {
        #expect(PolygonGeometry.isConvex(Self.square))
        #expect(PolygonGeometry.isConvex(Self.square.reversed()))
        #expect(
            PolygonGeometry.isConvex([Self.p(0, 0), Self.p(1, 0), Self.p(2, 0), Self.p(2, 2), Self.p(0, 2)]))
        #expect(PolygonGeometry.isConvex(PolygonGeometry.ellipse(width: 1000, height: 500)))
        #expect(!PolygonGeometry.isConvex(Self.lShape))
        #expect(!PolygonGeometry.isConvex(Self.star))
        #expect(!PolygonGeometry.isConvex(Self.bowTie))
        #expect(!PolygonGeometry.isConvex(Self.pentagram))
        #expect(!PolygonGeometry.isConvex([Self.p(0, 0), Self.p(1, 0), Self.p(2, 0)]))
        #expect(!PolygonGeometry.isConvex([Self.p(0, 0), Self.p(2, 0), Self.p(1, 0), Self.p(1, 1)]))
    }

    @Test func simplicity() {
        #expect(PolygonGeometry.isSimple(Self.square))
        #expect(PolygonGeometry.isSimple(Self.lShape))
        #expect(PolygonGeometry.isSimple(Self.star))
        #expect(!PolygonGeometry.isSimple(Self.bowTie))
        #expect(!PolygonGeometry.isSimple(Self.pentagram))
        let touching = [Self.p(0, 0), Self.p(4, 0), Self.p(4, 4), Self.p(2, 0.0), Self.p(0, 4)]
        #expect(!PolygonGeometry.isSimple(touching))
        let nearlyTouching = [Self.p(0, 0), Self.p(4, 0), Self.p(4, 4), Self.p(2, 0.001), Self.p(0, 4)]
        #expect(PolygonGeometry.isSimple(nearlyTouching))
        #expect(!PolygonGeometry.isSimple([Self.p(0, 0), Self.p(1, 0), Self.p(1, 0), Self.p(0, 1)]))
        #expect(!PolygonGeometry.isSimple([Self.p(0, 0), Self.p(2, 0), Self.p(1, 0)]))
        #expect(PolygonGeometry.selfIntersection(Self.bowTie).map { [$0.first, $0.second] } == [0, 2])
    }

    @Test func duplicateAndCollinearRemoval() {
        let messy = [
            Self.p(0, 0), Self.p(0, 0), Self.p(1, 0), Self.p(2, 0), Self.p(2, 1e-9), Self.p(2, 1),
            Self.p(2, 2), Self.p(0, 2), Self.p(0, 1), Self.p(0, 1e-7),
        ]
        #expect(
            PolygonGeometry.removingDuplicatesAndCollinear(messy)
                == [Self.p(0, 0), Self.p(2, 0), Self.p(2, 2), Self.p(0, 2)])
        let spike = [Self.p(0, 0), Self.p(4, 0), Self.p(4, 4), Self.p(4, 8), Self.p(4, 4), Self.p(0, 4)]
        #expect(
            PolygonGeometry.removingDuplicatesAndCollinear(spike)
                == [Self.p(0, 0), Self.p(4, 0), Self.p(4, 4), Self.p(0, 4)])
        let bent = [Self.p(0, 0), Self.p(5, 0.01), Self.p(10, 0), Self.p(10, 10)]
        #expect(PolygonGeometry.removingDuplicatesAndCollinear(bent, tolerance: 0.001).count == 4)
        #expect(PolygonGeometry.removingDuplicatesAndCollinear(bent, tolerance: 0.1).count == 3)
    }

    @Test func windingNormalisation() {
        let clockwiseInYUp = Array(Self.lShape.reversed())
        let fixed = PolygonGeometry.counterClockwise(clockwiseInYUp)
        #expect(fixed == Self.lShape)
        #expect(PolygonGeometry.counterClockwise(Self.lShape) == Self.lShape)
        #expect(PolygonGeometry.signedArea(PolygonGeometry.ellipse(width: 60, height: 200)) > 0)
    }

    @Test func convexInputIsItsOwnDecomposition() {
        #expect(PolygonGeometry.convexDecomposition(Self.square) == [Self.square])
        #expect(PolygonGeometry.convexDecomposition(Self.square.reversed()) == [Self.square])
        let hexagon = PolygonGeometry.ellipse(width: 40, height: 40)
        #expect(PolygonGeometry.convexDecomposition(hexagon) == [hexagon])
        #expect(PolygonGeometry.convexDecomposition([Self.p(0, 0), Self.p(1, 1)]).isEmpty)
    }

    @Test func lShapeDecomposesIntoTwoConvexPieces() {
        let pieces = PolygonGeometry.convexDecomposition(Self.lShape)
        #expect(pieces.count == 2)
        Self.checkTiling(pieces, of: Self.lShape)
        for piece in pieces {
            #expect(piece.allSatisfy { Self.lShape.contains($0) })
        }
        let reversedPieces = PolygonGeometry.convexDecomposition(Self.lShape.reversed())
        #expect(reversedPieces.count == 2)
        Self.checkTiling(reversedPieces, of: Self.lShape)
    }

    @Test func starDecomposition() {
        let pieces = PolygonGeometry.convexDecomposition(Self.star)
        #expect(pieces.count >= 4 && pieces.count <= 6, "star gave \(pieces.count) pieces")
        Self.checkTiling(pieces, of: Self.star)
        let rotated = Array(Self.star[3...] + Self.star[..<3]).reversed()
        Self.checkTiling(PolygonGeometry.convexDecomposition(Array(rotated)), of: Self.star)
    }

    @Test func decompositionToleratesCollinearVertices() {
        let lWithMidpoints = [
            Self.p(0, 0), Self.p(1, 0), Self.p(2, 0), Self.p(2, 0.5), Self.p(2, 1), Self.p(1.5, 1),
            Self.p(1, 1), Self.p(1, 2), Self.p(0.5, 2), Self.p(0, 2), Self.p(0, 1),
        ]
        let pieces = PolygonGeometry.convexDecomposition(lWithMidpoints)
        #expect(pieces.count == 2)
        Self.checkTiling(pieces, of: Self.lShape)
    }

    @Test func combDecomposition() {
        var comb: [CGPoint] = [Self.p(0, 0), Self.p(200, 0)]
        for tooth in stride(from: 19, through: 0, by: -1) {
            let x = CGFloat(tooth) * 10
            comb += [Self.p(x + 10, 30), Self.p(x + 5, 30), Self.p(x + 5, 10), Self.p(x, 10)]
        }
        comb.removeLast()
        comb.append(Self.p(0, 30))
        #expect(PolygonGeometry.isSimple(comb))
        let pieces = PolygonGeometry.convexDecomposition(comb)
        Self.checkTiling(pieces, of: comb)
        #expect(pieces.count <= 4 * 21)
    }

    // MARK: - BezierPath.convexPolygons

    @Test func convexPathsGiveOnePolygon() throws {
        let rect = try BezierPath(rect: CGRect(x: -10, y: -5, width: 20, height: 10)).convexPolygons()
        #expect(rect == [[Self.p(-10, -5), Self.p(10, -5), Self.p(10, 5), Self.p(-10, 5)]])
        let oval = BezierPath(ovalIn: CGRect(x: -50, y: -25, width: 100, height: 50))
        let ovalPieces = try oval.convexPolygons()
        #expect(ovalPieces.count == 1)
        #expect(ovalPieces.first?.count == 24)
        #expect(oval.isConvex)
        let backwards = Self.path(Array(Self.square.reversed()))
        #expect(try backwards.convexPolygons().first.map(PolygonGeometry.signedArea) == 1)
    }

    @Test func concavePathGivesItsDecomposition() throws {
        let arrow = Self.path([Self.p(-20, -10), Self.p(20, 0), Self.p(-20, 10), Self.p(-10, 0)])
        #expect(!arrow.isConvex)
        let pieces = try arrow.convexPolygons()
        #expect(pieces.count == 2)
        Self.checkTiling(pieces, of: [Self.p(-20, -10), Self.p(20, 0), Self.p(-20, 10), Self.p(-10, 0)])
        let starPieces = try Self.path(Self.star).convexPolygons()
        Self.checkTiling(starPieces, of: Self.star)
    }

    @Test func onlyTheFirstSubpathCounts() throws {
        let path = BezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2))
        path.append(Self.path(Self.bowTie))
        #expect(try path.convexPolygons() == [[Self.p(0, 0), Self.p(2, 0), Self.p(2, 2), Self.p(0, 2)]])
    }

    @Test func emptyPathIsRejected() {
        let error = Self.error { _ = try BezierPath().convexPolygons() }
        #expect(error?.code == .invalidPath)
        #expect(error?.message == "path has no subpath (it draws nothing)")
        #expect(!BezierPath().isConvex)
    }

    @Test func twoPointPathIsRejected() {
        let path = Self.path([Self.p(0, 0), Self.p(3, 4), Self.p(0, 0), Self.p(3, 4)])
        let error = Self.error { _ = try path.convexPolygons() }
        #expect(error?.code == .invalidPath)
        #expect(error?.message == "path has only 2 distinct points")
        let dot = BezierPath()
        dot.move(to: Self.p(1, 1))
        dot.close()
        #expect(Self.error { _ = try dot.convexPolygons() }?.message == "path has only 1 distinct point")
    }

    @Test func collinearPathIsRejected() {
        let path = Self.path([Self.p(0, 0), Self.p(1, 1), Self.p(5, 5), Self.p(2, 2)])
        let error = Self.error { _ = try path.convexPolygons() }
        #expect(error?.code == .invalidPath)
        #expect(error?.message == "path encloses no area (all points are collinear)")
    }

    @Test func selfIntersectingPathIsRejected() {
        let error = Self.error { _ = try Self.path(Self.bowTie).convexPolygons() }
        #expect(error?.code == .invalidPath)
        #expect(
            error?.message
                == "path intersects itself between points (0.0, 0.0) and (10.0, 10.0), "
                + "crossing the edge from (10.0, 0.0) to (0.0, 10.0)")
        #expect(!Self.path(Self.bowTie).isConvex)
        let pentagramError = Self.error { _ = try Self.path(Self.pentagram).convexPolygons() }
        #expect(pentagramError?.message.hasPrefix("path intersects itself between points") == true)
    }

    @Test func nonFinitePointIsRejected() {
        let path = Self.path([Self.p(0, 0), Self.p(1, 0), Self.p(1, 1), Self.p(.nan, 4)])
        let error = Self.error { _ = try path.convexPolygons() }
        #expect(error?.code == .invalidPath)
        #expect(error?.message == "path point 3 is (nan, 4.0)")
        let curve = BezierPath()
        curve.move(to: .zero)
        curve.addCurve(to: Self.p(5, 5), controlPoint1: Self.p(1, 0), controlPoint2: Self.p(.infinity, 2))
        #expect(Self.error { _ = try curve.convexPolygons() }?.message == "path point 2 is (inf, 2.0)")
        #expect(!curve.isConvex)
    }
}
