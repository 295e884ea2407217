// sticky-edges-release-top: The metadata box, dragged into the top half and let go, docks at the top-middle
// From seed 000, Chapter 11: UIKit Dynamics, Sticky behavior.
//
// Written by `dynamics code --app` (swift-dynamics): an iOS screen to paste into an app. Drag any view with a
// finger; let go while moving to flick it.
import UIKit

/// The `sticky-edges-release-top` scene as an iOS screen: its views and behaviors set up in `viewDidLoad()`,
/// its timed changes scheduled from there, and a pan on every view to drag and flick it.
final class StickyEdgesReleaseTopViewController: UIViewController {
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
            // at 0.5166666666666667 s: move "tag-view" to (186.25, 605.0333333333333)
            tagView.center = CGPoint(x: 186.25, y: 605.0333333333333)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5333333333333333) {
            // at 0.5333333333333333 s: move "tag-view" to (185, 591.0666666666667)
            tagView.center = CGPoint(x: 185, y: 591.0666666666667)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.55) {
            // at 0.55 s: move "tag-view" to (183.75, 577.1)
            tagView.center = CGPoint(x: 183.75, y: 577.1)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5666666666666667) {
            // at 0.5666666666666667 s: move "tag-view" to (182.5, 563.1333333333333)
            tagView.center = CGPoint(x: 182.5, y: 563.1333333333333)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5833333333333334) {
            // at 0.5833333333333334 s: move "tag-view" to (181.25, 549.1666666666666)
            tagView.center = CGPoint(x: 181.25, y: 549.1666666666666)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) {
            // at 0.6 s: move "tag-view" to (180, 535.2)
            tagView.center = CGPoint(x: 180, y: 535.2)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.6166666666666667) {
            // at 0.6166666666666667 s: move "tag-view" to (178.75, 521.2333333333333)
            tagView.center = CGPoint(x: 178.75, y: 521.2333333333333)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.6333333333333333) {
            // at 0.6333333333333333 s: move "tag-view" to (177.5, 507.26666666666665)
            tagView.center = CGPoint(x: 177.5, y: 507.26666666666665)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.65) {
            // at 0.65 s: move "tag-view" to (176.25, 493.3)
            tagView.center = CGPoint(x: 176.25, y: 493.3)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.6666666666666666) {
            // at 0.6666666666666666 s: move "tag-view" to (175, 479.33333333333337)
            tagView.center = CGPoint(x: 175, y: 479.33333333333337)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.6833333333333333) {
            // at 0.6833333333333333 s: move "tag-view" to (173.75, 465.3666666666667)
            tagView.center = CGPoint(x: 173.75, y: 465.3666666666667)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.7) {
            // at 0.7 s: move "tag-view" to (172.5, 451.4)
            tagView.center = CGPoint(x: 172.5, y: 451.4)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.7166666666666667) {
            // at 0.7166666666666667 s: move "tag-view" to (171.25, 437.43333333333334)
            tagView.center = CGPoint(x: 171.25, y: 437.43333333333334)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.7333333333333334) {
            // at 0.7333333333333334 s: move "tag-view" to (170, 423.4666666666667)
            tagView.center = CGPoint(x: 170, y: 423.4666666666667)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.75) {
            // at 0.75 s: move "tag-view" to (168.75, 409.5)
            tagView.center = CGPoint(x: 168.75, y: 409.5)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.7666666666666666) {
            // at 0.7666666666666666 s: move "tag-view" to (167.5, 395.5333333333333)
            tagView.center = CGPoint(x: 167.5, y: 395.5333333333333)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.7833333333333333) {
            // at 0.7833333333333333 s: move "tag-view" to (166.25, 381.56666666666666)
            tagView.center = CGPoint(x: 166.25, y: 381.56666666666666)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.8) {
            // at 0.8 s: move "tag-view" to (165, 367.6)
            tagView.center = CGPoint(x: 165, y: 367.6)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.8166666666666667) {
            // at 0.8166666666666667 s: move "tag-view" to (163.75, 353.6333333333333)
            tagView.center = CGPoint(x: 163.75, y: 353.6333333333333)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.8333333333333333) {
            // at 0.8333333333333333 s: move "tag-view" to (162.5, 339.6666666666667)
            tagView.center = CGPoint(x: 162.5, y: 339.6666666666667)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.85) {
            // at 0.85 s: move "tag-view" to (161.25, 325.70000000000005)
            tagView.center = CGPoint(x: 161.25, y: 325.70000000000005)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.8666666666666667) {
            // at 0.8666666666666667 s: move "tag-view" to (160, 311.73333333333335)
            tagView.center = CGPoint(x: 160, y: 311.73333333333335)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.8833333333333333) {
            // at 0.8833333333333333 s: move "tag-view" to (158.75, 297.76666666666665)
            tagView.center = CGPoint(x: 158.75, y: 297.76666666666665)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.9) {
            // at 0.9 s: move "tag-view" to (157.5, 283.79999999999995)
            tagView.center = CGPoint(x: 157.5, y: 283.79999999999995)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.9166666666666667) {
            // at 0.9166666666666667 s: move "tag-view" to (156.25, 269.8333333333333)
            tagView.center = CGPoint(x: 156.25, y: 269.8333333333333)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.9333333333333333) {
            // at 0.9333333333333333 s: move "tag-view" to (155, 255.86666666666667)
            tagView.center = CGPoint(x: 155, y: 255.86666666666667)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.95) {
            // at 0.95 s: move "tag-view" to (153.75, 241.89999999999998)
            tagView.center = CGPoint(x: 153.75, y: 241.89999999999998)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.9666666666666667) {
            // at 0.9666666666666667 s: move "tag-view" to (152.5, 227.93333333333334)
            tagView.center = CGPoint(x: 152.5, y: 227.93333333333334)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.9833333333333334) {
            // at 0.9833333333333334 s: move "tag-view" to (151.25, 213.96666666666664)
            tagView.center = CGPoint(x: 151.25, y: 213.96666666666664)
            animator.updateItem(usingCurrentState: tagView)
        }
        // at 1 s: flick "tag-view": add (-75, -838) pt/s (your finger)
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            // at 1 s: move "tag-view" to (150, 200)
            tagView.center = CGPoint(x: 150, y: 200)
            animator.updateItem(usingCurrentState: tagView)
            // at 1 s: add "sticky-edges"
            animator.addBehavior(stickyEdges)
        }

        // Every view follows a finger: drag it; let go while moving to flick it.
        for draggable in [tagView] {
            let pan = UIPanGestureRecognizer(target: self, action: StickyEdgesReleaseTopViewController.handlePan(_:))  // #selector(handlePan(_:)) on iOS
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
