// full-photo-dismiss-push: Done pushes the full photo up off the screen along a sliding attachment
// From seed 000, Chapter 11: UIKit Dynamics, Challenge #1.
//
// Written by `dynamics code --app` (swift-dynamics): an iOS screen to paste into an app. Drag any view with a
// finger; let go while moving to flick it.
import UIKit

/// The `full-photo-dismiss-push` scene as an iOS screen: its views and behaviors set up in `viewDidLoad()`,
/// its timed changes scheduled from there, and a pan on every view to drag and flick it.
final class FullPhotoDismissPushViewController: UIViewController {
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
        let fullPhoto = UIView(frame: CGRect(x: 0, y: -667, width: 375, height: 667))
        fullPhoto.backgroundColor = UIColor(red: 74 / 255, green: 106 / 255, blue: 138 / 255, alpha: 1)  // #4a6a8a
        view.addSubview(fullPhoto)

        let animator = UIDynamicAnimator(referenceView: view)
        self.animator = animator

        let thudItem = UIDynamicItemBehavior(items: [fullPhoto])
        thudItem.elasticity = 0.2
        thudItem.density = 400
        animator.addBehavior(thudItem)

        let thudGravity = UIGravityBehavior(items: [fullPhoto])
        thudGravity.magnitude = 5
        animator.addBehavior(thudGravity)

        let thudCollision = UICollisionBehavior(items: [fullPhoto])
        thudCollision.addBoundary(
            withIdentifier: "bottom" as NSString,
            from: CGPoint(x: 0, y: 668.5), to: CGPoint(x: 375, y: 668.5))
        animator.addBehavior(thudCollision)

        let dismissSlide = UIAttachmentBehavior.slidingAttachment(
            with: fullPhoto,
            attachmentAnchor: CGPoint(x: 187.5, y: 333.5), axisOfTranslation: CGVector(dx: 0, dy: 1))
        dismissSlide.attachmentRange = UIFloatRange(minimum: -667, maximum: 668)
        // dismissSlide is added later, by the script below.

        let dismissItem = UIDynamicItemBehavior(items: [fullPhoto])
        dismissItem.elasticity = 0.2
        dismissItem.density = 0.001
        // dismissItem is added later, by the script below.

        let dismissPush = UIPushBehavior(items: [fullPhoto], mode: .instantaneous)
        dismissPush.pushDirection = CGVector(dx: 0, dy: -1)
        // dismissPush is added later, by the script below.

        let flickBehavior = UIDynamicItemBehavior(items: [])
        animator.addBehavior(flickBehavior)
        self.flickBehavior = flickBehavior

        // The scene's script, timed from when the view loads. Its touches stand in for yours, so they are
        // left out and only named here.
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
            // at 2 s: remove "thud-item"
            animator.removeBehavior(thudItem)
            // at 2 s: remove "thud-gravity"
            animator.removeBehavior(thudGravity)
            // at 2 s: remove "thud-collision"
            animator.removeBehavior(thudCollision)
            // at 2 s: add "dismiss-slide"
            animator.addBehavior(dismissSlide)
            // at 2 s: add "dismiss-item"
            animator.addBehavior(dismissItem)
            // at 2 s: add "dismiss-push"
            animator.addBehavior(dismissPush)
        }

        // Every view follows a finger: drag it; let go while moving to flick it.
        for draggable in [fullPhoto] {
            let pan = UIPanGestureRecognizer(target: self, action: FullPhotoDismissPushViewController.handlePan(_:))  // #selector(handlePan(_:)) on iOS
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
}
