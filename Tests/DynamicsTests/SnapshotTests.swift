import Dynamics
import Foundation
import Testing

/// One setup per behavior kind: the animator, its items, and a disturbance that changes
/// properties and membership-free state after the snapshot.
struct SnapshotScenario: CustomStringConvertible, Sendable {
    let description: String
    let build: @Sendable () -> (DynamicAnimator, [Item], () -> Void)
}

private let box = CGSize(width: 40, height: 40)

private func walls(_ animator: DynamicAnimator, _ items: [Item]) -> CollisionBehavior {
    let collision = CollisionBehavior(items: items)
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(collision)
    return collision
}

extension SnapshotScenario {
    static let all: [SnapshotScenario] = [
        SnapshotScenario(description: "gravity") {
            let animator = DynamicAnimator(referenceBounds: screen)
            let items = (0..<6).map { (i: Int) -> Item in
                Item("g\(i)", center: CGPoint(x: 60 + 40 * i, y: 100 + 30 * i), size: box)
            }
            let gravity = GravityBehavior(items: items)
            animator.addBehavior(gravity)
            _ = walls(animator, items)
            return (
                animator, items,
                {
                    gravity.magnitude = 3
                    gravity.angle = 0.3
                }
            )
        },
        SnapshotScenario(description: "collision with boundaries and a delegate") {
            let animator = DynamicAnimator(referenceBounds: screen)
            let items = (0..<8).map { (i: Int) -> Item in
                Item("c\(i)", center: CGPoint(x: 40 + 35 * i, y: 60 + 20 * (i % 3)), size: box)
            }
            animator.addBehavior(GravityBehavior(items: items))
            let collision = walls(animator, items)
            collision.addBoundary(
                withIdentifier: "ramp" as NSString, from: CGPoint(x: 0, y: 250), to: CGPoint(x: 320, y: 330))
            let recorder = Recorder()
            collision.collisionDelegate = recorder
            return (
                animator, items,
                {
                    collision.collisionMode = .items
                    collision.removeAllBoundaries()
                    collision.translatesReferenceBoundsIntoBoundary = false
                }
            )
        },
        SnapshotScenario(description: "item properties") {
            let animator = DynamicAnimator(referenceBounds: screen)
            let items = (0..<5).map {
                Item(
                    "i\($0)", center: CGPoint(x: 50 + 50 * $0, y: 120), size: box,
                    type: $0 % 2 == 0 ? .ellipse : .rectangle)
            }
            animator.addBehavior(GravityBehavior(items: items))
            _ = walls(animator, items)
            let properties = DynamicItemBehavior(items: items)
            properties.elasticity = 0.8
            properties.friction = 0.5
            properties.resistance = 0.3
            animator.addBehavior(properties)
            properties.addLinearVelocity(CGPoint(x: 300, y: -200), for: items[0])
            return (
                animator, items,
                {
                    properties.elasticity = 0.1
                    properties.density = 8
                    properties.allowsRotation = false
                    properties.addAngularVelocity(20, for: items[1])
                }
            )
        },
        attachment("anchor attachment") { items in
            let a = AttachmentBehavior(
                item: items[0], offsetFromCenter: Offset(horizontal: 10, vertical: 5),
                attachedToAnchor: CGPoint(x: 160, y: 60))
            a.frequency = 2
            a.damping = 0.3
            return a
        },
        attachment("item-item attachment") { items in AttachmentBehavior(item: items[0], attachedTo: items[1])
        },
        attachment("sliding attachment") { items in
            AttachmentBehavior.slidingAttachment(
                with: items[0], attachedTo: items[1], attachmentAnchor: CGPoint(x: 160, y: 150),
                axisOfTranslation: CGVector(dx: 1, dy: 1))
        },
        attachment("limit attachment") { items in
            AttachmentBehavior.limitAttachment(
                with: items[0], offsetFromCenter: .zero, attachedTo: items[1],
                offsetFromCenter: Offset(horizontal: 5, vertical: 0))
        },
        attachment("fixed attachment") { items in
            AttachmentBehavior.fixedAttachment(
                with: items[0], attachedTo: items[1], attachmentAnchor: CGPoint(x: 150, y: 150))
        },
        attachment("pin attachment") { items in
            AttachmentBehavior.pinAttachment(
                with: items[0], attachedTo: items[1], attachmentAnchor: CGPoint(x: 150, y: 150))
        },
        SnapshotScenario(description: "snap") {
            let animator = DynamicAnimator(referenceBounds: screen)
            let items = [
                Item("s", center: CGPoint(x: 40, y: 40), size: box),
                Item("t", center: CGPoint(x: 280, y: 400), size: box),
            ]
            let snap = SnapBehavior(item: items[0], snapTo: CGPoint(x: 200, y: 300))
            animator.addBehavior(snap)
            animator.addBehavior(SnapBehavior(item: items[1], snapTo: CGPoint(x: 100, y: 100)))
            return (
                animator, items,
                {
                    snap.snapPoint = CGPoint(x: 20, y: 20)
                    snap.damping = 0.9
                }
            )
        },
        SnapshotScenario(description: "continuous push") {
            let animator = DynamicAnimator(referenceBounds: screen)
            let items = (0..<3).map { Item("p\($0)", center: CGPoint(x: 80 + 80 * $0, y: 240), size: box) }
            let push = PushBehavior(items: items, mode: .continuous)
            push.pushDirection = CGVector(dx: 0.2, dy: -0.1)
            push.setTargetOffsetFromCenter(Offset(horizontal: 0, vertical: 10), for: items[1])
            animator.addBehavior(push)
            _ = walls(animator, items)
            return (
                animator, items,
                {
                    push.magnitude = 2
                    push.active = false
                }
            )
        },
        SnapshotScenario(description: "instantaneous push, armed at the snapshot") {
            let animator = DynamicAnimator(referenceBounds: screen)
            let items = (0..<3).map { Item("q\($0)", center: CGPoint(x: 80 + 80 * $0, y: 240), size: box) }
            animator.addBehavior(GravityBehavior(items: items))
            _ = walls(animator, items)
            let push = PushBehavior(items: items, mode: .instantaneous)
            push.pushDirection = CGVector(dx: 0.5, dy: -1)
            push.active = false
            animator.addBehavior(push)
            // Armed from an action, so it is armed when the snapshot is taken at frame 90.
            var frames = 0
            // Weakly: the push owns its action (a strong capture is a cycle LeakSanitizer reports).
            push.action = { [weak push] in
                frames += 1
                if frames == 90 { push?.active = true }
            }
            return (
                animator, items,
                {
                    push.magnitude = 0.1
                }
            )
        },
        SnapshotScenario(description: "instantaneous push, fired before the snapshot") {
            let animator = DynamicAnimator(referenceBounds: screen)
            let items = (0..<3).map { Item("f\($0)", center: CGPoint(x: 80 + 80 * $0, y: 240), size: box) }
            animator.addBehavior(GravityBehavior(items: items))
            _ = walls(animator, items)
            let push = PushBehavior(items: items, mode: .instantaneous)
            push.pushDirection = CGVector(dx: -0.5, dy: -1)
            animator.addBehavior(push)
            return (
                animator, items,
                {
                    push.active = true  // re-armed after the snapshot: the restore disarms it again
                }
            )
        },
        field("noise and turbulence fields (animated)") { items in
            let noise = FieldBehavior.noiseField(smoothness: 0.4, animationSpeed: 2)
            noise.strength = 3
            let turbulence = FieldBehavior.turbulenceField(smoothness: 0.7, animationSpeed: 1)
            return [noise, turbulence]
        },
        field("radial gravity, vortex and spring fields") { items in
            let radial = FieldBehavior.radialGravityField(position: CGPoint(x: 160, y: 240))
            radial.strength = 5
            let vortex = FieldBehavior.vortexField()
            vortex.position = CGPoint(x: 100, y: 200)
            let spring = FieldBehavior.springField()
            spring.position = CGPoint(x: 200, y: 300)
            return [radial, vortex, spring]
        },
        field("electric and custom fields") { items in
            let electric = FieldBehavior.electricField()
            electric.position = CGPoint(x: 160, y: 100)
            let custom = FieldBehavior.field { _, position, _, mass, _, time in
                CGVector(dx: mass * sin(time * 3) * 0.2, dy: -position.x * 0.0001)
            }
            return [electric, custom]
        },
        SnapshotScenario(description: "composite") {
            let animator = DynamicAnimator(referenceBounds: screen)
            let items = (0..<4).map { Item("k\($0)", center: CGPoint(x: 60 + 60 * $0, y: 80), size: box) }
            let composite = DynamicBehavior()
            let gravity = GravityBehavior(items: items)
            let collision = CollisionBehavior(items: items)
            collision.translatesReferenceBoundsIntoBoundary = true
            composite.addChildBehavior(gravity)
            composite.addChildBehavior(collision)
            animator.addBehavior(composite)
            return (
                animator, items,
                {
                    gravity.magnitude = 0.2
                }
            )
        },
    ]

    static func attachment(_ name: String, _ make: @escaping @Sendable ([Item]) -> AttachmentBehavior)
        -> SnapshotScenario
    {
        SnapshotScenario(description: name) {
            let animator = DynamicAnimator(referenceBounds: screen)
            let items = [
                Item("a", center: CGPoint(x: 100, y: 120), size: box),
                Item("b", center: CGPoint(x: 200, y: 160), size: box, type: .ellipse),
            ]
            animator.addBehavior(GravityBehavior(items: items))
            _ = walls(animator, items)
            let attachment = make(items)
            animator.addBehavior(attachment)
            return (
                animator, items,
                {
                    attachment.length += 30
                    attachment.frequency = 5
                    attachment.damping = 1
                    attachment.frictionTorque = 3
                    attachment.anchorPoint = CGPoint(x: 50, y: 50)
                }
            )
        }
    }

    static func field(_ name: String, _ make: @escaping @Sendable ([Item]) -> [FieldBehavior])
        -> SnapshotScenario
    {
        SnapshotScenario(description: name) {
            let animator = DynamicAnimator(referenceBounds: screen)
            let items = (0..<6).map { (i: Int) -> Item in
                Item("n\(i)", center: CGPoint(x: 50 + 45 * i, y: 100 + 50 * (i % 3)), size: box)
            }
            _ = walls(animator, items)
            let charges = DynamicItemBehavior(items: items)
            charges.charge = 1
            animator.addBehavior(charges)
            let fields = make(items)
            for field in fields {
                for item in items { field.addItem(item) }
                animator.addBehavior(field)
            }
            return (
                animator, items,
                {
                    for field in fields {
                        field.strength *= 3
                        field.position = CGPoint(x: 10, y: 10)
                    }
                }
            )
        }
    }
}

/// Every item's centre and transform bits.
private func poses(_ items: [Item]) -> [CGFloat] {
    items.flatMap { [$0.center.x, $0.center.y, $0.transform.a, $0.transform.b] }
}

@Suite("Snapshots")
struct SnapshotTests {
    @Test(arguments: SnapshotScenario.all)
    func restoringThenSteppingIsBitIdentical(_ scenario: SnapshotScenario) throws {
        let (animator, items, disturb) = scenario.build()
        for _ in 0..<90 { animator.step() }
        let saved = animator.snapshot()
        let savedPoses = poses(items)
        for _ in 0..<600 { animator.step() }
        let uninterrupted = (animator.stateHash, poses(items), animator.elapsedTime())
        // Step on further and change properties, then go back.
        disturb()
        for _ in 0..<120 { animator.step() }
        try animator.restore(saved)
        #expect(poses(items) == savedPoses, "the items are back where they were")
        for _ in 0..<600 { animator.step() }
        #expect(animator.stateHash == uninterrupted.0)
        #expect(poses(items) == uninterrupted.1)
        #expect(animator.elapsedTime() == uninterrupted.2)
        // And a fresh, identical setup that never restored agrees too.
        let (fresh, freshItems, _) = scenario.build()
        for _ in 0..<690 { fresh.step() }
        #expect(fresh.stateHash == uninterrupted.0)
        #expect(poses(freshItems) == uninterrupted.1)
    }

    @Test func collisionCallbacksRepeatExactlyAfterARestore() throws {
        let animator = DynamicAnimator(referenceBounds: screen)
        let items = (0..<5).map { (i: Int) -> Item in
            Item("d\(i)", center: CGPoint(x: 50 + 55 * i, y: 300 + 20 * (i % 2)), size: box)
        }
        animator.addBehavior(GravityBehavior(items: items))
        let bouncy = DynamicItemBehavior(items: items)
        bouncy.elasticity = 0.9
        animator.addBehavior(bouncy)
        let collision = walls(animator, items)
        collision.addBoundary(
            withIdentifier: "shelf" as NSString, from: CGPoint(x: 0, y: 420), to: CGPoint(x: 160, y: 440))
        let recorder = Recorder()
        collision.collisionDelegate = recorder
        // Snapshot while items touch the floor and each other (touching state and warm starts).
        for _ in 0..<45 { animator.step() }
        let saved = animator.snapshot()
        let start = recorder.log.count
        for _ in 0..<300 { animator.step() }
        let first = Array(recorder.log[start...])
        try animator.restore(saved)
        let again = recorder.log.count
        for _ in 0..<300 { animator.step() }
        let second = Array(recorder.log[again...])
        #expect(first.contains { $0.hasPrefix("began") } && first.contains { $0.hasPrefix("ended") })
        #expect(second == first)
    }

    @Test func restoreSetsBackEveryChangedProperty() throws {
        let animator = DynamicAnimator(referenceBounds: screen)
        let a = Item("a", center: CGPoint(x: 100, y: 100), size: box)
        let b = Item("b", center: CGPoint(x: 200, y: 100), size: box)
        let gravity = GravityBehavior(items: [a, b])
        let properties = DynamicItemBehavior(items: [a])
        let push = PushBehavior(items: [b], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        let attachment = AttachmentBehavior(item: a, attachedTo: b)
        let snap = SnapBehavior(item: b, snapTo: CGPoint(x: 10, y: 10))
        let collision = CollisionBehavior(items: [a, b])
        for behavior in [gravity, properties, push, attachment, snap, collision] as [DynamicBehavior] {
            animator.addBehavior(behavior)
        }
        animator.step()  // the push fires
        #expect(!push.active)
        let saved = animator.snapshot()
        gravity.magnitude = 4
        gravity.angle = 1
        properties.elasticity = 0.9
        properties.isAnchored = true
        push.active = true
        push.magnitude = 3
        attachment.length = 500
        attachment.damping = 0.8
        snap.snapPoint = CGPoint(x: 300, y: 300)
        collision.collisionMode = .boundaries
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.referenceBounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        animator.advance(by: 1)
        try animator.restore(saved)
        #expect(gravity.magnitude == 1)
        #expect(gravity.angle == .pi / 2)
        #expect(properties.elasticity == 0.2)
        #expect(!properties.isAnchored)
        #expect(!push.active, "fired again: the push was spent at the snapshot")
        #expect(push.magnitude == 1)
        #expect(attachment.length == 100)
        #expect(attachment.damping == 0)
        #expect(snap.snapPoint == CGPoint(x: 10, y: 10))
        #expect(collision.collisionMode == .everything)
        #expect(!collision.translatesReferenceBoundsIntoBoundary)
        #expect(animator.referenceBounds == screen)
        #expect(animator.elapsedTime() == saved.elapsedTime)
    }

    @Test func mismatchedRestoresAreRefusedAndChangeNothing() throws {
        func setup() -> (DynamicAnimator, GravityBehavior, CollisionBehavior, [Item]) {
            let animator = DynamicAnimator(referenceBounds: screen)
            let items = (0..<3).map { Item("m\($0)", center: CGPoint(x: 80 + 80 * $0, y: 100), size: box) }
            let gravity = GravityBehavior(items: items)
            animator.addBehavior(gravity)
            let collision = walls(animator, items)
            return (animator, gravity, collision, items)
        }
        let (animator, gravity, collision, items) = setup()
        animator.advance(by: 0.5)
        let saved = animator.snapshot()
        animator.advance(by: 0.5)

        func expectRefusal(
            _ label: String, _ animator: DynamicAnimator, _ items: [Item], _ snapshot: AnimatorSnapshot
        ) {
            let before = (animator.stateHash, animator.elapsedTime(), poses(items), gravity.magnitude)
            #expect(throws: DynamicsError.self, "\(label)") { try animator.restore(snapshot) }
            do {
                try animator.restore(snapshot)
            } catch {
                #expect(error.code == .snapshotMismatch, "\(label): \(error.message)")
            }
            #expect(animator.stateHash == before.0, "\(label): nothing changed")
            #expect(animator.elapsedTime() == before.1)
            #expect(poses(items) == before.2)
            #expect(gravity.magnitude == before.3)
        }

        // An added item.
        let extra = Item("extra", center: CGPoint(x: 160, y: 300), size: box)
        gravity.addItem(extra)
        expectRefusal("added item", animator, items, saved)
        gravity.removeItem(extra)
        // A removed behavior.
        animator.removeBehavior(collision)
        expectRefusal("removed behavior", animator, items, saved)
        animator.addBehavior(collision)
        // An added behavior.
        let push = PushBehavior(items: [items[0]], mode: .continuous)
        animator.addBehavior(push)
        expectRefusal("added behavior", animator, items, saved)
        animator.removeBehavior(push)
        // Another animator's snapshot.
        let (other, _, _, _) = setup()
        expectRefusal("another animator's snapshot", animator, items, other.snapshot())
        // The membership matches again: the restore goes through.
        try animator.restore(saved)
        #expect(animator.elapsedTime() == saved.elapsedTime)
    }

    @Test func restoringFromInsideAFrameIsRefused() {
        let (animator, items, _) = SnapshotScenario.all[0].build()
        let saved = animator.snapshot()
        var refusal: DynamicsError?
        let gravity = animator.behaviors[0]
        gravity.action = {
            do { try animator.restore(saved) } catch let error as DynamicsError { refusal = error } catch {}
            gravity.action = nil
        }
        animator.step()
        #expect(refusal?.code == .invalidUse)
        #expect(animator.elapsedTime() > 0, "the frame ran; nothing was restored")
        _ = items
    }

    @Test func manySnapshotsShareNothingMutable() throws {
        let (animator, items, _) = SnapshotScenario.all[0].build()
        var history: [AnimatorSnapshot] = []
        var hashes: [UInt64] = []
        for _ in 0..<120 {
            history.append(animator.snapshot())
            hashes.append(animator.stateHash)
            animator.step()
        }
        for i in [100, 3, 57, 0, 119] {
            try animator.restore(history[i])
            #expect(animator.stateHash == hashes[i])
        }
        #expect(history[0].byteCount > 0)
        _ = items
    }
}
