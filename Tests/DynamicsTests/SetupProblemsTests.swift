import Dynamics
import Foundation
import Testing

/// `setupProblems()`: each mistake found by kind with its items and a message, and the correct
/// version of the same setup reports nothing.
@Suite("Setup problems")
struct SetupProblemsTests {
    let bounds = CGRect(x: 0, y: 0, width: 320, height: 480)

    func kinds(_ animator: DynamicAnimator) -> [SetupProblem.Kind] { animator.setupProblems().map(\.kind) }

    @Test func anItemLeftInGravityAfterLeavingCollisionFallsForever() throws {
        let card = Item("card", center: CGPoint(x: 160, y: 100), size: CGSize(width: 60, height: 40))
        let animator = DynamicAnimator(referenceBounds: bounds)
        let collision = CollisionBehavior(items: [card])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(GravityBehavior(items: [card]))
        animator.addBehavior(collision)
        #expect(animator.setupProblems().isEmpty, "the correct setup")
        collision.removeItem(card)
        let problems = animator.setupProblems()
        #expect(problems.map(\.kind) == [.fallsForever])
        let message = try #require(problems.first?.message)
        #expect(
            message.contains("card") && message.contains("gravity")
                && message.contains("in no collision behavior"))
        // 380 pt + half its height to the bottom edge at 1000 pt/s²: t = √(2 · 400 / 1000) = 0.894 s.
        #expect(message.contains("leaves the reference bounds in 0.89 s"), "\(message)")
        #expect(problems.first?.items.first === card)
    }

    @Test func aBoundaryOnTheOtherSideDoesNotStopAFall() {
        // Collides, but the only boundary is above it: it still falls forever.
        let card = Item("card", center: CGPoint(x: 160, y: 300), size: CGSize(width: 60, height: 40))
        let animator = DynamicAnimator(referenceBounds: .null)
        let collision = CollisionBehavior(items: [card])
        collision.addBoundary(
            withIdentifier: "ceiling", from: CGPoint(x: 0, y: 100), to: CGPoint(x: 320, y: 100))
        animator.addBehavior(GravityBehavior(items: [card]))
        animator.addBehavior(collision)
        #expect(kinds(animator) == [.fallsForever])
        collision.addBoundary(
            withIdentifier: "floor", from: CGPoint(x: 0, y: 450), to: CGPoint(x: 320, y: 450))
        #expect(kinds(animator).isEmpty, "a floor below it stops it")
    }

    @Test func overlapsAtStartAreNamedWithTheirDepth() throws {
        let a = Item("a", center: CGPoint(x: 100, y: 100), size: CGSize(width: 40, height: 40))
        let b = Item("b", center: CGPoint(x: 130, y: 100), size: CGSize(width: 40, height: 40))
        let edge = Item("edge", center: CGPoint(x: 10, y: 300), size: CGSize(width: 40, height: 40))
        let animator = DynamicAnimator(referenceBounds: bounds)
        let collision = CollisionBehavior(items: [a, b, edge])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        let problems = animator.setupProblems()
        let found: [SetupProblem.Kind] = problems.map(\.kind).sorted { $0.rawValue < $1.rawValue }
        #expect(found == [.itemsOverlapAtStart, .overlapsBoundaryAtStart])
        let overlap = try #require(problems.first { $0.kind == .itemsOverlapAtStart })
        #expect(overlap.message.contains("overlap by 10 pt"), "\(overlap.message)")
        let across = try #require(problems.first { $0.kind == .overlapsBoundaryAtStart })
        #expect(across.message.contains("edge") && across.message.contains("across"), "\(across.message)")
        // Apart and inside: nothing.
        b.center.x = 150
        edge.center.x = 30
        for item in [b, edge] { animator.updateItem(usingCurrentState: item) }
        #expect(kinds(animator).isEmpty)
    }

    @Test func twoGravityBehaviorsOnOneItemAddUp() {
        let card = Item("card", center: CGPoint(x: 160, y: 100), size: CGSize(width: 60, height: 40))
        let animator = DynamicAnimator(referenceBounds: bounds)
        let collision = CollisionBehavior(items: [card])
        collision.translatesReferenceBoundsIntoBoundary = true
        let first = GravityBehavior(items: [card])
        let second = GravityBehavior(items: [card])
        for behavior in [first, second, collision] { animator.addBehavior(behavior) }
        let problems = animator.setupProblems()
        #expect(problems.map(\.kind) == [.multipleGravity])
        #expect(problems.first?.behaviors.count == 2)
        #expect(problems.first?.message.contains("2 g in all") == true, "\(problems)")
        animator.removeBehavior(second)
        #expect(kinds(animator).isEmpty)
    }

    @Test func aZeroSizeItemAndAScaledTransformAreNamed() {
        let flat = Item("flat", center: CGPoint(x: 160, y: 100), size: CGSize(width: 60, height: 0))
        let scaled = Item("scaled", center: CGPoint(x: 60, y: 100), size: CGSize(width: 40, height: 40))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        let animator = DynamicAnimator(referenceBounds: bounds)
        animator.errorHandler = { _ in }
        let collision = CollisionBehavior(items: [flat, scaled])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        let problems = animator.setupProblems()
        #expect(problems.map(\.kind) == [.zeroSize, .ignoredTransform], "\(problems)")
        #expect(problems.last?.message.contains("scales it by (2, 2)") == true, "\(problems)")
        // A pure rotation is what the animator simulates: no problem.
        scaled.transform = CGAffineTransform(rotationAngle: 0.3)
        #expect(!kinds(animator).contains(.ignoredTransform))
    }

    @Test func attachmentsAndSnapsThatCannotWork() {
        let a = Item("a", center: CGPoint(x: 100, y: 100), size: CGSize(width: 40, height: 40))
        let b = Item("b", center: CGPoint(x: 200, y: 100), size: CGSize(width: 40, height: 40))
        let animator = DynamicAnimator(referenceBounds: bounds)
        let itself = AttachmentBehavior(item: a, attachedTo: a)
        let snap = SnapBehavior(item: b, snapTo: CGPoint(x: 400, y: 100))
        let weld = AttachmentBehavior.fixedAttachment(
            with: a, attachedTo: b, attachmentAnchor: CGPoint(x: 150, y: 100))
        let locked = DynamicItemBehavior(items: [a])
        locked.allowsRotation = false
        for behavior in [itself, snap, weld, locked] { animator.addBehavior(behavior) }
        #expect(
            Set(kinds(animator)) == [
                .attachmentToItself, .unreachableSnap, .fixedAttachmentWithItemBehavior,
            ],
            "\(animator.setupProblems())")
        animator.removeBehavior(itself)
        snap.snapPoint = CGPoint(x: 250, y: 100)
        locked.allowsRotation = true
        #expect(kinds(animator).isEmpty, "\(animator.setupProblems())")
    }

    @Test func aConcavePathIsSplitAndSaysSo() throws {
        let l = Item("L", center: CGPoint(x: 160, y: 200), size: CGSize(width: 60, height: 60), type: .path)
        let path = BezierPath()
        for (i, p) in [(-30, -30), (0, -30), (0, 0), (30, 0), (30, 30), (-30, 30)].enumerated() {
            let point = CGPoint(x: CGFloat(p.0), y: CGFloat(p.1))
            if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.close()
        l.path = path
        let animator = DynamicAnimator(referenceBounds: bounds)
        let collision = CollisionBehavior(items: [l])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        let problem = try #require(animator.setupProblems().first)
        #expect(problem.kind == .concavePathSplit && problem.isInformational)
        #expect(problem.message.contains("2 convex pieces"), "\(problem.message)")
    }

    @Test func anEmptyAnimatorHasNoProblemsAndASettledReport() {
        let animator = DynamicAnimator(referenceBounds: bounds)
        #expect(animator.setupProblems().isEmpty)
        let report = animator.settlingReport()
        #expect(report.isSettled && report.items.isEmpty && report.estimatedTimeToRest == 0)
    }
}
