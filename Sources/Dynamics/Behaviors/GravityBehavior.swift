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
    var vector = CGVector(dx: 0, dy: 1)
    /// The angle kept while the magnitude is zero.
    var storedAngle: CGFloat = .pi / 2

    /// Creates gravity pointing down with magnitude 1.0 for `items`.
    public override init(items: [any DynamicItem]) {
        super.init(items: items)
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
            setVector(newValue)
        }
    }

    /// The direction in radians (π/2 = down). Setting it keeps the magnitude.
    public var angle: CGFloat {
        get {
            magnitude == 0 ? storedAngle : CGFloat(PortableMath.atan2(Double(vector.dy), Double(vector.dx)))
        }
        set {
            let problem = NumericDomain.problem(newValue, in: .angle, for: "GravityBehavior.angle")
            guard admits(problem, kept: DecimalText.readable(Float(angle))) else { return }
            setAngle(newValue, magnitude: magnitude)
        }
    }

    /// The strength; 1.0 = 1000 pt/s². Setting 0 makes the vector zero and the angle 0, as in
    /// UIKit.
    public var magnitude: CGFloat {
        get { vector.length }
        set {
            let problem = NumericDomain.problem(newValue, in: .gravity, for: "GravityBehavior.magnitude")
            // The vector's length, as the Float UIKit computes it from (5, not 5.000000000000004).
            guard admits(problem, kept: DecimalText.readable(Float(magnitude))) else { return }
            if newValue == 0 {
                storedAngle = 0
                setVector(.zero)
            } else {
                setAngle(storedAngleOrCurrent, magnitude: newValue)
            }
        }
    }

    private var storedAngleOrCurrent: CGFloat { magnitude == 0 ? storedAngle : angle }

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
        storedAngle = angle
        setVector(CGVector(uikitAngle: angle, magnitude: magnitude))
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
