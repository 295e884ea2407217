// Seed 000 (Chapter 11), FullPhotoViewController.swift: the metadata box ("tag view") you drag,
// which sticks to the top or bottom edge when you let go.
import UIKitDynamics

final class FullPhotoViewController: UIViewController {
    // Off Apple platforms: no storyboard; the outlets are made in loadView: a 375 × 500 photo
    // container with a 300 × 60 metadata box at its bottom.
    var containerView: UIView!
    var tagView: UIView!

    private var animator: UIDynamicAnimator!
    var stickyBehavior: StickyEdgesBehavior!

    private var offset = CGPoint.zero

    override func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        containerView = UIView(frame: CGRect(x: 0, y: 64, width: 375, height: 500))
        view.addSubview(containerView)
        tagView = UIView(frame: CGRect(x: 37.5, y: 432, width: 300, height: 60))
        containerView.addSubview(tagView)
    }

    override func viewDidLoad() {
        super.viewDidLoad()

        // Off Apple platforms: no selectors; the action is a method reference.
        let gestureRecognizer = UIPanGestureRecognizer(
            target: self,
            action: FullPhotoViewController.pan(_:))
        tagView.addGestureRecognizer(gestureRecognizer)

        animator = UIDynamicAnimator(referenceView: containerView)
        stickyBehavior = StickyEdgesBehavior(
            item: tagView,
            edgeInset: 8)
        animator.addBehavior(stickyBehavior)

        animator.setValue(true, forKey: "debugEnabled")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()

        stickyBehavior.isEnabled = false
        stickyBehavior.updateFieldsInBounds(containerView.bounds)
    }

    func pan(_ pan: UIPanGestureRecognizer) {
        var location = pan.location(in: containerView)

        switch pan.state {
        case .began:
            let center = tagView.center
            offset.x = location.x - center.x
            offset.y = location.y - center.y

            stickyBehavior.isEnabled = false

        case .changed:
            let referenceBounds = containerView.bounds
            let referenceWidth = referenceBounds.width
            let referenceHeight = referenceBounds.height

            let itemBounds = tagView.bounds
            let itemHalfWidth = itemBounds.width / 2.0
            let itemHalfHeight = itemBounds.height / 2.0

            location.x -= offset.x
            location.y -= offset.y

            location.x = max(itemHalfWidth, location.x)
            location.x = min(referenceWidth - itemHalfWidth, location.x)
            location.y = max(itemHalfHeight, location.y)
            location.y = min(
                referenceHeight - itemHalfHeight,
                location.y)

            tagView.center = location

        case .cancelled, .ended:
            let velocity = pan.velocity(in: containerView)
            stickyBehavior.isEnabled = true
            stickyBehavior.addLinearVelocity(velocity)

        default: ()
        }
    }
}
