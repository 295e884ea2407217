// sticky-edges-release-bottom: The metadata box, lifted but let go in the bottom half, settles back at the
// bottom-middle
// From seed 000, Chapter 11: UIKit Dynamics, Sticky behavior.
//
// Written by `dynamics code --app` (swift-dynamics): an iOS screen to paste into an app. Drag any view with a
// finger; let go while moving to flick it.
import UIKit

/// The `sticky-edges-release-bottom` scene as an iOS screen: its views and behaviors set up in `viewDidLoad()`,
/// its timed changes scheduled from there, and a pan on every view to drag and flick it.
final class StickyEdgesReleaseBottomViewController: UIViewController {
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
            // at 0.5166666666666667 s: move "tag-view" to (188.68055555555554, 613.75)
            tagView.center = CGPoint(x: 188.68055555555554, y: 613.75)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5333333333333333) {
            // at 0.5333333333333333 s: move "tag-view" to (189.86111111111111, 608.5)
            tagView.center = CGPoint(x: 189.86111111111111, y: 608.5)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.55) {
            // at 0.55 s: move "tag-view" to (191.04166666666666, 603.25)
            tagView.center = CGPoint(x: 191.04166666666666, y: 603.25)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5666666666666667) {
            // at 0.5666666666666667 s: move "tag-view" to (192.22222222222223, 598)
            tagView.center = CGPoint(x: 192.22222222222223, y: 598)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5833333333333334) {
            // at 0.5833333333333334 s: move "tag-view" to (193.40277777777777, 592.75)
            tagView.center = CGPoint(x: 193.40277777777777, y: 592.75)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) {
            // at 0.6 s: move "tag-view" to (194.58333333333334, 587.5)
            tagView.center = CGPoint(x: 194.58333333333334, y: 587.5)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.6166666666666667) {
            // at 0.6166666666666667 s: move "tag-view" to (195.76388888888889, 582.25)
            tagView.center = CGPoint(x: 195.76388888888889, y: 582.25)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.6333333333333333) {
            // at 0.6333333333333333 s: move "tag-view" to (196.94444444444446, 577)
            tagView.center = CGPoint(x: 196.94444444444446, y: 577)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.65) {
            // at 0.65 s: move "tag-view" to (198.125, 571.75)
            tagView.center = CGPoint(x: 198.125, y: 571.75)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.6666666666666666) {
            // at 0.6666666666666666 s: move "tag-view" to (199.30555555555554, 566.5)
            tagView.center = CGPoint(x: 199.30555555555554, y: 566.5)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.6833333333333333) {
            // at 0.6833333333333333 s: move "tag-view" to (200.48611111111111, 561.25)
            tagView.center = CGPoint(x: 200.48611111111111, y: 561.25)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.7) {
            // at 0.7 s: move "tag-view" to (201.66666666666666, 556)
            tagView.center = CGPoint(x: 201.66666666666666, y: 556)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.7166666666666667) {
            // at 0.7166666666666667 s: move "tag-view" to (202.84722222222223, 550.75)
            tagView.center = CGPoint(x: 202.84722222222223, y: 550.75)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.7333333333333334) {
            // at 0.7333333333333334 s: move "tag-view" to (204.02777777777777, 545.5)
            tagView.center = CGPoint(x: 204.02777777777777, y: 545.5)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.75) {
            // at 0.75 s: move "tag-view" to (205.20833333333334, 540.25)
            tagView.center = CGPoint(x: 205.20833333333334, y: 540.25)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.7666666666666666) {
            // at 0.7666666666666666 s: move "tag-view" to (206.38888888888889, 535)
            tagView.center = CGPoint(x: 206.38888888888889, y: 535)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.7833333333333333) {
            // at 0.7833333333333333 s: move "tag-view" to (207.56944444444446, 529.75)
            tagView.center = CGPoint(x: 207.56944444444446, y: 529.75)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.8) {
            // at 0.8 s: move "tag-view" to (208.75, 524.5)
            tagView.center = CGPoint(x: 208.75, y: 524.5)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.8166666666666667) {
            // at 0.8166666666666667 s: move "tag-view" to (209.93055555555554, 519.25)
            tagView.center = CGPoint(x: 209.93055555555554, y: 519.25)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.8333333333333333) {
            // at 0.8333333333333333 s: move "tag-view" to (211.11111111111111, 514)
            tagView.center = CGPoint(x: 211.11111111111111, y: 514)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.8500000000000001) {
            // at 0.8500000000000001 s: move "tag-view" to (212.29166666666666, 508.75)
            tagView.center = CGPoint(x: 212.29166666666666, y: 508.75)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.8666666666666667) {
            // at 0.8666666666666667 s: move "tag-view" to (213.47222222222223, 503.5)
            tagView.center = CGPoint(x: 213.47222222222223, y: 503.5)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.8833333333333333) {
            // at 0.8833333333333333 s: move "tag-view" to (214.65277777777777, 498.25)
            tagView.center = CGPoint(x: 214.65277777777777, y: 498.25)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.8999999999999999) {
            // at 0.8999999999999999 s: move "tag-view" to (215.83333333333334, 493)
            tagView.center = CGPoint(x: 215.83333333333334, y: 493)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.9166666666666666) {
            // at 0.9166666666666666 s: move "tag-view" to (217.01388888888889, 487.75)
            tagView.center = CGPoint(x: 217.01388888888889, y: 487.75)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.9333333333333333) {
            // at 0.9333333333333333 s: move "tag-view" to (218.19444444444446, 482.5)
            tagView.center = CGPoint(x: 218.19444444444446, y: 482.5)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.95) {
            // at 0.95 s: move "tag-view" to (219.375, 477.25)
            tagView.center = CGPoint(x: 219.375, y: 477.25)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.9666666666666667) {
            // at 0.9666666666666667 s: move "tag-view" to (220.55555555555554, 472)
            tagView.center = CGPoint(x: 220.55555555555554, y: 472)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.9833333333333334) {
            // at 0.9833333333333334 s: move "tag-view" to (221.73611111111111, 466.75)
            tagView.center = CGPoint(x: 221.73611111111111, y: 466.75)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            // at 1 s: move "tag-view" to (222.91666666666669, 461.5)
            tagView.center = CGPoint(x: 222.91666666666669, y: 461.5)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.0166666666666666) {
            // at 1.0166666666666666 s: move "tag-view" to (224.09722222222223, 456.25)
            tagView.center = CGPoint(x: 224.09722222222223, y: 456.25)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.0333333333333332) {
            // at 1.0333333333333332 s: move "tag-view" to (225.27777777777777, 451)
            tagView.center = CGPoint(x: 225.27777777777777, y: 451)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.0499999999999998) {
            // at 1.0499999999999998 s: move "tag-view" to (226.45833333333331, 445.75)
            tagView.center = CGPoint(x: 226.45833333333331, y: 445.75)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.0666666666666667) {
            // at 1.0666666666666667 s: move "tag-view" to (227.63888888888889, 440.5)
            tagView.center = CGPoint(x: 227.63888888888889, y: 440.5)
            animator.updateItem(usingCurrentState: tagView)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.0833333333333333) {
            // at 1.0833333333333333 s: move "tag-view" to (228.81944444444446, 435.25)
            tagView.center = CGPoint(x: 228.81944444444446, y: 435.25)
            animator.updateItem(usingCurrentState: tagView)
        }
        // at 1.1 s: flick "tag-view": add (70.83333333333334, -315) pt/s (your finger)
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.1) {
            // at 1.1 s: move "tag-view" to (230, 430)
            tagView.center = CGPoint(x: 230, y: 430)
            animator.updateItem(usingCurrentState: tagView)
            // at 1.1 s: add "sticky-edges"
            animator.addBehavior(stickyEdges)
        }

        // Every view follows a finger: drag it; let go while moving to flick it.
        for draggable in [tagView] {
            let pan = UIPanGestureRecognizer(target: self, action: StickyEdgesReleaseBottomViewController.handlePan(_:))  // #selector(handlePan(_:)) on iOS
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
