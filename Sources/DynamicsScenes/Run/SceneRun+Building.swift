import Dynamics

/// Building: a validated description becomes items, groups and behaviors, each made through the
/// same public API a hand-written scene would use, in description order.
extension SceneRun {
    /// Builds a scene that passed ``Scene/validate()``. Anything the Dynamics layer still refuses
    /// while building is thrown as a problem at the path of the thing being built.
    convenience init(validated scene: Scene) throws(SceneFileError) {
        self.init(scene: scene, animator: DynamicAnimator(referenceBounds: scene.referenceBounds))
        let log = ErrorLog()
        let handler = DynamicsErrorHandler { log.append($0) }
        animator.errorHandler = { handler.handle($0) }
        DynamicsDiagnostics.withHandler(handler) {
            buildItems(log)
            for (i, description) in scene.behaviors.enumerated() {
                log.path = "behaviors[\(i)]"
                let behavior = build(description, path: log.path)
                behaviors.append(behavior)
                if description.startsActive { animator.addBehavior(behavior) }
            }
        }
        animator.errorHandler = nil
        let problems = log.problems
        guard problems.isEmpty else { throw SceneFileError(problems) }
    }

    private func buildItems(_ log: ErrorLog) {
        itemsByName.reserveCapacity(scene.items.count)
        for (i, description) in scene.items.enumerated() where description.mapsPositionToBoundsOf == nil {
            log.path = "items[\(i)]"
            let item = SceneItem(description)
            itemsByName[description.name] = item
        }
        for (i, description) in scene.items.enumerated() {
            log.path = "items[\(i)]"
            if let targetName = description.mapsPositionToBoundsOf,
                let target = itemsByName[targetName] as? SceneItem
            {
                itemsByName[description.name] = PositionToBoundsMapping(target: target)
            }
            if let item = itemsByName[description.name] { items.append(item) }
        }
        for (i, description) in scene.groups.enumerated() {
            log.path = "groups[\(i)]"
            let group = DynamicItemGroup(items: description.members.compactMap { itemsByName[$0] })
            groupsByName[description.name] = group
            groups.append(group)
        }
    }

    func resolve(_ names: [String]) -> [any DynamicItem] { names.compactMap(item(named:)) }

    /// Makes one behavior (a composite with its children), registering its name.
    func build(_ description: BehaviorDescription, path: String) -> DynamicBehavior {
        let behavior: DynamicBehavior
        switch description {
        case .gravity(let d): behavior = makeGravity(d)
        case .collision(let d): behavior = makeCollision(d)
        case .itemProperties(let d): behavior = makeItemProperties(d)
        case .attachment(let d): behavior = makeAttachment(d)
        case .snap(let d):
            let snap = SnapBehavior(item: item(named: d.item)!, snapTo: d.snapPoint)
            if let damping = d.damping { snap.damping = damping }
            behavior = snap
        case .push(let d): behavior = makePush(d)
        case .field(let d): behavior = makeField(d)
        case .composite(let d):
            behavior = DynamicBehavior()
            for (i, childDescription) in d.children.enumerated() {
                let child = build(childDescription, path: "\(path).children[\(i)]")
                parents[ObjectIdentifier(child)] = behavior
                if childDescription.startsActive { behavior.addChildBehavior(child) }
            }
        }
        if let name = description.name { behaviorsByName[name] = behavior }
        return behavior
    }

    private func makeGravity(_ d: GravityDescription) -> GravityBehavior {
        let gravity = GravityBehavior(items: resolve(d.items))
        if let direction = d.direction { gravity.gravityDirection = direction }
        switch (d.angle, d.magnitude) {
        case (let angle?, let magnitude?): gravity.setAngle(angle, magnitude: magnitude)
        case (let angle?, nil): gravity.angle = angle
        case (nil, let magnitude?): gravity.magnitude = magnitude
        case (nil, nil): break
        }
        return gravity
    }

    private func makeCollision(_ d: CollisionDescription) -> CollisionBehavior {
        let collision = CollisionBehavior(items: resolve(d.items))
        switch d.mode ?? .everything {
        case .items: collision.collisionMode = .items
        case .boundaries: collision.collisionMode = .boundaries
        case .everything: collision.collisionMode = .everything
        }
        if let insets = d.insets {
            collision.setTranslatesReferenceBoundsIntoBoundary(with: insets)
        } else if d.translatesReferenceBoundsIntoBoundary == true {
            collision.translatesReferenceBoundsIntoBoundary = true
        }
        for boundary in d.boundaries ?? [] {
            if let from = boundary.from, let to = boundary.to {
                collision.addBoundary(withIdentifier: boundary.identifier, from: from, to: to)
            } else if let points = boundary.path {
                collision.addBoundary(withIdentifier: boundary.identifier, for: .polygon(points))
            }
        }
        return collision
    }

    private func makeItemProperties(_ d: ItemPropertiesDescription) -> DynamicItemBehavior {
        let items = resolve(d.items)
        let behavior = DynamicItemBehavior(items: items)
        if let v = d.elasticity { behavior.elasticity = v }
        if let v = d.friction { behavior.friction = v }
        if let v = d.density { behavior.density = v }
        if let v = d.resistance { behavior.resistance = v }
        if let v = d.angularResistance { behavior.angularResistance = v }
        if let v = d.charge { behavior.charge = v }
        if let v = d.isAnchored { behavior.isAnchored = v }
        if let v = d.allowsRotation { behavior.allowsRotation = v }
        // Velocities added before the behavior is in an animator are kept and added when it is.
        for item in items {
            if let v = d.addLinearVelocity {
                behavior.addLinearVelocity(CGPoint(x: v.dx, y: v.dy), for: item)
            }
            if let w = d.addAngularVelocity { behavior.addAngularVelocity(w, for: item) }
        }
        return behavior
    }

    private func makeAttachment(_ d: AttachmentDescription) -> AttachmentBehavior {
        let a = item(named: d.itemA)!
        let b = d.itemB.flatMap(item(named:))
        let anchor = d.anchor ?? .zero
        let offsetA = d.offsetA ?? .zero
        let offsetB = d.offsetB ?? .zero
        let attachment: AttachmentBehavior
        switch d.kind {
        case .anchor:
            attachment = AttachmentBehavior(item: a, offsetFromCenter: offsetA, attachedToAnchor: anchor)
        case .items:
            attachment = AttachmentBehavior(
                item: a, offsetFromCenter: offsetA, attachedTo: b!, offsetFromCenter: offsetB)
        case .sliding:
            let axis = d.axis ?? CGVector(dx: 1, dy: 0)
            attachment =
                if let b {
                    .slidingAttachment(
                        with: a, attachedTo: b, attachmentAnchor: anchor, axisOfTranslation: axis)
                } else {
                    .slidingAttachment(with: a, attachmentAnchor: anchor, axisOfTranslation: axis)
                }
        case .limit:
            attachment = .limitAttachment(
                with: a, offsetFromCenter: offsetA, attachedTo: b!, offsetFromCenter: offsetB)
        case .fixed:
            attachment = .fixedAttachment(with: a, attachedTo: b!, attachmentAnchor: anchor)
        case .pin:
            attachment = .pinAttachment(with: a, attachedTo: b!, attachmentAnchor: anchor)
        }
        if let v = d.length { attachment.length = v }
        if let v = d.damping { attachment.damping = v }
        if let v = d.frequency { attachment.frequency = v }
        if let v = d.frictionTorque { attachment.frictionTorque = v }
        if let v = d.attachmentRange { attachment.attachmentRange = v }
        return attachment
    }

    private func makePush(_ d: PushDescription) -> PushBehavior {
        let items = resolve(d.items)
        let push = PushBehavior(items: items, mode: d.mode == .continuous ? .continuous : .instantaneous)
        if let direction = d.direction { push.pushDirection = direction }
        switch (d.angle, d.magnitude) {
        case (let angle?, let magnitude?): push.setAngle(angle, magnitude: magnitude)
        case (let angle?, nil): push.angle = angle
        case (nil, let magnitude?): push.magnitude = magnitude
        case (nil, nil): break
        }
        for (name, offset) in (d.targetOffsets ?? [:]).sorted(by: { $0.key < $1.key }) {
            if let item = item(named: name) { push.setTargetOffsetFromCenter(offset, for: item) }
        }
        if let active = d.active { push.active = active }
        return push
    }

    private func makeField(_ d: FieldDescription) -> FieldBehavior {
        let position = d.position ?? .zero
        let direction = d.direction ?? .zero
        let field: FieldBehavior =
            switch d.kind {
            case .drag: .dragField()
            case .vortex: .vortexField()
            case .radialGravity: .radialGravityField(position: position)
            case .linearGravity: .linearGravityField(direction: direction)
            case .velocity: .velocityField(direction: direction)
            case .noise: .noiseField(smoothness: d.smoothness ?? 0, animationSpeed: d.animationSpeed ?? 0)
            case .turbulence:
                .turbulenceField(smoothness: d.smoothness ?? 0, animationSpeed: d.animationSpeed ?? 0)
            case .spring: .springField()
            case .electric: .electricField()
            case .magnetic: .magneticField()
            }
        if let v = d.position { field.position = v }
        if let v = d.region { field.region = v.region }
        if let v = d.strength { field.strength = v }
        if let v = d.falloff { field.falloff = v }
        if let v = d.minimumRadius { field.minimumRadius = v }
        if let v = d.direction { field.direction = v }
        for item in resolve(d.items) { field.addItem(item) }
        return field
    }
}

extension RegionDescription {
    /// The `Region` this describes.
    ///
    /// ```swift
    /// RegionDescription.difference(.radius(100), .radius(50)).region.contains(CGPoint(x: 75, y: 0))   // true
    /// ```
    public var region: Region {
        switch self {
        case .infinite: .infinite
        case .empty: .empty
        case .radius(let r): Region(radius: r)
        case .rectangle(let size): Region(size: size)
        case .inverse(let r): r.region.inverse()
        case .union(let a, let b): a.region.byUnion(with: b.region)
        case .intersection(let a, let b): a.region.byIntersection(with: b.region)
        case .difference(let a, let b): a.region.byDifference(from: b.region)
        }
    }
}

extension BezierPath {
    /// A closed polygon through `points`.
    static func polygon(_ points: [CGPoint]) -> BezierPath {
        let path = BezierPath()
        guard let first = points.first else { return path }
        path.move(to: first)
        for point in points.dropFirst() { path.addLine(to: point) }
        path.close()
        return path
    }
}

/// Collects the errors the Dynamics layer reports while a scene is built, each with the path of
/// the description being built at the time.
///
/// `@unchecked Sendable` because error handlers must be `Sendable`; the log is only touched on the
/// building thread: the handler is bound (task-locally) just for the synchronous build, which
/// starts no other task.
final class ErrorLog: @unchecked Sendable {
    var path = "$"
    private(set) var problems: [SceneProblem] = []

    func append(_ error: DynamicsError) {
        problems.append(SceneProblem(path: path, message: error.message))
    }
}
