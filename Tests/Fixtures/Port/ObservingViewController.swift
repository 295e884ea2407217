import UIKit
import SwiftUI

/// What the port cannot do for you: observing, display links, keyboards, the application object.
class ObservingViewController: UIViewController {
    let ball = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    let model = BallModel()
    private var displayLink: CADisplayLink?

    override func viewDidLoad() {
        super.viewDidLoad()
        ball.addObserver(self, forKeyPath: "center", options: [.new], context: nil)
        displayLink = CADisplayLink(target: self, selector: #selector(step))
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillShow(_:)),
            name: UIResponder.keyboardWillShowNotification, object: nil)
        let pan = UIPanGestureRecognizer(target: model, action: #selector(handlePan(_:)))
        ball.addGestureRecognizer(pan)
        print(UIApplication.shared.applicationState)
    }

    override func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {
        print("moved")
    }

    @objc func step() {}

    @objc func keyboardWillShow(_ notification: Notification) {}

    @objc func handlePan(_ pan: UIPanGestureRecognizer) {}
}
