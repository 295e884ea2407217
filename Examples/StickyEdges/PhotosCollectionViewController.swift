// Seed 000 (Chapter 11), "Full photo with a thud": PhotosCollectionViewController's dynamics —
// the full photo view drops in from above and lands with a thud on a boundary at the bottom.
import UIKitDynamics

final class PhotosCollectionViewController: UIViewController {
    var animator: UIDynamicAnimator!

    // Off Apple platforms: no collection view, storyboard or photos; the full photo view is a
    // plain view the size of the screen, hidden until a photo is shown.
    var fullPhotoView: UIView!

    override func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        fullPhotoView = UIView(frame: view.bounds)
        fullPhotoView.isHidden = true
        view.addSubview(fullPhotoView)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        animator = UIDynamicAnimator(referenceView: self.view)
    }

    func showFullImageView(_ index: Int) {
        //1
        // Off Apple platforms: no navigation bar; the Done button added after 0.75 s is left out.

        //2
        // Off Apple platforms: no photos; `fullPhotoViewController.photoPair = photoData[index]`
        // is left out.
        fullPhotoView.center = CGPoint(
            x: fullPhotoView.center.x,
            y: fullPhotoView.frame.height / -2)
        fullPhotoView.isHidden = false

        //3
        animator.removeAllBehaviors()

        let dynamicItemBehavior = UIDynamicItemBehavior(items: [fullPhotoView])
        dynamicItemBehavior.elasticity = 0.2
        dynamicItemBehavior.density = 400
        animator.addBehavior(dynamicItemBehavior)

        let gravityBehavior = UIGravityBehavior(items: [fullPhotoView])
        gravityBehavior.magnitude = 5.0
        animator.addBehavior(gravityBehavior)

        let collisionBehavior = UICollisionBehavior(items: [fullPhotoView])
        let left = CGPoint(x: 0, y: fullPhotoView.frame.height + 1.5)
        let right = CGPoint(
            x: fullPhotoView.frame.width,
            y: fullPhotoView.frame.height + 1.5)
        collisionBehavior.addBoundary(
            withIdentifier: "bottom" as NSCopying,
            from: left, to: right)
        animator.addBehavior(collisionBehavior)
    }
}
