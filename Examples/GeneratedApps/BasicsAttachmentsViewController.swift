// basics-attachments: Six attachments side by side: spring, rod, sliding rail, limit (rope), fixed weld and
// pin.
//
// Written by `dynamics code --app` (swift-dynamics): an iOS screen to paste into an app. Drag any view with a
// finger; let go while moving to flick it.
import UIKit

/// The `basics-attachments` scene as an iOS screen: its views and behaviors set up in `viewDidLoad()`,
/// its timed changes scheduled from there, and a pan on every view to drag and flick it.
final class BasicsAttachmentsViewController: UIViewController {
    /// The animator: kept as long as the controller, or the behaviors stop.
    private var animator: UIDynamicAnimator!
    /// While a finger drags a view: the attachment from the touched point to the finger.
    private var dragAttachment: UIAttachmentBehavior?
    /// Gives a view let go while moving the finger's velocity (a flick).
    private var flickBehavior: UIDynamicItemBehavior!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        // The scene is laid out in a 600 × 520 pt view; here the reference view is the controller's, as big
        // as the screen.
        let springBob = UIView(frame: CGRect(x: 32, y: 182, width: 36, height: 36))
        springBob.backgroundColor = UIColor(red: 232 / 255, green: 89 / 255, blue: 12 / 255, alpha: 1)  // #e8590c
        view.addSubview(springBob)
        let rodBob = UIView(frame: CGRect(x: 182, y: 102, width: 36, height: 36))
        rodBob.backgroundColor = UIColor(red: 28 / 255, green: 126 / 255, blue: 214 / 255, alpha: 1)  // #1c7ed6
        view.addSubview(rodBob)
        let slider = UIView(frame: CGRect(x: 232, y: 132, width: 36, height: 36))
        slider.backgroundColor = UIColor(red: 47 / 255, green: 158 / 255, blue: 68 / 255, alpha: 1)  // #2f9e44
        view.addSubview(slider)
        let ropeTop = UIView(frame: CGRect(x: 325, y: 85, width: 30, height: 30))
        ropeTop.backgroundColor = UIColor(red: 132 / 255, green: 94 / 255, blue: 247 / 255, alpha: 1)  // #845ef7
        view.addSubview(ropeTop)
        let ropeBob = UIView(frame: CGRect(x: 365, y: 145, width: 30, height: 30))
        ropeBob.backgroundColor = UIColor(red: 132 / 255, green: 94 / 255, blue: 247 / 255, alpha: 1)  // #845ef7
        view.addSubview(ropeBob)
        let weldA = UIView(frame: CGRect(x: 425, y: 285, width: 30, height: 30))
        weldA.backgroundColor = UIColor(red: 245 / 255, green: 159 / 255, blue: 0, alpha: 1)  // #f59f00
        view.addSubview(weldA)
        let weldB = UIView(frame: CGRect(x: 455, y: 285, width: 30, height: 30))
        weldB.backgroundColor = UIColor(red: 245 / 255, green: 159 / 255, blue: 0, alpha: 1)  // #f59f00
        view.addSubview(weldB)
        let pinA = UIView(frame: CGRect(x: 525, y: 135, width: 30, height: 30))
        pinA.backgroundColor = UIColor(red: 214 / 255, green: 51 / 255, blue: 108 / 255, alpha: 1)  // #d6336c
        view.addSubview(pinA)
        let pinB = UIView(frame: CGRect(x: 555, y: 135, width: 30, height: 30))
        pinB.backgroundColor = UIColor(red: 214 / 255, green: 51 / 255, blue: 108 / 255, alpha: 1)  // #d6336c
        view.addSubview(pinB)

        let animator = UIDynamicAnimator(referenceView: view)
        self.animator = animator

        let gravity = UIGravityBehavior(items: [springBob, rodBob, slider, ropeTop, ropeBob, weldA, weldB, pinA, pinB])
        animator.addBehavior(gravity)

        let collision = UICollisionBehavior(items: [springBob, rodBob, slider, ropeTop, ropeBob, weldA, weldB, pinA, pinB])
        collision.collisionMode = .boundaries
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)

        let spring = UIAttachmentBehavior(item: springBob, attachedToAnchor: CGPoint(x: 50, y: 40))
        spring.length = 100
        spring.damping = 0.2
        spring.frequency = 1.5
        animator.addBehavior(spring)

        let rod = UIAttachmentBehavior(item: rodBob, attachedToAnchor: CGPoint(x: 150, y: 40))
        rod.length = 100
        animator.addBehavior(rod)

        let rail = UIAttachmentBehavior.slidingAttachment(
            with: slider,
            attachmentAnchor: CGPoint(x: 250, y: 150), axisOfTranslation: CGVector(dx: 0, dy: 1))
        rail.attachmentRange = UIFloatRange(minimum: -60, maximum: 120)
        animator.addBehavior(rail)

        let ropeHook = UIAttachmentBehavior(item: ropeTop, attachedToAnchor: CGPoint(x: 340, y: 40))
        ropeHook.length = 60
        animator.addBehavior(ropeHook)

        let rope = UIAttachmentBehavior.limitAttachment(
            with: ropeTop, offsetFromCenter: UIOffset(horizontal: 0, vertical: 0),
            attachedTo: ropeBob, offsetFromCenter: UIOffset(horizontal: 0, vertical: 0))
        rope.length = 120
        animator.addBehavior(rope)

        let weld = UIAttachmentBehavior.fixedAttachment(
            with: weldA, attachedTo: weldB, attachmentAnchor: CGPoint(x: 455, y: 300))
        animator.addBehavior(weld)

        let pinHook = UIAttachmentBehavior(item: pinA, attachedToAnchor: CGPoint(x: 540, y: 40))
        pinHook.length = 80
        animator.addBehavior(pinHook)

        let pin = UIAttachmentBehavior.pinAttachment(
            with: pinA, attachedTo: pinB, attachmentAnchor: CGPoint(x: 555, y: 150))
        animator.addBehavior(pin)

        let flickBehavior = UIDynamicItemBehavior(items: [])
        animator.addBehavior(flickBehavior)
        self.flickBehavior = flickBehavior

        // Every view follows a finger: drag it; let go while moving to flick it.
        for draggable in [springBob, rodBob, slider, ropeTop, ropeBob, weldA, weldB, pinA, pinB] {
            let pan = UIPanGestureRecognizer(target: self, action: BasicsAttachmentsViewController.handlePan(_:))  // #selector(handlePan(_:)) on iOS
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
