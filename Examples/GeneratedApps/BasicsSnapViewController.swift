// basics-snap: Tap to snap: the square flies to each tapped point and settles (damping 0.5).
//
// Written by `dynamics code --app` (swift-dynamics): an iOS screen to paste into an app. Drag any view with a
// finger; let go while moving to flick it.
import UIKit

/// The `basics-snap` scene as an iOS screen: its views and behaviors set up in `viewDidLoad()`,
/// its timed changes scheduled from there, and a pan on every view to drag and flick it.
final class BasicsSnapViewController: UIViewController {
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
        let square = UIView(frame: CGRect(x: 165, y: 270, width: 60, height: 60))
        square.backgroundColor = UIColor(red: 232 / 255, green: 89 / 255, blue: 12 / 255, alpha: 1)  // #e8590c
        view.addSubview(square)

        let animator = UIDynamicAnimator(referenceView: view)
        self.animator = animator

        let snap = UISnapBehavior(item: square, snapTo: CGPoint(x: 195, y: 300))
        snap.damping = 0.5
        animator.addBehavior(snap)

        let flickBehavior = UIDynamicItemBehavior(items: [])
        animator.addBehavior(flickBehavior)
        self.flickBehavior = flickBehavior

        // The scene's script, timed from when the view loads. Its touches stand in for yours, so they are
        // left out and only named here.
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
            // at 0.5 s: set "snap".snapPoint to CGPoint(x: 90, y: 120)
            snap.snapPoint = CGPoint(x: 90, y: 120)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
            // at 2 s: set "snap".snapPoint to CGPoint(x: 300, y: 480)
            snap.snapPoint = CGPoint(x: 300, y: 480)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 3.5) {
            // at 3.5 s: set "snap".snapPoint to CGPoint(x: 195, y: 300)
            snap.snapPoint = CGPoint(x: 195, y: 300)
        }

        // Every view follows a finger: drag it; let go while moving to flick it.
        for draggable in [square] {
            let pan = UIPanGestureRecognizer(target: self, action: BasicsSnapViewController.handlePan(_:))  // #selector(handlePan(_:)) on iOS
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
