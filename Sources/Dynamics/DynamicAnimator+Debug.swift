import DynamicsEngine

/// The debug read-out: what UIKit's `debugEnabled` overlay draws, as values a renderer can draw
/// (`DynamicsRender` does). Gathered only when asked for, never during a step.
extension DynamicAnimator {
    /// A snapshot of the world for debug drawing: bodies with their collision shapes, boundaries,
    /// joints, snap targets, fields with their regions and a grid of sampled field forces, and
    /// contact points (see ``DebugSnapshot``).
    ///
    /// `fieldGridSpacing` (points) is the distance between field samples over the reference
    /// bounds; a spacing that is not finite and positive, or that would need more than
    /// 40 000 samples, is reported to ``errorHandler`` and the grid is left empty.
    ///
    /// ```swift
    /// animator.debugEnabled = true
    /// animator.step()
    /// let snapshot = animator.debugSnapshot()
    /// print(snapshot.contacts.filter(\.isTouching).map(\.point))
    /// ```
    public func debugSnapshot(_ contents: DebugSnapshot.Contents = .all, fieldGridSpacing: CGFloat = 40)
        -> DebugSnapshot
    {
        var snapshot = DebugSnapshot(time: runningTime, referenceBounds: referenceBounds)
        if contents.contains(.bodies) {
            snapshot.bodies = slots.compactMap { $0.map(debugBody) }
        }
        if contents.contains(.boundaries) {
            snapshot.boundaries = boundaries.compactMap { record in
                record.map { b in
                    DebugSnapshot.Boundary(
                        index: b.slot, identifier: b.identifier.map(CollisionBehavior.text(of:)),
                        shapes: world.shapes(of: b.body).map { debugShape(world.geometry(of: $0)) })
                }
            }
        }
        if contents.contains(.joints) { addDebugJoints(to: &snapshot) }
        if contents.contains(.fields) { snapshot.fields = debugFields() }
        if contents.contains(.contacts) { snapshot.contacts = debugContacts() }
        if contents.contains(.fieldGrid) && world.fieldCount > 0 {
            snapshot.fieldGrid = debugFieldGrid(spacing: fieldGridSpacing, over: snapshot)
        }
        return snapshot
    }

    /// The summed force (UIKit newtons) of every field on a test body of `mass` (kg) and `charge`
    /// whose centre is at `point` (reference coordinates), moving at `velocity` (pt/s): the laws,
    /// regions and time the next step will use. Velocity fields impose a velocity, not a force, and
    /// add nothing. With the defaults (1 kg, charge 1, at rest) it reads as the field's
    /// acceleration in m/s². A non-finite input or a mass that is not positive is reported to
    /// ``errorHandler`` and gives zero.
    ///
    /// ```swift
    /// let pull = animator.fieldVector(at: CGPoint(x: 100, y: 100))
    /// ```
    public func fieldVector(
        at point: CGPoint, mass: CGFloat = 1, charge: CGFloat = 1, velocity: CGVector = .zero
    ) -> CGVector {
        guard point.x.isFinite, point.y.isFinite, velocity.dx.isFinite, velocity.dy.isFinite, charge.isFinite,
            mass.isFinite, mass > 0
        else {
            report(
                DynamicsError(
                    .outOfRange,
                    "fieldVector(at: \(format(point)), mass: \(mass), charge: \(charge), velocity: \(format(velocity))): values must be finite and mass > 0"
                ))
            return .zero
        }
        return fieldSum(
            world.fieldIDs, at: Units.metres(point),
            velocity: Units.metres(CGPoint(x: velocity.dx, y: velocity.dy)),
            mass: Float(mass), charge: Float(charge))
    }

    /// The summed force of `fields` on a test body (engine units in, UIKit newtons out).
    private func fieldSum(_ fields: [FieldID], at p: Vec2, velocity v: Vec2, mass: Float, charge: Float)
        -> CGVector
    {
        var sum = Vec2.zero
        for field in fields { sum += world.fieldForce(field, at: p, velocity: v, mass: mass, charge: charge) }
        return CGVector(dx: CGFloat(sum.x), dy: CGFloat(sum.y))
    }

    /// Whether a renderer showing the debug layer redraws it on frame `frameIndex` (counted from
    /// 0): when ``debugEnabled`` and every ``debugFrameInterval`` frames (0 counts as 1).
    ///
    /// ```swift
    /// if animator.drawsDebugLayer(onFrame: frame) { overlay = animator.debugSnapshot() }
    /// ```
    public func drawsDebugLayer(onFrame frameIndex: Int) -> Bool {
        debugEnabled && frameIndex % Swift.max(debugFrameInterval, 1) == 0
    }

    // MARK: Bodies

    private func debugBody(_ record: ItemBody) -> DebugSnapshot.Body {
        let id = record.body
        let transform = world.transform(of: id)
        let com = world.worldCenter(of: id)
        let w = world.angularVelocity(of: id)
        // The centre's velocity: the centre of mass's plus ω × (centre − centre of mass).
        let v = world.linearVelocity(of: id) + cross(w, transform.p - com)
        let isDynamic = world.type(of: id) == .dynamic
        let mass = world.massProperties(of: id)
        let g = isDynamic ? world.gravityScale(of: id) * world.gravity : .zero
        return DebugSnapshot.Body(
            slot: record.slot, item: ObjectIdentifier(item: record.item), center: Units.point(transform.p),
            angle: CGFloat(transform.q.angle), velocity: vector(v), angularVelocity: CGFloat(w),
            isAwake: world.isAwake(id), isAnchored: !isDynamic, mass: CGFloat(mass.mass),
            inertia: CGFloat(mass.inertia), centerOfMass: Units.point(com), gravity: vector(g),
            shapes: world.shapes(of: id).map { debugShape(world.geometry(of: $0)) })
    }

    private func debugShape(_ geometry: ShapeGeometry) -> DebugSnapshot.Shape {
        switch geometry {
        case .circle(let center, let radius):
            return .circle(center: Units.point(center), radius: CGFloat(radius) * Units.pointsPerMetre)
        case .polygon(let vertices, let radius):
            return .polygon(
                vertices: vertices.map(Units.point), cornerRadius: CGFloat(radius) * Units.pointsPerMetre)
        case .segment(let a, let b):
            return .segment(Units.point(a), Units.point(b))
        }
    }

    /// Metres (per second, per second²) to points.
    private func vector(_ v: Vec2) -> CGVector {
        CGVector(dx: CGFloat(v.x) * Units.pointsPerMetre, dy: CGFloat(v.y) * Units.pointsPerMetre)
    }

    /// Who owns each body: items, boundaries; anything else is a fixed point.
    private func participants() -> [BodyID: DebugSnapshot.Participant] {
        var owners: [BodyID: DebugSnapshot.Participant] = [:]
        owners.reserveCapacity(itemBodies.count + boundaries.count)
        for case let record? in slots { owners[record.body] = .item(record.slot) }
        for case let boundary? in boundaries { owners[boundary.body] = .boundary(boundary.slot) }
        return owners
    }

    // MARK: Joints

    private func addDebugJoints(to snapshot: inout DebugSnapshot) {
        // Made at the first joint: a scene of 100,000 items and no joints spent a tenth of its
        // report's time filing every body.
        var owners: [BodyID: DebugSnapshot.Participant]?
        func ownersOfBodies() -> [BodyID: DebugSnapshot.Participant] {
            if owners == nil { owners = participants() }
            return owners!
        }
        for behavior in registered {
            switch behavior {
            case let attachment as AttachmentBehavior:
                if let joint = attachment.joint {
                    snapshot.joints.append(debugJoint(joint, source: .attachment, ownersOfBodies()))
                }
            case let snap as SnapBehavior:
                guard !snap.joints.isEmpty, let record = record(for: snap.item) else { continue }
                snapshot.snaps.append(DebugSnapshot.Snap(item: record.slot, point: snap.snapPoint))
                for joint in snap.joints {
                    snapshot.joints.append(debugJoint(joint, source: .snap, ownersOfBodies()))
                }
            default:
                continue
            }
        }
    }

    private func debugJoint(
        _ joint: JointID, source: DebugSnapshot.Joint.Source, _ owners: [BodyID: DebugSnapshot.Participant]
    ) -> DebugSnapshot.Joint {
        let (bodyA, bodyB) = world.bodies(of: joint)
        let (a, b) = world.anchors(of: joint)
        let kind: DebugSnapshot.Joint.Kind
        switch world.kind(of: joint) {
        case .distance(let length, let hertz, let ratio):
            let rest = CGFloat(length) * Units.pointsPerMetre
            if hertz == 0 {
                kind = .rod(length: rest)
            } else {
                let omega = 2 * Double.pi * Double(hertz)
                let stiffness = effectiveMass(bodyA, bodyB, a, b) * omega * omega
                kind = .spring(
                    length: rest, frequency: CGFloat(hertz), damping: CGFloat(ratio),
                    stiffness: CGFloat(stiffness))
            }
        case .rope(let maxLength):
            kind = .rope(maxLength: CGFloat(maxLength) * Units.pointsPerMetre)
        case .revolute(let lower, let upper, _):
            let zero = Double(world.angle(of: bodyA)) + Double(world.referenceAngle(of: joint))
            kind = .pin(
                lower: CGFloat(lower), upper: CGFloat(upper), zeroAngle: CGFloat(zero),
                angle: CGFloat((Double(world.angle(of: bodyB)) - zero).remainder(dividingBy: 2 * .pi)))
        case .prismatic(let localAxis, let lower, let upper):
            let axis = world.rotation(of: bodyA).rotate(localAxis)
            kind = .slider(
                axis: CGVector(dx: CGFloat(axis.x), dy: CGFloat(axis.y)),
                lower: CGFloat(lower) * Units.pointsPerMetre, upper: CGFloat(upper) * Units.pointsPerMetre,
                translation: CGFloat(dot(axis, b - a)) * Units.pointsPerMetre)
        case .weld:
            kind = .weld
        }
        return DebugSnapshot.Joint(
            kind: kind, source: source, a: owners[bodyA] ?? .fixedPoint, b: owners[bodyB] ?? .fixedPoint,
            anchorA: Units.point(a), anchorB: Units.point(b))
    }

    /// The mass the constraint between anchors `a` and `b` moves (kg): 1 / (1/mA + 1/mB +
    /// (rA×u)²/IA + (rB×u)²/IB), as the solver computes it; non-dynamic bodies add nothing.
    private func effectiveMass(_ bodyA: BodyID, _ bodyB: BodyID, _ a: Vec2, _ b: Vec2) -> Double {
        let d = b - a
        let u = d.lengthSquared > 0 ? d.normalized : Vec2(1, 0)
        var k = 0.0
        for (body, anchor) in [(bodyA, a), (bodyB, b)] where world.type(of: body) == .dynamic {
            let props = world.massProperties(of: body)
            let r = cross(anchor - world.worldCenter(of: body), u)
            if props.mass > 0 { k += 1 / Double(props.mass) }
            if props.inertia > 0 { k += Double(r * r) / Double(props.inertia) }
        }
        return k > 0 ? 1 / k : 0
    }

    // MARK: Fields

    private func debugFields() -> [DebugSnapshot.Field] {
        var owners: [BodyID: DebugSnapshot.Participant] = [:]
        var fields: [DebugSnapshot.Field] = []
        for case let behavior as FieldBehavior in registered {
            guard let id = behavior.field else { continue }
            if owners.isEmpty { owners = participants() }
            let def = world.definition(of: id)
            let kind: DebugSnapshot.Field.Kind =
                switch def.kind {
                case .drag: .drag
                case .vortex: .vortex
                case .radialGravity: .radialGravity
                case .linearGravity: .linearGravity
                case .velocity: .velocity
                case .spring: .spring
                case .electric: .electric
                case .magnetic: .magnetic
                case .noise: .noise
                case .turbulence: .turbulence
                case .custom: .custom
                }
            let items: [Int] = world.members(of: id).compactMap { body in
                if case .item(let slot) = owners[body] { return slot }
                return nil
            }
            fields.append(
                DebugSnapshot.Field(
                    kind: kind, position: Units.point(def.position),
                    region: Self.regionShape(behavior.region),
                    strength: CGFloat(def.strength), falloff: CGFloat(def.falloff),
                    minimumRadius: CGFloat(def.minimumRadius) * Units.pointsPerMetre,
                    direction: CGVector(dx: CGFloat(def.direction.x), dy: CGFloat(def.direction.y)),
                    items: items))
        }
        return fields
    }

    /// A region's tree rebuilt from its compiled postfix program (points).
    static func regionShape(_ region: Region) -> DebugSnapshot.RegionShape {
        var stack: [DebugSnapshot.RegionShape] = []
        for node in region.compiled() {
            switch node {
            case .empty: stack.append(.empty)
            case .infinite: stack.append(.infinite)
            case .circle(let r2): stack.append(.circle(radius: CGFloat(r2.squareRoot())))
            case .rectangle(let hw, let hh): stack.append(.rectangle(CGSize(width: 2 * hw, height: 2 * hh)))
            case .not: stack.append(.inverse(stack.removeLast()))
            case .and, .or:
                let second = stack.removeLast()
                let first = stack.removeLast()
                if case .and = node {
                    stack.append(.intersection(first, second))
                } else {
                    stack.append(.union(first, second))
                }
            }
        }
        return stack.last ?? .empty
    }

    private func debugFieldGrid(spacing: CGFloat, over snapshot: DebugSnapshot) -> [DebugSnapshot.FieldVector]
    {
        let area = snapshot.drawingBounds
        guard spacing.isFinite && spacing > 0 else {
            report(
                DynamicsError(
                    .outOfRange,
                    "debugSnapshot(fieldGridSpacing:): \(spacing) must be finite and > 0; no field grid"))
            return []
        }
        // Counted in floating point: a tiny spacing or an unbounded area must be refused, not
        // trap converting to Int.
        let columns = (area.width / spacing).rounded(.up)
        let rows = (area.height / spacing).rounded(.up)
        guard columns * rows <= 40_000 else {
            let count = { (n: CGFloat) in n < 1e15 ? "\(Int(n))" : "\(n)" }
            report(
                DynamicsError(
                    .outOfRange,
                    "debugSnapshot(fieldGridSpacing:): \(spacing) needs \(count(columns)) × \(count(rows)) samples over \(area), more than 40000; no field grid"
                ))
            return []
        }
        let fields = world.fieldIDs
        var grid: [DebugSnapshot.FieldVector] = []
        grid.reserveCapacity(Int(columns * rows))
        for row in 0..<Int(rows) {
            for column in 0..<Int(columns) {
                let point = CGPoint(
                    x: area.minX + (CGFloat(column) + 0.5) * spacing,
                    y: area.minY + (CGFloat(row) + 0.5) * spacing)
                let force = fieldSum(fields, at: Units.metres(point), velocity: .zero, mass: 1, charge: 1)
                grid.append(DebugSnapshot.FieldVector(point: point, force: force))
            }
        }
        return grid
    }

    // MARK: Contacts

    private func debugContacts() -> [DebugSnapshot.Contact] {
        func participant(_ shape: ShapeID) -> DebugSnapshot.Participant {
            let tag = world.userData(of: shape)
            return tag > 0 ? .item(tag - 1) : tag < 0 ? .boundary(-tag - 1) : .fixedPoint
        }
        /// Boundaries first, then anchored items, then items by slot.
        func rank(_ p: DebugSnapshot.Participant) -> (Int, Int) {
            switch p {
            case .fixedPoint: return (0, 0)
            case .boundary(let i): return (1, i)
            case .item(let slot):
                let anchored = slots[slot].map { world.type(of: $0.body) != .dynamic } ?? true
                return (anchored ? 2 : 3, slot)
            }
        }
        return world.contactPoints.map { point in
            var a = participant(point.shapeA)
            var b = participant(point.shapeB)
            var normal = point.normal
            if rank(b) < rank(a) {
                swap(&a, &b)
                normal = -normal
            }
            return DebugSnapshot.Contact(
                a: a, b: b, point: Units.point(point.point),
                normal: CGVector(dx: CGFloat(normal.x), dy: CGFloat(normal.y)),
                separation: CGFloat(point.separation) * Units.pointsPerMetre,
                isTouching: point.separation < Tolerances.linearSlop)
        }
    }
}
