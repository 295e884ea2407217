import Testing
import UIKitDynamics

/// A UIKit-style delegate: an `NSObject` implementing UIKit's Swift signatures.
private final class ContactLog: NSObject, UICollisionBehaviorDelegate {
    var began: [(item: any UIDynamicItem, identifier: (any NSCopying)?, point: CGPoint)] = []
    var ended: [(item: any UIDynamicItem, identifier: (any NSCopying)?)] = []
    var itemContacts = 0

    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
        withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint
    ) {
        began.append((item, identifier, p))
    }

    func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
        withBoundaryIdentifier identifier: (any NSCopying)?
    ) {
        ended.append((item, identifier))
    }

    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem,
        with item2: any UIDynamicItem, at p: CGPoint
    ) {
        itemContacts += 1
    }

    func identifiers(for view: UIView) -> [(any NSCopying)?] {
        began.filter { $0.item === view }.map(\.identifier)
    }
}

/// `identifier as? String`, as UIKit code writes it. On Linux the direct cast works at run time
/// but the compiler warns that it "always fails"; going through `Any` says the same without
/// the warning.
private func text(_ identifier: (any NSCopying)?) -> String? {
    identifier.flatMap { $0 as Any as? String }
}

/// An `NSCopying` identifier object that is its own copy.
private final class Wall: NSObject, NSCopying {
    let name: String
    init(_ name: String) { self.name = name }
    func copy(with zone: NSZone? = nil) -> Any { self }
}

@Suite("Collision delegate and NSCopying identifiers")
struct CollisionDelegateTests {
    /// A reference view with a floor boundary under its left half, a view falling onto the
    /// floor and one falling past it onto the bottom edge.
    private static func scene(floorIdentifier: any NSCopying) -> (
        UIDynamicAnimator, UIView, UIView, ContactLog
    ) {
        let referenceView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let onFloor = UIView(frame: CGRect(x: 40, y: 100, width: 50, height: 50))
        let pastFloor = UIView(frame: CGRect(x: 230, y: 100, width: 50, height: 50))
        referenceView.addSubview(onFloor)
        referenceView.addSubview(pastFloor)
        let animator = UIDynamicAnimator(referenceView: referenceView)
        animator.addBehavior(UIGravityBehavior(items: [onFloor, pastFloor]))
        let collision = UICollisionBehavior(items: [onFloor, pastFloor])
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.addBoundary(
            withIdentifier: floorIdentifier, from: CGPoint(x: 0, y: 300), to: CGPoint(x: 150, y: 300))
        let log = ContactLog()
        collision.collisionDelegate = log
        animator.addBehavior(collision)
        return (animator, onFloor, pastFloor, log)
    }

    @Test("An NSString identifier comes back equal to \"floor\"; the reference bounds report nil")
    func stringIdentifier() {
        let (animator, onFloor, pastFloor, log) = Self.scene(floorIdentifier: "floor" as NSString)
        #expect(animator.runUntilPaused(timeout: 10))
        #expect(abs(onFloor.center.y - 275) <= 1.5)
        #expect(abs(pastFloor.center.y - 455) <= 1.5)

        let floorHits = log.identifiers(for: onFloor)
        #expect(!floorHits.isEmpty)
        for identifier in floorHits {
            #expect(identifier is NSString)
            #expect(text(identifier) == "floor")
            #expect((identifier as? NSString) == "floor")
        }
        let edgeHits = log.identifiers(for: pastFloor)
        #expect(!edgeHits.isEmpty)
        #expect(edgeHits.allSatisfy { $0 == nil })
        #expect(log.itemContacts == 0)
        if let hit = log.began.first(where: { $0.item === onFloor }) {
            #expect(abs(hit.point.y - 300) <= 1.5)
        }
    }

    @Test("A Swift String identifier arrives as an NSString")
    func swiftStringIdentifier() {
        let referenceView = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 40, height: 40))
        referenceView.addSubview(view)
        let animator = UIDynamicAnimator(referenceView: referenceView)
        animator.addBehavior(UIGravityBehavior(items: [view]))
        let collision = UICollisionBehavior(items: [view])
        collision.addBoundary(
            withIdentifier: "shelf", from: CGPoint(x: 0, y: 200), to: CGPoint(x: 200, y: 200))
        let log = ContactLog()
        collision.collisionDelegate = log
        animator.addBehavior(collision)
        #expect(animator.runUntilPaused(timeout: 10))
        let identifier = log.began.first?.identifier
        #expect(identifier is NSString)
        #expect(text(identifier) == "shelf")
    }

    @Test("An NSObject identifier comes back as the same object, an NSNumber as an equal one")
    func objectIdentifiers() {
        let wall = Wall("left")
        let (animator, onFloor, _, log) = Self.scene(floorIdentifier: wall)
        #expect(animator.runUntilPaused(timeout: 10))
        let hits = log.identifiers(for: onFloor)
        #expect(!hits.isEmpty)
        #expect(hits.allSatisfy { ($0 as? Wall) === wall })

        let number = NSNumber(value: 42)
        let (animator2, onFloor2, _, log2) = Self.scene(floorIdentifier: number)
        #expect(animator2.runUntilPaused(timeout: 10))
        let numbers = log2.identifiers(for: onFloor2)
        #expect(!numbers.isEmpty)
        #expect(numbers.allSatisfy { ($0 as? NSNumber) == number })
    }

    @Test("Ended contacts carry the identifier too")
    func endedContacts() {
        let referenceView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = UIView(frame: CGRect(x: 40, y: 100, width: 50, height: 50))
        referenceView.addSubview(view)
        let animator = UIDynamicAnimator(referenceView: referenceView)
        animator.addBehavior(UIGravityBehavior(items: [view]))
        let collision = UICollisionBehavior(items: [view])
        collision.addBoundary(
            withIdentifier: "lid" as NSString, from: CGPoint(x: 0, y: 300), to: CGPoint(x: 320, y: 300))
        let log = ContactLog()
        collision.collisionDelegate = log
        animator.addBehavior(collision)
        #expect(animator.runUntilPaused(timeout: 10))
        collision.removeBoundary(withIdentifier: "lid" as NSString)
        #expect(collision.boundary(withIdentifier: "lid") == nil)
        animator.advance(by: 0.5)
        #expect(view.center.y > 300, "the view falls once the boundary is gone")
        // Removing a boundary may or may not report an end (UIKit does not); any end that
        // is reported names the boundary.
        #expect(log.ended.allSatisfy { text($0.identifier) == "lid" })
    }

    @Test("NSCopying, NSString and plain String identifiers name the same boundary")
    func overloads() {
        let collision = UICollisionBehavior(items: [])
        let p1 = CGPoint(x: 0, y: 100)
        let p2 = CGPoint(x: 100, y: 100)
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 50, height: 50))

        collision.addBoundary(withIdentifier: "bottom" as NSCopying, from: p1, to: p2)
        #expect(collision.boundary(withIdentifier: "bottom") != nil)
        #expect(collision.boundary(withIdentifier: "bottom" as NSString) != nil)
        #expect(collision.boundary(withIdentifier: "bottom" as NSCopying) != nil)

        collision.addBoundary(withIdentifier: "bottom" as NSString, for: path)
        #expect(collision.boundaryIdentifiers?.count == 1)
        #expect(collision.boundary(withIdentifier: "bottom")?.bounds == path.bounds)

        collision.addBoundary(withIdentifier: "top", from: p1, to: p2)
        #expect(collision.boundary(withIdentifier: "top" as NSString) != nil)
        #expect(collision.boundaryIdentifiers?.map { $0 as? String } == ["bottom", "top"])

        collision.addBoundary(withIdentifier: NSNumber(value: 3), from: p1, to: p2)
        #expect(collision.boundary(withIdentifier: 3) != nil)
        #expect(collision.boundary(withIdentifier: NSNumber(value: 3.0)) != nil)
        collision.addBoundary(withIdentifier: NSNumber(value: 2.5), from: p1, to: p2)
        #expect(collision.boundary(withIdentifier: 2.5) != nil)

        let wall = Wall("w")
        collision.addBoundary(withIdentifier: wall, for: path)
        #expect(collision.boundary(withIdentifier: wall) != nil)
        #expect(
            collision.boundary(withIdentifier: Wall("w")) == nil,
            "NSObject equality is identity unless overridden")

        collision.removeBoundary(withIdentifier: "bottom" as NSString)
        collision.removeBoundary(withIdentifier: NSNumber(value: 3))
        collision.removeBoundary(withIdentifier: wall)
        #expect(collision.boundary(withIdentifier: "bottom") == nil)
        #expect(collision.boundary(withIdentifier: 3) == nil)
        #expect(collision.boundary(withIdentifier: wall) == nil)
        #expect(collision.boundaryIdentifiers?.count == 2)
    }
}
