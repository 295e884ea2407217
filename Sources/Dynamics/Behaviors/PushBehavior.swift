import DynamicsEngine

/// Pushes its items with a force: UIKit's `UIPushBehavior`.
///
/// Magnitude 1.0 is one "UIKit newton": a continuous push of 1.0 accelerates a 100×100 pt item
/// of density 1 (1 kg) at 100 pt/s²; an instantaneous push of 1.0 adds 100 pt/s to it, once,
/// at the next frame, and then turns itself off (`active = false`; set it to `true` to fire again).
///
/// ```swift
/// let push = PushBehavior(items: [card], mode: .instantaneous)
/// push.pushDirection = CGVector(dx: 0, dy: -1)   // a kick upwards
/// animator.addBehavior(push)
/// ```
open class PushBehavior: ItemsBehavior {
    /// How the force is applied.
    public enum Mode: Int, Sendable {
        /// A force acting in every frame while `active`.
        case continuous = 0
        /// An impulse applied once, at the next frame.
        case instantaneous = 1
    }

    /// How the force is applied.
    public let mode: Mode
    var vector = CGVector.zero
    /// The angle as set (kept while the magnitude is zero).
    var storedAngle: CGFloat = 0
    /// The magnitude as set (UIKit keeps what you set: 0.3 reads 0.3, not the `Float` vector's
    /// length); `nil` when the vector is the truth (after `pushDirection`, or a negative magnitude).
    var storedMagnitude: CGFloat?
    var offsets: [ObjectIdentifier: Offset] = [:]

    /// Creates a push of zero magnitude for `items`.
    ///
    /// ```swift
    /// let push = PushBehavior(items: [card], mode: .continuous)
    /// ```
    public init(items: [any DynamicItem], mode: Mode) {
        self.mode = mode
        super.init(items: items)
    }

    /// Whether the push acts. An instantaneous push turns itself off after firing.
    public var active: Bool {
        get { isActive }
        set {
            isActive = newValue
            if newValue { parametersChanged() }
        }
    }
    var isActive = true

    /// The force vector in UIKit newtons per axis.
    ///
    /// ```swift
    /// push.pushDirection = CGVector(dx: 0.5, dy: 0)
    /// ```
    public var pushDirection: CGVector {
        get { vector }
        set {
            let problem = NumericDomain.problem(newValue, in: .push, for: "PushBehavior.pushDirection")
            guard admits(problem, kept: format(vector)) else { return }
            if newValue != .zero {
                storedAngle = CGFloat(PortableMath.atan2(Double(newValue.dy), Double(newValue.dx)))
            }
            vector = newValue
            storedMagnitude = nil
            parametersChanged()
        }
    }

    /// The direction in radians (0 = right, π/2 = down). Setting it keeps the magnitude.
    public var angle: CGFloat {
        get { storedAngle }
        set {
            let problem = NumericDomain.problem(newValue, in: .angle, for: "PushBehavior.angle")
            guard admits(problem, kept: DecimalText.readable(storedAngle)) else { return }
            setAngle(newValue, magnitude: magnitude)
        }
    }

    /// The strength in UIKit newtons. Setting it keeps the angle; 0 keeps the angle too.
    public var magnitude: CGFloat {
        get { storedMagnitude ?? vector.length }
        set {
            let problem = NumericDomain.problem(newValue, in: .push, for: "PushBehavior.magnitude")
            guard admits(problem, kept: DecimalText.readable(Float(magnitude))) else { return }
            setAngle(storedAngle, magnitude: newValue)
        }
    }

    /// Sets direction and strength together (computed in `Float`, as UIKit does).
    ///
    /// ```swift
    /// push.setAngle(-.pi / 2, magnitude: 2)   // 2 N upwards
    /// ```
    public func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        let call = "PushBehavior.setAngle(_:magnitude:)"
        let problem =
            NumericDomain.problem(angle, in: .angle, for: call + " angle")
            ?? NumericDomain.problem(magnitude, in: .push, for: call + " magnitude")
        guard admits(problem, kept: format(vector)) else { return }
        storedAngle = angle
        storedMagnitude = magnitude >= 0 ? magnitude : nil
        vector = CGVector(uikitAngle: angle, magnitude: magnitude)
        parametersChanged()
    }

    /// Applies the force to `item` at `center + offset` (the offset does not turn with the item),
    /// which also spins it. (0, 0) pushes the centre.
    ///
    /// ```swift
    /// push.setTargetOffsetFromCenter(Offset(horizontal: 0, vertical: -40), for: card)
    /// ```
    public func setTargetOffsetFromCenter(_ offset: Offset, for item: any DynamicItem) {
        let problem = NumericDomain.problem(
            offset, for: "PushBehavior.setTargetOffsetFromCenter(_:for: \(describe(item)))")
        guard admits(problem, kept: "\(targetOffsetFromCenter(for: item))") else { return }
        offsets[ObjectIdentifier(item: item)] = offset == .zero ? nil : offset
    }

    /// The offset at which the force acts on `item`.
    public func targetOffsetFromCenter(for item: any DynamicItem) -> Offset {
        offsets[ObjectIdentifier(item: item)] ?? .zero
    }

    open override func removeItem(_ item: any DynamicItem) {
        offsets[ObjectIdentifier(item: item)] = nil
        super.removeItem(item)
    }

    override func preStep(_ animator: DynamicAnimator) {
        guard active else { return }
        let force = Vec2(Float(vector.dx), Float(vector.dy))
        if force != .zero {
            for item in items {
                guard let record = animator.record(for: item) else { continue }
                let center = animator.world.position(of: record.body)
                let offset = offsets[ObjectIdentifier(item: item)] ?? .zero
                let point = center + Units.metres(CGPoint(x: offset.horizontal, y: offset.vertical))
                switch mode {
                case .continuous: animator.world.applyForce(to: record.body, force, at: point)
                case .instantaneous: animator.world.applyImpulse(to: record.body, force, at: point)
                }
            }
        }
        if mode == .instantaneous { active = false }
    }
}
