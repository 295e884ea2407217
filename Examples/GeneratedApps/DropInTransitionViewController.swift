// drop-in-transition: A modal view drops in from above the screen and bounces to rest in the centre.
// From seed 002, iOS - UIKit Dynamics: UIDynamicBehavior Driven Custom Transition (DropOutAnimator,
// presenting).
//
// Written by `dynamics code --app` (swift-dynamics): an iOS screen to paste into an app. Drag any view with a
// finger; let go while moving to flick it.
import UIKit

/// The `drop-in-transition` scene as an iOS screen: its views and behaviors set up in `viewDidLoad()`,
/// its timed changes scheduled from there, and a pan on every view to drag and flick it.
final class DropInTransitionViewController: UIViewController {
    /// The animator: kept as long as the controller, or the behaviors stop.
    private var animator: UIDynamicAnimator!
    /// While a finger drags a view: the attachment from the touched point to the finger.
    private var dragAttachment: UIAttachmentBehavior?
    /// Gives a view let go while moving the finger's velocity (a flick).
    private var flickBehavior: UIDynamicItemBehavior!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        // The scene is laid out in a 375 × 667 pt view; here the reference view is the controller's, as big
        // as the screen.
        let modal = UIView(frame: CGRect(x: 87.5, y: -200, width: 200, height: 200))
        modal.backgroundColor = .red
        view.addSubview(modal)

        let animator = UIDynamicAnimator(referenceView: view)
        self.animator = animator

        let dropOutAnimator = DropOutAnimatorBehavior(modal: modal)
        animator.addBehavior(dropOutAnimator)

        let flickBehavior = UIDynamicItemBehavior(items: [])
        animator.addBehavior(flickBehavior)
        self.flickBehavior = flickBehavior

        // The scene's script, timed from when the view loads. Its touches stand in for yours, so they are
        // left out and only named here.
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
            // at 1.5 s: remove "drop-out-animator"
            animator.removeBehavior(dropOutAnimator)
            // at 1.5 s: move "modal" to (187.5, 333.5)
            modal.center = CGPoint(x: 187.5, y: 333.5)
            animator.updateItem(usingCurrentState: modal)
        }

        // Every view follows a finger: drag it; let go while moving to flick it.
        for draggable in [modal] {
            let pan = UIPanGestureRecognizer(target: self, action: DropInTransitionViewController.handlePan(_:))  // #selector(handlePan(_:)) on iOS
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

    /// "drop-out-animator": one behavior made of child behaviors, added with `addChildBehavior(_:)`.
    final class DropOutAnimatorBehavior: UIDynamicBehavior {
        let collision: UICollisionBehavior
        let body: UIDynamicItemBehavior
        let gravity: UIGravityBehavior

        init(modal: any UIDynamicItem) {
            let collision = UICollisionBehavior(items: [modal])
            collision.setTranslatesReferenceBoundsIntoBoundary(
                with: UIEdgeInsets(top: -200, left: 0, bottom: 233.5, right: 0))
            let body = UIDynamicItemBehavior(items: [modal])
            body.elasticity = 0.7
            body.allowsRotation = false
            let gravity = UIGravityBehavior(items: [modal])
            gravity.magnitude = 10
            self.collision = collision
            self.body = body
            self.gravity = gravity
            super.init()
            addChildBehavior(collision)
            addChildBehavior(body)
            addChildBehavior(gravity)
        }
    }
}
