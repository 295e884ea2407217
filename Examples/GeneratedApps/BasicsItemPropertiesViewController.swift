// basics-item-properties: Side by side: bouncy, dead, dense, air-resisted, spinning, upright (no rotation)
// and anchored boxes.
//
// Written by `dynamics code --app` (swift-dynamics): an iOS screen to paste into an app. Drag any view with a
// finger; let go while moving to flick it.
import UIKit

/// The `basics-item-properties` scene as an iOS screen: its views and behaviors set up in `viewDidLoad()`,
/// its timed changes scheduled from there, and a pan on every view to drag and flick it.
final class BasicsItemPropertiesViewController: UIViewController {
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
        let bouncy = UIView(frame: CGRect(x: 10, y: 60, width: 40, height: 40))
        bouncy.backgroundColor = UIColor(red: 232 / 255, green: 89 / 255, blue: 12 / 255, alpha: 1)  // #e8590c
        view.addSubview(bouncy)
        let dead = UIView(frame: CGRect(x: 65, y: 60, width: 40, height: 40))
        dead.backgroundColor = UIColor(red: 134 / 255, green: 142 / 255, blue: 150 / 255, alpha: 1)  // #868e96
        view.addSubview(dead)
        let dense = UIView(frame: CGRect(x: 120, y: 60, width: 40, height: 40))
        dense.backgroundColor = UIColor(red: 52 / 255, green: 58 / 255, blue: 64 / 255, alpha: 1)  // #343a40
        view.addSubview(dense)
        let resistant = UIView(frame: CGRect(x: 175, y: 60, width: 40, height: 40))
        resistant.backgroundColor = UIColor(red: 28 / 255, green: 126 / 255, blue: 214 / 255, alpha: 1)  // #1c7ed6
        view.addSubview(resistant)
        let spinner = UIView(frame: CGRect(x: 230, y: 60, width: 40, height: 40))
        spinner.backgroundColor = UIColor(red: 47 / 255, green: 158 / 255, blue: 68 / 255, alpha: 1)  // #2f9e44
        view.addSubview(spinner)
        let upright = UIView(frame: CGRect(x: 285, y: 60, width: 40, height: 40))
        upright.backgroundColor = UIColor(red: 245 / 255, green: 159 / 255, blue: 0, alpha: 1)  // #f59f00
        view.addSubview(upright)
        let anchored = UIView(frame: CGRect(x: 340, y: 60, width: 40, height: 40))
        anchored.backgroundColor = UIColor(red: 132 / 255, green: 94 / 255, blue: 247 / 255, alpha: 1)  // #845ef7
        view.addSubview(anchored)

        let animator = UIDynamicAnimator(referenceView: view)
        self.animator = animator

        let gravity = UIGravityBehavior(items: [bouncy, dead, dense, resistant, spinner, upright, anchored])
        animator.addBehavior(gravity)

        let collision = UICollisionBehavior(items: [bouncy, dead, dense, resistant, spinner, upright, anchored])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)

        let elasticity09 = UIDynamicItemBehavior(items: [bouncy])
        elasticity09.elasticity = 0.9
        animator.addBehavior(elasticity09)

        let elasticity0 = UIDynamicItemBehavior(items: [dead])
        elasticity0.elasticity = 0
        elasticity0.friction = 1
        animator.addBehavior(elasticity0)

        let density10 = UIDynamicItemBehavior(items: [dense])
        density10.density = 10
        animator.addBehavior(density10)

        let resistance4 = UIDynamicItemBehavior(items: [resistant])
        resistance4.resistance = 4
        animator.addBehavior(resistance4)

        let spin = UIDynamicItemBehavior(items: [spinner])
        spin.elasticity = 0.4
        spin.angularResistance = 0.5
        spin.addAngularVelocity(8, for: spinner)
        animator.addBehavior(spin)

        let noRotation = UIDynamicItemBehavior(items: [upright])
        noRotation.allowsRotation = false
        noRotation.addAngularVelocity(8, for: upright)
        animator.addBehavior(noRotation)

        let anchored2 = UIDynamicItemBehavior(items: [anchored])
        anchored2.isAnchored = true
        animator.addBehavior(anchored2)

        let flickBehavior = UIDynamicItemBehavior(items: [])
        animator.addBehavior(flickBehavior)
        self.flickBehavior = flickBehavior

        // Every view follows a finger: drag it; let go while moving to flick it.
        for draggable in [bouncy, dead, dense, resistant, spinner, upright, anchored] {
            let pan = UIPanGestureRecognizer(target: self, action: BasicsItemPropertiesViewController.handlePan(_:))  // #selector(handlePan(_:)) on iOS
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
