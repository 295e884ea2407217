import DynamicsEngine
import Testing

/// The read-only views debug drawing uses: shapes as geometry, joints, fields, contact points.
@Suite("Inspection")
struct InspectionTests {
    @Test func shapesComeBackAsCreatedInCreationOrder() {
        let world = World(gravity: .zero)
        let body = world.createBody(BodyDefinition(type: .dynamic, position: Vec2(1, 1)))
        let box = ShapeGeometry.box(halfWidth: 0.5, halfHeight: 0.25)
        let ball = ShapeGeometry.circle(center: Vec2(0.1, 0), radius: 0.2)
        let rounded = ShapeGeometry.polygon(vertices: [Vec2(0, 0), Vec2(1, 0), Vec2(0, 1)], radius: 0.01)
        for geometry in [box, ball, rounded] { world.createShape(on: body, geometry) }
        #expect(world.shapes(of: body).map(world.geometry(of:)) == [box, ball, rounded])
        let ground = world.createBody(BodyDefinition(type: .static))
        world.createShape(on: ground, .segment(Vec2(-5, 0), Vec2(5, 0)))
        #expect(world.shapes(of: ground).map(world.geometry(of:)) == [.segment(Vec2(-5, 0), Vec2(5, 0))])
    }

    @Test func aRestingBoxHasTwoContactPointsWithAnUpwardNormal() {
        let world = World(gravity: Vec2(0, 10))
        let ground = world.createBody(BodyDefinition(type: .static))
        world.createShape(on: ground, .segment(Vec2(-5, 0), Vec2(5, 0)))
        let box = world.createBody(BodyDefinition(type: .dynamic, position: Vec2(0, -0.5)))
        world.createShape(on: box, .box(halfWidth: 0.5, halfHeight: 0.5))
        for _ in 0..<120 { world.step(1.0 / 120) }
        let points = world.contactPoints
        #expect(points.count == 2)
        for point in points {
            // The normal points from shape A to shape B; seen from the ground it points up (−y).
            let fromGround = world.body(of: point.shapeA) == ground ? point.normal : -point.normal
            #expect(abs(fromGround.x) < 1e-3 && abs(fromGround.y + 1) < 1e-3)
            #expect(abs(point.point.y) < Tolerances.linearSlop)
            #expect(point.separation < Tolerances.linearSlop)
            #expect(point.normalImpulse > 0)
        }
        #expect(Set(points.map { ($0.point.x * 2).rounded() }) == [-1, 1])
    }

    @Test func fieldForceAtAPointIsTheForceOnABodyThere() {
        let world = World(gravity: .zero)
        var def = FieldDefinition(kind: .radialGravity, position: Vec2(1, 1))
        def.strength = 3
        def.falloff = 2
        def.region = [.circle(radius: 3)]
        let field = world.createField(def)
        let body = world.createBody(BodyDefinition(type: .dynamic, position: Vec2(3, 1)))
        var shape = ShapeDefinition()
        shape.density = 2
        world.createShape(on: body, .box(halfWidth: 0.5, halfHeight: 0.5), shape)
        let onBody = world.fieldForce(field, on: body)
        #expect(onBody == world.fieldForce(field, at: Vec2(3, 1), velocity: .zero, mass: 2, charge: 0))
        // −S·m·p̂/r²: 3 · 2 / 4 toward the centre.
        #expect(abs(onBody.x + 1.5) < 1e-5 && onBody.y == 0)
        #expect(world.fieldForce(field, at: Vec2(5, 1), velocity: .zero, mass: 2, charge: 0) == .zero)
        #expect(world.fieldContains(field, Vec2(3.9, 1)) && !world.fieldContains(field, Vec2(4.1, 1)))
        #expect(world.fieldIDs == [field])
        #expect(world.definition(of: field).region == [.circle(radius: 3)])
        world.addBody(body, to: field)
        #expect(world.members(of: field) == [body])
    }

    @Test func jointsListTheirReferenceAngle() {
        let world = World(gravity: .zero)
        let a = world.createBody(BodyDefinition(type: .dynamic, position: .zero, angle: 0.25))
        let b = world.createBody(BodyDefinition(type: .dynamic, position: Vec2(1, 0), angle: 1))
        for body in [a, b] { world.createShape(on: body, .circle(center: .zero, radius: 0.1)) }
        let pin = world.createJoint(
            JointDefinition(
                kind: .revolute(lowerAngle: -1, upperAngle: 1, frictionTorque: 0), bodyA: a, bodyB: b,
                localAnchorA: Vec2(0.5, 0)))
        #expect(world.jointIDs == [pin])
        #expect(abs(world.referenceAngle(of: pin) - 0.75) < 1e-5)
    }
}
