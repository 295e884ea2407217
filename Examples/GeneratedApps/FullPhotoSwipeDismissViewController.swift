// full-photo-swipe-dismiss: A fast swipe up flings the full photo off the top of the screen
// From seed 000, Chapter 11: UIKit Dynamics, Challenge #2.
//
// Written by `dynamics code --app` (swift-dynamics): an iOS screen to paste into an app. Drag any view with a
// finger; let go while moving to flick it.
import UIKit

/// The `full-photo-swipe-dismiss` scene as an iOS screen: its views and behaviors set up in `viewDidLoad()`,
/// its timed changes scheduled from there, and a pan on every view to drag and flick it.
final class FullPhotoSwipeDismissViewController: UIViewController {
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
        let fullPhoto = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        fullPhoto.backgroundColor = UIColor(red: 74 / 255, green: 106 / 255, blue: 138 / 255, alpha: 1)  // #4a6a8a
        view.addSubview(fullPhoto)

        let animator = UIDynamicAnimator(referenceView: view)
        self.animator = animator

        let heavyCurtain = HeavyCurtainBehavior(fullPhoto: fullPhoto)
        _ = heavyCurtain  // never added: the scene keeps it aside

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
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
            // at 0.5 s: move "full-photo" to (187.5, 333.5)
            fullPhoto.center = CGPoint(x: 187.5, y: 333.5)
            animator.updateItem(usingCurrentState: fullPhoto)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5166666666666667) {
            // at 0.5166666666666667 s: move "full-photo" to (187.5, 305.72222222222223)
            fullPhoto.center = CGPoint(x: 187.5, y: 305.72222222222223)
            animator.updateItem(usingCurrentState: fullPhoto)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5333333333333333) {
            // at 0.5333333333333333 s: move "full-photo" to (187.5, 277.94444444444446)
            fullPhoto.center = CGPoint(x: 187.5, y: 277.94444444444446)
            animator.updateItem(usingCurrentState: fullPhoto)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.55) {
            // at 0.55 s: move "full-photo" to (187.5, 250.16666666666669)
            fullPhoto.center = CGPoint(x: 187.5, y: 250.16666666666669)
            animator.updateItem(usingCurrentState: fullPhoto)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5666666666666667) {
            // at 0.5666666666666667 s: move "full-photo" to (187.5, 222.3888888888889)
            fullPhoto.center = CGPoint(x: 187.5, y: 222.3888888888889)
            animator.updateItem(usingCurrentState: fullPhoto)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5833333333333334) {
            // at 0.5833333333333334 s: move "full-photo" to (187.5, 194.61111111111111)
            fullPhoto.center = CGPoint(x: 187.5, y: 194.61111111111111)
            animator.updateItem(usingCurrentState: fullPhoto)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) {
            // at 0.6 s: move "full-photo" to (187.5, 166.83333333333334)
            fullPhoto.center = CGPoint(x: 187.5, y: 166.83333333333334)
            animator.updateItem(usingCurrentState: fullPhoto)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.6166666666666667) {
            // at 0.6166666666666667 s: move "full-photo" to (187.5, 139.05555555555554)
            fullPhoto.center = CGPoint(x: 187.5, y: 139.05555555555554)
            animator.updateItem(usingCurrentState: fullPhoto)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.6333333333333333) {
            // at 0.6333333333333333 s: move "full-photo" to (187.5, 111.2777777777778)
            fullPhoto.center = CGPoint(x: 187.5, y: 111.2777777777778)
            animator.updateItem(usingCurrentState: fullPhoto)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.65) {
            // at 0.65 s: move "full-photo" to (187.5, 83.5)
            fullPhoto.center = CGPoint(x: 187.5, y: 83.5)
            animator.updateItem(usingCurrentState: fullPhoto)
            // at 0.65 s: add "dismiss-slide"
            animator.addBehavior(dismissSlide)
            // at 0.65 s: add "dismiss-item"
            animator.addBehavior(dismissItem)
            // at 0.65 s: add "dismiss-push"
            animator.addBehavior(dismissPush)
        }

        // Every view follows a finger: drag it; let go while moving to flick it.
        for draggable in [fullPhoto] {
            let pan = UIPanGestureRecognizer(target: self, action: FullPhotoSwipeDismissViewController.handlePan(_:))  // #selector(handlePan(_:)) on iOS
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

    /// "heavy-curtain": one behavior made of child behaviors, added with `addChildBehavior(_:)`.
    final class HeavyCurtainBehavior: UIDynamicBehavior {
        let curtainCollision: UICollisionBehavior
        let curtainItem: UIDynamicItemBehavior
        let curtainGravity: UIGravityBehavior

        init(fullPhoto: any UIDynamicItem) {
            let curtainCollision = UICollisionBehavior(items: [fullPhoto])
            curtainCollision.addBoundary(
                withIdentifier: "Bottom Border" as NSString,
                from: CGPoint(x: 0, y: 667), to: CGPoint(x: 375, y: 667))
            let curtainItem = UIDynamicItemBehavior(items: [fullPhoto])
            curtainItem.friction = 0
            curtainItem.density = 400
            curtainItem.resistance = 10
            curtainItem.allowsRotation = false
            let curtainGravity = UIGravityBehavior(items: [fullPhoto])
            curtainGravity.magnitude = 5
            self.curtainCollision = curtainCollision
            self.curtainItem = curtainItem
            self.curtainGravity = curtainGravity
            super.init()
            addChildBehavior(curtainCollision)
            addChildBehavior(curtainItem)
            addChildBehavior(curtainGravity)
        }
    }
}
