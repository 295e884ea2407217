// full-photo-swipe-drop-back: A slow lift less than half way up lets the full photo drop back down
// From seed 000, Chapter 11: UIKit Dynamics, Challenge #2.
//
// Written by `dynamics code --app` (swift-dynamics): an iOS screen to paste into an app. Drag any view with a
// finger; let go while moving to flick it.
import UIKit

/// The `full-photo-swipe-drop-back` scene as an iOS screen: its views and behaviors set up in `viewDidLoad()`,
/// its timed changes scheduled from there, and a pan on every view to drag and flick it.
final class FullPhotoSwipeDropBackViewController: UIViewController {
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
        // heavyCurtain is added later, by the script below.

        let dismissSlide = UIAttachmentBehavior.slidingAttachment(
            with: fullPhoto,
            attachmentAnchor: CGPoint(x: 187.5, y: 333.5), axisOfTranslation: CGVector(dx: 0, dy: 1))
        dismissSlide.attachmentRange = UIFloatRange(minimum: -667, maximum: 668)
        _ = dismissSlide  // never added: the scene keeps it aside

        let dismissItem = UIDynamicItemBehavior(items: [fullPhoto])
        dismissItem.elasticity = 0.2
        dismissItem.density = 0.001
        _ = dismissItem  // never added: the scene keeps it aside

        let dismissPush = UIPushBehavior(items: [fullPhoto], mode: .instantaneous)
        dismissPush.pushDirection = CGVector(dx: 0, dy: -1)
        _ = dismissPush  // never added: the scene keeps it aside

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
            // at 0.5166666666666667 s: move "full-photo" to (187.5, 329.3333333333333)
            fullPhoto.center = CGPoint(x: 187.5, y: 329.3333333333333)
            animator.updateItem(usingCurrentState: fullPhoto)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5333333333333333) {
            // at 0.5333333333333333 s: move "full-photo" to (187.5, 325.1666666666667)
            fullPhoto.center = CGPoint(x: 187.5, y: 325.1666666666667)
            animator.updateItem(usingCurrentState: fullPhoto)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.55) {
            // at 0.55 s: move "full-photo" to (187.5, 321)
            fullPhoto.center = CGPoint(x: 187.5, y: 321)
            animator.updateItem(usingCurrentState: fullPhoto)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5666666666666667) {
            // at 0.5666666666666667 s: move "full-photo" to (187.5, 316.8333333333333)
            fullPhoto.center = CGPoint(x: 187.5, y: 316.8333333333333)
            animator.updateItem(usingCurrentState: fullPhoto)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5833333333333334) {
            // at 0.5833333333333334 s: move "full-photo" to (187.5, 312.6666666666667)
            fullPhoto.center = CGPoint(x: 187.5, y: 312.6666666666667)
            animator.updateItem(usingCurrentState: fullPhoto)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) {
            // at 0.6 s: move "full-photo" to (187.5, 308.5)
            fullPhoto.center = CGPoint(x: 187.5, y: 308.5)
            animator.updateItem(usingCurrentState: fullPhoto)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.6166666666666667) {
            // at 0.6166666666666667 s: move "full-photo" to (187.5, 304.3333333333333)
            fullPhoto.center = CGPoint(x: 187.5, y: 304.3333333333333)
            animator.updateItem(usingCurrentState: fullPhoto)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.6333333333333333) {
            // at 0.6333333333333333 s: move "full-photo" to (187.5, 300.1666666666667)
            fullPhoto.center = CGPoint(x: 187.5, y: 300.1666666666667)
            animator.updateItem(usingCurrentState: fullPhoto)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.65) {
            // at 0.65 s: move "full-photo" to (187.5, 296)
            fullPhoto.center = CGPoint(x: 187.5, y: 296)
            animator.updateItem(usingCurrentState: fullPhoto)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.6666666666666666) {
            // at 0.6666666666666666 s: move "full-photo" to (187.5, 291.8333333333333)
            fullPhoto.center = CGPoint(x: 187.5, y: 291.8333333333333)
            animator.updateItem(usingCurrentState: fullPhoto)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.6833333333333333) {
            // at 0.6833333333333333 s: move "full-photo" to (187.5, 287.6666666666667)
            fullPhoto.center = CGPoint(x: 187.5, y: 287.6666666666667)
            animator.updateItem(usingCurrentState: fullPhoto)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.7) {
            // at 0.7 s: move "full-photo" to (187.5, 283.5)
            fullPhoto.center = CGPoint(x: 187.5, y: 283.5)
            animator.updateItem(usingCurrentState: fullPhoto)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.7166666666666667) {
            // at 0.7166666666666667 s: move "full-photo" to (187.5, 279.3333333333333)
            fullPhoto.center = CGPoint(x: 187.5, y: 279.3333333333333)
            animator.updateItem(usingCurrentState: fullPhoto)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.7333333333333334) {
            // at 0.7333333333333334 s: move "full-photo" to (187.5, 275.1666666666667)
            fullPhoto.center = CGPoint(x: 187.5, y: 275.1666666666667)
            animator.updateItem(usingCurrentState: fullPhoto)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.75) {
            // at 0.75 s: move "full-photo" to (187.5, 271)
            fullPhoto.center = CGPoint(x: 187.5, y: 271)
            animator.updateItem(usingCurrentState: fullPhoto)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.7666666666666666) {
            // at 0.7666666666666666 s: move "full-photo" to (187.5, 266.83333333333337)
            fullPhoto.center = CGPoint(x: 187.5, y: 266.83333333333337)
            animator.updateItem(usingCurrentState: fullPhoto)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.7833333333333333) {
            // at 0.7833333333333333 s: move "full-photo" to (187.5, 262.6666666666667)
            fullPhoto.center = CGPoint(x: 187.5, y: 262.6666666666667)
            animator.updateItem(usingCurrentState: fullPhoto)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.8) {
            // at 0.8 s: move "full-photo" to (187.5, 258.5)
            fullPhoto.center = CGPoint(x: 187.5, y: 258.5)
            animator.updateItem(usingCurrentState: fullPhoto)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.8166666666666667) {
            // at 0.8166666666666667 s: move "full-photo" to (187.5, 254.33333333333331)
            fullPhoto.center = CGPoint(x: 187.5, y: 254.33333333333331)
            animator.updateItem(usingCurrentState: fullPhoto)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.8333333333333333) {
            // at 0.8333333333333333 s: move "full-photo" to (187.5, 250.16666666666666)
            fullPhoto.center = CGPoint(x: 187.5, y: 250.16666666666666)
            animator.updateItem(usingCurrentState: fullPhoto)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.8500000000000001) {
            // at 0.8500000000000001 s: move "full-photo" to (187.5, 246)
            fullPhoto.center = CGPoint(x: 187.5, y: 246)
            animator.updateItem(usingCurrentState: fullPhoto)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.8666666666666667) {
            // at 0.8666666666666667 s: move "full-photo" to (187.5, 241.83333333333331)
            fullPhoto.center = CGPoint(x: 187.5, y: 241.83333333333331)
            animator.updateItem(usingCurrentState: fullPhoto)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.8833333333333333) {
            // at 0.8833333333333333 s: move "full-photo" to (187.5, 237.66666666666669)
            fullPhoto.center = CGPoint(x: 187.5, y: 237.66666666666669)
            animator.updateItem(usingCurrentState: fullPhoto)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.8999999999999999) {
            // at 0.8999999999999999 s: move "full-photo" to (187.5, 233.5)
            fullPhoto.center = CGPoint(x: 187.5, y: 233.5)
            animator.updateItem(usingCurrentState: fullPhoto)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.9166666666666666) {
            // at 0.9166666666666666 s: move "full-photo" to (187.5, 229.33333333333334)
            fullPhoto.center = CGPoint(x: 187.5, y: 229.33333333333334)
            animator.updateItem(usingCurrentState: fullPhoto)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.9333333333333333) {
            // at 0.9333333333333333 s: move "full-photo" to (187.5, 225.16666666666669)
            fullPhoto.center = CGPoint(x: 187.5, y: 225.16666666666669)
            animator.updateItem(usingCurrentState: fullPhoto)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.95) {
            // at 0.95 s: move "full-photo" to (187.5, 221)
            fullPhoto.center = CGPoint(x: 187.5, y: 221)
            animator.updateItem(usingCurrentState: fullPhoto)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.9666666666666667) {
            // at 0.9666666666666667 s: move "full-photo" to (187.5, 216.83333333333331)
            fullPhoto.center = CGPoint(x: 187.5, y: 216.83333333333331)
            animator.updateItem(usingCurrentState: fullPhoto)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.9833333333333334) {
            // at 0.9833333333333334 s: move "full-photo" to (187.5, 212.66666666666666)
            fullPhoto.center = CGPoint(x: 187.5, y: 212.66666666666666)
            animator.updateItem(usingCurrentState: fullPhoto)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            // at 1 s: move "full-photo" to (187.5, 208.5)
            fullPhoto.center = CGPoint(x: 187.5, y: 208.5)
            animator.updateItem(usingCurrentState: fullPhoto)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.0166666666666666) {
            // at 1.0166666666666666 s: move "full-photo" to (187.5, 204.33333333333331)
            fullPhoto.center = CGPoint(x: 187.5, y: 204.33333333333331)
            animator.updateItem(usingCurrentState: fullPhoto)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.0333333333333332) {
            // at 1.0333333333333332 s: move "full-photo" to (187.5, 200.16666666666669)
            fullPhoto.center = CGPoint(x: 187.5, y: 200.16666666666669)
            animator.updateItem(usingCurrentState: fullPhoto)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.0499999999999998) {
            // at 1.0499999999999998 s: move "full-photo" to (187.5, 196)
            fullPhoto.center = CGPoint(x: 187.5, y: 196)
            animator.updateItem(usingCurrentState: fullPhoto)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.0666666666666667) {
            // at 1.0666666666666667 s: move "full-photo" to (187.5, 191.83333333333334)
            fullPhoto.center = CGPoint(x: 187.5, y: 191.83333333333334)
            animator.updateItem(usingCurrentState: fullPhoto)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.0833333333333333) {
            // at 1.0833333333333333 s: move "full-photo" to (187.5, 187.66666666666666)
            fullPhoto.center = CGPoint(x: 187.5, y: 187.66666666666666)
            animator.updateItem(usingCurrentState: fullPhoto)
        }
        // at 1.1 s: flick "full-photo": add (0, -250) pt/s (your finger)
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.1) {
            // at 1.1 s: move "full-photo" to (187.5, 183.5)
            fullPhoto.center = CGPoint(x: 187.5, y: 183.5)
            animator.updateItem(usingCurrentState: fullPhoto)
            // at 1.1 s: add "heavy-curtain"
            animator.addBehavior(heavyCurtain)
        }

        // Every view follows a finger: drag it; let go while moving to flick it.
        for draggable in [fullPhoto] {
            let pan = UIPanGestureRecognizer(target: self, action: FullPhotoSwipeDropBackViewController.handlePan(_:))  // #selector(handlePan(_:)) on iOS
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
