// sticky-corners: Spring fields in the top and bottom halves catch a thrown view and hold it at their
// centres.
// From seed 002, iOS - UIKit Dynamics: "Sticky Corners" Effect Using UIFieldBehaviors.
//
// Written by `dynamics code --app` (swift-dynamics): an iOS screen to paste into an app. Drag any view with a
// finger; let go while moving to flick it.
import UIKit

/// The `sticky-corners` scene as an iOS screen: its views and behaviors set up in `viewDidLoad()`,
/// its timed changes scheduled from there, and a pan on every view to drag and flick it.
final class StickyCornersViewController: UIViewController {
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
        let orange = UIView(frame: CGRect(x: 167.5, y: 313.5, width: 40, height: 40))
        orange.backgroundColor = .orange
        view.addSubview(orange)

        let animator = UIDynamicAnimator(referenceView: view)
        self.animator = animator

        let collision = UICollisionBehavior(items: [orange])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)

        let itemBehavior = UIDynamicItemBehavior(items: [orange])
        itemBehavior.friction = 0
        itemBehavior.density = 0.01
        itemBehavior.resistance = 10
        itemBehavior.allowsRotation = false
        animator.addBehavior(itemBehavior)

        let field0 = UIFieldBehavior.springField()
        field0.position = CGPoint(x: 187.5, y: 166.75)
        field0.region = UIRegion(size: CGSize(width: 375, height: 333.5))
        field0.addItem(orange)
        animator.addBehavior(field0)

        let field1 = UIFieldBehavior.springField()
        field1.position = CGPoint(x: 187.5, y: 500.25)
        field1.region = UIRegion(size: CGSize(width: 375, height: 333.5))
        field1.addItem(orange)
        animator.addBehavior(field1)

        let flickBehavior = UIDynamicItemBehavior(items: [])
        animator.addBehavior(flickBehavior)
        self.flickBehavior = flickBehavior

        // The scene's script, timed from when the view loads. Its touches stand in for yours, so they are
        // left out and only named here.
        // at 0.5 s: drag "orange" through (187.5, 333.5) at +0 s, (120, 240) at +0.3 s, let go moving (-400,
        // -700) pt/s (your finger)
        // at 4 s: drag "orange" through (187.5, 166.75) at +0 s, (260, 420) at +0.4 s, let go moving (500,
        // 900) pt/s (your finger)

        // Every view follows a finger: drag it; let go while moving to flick it.
        for draggable in [orange] {
            let pan = UIPanGestureRecognizer(target: self, action: StickyCornersViewController.handlePan(_:))  // #selector(handlePan(_:)) on iOS
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
