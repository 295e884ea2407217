// full-photo-thud: The full photo drops in with gravity 5 and lands with a thud on a line just below the
// screen
// From seed 000, Chapter 11: UIKit Dynamics, Full photo with a thud.
//
// Written by `dynamics code --app` (swift-dynamics): an iOS screen to paste into an app. Drag any view with a
// finger; let go while moving to flick it.
import UIKit

/// The `full-photo-thud` scene as an iOS screen: its views and behaviors set up in `viewDidLoad()`,
/// its timed changes scheduled from there, and a pan on every view to drag and flick it.
final class FullPhotoThudViewController: UIViewController {
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

        let flickBehavior = UIDynamicItemBehavior(items: [])
        animator.addBehavior(flickBehavior)
        self.flickBehavior = flickBehavior

        // Every view follows a finger: drag it; let go while moving to flick it.
        for draggable in [fullPhoto] {
            let pan = UIPanGestureRecognizer(target: self, action: FullPhotoThudViewController.handlePan(_:))  // #selector(handlePan(_:)) on iOS
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
