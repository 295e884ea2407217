// Seed 003 ("iOS 9 Day by Day #9: New UIKit Dynamics Features"): a square and an ellipse in a
// noise field, gravity following the device's tilt, and sliders for the field's strength,
// smoothness and speed.
import UIKitDynamics

class Ellipse: UIView {
    override var collisionBoundsType: UIDynamicItemCollisionBoundsType {
        return .ellipse
    }
}

class ViewController: UIViewController {
    var animator: UIDynamicAnimator!
    // The post's slider actions use the field as a property.
    var noiseField: UIFieldBehavior!

    let manager: CMMotionManager = CMMotionManager()

    // Off Apple platforms: no Interface Builder; the three sliders are made here and their
    // value-changed actions added in viewDidLoad (strength 0–25, smoothness and speed 0–1).
    let strengthSlider = UISlider(frame: CGRect(x: 20, y: 700, width: 350, height: 30))
    let smoothnessSlider = UISlider(frame: CGRect(x: 20, y: 740, width: 350, height: 30))
    let speedSlider = UISlider(frame: CGRect(x: 20, y: 780, width: 350, height: 30))

    override func viewDidLoad() {
        super.viewDidLoad()

        // Set up a UIDynamicAnimator on the view.
        animator = UIDynamicAnimator(referenceView: view)

        // Add two views to the view
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        square.backgroundColor = .blue
        view.addSubview(square)

        let ellipse = Ellipse(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        ellipse.backgroundColor = .yellow
        ellipse.layer.cornerRadius = 50
        view.addSubview(ellipse)

        let items = [square, ellipse]

        // Create some gravity so the items always fall towards the bottom.
        let gravity = UIGravityBehavior(items: items)
        animator.addBehavior(gravity)

        noiseField = UIFieldBehavior.noiseField(smoothness: 1.0, animationSpeed: 0.5)
        // Set up the noise field
        noiseField.addItem(square)
        noiseField.addItem(ellipse)
        noiseField.strength = 0.5
        animator.addBehavior(noiseField)

        // Don't let objects overlap each other - set up a collide behaviour
        let collision = UICollisionBehavior(items: items)
        collision.setTranslatesReferenceBoundsIntoBoundary(
            with: UIEdgeInsets(top: 20, left: 5, bottom: 5, right: 5))
        animator.addBehavior(collision)

        // Used to alter the gravity so it always points down.
        if manager.isDeviceMotionAvailable {
            manager.deviceMotionUpdateInterval = 0.1
            manager.startDeviceMotionUpdates(
                to: OperationQueue.main,
                withHandler: {
                    deviceManager, error in
                    gravity.gravityDirection = CGVector(
                        dx: deviceManager!.gravity.x, dy: -deviceManager!.gravity.y)
                })
        }

        animator.debugEnabled = true  // Private API. See the bridging header.

        strengthSlider.maximumValue = 25
        for slider in [strengthSlider, smoothnessSlider, speedSlider] { view.addSubview(slider) }
        strengthSlider.addTarget(
            self, action: ViewController.strengthValueChanged(sender:), for: .valueChanged)
        smoothnessSlider.addTarget(
            self, action: ViewController.smoothnessValueChanged(sender:), for: .valueChanged)
        speedSlider.addTarget(self, action: ViewController.speedValueChanged(sender:), for: .valueChanged)
    }

    // Off Apple platforms: no @IBAction (there is no Interface Builder).
    func smoothnessValueChanged(sender: UISlider) {
        noiseField.smoothness = CGFloat(sender.value)
    }

    func speedValueChanged(sender: UISlider) {
        noiseField.animationSpeed = CGFloat(sender.value)
    }

    func strengthValueChanged(sender: UISlider) {
        noiseField.strength = CGFloat(sender.value)
    }
}
