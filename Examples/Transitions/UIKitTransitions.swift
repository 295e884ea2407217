// Off Apple platforms: UIKit's view-controller transitions do not exist, so this file stands in
// for the part of them the seed's animators use — the transitioning protocols, a transition
// context, `present`/`dismiss` that ask the transitioning delegate for an animation or
// interaction controller, and a haptics generator that counts instead of buzzing. The
// animators themselves (DropOutAnimator.swift, ShadeAnimator.swift) are the seed's code.
import UIKitDynamics

enum UIModalPresentationStyle {
    case automatic
    case fullScreen
    case custom
}

struct UITransitionContextViewControllerKey: Hashable {
    let rawValue: String
    static let from = UITransitionContextViewControllerKey(rawValue: "from")
    static let to = UITransitionContextViewControllerKey(rawValue: "to")
}

protocol UIViewControllerContextTransitioning: AnyObject {
    var containerView: UIView { get }
    var transitionWasCancelled: Bool { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func initialFrame(for viewController: UIViewController) -> CGRect
    func finalFrame(for viewController: UIViewController) -> CGRect
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func completeTransition(_ didComplete: Bool)
}

protocol UIViewControllerAnimatedTransitioning: AnyObject {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
}

protocol UIViewControllerInteractiveTransitioning: AnyObject {
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
}

protocol UIViewControllerTransitioningDelegate: AnyObject {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
    func animationController(forDismissed dismissed: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    func interactionControllerForPresentation(
        using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning?
    func interactionControllerForDismissal(
        using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning?
}

extension UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
    func animationController(forDismissed dismissed: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    {
        nil
    }
    func interactionControllerForPresentation(
        using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { nil }
    func interactionControllerForDismissal(
        using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { nil }
}

/// One presentation or dismissal. It keeps its animation and interaction controllers (as
/// UIKit's context does) and records what the animators tell it, for the script to print.
final class TransitionContext: UIViewControllerContextTransitioning {
    let containerView: UIView
    let isPresenting: Bool
    private let from: UIViewController
    private let to: UIViewController
    private let fromInitialFrame: CGRect
    var animationController: UIViewControllerAnimatedTransitioning?
    var interactionController: UIViewControllerInteractiveTransitioning?
    private(set) var transitionWasCancelled = false
    private(set) var percentComplete: CGFloat = 0
    /// `nil` until an animator calls `completeTransition(_:)`, then its argument.
    private(set) var didComplete: Bool?
    var onComplete: ((Bool) -> Void)?

    init(from: UIViewController, to: UIViewController, containerView: UIView, isPresenting: Bool) {
        self.from = from
        self.to = to
        self.containerView = containerView
        self.isPresenting = isPresenting
        fromInitialFrame = from.view.frame
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? from : key == .to ? to : nil
    }

    /// The from-controller's frame when the transition began; `.zero` for the to-controller,
    /// as in UIKit.
    func initialFrame(for viewController: UIViewController) -> CGRect {
        viewController === from ? fromInitialFrame : .zero
    }

    /// The container's bounds for the controller that will be on screen; `.zero` for the
    /// one leaving.
    func finalFrame(for viewController: UIViewController) -> CGRect {
        viewController === to ? containerView.bounds : .zero
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        self.percentComplete = percentComplete
    }

    func finishInteractiveTransition() {
        transitionWasCancelled = false
    }

    func cancelInteractiveTransition() {
        transitionWasCancelled = true
    }

    func completeTransition(_ didComplete: Bool) {
        guard self.didComplete == nil else { return }
        self.didComplete = didComplete
        onComplete?(didComplete)
    }
}

/// Who presents whom, and each controller's presentation settings: UIKit keeps these on the
/// controllers.
final class Presentations {
    final class Entry {
        var style = UIModalPresentationStyle.automatic
        weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
        weak var presented: UIViewController?
        weak var presenting: UIViewController?
    }

    // The examples are single-threaded scripts.
    nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]
    /// The transition the script is watching: the last one started.
    nonisolated(unsafe) static var current: TransitionContext?

    static func entry(_ viewController: UIViewController) -> Entry {
        if let entry = entries[ObjectIdentifier(viewController)] { return entry }
        let entry = Entry()
        entries[ObjectIdentifier(viewController)] = entry
        return entry
    }
}

extension UIViewController {
    var modalPresentationStyle: UIModalPresentationStyle {
        get { Presentations.entry(self).style }
        set { Presentations.entry(self).style = newValue }
    }

    var transitioningDelegate: UIViewControllerTransitioningDelegate? {
        get { Presentations.entry(self).transitioningDelegate }
        set { Presentations.entry(self).transitioningDelegate = newValue }
    }

    var presentedViewController: UIViewController? { Presentations.entry(self).presented }
    var presentingViewController: UIViewController? { Presentations.entry(self).presenting }

    /// Presents `viewController` over this one, in this view's superview (the script's
    /// window). A custom presentation asks the presented controller's transitioning delegate
    /// for its animation controller, then for an interaction controller.
    func present(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        let container: UIView = view.superview ?? view
        let context = TransitionContext(
            from: self, to: viewController, containerView: container, isPresenting: true)
        context.onComplete = { [weak self] didComplete in
            if didComplete, let self {
                Presentations.entry(self).presented = viewController
                Presentations.entry(viewController).presenting = self
            } else if !didComplete {
                viewController.view.removeFromSuperview()
            }
            completion?()
        }
        Presentations.current = context
        let delegate =
            viewController.modalPresentationStyle == .custom ? viewController.transitioningDelegate : nil
        guard animated,
            let animation = delegate?.animationController(
                forPresented: viewController, presenting: self, source: self)
        else {
            viewController.view.frame = context.finalFrame(for: viewController)
            container.addSubview(viewController.view)
            context.completeTransition(true)
            return
        }
        context.animationController = animation
        if let interaction = delegate?.interactionControllerForPresentation(using: animation) {
            context.interactionController = interaction
            interaction.startInteractiveTransition(context)
        } else {
            animation.animateTransition(using: context)
        }
    }

    /// Dismisses what this controller presented, or this controller if it was presented.
    func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        let presented = presentedViewController ?? self
        guard let presenting = presented.presentingViewController else {
            completion?()
            return
        }
        let container: UIView = presented.view.superview ?? presenting.view.superview ?? presenting.view
        let context = TransitionContext(
            from: presented, to: presenting, containerView: container, isPresenting: false)
        context.onComplete = { didComplete in
            if didComplete {
                Presentations.entry(presenting).presented = nil
                Presentations.entry(presented).presenting = nil
            }
            completion?()
        }
        Presentations.current = context
        let delegate = presented.modalPresentationStyle == .custom ? presented.transitioningDelegate : nil
        guard animated, let animation = delegate?.animationController(forDismissed: presented) else {
            presented.view.removeFromSuperview()
            context.completeTransition(true)
            return
        }
        context.animationController = animation
        if let interaction = delegate?.interactionControllerForDismissal(using: animation) {
            context.interactionController = interaction
            interaction.startInteractiveTransition(context)
        } else {
            animation.animateTransition(using: context)
        }
    }
}

/// No haptics: the generator counts the impacts it would play.
final class UIImpactFeedbackGenerator {
    enum FeedbackStyle {
        case light
        case medium
        case heavy
    }

    let style: FeedbackStyle
    private(set) var impactCount = 0

    init(style: FeedbackStyle) {
        self.style = style
    }

    func prepare() {}

    func impactOccurred() {
        impactCount += 1
    }
}
