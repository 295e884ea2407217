import Testing
import UIKitDynamics

/// The UIKit Dynamics tutorial everyone starts from, written as on iOS: a view controller that
/// drops a square onto a barrier, is its own collision delegate and spawns a second square on
/// first contact.
private final class TutorialViewController: UIViewController, UICollisionBehaviorDelegate {
    var animator: UIDynamicAnimator!
    var gravity: UIGravityBehavior!
    var collision: UICollisionBehavior!
    var square: UIView!
    var firstContact = false
    var contacts: [String] = []
    var itemContacts = 0

    override func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        square = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        square.backgroundColor = UIColor.gray
        view.addSubview(square)

        let barrier = UIView(frame: CGRect(x: 0, y: 300, width: 130, height: 20))
        barrier.backgroundColor = UIColor.red
        view.addSubview(barrier)

        animator = UIDynamicAnimator(referenceView: view)
        gravity = UIGravityBehavior(items: [square])
        animator.addBehavior(gravity)

        collision = UICollisionBehavior(items: [square])
        collision.collisionDelegate = self
        // add a boundary that has the same frame as the barrier
        collision.addBoundary(withIdentifier: "barrier" as NSCopying, for: UIBezierPath(rect: barrier.frame))
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)

        let itemBehaviour = UIDynamicItemBehavior(items: [square])
        itemBehaviour.elasticity = 0.6
        animator.addBehavior(itemBehaviour)
    }

    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
        withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint
    ) {
        contacts.append(identifier.map { "\($0)" } ?? "edge")
        let collidingView = item as! UIView
        collidingView.backgroundColor = UIColor.yellow
        UIView.animate(withDuration: 0.3) {
            collidingView.backgroundColor = UIColor.gray
        }
        if !firstContact {
            firstContact = true
            let square = UIView(frame: CGRect(x: 30, y: 0, width: 100, height: 100))
            square.backgroundColor = UIColor.gray
            view.addSubview(square)
            collision.addItem(square)
            gravity.addItem(square)
        }
    }

    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem, with item2: UIDynamicItem,
        at p: CGPoint
    ) {
        itemContacts += 1
    }
}

@Suite("UIKit snippets")
struct UIKitSnippetTests {
    @Test("The tutorial's view controller runs unchanged")
    func tutorial() {
        let controller = TutorialViewController()
        #expect(!controller.isViewLoaded)
        controller.loadViewIfNeeded()
        #expect(controller.isViewLoaded && controller.view.bounds.height == 568)
        #expect(controller.animator.runUntilPaused(timeout: 20))
        #expect(controller.firstContact)
        #expect(controller.contacts.first == "barrier")
        #expect(controller.contacts.contains("edge"))
        #expect(controller.view.subviews.count == 3)
        #expect(controller.collision.items.count == 2)
        // Both squares end on the floor or on each other, inside the view.
        for case let view as UIView in controller.collision.items {
            #expect(view.frame.maxY <= controller.view.bounds.maxY + 2)
        }
    }

    @Test("NSStringFrom… functions print as UIKit does")
    func strings() {
        #expect(NSStringFromCGPoint(CGPoint(x: 1, y: 2.5)) == "{1, 2.5}")
        #expect(NSStringFromCGSize(CGSize(width: 100, height: 50)) == "{100, 50}")
        #expect(NSStringFromCGRect(CGRect(x: 0, y: -1, width: 3, height: 4)) == "{{0, -1}, {3, 4}}")
        #expect(NSStringFromCGVector(CGVector(dx: 0, dy: 1)) == "{0, 1}")
        #expect(NSStringFromCGAffineTransform(.identity) == "[1, 0, 0, 1, 0, 0]")
        #expect(
            NSStringFromUIEdgeInsets(UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0)) == "{64, 0, 0, 0}")
        #expect(NSStringFromUIOffset(UIOffset(horizontal: 5, vertical: -5)) == "{5, -5}")
        #expect(NSStringFromCGPoint(CGPoint(x: 0.1, y: 0)) == "{0.10000000000000001, 0}")
    }
}
