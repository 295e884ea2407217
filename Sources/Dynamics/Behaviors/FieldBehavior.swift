import DynamicsEngine

/// A force field acting on its own items: UIKit's `UIFieldBehavior`.
///
/// Create one with a factory (`dragField()`, `springField()`, `noiseField(smoothness:animationSpeed:)`,
/// …), give it items, and place it with `position` and `region`. Forces follow UIKit's laws
/// (distances in metres in the falloff term, 100 pt = 1 m) and are evaluated in every 1/480 s
/// solver sub-step. A field acts only on its items. Unlike UIKit, an animator takes any number of
/// fields (UIKit stops at 32).
///
/// ```swift
/// let stick = FieldBehavior.springField()
/// stick.position = CGPoint(x: 40, y: 40)
/// stick.region = Region(size: CGSize(width: 200, height: 200))
/// stick.addItem(card)
/// animator.addBehavior(stick)
/// ```
open class FieldBehavior: ItemsBehavior {
    /// A custom field's force: (field, position in field-local points, velocity in m/s, mass,
    /// charge, world time) → force in UIKit newtons. The one user closure called inside the step.
    public typealias Evaluator = (FieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) ->
        CGVector

    /// The engine's copy, in metres and `Float`.
    var definition: FieldDefinition
    /// The public properties as set: UIKit keeps what you set (a position of (195, 820) reads
    /// (195, 820), not the `Float` metres' round trip).
    struct Settings {
        var position: CGPoint
        var strength: CGFloat
        var falloff: CGFloat
        var minimumRadius: CGFloat
        var direction: CGVector
        var smoothness: CGFloat
        var animationSpeed: CGFloat
    }
    var settings: Settings
    var storedRegion = Region.infinite
    private let evaluator: Evaluator?
    /// Whether a non-finite force from the evaluation block was reported already.
    private var reportedBadForce = false
    var field: FieldID?

    private init(
        kind: FieldDefinition.Kind, position: CGPoint = .zero, falloff: Float = 0, evaluator: Evaluator? = nil
    ) {
        definition = FieldDefinition(kind: kind, position: Units.metres(position))
        definition.falloff = falloff
        settings = Settings(
            position: position, strength: CGFloat(definition.strength), falloff: CGFloat(falloff),
            minimumRadius: CGFloat(definition.minimumRadius) * Units.pointsPerMetre,
            direction: CGVector(dx: CGFloat(definition.direction.x), dy: CGFloat(definition.direction.y)),
            smoothness: CGFloat(definition.smoothness), animationSpeed: CGFloat(definition.animationSpeed))
        self.evaluator = evaluator
        super.init(items: [])
    }

    // MARK: Creating

    /// Slows items in proportion to the square of their speed relative to `direction` (the
    /// medium's velocity, m/s): air resistance.
    public class func dragField() -> FieldBehavior { FieldBehavior(kind: .drag) }

    /// Spins items counter-clockwise about `position` (negative strength: clockwise).
    public class func vortexField() -> FieldBehavior { FieldBehavior(kind: .vortex) }

    /// Pulls items toward `position` with an acceleration of `strength` m/s² at 1 m, falling off
    /// with the square of the distance.
    public class func radialGravityField(position: CGPoint) -> FieldBehavior {
        let field = FieldBehavior(kind: .radialGravity, falloff: 2)
        field.position = position
        return field
    }

    /// Accelerates items by `direction` × `strength` m/s² (so (0, 10) is UIKit gravity 1.0).
    public class func linearGravityField(direction: CGVector) -> FieldBehavior {
        let field = FieldBehavior(kind: .linearGravity)
        field.direction = direction
        return field
    }

    /// Gives items inside the region the velocity `direction` (m/s), overriding other forces.
    public class func velocityField(direction: CGVector) -> FieldBehavior {
        let field = FieldBehavior(kind: .velocity)
        field.direction = direction
        return field
    }

    /// Smooth, time-varying random forces (simplex noise): `smoothness` 0 (rough) … 1 (smooth),
    /// `animationSpeed` in Hz (0 freezes the field).
    public class func noiseField(smoothness: CGFloat, animationSpeed: CGFloat) -> FieldBehavior {
        let field = FieldBehavior(kind: .noise(seed: 0))
        field.smoothness = smoothness
        field.animationSpeed = animationSpeed
        return field
    }

    /// Like the noise field, but the force grows with the square of the item's speed.
    public class func turbulenceField(smoothness: CGFloat, animationSpeed: CGFloat) -> FieldBehavior {
        let field = FieldBehavior(kind: .turbulence(seed: 0))
        field.smoothness = smoothness
        field.animationSpeed = animationSpeed
        return field
    }

    /// Hooke's law toward `position`: force = strength (N/m) × distance (m).
    public class func springField() -> FieldBehavior { FieldBehavior(kind: .spring, falloff: -1) }

    /// Pushes charged items away from `position` (F = q·E).
    public class func electricField() -> FieldBehavior { FieldBehavior(kind: .electric, falloff: 1) }

    /// Turns moving items (F = v × B, B out of the screen; UIKit ignores the charge's sign).
    public class func magneticField() -> FieldBehavior { FieldBehavior(kind: .magnetic, falloff: 1) }

    /// A field whose force your closure computes.
    ///
    /// ```swift
    /// let wind = FieldBehavior.field { _, position, _, mass, _, _ in CGVector(dx: mass * 2, dy: 0) }
    /// ```
    public class func field(evaluationBlock: @escaping Evaluator) -> FieldBehavior {
        FieldBehavior(kind: .custom, evaluator: evaluationBlock)
    }

    // MARK: Properties

    /// The field's origin (reference coordinates).
    public var position: CGPoint {
        get { settings.position }
        set {
            let problem = NumericDomain.problem(newValue, in: .coordinate, for: "FieldBehavior.position")
            guard admits(problem, kept: format(position)) else { return }
            settings.position = newValue
            definition.position = Units.metres(newValue)
            pushDefinition()
        }
    }

    /// Where the field acts, relative to `position`; infinite by default.
    public var region: Region {
        get { storedRegion }
        set {
            storedRegion = newValue
            definition.region = Self.instructions(for: newValue)
            pushDefinition()
        }
    }

    /// Scales the force (1 by default).
    public var strength: CGFloat {
        get { settings.strength }
        set {
            setFloat(newValue, "strength", in: .fieldStrength, kept: settings.strength) {
                $0.strength = $1
                $2.strength = newValue
            }
        }
    }

    /// The exponent of the distance (metres) the force falls off with; UIKit's per-kind default.
    public var falloff: CGFloat {
        get { settings.falloff }
        set {
            setFloat(newValue, "falloff", in: .falloff, kept: settings.falloff) {
                $0.falloff = $1
                $2.falloff = newValue
            }
        }
    }

    /// Within this distance (points) of `position` the falloff no longer grows.
    public var minimumRadius: CGFloat {
        get { settings.minimumRadius }
        set {
            let problem = NumericDomain.problem(
                newValue, in: .minimumRadius, for: "FieldBehavior.minimumRadius")
            guard admits(problem, kept: DecimalText.readable(minimumRadius)) else { return }
            settings.minimumRadius = newValue
            definition.minimumRadius = Units.metres(newValue)
            pushDefinition()
        }
    }

    /// The field's vector (not scaled by 100: m/s² for linear gravity, m/s for velocity and drag).
    public var direction: CGVector {
        get { settings.direction }
        set {
            let problem = NumericDomain.problem(newValue, in: .fieldStrength, for: "FieldBehavior.direction")
            guard admits(problem, kept: format(direction)) else { return }
            settings.direction = newValue
            definition.direction = Vec2(Float(newValue.dx), Float(newValue.dy))
            pushDefinition()
        }
    }

    private var isNoise: Bool {
        switch definition.kind {
        case .noise, .turbulence: return true
        default: return false
        }
    }

    /// Noise and turbulence: 0 as rough as possible, 1 as smooth as possible (0 for other kinds).
    public var smoothness: CGFloat {
        get { isNoise ? settings.smoothness : 0 }
        set {
            guard isNoise else { return }
            let problem = NumericDomain.problem(newValue, in: .smoothness, for: "FieldBehavior.smoothness")
            guard admits(problem, kept: DecimalText.readable(smoothness)) else { return }
            settings.smoothness = newValue
            definition.smoothness = Float(newValue)
            pushDefinition()
        }
    }

    /// Noise and turbulence: how fast the field changes, in Hz (0 freezes it; 0 for other kinds).
    public var animationSpeed: CGFloat {
        get { isNoise ? settings.animationSpeed : 0 }
        set {
            guard isNoise else { return }
            setFloat(newValue, "animationSpeed", in: .animationSpeed, kept: settings.animationSpeed) {
                $0.animationSpeed = $1
                $2.animationSpeed = newValue
            }
        }
    }

    private func setFloat(
        _ value: CGFloat, _ name: String, in interval: NumericDomain.Interval, kept: CGFloat,
        write: (inout FieldDefinition, Float, inout Settings) -> Void
    ) {
        let problem = NumericDomain.problem(value, in: interval, for: "FieldBehavior.\(name)")
        guard admits(problem, kept: DecimalText.readable(kept)) else { return }
        write(&definition, Float(value), &settings)
        pushDefinition()
    }

    // MARK: Engine

    /// A region as the engine's postfix program, in metres.
    static func instructions(for region: Region) -> [RegionInstruction] {
        region.compiled().map { node in
            switch node {
            case .empty: return .empty
            case .infinite: return .infinite
            case .circle(let radiusSquared):
                return .circle(radius: Units.metres(CGFloat(radiusSquared.squareRoot())))
            case .rectangle(let halfWidth, let halfHeight):
                return .rectangle(
                    halfWidth: Units.metres(CGFloat(halfWidth)), halfHeight: Units.metres(CGFloat(halfHeight))
                )
            case .not: return .not
            case .and: return .and
            case .or: return .or
            }
        }
    }

    private func pushDefinition() {
        guard let field, let animator = dynamicAnimator else { return }
        animator.world.setField(field, definition)
        animator.tickle()
    }

    override func associate(with animator: DynamicAnimator) {
        var evaluate: ((FieldSample) -> Vec2)?
        if let evaluator {
            // Unowned: the world drops this evaluator when the behavior leaves the animator,
            // which holds the behavior until then.
            evaluate = { [unowned(unsafe) self] sample in
                let position = Units.point(sample.position)
                let f = evaluator(
                    self, position, CGVector(dx: CGFloat(sample.velocity.x), dy: CGFloat(sample.velocity.y)),
                    CGFloat(sample.mass), CGFloat(sample.charge), TimeInterval(sample.time))
                let force = Vec2(Float(f.dx), Float(f.dy))
                guard force.x.isFinite && force.y.isFinite else {
                    self.refuse(f, at: position)
                    return .zero
                }
                return force
            }
        }
        // Noise seeds come from the animator in registration order: the same scene gives the same
        // noise on every run, and two noise fields in one animator differ.
        switch definition.kind {
        case .noise: definition.kind = .noise(seed: animator.nextNoiseSeed())
        case .turbulence: definition.kind = .turbulence(seed: animator.nextNoiseSeed())
        default: break
        }
        field = animator.world.createField(definition, evaluate: evaluate)
        super.associate(with: animator)
    }

    /// A custom field's block returned a force that is not finite (or too large for the
    /// engine's Float): that force is ignored, and the first one is reported after the step
    /// (never from inside it), naming the value.
    private func refuse(_ force: CGVector, at position: CGPoint) {
        guard !reportedBadForce, let animator = dynamicAnimator else { return }
        reportedBadForce = true
        animator.pendingReports.append(
            DynamicsError(
                .nonFiniteValue,
                "FieldBehavior (custom): the evaluation block returned (\(force.dx), \(force.dy)) at "
                    + "(\(position.x), \(position.y)) in the field's coordinates; a force must be finite and within "
                    + "±3.4e38 (that force was ignored; later ones are ignored without a report)"))
    }

    override func dissociate(from animator: DynamicAnimator) {
        super.dissociate(from: animator)
        if let field { animator.world.destroyField(field) }
        field = nil
    }

    override func didAttach(_ record: ItemBody, _ animator: DynamicAnimator) {
        if let field { animator.world.addBody(record.body, to: field) }
    }

    override func willDetach(_ record: ItemBody, _ animator: DynamicAnimator) {
        if let field { animator.world.removeBody(record.body, from: field) }
    }
}
