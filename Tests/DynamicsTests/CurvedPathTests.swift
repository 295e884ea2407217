import Dynamics
import Foundation
import Testing

/// Small curved collision paths keep their shape: every curve is flattened to at least
/// `BezierPath.collisionMinimumSegmentsPerCurve` segments and one per 15° of turning.
@Suite("Curved paths")
struct CurvedPathTests {
    /// Shoelace area of a polygon.
    static func area(_ polygon: [CGPoint]) -> Double {
        var twice = 0.0
        for i in polygon.indices {
            let a = polygon[i]
            let b = polygon[(i + 1) % polygon.count]
            twice += Double(a.x * b.y - b.x * a.y)
        }
        return abs(twice) / 2
    }

    /// A circle of radius `r` about the origin from four cubics (the usual 0.5523 handles).
    static func circle(radius r: CGFloat) -> BezierPath {
        let k = 0.552_284_749_8 * r
        let path = BezierPath()
        path.move(to: CGPoint(x: r, y: 0))
        path.addCurve(
            to: CGPoint(x: 0, y: r), controlPoint1: CGPoint(x: r, y: k), controlPoint2: CGPoint(x: k, y: r))
        path.addCurve(
            to: CGPoint(x: -r, y: 0), controlPoint1: CGPoint(x: -k, y: r), controlPoint2: CGPoint(x: -r, y: k)
        )
        path.addCurve(
            to: CGPoint(x: 0, y: -r), controlPoint1: CGPoint(x: -r, y: -k),
            controlPoint2: CGPoint(x: -k, y: -r))
        path.addCurve(
            to: CGPoint(x: r, y: 0), controlPoint1: CGPoint(x: k, y: -r), controlPoint2: CGPoint(x: r, y: -k))
        path.close()
        return path
    }

    /// A 10 × 10 pt closed path of a quadratic (the top) and a cubic (the bottom).
    static var quadAndCubic: BezierPath {
        let path = BezierPath()
        path.move(to: CGPoint(x: -5, y: 0))
        path.addQuadCurve(to: CGPoint(x: 5, y: 0), controlPoint: CGPoint(x: 0, y: -10))
        path.addCurve(
            to: CGPoint(x: -5, y: 0), controlPoint1: CGPoint(x: 4, y: 6.6),
            controlPoint2: CGPoint(x: -4, y: 6.6))
        path.close()
        return path
    }

    @Test func aTenPointPathOfAQuadraticAndACubicIsAConvexShapeWithItsArea() throws {
        let path = Self.quadAndCubic
        let pieces = try path.convexPolygons()
        #expect(pieces.count == 1)
        #expect(path.isConvex)
        let exact = Self.area(path.flattenedSubpaths(minimumSegmentsPerCurve: 10_000)[0].points)
        let area = Self.area(pieces[0])
        #expect(abs(area - exact) / exact < 0.02, "area \(area) against \(exact)")
    }

    @Test(arguments: [CGFloat(5), 0.5, 100])
    func circlesOfFourCubicsAreConvexWithinTwoPercentOfTheirArea(radius: CGFloat) throws {
        let path = Self.circle(radius: radius)
        let pieces = try path.convexPolygons()
        #expect(pieces.count == 1)
        let exact = Double.pi * Double(radius * radius)
        let area = Self.area(pieces[0])
        #expect(abs(area - exact) / exact < 0.02, "radius \(radius): area \(area) against \(exact)")
    }

    @Test func aSmallCurvedPathItemFallsAndLandsOnTheFloor() {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 100, height: 100))
        let item = Item(
            "drop", center: CGPoint(x: 50, y: 20), size: CGSize(width: 10, height: 10), type: .path)
        item.path = Self.circle(radius: 5)
        var errors: [DynamicsError] = []
        animator.errorHandler = { errors.append($0) }
        let collision = CollisionBehavior(items: [item])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(GravityBehavior(items: [item]))
        animator.addBehavior(collision)
        animator.advance(by: 2)
        #expect(errors.isEmpty, "\(errors)")
        #expect(abs(item.center.y - 95) < 2.5, "\(item.center)")
    }

    @Test func largeCurvesKeepUIKitsSegmentCount() {
        let oval = BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 1000, height: 500))
        let collision = oval.flattenedSubpaths(
            minimumSegmentsPerCurve: BezierPath.collisionMinimumSegmentsPerCurve,
            maximumTurnPerSegment: BezierPath.collisionMaximumTurnPerSegment)
        #expect(collision == oval.flattenedSubpaths())
    }
}
