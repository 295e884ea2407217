// Seed 002, "UIDynamicBehavior Driven Custom Transition" (Swift): the presenting controller
// with its Present button, and the modal controller that vends DropOutAnimators.
import UIKitDynamics

class PresentingViewController: UIViewController {
    lazy var button: UIButton = {
        let button = UIButton()
        // Off Apple platforms: no Auto Layout; the button is sized and centred by hand in place
        // of translatesAutoresizingMaskIntoConstraints = false and the centre anchors.
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        button.center = CGPoint(x: self.view.bounds.midX, y: self.view.bounds.midY)
        self.view.addSubview(button)
        button.setTitle("Present", for: .normal)
        // Off Apple platforms: the seed's setTextColor(_:for:) is UIKit's setTitleColor(_:for:).
        button.setTitleColor(UIColor.blue, for: .normal)

        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        // Off Apple platforms: no selectors; the action is a method reference.
        button.addTarget(self, action: PresentingViewController.didPressPresent, for: .touchUpInside)
    }

    func didPressPresent() {
        let modal = ModalViewController()
        modal.view.frame = CGRect(x: 0.0, y: 0.0, width: 200.0, height: 200.0)
        modal.modalPresentationStyle = .custom
        modal.transitioningDelegate = modal
        self.present(modal, animated: true)
    }
}

class ModalViewController: UIViewController {
    lazy var button: UIButton = {
        let button = UIButton()
        // Off Apple platforms: no Auto Layout; the button is sized and centred by hand.
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        button.center = CGPoint(x: self.view.bounds.midX, y: self.view.bounds.midY)
        self.view.addSubview(button)
        button.setTitle("Dismiss", for: .normal)
        button.setTitleColor(.white, for: .normal)

        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        // Off Apple platforms: no selectors; the action is a method reference.
        button.addTarget(self, action: ModalViewController.didPressDismiss, for: .touchUpInside)
        view.backgroundColor = .red
        view.layer.cornerRadius = 15.0
    }

    func didPressDismiss() {
        dismiss(animated: true)
    }
}

extension ModalViewController: UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        return DropOutAnimator(duration: 1.5, isAppearing: true)
    }

    func animationController(forDismissed dismissed: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    {
        return DropOutAnimator(duration: 4.0, isAppearing: false)
    }
}
