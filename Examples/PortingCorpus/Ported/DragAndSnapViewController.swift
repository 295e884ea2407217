//
//  DragAndSnapViewController.swift
//  Onboarding
//
//  Drag the sticker anywhere; it hangs off your finger where you grabbed it and swings a little.
//  Let go over the drop zone and it snaps into the slot; anywhere else, it snaps back home.
//  A shadow view follows the sticker through key-value observation of its center.
//

import UIKitDynamics

final class DragAndSnapViewController: UIViewController {

    // TODO(port): the storyboard created this outlet: set its frame and add it to a superview (e.g. view.addSubview(stickerView) in viewDidLoad)
    var stickerView: UIImageView! = UIImageView()
    // TODO(port): the storyboard created this outlet: set its frame and add it to a superview (e.g. view.addSubview(dropZoneView) in viewDidLoad)
    var dropZoneView: UIView! = UIView()
    // TODO(port): the storyboard created this outlet: set its frame and add it to a superview (e.g. view.addSubview(shadowView) in viewDidLoad)
    var shadowView: UIView! = UIView()
    // TODO(port): the storyboard created this outlet: set its frame and add it to a superview (e.g. view.addSubview(hintLabel) in viewDidLoad)
    var hintLabel: UILabel! = UILabel()

    private var animator: UIDynamicAnimator!
    private var fingerAttachment: UIAttachmentBehavior?
    private var snap: UISnapBehavior?
    private var homeCenter: CGPoint = .zero
    // TODO(port): not ported: key-value observing (a stored observation); read the value where it changes instead, e.g. in a behavior's `action` closure, which runs every animator step
    // private var centerObservation: NSKeyValueObservation?

    private(set) var isInSlot = false

    override func viewDidLoad() {
        super.viewDidLoad()
        animator = UIDynamicAnimator(referenceView: view)
        homeCenter = stickerView.center
        stickerView.isUserInteractionEnabled = true
        dropZoneView.layer.borderWidth = 2
        dropZoneView.layer.cornerRadius = 12

        let pan = UIPanGestureRecognizer(target: self, action: DragAndSnapViewController.didPan(_:))
        stickerView.addGestureRecognizer(pan)

        // TODO(port): not ported: key-value observing (observe(\.center)); read the value where it changes instead, e.g. in a behavior's `action` closure, which runs every animator step
        // centerObservation = stickerView.observe(\.center, options: [.new]) { [weak self] _, change in
        //     guard let self, let center = change.newValue else { return }
        //     self.shadowView.center = CGPoint(x: center.x + 6, y: center.y + 8)
        // }
    }

    deinit {
        // TODO(port): not ported: uses the key-value observation `centerObservation`; read the value where it changes instead, e.g. in a behavior's `action` closure, which runs every animator step
        // centerObservation?.invalidate()
    }

    private func didPan(_ pan: UIPanGestureRecognizer) {
        let location = pan.location(in: view)
        switch pan.state {
        case .began:
            if let snap { animator.removeBehavior(snap) }
            let grabOffset = UIOffset(
                horizontal: location.x - stickerView.center.x, vertical: location.y - stickerView.center.y)
            let attachment = UIAttachmentBehavior(
                item: stickerView, offsetFromCenter: grabOffset, attachedToAnchor: location)
            attachment.length = 0
            animator.addBehavior(attachment)
            fingerAttachment = attachment
            hintLabel.isHidden = true

        case .changed:
            fingerAttachment?.anchorPoint = location

        case .ended, .cancelled:
            if let fingerAttachment { animator.removeBehavior(fingerAttachment) }
            fingerAttachment = nil
            isInSlot = pan.state == .ended && dropZoneView.frame.contains(stickerView.center)
            let target = isInSlot ? dropZoneView.center : homeCenter
            let snap = UISnapBehavior(item: stickerView, snapTo: target)
            snap.damping = 0.5
            animator.addBehavior(snap)
            self.snap = snap
            hintLabel.isHidden = isInSlot

        default:
            break
        }
    }

    // TODO(port): the storyboard connected this action to a control: connect it in code, e.g. button.addTarget(self, action: DragAndSnapViewController.resetTapped(_:), for: .touchUpInside)
    private func resetTapped(_ sender: Any) {
        isInSlot = false
        if let snap { animator.removeBehavior(snap) }
        let home = UISnapBehavior(item: stickerView, snapTo: homeCenter)
        animator.addBehavior(home)
        snap = home
    }
}
