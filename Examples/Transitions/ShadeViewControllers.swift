// Seed 002, "Shade Transition with Real-World Physics Using UIDynamicBehaviors" (Swift): the
// controller the shade appears over (it vends the shade's animators) and the EmptyAnimator that
// makes UIKit use the interactive ones.
import UIKitDynamics

// Off Apple platforms: the seed calls it ViewController; renamed to share a target with the
// drop-out transition.
class ShadeHostViewController: UIViewController {
    var presentingAnimator: ShadeAnimator!
    var dismissingAnimator: ShadeAnimator!
    let shadeVC = ShadeViewController()

    lazy var label: UILabel = {
        let label = UILabel()
        label.textColor = .blue
        // Off Apple platforms: no Auto Layout; the label is sized and centred by hand.
        label.frame = CGRect(x: 0, y: 0, width: 200, height: 21)
        label.center = CGPoint(x: self.view.bounds.midX, y: self.view.bounds.midY)
        self.view.addSubview(label)
        return label
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        label.text = "Swipe Down From Top"
        presentingAnimator = ShadeAnimator(
            isAppearing: true, presentingVC: self, presentedVC: shadeVC, transitionDelegate: self)
        dismissingAnimator = ShadeAnimator(
            isAppearing: false, presentingVC: self, presentedVC: shadeVC, transitionDelegate: self)
    }
}
extension ShadeHostViewController: UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        return EmptyAnimator()
    }

    func animationController(forDismissed dismissed: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    {
        return EmptyAnimator()
    }

    func interactionControllerForPresentation(
        using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        return presentingAnimator
    }

    func interactionControllerForDismissal(
        using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        return dismissingAnimator
    }
}

class EmptyAnimator: NSObject {

}

extension EmptyAnimator: UIViewControllerAnimatedTransitioning {
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {

    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.0
    }
}

/// The seed describes the shade as "just a view controller with a label"; this is it.
class ShadeViewController: UIViewController {
    let label = UILabel(frame: CGRect(x: 20, y: 60, width: 200, height: 21))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .darkGray
        label.text = "Notifications"
        label.textColor = .white
        view.addSubview(label)
    }
}
