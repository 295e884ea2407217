// Seed 002, "The Falling Square": a square in the middle of a view falls and stops on the
// bottom edge.
import UIKitDynamics

class ViewController: UIViewController {
    // Off Apple platforms: no storyboard; the outlet is made in loadView, filling the view.
    var animationView: UIView!
    var squareView: UIView!
    var collision: UICollisionBehavior!
    var animator: UIDynamicAnimator!
    var gravity: UIGravityBehavior!

    override func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        animationView = UIView(frame: view.bounds)
        view.addSubview(animationView)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let squareSize = CGSize(width: 30.0, height: 30.0)
        let centerPoint = CGPoint(
            x: self.animationView.bounds.midX - (squareSize.width / 2),
            y: self.animationView.bounds.midY - (squareSize.height / 2))
        let frame = CGRect(origin: centerPoint, size: squareSize)
        squareView = UIView(frame: frame)
        squareView.backgroundColor = UIColor.orange
        animationView.addSubview(squareView)
        animator = UIDynamicAnimator(referenceView: view)
        gravity = UIGravityBehavior(items: [squareView])
        animator.addBehavior(gravity)
        // The seed's `[square]` is a typo for `[squareView]`.
        collision = UICollisionBehavior(items: [squareView])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
    }
}
