// UI: Names Swift cannot take as they are: keywords, digits first, punctuation, duplicates after
// camel-casing, the controller's own names; a colour with a line break
// From Tests/Fixtures/odd-names.json.
//
// Written by `dynamics code --app` (swift-dynamics): an iOS screen to paste into an app. Drag any view with a
// finger; let go while moving to flick it.
import UIKit

/// The `UI` scene as an iOS screen: its views and behaviors set up in `viewDidLoad()`,
/// its timed changes scheduled from there, and a pan on every view to drag and flick it.
final class SceneUIViewController: UIViewController {
    /// The animator: kept as long as the controller, or the behaviors stop.
    private var animator: UIDynamicAnimator!
    /// While a finger drags a view: the attachment from the touched point to the finger.
    private var dragAttachment: UIAttachmentBehavior?
    /// Gives a view let go while moving the finger's velocity (a flick).
    private var flickBehavior: UIDynamicItemBehavior!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        // The scene is laid out in a 320 × 480 pt view; here the reference view is the controller's, as big
        // as the screen.
        let view2 = UIView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
        view2.backgroundColor = UIColor(red: 170 / 255, green: 187 / 255, blue: 204 / 255, alpha: 1)  // #abc
        view.addSubview(view2)
        let classItem = EllipseView(frame: CGRect(x: 90, y: 35, width: 20, height: 30))
        classItem.backgroundColor = .systemGray  // the scene draws it in rgb(1, 2, 3) // not a comment
        classItem.layer.cornerRadius = 10
        view.addSubview(classItem)
        let item2Boxes = UIView(frame: CGRect(x: 140, y: 40, width: 20, height: 20))
        item2Boxes.backgroundColor = .systemGray  // the scene gives no colour
        view.addSubview(item2Boxes)
        let classItem2 = UIView(frame: CGRect(x: 190, y: 40, width: 20, height: 20))
        classItem2.backgroundColor = .systemGray  // the scene gives no colour
        view.addSubview(classItem2)
        let animator2 = UIView(frame: CGRect(x: 240, y: 40, width: 20, height: 20))
        animator2.backgroundColor = .systemGray  // the scene gives no colour
        view.addSubview(animator2)
        let flickBehavior2 = UIView(frame: CGRect(x: 290, y: 40, width: 20, height: 20))
        flickBehavior2.backgroundColor = .systemGray  // the scene gives no colour
        view.addSubview(flickBehavior2)

        let animator = UIDynamicAnimator(referenceView: view)
        self.animator = animator

        let gravity = UIGravityBehavior(items: [view2, classItem, item2Boxes, classItem2])
        animator.addBehavior(gravity)

        let selfCollision = UICollisionBehavior(items: [view2, classItem, item2Boxes, classItem2, animator2])
        selfCollision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(selfCollision)

        let classComposite = ClassBehavior(animator2: animator2)
        animator.addBehavior(classComposite)

        let handlePan2 = UIPushBehavior(items: [flickBehavior2], mode: .instantaneous)
        // handlePan2 is added later, by the script below.

        let flickBehavior = UIDynamicItemBehavior(items: [])
        animator.addBehavior(flickBehavior)
        self.flickBehavior = flickBehavior

        // The scene's script, timed from when the view loads. Its touches stand in for yours, so they are
        // left out and only named here.
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) {
            // at 0.25 s: add "gravity!"
            classComposite.composite.addChildBehavior(classComposite.composite.gravity2)
            // at 0.25 s: add "handle pan"
            animator.addBehavior(handlePan2)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
            // at 0.5 s: set "self".translatesReferenceBoundsIntoBoundary to false
            selfCollision.translatesReferenceBoundsIntoBoundary = false
        }

        // Every view follows a finger: drag it; let go while moving to flick it.
        for draggable in [view2, classItem, item2Boxes, classItem2, animator2, flickBehavior2] {
            let pan = UIPanGestureRecognizer(target: self, action: SceneUIViewController.handlePan(_:))  // #selector(handlePan(_:)) on iOS
            draggable.addGestureRecognizer(pan)
        }
    }

    /// A finger drags the view it touched, as the playground's pointer does: an attachment from
    /// the touched point to the finger follows it; let go, the attachment goes and the view
    /// keeps the finger's velocity.
    func handlePan(_ gesture: UIPanGestureRecognizer) {  // @objc on iOS
        guard let touched = gesture.view else { return }
        let item: any UIDynamicItem = touched
        let finger = gesture.location(in: view)
        switch gesture.state {
        case .began:
            let attachment = UIAttachmentBehavior(
                item: item, offsetFromCenter: touchOffset(finger, in: item), attachedToAnchor: finger)
            animator.addBehavior(attachment)
            dragAttachment = attachment
        case .changed:
            dragAttachment?.anchorPoint = finger
        case .ended, .cancelled, .failed:
            guard let attachment = dragAttachment else { return }
            // The item behavior first: it keeps the view in the animator if the drag was its only behavior.
            flickBehavior.addItem(item)
            animator.removeBehavior(attachment)
            dragAttachment = nil
            // The view leaves at the finger's velocity, whatever it had before.
            let velocity = gesture.velocity(in: view)
            let current = flickBehavior.linearVelocity(for: item)
            flickBehavior.addLinearVelocity(CGPoint(x: velocity.x - current.x, y: velocity.y - current.y), for: item)
        default:
            break
        }
    }

    /// The touch's offset from the item's centre in the item's own (unrotated) axes, so attaching
    /// at the touch moves nothing.
    private func touchOffset(_ touch: CGPoint, in item: any UIDynamicItem) -> UIOffset {
        let angle = atan2(item.transform.b, item.transform.a)
        let (c, s) = (cos(angle), sin(angle))
        let dx = touch.x - item.center.x
        let dy = touch.y - item.center.y
        return UIOffset(horizontal: c * dx + s * dy, vertical: -s * dx + c * dy)
    }

    /// A view whose collision outline is the ellipse inscribed in its bounds.
    final class EllipseView: UIView {
        override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
    }

    /// A composite: one behavior made of child behaviors, added with `addChildBehavior(_:)`.
    final class CompositeBehavior: UIDynamicBehavior {
        let gravity2: UIDynamicItemBehavior

        init(animator2: any UIDynamicItem) {
            let gravity2 = UIDynamicItemBehavior(items: [animator2])
            self.gravity2 = gravity2
            super.init()
            // gravity2 joins later, by the script.
        }
    }

    /// "class": one behavior made of child behaviors, added with `addChildBehavior(_:)`.
    final class ClassBehavior: UIDynamicBehavior {
        let forGravity: UIGravityBehavior
        let composite: CompositeBehavior

        init(animator2: any UIDynamicItem) {
            let forGravity = UIGravityBehavior(items: [animator2])
            let composite = CompositeBehavior(animator2: animator2)
            self.forGravity = forGravity
            self.composite = composite
            super.init()
            addChildBehavior(forGravity)
            addChildBehavior(composite)
        }
    }
}
