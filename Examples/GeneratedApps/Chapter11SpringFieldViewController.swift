// chapter11-spring-field: A spring field draws the white square to (150, 350), where it bounces and settles
// From seed 000, Chapter 11: UIKit Dynamics, Your first behavior.
//
// Written by `dynamics code --app` (swift-dynamics): an iOS screen to paste into an app. Drag any view with a
// finger; let go while moving to flick it.
import UIKit

/// The `chapter11-spring-field` scene as an iOS screen: its views and behaviors set up in `viewDidLoad()`,
/// its timed changes scheduled from there, and a pan on every view to drag and flick it.
final class Chapter11SpringFieldViewController: UIViewController {
    /// The animator: kept as long as the controller, or the behaviors stop.
    private var animator: UIDynamicAnimator!
    /// While a finger drags a view: the attachment from the touched point to the finger.
    private var dragAttachment: UIAttachmentBehavior?
    /// Gives a view let go while moving the finger's velocity (a flick).
    private var flickBehavior: UIDynamicItemBehavior!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        // The scene is laid out in a 600 × 600 pt view; here the reference view is the controller's, as big
        // as the screen.
        let whiteSquare = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        whiteSquare.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)  // #ffffff
        view.addSubview(whiteSquare)
        let orangeSquare = UIView(frame: CGRect(x: 400, y: 100, width: 100, height: 100))
        orangeSquare.backgroundColor = UIColor(red: 1, green: 128 / 255, blue: 0, alpha: 1)  // #ff8000
        view.addSubview(orangeSquare)

        let animator = UIDynamicAnimator(referenceView: view)
        self.animator = animator

        let gravity = UIGravityBehavior(items: [orangeSquare])
        animator.addBehavior(gravity)

        let boundaryCollision = UICollisionBehavior(items: [whiteSquare, orangeSquare])
        boundaryCollision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(boundaryCollision)

        let bounce = UIDynamicItemBehavior(items: [orangeSquare])
        bounce.elasticity = 0.6
        bounce.density = 200
        bounce.resistance = 2
        animator.addBehavior(bounce)

        let parentBehavior = ParentBehaviorBehavior(whiteSquare: whiteSquare)
        animator.addBehavior(parentBehavior)

        let flickBehavior = UIDynamicItemBehavior(items: [])
        animator.addBehavior(flickBehavior)
        self.flickBehavior = flickBehavior

        // Every view follows a finger: drag it; let go while moving to flick it.
        for draggable in [whiteSquare, orangeSquare] {
            let pan = UIPanGestureRecognizer(target: self, action: Chapter11SpringFieldViewController.handlePan(_:))  // #selector(handlePan(_:)) on iOS
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

    /// "parent-behavior": one behavior made of child behaviors, added with `addChildBehavior(_:)`.
    final class ParentBehaviorBehavior: UIDynamicBehavior {
        let viewBehavior: UIDynamicItemBehavior
        let springField: UIFieldBehavior

        init(whiteSquare: any UIDynamicItem) {
            let viewBehavior = UIDynamicItemBehavior(items: [whiteSquare])
            viewBehavior.friction = 0
            viewBehavior.density = 0.01
            viewBehavior.resistance = 10
            viewBehavior.allowsRotation = false
            let springField = UIFieldBehavior.springField()
            springField.position = CGPoint(x: 150, y: 350)
            springField.region = UIRegion(size: CGSize(width: 500, height: 500))
            springField.addItem(whiteSquare)
            self.viewBehavior = viewBehavior
            self.springField = springField
            super.init()
            addChildBehavior(viewBehavior)
            addChildBehavior(springField)
        }
    }
}
