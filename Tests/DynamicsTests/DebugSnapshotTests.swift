import Dynamics
import Foundation
import Testing

/// The debug read-out: what `debugSnapshot()` reports about bodies, contacts, joints and fields,
/// checked against the animator's own state and the force laws.
@Suite struct DebugSnapshotTests {
    func fallingBox(resistance: Bool = true) -> (DynamicAnimator, Item) {
        let box = Item("box", center: CGPoint(x: 160, y: 100), size: CGSize(width: 100, height: 100))
        let animator = DynamicAnimator(referenceBounds: screen)
        animator.addBehavior(GravityBehavior(items: [box]))
        let collision = CollisionBehavior(items: [box])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        if !resistance { animator.addBehavior(frictionlessVacuum([box])) }
        return (animator, box)
    }

    @Test func bodiesReportTheItemsPoseVelocityAndCollisionShapes() throws {
        let (animator, box) = fallingBox(resistance: false)
        let ball = Item(
            "ball", center: CGPoint(x: 60, y: 60), size: CGSize(width: 40, height: 40), type: .ellipse)
        let egg = Item(
            "egg", center: CGPoint(x: 260, y: 60), size: CGSize(width: 40, height: 60), type: .ellipse)
        animator.addBehavior(CollisionBehavior(items: [ball, egg]))
        animator.advance(by: 0.5)
        let snapshot = animator.debugSnapshot()
        #expect(snapshot.bodies.count == 3)
        let body = try #require(snapshot.bodies.first { $0.item == ObjectIdentifier(box) })
        #expect(body.center == box.center)
        #expect(body.angle == 0)
        // Free fall without resistance: v = g·t exactly over the engine steps taken (1000 pt/s²).
        expectClose(body.velocity.dy, 1000 * animator.simulatedTime, tolerance: 1e-3, "falling speed")
        expectClose(body.velocity.dx, 0, tolerance: 1e-9, "sideways speed")
        #expect(body.isAwake && !body.isAnchored && !body.isSleeping)
        expectClose(body.mass, 1, tolerance: 1e-6, "mass of 100×100 pt at density 1")
        expectClose(body.gravity.dy, 1000, tolerance: 1e-3, "gravity felt")
        guard case .polygon(let corners, let radius) = try #require(body.shapes.first) else {
            Issue.record("a box is a polygon")
            return
        }
        #expect(radius == 0)
        #expect(
            Set(corners.map { "\($0.x),\($0.y)" }) == [
                "-50.0,-50.0", "50.0,-50.0", "50.0,50.0", "-50.0,50.0",
            ])
        let round = try #require(snapshot.bodies.first { $0.item == ObjectIdentifier(ball) })
        guard case .circle(let c, let r) = try #require(round.shapes.first) else {
            Issue.record("a round item is a circle")
            return
        }
        #expect(c == .zero)
        expectClose(r, 20, tolerance: 1e-5, "radius")
        let oval = try #require(snapshot.bodies.first { $0.item == ObjectIdentifier(egg) })
        guard case .polygon(let outline, let skin) = try #require(oval.shapes.first) else {
            Issue.record("an ellipse is a polygon")
            return
        }
        expectClose(skin, 0.9, tolerance: 1e-5, "UIKit's collision skin on ellipses")
        #expect(outline.count >= 8)
        #expect(outline.allSatisfy { abs($0.x) <= 20.0001 && abs($0.y) <= 30.0001 })
    }

    @Test func aRestingBoxTouchesTheFloorWithUpwardNormals() throws {
        let (animator, box) = fallingBox()
        #expect(animator.runUntilPaused(timeout: 10))
        let snapshot = animator.debugSnapshot()
        let body = try #require(snapshot.bodies.first)
        #expect(body.isSleeping)
        let touching = snapshot.contacts.filter(\.isTouching)
        #expect(touching.count == 2)
        for contact in touching {
            #expect(contact.b == .item(body.slot))
            guard case .boundary = contact.a else {
                Issue.record("the floor is side a, got \(contact.a)")
                continue
            }
            expectClose(contact.normal.dx, 0, tolerance: 1e-3, "normal x")
            expectClose(contact.normal.dy, -1, tolerance: 1e-3, "normal y (up on screen)")
            expectClose(
                contact.point.y, box.center.y + 50, tolerance: 0.5, "contact at the box's bottom edge")
            #expect(contact.separation <= 0.5)
        }
        #expect(Set(touching.map { Int($0.point.x.rounded()) }) == [110, 210])
        let floor = try #require(snapshot.boundaries.first)
        #expect(floor.identifier == nil)
        #expect(floor.shapes.count == 4)
    }

    @Test func fieldVectorsFollowTheForceLawsInsideTheirRegions() throws {
        let box = Item("box", center: CGPoint(x: 160, y: 240), size: CGSize(width: 20, height: 20))
        let animator = DynamicAnimator(referenceBounds: screen)
        let spring = FieldBehavior.springField()
        spring.position = CGPoint(x: 160, y: 240)
        spring.strength = 3
        spring.region = Region(radius: 150)
        spring.addItem(box)
        let pull = FieldBehavior.radialGravityField(position: CGPoint(x: 40, y: 40))
        pull.strength = 4
        pull.region = Region(size: CGSize(width: 80, height: 80)).inverse()
        animator.addBehavior(spring)
        animator.addBehavior(pull)
        // Hooke's law, S = 3 N/m: 1 m right of the centre, 3 N back toward it. The radial field
        // adds −S·m/r² from (40, 40): 4·1/(√(1.2² + 2²))² toward its centre.
        let at = CGPoint(x: 260, y: 240)
        let r = CGVector(dx: 2.2, dy: 2)
        let r2 = r.dx * r.dx + r.dy * r.dy
        let radial = CGVector(dx: -4 / r2 * r.dx / r2.squareRoot(), dy: -4 / r2 * r.dy / r2.squareRoot())
        let f = animator.fieldVector(at: at)
        expectClose(f.dx, -3 + radial.dx, tolerance: 1e-4, "x force")
        expectClose(f.dy, radial.dy, tolerance: 1e-4, "y force")
        // Outside the spring's circle and inside the hole cut from the radial field: nothing.
        #expect(animator.fieldVector(at: CGPoint(x: 40, y: 40)) == CGVector(dx: 0, dy: 0))

        let snapshot = animator.debugSnapshot()
        #expect(snapshot.fields.map(\.kind) == [.spring, .radialGravity])
        #expect(snapshot.fields[0].region == .circle(radius: 150))
        #expect(snapshot.fields[1].region == .inverse(.rectangle(CGSize(width: 80, height: 80))))
        // The snapshot shows the engine's Float copy; the property reads back the value as set.
        expectClose(snapshot.fields[0].position.x, spring.position.x, tolerance: 1e-4, "field x")
        expectClose(snapshot.fields[0].position.y, spring.position.y, tolerance: 1e-4, "field y")
        #expect(snapshot.fields[0].items == [snapshot.bodies[0].slot])
        #expect(snapshot.fields[1].items.isEmpty)
        // 40 pt grid over 320 × 480: 8 × 12 cell centres, each the sampler's value.
        #expect(snapshot.fieldGrid.count == 96)
        for sample in snapshot.fieldGrid { #expect(sample.force == animator.fieldVector(at: sample.point)) }
        #expect(snapshot.fieldGrid[0].point == CGPoint(x: 20, y: 20))
    }

    @Test func jointsReportKindAnchorsAndSpringStiffness() throws {
        let animator = DynamicAnimator(referenceBounds: screen)
        let hanging = Item("hanging", center: CGPoint(x: 160, y: 150), size: CGSize(width: 100, height: 100))
        let spring = AttachmentBehavior(item: hanging, attachedToAnchor: CGPoint(x: 160, y: 0))
        spring.frequency = 2
        spring.damping = 0.5
        animator.addBehavior(spring)
        let a = Item("a", center: CGPoint(x: 50, y: 300), size: CGSize(width: 20, height: 20))
        let b = Item("b", center: CGPoint(x: 90, y: 300), size: CGSize(width: 20, height: 20))
        let pin = AttachmentBehavior.pinAttachment(
            with: a, attachedTo: b, attachmentAnchor: CGPoint(x: 70, y: 300))
        pin.attachmentRange = FloatRange(minimum: -0.5, maximum: 0.5)
        animator.addBehavior(pin)
        let cart = Item("cart", center: CGPoint(x: 200, y: 400), size: CGSize(width: 40, height: 20))
        let rail = AttachmentBehavior.slidingAttachment(
            with: cart, attachmentAnchor: CGPoint(x: 200, y: 400), axisOfTranslation: CGVector(dx: 2, dy: 0))
        rail.attachmentRange = FloatRange(minimum: -30, maximum: 60)
        animator.addBehavior(rail)
        let tile = Item("tile", center: CGPoint(x: 250, y: 100), size: CGSize(width: 40, height: 40))
        animator.addBehavior(SnapBehavior(item: tile, snapTo: CGPoint(x: 280, y: 120)))

        let snapshot = animator.debugSnapshot()
        let slot = { (item: Item) in snapshot.bodies.first { $0.item == ObjectIdentifier(item) }!.slot }
        let attachments = snapshot.joints.filter { $0.source == .attachment }
        #expect(attachments.count == 3)
        let hang = attachments[0]
        #expect(hang.a == .item(slot(hanging)) && hang.b == .fixedPoint)
        expectClose(hang.anchorA.x, 160, tolerance: 1e-4, "item end x")
        expectClose(hang.anchorA.y, 150, tolerance: 1e-4, "item end y")
        expectClose(hang.anchorB.x, spring.anchorPoint.x, tolerance: 1e-4, "anchor x (the engine's Float)")
        expectClose(hang.anchorB.y, spring.anchorPoint.y, tolerance: 1e-4, "anchor y")
        guard case .spring(let length, let frequency, let damping, let stiffness) = hang.kind else {
            Issue.record("expected a spring, got \(hang.kind)")
            return
        }
        expectClose(length, 150, tolerance: 1e-4, "rest length: the distance when added")
        #expect(frequency == 2 && damping == 0.5)
        // The item's centre hangs on the spring: effective mass 1 kg, k = m·(2π·2 Hz)².
        expectClose(stiffness, 16 * .pi * .pi, tolerance: 1e-3, "stiffness (N/m)")
        guard case .pin(let lower, let upper, _, let angle) = attachments[1].kind else {
            Issue.record("expected a pin, got \(attachments[1].kind)")
            return
        }
        #expect(lower == -0.5 && upper == 0.5 && angle == 0)
        #expect(attachments[1].a == .item(slot(a)) && attachments[1].b == .item(slot(b)))
        expectClose(attachments[1].anchorA.x, 70, tolerance: 1e-4, "pin anchor")
        guard case .slider(let axis, let low, let high, let translation) = attachments[2].kind else {
            Issue.record("expected a slider, got \(attachments[2].kind)")
            return
        }
        expectClose(axis.dx, 1, tolerance: 1e-6, "axis x")
        expectClose(axis.dy, 0, tolerance: 1e-6, "axis y")
        expectClose(low, -30, tolerance: 1e-4, "lower")
        expectClose(high, 60, tolerance: 1e-4, "upper")
        expectClose(translation, 0, tolerance: 1e-4, "translation")
        #expect(snapshot.snaps == [DebugSnapshot.Snap(item: slot(tile), point: CGPoint(x: 280, y: 120))])
        let snapSprings = snapshot.joints.filter { $0.source == .snap }
        #expect(snapSprings.count == 4)
        #expect(snapSprings.allSatisfy { $0.a == .item(slot(tile)) && $0.b == .fixedPoint })

        // Stretch the spring by 50 pt: ½·k·(0.5 m)² of potential energy (no gravity here).
        spring.length = 100
        let stretched = animator.debugSnapshot([.bodies, .joints])
        expectClose(
            CGFloat(stretched.potentialEnergy), 0.5 * 16 * .pi * .pi * 0.25, tolerance: 1e-3,
            "spring energy (J)")
    }

    @Test func freeFallTradesPotentialForKineticEnergy() throws {
        let (animator, _) = fallingBox(resistance: false)
        let start = animator.debugSnapshot([.bodies, .joints])
        // 1 kg, centre 380 pt above the floor at 1000 pt/s²: m·g·h = 1 · 10 · 3.8 J.
        expectClose(CGFloat(start.potentialEnergy), 38, tolerance: 1e-4, "initial potential energy")
        #expect(start.kineticEnergy == 0)
        animator.advance(by: 0.6)
        let later = animator.debugSnapshot([.bodies, .joints])
        let speed = later.bodies[0].velocity.dy / 100
        expectClose(CGFloat(later.kineticEnergy), 0.5 * speed * speed, tolerance: 1e-6, "½·m·v²")
        #expect(later.kineticEnergy > 10)
        let total = later.kineticEnergy + later.potentialEnergy
        expectClose(CGFloat(total), 38, tolerance: 0.38, "energy kept within 1 % in free fall")
        #expect(later.maxSpeed == later.bodies[0].velocity.dy)
    }

    @Test func takingSnapshotsLeavesTheSimulationUnchanged() {
        func run(snapshots: Bool) -> UInt64 {
            let (animator, box) = fallingBox()
            let field = FieldBehavior.vortexField()
            field.position = CGPoint(x: 160, y: 300)
            field.addItem(box)
            animator.addBehavior(field)
            animator.debugEnabled = snapshots
            for frame in 0..<120 {
                animator.step()
                if animator.drawsDebugLayer(onFrame: frame) { _ = animator.debugSnapshot() }
            }
            return animator.stateHash
        }
        #expect(run(snapshots: true) == run(snapshots: false))
    }

    @Test func badFieldGridSpacingIsReportedAndLeavesTheGridEmpty() {
        let animator = DynamicAnimator(referenceBounds: screen)
        var errors: [DynamicsError] = []
        animator.errorHandler = { errors.append($0) }
        let field = FieldBehavior.dragField()
        field.addItem(Item(center: CGPoint(x: 10, y: 10), size: CGSize(width: 10, height: 10)))
        animator.addBehavior(field)
        #expect(animator.debugSnapshot(fieldGridSpacing: 0).fieldGrid.isEmpty)
        #expect(animator.debugSnapshot(fieldGridSpacing: .nan).fieldGrid.isEmpty)
        #expect(animator.debugSnapshot(fieldGridSpacing: 0.01).fieldGrid.isEmpty)
        #expect(errors.count == 3)
        #expect(
            errors[0].message == "debugSnapshot(fieldGridSpacing:): 0.0 must be finite and > 0; no field grid"
        )
        #expect(errors[2].message.contains("32000 × 48000"))
        #expect(animator.debugSnapshot(fieldGridSpacing: 80).fieldGrid.count == 24)
        #expect(animator.fieldVector(at: CGPoint(x: CGFloat.nan, y: 0)) == CGVector(dx: 0, dy: 0))
        #expect(animator.fieldVector(at: .zero, mass: 0) == CGVector(dx: 0, dy: 0))
        #expect(errors.count == 5)
        #expect(
            errors[4].message
                == "fieldVector(at: (0.0, 0.0), mass: 0.0, charge: 1.0, velocity: (0.0, 0.0)): values must be finite and mass > 0"
        )
    }

    @Test func aSpacingTooSmallToCountOrUnboundedBoundsGiveNoGridInsteadOfATrap() {
        func snapshot(bounds: CGRect, spacing: CGFloat) -> (DebugSnapshot, [DynamicsError]) {
            let animator = DynamicAnimator(referenceBounds: bounds)
            var errors: [DynamicsError] = []
            animator.errorHandler = { errors.append($0) }
            let field = FieldBehavior.dragField()
            field.addItem(Item(center: CGPoint(x: 10, y: 10), size: CGSize(width: 10, height: 10)))
            animator.addBehavior(field)
            return (animator.debugSnapshot(fieldGridSpacing: spacing), errors)
        }
        // 320 / 1e-310 overflows to infinity: more samples than an Int can count.
        let (tiny, tinyErrors) = snapshot(bounds: screen, spacing: 1e-310)
        #expect(tiny.fieldGrid.isEmpty)
        #expect(tinyErrors.count == 1 && tinyErrors[0].message.contains("inf × inf samples"), "\(tinyErrors)")
        // An unbounded width is not drawable: the grid covers what the snapshot holds instead.
        let wide = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 480)
        let (unbounded, unboundedErrors) = snapshot(bounds: wide, spacing: 40)
        #expect(unboundedErrors.isEmpty)
        // The item (5…15) and the field at the origin, grown by 20 pt.
        let area = unbounded.drawingBounds
        #expect(area.origin == CGPoint(x: -20, y: -20))
        expectClose(area.width, 55, tolerance: 1e-5, "drawn width (corners in Float)")
        expectClose(area.height, 55, tolerance: 1e-5, "drawn height (corners in Float)")
        #expect(unbounded.fieldGrid.count == 4)
    }

    @Test func theDebugLayerRedrawsEveryDebugFrameInterval() {
        let animator = DynamicAnimator(referenceBounds: screen)
        #expect(!animator.drawsDebugLayer(onFrame: 0))
        animator.debugEnabled = true
        animator.debugFrameInterval = 3
        #expect((0..<7).filter(animator.drawsDebugLayer(onFrame:)) == [0, 3, 6])
        animator.debugFrameInterval = 0
        #expect((0..<3).filter(animator.drawsDebugLayer(onFrame:)) == [0, 1, 2])
    }
}
