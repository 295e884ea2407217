// basics-collision: Items collide with the view's edges, a ramp path and a ledge line; the contacts layer
// shows each touch.
//
// Written by `dynamics code --app` (swift-dynamics): an iOS screen to paste into an app. Drag any view with a
// finger; let go while moving to flick it.
import UIKit

/// The `basics-collision` scene as an iOS screen: its views and behaviors set up in `viewDidLoad()`,
/// its timed changes scheduled from there, and a pan on every view to drag and flick it.
final class BasicsCollisionViewController: UIViewController {
    /// The animator: kept as long as the controller, or the behaviors stop.
    private var animator: UIDynamicAnimator!
    /// While a finger drags a view: the attachment from the touched point to the finger.
    private var dragAttachment: UIAttachmentBehavior?
    /// Gives a view let go while moving the finger's velocity (a flick).
    private var flickBehavior: UIDynamicItemBehavior!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        // The scene is laid out in a 390 × 600 pt view; here the reference view is the controller's, as big
        // as the screen.
        let box = UIView(frame: CGRect(x: 58, y: 38, width: 44, height: 44))
        box.backgroundColor = UIColor(red: 232 / 255, green: 89 / 255, blue: 12 / 255, alpha: 1)  // #e8590c
        view.addSubview(box)
        let ball = EllipseView(frame: CGRect(x: 122, y: 12, width: 36, height: 36))
        ball.backgroundColor = UIColor(red: 28 / 255, green: 126 / 255, blue: 214 / 255, alpha: 1)  // #1c7ed6
        ball.layer.cornerRadius = 18
        view.addSubview(ball)
        let small = UIView(frame: CGRect(x: 285, y: 25, width: 30, height: 30))
        small.backgroundColor = UIColor(red: 47 / 255, green: 158 / 255, blue: 68 / 255, alpha: 1)  // #2f9e44
        view.addSubview(small)

        let animator = UIDynamicAnimator(referenceView: view)
        self.animator = animator

        let gravity = UIGravityBehavior(items: [box, ball, small])
        animator.addBehavior(gravity)

        let collision = UICollisionBehavior(items: [box, ball, small])
        collision.translatesReferenceBoundsIntoBoundary = true
        let rampBoundary = UIBezierPath()
        rampBoundary.move(to: CGPoint(x: 20, y: 240))
        rampBoundary.addLine(to: CGPoint(x: 240, y: 330))
        rampBoundary.addLine(to: CGPoint(x: 20, y: 330))
        rampBoundary.close()
        collision.addBoundary(withIdentifier: "ramp" as NSString, for: rampBoundary)
        collision.addBoundary(
            withIdentifier: "ledge" as NSString,
            from: CGPoint(x: 230, y: 440), to: CGPoint(x: 370, y: 400))
        animator.addBehavior(collision)

        let flickBehavior = UIDynamicItemBehavior(items: [])
        animator.addBehavior(flickBehavior)
        self.flickBehavior = flickBehavior

        // Every view follows a finger: drag it; let go while moving to flick it.
        for draggable in [box, ball, small] {
            let pan = UIPanGestureRecognizer(target: self, action: BasicsCollisionViewController.handlePan(_:))  // #selector(handlePan(_:)) on iOS
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
}
