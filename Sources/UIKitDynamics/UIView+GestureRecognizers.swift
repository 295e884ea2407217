import Foundation

/// Gesture recognizers attached to a view.
extension UIView {
    /// The gesture recognizers attached to the view, `nil` when there are none (as in UIKit).
    ///
    /// ```swift
    /// card.addGestureRecognizer(pan)
    /// card.gestureRecognizers?.count   // 1
    /// ```
    public var gestureRecognizers: [UIGestureRecognizer]? {
        attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers
    }

    /// Attaches `recognizer` to the view (taking it from the view it was attached to): its
    /// ``UIGestureRecognizer/view`` becomes this view.
    ///
    /// ```swift
    /// tagView.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Self.pan(_:)))
    /// ```
    public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        if let previous = recognizer.view, previous !== self {
            previous.removeGestureRecognizer(recognizer)
        }
        guard !attachedGestureRecognizers.contains(where: { $0 === recognizer }) else { return }
        attachedGestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// Detaches `recognizer` if it is attached to this view.
    ///
    /// ```swift
    /// tagView.removeGestureRecognizer(pan)
    /// ```
    public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard let index = attachedGestureRecognizers.firstIndex(where: { $0 === recognizer }) else { return }
        attachedGestureRecognizers.remove(at: index)
        recognizer.view = nil
    }

}
