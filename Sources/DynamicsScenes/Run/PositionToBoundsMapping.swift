import Dynamics

/// A dynamic item that turns the animator's position changes into size changes of another item
/// (the seed's "Map Dynamic Animation Position Changes to Bounds"): its `center` is the target's
/// bounds size (`x` = width, `y` = height), its `bounds` are the target's (so the body has the
/// target's mass), and its `transform` is the target's. Attach it to an anchor at its centre and
/// push it: the target grows and shrinks elastically instead of moving.
///
/// ```swift
/// let mapping = PositionToBoundsMapping(target: button)
/// let spring = AttachmentBehavior(item: mapping, attachedToAnchor: mapping.center)
/// spring.frequency = 2
/// spring.damping = 0.3
/// ```
public final class PositionToBoundsMapping: DynamicItem {
    /// The item whose bounds follow this item's centre.
    public let target: SceneItem

    /// Wraps `target`.
    ///
    /// ```swift
    /// let mapping = PositionToBoundsMapping(target: run.sceneItem(named: "button")!)
    /// mapping.center   // (300, 200): the button's size
    /// ```
    public init(target: SceneItem) {
        self.target = target
    }

    /// The target's bounds, as the seed passes them through.
    public var bounds: CGRect { target.bounds }

    /// The target's size as a point; setting it resizes the target (origin zero).
    public var center: CGPoint {
        get { CGPoint(x: target.bounds.width, y: target.bounds.height) }
        set { target.bounds = CGRect(x: 0, y: 0, width: newValue.x, height: newValue.y) }
    }

    /// The target's transform.
    public var transform: CGAffineTransform {
        get { target.transform }
        set { target.transform = newValue }
    }
}
