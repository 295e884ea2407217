import Dynamics
import Foundation
import Testing

@Suite("Animator")
struct AnimatorTests {
    @Test func fallingItemRestsOnTheFloorThenPausesAndResumes() {
        let animator = DynamicAnimator(referenceBounds: screen)
        let recorder = Recorder()
        animator.delegate = recorder
        let square = Item(center: CGPoint(x: 160, y: 100), size: CGSize(width: 30, height: 30))
        let collision = CollisionBehavior(items: [square])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(GravityBehavior(items: [square]))
        #expect(recorder.log == ["resume"])
        animator.addBehavior(collision)
        #expect(animator.isRunning)
        #expect(animator.runUntilPaused(timeout: 10))
        #expect(recorder.log == ["resume", "pause"])
        // The boundary is the bounds outset by 1 pt; the item rests on it.
        expectClose(square.center.y, 480 + 1 - 15, tolerance: 1, "resting height")
        expectClose(square.center.x, 160, tolerance: 0.01, "no drift")
        let paused = animator.elapsedTime()
        animator.advance(by: 1)
        #expect(animator.elapsedTime() == paused, "time does not run while paused")
        animator.addBehavior(DynamicItemBehavior(items: [square]))
        #expect(animator.isRunning)
        #expect(recorder.log == ["resume", "pause", "resume"])
    }

    @Test func firstFrameTakesOneEngineStepThenTwo() {
        let animator = DynamicAnimator(referenceBounds: screen)
        animator.addBehavior(GravityBehavior(items: [Item(center: .zero, size: CGSize(width: 1, height: 1))]))
        // PhysicsKit's sub-step is 1/120 rounded to Float, a hair over 1/120 s.
        let h = Double(Float(1.0 / 120))
        animator.step()
        #expect(animator.simulatedTime == h, "first frame: one engine step")
        animator.step()
        #expect(animator.simulatedTime == 3 * h, "second frame: two engine steps")
        expectClose(animator.elapsedTime(), 2.0 / 60, tolerance: 1e-12, "elapsed")
        animator.step(frameDuration: 3)  // a hitch longer than 0.5 s counts as 1/60 s
        expectClose(animator.elapsedTime(), 3.0 / 60, tolerance: 1e-12, "elapsed after a hitch")
    }

    @Test func delegateOrderIsBeganThenEndedThenActions() {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 400))
        let recorder = Recorder()
        let a = Item("a", center: CGPoint(x: 100, y: 300), size: CGSize(width: 40, height: 40))
        let b = Item("b", center: CGPoint(x: 300, y: 100), size: CGSize(width: 40, height: 40))
        let collision = CollisionBehavior(items: [a, b])
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.collisionDelegate = recorder
        collision.action = { recorder.log.append("action") }
        let properties = frictionlessVacuum([a, b])
        properties.elasticity = 1
        animator.addBehavior(collision)
        animator.addBehavior(properties)
        // a bounces off the floor while b, pushed toward the floor too, arrives later; at
        // different speeds their bounces drift in and out of step, so some frame hears one
        // item's began and the other's ended (each pair's ended comes a frame or so after its
        // began). A began may follow an ended only as the next wave of a pair that changes twice
        // in the frame (`frameContactOrder()`): the pair that ended begins again.
        properties.addLinearVelocity(CGPoint(x: 0, y: 1500), for: a)
        properties.addLinearVelocity(CGPoint(x: 0, y: 1100), for: b)
        animator.advance(by: 2)
        let frames = recorder.log.split(separator: "action", omittingEmptySubsequences: false)
        #expect(frames.count > 100)
        var sawBoth = false
        for frame in frames {
            let events = Array(frame)
            let kinds = events.map { $0.hasPrefix("began") ? 0 : 1 }
            for (i, event) in events.enumerated() where kinds[i] == 1 {
                let pair = event.dropFirst("ended ".count)
                let later = events[(i + 1)...].filter { $0.hasPrefix("began") }
                #expect(
                    later.isEmpty || later.contains("began \(pair)"),
                    "began after an ended in one frame, not a second wave of the ended pair: \(frame)")
            }
            if kinds.contains(0) && kinds.contains(1) { sawBoth = true }
        }
        #expect(sawBoth, "some frame had both a began and an ended contact")
        #expect(recorder.log.contains("began a-nil"))
    }

    @Test func itemsModePassesThroughBoundariesButReportsThem() {
        let animator = DynamicAnimator(referenceBounds: screen)
        let recorder = Recorder()
        let item = Item("ghost", center: CGPoint(x: 160, y: 400), size: CGSize(width: 20, height: 20))
        let collision = CollisionBehavior(items: [item])
        collision.collisionMode = .items
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.collisionDelegate = recorder
        animator.addBehavior(collision)
        animator.addBehavior(GravityBehavior(items: [item]))
        animator.advance(by: 1)
        #expect(item.center.y > 520, "fell through the floor")
        #expect(recorder.log.first == "began ghost-nil")
        #expect(recorder.log.contains("ended ghost-nil"))
    }

    @Test func itemsInDifferentCollisionBehaviorsDoNotCollide() {
        let animator = DynamicAnimator(referenceBounds: screen)
        let a = Item("a", center: CGPoint(x: 100, y: 200), size: CGSize(width: 40, height: 40))
        let b = Item("b", center: CGPoint(x: 200, y: 200), size: CGSize(width: 40, height: 40))
        animator.addBehavior(CollisionBehavior(items: [a]))
        animator.addBehavior(CollisionBehavior(items: [b]))
        let properties = frictionlessVacuum([a, b])
        animator.addBehavior(properties)
        properties.addLinearVelocity(CGPoint(x: 300, y: 0), for: a)
        animator.advance(by: 1)
        #expect(a.center.x > 350, "a passed through b")
        #expect(b.center.x == 200)
    }

    @Test func itemsInRectUsesTenPointFatBounds() {
        let animator = DynamicAnimator(referenceBounds: screen)
        let item = Item(center: CGPoint(x: 100, y: 100), size: CGSize(width: 50, height: 50))
        animator.addBehavior(CollisionBehavior(items: [item]))
        // The item spans 75…125; its fat bounds 65…135.
        #expect(animator.items(in: CGRect(x: 134.9, y: 90, width: 10, height: 10)).count == 1)
        #expect(animator.items(in: CGRect(x: 135.5, y: 90, width: 10, height: 10)).isEmpty)
        #expect(animator.items(in: CGRect(x: 90, y: 55.1, width: 10, height: 10)).first === item)
        #expect(animator.items(in: .null).isEmpty)
        #expect(animator.items(in: CGRect(x: 100, y: 100, width: 0, height: 0)).isEmpty)
        // A 4 pt item's engine bounds reach 1.41 pt, not 5 pt: each is grown by its own difference.
        let small = Item(center: CGPoint(x: 200, y: 100), size: CGSize(width: 4, height: 4))
        animator.addBehavior(CollisionBehavior(items: [small]))
        #expect(animator.items(in: CGRect(x: 211.9, y: 90, width: 10, height: 10)).first === small)
        #expect(animator.items(in: CGRect(x: 212.5, y: 90, width: 10, height: 10)).isEmpty)
    }

    @Test func updateItemUsingCurrentStateMovesTheBodyAndWakes() {
        let animator = DynamicAnimator(referenceBounds: screen)
        let recorder = Recorder()
        animator.delegate = recorder
        let item = Item(center: CGPoint(x: 160, y: 100), size: CGSize(width: 30, height: 30))
        let collision = CollisionBehavior(items: [item])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        animator.addBehavior(GravityBehavior(items: [item]))
        #expect(animator.runUntilPaused(timeout: 10))
        item.center = CGPoint(x: 50, y: 50)
        item.transform = CGAffineTransform(rotationAngle: 0.5)
        animator.updateItem(usingCurrentState: item)
        #expect(animator.isRunning)
        animator.step()
        #expect(abs(item.center.x - 50) < 0.01 && item.center.y > 50 && item.center.y < 52)
        expectClose(item.angle, 0.5, tolerance: 1e-5, "rotation re-read")
        #expect(animator.runUntilPaused(timeout: 10))
        #expect(item.center.y > 440)
    }

    @Test func writeBackReplacesTheTransformWithAPureRotation() {
        let animator = DynamicAnimator(referenceBounds: screen)
        let item = Item(center: CGPoint(x: 160, y: 100), size: CGSize(width: 30, height: 30))
        item.transform = CGAffineTransform(scaleX: 2, y: 2).rotated(by: 0.3)
        let properties = DynamicItemBehavior(items: [item])
        animator.addBehavior(properties)
        properties.addAngularVelocity(1, for: item)
        animator.step()
        let t = item.transform
        expectClose(t.a * t.a + t.b * t.b, 1, tolerance: 1e-6, "scale dropped")
        #expect(t.tx == 0 && t.ty == 0 && t.a == t.d && t.b == -t.c)
        #expect(item.angle > 0.3)
    }

    @Test func behaviorsAddedDuringAFrameJoinAtItsEnd() {
        let animator = DynamicAnimator(referenceBounds: screen)
        let item = Item(center: CGPoint(x: 160, y: 100), size: CGSize(width: 30, height: 30))
        let parent = DynamicBehavior()
        let gravity = GravityBehavior(items: [item])
        var frames = 0
        parent.action = {
            frames += 1
            if frames == 2 { animator.addBehavior(gravity) }
            if frames == 2 { #expect(!animator.behaviors.contains { $0 === gravity }) }
        }
        parent.addChildBehavior(CollisionBehavior(items: [item]))
        animator.addBehavior(parent)
        animator.step()
        animator.step()
        #expect(animator.behaviors.contains { $0 === gravity })
        #expect(item.center.y == 100)
        animator.step()
        #expect(item.center.y > 100)
        #expect(parent.childBehaviors.count == 1)
        #expect(gravity.dynamicAnimator === animator)
        animator.removeAllBehaviors()
        #expect(animator.behaviors.isEmpty && gravity.dynamicAnimator == nil)
        animator.step()
        #expect(!animator.isRunning)
    }

    @Test func compositeOfPrimitivesKeepsRunningUntilItemsRest() {
        let animator = DynamicAnimator(referenceBounds: screen)
        let item = Item(center: CGPoint(x: 160, y: 400), size: CGSize(width: 30, height: 30))
        let parent = DynamicBehavior()
        let collision = CollisionBehavior(items: [item])
        collision.translatesReferenceBoundsIntoBoundary = true
        parent.addChildBehavior(collision)
        parent.addChildBehavior(GravityBehavior(items: [item]))
        animator.addBehavior(parent)
        #expect(animator.runUntilPaused(timeout: 5))
        #expect(animator.isResting(item))
    }

    /// A mixed scene (rectangles, ellipses, rotations, restitution, a flick, a spring) run for
    /// 600 frames.
    static func mixedSceneHash() -> UInt64 {
        let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 400, height: 600))
        var items: [Item] = []
        for i in 0..<30 {
            let size = CGSize(width: 20 + CGFloat(i % 5) * 6, height: 20 + CGFloat(i % 3) * 8)
            let item = Item(
                "i\(i)", center: CGPoint(x: 40 + CGFloat(i % 8) * 45, y: 40 + CGFloat(i / 8) * 50),
                size: size,
                type: i % 3 == 0 ? .ellipse : .rectangle)
            item.transform = CGAffineTransform(rotationAngle: CGFloat(i) * 0.1)
            items.append(item)
        }
        let collision = CollisionBehavior(items: items)
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        animator.addBehavior(GravityBehavior(items: items))
        let properties = DynamicItemBehavior(items: items)
        properties.elasticity = 0.4
        animator.addBehavior(properties)
        properties.addLinearVelocity(CGPoint(x: 300, y: -200), for: items[0])
        let spring = AttachmentBehavior(item: items[1], attachedToAnchor: CGPoint(x: 200, y: 100))
        spring.frequency = 2
        spring.damping = 0.3
        animator.addBehavior(spring)
        for _ in 0..<600 { animator.step() }
        return animator.stateHash
    }

    @Test func sameInputsGiveBitIdenticalResults() {
        let first = Self.mixedSceneHash()
        #expect(Self.mixedSceneHash() == first)
        // Recorded once (debug and release builds, separate processes, 2026-11-22): catches
        // anything that varies between runs, such as iteration over per-process-seeded hashes.
        // A deliberate change to the physics changes it; update it then, and say so. Re-recorded
        // 2026-11-23 for continuous collision and the rule that a point another contact already
        // sends apart gets no rebound of its own. Re-recorded 2026-11-23 for manifold
        // recycling (a resting polygon pair's manifold is rebuilt from its kept features, which
        // changes the arithmetic). Re-recorded 2026-11-24 for the contact kernels' lever arms
        // (worked out once per step: the same quantities, grouped differently) and polygon
        // anchors taken from each body's own geometry instead of the world point. Re-recorded
        // 2026-11-26 for polygons apart corner to corner measured between the corners, and the
        // continuous stage's deeper checks (issue 23's corridors). Re-recorded 2026-11-27: a body
        // the continuous stage holds back from pressing into one it touched keeps only the part
        // of its velocity it moved with. Re-recorded 2026-11-27: the broad phase's margin is 5 pt
        // (Box2D v3.1's) instead of 10, so contacts are made later and in another order.
        // Re-recorded 2026-11-28 (issue 38): two-point contacts are solved as a block with each
        // point's own compliance, and islands link over every contact with manifold points.
        // Re-recorded 2026-11-28 (issue 38): a polygon pair's clip points keep their ids when
        // the reference face swaps sides, so their warm-start impulses carry over.
        // Re-recorded 2026-11-29 (issue 40): a rebound takes no more impulse than the point's
        // compression times the restitution (Poisson's bound).
        #expect(first == 17_383_697_231_108_191_559)
    }
}
