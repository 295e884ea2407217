// noise-field: A square and an ellipse tumble as the phone is rocked, then drift in a noise field when it
// lies flat.
// From seed 003, iOS 9 Day by Day, 9. New UIKit Dynamics Features: Building a UIFieldBehavior example.
//
// Written by `dynamics code --app` (swift-dynamics): an iOS screen to paste into an app. Drag any view with a
// finger; let go while moving to flick it.
import UIKit

/// The `noise-field` scene as an iOS screen: its views and behaviors set up in `viewDidLoad()`,
/// its timed changes scheduled from there, and a pan on every view to drag and flick it.
final class NoiseFieldViewController: UIViewController {
    /// The animator: kept as long as the controller, or the behaviors stop.
    private var animator: UIDynamicAnimator!
    /// While a finger drags a view: the attachment from the touched point to the finger.
    private var dragAttachment: UIAttachmentBehavior?
    /// Gives a view let go while moving the finger's velocity (a flick).
    private var flickBehavior: UIDynamicItemBehavior!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        // The scene is laid out in a 375 × 667 pt view; here the reference view is the controller's, as big
        // as the screen.
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        square.backgroundColor = .blue
        view.addSubview(square)
        let ellipse = EllipseView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        ellipse.backgroundColor = .yellow
        ellipse.layer.cornerRadius = 50
        view.addSubview(ellipse)

        let animator = UIDynamicAnimator(referenceView: view)
        self.animator = animator

        let gravity = UIGravityBehavior(items: [square, ellipse])
        animator.addBehavior(gravity)

        let noise = UIFieldBehavior.noiseField(smoothness: 1, animationSpeed: 0.5)
        noise.strength = 0.5
        noise.addItem(square)
        noise.addItem(ellipse)
        animator.addBehavior(noise)

        let collision = UICollisionBehavior(items: [square, ellipse])
        collision.setTranslatesReferenceBoundsIntoBoundary(
            with: UIEdgeInsets(top: 20, left: 5, bottom: 5, right: 5))
        animator.addBehavior(collision)

        let flickBehavior = UIDynamicItemBehavior(items: [])
        animator.addBehavior(flickBehavior)
        self.flickBehavior = flickBehavior

        // The scene's script, timed from when the view loads. Its touches stand in for yours, so they are
        // left out and only named here.
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
            // at 0.1 s: set "gravity".direction to CGVector(dx: 0, dy: 1)
            gravity.gravityDirection = CGVector(dx: 0, dy: 1)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
            // at 0.2 s: set "gravity".direction to CGVector(dx: 0, dy: 1)
            gravity.gravityDirection = CGVector(dx: 0, dy: 1)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
            // at 0.3 s: set "gravity".direction to CGVector(dx: 0, dy: 1)
            gravity.gravityDirection = CGVector(dx: 0, dy: 1)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) {
            // at 0.4 s: set "gravity".direction to CGVector(dx: 0, dy: 1)
            gravity.gravityDirection = CGVector(dx: 0, dy: 1)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
            // at 0.5 s: set "gravity".direction to CGVector(dx: 0, dy: 1)
            gravity.gravityDirection = CGVector(dx: 0, dy: 1)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) {
            // at 0.6 s: set "gravity".direction to CGVector(dx: 0, dy: 1)
            gravity.gravityDirection = CGVector(dx: 0, dy: 1)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.7) {
            // at 0.7 s: set "gravity".direction to CGVector(dx: 0, dy: 1)
            gravity.gravityDirection = CGVector(dx: 0, dy: 1)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.8) {
            // at 0.8 s: set "gravity".direction to CGVector(dx: 0, dy: 1)
            gravity.gravityDirection = CGVector(dx: 0, dy: 1)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.9) {
            // at 0.9 s: set "gravity".direction to CGVector(dx: 0, dy: 1)
            gravity.gravityDirection = CGVector(dx: 0, dy: 1)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            // at 1 s: set "gravity".direction to CGVector(dx: 0, dy: 1)
            gravity.gravityDirection = CGVector(dx: 0, dy: 1)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.1) {
            // at 1.1 s: set "gravity".direction to CGVector(dx: 0, dy: 1)
            gravity.gravityDirection = CGVector(dx: 0, dy: 1)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.2) {
            // at 1.2 s: set "gravity".direction to CGVector(dx: 0, dy: 1)
            gravity.gravityDirection = CGVector(dx: 0, dy: 1)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.3) {
            // at 1.3 s: set "gravity".direction to CGVector(dx: 0, dy: 1)
            gravity.gravityDirection = CGVector(dx: 0, dy: 1)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.4) {
            // at 1.4 s: set "gravity".direction to CGVector(dx: 0, dy: 1)
            gravity.gravityDirection = CGVector(dx: 0, dy: 1)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
            // at 1.5 s: set "gravity".direction to CGVector(dx: 0, dy: 1)
            gravity.gravityDirection = CGVector(dx: 0, dy: 1)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.6) {
            // at 1.6 s: set "gravity".direction to CGVector(dx: 0, dy: 1)
            gravity.gravityDirection = CGVector(dx: 0, dy: 1)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.7) {
            // at 1.7 s: set "gravity".direction to CGVector(dx: 0, dy: 1)
            gravity.gravityDirection = CGVector(dx: 0, dy: 1)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.8) {
            // at 1.8 s: set "gravity".direction to CGVector(dx: 0, dy: 1)
            gravity.gravityDirection = CGVector(dx: 0, dy: 1)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.9) {
            // at 1.9 s: set "gravity".direction to CGVector(dx: 0, dy: 1)
            gravity.gravityDirection = CGVector(dx: 0, dy: 1)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
            // at 2 s: set "gravity".direction to CGVector(dx: 0, dy: 1)
            gravity.gravityDirection = CGVector(dx: 0, dy: 1)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 2.1) {
            // at 2.1 s: set "gravity".direction to CGVector(dx: 0.10376870790887747, dy: 0.9946014554880372)
            gravity.gravityDirection = CGVector(dx: 0.10376870790887747, dy: 0.9946014554880372)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 2.2) {
            // at 2.2 s: set "gravity".direction to CGVector(dx: 0.20196937690615993, dy: 0.979391837209264)
            gravity.gravityDirection = CGVector(dx: 0.20196937690615993, dy: 0.979391837209264)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 2.3) {
            // at 2.3 s: set "gravity".direction to CGVector(dx: 0.28968013440080337, dy: 0.9571235133113869)
            gravity.gravityDirection = CGVector(dx: 0.28968013440080337, dy: 0.9571235133113869)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 2.4) {
            // at 2.4 s: set "gravity".direction to CGVector(dx: 0.36308098771201874, dy: 0.9317575845476467)
            gravity.gravityDirection = CGVector(dx: 0.36308098771201874, dy: 0.9317575845476467)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 2.5) {
            // at 2.5 s: set "gravity".direction to CGVector(dx: 0.41960734928474686, dy: 0.9077057190666084)
            gravity.gravityDirection = CGVector(dx: 0.41960734928474686, dy: 0.9077057190666084)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 2.6) {
            // at 2.6 s: set "gravity".direction to CGVector(dx: 0.45780815947121395, dy: 0.889051004791952)
            gravity.gravityDirection = CGVector(dx: 0.45780815947121395, dy: 0.889051004791952)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 2.7) {
            // at 2.7 s: set "gravity".direction to CGVector(dx: 0.4770199986395648, dy: 0.8788924398912017)
            gravity.gravityDirection = CGVector(dx: 0.4770199986395648, dy: 0.8788924398912017)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 2.8) {
            // at 2.8 s: set "gravity".direction to CGVector(dx: 0.4770199986395648, dy: 0.8788924398912017)
            gravity.gravityDirection = CGVector(dx: 0.4770199986395648, dy: 0.8788924398912017)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 2.9) {
            // at 2.9 s: set "gravity".direction to CGVector(dx: 0.45780815947121395, dy: 0.889051004791952)
            gravity.gravityDirection = CGVector(dx: 0.45780815947121395, dy: 0.889051004791952)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 3) {
            // at 3 s: set "gravity".direction to CGVector(dx: 0.4196073492847469, dy: 0.9077057190666082)
            gravity.gravityDirection = CGVector(dx: 0.4196073492847469, dy: 0.9077057190666082)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 3.1) {
            // at 3.1 s: set "gravity".direction to CGVector(dx: 0.3630809877120188, dy: 0.9317575845476466)
            gravity.gravityDirection = CGVector(dx: 0.3630809877120188, dy: 0.9317575845476466)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 3.2) {
            // at 3.2 s: set "gravity".direction to CGVector(dx: 0.28968013440080337, dy: 0.9571235133113869)
            gravity.gravityDirection = CGVector(dx: 0.28968013440080337, dy: 0.9571235133113869)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 3.3) {
            // at 3.3 s: set "gravity".direction to CGVector(dx: 0.20196937690616007, dy: 0.979391837209264)
            gravity.gravityDirection = CGVector(dx: 0.20196937690616007, dy: 0.979391837209264)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 3.4) {
            // at 3.4 s: set "gravity".direction to CGVector(dx: 0.10376870790887736, dy: 0.9946014554880372)
            gravity.gravityDirection = CGVector(dx: 0.10376870790887736, dy: 0.9946014554880372)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 3.5) {
            // at 3.5 s: set "gravity".direction to CGVector(dx: 6.123233995736766e-17, dy: 1)
            gravity.gravityDirection = CGVector(dx: 6.123233995736766e-17, dy: 1)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 3.6) {
            // at 3.6 s: set "gravity".direction to CGVector(dx: -0.10376870790887725, dy: 0.9946014554880372)
            gravity.gravityDirection = CGVector(dx: -0.10376870790887725, dy: 0.9946014554880372)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 3.7) {
            // at 3.7 s: set "gravity".direction to CGVector(dx: -0.20196937690616, dy: 0.979391837209264)
            gravity.gravityDirection = CGVector(dx: -0.20196937690616, dy: 0.979391837209264)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 3.8) {
            // at 3.8 s: set "gravity".direction to CGVector(dx: -0.2896801344008033, dy: 0.9571235133113869)
            gravity.gravityDirection = CGVector(dx: -0.2896801344008033, dy: 0.9571235133113869)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 3.9) {
            // at 3.9 s: set "gravity".direction to CGVector(dx: -0.3630809877120187, dy: 0.9317575845476467)
            gravity.gravityDirection = CGVector(dx: -0.3630809877120187, dy: 0.9317575845476467)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 4) {
            // at 4 s: set "gravity".direction to CGVector(dx: -0.41960734928474674, dy: 0.9077057190666084)
            gravity.gravityDirection = CGVector(dx: -0.41960734928474674, dy: 0.9077057190666084)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 4.1) {
            // at 4.1 s: set "gravity".direction to CGVector(dx: -0.4578081594712138, dy: 0.8890510047919521)
            gravity.gravityDirection = CGVector(dx: -0.4578081594712138, dy: 0.8890510047919521)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 4.2) {
            // at 4.2 s: set "gravity".direction to CGVector(dx: -0.4770199986395648, dy: 0.8788924398912017)
            gravity.gravityDirection = CGVector(dx: -0.4770199986395648, dy: 0.8788924398912017)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 4.3) {
            // at 4.3 s: set "gravity".direction to CGVector(dx: -0.4770199986395648, dy: 0.8788924398912017)
            gravity.gravityDirection = CGVector(dx: -0.4770199986395648, dy: 0.8788924398912017)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 4.4) {
            // at 4.4 s: set "gravity".direction to CGVector(dx: -0.45780815947121384, dy: 0.8890510047919521)
            gravity.gravityDirection = CGVector(dx: -0.45780815947121384, dy: 0.8890510047919521)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 4.5) {
            // at 4.5 s: set "gravity".direction to CGVector(dx: -0.41960734928474686, dy: 0.9077057190666084)
            gravity.gravityDirection = CGVector(dx: -0.41960734928474686, dy: 0.9077057190666084)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 4.6) {
            // at 4.6 s: set "gravity".direction to CGVector(dx: -0.3630809877120193, dy: 0.9317575845476465)
            gravity.gravityDirection = CGVector(dx: -0.3630809877120193, dy: 0.9317575845476465)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 4.7) {
            // at 4.7 s: set "gravity".direction to CGVector(dx: -0.28968013440080354, dy: 0.9571235133113868)
            gravity.gravityDirection = CGVector(dx: -0.28968013440080354, dy: 0.9571235133113868)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 4.8) {
            // at 4.8 s: set "gravity".direction to CGVector(dx: -0.20196937690615974, dy: 0.979391837209264)
            gravity.gravityDirection = CGVector(dx: -0.20196937690615974, dy: 0.979391837209264)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 4.9) {
            // at 4.9 s: set "gravity".direction to CGVector(dx: -0.10376870790887678, dy: 0.9946014554880372)
            gravity.gravityDirection = CGVector(dx: -0.10376870790887678, dy: 0.9946014554880372)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 5) {
            // at 5 s: set "gravity".direction to CGVector(dx: -1.2246467991473532e-16, dy: 1)
            gravity.gravityDirection = CGVector(dx: -1.2246467991473532e-16, dy: 1)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 5.1) {
            // at 5.1 s: set "gravity".direction to CGVector(dx: 0.10376870790887656, dy: 0.9946014554880374)
            gravity.gravityDirection = CGVector(dx: 0.10376870790887656, dy: 0.9946014554880374)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 5.2) {
            // at 5.2 s: set "gravity".direction to CGVector(dx: 0.20196937690615951, dy: 0.9793918372092641)
            gravity.gravityDirection = CGVector(dx: 0.20196937690615951, dy: 0.9793918372092641)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 5.3) {
            // at 5.3 s: set "gravity".direction to CGVector(dx: 0.2896801344008034, dy: 0.9571235133113868)
            gravity.gravityDirection = CGVector(dx: 0.2896801344008034, dy: 0.9571235133113868)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 5.4) {
            // at 5.4 s: set "gravity".direction to CGVector(dx: 0.3630809877120191, dy: 0.9317575845476466)
            gravity.gravityDirection = CGVector(dx: 0.3630809877120191, dy: 0.9317575845476466)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 5.5) {
            // at 5.5 s: set "gravity".direction to CGVector(dx: 0.41960734928474674, dy: 0.9077057190666084)
            gravity.gravityDirection = CGVector(dx: 0.41960734928474674, dy: 0.9077057190666084)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 5.6) {
            // at 5.6 s: set "gravity".direction to CGVector(dx: 0.4578081594712138, dy: 0.8890510047919521)
            gravity.gravityDirection = CGVector(dx: 0.4578081594712138, dy: 0.8890510047919521)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 5.7) {
            // at 5.7 s: set "gravity".direction to CGVector(dx: 0.47701999863956474, dy: 0.8788924398912017)
            gravity.gravityDirection = CGVector(dx: 0.47701999863956474, dy: 0.8788924398912017)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 5.8) {
            // at 5.8 s: set "gravity".direction to CGVector(dx: 0.4770199986395648, dy: 0.8788924398912017)
            gravity.gravityDirection = CGVector(dx: 0.4770199986395648, dy: 0.8788924398912017)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 5.9) {
            // at 5.9 s: set "gravity".direction to CGVector(dx: 0.4578081594712137, dy: 0.8890510047919522)
            gravity.gravityDirection = CGVector(dx: 0.4578081594712137, dy: 0.8890510047919522)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 6) {
            // at 6 s: set "gravity".direction to CGVector(dx: 0.4196073492847471, dy: 0.9077057190666082)
            gravity.gravityDirection = CGVector(dx: 0.4196073492847471, dy: 0.9077057190666082)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 6.1) {
            // at 6.1 s: set "gravity".direction to CGVector(dx: 0.3630809877120193, dy: 0.9317575845476465)
            gravity.gravityDirection = CGVector(dx: 0.3630809877120193, dy: 0.9317575845476465)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 6.2) {
            // at 6.2 s: set "gravity".direction to CGVector(dx: 0.2896801344008036, dy: 0.9571235133113868)
            gravity.gravityDirection = CGVector(dx: 0.2896801344008036, dy: 0.9571235133113868)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 6.3) {
            // at 6.3 s: set "gravity".direction to CGVector(dx: 0.20196937690616018, dy: 0.9793918372092639)
            gravity.gravityDirection = CGVector(dx: 0.20196937690616018, dy: 0.9793918372092639)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 6.4) {
            // at 6.4 s: set "gravity".direction to CGVector(dx: 0.10376870790887727, dy: 0.9946014554880372)
            gravity.gravityDirection = CGVector(dx: 0.10376870790887727, dy: 0.9946014554880372)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 6.5) {
            // at 6.5 s: set "gravity".direction to CGVector(dx: 1.8369701987210297e-16, dy: 1)
            gravity.gravityDirection = CGVector(dx: 1.8369701987210297e-16, dy: 1)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 6.6) {
            // at 6.6 s: set "gravity".direction to CGVector(dx: -0.10376870790887692, dy: 0.9946014554880372)
            gravity.gravityDirection = CGVector(dx: -0.10376870790887692, dy: 0.9946014554880372)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 6.7) {
            // at 6.7 s: set "gravity".direction to CGVector(dx: -0.20196937690615985, dy: 0.979391837209264)
            gravity.gravityDirection = CGVector(dx: -0.20196937690615985, dy: 0.979391837209264)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 6.8) {
            // at 6.8 s: set "gravity".direction to CGVector(dx: -0.28968013440080337, dy: 0.9571235133113869)
            gravity.gravityDirection = CGVector(dx: -0.28968013440080337, dy: 0.9571235133113869)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 6.9) {
            // at 6.9 s: set "gravity".direction to CGVector(dx: -0.3630809877120191, dy: 0.9317575845476466)
            gravity.gravityDirection = CGVector(dx: -0.3630809877120191, dy: 0.9317575845476466)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 7) {
            // at 7 s: set "gravity".direction to CGVector(dx: -0.41960734928474686, dy: 0.9077057190666084)
            gravity.gravityDirection = CGVector(dx: -0.41960734928474686, dy: 0.9077057190666084)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 7.1) {
            // at 7.1 s: set "gravity".direction to CGVector(dx: -0.4578081594712136, dy: 0.8890510047919522)
            gravity.gravityDirection = CGVector(dx: -0.4578081594712136, dy: 0.8890510047919522)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 7.2) {
            // at 7.2 s: set "gravity".direction to CGVector(dx: -0.4770199986395647, dy: 0.8788924398912018)
            gravity.gravityDirection = CGVector(dx: -0.4770199986395647, dy: 0.8788924398912018)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 7.3) {
            // at 7.3 s: set "gravity".direction to CGVector(dx: -0.47701999863956485, dy: 0.8788924398912017)
            gravity.gravityDirection = CGVector(dx: -0.47701999863956485, dy: 0.8788924398912017)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 7.4) {
            // at 7.4 s: set "gravity".direction to CGVector(dx: -0.457808159471214, dy: 0.889051004791952)
            gravity.gravityDirection = CGVector(dx: -0.457808159471214, dy: 0.889051004791952)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 7.5) {
            // at 7.5 s: set "gravity".direction to CGVector(dx: -0.4196073492847471, dy: 0.9077057190666082)
            gravity.gravityDirection = CGVector(dx: -0.4196073492847471, dy: 0.9077057190666082)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 7.6) {
            // at 7.6 s: set "gravity".direction to CGVector(dx: -0.36308098771201874, dy: 0.9317575845476467)
            gravity.gravityDirection = CGVector(dx: -0.36308098771201874, dy: 0.9317575845476467)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 7.7) {
            // at 7.7 s: set "gravity".direction to CGVector(dx: -0.289680134400803, dy: 0.957123513311387)
            gravity.gravityDirection = CGVector(dx: -0.289680134400803, dy: 0.957123513311387)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 7.8) {
            // at 7.8 s: set "gravity".direction to CGVector(dx: -0.20196937690616024, dy: 0.9793918372092639)
            gravity.gravityDirection = CGVector(dx: -0.20196937690616024, dy: 0.9793918372092639)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 7.9) {
            // at 7.9 s: set "gravity".direction to CGVector(dx: -0.10376870790887734, dy: 0.9946014554880372)
            gravity.gravityDirection = CGVector(dx: -0.10376870790887734, dy: 0.9946014554880372)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 8) {
            // at 8 s: set "gravity".direction to CGVector(dx: -2.4492935982947064e-16, dy: 1)
            gravity.gravityDirection = CGVector(dx: -2.4492935982947064e-16, dy: 1)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 8.1) {
            // at 8.1 s: set "gravity".direction to CGVector(dx: 0.10376870790887685, dy: 0.9946014554880372)
            gravity.gravityDirection = CGVector(dx: 0.10376870790887685, dy: 0.9946014554880372)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 8.2) {
            // at 8.2 s: set "gravity".direction to CGVector(dx: 0.2019693769061582, dy: 0.9793918372092644)
            gravity.gravityDirection = CGVector(dx: 0.2019693769061582, dy: 0.9793918372092644)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 8.3) {
            // at 8.3 s: set "gravity".direction to CGVector(dx: 0.28968013440080403, dy: 0.9571235133113867)
            gravity.gravityDirection = CGVector(dx: 0.28968013440080403, dy: 0.9571235133113867)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 8.4) {
            // at 8.4 s: set "gravity".direction to CGVector(dx: 0.36308098771201847, dy: 0.9317575845476468)
            gravity.gravityDirection = CGVector(dx: 0.36308098771201847, dy: 0.9317575845476468)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 8.5) {
            // at 8.5 s: set "gravity".direction to CGVector(dx: 0.41960734928474686, dy: 0.9077057190666084)
            gravity.gravityDirection = CGVector(dx: 0.41960734928474686, dy: 0.9077057190666084)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 8.6) {
            // at 8.6 s: set "gravity".direction to CGVector(dx: 0.4578081594712139, dy: 0.8890510047919521)
            gravity.gravityDirection = CGVector(dx: 0.4578081594712139, dy: 0.8890510047919521)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 8.7) {
            // at 8.7 s: set "gravity".direction to CGVector(dx: 0.4770199986395647, dy: 0.8788924398912018)
            gravity.gravityDirection = CGVector(dx: 0.4770199986395647, dy: 0.8788924398912018)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 8.8) {
            // at 8.8 s: set "gravity".direction to CGVector(dx: 0.4770199986395647, dy: 0.8788924398912018)
            gravity.gravityDirection = CGVector(dx: 0.4770199986395647, dy: 0.8788924398912018)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 8.9) {
            // at 8.9 s: set "gravity".direction to CGVector(dx: 0.4578081594712138, dy: 0.8890510047919521)
            gravity.gravityDirection = CGVector(dx: 0.4578081594712138, dy: 0.8890510047919521)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 9) {
            // at 9 s: set "gravity".direction to CGVector(dx: 0.41960734928474713, dy: 0.9077057190666081)
            gravity.gravityDirection = CGVector(dx: 0.41960734928474713, dy: 0.9077057190666081)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 9.1) {
            // at 9.1 s: set "gravity".direction to CGVector(dx: 0.3619617301990569, dy: 0.9288852868728592)
            gravity.gravityDirection = CGVector(dx: 0.3619617301990569, dy: 0.9288852868728592)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 9.2) {
            // at 9.2 s: set "gravity".direction to CGVector(dx: 0.28611369124970704, dy: 0.9453397346071115)
            gravity.gravityDirection = CGVector(dx: 0.28611369124970704, dy: 0.9453397346071115)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 9.3) {
            // at 9.3 s: set "gravity".direction to CGVector(dx: 0.1963889469450106, dy: 0.9523311627853063)
            gravity.gravityDirection = CGVector(dx: 0.1963889469450106, dy: 0.9523311627853063)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 9.4) {
            // at 9.4 s: set "gravity".direction to CGVector(dx: 0.09868990584426628, dy: 0.9459221953585419)
            gravity.gravityDirection = CGVector(dx: 0.09868990584426628, dy: 0.9459221953585419)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 9.5) {
            // at 9.5 s: set "gravity".direction to CGVector(dx: 1.1034263912510901e-15, dy:
            // 0.9238795325112867)
            gravity.gravityDirection = CGVector(dx: 1.1034263912510901e-15, dy: 0.9238795325112867)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 9.6) {
            // at 9.6 s: set "gravity".direction to CGVector(dx: -0.09245859575340633, dy: 0.8861963858070879)
            gravity.gravityDirection = CGVector(dx: -0.09245859575340633, dy: 0.8861963858070879)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 9.7) {
            // at 9.7 s: set "gravity".direction to CGVector(dx: -0.172207202719761, dy: 0.8350688170451637)
            gravity.gravityDirection = CGVector(dx: -0.172207202719761, dy: 0.8350688170451637)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 9.8) {
            // at 9.8 s: set "gravity".direction to CGVector(dx: -0.2343561516630697, dy: 0.7743291879847676)
            gravity.gravityDirection = CGVector(dx: -0.2343561516630697, dy: 0.7743291879847676)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 9.9) {
            // at 9.9 s: set "gravity".direction to CGVector(dx: -0.2760889490521707, dy: 0.7085140257831054)
            gravity.gravityDirection = CGVector(dx: -0.2760889490521707, dy: 0.7085140257831054)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 10) {
            // at 10 s: set "gravity".direction to CGVector(dx: -0.29670720211495644, dy: 0.6418448692738101)
            gravity.gravityDirection = CGVector(dx: -0.29670720211495644, dy: 0.6418448692738101)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 10.1) {
            // at 10.1 s: set "gravity".direction to CGVector(dx: -0.2973226156782135, dy: 0.5773924399281224)
            gravity.gravityDirection = CGVector(dx: -0.2973226156782135, dy: 0.5773924399281224)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 10.2) {
            // at 10.2 s: set "gravity".direction to CGVector(dx: -0.280385320248912, dy: 0.5166000145193979)
            gravity.gravityDirection = CGVector(dx: -0.280385320248912, dy: 0.5166000145193979)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 10.3) {
            // at 10.3 s: set "gravity".direction to CGVector(dx: -0.24924226462997617, dy:
            // 0.45922003838285086)
            gravity.gravityDirection = CGVector(dx: -0.24924226462997617, dy: 0.45922003838285086)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 10.4) {
            // at 10.4 s: set "gravity".direction to CGVector(dx: -0.2078405551031785, dy: 0.4036207099594444)
            gravity.gravityDirection = CGVector(dx: -0.2078405551031785, dy: 0.4036207099594444)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 10.5) {
            // at 10.5 s: set "gravity".direction to CGVector(dx: -0.160576780669904, dy: 0.34736394014983163)
            gravity.gravityDirection = CGVector(dx: -0.160576780669904, dy: 0.34736394014983163)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 10.6) {
            // at 10.6 s: set "gravity".direction to CGVector(dx: -0.11219819553745553, dy:
            // 0.2879289282629749)
            gravity.gravityDirection = CGVector(dx: -0.11219819553745553, dy: 0.2879289282629749)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 10.7) {
            // at 10.7 s: set "gravity".direction to CGVector(dx: -0.06762448437702342, dy:
            // 0.22343604682001986)
            gravity.gravityDirection = CGVector(dx: -0.06762448437702342, dy: 0.22343604682001986)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 10.8) {
            // at 10.8 s: set "gravity".direction to CGVector(dx: -0.0315949714308237, dy:
            // 0.15321063811859953)
            gravity.gravityDirection = CGVector(dx: -0.0315949714308237, dy: 0.15321063811859953)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 10.9) {
            // at 10.9 s: set "gravity".direction to CGVector(dx: -0.008141598987377312, dy:
            // 0.07803553080718967)
            gravity.gravityDirection = CGVector(dx: -0.008141598987377312, dy: 0.07803553080718967)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 11) {
            // at 11 s: set "gravity".direction to CGVector(dx: -2.2496396739927864e-32, dy:
            // 6.123233995736766e-17)
            gravity.gravityDirection = CGVector(dx: -2.2496396739927864e-32, dy: 6.123233995736766e-17)
            // at 11 s: set "noise".strength to 25
            noise.strength = 25
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 11.1) {
            // at 11.1 s: set "gravity".direction to CGVector(dx: 6.354000799613075e-18, dy:
            // 6.090177444453618e-17)
            gravity.gravityDirection = CGVector(dx: 6.354000799613075e-18, dy: 6.090177444453618e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 11.2) {
            // at 11.2 s: set "gravity".direction to CGVector(dx: 1.236705754769564e-17, dy:
            // 5.997045392746855e-17)
            gravity.gravityDirection = CGVector(dx: 1.236705754769564e-17, dy: 5.997045392746855e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 11.3) {
            // at 11.3 s: set "gravity".direction to CGVector(dx: 1.7737792468525935e-17, dy:
            // 5.860691234827295e-17)
            gravity.gravityDirection = CGVector(dx: 1.7737792468525935e-17, dy: 5.860691234827295e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 11.4) {
            // at 11.4 s: set "gravity".direction to CGVector(dx: 2.2232298471639172e-17, dy:
            // 5.705369717487724e-17)
            gravity.gravityDirection = CGVector(dx: 2.2232298471639172e-17, dy: 5.705369717487724e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 11.5) {
            // at 11.5 s: set "gravity".direction to CGVector(dx: 2.5693539860013506e-17, dy:
            // 5.558094517113344e-17)
            gravity.gravityDirection = CGVector(dx: 2.5693539860013506e-17, dy: 5.558094517113344e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 11.6) {
            // at 11.6 s: set "gravity".direction to CGVector(dx: 2.8032664855998154e-17, dy:
            // 5.443867336486012e-17)
            gravity.gravityDirection = CGVector(dx: 2.8032664855998154e-17, dy: 5.443867336486012e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 11.7) {
            // at 11.7 s: set "gravity".direction to CGVector(dx: 2.920905072316088e-17, dy:
            // 5.3816640665378393e-17)
            gravity.gravityDirection = CGVector(dx: 2.920905072316088e-17, dy: 5.3816640665378393e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 11.8) {
            // at 11.8 s: set "gravity".direction to CGVector(dx: 2.9209050723160886e-17, dy:
            // 5.3816640665378393e-17)
            gravity.gravityDirection = CGVector(dx: 2.9209050723160886e-17, dy: 5.3816640665378393e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 11.9) {
            // at 11.9 s: set "gravity".direction to CGVector(dx: 2.8032664855998166e-17, dy:
            // 5.443867336486011e-17)
            gravity.gravityDirection = CGVector(dx: 2.8032664855998166e-17, dy: 5.443867336486011e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 12) {
            // at 12 s: set "gravity".direction to CGVector(dx: 2.569353986001353e-17, dy:
            // 5.558094517113342e-17)
            gravity.gravityDirection = CGVector(dx: 2.569353986001353e-17, dy: 5.558094517113342e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 12.1) {
            // at 12.1 s: set "gravity".direction to CGVector(dx: 2.2232298471639202e-17, dy:
            // 5.705369717487722e-17)
            gravity.gravityDirection = CGVector(dx: 2.2232298471639202e-17, dy: 5.705369717487722e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 12.2) {
            // at 12.2 s: set "gravity".direction to CGVector(dx: 1.7737792468526058e-17, dy:
            // 5.860691234827292e-17)
            gravity.gravityDirection = CGVector(dx: 1.7737792468526058e-17, dy: 5.860691234827292e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 12.3) {
            // at 12.3 s: set "gravity".direction to CGVector(dx: 1.2367057547695587e-17, dy:
            // 5.997045392746857e-17)
            gravity.gravityDirection = CGVector(dx: 1.2367057547695587e-17, dy: 5.997045392746857e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 12.4) {
            // at 12.4 s: set "gravity".direction to CGVector(dx: 6.3540007996132275e-18, dy:
            // 6.090177444453617e-17)
            gravity.gravityDirection = CGVector(dx: 6.3540007996132275e-18, dy: 6.090177444453617e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 12.5) {
            // at 12.5 s: set "gravity".direction to CGVector(dx: 2.624579619658251e-32, dy:
            // 6.123233995736766e-17)
            gravity.gravityDirection = CGVector(dx: 2.624579619658251e-32, dy: 6.123233995736766e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 12.6) {
            // at 12.6 s: set "gravity".direction to CGVector(dx: -6.35400079961307e-18, dy:
            // 6.090177444453618e-17)
            gravity.gravityDirection = CGVector(dx: -6.35400079961307e-18, dy: 6.090177444453618e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 12.7) {
            // at 12.7 s: set "gravity".direction to CGVector(dx: -1.2367057547695639e-17, dy:
            // 5.997045392746855e-17)
            gravity.gravityDirection = CGVector(dx: -1.2367057547695639e-17, dy: 5.997045392746855e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 12.8) {
            // at 12.8 s: set "gravity".direction to CGVector(dx: -1.7737792468525932e-17, dy:
            // 5.860691234827295e-17)
            gravity.gravityDirection = CGVector(dx: -1.7737792468525932e-17, dy: 5.860691234827295e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 12.9) {
            // at 12.9 s: set "gravity".direction to CGVector(dx: -2.2232298471639172e-17, dy:
            // 5.705369717487724e-17)
            gravity.gravityDirection = CGVector(dx: -2.2232298471639172e-17, dy: 5.705369717487724e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 13) {
            // at 13 s: set "gravity".direction to CGVector(dx: -2.5693539860013503e-17, dy:
            // 5.558094517113344e-17)
            gravity.gravityDirection = CGVector(dx: -2.5693539860013503e-17, dy: 5.558094517113344e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 13.1) {
            // at 13.1 s: set "gravity".direction to CGVector(dx: -2.8032664855998154e-17, dy:
            // 5.443867336486012e-17)
            gravity.gravityDirection = CGVector(dx: -2.8032664855998154e-17, dy: 5.443867336486012e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 13.2) {
            // at 13.2 s: set "gravity".direction to CGVector(dx: -2.920905072316089e-17, dy:
            // 5.381664066537838e-17)
            gravity.gravityDirection = CGVector(dx: -2.920905072316089e-17, dy: 5.381664066537838e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 13.3) {
            // at 13.3 s: set "gravity".direction to CGVector(dx: -2.9209050723160886e-17, dy:
            // 5.3816640665378393e-17)
            gravity.gravityDirection = CGVector(dx: -2.9209050723160886e-17, dy: 5.3816640665378393e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 13.4) {
            // at 13.4 s: set "gravity".direction to CGVector(dx: -2.8032664855998135e-17, dy:
            // 5.4438673364860124e-17)
            gravity.gravityDirection = CGVector(dx: -2.8032664855998135e-17, dy: 5.4438673364860124e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 13.5) {
            // at 13.5 s: set "gravity".direction to CGVector(dx: -2.5693539860013577e-17, dy:
            // 5.558094517113341e-17)
            gravity.gravityDirection = CGVector(dx: -2.5693539860013577e-17, dy: 5.558094517113341e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 13.6) {
            // at 13.6 s: set "gravity".direction to CGVector(dx: -2.2232298471639202e-17, dy:
            // 5.705369717487722e-17)
            gravity.gravityDirection = CGVector(dx: -2.2232298471639202e-17, dy: 5.705369717487722e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 13.7) {
            // at 13.7 s: set "gravity".direction to CGVector(dx: -1.773779246852606e-17, dy:
            // 5.860691234827292e-17)
            gravity.gravityDirection = CGVector(dx: -1.773779246852606e-17, dy: 5.860691234827292e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 13.8) {
            // at 13.8 s: set "gravity".direction to CGVector(dx: -1.236705754769569e-17, dy:
            // 5.997045392746854e-17)
            gravity.gravityDirection = CGVector(dx: -1.236705754769569e-17, dy: 5.997045392746854e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 13.9) {
            // at 13.9 s: set "gravity".direction to CGVector(dx: -6.3540007996132306e-18, dy:
            // 6.090177444453617e-17)
            gravity.gravityDirection = CGVector(dx: -6.3540007996132306e-18, dy: 6.090177444453617e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 14) {
            // at 14 s: set "gravity".direction to CGVector(dx: -2.999519565323715e-32, dy:
            // 6.123233995736766e-17)
            gravity.gravityDirection = CGVector(dx: -2.999519565323715e-32, dy: 6.123233995736766e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 14.1) {
            // at 14.1 s: set "gravity".direction to CGVector(dx: 6.354000799613173e-18, dy:
            // 6.090177444453618e-17)
            gravity.gravityDirection = CGVector(dx: 6.354000799613173e-18, dy: 6.090177444453618e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 14.2) {
            // at 14.2 s: set "gravity".direction to CGVector(dx: 1.2367057547695634e-17, dy:
            // 5.997045392746855e-17)
            gravity.gravityDirection = CGVector(dx: 1.2367057547695634e-17, dy: 5.997045392746855e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 14.3) {
            // at 14.3 s: set "gravity".direction to CGVector(dx: 1.7737792468526015e-17, dy:
            // 5.860691234827293e-17)
            gravity.gravityDirection = CGVector(dx: 1.7737792468526015e-17, dy: 5.860691234827293e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 14.4) {
            // at 14.4 s: set "gravity".direction to CGVector(dx: 2.223229847163917e-17, dy:
            // 5.705369717487724e-17)
            gravity.gravityDirection = CGVector(dx: 2.223229847163917e-17, dy: 5.705369717487724e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 14.5) {
            // at 14.5 s: set "gravity".direction to CGVector(dx: 2.5693539860013553e-17, dy:
            // 5.558094517113341e-17)
            gravity.gravityDirection = CGVector(dx: 2.5693539860013553e-17, dy: 5.558094517113341e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 14.6) {
            // at 14.6 s: set "gravity".direction to CGVector(dx: 2.803266485599812e-17, dy:
            // 5.4438673364860136e-17)
            gravity.gravityDirection = CGVector(dx: 2.803266485599812e-17, dy: 5.4438673364860136e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 14.7) {
            // at 14.7 s: set "gravity".direction to CGVector(dx: 2.920905072316088e-17, dy:
            // 5.3816640665378393e-17)
            gravity.gravityDirection = CGVector(dx: 2.920905072316088e-17, dy: 5.3816640665378393e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 14.8) {
            // at 14.8 s: set "gravity".direction to CGVector(dx: 2.92090507231609e-17, dy:
            // 5.381664066537838e-17)
            gravity.gravityDirection = CGVector(dx: 2.92090507231609e-17, dy: 5.381664066537838e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 14.9) {
            // at 14.9 s: set "gravity".direction to CGVector(dx: 2.8032664855998166e-17, dy:
            // 5.443867336486011e-17)
            gravity.gravityDirection = CGVector(dx: 2.8032664855998166e-17, dy: 5.443867336486011e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 15) {
            // at 15 s: set "gravity".direction to CGVector(dx: 2.5693539860013534e-17, dy:
            // 5.558094517113342e-17)
            gravity.gravityDirection = CGVector(dx: 2.5693539860013534e-17, dy: 5.558094517113342e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 15.1) {
            // at 15.1 s: set "gravity".direction to CGVector(dx: 2.2232298471639205e-17, dy:
            // 5.705369717487722e-17)
            gravity.gravityDirection = CGVector(dx: 2.2232298471639205e-17, dy: 5.705369717487722e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 15.2) {
            // at 15.2 s: set "gravity".direction to CGVector(dx: 1.773779246852598e-17, dy:
            // 5.860691234827294e-17)
            gravity.gravityDirection = CGVector(dx: 1.773779246852598e-17, dy: 5.860691234827294e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 15.3) {
            // at 15.3 s: set "gravity".direction to CGVector(dx: 1.2367057547695695e-17, dy:
            // 5.997045392746854e-17)
            gravity.gravityDirection = CGVector(dx: 1.2367057547695695e-17, dy: 5.997045392746854e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 15.4) {
            // at 15.4 s: set "gravity".direction to CGVector(dx: 6.354000799613128e-18, dy:
            // 6.090177444453618e-17)
            gravity.gravityDirection = CGVector(dx: 6.354000799613128e-18, dy: 6.090177444453618e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 15.5) {
            // at 15.5 s: set "gravity".direction to CGVector(dx: 3.3744595109891796e-32, dy:
            // 6.123233995736766e-17)
            gravity.gravityDirection = CGVector(dx: 3.3744595109891796e-32, dy: 6.123233995736766e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 15.6) {
            // at 15.6 s: set "gravity".direction to CGVector(dx: -6.354000799613168e-18, dy:
            // 6.090177444453618e-17)
            gravity.gravityDirection = CGVector(dx: -6.354000799613168e-18, dy: 6.090177444453618e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 15.7) {
            // at 15.7 s: set "gravity".direction to CGVector(dx: -1.2367057547695534e-17, dy:
            // 5.997045392746858e-17)
            gravity.gravityDirection = CGVector(dx: -1.2367057547695534e-17, dy: 5.997045392746858e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 15.8) {
            // at 15.8 s: set "gravity".direction to CGVector(dx: -1.7737792468526015e-17, dy:
            // 5.860691234827293e-17)
            gravity.gravityDirection = CGVector(dx: -1.7737792468526015e-17, dy: 5.860691234827293e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 15.9) {
            // at 15.9 s: set "gravity".direction to CGVector(dx: -2.22322984716391e-17, dy:
            // 5.705369717487726e-17)
            gravity.gravityDirection = CGVector(dx: -2.22322984716391e-17, dy: 5.705369717487726e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 16) {
            // at 16 s: set "gravity".direction to CGVector(dx: -2.56935398600135e-17, dy:
            // 5.558094517113344e-17)
            gravity.gravityDirection = CGVector(dx: -2.56935398600135e-17, dy: 5.558094517113344e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 16.1) {
            // at 16.1 s: set "gravity".direction to CGVector(dx: -2.803266485599815e-17, dy:
            // 5.443867336486012e-17)
            gravity.gravityDirection = CGVector(dx: -2.803266485599815e-17, dy: 5.443867336486012e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 16.2) {
            // at 16.2 s: set "gravity".direction to CGVector(dx: -2.920905072316088e-17, dy:
            // 5.3816640665378393e-17)
            gravity.gravityDirection = CGVector(dx: -2.920905072316088e-17, dy: 5.3816640665378393e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 16.3) {
            // at 16.3 s: set "gravity".direction to CGVector(dx: -2.9209050723160886e-17, dy:
            // 5.3816640665378393e-17)
            gravity.gravityDirection = CGVector(dx: -2.9209050723160886e-17, dy: 5.3816640665378393e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 16.4) {
            // at 16.4 s: set "gravity".direction to CGVector(dx: -2.8032664855998203e-17, dy:
            // 5.443867336486009e-17)
            gravity.gravityDirection = CGVector(dx: -2.8032664855998203e-17, dy: 5.443867336486009e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 16.5) {
            // at 16.5 s: set "gravity".direction to CGVector(dx: -2.5693539860013534e-17, dy:
            // 5.558094517113342e-17)
            gravity.gravityDirection = CGVector(dx: -2.5693539860013534e-17, dy: 5.558094517113342e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 16.6) {
            // at 16.6 s: set "gravity".direction to CGVector(dx: -2.223229847163914e-17, dy:
            // 5.705369717487725e-17)
            gravity.gravityDirection = CGVector(dx: -2.223229847163914e-17, dy: 5.705369717487725e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 16.7) {
            // at 16.7 s: set "gravity".direction to CGVector(dx: -1.7737792468525984e-17, dy:
            // 5.860691234827294e-17)
            gravity.gravityDirection = CGVector(dx: -1.7737792468525984e-17, dy: 5.860691234827294e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 16.8) {
            // at 16.8 s: set "gravity".direction to CGVector(dx: -1.2367057547695696e-17, dy:
            // 5.997045392746854e-17)
            gravity.gravityDirection = CGVector(dx: -1.2367057547695696e-17, dy: 5.997045392746854e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 16.9) {
            // at 16.9 s: set "gravity".direction to CGVector(dx: -6.354000799613343e-18, dy:
            // 6.090177444453616e-17)
            gravity.gravityDirection = CGVector(dx: -6.354000799613343e-18, dy: 6.090177444453616e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 17) {
            // at 17 s: set "gravity".direction to CGVector(dx: -1.4626448044229771e-31, dy:
            // 6.123233995736766e-17)
            gravity.gravityDirection = CGVector(dx: -1.4626448044229771e-31, dy: 6.123233995736766e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 17.1) {
            // at 17.1 s: set "gravity".direction to CGVector(dx: 6.3540007996132714e-18, dy:
            // 6.090177444453617e-17)
            gravity.gravityDirection = CGVector(dx: 6.3540007996132714e-18, dy: 6.090177444453617e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 17.2) {
            // at 17.2 s: set "gravity".direction to CGVector(dx: 1.236705754769563e-17, dy:
            // 5.997045392746855e-17)
            gravity.gravityDirection = CGVector(dx: 1.236705754769563e-17, dy: 5.997045392746855e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 17.3) {
            // at 17.3 s: set "gravity".direction to CGVector(dx: 1.7737792468526012e-17, dy:
            // 5.860691234827293e-17)
            gravity.gravityDirection = CGVector(dx: 1.7737792468526012e-17, dy: 5.860691234827293e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 17.4) {
            // at 17.4 s: set "gravity".direction to CGVector(dx: 2.2232298471639098e-17, dy:
            // 5.705369717487727e-17)
            gravity.gravityDirection = CGVector(dx: 2.2232298471639098e-17, dy: 5.705369717487727e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 17.5) {
            // at 17.5 s: set "gravity".direction to CGVector(dx: 2.56935398600135e-17, dy:
            // 5.558094517113344e-17)
            gravity.gravityDirection = CGVector(dx: 2.56935398600135e-17, dy: 5.558094517113344e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 17.6) {
            // at 17.6 s: set "gravity".direction to CGVector(dx: 2.803266485599821e-17, dy:
            // 5.443867336486009e-17)
            gravity.gravityDirection = CGVector(dx: 2.803266485599821e-17, dy: 5.443867336486009e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 17.7) {
            // at 17.7 s: set "gravity".direction to CGVector(dx: 2.920905072316087e-17, dy:
            // 5.38166406653784e-17)
            gravity.gravityDirection = CGVector(dx: 2.920905072316087e-17, dy: 5.38166406653784e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 17.8) {
            // at 17.8 s: set "gravity".direction to CGVector(dx: 2.9209050723160886e-17, dy:
            // 5.3816640665378393e-17)
            gravity.gravityDirection = CGVector(dx: 2.9209050723160886e-17, dy: 5.3816640665378393e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 17.9) {
            // at 17.9 s: set "gravity".direction to CGVector(dx: 2.8032664855998203e-17, dy:
            // 5.443867336486009e-17)
            gravity.gravityDirection = CGVector(dx: 2.8032664855998203e-17, dy: 5.443867336486009e-17)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 18) {
            // at 18 s: set "gravity".direction to CGVector(dx: 2.5693539860013583e-17, dy:
            // 5.55809451711334e-17)
            gravity.gravityDirection = CGVector(dx: 2.5693539860013583e-17, dy: 5.55809451711334e-17)
        }

        // Every view follows a finger: drag it; let go while moving to flick it.
        for draggable in [square, ellipse] {
            let pan = UIPanGestureRecognizer(target: self, action: NoiseFieldViewController.handlePan(_:))  // #selector(handlePan(_:)) on iOS
            draggable.addGestureRecognizer(pan)
        }
    }

    /// A finger drags the view it touched, as the playground's pointer does: an attachment from
    /// the touched point to the finger follows it; let go, the attachment goes and the view
    /// keeps the finger's velocity.
    func handlePan(_ gesture: UIPanGestureRecognizer) {  // @objc on iOS
        guard let touched = gesture.view else { return }
        let item: any UIDynamicItem = touched
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
}
