// slide-panel-throw: The view, thrown up at 3500 pt/s, rises to the raised top boundary and falls back
// From seed 004, Lou Franco, Getting Your App Ready For iOS 7's New Dynamic Interactions, Making A Custom
// Behavior.
//
// Written by `dynamics code --app` (swift-dynamics): an iOS screen to paste into an app. Drag any view with a
// finger; let go while moving to flick it.
import UIKit

/// The `slide-panel-throw` scene as an iOS screen: its views and behaviors set up in `viewDidLoad()`,
/// its timed changes scheduled from there, and a pan on every view to drag and flick it.
final class SlidePanelThrowViewController: UIViewController {
    /// The animator: kept as long as the controller, or the behaviors stop.
    private var animator: UIDynamicAnimator!
    /// While a finger drags a view: the attachment from the touched point to the finger.
    private var dragAttachment: UIAttachmentBehavior?
    /// Gives a view let go while moving the finger's velocity (a flick).
    private var flickBehavior: UIDynamicItemBehavior!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        // The scene is laid out in a 320 × 568 pt view; here the reference view is the controller's, as big
        // as the screen.
        let slideView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        slideView.backgroundColor = UIColor(red: 90 / 255, green: 200 / 255, blue: 250 / 255, alpha: 1)  // #5ac8fa
        view.addSubview(slideView)

        let animator = UIDynamicAnimator(referenceView: view)
        self.animator = animator

        let slideBehavior = SlideBehaviorBehavior(slideView: slideView)
        animator.addBehavior(slideBehavior)

        let flickBehavior = UIDynamicItemBehavior(items: [])
        animator.addBehavior(flickBehavior)
        self.flickBehavior = flickBehavior

        // The scene's script, timed from when the view loads. Its touches stand in for yours, so they are
        // left out and only named here.
        // at 0.3 s: drag "slide-view" through (160, 500) at +0 s, (160, 380) at +0.1 s, let go moving (0,
        // -3500) pt/s (your finger)

        // Every view follows a finger: drag it; let go while moving to flick it.
        for draggable in [slideView] {
            let pan = UIPanGestureRecognizer(target: self, action: SlidePanelThrowViewController.handlePan(_:))  // #selector(handlePan(_:)) on iOS
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

    /// "slide-behavior": one behavior made of child behaviors, added with `addChildBehavior(_:)`.
    final class SlideBehaviorBehavior: UIDynamicBehavior {
        let slideCollision: UICollisionBehavior
        let slideGravity: UIGravityBehavior
        let slideItem: UIDynamicItemBehavior

        init(slideView: any UIDynamicItem) {
            let slideCollision = UICollisionBehavior(items: [slideView])
            slideCollision.collisionMode = .boundaries
            slideCollision.setTranslatesReferenceBoundsIntoBoundary(
                with: UIEdgeInsets(top: -568, left: 0, bottom: 0, right: 0))
            let slideGravity = UIGravityBehavior(items: [slideView])
            let slideItem = UIDynamicItemBehavior(items: [slideView])
            slideItem.elasticity = 0.4
            slideItem.resistance = 0.7
            slideItem.allowsRotation = false
            self.slideCollision = slideCollision
            self.slideGravity = slideGravity
            self.slideItem = slideItem
            super.init()
            addChildBehavior(slideCollision)
            addChildBehavior(slideGravity)
            addChildBehavior(slideItem)
        }
    }
}
