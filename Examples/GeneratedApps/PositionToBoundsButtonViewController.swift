// position-to-bounds-button: A tapped button grows and shrinks elastically: the push moves a mapping whose
// centre is its size.
// From seed 002, iOS - UIKit Dynamics: Map Dynamic Animation Position Changes to Bounds.
//
// Written by `dynamics code --app` (swift-dynamics): an iOS screen to paste into an app. Drag any view with a
// finger; let go while moving to flick it.
import UIKit

/// The `position-to-bounds-button` scene as an iOS screen: its views and behaviors set up in `viewDidLoad()`,
/// its timed changes scheduled from there, and a pan on every view to drag and flick it.
final class PositionToBoundsButtonViewController: UIViewController {
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
        let button = UIView(frame: CGRect(x: 37.5, y: 233.5, width: 300, height: 200))
        button.backgroundColor = .red
        view.addSubview(button)
        // "button-bounds" turns the animator's position changes into "button"'s size.
        let buttonBounds = PositionToBoundsMapping(target: button)

        let animator = UIDynamicAnimator(referenceView: view)
        self.animator = animator

        let attachment2 = UIAttachmentBehavior(item: buttonBounds, attachedToAnchor: CGPoint(x: 300, y: 200))
        attachment2.damping = 0.1
        attachment2.frequency = 2
        animator.addBehavior(attachment2)

        let push = UIPushBehavior(items: [buttonBounds], mode: .instantaneous)
        push.setAngle(0.7853981633974483, magnitude: 30)
        push.active = true
        animator.addBehavior(push)

        let flickBehavior = UIDynamicItemBehavior(items: [])
        animator.addBehavior(flickBehavior)
        self.flickBehavior = flickBehavior
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

    /// A dynamic item whose centre is another view's size: the animator's position changes
    /// become size changes ("Map Dynamic Animation Position Changes to Bounds").
    final class PositionToBoundsMapping: NSObject, UIDynamicItem {
        let target: UIView

        init(target: UIView) {
            self.target = target
        }

        var bounds: CGRect { target.bounds }

        var center: CGPoint {
            get { CGPoint(x: target.bounds.width, y: target.bounds.height) }
            set { target.bounds = CGRect(x: 0, y: 0, width: newValue.x, height: newValue.y) }
        }

        var transform: CGAffineTransform {
            get { target.transform }
            set { target.transform = newValue }
        }
    }
}
