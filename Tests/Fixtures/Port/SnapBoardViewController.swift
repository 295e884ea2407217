import UIKit
import CoreGraphics

/// Tap anywhere: the square snaps there. The slider sets the snap's damping.
final class SnapBoardViewController: UIViewController {
    private let square = UIView(frame: CGRect(x: 140, y: 240, width: 40, height: 40))
    private let dampingSlider = UISlider(frame: CGRect(x: 20, y: 40, width: 280, height: 30))
    private lazy var animator = UIDynamicAnimator(referenceView: view)
    private var snap: UISnapBehavior?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(square)
        view.addSubview(dampingSlider)
        dampingSlider.value = 0.5
        dampingSlider.addTarget(self, action: #selector(dampingChanged(_:)), for: .valueChanged)

        let tap = UITapGestureRecognizer(target: self, action: #selector(SnapBoardViewController.tapped(_:)))
        view.addGestureRecognizer(tap)
        let doubleTap = UITapGestureRecognizer()
        doubleTap.addTarget(self, action: #selector(recenter))
        view.addGestureRecognizer(doubleTap)
    }

    @objc func tapped(_ recognizer: UITapGestureRecognizer) {
        if let snap { animator.removeBehavior(snap) }
        let snap = UISnapBehavior(item: square, snapTo: recognizer.location(in: view))
        snap.damping = CGFloat(dampingSlider.value)
        animator.addBehavior(snap)
        self.snap = snap
    }

    @objc func recenter() {
        square.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        animator.updateItem(usingCurrentState: square)
    }

    @objc func dampingChanged(_ slider: UISlider) {
        snap?.damping = CGFloat(slider.value)
    }
}
