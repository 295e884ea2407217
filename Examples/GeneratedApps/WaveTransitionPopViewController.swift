// wave-transition-pop: Table cells on springy anchors follow an edge swipe, each a little behind the one
// nearer the finger
// From seed 001, Andrea Mazzini, UIKit Dynamics (AMWaveTransition), Interactive pop.
//
// Written by `dynamics code --app` (swift-dynamics): an iOS screen to paste into an app. Drag any view with a
// finger; let go while moving to flick it.
import UIKit

/// The `wave-transition-pop` scene as an iOS screen: its views and behaviors set up in `viewDidLoad()`,
/// its timed changes scheduled from there, and a pan on every view to drag and flick it.
final class WaveTransitionPopViewController: UIViewController {
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
        let cell0 = UIView(frame: CGRect(x: 0, y: 64, width: 320, height: 44))
        cell0.backgroundColor = UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)  // #f2f2f7
        view.addSubview(cell0)
        let cell1 = UIView(frame: CGRect(x: 0, y: 108, width: 320, height: 44))
        cell1.backgroundColor = UIColor(red: 229 / 255, green: 229 / 255, blue: 234 / 255, alpha: 1)  // #e5e5ea
        view.addSubview(cell1)
        let cell2 = UIView(frame: CGRect(x: 0, y: 152, width: 320, height: 44))
        cell2.backgroundColor = UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)  // #f2f2f7
        view.addSubview(cell2)
        let cell3 = UIView(frame: CGRect(x: 0, y: 196, width: 320, height: 44))
        cell3.backgroundColor = UIColor(red: 229 / 255, green: 229 / 255, blue: 234 / 255, alpha: 1)  // #e5e5ea
        view.addSubview(cell3)
        let cell4 = UIView(frame: CGRect(x: 0, y: 240, width: 320, height: 44))
        cell4.backgroundColor = UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)  // #f2f2f7
        view.addSubview(cell4)
        let cell5 = UIView(frame: CGRect(x: 0, y: 284, width: 320, height: 44))
        cell5.backgroundColor = UIColor(red: 229 / 255, green: 229 / 255, blue: 234 / 255, alpha: 1)  // #e5e5ea
        view.addSubview(cell5)
        let cell6 = UIView(frame: CGRect(x: 0, y: 328, width: 320, height: 44))
        cell6.backgroundColor = UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)  // #f2f2f7
        view.addSubview(cell6)
        let cell7 = UIView(frame: CGRect(x: 0, y: 372, width: 320, height: 44))
        cell7.backgroundColor = UIColor(red: 229 / 255, green: 229 / 255, blue: 234 / 255, alpha: 1)  // #e5e5ea
        view.addSubview(cell7)

        let animator = UIDynamicAnimator(referenceView: view)
        self.animator = animator

        let wave0 = UIAttachmentBehavior(item: cell0, attachedToAnchor: CGPoint(x: 10, y: 86))
        wave0.damping = 0.4
        wave0.frequency = 1
        animator.addBehavior(wave0)

        let wave1 = UIAttachmentBehavior(item: cell1, attachedToAnchor: CGPoint(x: 10, y: 130))
        wave1.damping = 0.4
        wave1.frequency = 1
        animator.addBehavior(wave1)

        let wave2 = UIAttachmentBehavior(item: cell2, attachedToAnchor: CGPoint(x: 10, y: 174))
        wave2.damping = 0.4
        wave2.frequency = 1
        animator.addBehavior(wave2)

        let wave3 = UIAttachmentBehavior(item: cell3, attachedToAnchor: CGPoint(x: 10, y: 218))
        wave3.damping = 0.4
        wave3.frequency = 1
        animator.addBehavior(wave3)

        let wave4 = UIAttachmentBehavior(item: cell4, attachedToAnchor: CGPoint(x: 10, y: 262))
        wave4.damping = 0.4
        wave4.frequency = 1
        animator.addBehavior(wave4)

        let wave5 = UIAttachmentBehavior(item: cell5, attachedToAnchor: CGPoint(x: 10, y: 306))
        wave5.damping = 0.4
        wave5.frequency = 1
        animator.addBehavior(wave5)

        let wave6 = UIAttachmentBehavior(item: cell6, attachedToAnchor: CGPoint(x: 10, y: 350))
        wave6.damping = 0.4
        wave6.frequency = 1
        animator.addBehavior(wave6)

        let wave7 = UIAttachmentBehavior(item: cell7, attachedToAnchor: CGPoint(x: 10, y: 394))
        wave7.damping = 0.4
        wave7.frequency = 1
        animator.addBehavior(wave7)

        let flickBehavior = UIDynamicItemBehavior(items: [])
        animator.addBehavior(flickBehavior)
        self.flickBehavior = flickBehavior

        // The scene's script, timed from when the view loads. Its touches stand in for yours, so they are
        // left out and only named here.
        // at 0.2 s: move the anchors of "wave-3", "wave-2", "wave-1", "wave-0", each 0.02 s after the
        // previous, along (0, 0) at +0 s, (300, 0) at +0.5 s (your finger)
        // at 0.22 s: move the anchors of "wave-4", "wave-5", "wave-6", "wave-7", each 0.02 s after the
        // previous, along (0, 0) at +0 s, (300, 0) at +0.5 s (your finger)

        // Every view follows a finger: drag it; let go while moving to flick it.
        for draggable in [cell0, cell1, cell2, cell3, cell4, cell5, cell6, cell7] {
            let pan = UIPanGestureRecognizer(target: self, action: WaveTransitionPopViewController.handlePan(_:))  // #selector(handlePan(_:)) on iOS
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
