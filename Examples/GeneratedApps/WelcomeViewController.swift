// welcome: Drag anything and let go to flick it; drop shapes onto the shelf and the floor.
//
// Written by `dynamics code --app` (swift-dynamics): an iOS screen to paste into an app. Drag any view with a
// finger; let go while moving to flick it.
import UIKit

/// The `welcome` scene as an iOS screen: its views and behaviors set up in `viewDidLoad()`,
/// its timed changes scheduled from there, and a pan on every view to drag and flick it.
final class WelcomeViewController: UIViewController {
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
        let crate = UIView(frame: CGRect(x: 62, y: 232, width: 56, height: 56))
        crate.backgroundColor = UIColor(red: 245 / 255, green: 159 / 255, blue: 0, alpha: 1)  // #f59f00
        view.addSubview(crate)
        let ball = EllipseView(frame: CGRect(x: 176, y: 96, width: 48, height: 48))
        ball.backgroundColor = UIColor(red: 28 / 255, green: 126 / 255, blue: 214 / 255, alpha: 1)  // #1c7ed6
        ball.layer.cornerRadius = 24
        view.addSubview(ball)
        let box = UIView(frame: CGRect(x: 90, y: 530, width: 60, height: 60))
        box.backgroundColor = UIColor(red: 232 / 255, green: 89 / 255, blue: 12 / 255, alpha: 1)  // #e8590c
        view.addSubview(box)
        let sign = UIView(frame: CGRect(x: 252, y: 182, width: 96, height: 56))
        sign.backgroundColor = UIColor(red: 132 / 255, green: 94 / 255, blue: 247 / 255, alpha: 1)  // #845ef7
        sign.transform = CGAffineTransform(rotationAngle: 0.3)
        view.addSubview(sign)

        let animator = UIDynamicAnimator(referenceView: view)
        self.animator = animator

        let gravity = UIGravityBehavior(items: [crate, ball, box, sign])
        animator.addBehavior(gravity)

        let collision = UICollisionBehavior(items: [crate, ball, box, sign])
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.addBoundary(
            withIdentifier: "shelf" as NSString,
            from: CGPoint(x: 20, y: 300), to: CGPoint(x: 190, y: 300))
        animator.addBehavior(collision)

        let signSpring = UIAttachmentBehavior(item: sign, attachedToAnchor: CGPoint(x: 300, y: 60))
        signSpring.length = 110
        signSpring.damping = 0.3
        signSpring.frequency = 1.2
        animator.addBehavior(signSpring)

        let bouncyBall = UIDynamicItemBehavior(items: [ball])
        bouncyBall.elasticity = 0.6
        animator.addBehavior(bouncyBall)

        let flickBehavior = UIDynamicItemBehavior(items: [])
        animator.addBehavior(flickBehavior)
        self.flickBehavior = flickBehavior

        // Every view follows a finger: drag it; let go while moving to flick it.
        for draggable in [crate, ball, box, sign] {
            let pan = UIPanGestureRecognizer(target: self, action: WelcomeViewController.handlePan(_:))  // #selector(handlePan(_:)) on iOS
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
