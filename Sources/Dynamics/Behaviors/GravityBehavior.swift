import DynamicsEngine

#if canImport(Glibc)
    import Glibc
#endif

/// Accelerates its items, whatever their mass: UIKit's `UIGravityBehavior`.
///
/// Magnitude 1.0 is 1000 pt/s² ("UIKit gravity"). As in UIKit there is one gravity per
/// animator: the last gravity behavior to set its vector sets it for all, and removing any
/// gravity behavior sets it to zero.
///
/// ```swift
/// let gravity = GravityBehavior(items: [card])
/// gravity.angle = .pi / 4      // down and to the right
/// gravity.magnitude = 0.5      // 500 pt/s²
/// animator.addBehavior(gravity)
/// ```
open class GravityBehavior: ItemsBehavior {
    /// The vector the world uses: from `setAngle` it is computed in `Float`, as UIKit does.
    var vector = CGVector(dx: 0, dy: 1)
    /// The angle as set (UIKit keeps what you set: −π/2 reads −π/2, not the `Float` vector's
    /// angle), the vector's own angle after `gravityDirection` is set, and 0 after magnitude 0.
    var storedAngle: CGFloat = .pi / 2
    /// The magnitude as set; `nil` when the vector is the truth (after `gravityDirection`, or a
    /// negative magnitude, which turns the vector round).
    var storedMagnitude: CGFloat?

    /// Creates gravity pointing down with magnitude 1.0 for `items`.
    public override init(items: [any DynamicItem]) {
        super.init(items: items)
    }

    /// Creates a gravity pointing down with magnitude 1.0 and no items yet, as UIKit's inherited `init()` does; add items
    /// with ``ItemsBehavior/addItem(_:)``. Subclasses call it as `super.init()`.
    ///
    /// ```swift
    /// let gravity = GravityBehavior()
    /// gravity.addItem(card)
    /// ```
    public init() {
        super.init(items: [])
    }

    /// The acceleration vector; 1.0 per axis = 1000 pt/s². Components beyond
    /// ``NumericDomain/Interval/gravity`` (±1e4) are refused.
    ///
    /// ```swift
    /// gravity.gravityDirection = CGVector(dx: 0, dy: -1)   // falls up
    /// ```
    public var gravityDirection: CGVector {
        get { vector }
        set {
            let problem = NumericDomain.problem(
                newValue, in: .gravity, for: "GravityBehavior.gravityDirection")
            guard admits(problem, kept: format(vector)) else { return }
            if newValue.dx != 0 || newValue.dy != 0 {
                storedAngle = CGFloat(PortableMath.atan2(Double(newValue.dy), Double(newValue.dx)))
            }
            storedMagnitude = nil
            setVector(newValue)
        }
    }

    /// The direction in radians (π/2 = down). Setting it keeps the magnitude.
    public var angle: CGFloat {
        get { storedAngle }
        set {
            let problem = NumericDomain.problem(newValue, in: .angle, for: "GravityBehavior.angle")
            guard admits(problem, kept: DecimalText.readable(Float(angle))) else { return }
            setAngle(newValue, magnitude: magnitude)
        }
    }

    /// The strength; 1.0 = 1000 pt/s². Setting 0 makes the vector zero and the angle 0, as in
    /// UIKit.
    public var magnitude: CGFloat {
        get { storedMagnitude ?? vector.length }
        set {
            let problem = NumericDomain.problem(newValue, in: .gravity, for: "GravityBehavior.magnitude")
            // The vector's length, as the Float UIKit computes it from (5, not 5.000000000000004).
            guard admits(problem, kept: DecimalText.readable(Float(magnitude))) else { return }
            if newValue == 0 {
                storedAngle = 0
                storedMagnitude = 0
                setVector(.zero)
            } else {
                setAngle(storedAngle, magnitude: newValue)
            }
        }
    }

    /// Sets direction and strength together; computed in `Float` as UIKit does.
    ///
    /// ```swift
    /// gravity.setAngle(.pi, magnitude: 2)   // 2000 pt/s² to the left
    /// ```
    public func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        let call = "GravityBehavior.setAngle(_:magnitude:)"
        let problem =
            NumericDomain.problem(angle, in: .angle, for: call + " angle")
            ?? NumericDomain.problem(magnitude, in: .gravity, for: call + " magnitude")
        guard admits(problem, kept: format(vector)) else { return }
        let v = CGVector(uikitAngle: angle, magnitude: magnitude)
        if magnitude >= 0 {
            (storedAngle, storedMagnitude) = (angle, magnitude)
        } else {
            // The vector points the other way: angle and magnitude are read from it.
            storedAngle = CGFloat(PortableMath.atan2(Double(v.dy), Double(v.dx)))
            storedMagnitude = nil
        }
        setVector(v)
    }

    private func setVector(_ v: CGVector) {
        guard v != vector else { return }
        vector = v
        if let animator = dynamicAnimator {
            applyWorldGravity(animator)
            animator.wakeAll()
        }
    }

    private func applyWorldGravity(_ animator: DynamicAnimator) {
        animator.world.gravity = Vec2(Float(vector.dx) * 10, Float(vector.dy) * 10)
    }

    override func associate(with animator: DynamicAnimator) {
        applyWorldGravity(animator)
        super.associate(with: animator)
    }

    override func dissociate(from animator: DynamicAnimator) {
        super.dissociate(from: animator)
        animator.world.gravity = .zero
    }

    override func didAttach(_ record: ItemBody, _ animator: DynamicAnimator) {
        record.gravityCount += 1
        animator.world.setGravityScale(of: record.body, 1)
    }

    override func willDetach(_ record: ItemBody, _ animator: DynamicAnimator) {
        record.gravityCount -= 1
        if record.gravityCount == 0 { animator.world.setGravityScale(of: record.body, 0) }
    }
}
