import Dynamics
import DynamicsRender
import Foundation
import Testing

/// The debug drawing: each layer on its own, and what the contact, velocity, item and field
/// layers draw, checked against the snapshot they come from.
@Suite struct DebugLayerTests {
    @Test func eachLayerAppearsWhenOnAndDisappearsWhenOff() throws {
        let (animator, items) = Scenes.contraption()
        animator.debugEnabled = true
        animator.advance(by: 0.8)
        let frame = RenderFrame(animator: animator, items: items)
        var renderer = SVGRenderer()
        for (layer, name) in DebugLayers.ordered {
            renderer.layers = layer
            let alone = renderer.render(frame)
            #expect(alone.contains("id=\"debug-\(name)\""), "layer \(name) on its own")
            let others = DebugLayers.ordered.filter { $0.layer != layer }.map(\.name)
            for other in others {
                #expect(!alone.contains("id=\"debug-\(other)\""), "\(other) with only \(name) on")
            }
            renderer.layers = DebugLayers.all.subtracting(layer)
            let without = renderer.render(frame)
            #expect(!without.contains("id=\"debug-\(name)\""), "layer \(name) switched off")
            for other in others {
                #expect(without.contains("id=\"debug-\(other)\""), "\(other) with \(name) off")
            }
            let primitives = try #require(frame.debug).primitives(layer)
            #expect(!primitives.isEmpty && primitives.allSatisfy { $0.layer == layer }, "\(name) primitives")
        }
        renderer.layers = []
        #expect(!renderer.render(frame).contains("id=\"debug"))
        #expect(!SVGRenderer().render(animator: animator, items: items, debug: false).contains("id=\"debug"))
    }

    @Test func aRestingBoxShowsContactPointsOnTheFloorWithUpwardNormals() throws {
        let (animator, items) = Scenes.fallingBox()
        #expect(animator.runUntilPaused(timeout: 10))
        let box = items[0].item
        let primitives = animator.debugSnapshot().primitives([.contacts])
        let points: [CGPoint] = primitives.compactMap {
            if case .circle(let c, _) = $0.geometry, $0.fill != nil { return c }
            return nil
        }
        let normals: [(CGPoint, CGPoint)] = primitives.compactMap {
            if case .arrow(let from, let to) = $0.geometry { return (from, to) }
            return nil
        }
        #expect(points.count == 2 && normals.count == 2)
        #expect(Set(points.map { Int($0.x.rounded()) }) == [110, 210])
        for point in points {
            #expect(abs(point.y - (box.center.y + 50)) <= 0.5, "on the box's bottom edge: \(point)")
        }
        for (from, to) in normals {
            #expect(points.contains(from))
            let length = hypot(to.x - from.x, to.y - from.y)
            #expect(abs((to.x - from.x) / length) <= 1e-3, "normal x")
            #expect(abs((to.y - from.y) / length + 1) <= 1e-3, "normal points up")
            #expect(abs(length - DebugStyle().normalLength) <= 1e-9)
        }
    }

    @Test func aFallingBodysVelocityArrowPointsDownWithLengthProportionalToSpeed() throws {
        let (animator, _) = Scenes.fallingBox()
        var arrows: [(length: CGFloat, speed: CGFloat)] = []
        for _ in 0..<2 {
            animator.advance(by: 0.2)
            let snapshot = animator.debugSnapshot()
            let body = try #require(snapshot.bodies.first)
            let drawn = snapshot.primitives([.velocities])
            #expect(drawn.count == 1)
            guard case .arrow(let from, let to) = try #require(drawn.first).geometry else {
                Issue.record("a velocity is an arrow")
                return
            }
            #expect(from == body.center)
            #expect(abs(to.x - from.x) <= 1e-9, "straight down")
            #expect(to.y > from.y, "down on screen")
            arrows.append((to.y - from.y, body.velocity.dy))
        }
        // 0.1 s of travel: length = speed × 0.1; twice the time falling, twice the speed and length.
        for arrow in arrows { #expect(abs(arrow.length - arrow.speed * 0.1) <= 1e-9) }
        #expect(abs(arrows[1].length / arrows[0].length - arrows[1].speed / arrows[0].speed) <= 1e-9)
        #expect(arrows[1].length / arrows[0].length > 1.8)
    }

    @Test func itemOutlinesAreTheRealCollisionShapesTurnedWithTheBody() throws {
        let animator = DynamicAnimator(referenceBounds: Scenes.bounds)
        let box = Box(center: CGPoint(x: 100, y: 100), size: CGSize(width: 60, height: 30))
        box.transform = CGAffineTransform(rotationAngle: 0.5)
        let egg = Box(center: CGPoint(x: 200, y: 200), size: CGSize(width: 30, height: 50), type: .ellipse)
        animator.addBehavior(CollisionBehavior(items: [box, egg]))
        let snapshot = animator.debugSnapshot()
        let outlines = snapshot.primitives([.items]).filter {
            if case .polygon = $0.geometry { return true }
            return false
        }
        #expect(outlines.count == 2)
        guard case .polygon(let corners, let radius) = outlines[0].geometry else { return }
        #expect(radius == 0)
        let expected = [(-30.0, -15.0), (30, -15), (30, 15), (-30, 15)].map { x, y in
            CGPoint(x: 100 + cos(0.5) * x - sin(0.5) * y, y: 100 + sin(0.5) * x + cos(0.5) * y)
        }
        for (a, b) in zip(corners, expected) { #expect(hypot(a.x - b.x, a.y - b.y) < 1e-3, "\(a) vs \(b)") }
        guard case .polygon(_, let skin) = outlines[1].geometry else { return }
        #expect(abs(skin - 0.9) < 1e-5)
        // A rounded polygon is drawn as its exact outline: edges joined by 0.9 pt arcs.
        var renderer = SVGRenderer()
        renderer.layers = .items
        let svg = renderer.render(RenderFrame(bounds: Scenes.bounds, time: 0, items: [], debug: snapshot))
        #expect(occurrences(of: " A0.9 0.9 0 0 1 ", in: svg) >= 8)
    }

    @Test func fieldVectorsScaleAndColourWithStrength() throws {
        let animator = DynamicAnimator(referenceBounds: Scenes.bounds)
        let spring = FieldBehavior.springField()
        spring.position = CGPoint(x: 160, y: 240)
        spring.strength = 2
        spring.addItem(Box(center: CGPoint(x: 160, y: 240), size: CGSize(width: 10, height: 10)))
        animator.addBehavior(spring)
        let snapshot = animator.debugSnapshot(fieldGridSpacing: 80)
        let style = DebugStyle()
        let arrows = snapshot.primitives([.fieldVectors], style: style)
        #expect(arrows.count == snapshot.fieldGrid.count)
        let strongest = snapshot.fieldGrid.map { hypot($0.force.dx, $0.force.dy) }.max()!
        for (arrow, sample) in zip(arrows, snapshot.fieldGrid) {
            guard case .arrow(let from, let to) = arrow.geometry else {
                Issue.record("a field vector is an arrow: \(arrow.geometry)")
                continue
            }
            let magnitude = hypot(sample.force.dx, sample.force.dy)
            // Centred on the sample, along the force, longest for the strongest.
            #expect(
                abs((from.x + to.x) / 2 - sample.point.x) < 1e-9
                    && abs((from.y + to.y) / 2 - sample.point.y) < 1e-9)
            #expect(
                abs(hypot(to.x - from.x, to.y - from.y) - style.fieldVectorLength * magnitude / strongest)
                    < 1e-9)
            #expect((to.x - from.x) * sample.force.dx + (to.y - from.y) * sample.force.dy > 0)
            #expect(arrow.stroke == style.fieldColor(magnitude / strongest))
        }
        // Hooke's law: the corner samples, farthest from the centre, are the strongest.
        let corner = try #require(arrows.first)
        #expect(corner.stroke == style.strongField)
        #expect(style.fieldColor(0) == style.weakField)
    }
}
