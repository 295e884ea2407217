// sticky-edges-fling: The metadata box, flicked up from the bottom half, coasts over the middle and docks at
// the top
// From seed 000, Chapter 11: UIKit Dynamics, Sticky behavior.
//
// Written by `dynamics code --app` (swift-dynamics): an iOS screen to paste into an app. Drag any view with a
// finger; let go while moving to flick it.
import UIKit

/// The `sticky-edges-fling` scene as an iOS screen: its views and behaviors set up in `viewDidLoad()`,
/// its timed changes scheduled from there, and a pan on every view to drag and flick it.
final class StickyEdgesFlingViewController: UIViewController {
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
        let tagView = UIView(frame: CGRect(x: 67.5, y: 579, width: 240, height: 80))
        tagView.backgroundColor = UIColor(red: 51 / 255, green: 51 / 255, blue: 51 / 255, alpha: 1)  // #333333
        view.addSubview(tagView)

        let animator = UIDynamicAnimator(referenceView: view)
        self.animator = animator

        let stickyEdges = StickyEdgesBehavior(tagView: tagView)
        // stickyEdges is added later, by the script below.

        let flickBehavior = UIDynamicItemBehavior(items: [])
        animator.addBehavior(flickBehavior)
        self.flickBehavior = flickBehavior

        // The scene's script, timed from when the view loads. Its touches stand in for yours, so they are
        // left out and only named here.
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
            // at 0.5 s: move "tag-view" to (187.5, 619)
            tagView.center = CGPoint(x: 187.5, y: 619)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5166666666666667) {
            // at 0.5166666666666667 s: move "tag-view" to (187.5, 569)
            tagView.center = CGPoint(x: 187.5, y: 569)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5333333333333333) {
            // at 0.5333333333333333 s: move "tag-view" to (187.5, 519)
            tagView.center = CGPoint(x: 187.5, y: 519)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.55) {
            // at 0.55 s: move "tag-view" to (187.5, 469)
            tagView.center = CGPoint(x: 187.5, y: 469)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5666666666666667) {
            // at 0.5666666666666667 s: move "tag-view" to (187.5, 419)
            tagView.center = CGPoint(x: 187.5, y: 419)
            animator.updateItem(usingCurrentState: tagView)
        }
        // at 0.5833333333333334 s: flick "tag-view": add (0, -3000) pt/s (your finger)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5833333333333334) {
            // at 0.5833333333333334 s: move "tag-view" to (187.5, 369)
            tagView.center = CGPoint(x: 187.5, y: 369)
            animator.updateItem(usingCurrentState: tagView)
            // at 0.5833333333333334 s: add "sticky-edges"
            animator.addBehavior(stickyEdges)
        }

        // Every view follows a finger: drag it; let go while moving to flick it.
        for draggable in [tagView] {
            let pan = UIPanGestureRecognizer(target: self, action: StickyEdgesFlingViewController.handlePan(_:))  // #selector(handlePan(_:)) on iOS
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

    /// "sticky-edges": one behavior made of child behaviors, added with `addChildBehavior(_:)`.
    final class StickyEdgesBehavior: UIDynamicBehavior {
        let stickyCollision: UICollisionBehavior
        let stickyItem: UIDynamicItemBehavior
        let stickyTop: UIFieldBehavior
        let stickyBottom: UIFieldBehavior

        init(tagView: any UIDynamicItem) {
            let stickyCollision = UICollisionBehavior(items: [tagView])
            stickyCollision.translatesReferenceBoundsIntoBoundary = true
            let stickyItem = UIDynamicItemBehavior(items: [tagView])
            stickyItem.friction = 0
            stickyItem.density = 0.01
            stickyItem.resistance = 20
            stickyItem.allowsRotation = false
            let stickyTop = UIFieldBehavior.springField()
            stickyTop.position = CGPoint(x: 187.5, y: 48)
            stickyTop.region = UIRegion(size: CGSize(width: 359, height: 571))
            stickyTop.addItem(tagView)
            let stickyBottom = UIFieldBehavior.springField()
            stickyBottom.position = CGPoint(x: 187.5, y: 619)
            stickyBottom.region = UIRegion(size: CGSize(width: 359, height: 571))
            stickyBottom.addItem(tagView)
            self.stickyCollision = stickyCollision
            self.stickyItem = stickyItem
            self.stickyTop = stickyTop
            self.stickyBottom = stickyBottom
            super.init()
            addChildBehavior(stickyCollision)
            addChildBehavior(stickyItem)
            addChildBehavior(stickyTop)
            addChildBehavior(stickyBottom)
        }
    }
}
