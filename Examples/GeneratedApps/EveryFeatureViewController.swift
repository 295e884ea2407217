// every-feature: Every kind of item, behavior, field, region and scripted input the scene format has
// From Tests/Fixtures/every-feature.json.
//
// Written by `dynamics code --app` (swift-dynamics): an iOS screen to paste into an app. Drag any view with a
// finger; let go while moving to flick it.
import UIKit

/// The `every-feature` scene as an iOS screen: its views and behaviors set up in `viewDidLoad()`,
/// its timed changes scheduled from there, and a pan on every view to drag and flick it.
final class EveryFeatureViewController: UIViewController {
    /// The animator: kept as long as the controller, or the behaviors stop.
    private var animator: UIDynamicAnimator!
    /// While a finger drags a view: the attachment from the touched point to the finger.
    private var dragAttachment: UIAttachmentBehavior?
    /// Gives a view let go while moving the finger's velocity (a flick).
    private var flickBehavior: UIDynamicItemBehavior!
    /// The item groups: a view in a group is dragged with its group.
    private var itemGroups: [UIDynamicItemGroup] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        // The scene is laid out in a 400 × 600 pt view; here the reference view is the controller's, as big
        // as the screen.
        let box = UIView(frame: CGRect(x: 80, y: 85, width: 40, height: 30))
        box.backgroundColor = UIColor(red: 51 / 255, green: 102 / 255, blue: 153 / 255, alpha: 1)  // #336699
        box.transform = CGAffineTransform(rotationAngle: 0.25)
        view.addSubview(box)
        let ball = EllipseView(frame: CGRect(x: 185, y: 65, width: 30, height: 30))
        ball.backgroundColor = .blue
        ball.layer.cornerRadius = 15
        view.addSubview(ball)
        let wedge = PathView(frame: CGRect(x: 280, y: 80, width: 40, height: 40))
        wedge.backgroundColor = .green
        let wedgeOutline = UIBezierPath()
        wedgeOutline.move(to: CGPoint(x: -20, y: 20))
        wedgeOutline.addLine(to: CGPoint(x: 20, y: 20))
        wedgeOutline.addLine(to: CGPoint(x: 0, y: -20))
        wedgeOutline.close()
        wedge.boundingPath = wedgeOutline
        view.addSubview(wedge)
        let left = UIView(frame: CGRect(x: 70, y: 290, width: 20, height: 20))
        left.backgroundColor = .systemGray  // the scene gives no colour
        view.addSubview(left)
        let right = UIView(frame: CGRect(x: 110, y: 290, width: 20, height: 20))
        right.backgroundColor = .systemGray  // the scene gives no colour
        view.addSubview(right)
        let bob = UIView(frame: CGRect(x: 240, y: 290, width: 20, height: 20))
        bob.backgroundColor = .systemGray  // the scene gives no colour
        view.addSubview(bob)
        let slider = UIView(frame: CGRect(x: 320, y: 290, width: 20, height: 20))
        slider.backgroundColor = .systemGray  // the scene gives no colour
        view.addSubview(slider)
        let button = UIView(frame: CGRect(x: 270, y: 480, width: 60, height: 40))
        button.backgroundColor = .systemGray  // the scene draws it in salmon
        view.addSubview(button)
        // "button-size" turns the animator's position changes into "button"'s size.
        let buttonSize = PositionToBoundsMapping(target: button)
        let dumbbell = UIDynamicItemGroup(items: [left, right])
        self.itemGroups = [dumbbell]

        let animator = UIDynamicAnimator(referenceView: view)
        self.animator = animator

        let gravity = UIGravityBehavior(items: [box, ball, wedge, dumbbell, bob])
        gravity.setAngle(1.5, magnitude: 0.8)
        animator.addBehavior(gravity)

        let walls = UICollisionBehavior(items: [box, ball, wedge, dumbbell])
        walls.setTranslatesReferenceBoundsIntoBoundary(
            with: UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0))
        walls.addBoundary(
            withIdentifier: "shelf" as NSString,
            from: CGPoint(x: 150, y: 400), to: CGPoint(x: 390, y: 420))
        let rampBoundary = UIBezierPath()
        rampBoundary.move(to: CGPoint(x: 0, y: 500))
        rampBoundary.addLine(to: CGPoint(x: 100, y: 560))
        rampBoundary.addLine(to: CGPoint(x: 0, y: 560))
        rampBoundary.close()
        walls.addBoundary(withIdentifier: "ramp" as NSString, for: rampBoundary)
        animator.addBehavior(walls)

        let itemsOnly = UICollisionBehavior(items: [bob, slider])
        itemsOnly.collisionMode = .items
        animator.addBehavior(itemsOnly)

        let properties = UIDynamicItemBehavior(items: [box, ball])
        properties.elasticity = 0.5
        properties.friction = 0.2
        properties.density = 2
        properties.resistance = 0.1
        properties.angularResistance = 0.3
        properties.charge = 1
        properties.isAnchored = false
        properties.allowsRotation = true
        properties.addLinearVelocity(CGPoint(x: 20, y: -10), for: box)
        properties.addAngularVelocity(0.5, for: box)
        properties.addLinearVelocity(CGPoint(x: 20, y: -10), for: ball)
        properties.addAngularVelocity(0.5, for: ball)
        animator.addBehavior(properties)

        let rope = UIAttachmentBehavior(
            item: bob, offsetFromCenter: UIOffset(horizontal: 5, vertical: -5),
            attachedToAnchor: CGPoint(x: 250, y: 200))
        rope.length = 90
        rope.damping = 0.4
        rope.frequency = 2
        animator.addBehavior(rope)

        let spring = UIAttachmentBehavior(
            item: box, offsetFromCenter: UIOffset(horizontal: 0, vertical: 0),
            attachedTo: ball, offsetFromCenter: UIOffset(horizontal: 0, vertical: 10))
        animator.addBehavior(spring)

        let rail = UIAttachmentBehavior.slidingAttachment(
            with: slider,
            attachmentAnchor: CGPoint(x: 330, y: 300), axisOfTranslation: CGVector(dx: 0, dy: 1))
        rail.attachmentRange = UIFloatRange(minimum: -40, maximum: 40)
        animator.addBehavior(rail)

        let limit = UIAttachmentBehavior.limitAttachment(
            with: bob, offsetFromCenter: UIOffset(horizontal: 0, vertical: 0),
            attachedTo: slider, offsetFromCenter: UIOffset(horizontal: 0, vertical: 0))
        animator.addBehavior(limit)

        let pin = UIAttachmentBehavior.pinAttachment(
            with: box, attachedTo: wedge, attachmentAnchor: CGPoint(x: 200, y: 100))
        pin.frictionTorque = 0.1
        animator.addBehavior(pin)

        let weld = UIAttachmentBehavior.fixedAttachment(
            with: ball, attachedTo: wedge, attachmentAnchor: CGPoint(x: 250, y: 90))
        // weld is added later, by the script below.

        let snap = UISnapBehavior(item: slider, snapTo: CGPoint(x: 330, y: 320))
        snap.damping = 0.7
        // snap is added later, by the script below.

        let push = UIPushBehavior(items: [buttonSize], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 1, dy: 1)
        push.setTargetOffsetFromCenter(UIOffset(horizontal: 2, vertical: 0), for: buttonSize)
        push.active = true
        animator.addBehavior(push)

        let steady = UIPushBehavior(items: [ball], mode: .continuous)
        steady.setAngle(0.1, magnitude: 0.01)
        animator.addBehavior(steady)

        let buttonSpring = UIAttachmentBehavior(item: buttonSize, attachedToAnchor: CGPoint(x: 60, y: 40))
        buttonSpring.damping = 0.2
        buttonSpring.frequency = 3
        animator.addBehavior(buttonSpring)

        let composite = CompositeBehavior(slider: slider)
        animator.addBehavior(composite)

        let fieldDrag = UIFieldBehavior.dragField()
        fieldDrag.position = CGPoint(x: 200, y: 300)
        fieldDrag.region = UIRegion.infinite
        fieldDrag.strength = 0.001
        fieldDrag.addItem(ball)
        animator.addBehavior(fieldDrag)

        let fieldVortex = UIFieldBehavior.vortexField()
        fieldVortex.position = CGPoint(x: 200, y: 300)
        fieldVortex.region = UIRegion.empty
        fieldVortex.strength = 0.001
        fieldVortex.direction = CGVector(dx: 1, dy: 0)
        fieldVortex.addItem(ball)
        animator.addBehavior(fieldVortex)

        let fieldRadialGravity = UIFieldBehavior.radialGravityField(position: CGPoint(x: 200, y: 300))
        fieldRadialGravity.region = UIRegion(radius: 50)
        fieldRadialGravity.strength = 0.001
        fieldRadialGravity.falloff = 1
        fieldRadialGravity.minimumRadius = 5
        fieldRadialGravity.addItem(ball)
        animator.addBehavior(fieldRadialGravity)

        let fieldLinearGravity = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 0.5))
        fieldLinearGravity.position = CGPoint(x: 200, y: 300)
        fieldLinearGravity.region = UIRegion(size: CGSize(width: 100, height: 80))
        fieldLinearGravity.strength = 0.001
        fieldLinearGravity.addItem(ball)
        animator.addBehavior(fieldLinearGravity)

        let fieldVelocity = UIFieldBehavior.velocityField(direction: CGVector(dx: 0, dy: 0.5))
        fieldVelocity.position = CGPoint(x: 200, y: 300)
        fieldVelocity.region = UIRegion(radius: 20).inverse()
        fieldVelocity.strength = 0.001
        fieldVelocity.addItem(ball)
        animator.addBehavior(fieldVelocity)

        let fieldNoise = UIFieldBehavior.noiseField(smoothness: 0.5, animationSpeed: 1)
        fieldNoise.position = CGPoint(x: 200, y: 300)
        fieldNoise.region = UIRegion(radius: 10).byUnion(with: UIRegion(size: CGSize(width: 5, height: 5)))
        fieldNoise.strength = 0.001
        fieldNoise.addItem(ball)
        animator.addBehavior(fieldNoise)

        let fieldTurbulence = UIFieldBehavior.turbulenceField(smoothness: 0.5, animationSpeed: 1)
        fieldTurbulence.position = CGPoint(x: 200, y: 300)
        fieldTurbulence.region = UIRegion(radius: 100).byIntersection(with: UIRegion(radius: 10).inverse())
        fieldTurbulence.strength = 0.001
        fieldTurbulence.addItem(ball)
        animator.addBehavior(fieldTurbulence)

        let fieldSpring = UIFieldBehavior.springField()
        fieldSpring.position = CGPoint(x: 200, y: 300)
        fieldSpring.region = UIRegion(radius: 60).byDifference(from: UIRegion(radius: 30))
        fieldSpring.strength = 0.001
        fieldSpring.addItem(ball)
        animator.addBehavior(fieldSpring)

        let fieldElectric = UIFieldBehavior.electricField()
        fieldElectric.position = CGPoint(x: 200, y: 300)
        fieldElectric.region = UIRegion.infinite
        fieldElectric.strength = 0.001
        fieldElectric.addItem(ball)
        animator.addBehavior(fieldElectric)

        let fieldMagnetic = UIFieldBehavior.magneticField()
        fieldMagnetic.position = CGPoint(x: 200, y: 300)
        fieldMagnetic.region = UIRegion(radius: 1000)
        fieldMagnetic.strength = 0.001
        fieldMagnetic.addItem(ball)
        animator.addBehavior(fieldMagnetic)

        let flickBehavior = UIDynamicItemBehavior(items: [])
        animator.addBehavior(flickBehavior)
        self.flickBehavior = flickBehavior

        // The scene's script, timed from when the view loads. Its touches stand in for yours, so they are
        // left out and only named here.
        // at 0.2 s: drag "box" through (100, 100) at +0 s, (120, 90) at +0.1 s, (150, 95) at +0.25 s, let go
        // moving (100, -50) pt/s (your finger)
        // at 0.3 s: flick "ball": add (-30, 0) pt/s and 1 rad/s (your finger)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
            // at 0.5 s: add "snap"
            animator.addBehavior(snap)
            // at 0.5 s: add "late-gravity"
            composite.addChildBehavior(composite.lateGravity)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) {
            // at 0.6 s: set "gravity".direction to CGVector(dx: 0.1, dy: 1)
            gravity.gravityDirection = CGVector(dx: 0.1, dy: 1)
            // at 0.6 s: set "steady".direction to CGVector(dx: 0, dy: -0.01)
            steady.pushDirection = CGVector(dx: 0, dy: -0.01)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.7) {
            // at 0.7 s: set "rope".anchorPoint to CGPoint(x: 240, y: 210)
            rope.anchorPoint = CGPoint(x: 240, y: 210)
            // at 0.7 s: set "walls".translatesReferenceBoundsIntoBoundary to true
            walls.translatesReferenceBoundsIntoBoundary = true
        }
        // at 0.8 s: move the anchors of "rope", each 0 s after the previous, along (0, 0) at +0 s, (10, 0) at
        // +0.2 s (your finger)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.9) {
            // at 0.9 s: move "wedge" to (310, 120)
            wedge.center = CGPoint(x: 310, y: 120)
            animator.updateItem(usingCurrentState: wedge)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            // at 1 s: remove "late-gravity"
            composite.removeChildBehavior(composite.lateGravity)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.2) {
            // at 1.2 s: add "weld"
            animator.addBehavior(weld)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
            // at 1.5 s: remove "steady"
            animator.removeBehavior(steady)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 2.5) {
            // at 2.5 s: remove "gravity"
            animator.removeBehavior(gravity)
        }

        // Every view follows a finger: drag it; let go while moving to flick it.
        for draggable in [box, ball, wedge, left, right, bob, slider] {
            let pan = UIPanGestureRecognizer(target: self, action: EveryFeatureViewController.handlePan(_:))  // #selector(handlePan(_:)) on iOS
            draggable.addGestureRecognizer(pan)
        }
    }

    /// A finger drags the view it touched, as the playground's pointer does: an attachment from
    /// the touched point to the finger follows it; let go, the attachment goes and the view
    /// keeps the finger's velocity.
    func handlePan(_ gesture: UIPanGestureRecognizer) {  // @objc on iOS
        guard let touched = gesture.view else { return }
        // A view in an item group moves with its group, never on its own.
        let item: any UIDynamicItem =
            itemGroups.first { group in group.items.contains { $0 === touched } } ?? touched
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

    /// A view whose collision outline is a closed path around its centre.
    final class PathView: UIView {
        var boundingPath = UIBezierPath()
        override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .path }
        override var collisionBoundingPath: UIBezierPath { boundingPath }
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

    /// "composite": one behavior made of child behaviors, added with `addChildBehavior(_:)`.
    final class CompositeBehavior: UIDynamicBehavior {
        let itemBehavior: UIDynamicItemBehavior
        let lateGravity: UIGravityBehavior

        init(slider: any UIDynamicItem) {
            let itemBehavior = UIDynamicItemBehavior(items: [slider])
            let lateGravity = UIGravityBehavior(items: [slider])
            lateGravity.gravityDirection = CGVector(dx: 0, dy: 0.5)
            self.itemBehavior = itemBehavior
            self.lateGravity = lateGravity
            super.init()
            addChildBehavior(itemBehavior)
            // lateGravity joins later, by the script.
        }
    }
}
