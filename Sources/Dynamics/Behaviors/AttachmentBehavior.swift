import DynamicsEngine

/// Ties an item to a point or to another item: UIKit's `UIAttachmentBehavior`.
///
/// The classic attachment keeps a distance: a rigid rod (`frequency` 0) or a spring (`frequency`
/// in Hz, `damping` as a ratio, 1 = critical). Its `length` is the distance when it is added,
/// unless set. Moving `anchorPoint` drags the item — this is how a finger moves a view. The
/// factories make the other joints: sliding, limit (rope), fixed and pin.
///
/// ```swift
/// let drag = AttachmentBehavior(item: card, attachedToAnchor: touch)
/// animator.addBehavior(drag)
/// drag.anchorPoint = movedTouch          // the card follows
/// animator.removeBehavior(drag)          // and flies on with its velocity
/// ```
open class AttachmentBehavior: DynamicBehavior {
    /// Whether the attachment ties two items or an item and a point.
    public enum AttachmentType: Int, Sendable {
        case items = 0
        case anchor = 1
    }

    enum Variant: Equatable {
        case distance
        case sliding(axis: CGVector)
        case limit
        case fixed
        case pin
    }

    /// The one or two items.
    public let items: [any DynamicItem]
    /// `.anchor` for attachments to a point, `.items` for two items.
    public let attachedBehaviorType: AttachmentType
    let variant: Variant
    let offsets: (Offset, Offset)
    var anchor: CGPoint
    var storedLength: CGFloat
    var lengthIsExplicit = false
    var storedDamping: CGFloat = 0
    var storedFrequency: CGFloat = 0
    var storedFrictionTorque: CGFloat = 0
    var storedRange: FloatRange = .infinite
    var joint: JointID?
    var anchorBody: BodyID?

    // MARK: Creating

    /// Attaches the centre of `item` to a point (reference coordinates).
    ///
    /// ```swift
    /// let hook = AttachmentBehavior(item: lamp, attachedToAnchor: CGPoint(x: 160, y: 0))
    /// ```
    public convenience init(item: any DynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    /// Attaches a point of `item` (offset from its centre, turning with it) to a point.
    public init(item: any DynamicItem, offsetFromCenter offset: Offset, attachedToAnchor point: CGPoint) {
        items = [item]
        attachedBehaviorType = .anchor
        variant = .distance
        offsets = (offset, .zero)
        anchor = point
        storedLength = 0
        super.init()
        configurationProblems.forEach(report)
    }

    /// Attaches the centres of two items; they still collide with each other, as in UIKit.
    public convenience init(item item1: any DynamicItem, attachedTo item2: any DynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    /// Attaches a point of one item to a point of another (offsets turn with the items).
    ///
    /// ```swift
    /// let chain = AttachmentBehavior(item: a, offsetFromCenter: Offset(horizontal: 20, vertical: 0),
    ///                                attachedTo: b, offsetFromCenter: Offset(horizontal: -20, vertical: 0))
    /// ```
    public init(
        item item1: any DynamicItem, offsetFromCenter offset1: Offset, attachedTo item2: any DynamicItem,
        offsetFromCenter offset2: Offset
    ) {
        items = [item1, item2]
        attachedBehaviorType = .items
        variant = .distance
        offsets = (offset1, offset2)
        anchor = .zero
        storedLength = 0
        super.init()
        configurationProblems.forEach(report)
    }

    init(
        _ items: [any DynamicItem], variant: Variant, anchor: CGPoint, offsets: (Offset, Offset),
        length: CGFloat
    ) {
        self.items = items
        attachedBehaviorType = items.count == 2 ? .items : .anchor
        self.variant = variant
        self.offsets = offsets
        self.anchor = anchor
        storedLength = length
        super.init()
        configurationProblems.forEach(report)
    }

    /// Two items that may only slide relative to each other along `axis`, without turning.
    ///
    /// ```swift
    /// let rail = AttachmentBehavior.slidingAttachment(
    ///     with: cart, attachedTo: track, attachmentAnchor: cart.center, axisOfTranslation: CGVector(dx: 1, dy: 0))
    /// ```
    public class func slidingAttachment(
        with item1: any DynamicItem, attachedTo item2: any DynamicItem, attachmentAnchor point: CGPoint,
        axisOfTranslation axis: CGVector
    ) -> AttachmentBehavior {
        AttachmentBehavior(
            [item1, item2], variant: .sliding(axis: axis), anchor: point, offsets: (.zero, .zero), length: 0)
    }

    /// An item that may only slide along `axis` through a fixed point, without turning.
    public class func slidingAttachment(
        with item: any DynamicItem, attachmentAnchor point: CGPoint, axisOfTranslation axis: CGVector
    ) -> AttachmentBehavior {
        AttachmentBehavior(
            [item], variant: .sliding(axis: axis), anchor: point, offsets: (.zero, .zero), length: 0)
    }

    /// Two items tied by a rope as long as the distance between the points when it is added.
    public class func limitAttachment(
        with item1: any DynamicItem, offsetFromCenter offset1: Offset, attachedTo item2: any DynamicItem,
        offsetFromCenter offset2: Offset
    ) -> AttachmentBehavior {
        let d = CGFloat(
            PortableMath.hypot(
                Double(item2.center.x - item1.center.x), Double(item2.center.y - item1.center.y)))
        return AttachmentBehavior(
            [item1, item2], variant: .limit, anchor: .zero, offsets: (offset1, offset2), length: d)
    }

    /// Two items fused together at a point.
    public class func fixedAttachment(
        with item1: any DynamicItem, attachedTo item2: any DynamicItem, attachmentAnchor point: CGPoint
    ) -> AttachmentBehavior {
        AttachmentBehavior(
            [item1, item2], variant: .fixed, anchor: point, offsets: (.zero, .zero), length: 0)
    }

    /// Two items pinned together at a point, each free to turn about it.
    public class func pinAttachment(
        with item1: any DynamicItem, attachedTo item2: any DynamicItem, attachmentAnchor point: CGPoint
    ) -> AttachmentBehavior {
        AttachmentBehavior([item1, item2], variant: .pin, anchor: point, offsets: (.zero, .zero), length: 0)
    }

    override var isPrimitive: Bool { true }

    // MARK: Properties

    /// The point the attachment hangs from (reference coordinates). Setting it moves the far
    /// end; the item follows and keeps its velocity. It reads back exactly as set, in an animator
    /// too (the engine's anchor body holds its `Float` copy in metres).
    public var anchorPoint: CGPoint {
        get { anchor }
        set {
            let problem = NumericDomain.problem(
                newValue, in: .coordinate, for: "AttachmentBehavior.anchorPoint")
            guard admits(problem, kept: format(anchor)) else { return }
            anchor = newValue
            if let anchorBody, let animator = dynamicAnimator {
                animator.moveAnchorBody(anchorBody, to: newValue)
                wakeItems(animator)
            }
        }
    }

    /// The distance the attachment keeps (points); the rope's length for limit attachments.
    /// 0 until the attachment is added, then the distance at that moment unless you set it.
    public var length: CGFloat {
        get { storedLength }
        set {
            guard accepts(newValue, "length", in: .length, kept: storedLength) else { return }
            storedLength = newValue
            lengthIsExplicit = true
            updateJoint()
        }
    }

    /// The spring's damping ratio: 0 none, 1 critical.
    public var damping: CGFloat {
        get { storedDamping }
        set {
            guard accepts(newValue, "damping", in: .damping, kept: storedDamping) else { return }
            storedDamping = newValue
            updateJoint()
        }
    }

    /// The spring's frequency in Hz; 0 makes a rigid rod.
    public var frequency: CGFloat {
        get { storedFrequency }
        set {
            guard accepts(newValue, "frequency", in: .frequency, kept: storedFrequency) else { return }
            storedFrequency = newValue
            updateJoint()
        }
    }

    /// Pin attachments: the torque (N·m) that resists the items' relative rotation.
    public var frictionTorque: CGFloat {
        get { storedFrictionTorque }
        set {
            guard accepts(newValue, "frictionTorque", in: .frictionTorque, kept: storedFrictionTorque) else {
                return
            }
            storedFrictionTorque = newValue
            updateJoint()
        }
    }

    /// Sliding attachments: how far (points) the items may slide along the axis; pin attachments:
    /// how far (radians) they may turn. Must contain 0. Infinite by default; a finite bound must
    /// lie in ``NumericDomain/Interval/attachmentRange`` (±1e6).
    public var attachmentRange: FloatRange {
        get { storedRange }
        set {
            guard let problem = Self.rangeProblem(newValue) else {
                storedRange = newValue
                updateJoint()
                return
            }
            report(problem.keeping("\(storedRange)"))
        }
    }

    /// What is wrong with an attachment range: a NaN bound, a finite bound outside
    /// ``NumericDomain/Interval/attachmentRange``, or a range without 0.
    static func rangeProblem(_ range: FloatRange) -> DynamicsError? {
        let property = "AttachmentBehavior.attachmentRange"
        for bound in [range.minimum, range.maximum] where !bound.isInfinite {
            if let problem = NumericDomain.problem(bound, in: .attachmentRange, for: property) {
                return DynamicsError(problem.code, problem.message + " (in \(range))")
            }
        }
        guard range.minimum <= 0 && range.maximum >= 0 else {
            return DynamicsError(.outOfRange, "\(property): \(range) must contain 0")
        }
        return nil
    }

    /// Whether `value` lies in `interval`; reports why not.
    private func accepts(
        _ value: CGFloat, _ property: String, in interval: NumericDomain.Interval, kept: CGFloat
    ) -> Bool {
        admits(
            NumericDomain.problem(value, in: interval, for: "AttachmentBehavior.\(property)"),
            kept: DecimalText.readable(kept)
        )
    }

    // MARK: Engine

    /// What is wrong with the items, anchor, offsets or axis given at creation: reported by the
    /// initialisers; an attachment with problems creates nothing when added.
    private var configurationProblems: [DynamicsError] {
        var problems: [DynamicsError] = []
        if items.count == 2 && items[0] === items[1] {
            problems.append(
                DynamicsError(
                    .invalidUse, "AttachmentBehavior: item \(describe(items[0])) cannot be attached to itself"
                ))
        }
        if let problem = NumericDomain.problem(anchor, in: .coordinate, for: "AttachmentBehavior: anchor") {
            problems.append(problem)
        }
        for o in [offsets.0, offsets.1] {
            if let problem = NumericDomain.problem(o, for: "AttachmentBehavior: offset") {
                problems.append(problem)
            }
        }
        if case .sliding(let axis) = variant {
            let property = "AttachmentBehavior.slidingAttachment: axisOfTranslation"
            if let problem = NumericDomain.problem(axis, in: .slidingAxis, for: property) {
                problems.append(problem)
            } else if !(axis.length > 1e-9) {
                problems.append(
                    DynamicsError(.outOfRange, "\(property) \(format(axis)) must have a non-zero length"))
            }
        }

        return problems
    }

    var retained: [ItemBody] = []

    override func associate(with animator: DynamicAnimator) {
        guard configurationProblems.isEmpty else { return }
        retained = items.compactMap { animator.retainBody(for: $0) }
        guard retained.count == items.count else {
            for record in retained { animator.releaseBody(for: record.item) }
            retained = []
            return
        }
        if items.count == 1 || variant == .distance && attachedBehaviorType == .anchor {
            anchorBody = animator.createAnchorBody(at: anchor)
        }
        createJoint(animator)
        animator.tickle()
    }

    override func dissociate(from animator: DynamicAnimator) {
        if let joint { animator.world.destroyJoint(joint) }
        joint = nil
        if let anchorBody { animator.world.destroyBody(anchorBody) }
        anchorBody = nil
        for record in retained { animator.releaseBody(for: record.item) }
        retained = []
        animator.tickle()
    }

    /// World point of an item's attachment point: its centre plus the offset turned with it.
    private func attachmentPoint(_ record: ItemBody, _ offset: Offset, _ world: World) -> Vec2 {
        world.transform(of: record.body).apply(
            Units.metres(CGPoint(x: offset.horizontal, y: offset.vertical)))
    }

    private func createJoint(_ animator: DynamicAnimator) {
        let world = animator.world
        let a = retained[0]
        let offsetA = Units.metres(CGPoint(x: offsets.0.horizontal, y: offsets.0.vertical))
        let def: JointDefinition
        switch variant {
        case .distance:
            let (bodyB, localB): (BodyID, Vec2) =
                if let anchorBody { (anchorBody, .zero) } else {
                    (retained[1].body, Units.metres(CGPoint(x: offsets.1.horizontal, y: offsets.1.vertical)))
                }
            let pa = attachmentPoint(a, offsets.0, world)
            let pb = world.transform(of: bodyB).apply(localB)
            if !lengthIsExplicit { storedLength = CGFloat((pb - pa).length) * Units.pointsPerMetre }
            // UIKit: a rigid anchor attachment of no explicit length whose anchor is within 1 pt of
            // the item's point becomes a pin.
            if anchorBody != nil && storedFrequency == 0 && !lengthIsExplicit && storedLength < 1 {
                def = JointDefinition(
                    kind: .revolute(lowerAngle: -.infinity, upperAngle: .infinity, frictionTorque: 0),
                    bodyA: a.body,
                    bodyB: bodyB, localAnchorA: offsetA,
                    localAnchorB: world.transform(of: bodyB).inverseApply(pa))
            } else {
                def = JointDefinition(
                    kind: jointKind(), bodyA: a.body, bodyB: bodyB, localAnchorA: offsetA,
                    localAnchorB: localB,
                    collideConnected: attachedBehaviorType == .items)
            }
        case .limit:
            let b = retained[1]
            let offsetB = Units.metres(CGPoint(x: offsets.1.horizontal, y: offsets.1.vertical))
            let pa = attachmentPoint(a, offsets.0, world)
            let pb = attachmentPoint(b, offsets.1, world)
            storedLength = CGFloat((pb - pa).length) * Units.pointsPerMetre
            def = JointDefinition(
                kind: jointKind(), bodyA: a.body, bodyB: b.body,
                localAnchorA: offsetA,
                localAnchorB: offsetB)
        case .sliding, .fixed, .pin:
            // The first body of the joint is the fixed one for one-item sliding.
            let (bodyA, bodyB) = items.count == 1 ? (anchorBody!, a.body) : (a.body, retained[1].body)
            var axis = Vec2.zero
            if case .sliding(let v) = variant {
                axis = world.rotation(of: bodyA).inverseRotate(Vec2(Float(v.dx), Float(v.dy)).normalized)
            }
            def = JointDefinition(
                kind: jointKind(localAxis: axis), bodyA: bodyA, bodyB: bodyB,
                localAnchorA: animator.localPoint(anchor, on: bodyA),
                localAnchorB: animator.localPoint(anchor, on: bodyB))
        }
        joint = world.createJoint(def)
    }

    /// The joint kind for the current parameters; `localAxis` is a slider's axis in body A's frame.
    private func jointKind(localAxis: Vec2 = .zero) -> JointDefinition.Kind {
        switch variant {
        case .distance:
            return .distance(
                length: Units.metres(storedLength), hertz: Float(storedFrequency),
                dampingRatio: Float(storedDamping))
        case .limit: return .rope(maxLength: Units.metres(storedLength))
        case .sliding:
            return .prismatic(
                localAxisA: localAxis, lower: Float(storedRange.minimum) * Units.metresPerPoint,
                upper: Float(storedRange.maximum) * Units.metresPerPoint)
        case .pin:
            return .revolute(
                lowerAngle: Float(storedRange.minimum), upperAngle: Float(storedRange.maximum),
                frictionTorque: Float(storedFrictionTorque))
        case .fixed: return .weld
        }
    }

    /// Pushes changed parameters to the joint (same joint kind).
    private func updateJoint() {
        guard let joint, let animator = dynamicAnimator else { return }
        let world = animator.world
        let current = world.kind(of: joint)
        let next: JointDefinition.Kind
        switch (variant, current) {
        case (.distance, .revolute):
            // Was a pin for a point-blank anchor; a new length or spring makes it a distance joint.
            guard lengthIsExplicit || storedFrequency != 0 else { return }
            world.destroyJoint(joint)
            self.joint = nil
            createJoint(animator)
            wakeItems(animator)
            return
        case (.sliding, .prismatic(let axis, _, _)): next = jointKind(localAxis: axis)
        case (.fixed, _): return
        default: next = jointKind()
        }
        world.setKind(of: joint, next)
        wakeItems(animator)
    }

    private func wakeItems(_ animator: DynamicAnimator) {
        for record in retained { animator.world.wake(record.body) }
        animator.tickle()
    }
}
