import Testing
import UIKitDynamics

/// The canonical UIKit Dynamics snippet, written exactly as it is on iOS.
private final class ViewController {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    var animator: UIDynamicAnimator!
    var gravity: UIGravityBehavior!
    var collision: UICollisionBehavior!
    let square = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))

    func viewDidLoad() {
        square.backgroundColor = UIColor.gray
        view.addSubview(square)

        animator = UIDynamicAnimator(referenceView: view)
        gravity = UIGravityBehavior(items: [square])
        animator.addBehavior(gravity)
        collision = UICollisionBehavior(items: [square])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
    }
}

@Suite("Falling square")
struct FallingSquareTests {
    @Test("A square falls and rests on the bottom edge of the reference view")
    func fallsToRest() {
        let controller = ViewController()
        controller.viewDidLoad()
        let animator = controller.animator!
        #expect(animator.referenceView === controller.view)
        #expect(animator.isRunning)
        #expect(animator.runUntilPaused(timeout: 10))
        #expect(!animator.isRunning)
        let square = controller.square
        let expectedY = controller.view.bounds.maxY - square.bounds.height / 2
        #expect(abs(square.center.y - expectedY) <= 1.5, "centre y \(square.center.y), expected \(expectedY)")
        #expect(abs(square.frame.maxY - controller.view.bounds.maxY) <= 1.5)
    }

    @Test("Growing the reference view moves the implicit boundary")
    func boundsChange() {
        let controller = ViewController()
        controller.viewDidLoad()
        let animator = controller.animator!
        #expect(animator.runUntilPaused(timeout: 10))
        controller.view.bounds.size.height = 600
        #expect(animator.referenceBounds == CGRect(x: 0, y: 0, width: 320, height: 600))
        #expect(animator.isRunning)
        #expect(animator.runUntilPaused(timeout: 10))
        #expect(abs(controller.square.center.y - 550) <= 1.5)
    }
}
