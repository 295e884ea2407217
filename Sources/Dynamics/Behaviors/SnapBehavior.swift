import DynamicsEngine

/// Springs an item to a point, where it settles upright: UIKit's `UISnapBehavior`.
///
/// Built as UIKit builds it: four 4 Hz springs, 50 pt long, from two opposite corners of the item
/// to an anchor at the snap point, so the item comes to rest centred on the point with rotation 0.
/// `damping` is the springs' damping ratio: 0 oscillates most, 1 least.
///
/// ```swift
/// let snap = SnapBehavior(item: card, snapTo: CGPoint(x: 160, y: 240))
/// snap.damping = 0.3
/// animator.addBehavior(snap)
/// ```
open class SnapBehavior: DynamicBehavior {
    /// The item that snaps.
    public let item: any DynamicItem
    var point: CGPoint
    var storedDamping: CGFloat = 0.5
    var anchorBody: BodyID?
    var joints: [JointID] = []
    var record: ItemBody?
    var needsRestLength = false

    /// Spring length and frequency, as UIKit's snap uses them.
    static let springLength: CGFloat = 50
    static let springHertz: Float = 4
    /// The springs' frequency, for the settling report's estimates and the inspector's period
    /// and `response` (the item swings about the snap point at about this rate: the estimates
    /// built on it pass the settling tests' 25 %).
    package static let springFrequency = CGFloat(springHertz)

    /// Creates a snap of `item` to `point` (reference coordinates).
    public init(item: any DynamicItem, snapTo point: CGPoint) {
        self.item = item
        self.point = point
        super.init()
        if let problem = NumericDomain.problem(
            point, in: .coordinate, for: "SnapBehavior(item:snapTo:) point")
        {
            report(problem)
        }
    }

    override var isPrimitive: Bool { true }

    /// Where the item settles. Setting it retargets the item mid-flight.
    public var snapPoint: CGPoint {
        get { point }
        set {
            let problem = NumericDomain.problem(newValue, in: .coordinate, for: "SnapBehavior.snapPoint")
            guard admits(problem, kept: format(point)) else { return }
            point = newValue
            if let anchorBody, let animator = dynamicAnimator {
                animator.moveAnchorBody(anchorBody, to: newValue)
                if let record { animator.world.wake(record.body) }
                animator.tickle()
            }
        }
    }

    /// The springs' damping ratio: 0.5 by default; 0 oscillates most, 1 least.
    public var damping: CGFloat {
        get { storedDamping }
        set {
            let problem = NumericDomain.problem(newValue, in: .damping, for: "SnapBehavior.damping")
            guard admits(problem, kept: DecimalText.readable(storedDamping)) else { return }
            storedDamping = newValue
            guard let animator = dynamicAnimator else { return }
            for joint in joints {
                if case .distance(let length, let hertz, _) = animator.world.kind(of: joint) {
                    animator.world.setKind(
                        of: joint, .distance(length: length, hertz: hertz, dampingRatio: Float(newValue)))
                }
            }
            animator.tickle()
        }
    }

    /// The springs: (corner on the item, end on the anchor), both relative to centres (points).
    private func springs(halfWidth hw: CGFloat, halfHeight hh: CGFloat) -> [(CGPoint, CGPoint)] {
        let d = Self.springLength
        return [
            (CGPoint(x: -hw, y: -hh), CGPoint(x: -hw - d, y: -hh)),
            (CGPoint(x: -hw, y: -hh), CGPoint(x: -hw, y: -hh - d)),
            (CGPoint(x: hw, y: hh), CGPoint(x: hw + d, y: hh)),
            (CGPoint(x: hw, y: hh), CGPoint(x: hw, y: hh + d)),
        ]
    }

    override func associate(with animator: DynamicAnimator) {
        guard NumericDomain.problem(point, in: .coordinate, for: "") == nil,
            let record = animator.retainBody(for: item)
        else {
            return
        }
        self.record = record
        let anchor = animator.createAnchorBody(at: point)
        anchorBody = anchor
        let world = animator.world
        let size = item.bounds.size
        for (onItem, onAnchor) in springs(halfWidth: size.width / 2, halfHeight: size.height / 2) {
            let a = Units.metres(onItem)
            let b = Units.metres(onAnchor)
            // First as long as they are now; the rest length takes over at the next frame (UIKit
            // sets it on the next run-loop turn).
            let length = (world.transform(of: anchor).apply(b) - world.transform(of: record.body).apply(a))
                .length
            joints.append(
                world.createJoint(
                    JointDefinition(
                        kind: .distance(
                            length: length, hertz: Self.springHertz, dampingRatio: Float(storedDamping)),
                        bodyA: record.body, bodyB: anchor, localAnchorA: a, localAnchorB: b)))
        }
        needsRestLength = true
        animator.tickle()
    }

    override func preStep(_ animator: DynamicAnimator) {
        guard needsRestLength else { return }
        needsRestLength = false
        for joint in joints {
            if case .distance(_, let hertz, let ratio) = animator.world.kind(of: joint) {
                animator.world.setKind(
                    of: joint,
                    .distance(length: Units.metres(Self.springLength), hertz: hertz, dampingRatio: ratio))
            }
        }
    }

    override func dissociate(from animator: DynamicAnimator) {
        for joint in joints { animator.world.destroyJoint(joint) }
        joints = []
        if let anchorBody { animator.world.destroyBody(anchorBody) }
        anchorBody = nil
        if record != nil { animator.releaseBody(for: item) }
        record = nil
        animator.tickle()
    }
}
