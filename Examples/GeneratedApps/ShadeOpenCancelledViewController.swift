// shade-open-cancelled: The shade is pulled down, then pushed back up and released: it springs closed.
// From seed 002, iOS - UIKit Dynamics: Shade Transition with Real-World Physics Using UIDynamicBehaviors
// (ShadeAnimator, presenting).
//
// Written by `dynamics code --app` (swift-dynamics): an iOS screen to paste into an app. Drag any view with a
// finger; let go while moving to flick it.
import UIKit

/// The `shade-open-cancelled` scene as an iOS screen: its views and behaviors set up in `viewDidLoad()`,
/// its timed changes scheduled from there, and a pan on every view to drag and flick it.
final class ShadeOpenCancelledViewController: UIViewController {
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
        let shade = UIView(frame: CGRect(x: 0, y: -667, width: 375, height: 667))
        shade.backgroundColor = UIColor(red: 58 / 255, green: 58 / 255, blue: 60 / 255, alpha: 1)  // #3a3a3c
        view.addSubview(shade)

        let animator = UIDynamicAnimator(referenceView: view)
        self.animator = animator

        let shadeAnimator = ShadeAnimatorBehavior(shade: shade)
        // shadeAnimator is added later, by the script below.

        let flickBehavior = UIDynamicItemBehavior(items: [])
        animator.addBehavior(flickBehavior)
        self.flickBehavior = flickBehavior

        // The scene's script, timed from when the view loads. Its touches stand in for yours, so they are
        // left out and only named here.
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5166666666666667) {
            // at 0.5166666666666667 s: move "shade" to (187.5, -260.16666666666663)
            shade.center = CGPoint(x: 187.5, y: -260.16666666666663)
            animator.updateItem(usingCurrentState: shade)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5333333333333333) {
            // at 0.5333333333333333 s: move "shade" to (187.5, -246.83333333333337)
            shade.center = CGPoint(x: 187.5, y: -246.83333333333337)
            animator.updateItem(usingCurrentState: shade)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.55) {
            // at 0.55 s: move "shade" to (187.5, -233.5)
            shade.center = CGPoint(x: 187.5, y: -233.5)
            animator.updateItem(usingCurrentState: shade)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5666666666666667) {
            // at 0.5666666666666667 s: move "shade" to (187.5, -220.16666666666663)
            shade.center = CGPoint(x: 187.5, y: -220.16666666666663)
            animator.updateItem(usingCurrentState: shade)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5833333333333334) {
            // at 0.5833333333333334 s: move "shade" to (187.5, -206.83333333333337)
            shade.center = CGPoint(x: 187.5, y: -206.83333333333337)
            animator.updateItem(usingCurrentState: shade)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) {
            // at 0.6 s: move "shade" to (187.5, -193.5)
            shade.center = CGPoint(x: 187.5, y: -193.5)
            animator.updateItem(usingCurrentState: shade)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.6166666666666667) {
            // at 0.6166666666666667 s: move "shade" to (187.5, -180.16666666666674)
            shade.center = CGPoint(x: 187.5, y: -180.16666666666674)
            animator.updateItem(usingCurrentState: shade)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.6333333333333333) {
            // at 0.6333333333333333 s: move "shade" to (187.5, -166.83333333333326)
            shade.center = CGPoint(x: 187.5, y: -166.83333333333326)
            animator.updateItem(usingCurrentState: shade)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.65) {
            // at 0.65 s: move "shade" to (187.5, -153.5)
            shade.center = CGPoint(x: 187.5, y: -153.5)
            animator.updateItem(usingCurrentState: shade)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.6666666666666666) {
            // at 0.6666666666666666 s: move "shade" to (187.5, -140.16666666666669)
            shade.center = CGPoint(x: 187.5, y: -140.16666666666669)
            animator.updateItem(usingCurrentState: shade)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.6833333333333333) {
            // at 0.6833333333333333 s: move "shade" to (187.5, -126.83333333333337)
            shade.center = CGPoint(x: 187.5, y: -126.83333333333337)
            animator.updateItem(usingCurrentState: shade)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.7) {
            // at 0.7 s: move "shade" to (187.5, -113.5)
            shade.center = CGPoint(x: 187.5, y: -113.5)
            animator.updateItem(usingCurrentState: shade)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.7166666666666667) {
            // at 0.7166666666666667 s: move "shade" to (187.5, -100.16666666666663)
            shade.center = CGPoint(x: 187.5, y: -100.16666666666663)
            animator.updateItem(usingCurrentState: shade)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.7333333333333334) {
            // at 0.7333333333333334 s: move "shade" to (187.5, -86.83333333333337)
            shade.center = CGPoint(x: 187.5, y: -86.83333333333337)
            animator.updateItem(usingCurrentState: shade)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.75) {
            // at 0.75 s: move "shade" to (187.5, -73.5)
            shade.center = CGPoint(x: 187.5, y: -73.5)
            animator.updateItem(usingCurrentState: shade)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.7666666666666666) {
            // at 0.7666666666666666 s: move "shade" to (187.5, -60.16666666666663)
            shade.center = CGPoint(x: 187.5, y: -60.16666666666663)
            animator.updateItem(usingCurrentState: shade)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.7833333333333333) {
            // at 0.7833333333333333 s: move "shade" to (187.5, -46.83333333333337)
            shade.center = CGPoint(x: 187.5, y: -46.83333333333337)
            animator.updateItem(usingCurrentState: shade)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.8) {
            // at 0.8 s: move "shade" to (187.5, -33.5)
            shade.center = CGPoint(x: 187.5, y: -33.5)
            animator.updateItem(usingCurrentState: shade)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.8166666666666667) {
            // at 0.8166666666666667 s: move "shade" to (187.5, -20.166666666666686)
            shade.center = CGPoint(x: 187.5, y: -20.166666666666686)
            animator.updateItem(usingCurrentState: shade)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.8333333333333333) {
            // at 0.8333333333333333 s: move "shade" to (187.5, -6.833333333333371)
            shade.center = CGPoint(x: 187.5, y: -6.833333333333371)
            animator.updateItem(usingCurrentState: shade)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.85) {
            // at 0.85 s: move "shade" to (187.5, 6.5)
            shade.center = CGPoint(x: 187.5, y: 6.5)
            animator.updateItem(usingCurrentState: shade)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.8666666666666667) {
            // at 0.8666666666666667 s: move "shade" to (187.5, 19.833333333333314)
            shade.center = CGPoint(x: 187.5, y: 19.833333333333314)
            animator.updateItem(usingCurrentState: shade)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.8833333333333333) {
            // at 0.8833333333333333 s: move "shade" to (187.5, 33.16666666666663)
            shade.center = CGPoint(x: 187.5, y: 33.16666666666663)
            animator.updateItem(usingCurrentState: shade)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.9) {
            // at 0.9 s: move "shade" to (187.5, 46.5)
            shade.center = CGPoint(x: 187.5, y: 46.5)
            animator.updateItem(usingCurrentState: shade)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.9166666666666667) {
            // at 0.9166666666666667 s: move "shade" to (187.5, 59.83333333333337)
            shade.center = CGPoint(x: 187.5, y: 59.83333333333337)
            animator.updateItem(usingCurrentState: shade)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.9333333333333333) {
            // at 0.9333333333333333 s: move "shade" to (187.5, 73.16666666666669)
            shade.center = CGPoint(x: 187.5, y: 73.16666666666669)
            animator.updateItem(usingCurrentState: shade)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.95) {
            // at 0.95 s: move "shade" to (187.5, 86.5)
            shade.center = CGPoint(x: 187.5, y: 86.5)
            animator.updateItem(usingCurrentState: shade)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.9666666666666667) {
            // at 0.9666666666666667 s: move "shade" to (187.5, 99.83333333333331)
            shade.center = CGPoint(x: 187.5, y: 99.83333333333331)
            animator.updateItem(usingCurrentState: shade)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.9833333333333334) {
            // at 0.9833333333333334 s: move "shade" to (187.5, 113.16666666666669)
            shade.center = CGPoint(x: 187.5, y: 113.16666666666669)
            animator.updateItem(usingCurrentState: shade)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            // at 1 s: move "shade" to (187.5, 126.5)
            shade.center = CGPoint(x: 187.5, y: 126.5)
            animator.updateItem(usingCurrentState: shade)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.0166666666666666) {
            // at 1.0166666666666666 s: move "shade" to (187.5, 121.5)
            shade.center = CGPoint(x: 187.5, y: 121.5)
            animator.updateItem(usingCurrentState: shade)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.0333333333333332) {
            // at 1.0333333333333332 s: move "shade" to (187.5, 116.5)
            shade.center = CGPoint(x: 187.5, y: 116.5)
            animator.updateItem(usingCurrentState: shade)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.05) {
            // at 1.05 s: move "shade" to (187.5, 111.5)
            shade.center = CGPoint(x: 187.5, y: 111.5)
            animator.updateItem(usingCurrentState: shade)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.0666666666666667) {
            // at 1.0666666666666667 s: move "shade" to (187.5, 106.5)
            shade.center = CGPoint(x: 187.5, y: 106.5)
            animator.updateItem(usingCurrentState: shade)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.0833333333333335) {
            // at 1.0833333333333335 s: move "shade" to (187.5, 101.5)
            shade.center = CGPoint(x: 187.5, y: 101.5)
            animator.updateItem(usingCurrentState: shade)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.1) {
            // at 1.1 s: move "shade" to (187.5, 96.5)
            shade.center = CGPoint(x: 187.5, y: 96.5)
            animator.updateItem(usingCurrentState: shade)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.1166666666666667) {
            // at 1.1166666666666667 s: move "shade" to (187.5, 91.5)
            shade.center = CGPoint(x: 187.5, y: 91.5)
            animator.updateItem(usingCurrentState: shade)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.1333333333333333) {
            // at 1.1333333333333333 s: move "shade" to (187.5, 86.5)
            shade.center = CGPoint(x: 187.5, y: 86.5)
            animator.updateItem(usingCurrentState: shade)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.15) {
            // at 1.15 s: move "shade" to (187.5, 81.5)
            shade.center = CGPoint(x: 187.5, y: 81.5)
            animator.updateItem(usingCurrentState: shade)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.1666666666666665) {
            // at 1.1666666666666665 s: move "shade" to (187.5, 76.5)
            shade.center = CGPoint(x: 187.5, y: 76.5)
            animator.updateItem(usingCurrentState: shade)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.1833333333333333) {
            // at 1.1833333333333333 s: move "shade" to (187.5, 71.5)
            shade.center = CGPoint(x: 187.5, y: 71.5)
            animator.updateItem(usingCurrentState: shade)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.2) {
            // at 1.2 s: move "shade" to (187.5, 66.5)
            shade.center = CGPoint(x: 187.5, y: 66.5)
            animator.updateItem(usingCurrentState: shade)
            // at 1.2 s: add "shade-animator"
            animator.addBehavior(shadeAnimator)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 5.2) {
            // at 5.2 s: remove "shade-animator"
            animator.removeBehavior(shadeAnimator)
        }

        // Every view follows a finger: drag it; let go while moving to flick it.
        for draggable in [shade] {
            let pan = UIPanGestureRecognizer(target: self, action: ShadeOpenCancelledViewController.handlePan(_:))  // #selector(handlePan(_:)) on iOS
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

    /// "shade-animator": one behavior made of child behaviors, added with `addChildBehavior(_:)`.
    final class ShadeAnimatorBehavior: UIDynamicBehavior {
        let pull: UIAttachmentBehavior
        let collision: UICollisionBehavior
        let itemBehavior: UIDynamicItemBehavior

        init(shade: any UIDynamicItem) {
            let pull = UIAttachmentBehavior(item: shade, attachedToAnchor: CGPoint(x: 187.5, y: -667))
            pull.length = 333.5
            pull.damping = 0.1
            pull.frequency = 3
            let collision = UICollisionBehavior(items: [shade])
            collision.setTranslatesReferenceBoundsIntoBoundary(
                with: UIEdgeInsets(top: -667, left: 0, bottom: 0, right: 0))
            let itemBehavior = UIDynamicItemBehavior(items: [shade])
            itemBehavior.elasticity = 0.6
            itemBehavior.allowsRotation = false
            self.pull = pull
            self.collision = collision
            self.itemBehavior = itemBehavior
            super.init()
            addChildBehavior(pull)
            addChildBehavior(collision)
            addChildBehavior(itemBehavior)
        }
    }
}
