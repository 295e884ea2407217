// basics-custom-item: A custom item whose bounds change: a snap moves a mapping whose centre is the badge's
// size.
//
// Written by `dynamics code --app` (swift-dynamics): an iOS screen to paste into an app.
import UIKit

/// The `basics-custom-item` scene as an iOS screen: its views and behaviors set up in `viewDidLoad()`,
/// its timed changes scheduled from there.
final class BasicsCustomItemViewController: UIViewController {
    /// The animator: kept as long as the controller, or the behaviors stop.
    private var animator: UIDynamicAnimator!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        // The scene is laid out in a 390 × 600 pt view; here the reference view is the controller's, as big
        // as the screen.
        let badge = UIView(frame: CGRect(x: 115, y: 260, width: 160, height: 80))
        badge.backgroundColor = UIColor(red: 214 / 255, green: 51 / 255, blue: 108 / 255, alpha: 1)  // #d6336c
        view.addSubview(badge)
        // "badge-size" turns the animator's position changes into "badge"'s size.
        let badgeSize = PositionToBoundsMapping(target: badge)

        let animator = UIDynamicAnimator(referenceView: view)
        self.animator = animator

        let sizeSnap = UISnapBehavior(item: badgeSize, snapTo: CGPoint(x: 160, y: 80))
        sizeSnap.damping = 0.3
        animator.addBehavior(sizeSnap)

        // The scene's script, timed from when the view loads. Its touches stand in for yours, so they are
        // left out and only named here.
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
            // at 0.5 s: move "badge-size" to (80, 40)
            badgeSize.center = CGPoint(x: 80, y: 40)
            animator.updateItem(usingCurrentState: badgeSize)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 2.5) {
            // at 2.5 s: set "size-snap".snapPoint to CGPoint(x: 300, y: 140)
            sizeSnap.snapPoint = CGPoint(x: 300, y: 140)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 4) {
            // at 4 s: set "size-snap".snapPoint to CGPoint(x: 160, y: 80)
            sizeSnap.snapPoint = CGPoint(x: 160, y: 80)
        }
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
