// basics-fields: Every field kind in its own cell, one ball each; turn on the field regions layer to see each
// region.
//
// Written by `dynamics code --app` (swift-dynamics): an iOS screen to paste into an app. Drag any view with a
// finger; let go while moving to flick it.
import UIKit

/// The `basics-fields` scene as an iOS screen: its views and behaviors set up in `viewDidLoad()`,
/// its timed changes scheduled from there, and a pan on every view to drag and flick it.
final class BasicsFieldsViewController: UIViewController {
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
        let dragBall = EllipseView(frame: CGRect(x: 69, y: 91, width: 30, height: 30))
        dragBall.backgroundColor = UIColor(red: 232 / 255, green: 89 / 255, blue: 12 / 255, alpha: 1)  // #e8590c
        dragBall.layer.cornerRadius = 15
        view.addSubview(dragBall)
        let vortexBall = EllipseView(frame: CGRect(x: 189, y: 91, width: 30, height: 30))
        vortexBall.backgroundColor = UIColor(red: 28 / 255, green: 126 / 255, blue: 214 / 255, alpha: 1)  // #1c7ed6
        vortexBall.layer.cornerRadius = 15
        view.addSubview(vortexBall)
        let radialGravityBall = EllipseView(frame: CGRect(x: 309, y: 91, width: 30, height: 30))
        radialGravityBall.backgroundColor = UIColor(red: 47 / 255, green: 158 / 255, blue: 68 / 255, alpha: 1)  // #2f9e44
        radialGravityBall.layer.cornerRadius = 15
        view.addSubview(radialGravityBall)
        let linearGravityBall = EllipseView(frame: CGRect(x: 429, y: 91, width: 30, height: 30))
        linearGravityBall.backgroundColor = UIColor(red: 132 / 255, green: 94 / 255, blue: 247 / 255, alpha: 1)  // #845ef7
        linearGravityBall.layer.cornerRadius = 15
        view.addSubview(linearGravityBall)
        let velocityBall = EllipseView(frame: CGRect(x: 549, y: 91, width: 30, height: 30))
        velocityBall.backgroundColor = UIColor(red: 245 / 255, green: 159 / 255, blue: 0, alpha: 1)  // #f59f00
        velocityBall.layer.cornerRadius = 15
        view.addSubview(velocityBall)
        let noiseBall = EllipseView(frame: CGRect(x: 69, y: 351, width: 30, height: 30))
        noiseBall.backgroundColor = UIColor(red: 232 / 255, green: 89 / 255, blue: 12 / 255, alpha: 1)  // #e8590c
        noiseBall.layer.cornerRadius = 15
        view.addSubview(noiseBall)
        let turbulenceBall = EllipseView(frame: CGRect(x: 189, y: 351, width: 30, height: 30))
        turbulenceBall.backgroundColor = UIColor(red: 28 / 255, green: 126 / 255, blue: 214 / 255, alpha: 1)  // #1c7ed6
        turbulenceBall.layer.cornerRadius = 15
        view.addSubview(turbulenceBall)
        let springBall = EllipseView(frame: CGRect(x: 309, y: 351, width: 30, height: 30))
        springBall.backgroundColor = UIColor(red: 47 / 255, green: 158 / 255, blue: 68 / 255, alpha: 1)  // #2f9e44
        springBall.layer.cornerRadius = 15
        view.addSubview(springBall)
        let electricBall = EllipseView(frame: CGRect(x: 429, y: 351, width: 30, height: 30))
        electricBall.backgroundColor = UIColor(red: 132 / 255, green: 94 / 255, blue: 247 / 255, alpha: 1)  // #845ef7
        electricBall.layer.cornerRadius = 15
        view.addSubview(electricBall)
        let magneticBall = EllipseView(frame: CGRect(x: 549, y: 351, width: 30, height: 30))
        magneticBall.backgroundColor = UIColor(red: 245 / 255, green: 159 / 255, blue: 0, alpha: 1)  // #f59f00
        magneticBall.layer.cornerRadius = 15
        view.addSubview(magneticBall)

        let animator = UIDynamicAnimator(referenceView: view)
        self.animator = animator

        let cells = UICollisionBehavior(items: [dragBall, vortexBall, radialGravityBall, linearGravityBall, velocityBall, noiseBall, turbulenceBall, springBall, electricBall, magneticBall])
        cells.translatesReferenceBoundsIntoBoundary = true
        cells.addBoundary(
            withIdentifier: "middle" as NSString,
            from: CGPoint(x: 0, y: 260), to: CGPoint(x: 600, y: 260))
        cells.addBoundary(
            withIdentifier: "wall-1" as NSString,
            from: CGPoint(x: 120, y: 0), to: CGPoint(x: 120, y: 520))
        cells.addBoundary(
            withIdentifier: "wall-2" as NSString,
            from: CGPoint(x: 240, y: 0), to: CGPoint(x: 240, y: 520))
        cells.addBoundary(
            withIdentifier: "wall-3" as NSString,
            from: CGPoint(x: 360, y: 0), to: CGPoint(x: 360, y: 520))
        cells.addBoundary(
            withIdentifier: "wall-4" as NSString,
            from: CGPoint(x: 480, y: 0), to: CGPoint(x: 480, y: 520))
        animator.addBehavior(cells)

        let thrown = UIDynamicItemBehavior(items: [dragBall, turbulenceBall, magneticBall])
        thrown.addLinearVelocity(CGPoint(x: -300, y: 150), for: dragBall)
        thrown.addLinearVelocity(CGPoint(x: -300, y: 150), for: turbulenceBall)
        thrown.addLinearVelocity(CGPoint(x: -300, y: 150), for: magneticBall)
        animator.addBehavior(thrown)

        let charged = UIDynamicItemBehavior(items: [electricBall])
        charged.charge = 1
        animator.addBehavior(charged)

        let drag = UIFieldBehavior.dragField()
        drag.position = CGPoint(x: 60, y: 130)
        drag.region = UIRegion(size: CGSize(width: 116, height: 256))
        drag.strength = 0.05
        drag.addItem(dragBall)
        animator.addBehavior(drag)

        let vortex = UIFieldBehavior.vortexField()
        vortex.position = CGPoint(x: 180, y: 130)
        vortex.region = UIRegion(size: CGSize(width: 116, height: 256))
        vortex.strength = 0.02
        vortex.addItem(vortexBall)
        animator.addBehavior(vortex)

        let radialGravity = UIFieldBehavior.radialGravityField(position: CGPoint(x: 300, y: 130))
        radialGravity.region = UIRegion(size: CGSize(width: 116, height: 256))
        radialGravity.strength = 2
        radialGravity.falloff = 0
        radialGravity.addItem(radialGravityBall)
        animator.addBehavior(radialGravity)

        let linearGravity = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 5))
        linearGravity.position = CGPoint(x: 420, y: 130)
        linearGravity.region = UIRegion(size: CGSize(width: 116, height: 256))
        linearGravity.strength = 1
        linearGravity.addItem(linearGravityBall)
        animator.addBehavior(linearGravity)

        let velocity = UIFieldBehavior.velocityField(direction: CGVector(dx: 0.6, dy: 0))
        velocity.position = CGPoint(x: 540, y: 130)
        velocity.region = UIRegion(radius: 40)
        velocity.addItem(velocityBall)
        animator.addBehavior(velocity)

        let noise = UIFieldBehavior.noiseField(smoothness: 0.5, animationSpeed: 1)
        noise.position = CGPoint(x: 60, y: 390)
        noise.region = UIRegion(size: CGSize(width: 116, height: 256))
        noise.strength = 1
        noise.addItem(noiseBall)
        animator.addBehavior(noise)

        let turbulence = UIFieldBehavior.turbulenceField(smoothness: 0.5, animationSpeed: 1)
        turbulence.position = CGPoint(x: 180, y: 390)
        turbulence.region = UIRegion(size: CGSize(width: 116, height: 256))
        turbulence.strength = 2
        turbulence.addItem(turbulenceBall)
        animator.addBehavior(turbulence)

        let spring = UIFieldBehavior.springField()
        spring.position = CGPoint(x: 300, y: 390)
        spring.region = UIRegion(size: CGSize(width: 116, height: 256))
        spring.strength = 1
        spring.addItem(springBall)
        animator.addBehavior(spring)

        let electric = UIFieldBehavior.electricField()
        electric.position = CGPoint(x: 420, y: 390)
        electric.region = UIRegion(size: CGSize(width: 116, height: 256))
        electric.strength = -2
        electric.falloff = 0
        electric.addItem(electricBall)
        animator.addBehavior(electric)

        let magnetic = UIFieldBehavior.magneticField()
        magnetic.position = CGPoint(x: 540, y: 390)
        magnetic.region = UIRegion(size: CGSize(width: 116, height: 256))
        magnetic.strength = 0.5
        magnetic.falloff = 0
        magnetic.addItem(magneticBall)
        animator.addBehavior(magnetic)

        let flickBehavior = UIDynamicItemBehavior(items: [])
        animator.addBehavior(flickBehavior)
        self.flickBehavior = flickBehavior

        // Every view follows a finger: drag it; let go while moving to flick it.
        for draggable in [dragBall, vortexBall, radialGravityBall, linearGravityBall, velocityBall, noiseBall, turbulenceBall, springBall, electricBall, magneticBall] {
            let pan = UIPanGestureRecognizer(target: self, action: BasicsFieldsViewController.handlePan(_:))  // #selector(handlePan(_:)) on iOS
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

    /// A view whose collision outline is the ellipse inscribed in its bounds.
    final class EllipseView: UIView {
        override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
    }
}
