import DynamicsEngine

/// Sets physical properties of its items and adds velocity to them: UIKit's
/// `UIDynamicItemBehavior`.
///
/// Defaults are UIKit's implementation values (elasticity 0.2, friction 0.2, density 1,
/// resistance 0.1, angular resistance 0.1), not the 0.0 its documentation states. A property is
/// applied only once set to a new value; when several item behaviors set the same property of
/// one item, the last in the animator's behavior order wins, as in UIKit.
///
/// ```swift
/// let properties = DynamicItemBehavior(items: [square])
/// properties.elasticity = 0.6
/// properties.density = 200
/// properties.resistance = 2
/// animator.addBehavior(properties)
/// properties.addLinearVelocity(CGPoint(x: 0, y: -500), for: square)   // a flick up
/// ```
open class DynamicItemBehavior: ItemsBehavior {
    var values = ItemBody.Material()
    // The properties set on this behavior: push(to:in:) copies just these; the others are left to
    // other behaviors (or UIKit's defaults).
    var explicit: Set<ItemBody.Material.Property> = []
    var pendingLinear: [ObjectIdentifier: CGPoint] = [:]
    var pendingAngular: [ObjectIdentifier: CGFloat] = [:]

    /// Creates the behavior for `items`.
    public override init(items: [any DynamicItem]) {
        super.init(items: items)
    }

    /// Creates a item behavior with UIKit's default properties and no items yet, as UIKit's inherited `init()` does; add items
    /// with ``ItemsBehavior/addItem(_:)``. Subclasses call it as `super.init()`.
    ///
    /// ```swift
    /// let properties = DynamicItemBehavior()
    /// properties.addItem(card)
    /// ```
    public init() {
        super.init(items: [])
    }

    /// Restitution of collisions: 0 no bounce, 1 fully elastic. Pairs use the larger value,
    /// and only above 100 pt/s impact speed.
    public var elasticity: CGFloat {
        get { values.elasticity }
        set { set(.elasticity, newValue, name: "elasticity", in: .elasticity) }
    }

    /// Coulomb friction coefficient; pairs use √(fA·fB).
    public var friction: CGFloat {
        get { values.friction }
        set { set(.friction, newValue, name: "friction", in: .friction) }
    }

    /// Relative mass density: mass = density × area / 10 000 (1 kg for 100×100 pt at 1).
    public var density: CGFloat {
        get { values.density }
        set { set(.density, newValue, name: "density", in: .density) }
    }

    /// Linear velocity damping c (1/s): velocity decays by 1/(1 + h·c) every 1/120 s, about
    /// e^(−c·t).
    public var resistance: CGFloat {
        get { values.resistance }
        set { set(.resistance, newValue, name: "resistance", in: .friction) }
    }

    /// Angular velocity damping, with the same law as `resistance`.
    public var angularResistance: CGFloat {
        get { values.angularResistance }
        set { set(.angularResistance, newValue, name: "angularResistance", in: .friction) }
    }

    /// Whether the items may rotate. Turning it off keeps any current spin, as in UIKit.
    public var allowsRotation: Bool {
        get { values.allowsRotation }
        set { setFlag(.allowsRotation, newValue) }
    }

    /// Anchored items do not move: they collide like boundaries. Un-anchoring starts them at
    /// rest.
    public var isAnchored: Bool {
        get { values.isAnchored }
        set { setFlag(.isAnchored, newValue) }
    }

    /// A unitless charge, used by electric and magnetic fields.
    public var charge: CGFloat {
        get { values.charge }
        set { set(.charge, newValue, name: "charge", in: .charge) }
    }

    private func set(
        _ key: ItemBody.Material.Property, _ value: CGFloat, name: String, in interval: NumericDomain.Interval
    ) {
        let problem = NumericDomain.problem(value, in: interval, for: "DynamicItemBehavior.\(name)")
        guard admits(problem, kept: DecimalText.readable(values.number(key))) else { return }
        guard values.number(key) != value else { return }
        values.setNumber(key, value)
        explicit.insert(key)
        pushToAll()
    }

    private func setFlag(_ key: ItemBody.Material.Property, _ value: Bool) {
        guard values.flag(key) != value else { return }
        values.setFlag(key, value)
        explicit.insert(key)
        pushToAll()
    }

    private func pushToAll() {
        guard let animator = dynamicAnimator else { return }
        animator.needsItemProperties = true
        animator.wakeAll()
    }

    // MARK: Velocity

    /// Adds velocity (pt/s) to an item of this behavior and wakes it. Before the behavior is in
    /// an animator the velocity is kept and added when it is.
    ///
    /// ```swift
    /// itemBehavior.addLinearVelocity(gesture.velocity, for: card)
    /// ```
    public func addLinearVelocity(_ velocity: CGPoint, for item: any DynamicItem) {
        let call = "DynamicItemBehavior.addLinearVelocity(_:for: \(describe(item)))"
        if let problem = NumericDomain.problem(velocity, in: .linearVelocity, for: call) {
            return report(problem)
        }
        guard velocity != .zero, contains(item) else { return }
        guard let animator = dynamicAnimator, let record = animator.record(for: item) else {
            let key = ObjectIdentifier(item: item)
            let old = pendingLinear[key] ?? .zero
            pendingLinear[key] = CGPoint(x: old.x + velocity.x, y: old.y + velocity.y)
            return
        }
        let v = animator.world.linearVelocity(of: record.body)
        animator.world.setLinearVelocity(of: record.body, v + Units.metres(velocity))
        animator.tickle()
    }

    /// The item's velocity (pt/s), or zero if it is not in this behavior or not simulated.
    public func linearVelocity(for item: any DynamicItem) -> CGPoint {
        guard contains(item), let record = dynamicAnimator?.record(for: item) else { return .zero }
        return Units.point(dynamicAnimator!.world.linearVelocity(of: record.body))
    }

    /// Adds angular velocity (rad/s, positive clockwise on screen) to an item of this behavior.
    public func addAngularVelocity(_ velocity: CGFloat, for item: any DynamicItem) {
        let call = "DynamicItemBehavior.addAngularVelocity(_:for: \(describe(item)))"
        if let problem = NumericDomain.problem(velocity, in: .angularVelocity, for: call) {
            return report(problem)
        }
        guard velocity != 0, contains(item) else { return }
        guard let animator = dynamicAnimator, let record = animator.record(for: item) else {
            pendingAngular[ObjectIdentifier(item: item), default: 0] += velocity
            return
        }
        let w = animator.world.angularVelocity(of: record.body)
        animator.world.setAngularVelocity(of: record.body, w + Float(velocity))
        animator.tickle()
    }

    /// The item's angular velocity (rad/s), or zero if it is not in this behavior.
    public func angularVelocity(for item: any DynamicItem) -> CGFloat {
        guard contains(item), let record = dynamicAnimator?.record(for: item) else { return 0 }
        return CGFloat(dynamicAnimator!.world.angularVelocity(of: record.body))
    }

    // MARK: Engine

    override func didAttach(_ record: ItemBody, _ animator: DynamicAnimator) {
        push(to: record, in: animator)
        let key = ObjectIdentifier(item: record.item)
        if let v = pendingLinear.removeValue(forKey: key) {
            let current = animator.world.linearVelocity(of: record.body)
            animator.world.setLinearVelocity(of: record.body, current + Units.metres(v))
        }
        if let w = pendingAngular.removeValue(forKey: key) {
            let current = animator.world.angularVelocity(of: record.body)
            animator.world.setAngularVelocity(of: record.body, current + Float(w))
        }
    }

    /// Removing an item resets its body to the defaults (except charge and anchoring, as in
    /// UIKit); other item behaviors re-apply theirs at the next frame.
    override func willDetach(_ record: ItemBody, _ animator: DynamicAnimator) {
        var reset = ItemBody.Material()
        reset.charge = record.material.charge
        reset.isAnchored = record.material.isAnchored
        apply(reset, to: record, in: animator)
        animator.needsItemProperties = true
    }

    /// Pushes the properties this behavior set explicitly to one body.
    func push(to record: ItemBody, in animator: DynamicAnimator) {
        guard !explicit.isEmpty else { return }
        var material = record.material
        for key in explicit { material.copy(key, from: values) }
        apply(material, to: record, in: animator)
    }

    private func apply(_ material: ItemBody.Material, to record: ItemBody, in animator: DynamicAnimator) {
        let old = record.material
        guard material != old else { return }
        record.material = material
        let world = animator.world
        if material.elasticity != old.elasticity || material.friction != old.friction
            || material.density != old.density
        {
            for shape in record.shapes {
                world.setMaterial(
                    of: shape, friction: Float(material.friction), restitution: Float(material.elasticity),
                    density: Float(material.density))
            }
        }
        if material.resistance != old.resistance || material.angularResistance != old.angularResistance {
            world.setDamping(
                of: record.body, linear: Float(material.resistance),
                angular: Float(material.angularResistance))
        }
        if material.allowsRotation != old.allowsRotation {
            world.setFixedRotation(of: record.body, !material.allowsRotation)
        }
        if material.charge != old.charge {
            world.setCharge(of: record.body, Float(material.charge))
        }
        if material.isAnchored != old.isAnchored {
            world.setType(of: record.body, material.isAnchored ? .static : .dynamic)
        }
    }
}
