// position-to-bounds-button: A tapped button grows and shrinks elastically: the push moves a mapping whose
// centre is its size.
// From seed 002, iOS - UIKit Dynamics: Map Dynamic Animation Position Changes to Bounds.
//
// Written by `dynamics code --app` (swift-dynamics): an iOS screen to paste into an app.
import UIKit

/// The `position-to-bounds-button` scene as an iOS screen: its views and behaviors set up in `viewDidLoad()`,
/// its timed changes scheduled from there.
final class PositionToBoundsButtonViewController: UIViewController {
    /// The animator: kept as long as the controller, or the behaviors stop.
    private var animator: UIDynamicAnimator!

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

        let attachment = UIAttachmentBehavior(item: buttonBounds, attachedToAnchor: CGPoint(x: 300, y: 200))
        attachment.damping = 0.1
        attachment.frequency = 2
        animator.addBehavior(attachment)

        let push = UIPushBehavior(items: [buttonBounds], mode: .instantaneous)
        push.setAngle(0.7853981633974483, magnitude: 30)
        push.active = true
        animator.addBehavior(push)
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
