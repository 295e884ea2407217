// drop-out-transition: A modal view swings from a rope at its top-right corner, then drops off the bottom of
// the screen.
// From seed 002, iOS - UIKit Dynamics: UIDynamicBehavior Driven Custom Transition (DropOutAnimator,
// dismissing).
//
// Written by `dynamics code --app` (swift-dynamics): an iOS screen to paste into an app. Drag any view with a
// finger; let go while moving to flick it.
import UIKit

/// The `drop-out-transition` scene as an iOS screen: its views and behaviors set up in `viewDidLoad()`,
/// its timed changes scheduled from there, and a pan on every view to drag and flick it.
final class DropOutTransitionViewController: UIViewController {
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
        let modal = UIView(frame: CGRect(x: 87.5, y: 233.5, width: 200, height: 200))
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
        DispatchQueue.main.asyncAfter(deadline: .now() + 2.6666666666666665) {
            // at 2.6666666666666665 s: remove "drop-out-animator"
            animator.removeBehavior(dropOutAnimator)
            // at 2.6666666666666665 s: remove "rope"
            dropOutAnimator.removeChildBehavior(dropOutAnimator.rope)
            // at 2.6666666666666665 s: add "drop-out-animator"
            animator.addBehavior(dropOutAnimator)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 4) {
            // at 4 s: remove "drop-out-animator"
            animator.removeBehavior(dropOutAnimator)
        }

        // Every view follows a finger: drag it; let go while moving to flick it.
        for draggable in [modal] {
            let pan = UIPanGestureRecognizer(target: self, action: DropOutTransitionViewController.handlePan(_:))  // #selector(handlePan(_:)) on iOS
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
        let rope: UIAttachmentBehavior

        init(modal: any UIDynamicItem) {
            let collision = UICollisionBehavior(items: [modal])
            collision.setTranslatesReferenceBoundsIntoBoundary(
                with: UIEdgeInsets(top: 0, left: -1000, bottom: -225, right: -1000))
            let body = UIDynamicItemBehavior(items: [modal])
            body.elasticity = 0.8
            body.angularResistance = 5
            body.allowsRotation = true
            let gravity = UIGravityBehavior(items: [modal])
            gravity.magnitude = 10
            let rope = UIAttachmentBehavior(
                item: modal, offsetFromCenter: UIOffset(horizontal: 70, vertical: -100),
                attachedToAnchor: CGPoint(x: 247.5, y: 233.5))
            rope.length = 40
            rope.damping = 0.3
            rope.frequency = 3
            self.collision = collision
            self.body = body
            self.gravity = gravity
            self.rope = rope
            super.init()
            addChildBehavior(collision)
            addChildBehavior(body)
            addChildBehavior(gravity)
            addChildBehavior(rope)
        }
    }
}
