import Dynamics

/// One behavior of a run as an inspector lists it.
///
/// ```swift
/// for entry in run.inspectableBehaviors { print(entry.label, entry.kind, entry.items) }
/// ```
public struct InspectableBehavior {
    /// The behavior.
    public let behavior: DynamicBehavior
    /// The scene's `type` for it: `gravity`, `collision`, `itemProperties`, `attachment`, `snap`,
    /// `push`, `field`, `composite`.
    public let kind: String
    /// Its name in the scene, if it has one.
    public let name: String?
    /// Its name, or the kind and a number (`gravity 2`) for an unnamed behavior.
    public let label: String
    /// The names of the items it acts on.
    public let items: [String]
    /// Whether it is in the animator now (a scripted behavior may be waiting for its event).
    public let isActive: Bool
    /// Its index in the scene's `behaviors` when it is a top-level behavior (nil for a child
    /// of a composite).
    public let sceneIndex: Int?
}

extension SceneRun {
    /// Every behavior of the scene, composites followed by their children, in description order.
    ///
    /// ```swift
    /// let noise = run.inspectableBehaviors.first { $0.name == "noise" }
    /// ```
    public var inspectableBehaviors: [InspectableBehavior] {
        var names: [ObjectIdentifier: String] = [:]
        for (name, behavior) in behaviorsByName { names[ObjectIdentifier(behavior)] = name }
        var counts: [String: Int] = [:]
        var list: [InspectableBehavior] = []
        func visit(_ behavior: DynamicBehavior, sceneIndex: Int?) {
            let kind = Self.kind(of: behavior)
            counts[kind, default: 0] += 1
            let name = names[ObjectIdentifier(behavior)]
            list.append(
                InspectableBehavior(
                    behavior: behavior, kind: kind, name: name, label: name ?? "\(kind) \(counts[kind]!)",
                    items: itemNames(of: behavior), isActive: behavior.dynamicAnimator != nil,
                    sceneIndex: sceneIndex))
            guard kind == "composite" else { return }
            for child in behavior.childBehaviors { visit(child, sceneIndex: nil) }
        }
        for (index, behavior) in behaviors.enumerated() { visit(behavior, sceneIndex: index) }
        return list
    }

    /// The scene `type` of a behavior object (what `ScriptProperty` is keyed by).
    static func kind(of behavior: DynamicBehavior) -> String {
        switch behavior {
        case is GravityBehavior: "gravity"
        case is CollisionBehavior: "collision"
        case is DynamicItemBehavior: "itemProperties"
        case is AttachmentBehavior: "attachment"
        case is SnapBehavior: "snap"
        case is PushBehavior: "push"
        case is FieldBehavior: "field"
        default: "composite"
        }
    }

    private func itemNames(of behavior: DynamicBehavior) -> [String] {
        let items: [any DynamicItem]
        switch behavior {
        case let b as ItemsBehavior: items = b.items
        case let a as AttachmentBehavior: items = a.items
        case let s as SnapBehavior: items = [s.item]
        default: items = []
        }
        var names: [ObjectIdentifier: String] = [:]
        for (name, item) in itemsByName { names[ObjectIdentifier(item: item)] = name }
        for (name, group) in groupsByName { names[ObjectIdentifier(group)] = name }
        return items.compactMap { names[ObjectIdentifier(item: $0)] }
    }

    /// The item-property behaviors that hold `item`, in the order they were added.
    ///
    /// ```swift
    /// let materials = run.itemBehaviors(containing: run.item(named: "ball")!)
    /// ```
    public func itemBehaviors(containing item: any DynamicItem) -> [DynamicItemBehavior] {
        inspectableBehaviors.compactMap { $0.behavior as? DynamicItemBehavior }
            .filter { $0.items.contains { $0 === item } }
    }

    /// An item's material as an inspector shows it: the properties of the last item behavior of
    /// the scene that holds it (the defaults if none does), with the values set through
    /// ``setProperty(_:ofItem:to:)`` over them. The edits are read from the input log, so they
    /// follow the run when it goes back in time (``restore(_:)``). Nil for an unknown item.
    ///
    /// ```swift
    /// try run.setProperty("elasticity", ofItem: "ball", to: .number(0.9))
    /// run.itemMaterial(of: "ball")?.first { $0.name == "elasticity" }?.value   // .number(0.9)
    /// ```
    public func itemMaterial(of name: String) -> [InspectedProperty]? {
        guard let item = item(named: name) else { return nil }
        var edits: [String: InspectorValue] = [:]
        for event in inputHistory.events {
            if case .setItem(name, let property, let value) = event.action {
                edits[property] = InspectorValue(value)
            }
        }
        let source = itemBehaviors(containing: item).last ?? DynamicItemBehavior(items: [])
        return inspect(source).map { property in
            var property = property
            if let edited = edits[property.name] { property.value = edited }
            return property
        }
    }

    /// The behavior's properties and their values now, in the script table's order, with the
    /// inspector's extras (an attachment's range, a push's mode, a field's region).
    ///
    /// ```swift
    /// let properties = run.inspect(run.behavior(named: "noise")!)   // position, strength, …
    /// ```
    public func inspect(_ behavior: DynamicBehavior) -> [InspectedProperty] {
        Self.inspect(behavior)
    }

    /// The properties of any behavior (see ``inspect(_:)``).
    static func inspect(_ behavior: DynamicBehavior) -> [InspectedProperty] {
        let kind = kind(of: behavior)
        var list: [InspectedProperty] = []
        if let push = behavior as? PushBehavior {
            let mode = push.mode == .continuous ? "continuous" : "instantaneous"
            list.append(
                .init(name: "mode", value: .bool(push.mode == .continuous), isEditable: false, text: mode))
        }
        for property in ScriptProperty.properties(of: kind) {
            guard let value = value(of: property.name, in: behavior) else { continue }
            list.append(
                InspectedProperty(
                    name: property.name, value: value,
                    // The interval the library accepts, as the scene validator checks it.
                    domain: property.kind == .bool
                        ? nil : SceneValidator.interval(ofProperty: property.name, kind: kind),
                    typical: InspectorRanges.typical(kind, property.name, behavior: behavior)))
        }
        if let attachment = behavior as? AttachmentBehavior {
            let range = attachment.attachmentRange
            list.append(
                .init(
                    name: "attachmentRange", value: .range(Double(range.minimum), Double(range.maximum)),
                    domain: .attachmentRange))
        }
        if let field = behavior as? FieldBehavior {
            list.append(
                .init(name: "region", value: .region(field.region), text: field.region.readableDescription))
        }
        return list + springFeel(of: behavior)
    }

    /// The value of a property of the inspector's table now.
    static func value(of property: String, in behavior: DynamicBehavior) -> InspectorValue? {
        func n(_ x: CGFloat) -> InspectorValue { .number(Double(x)) }
        switch (behavior, property) {
        case (let g as GravityBehavior, "angle"): return n(g.angle)
        case (let g as GravityBehavior, "magnitude"): return n(g.magnitude)
        case (let g as GravityBehavior, "direction"): return .vector(g.gravityDirection)
        case (let p as PushBehavior, "active"): return .bool(p.active)
        case (let p as PushBehavior, "angle"): return n(p.angle)
        case (let p as PushBehavior, "magnitude"): return n(p.magnitude)
        case (let p as PushBehavior, "direction"): return .vector(p.pushDirection)
        case (let a as AttachmentBehavior, "anchorPoint"): return .point(a.anchorPoint)
        case (let a as AttachmentBehavior, "length"): return n(a.length)
        case (let a as AttachmentBehavior, "frequency"): return n(a.frequency)
        case (let a as AttachmentBehavior, "damping"): return n(a.damping)
        case (let a as AttachmentBehavior, "frictionTorque"): return n(a.frictionTorque)
        case (let a as AttachmentBehavior, "attachmentRange"):
            return .range(Double(a.attachmentRange.minimum), Double(a.attachmentRange.maximum))
        case (let s as SnapBehavior, "snapPoint"): return .point(s.snapPoint)
        case (let s as SnapBehavior, "damping"), (let s as SnapBehavior, "dampingFraction"):
            return n(s.damping)
        case (let a as AttachmentBehavior, "dampingFraction") where a.frequency > 0: return n(a.damping)
        case (let a as AttachmentBehavior, "response") where a.frequency > 0:
            return .number(1 / Double(a.frequency))
        case (let f as FieldBehavior, "position"): return .point(f.position)
        case (let f as FieldBehavior, "strength"): return n(f.strength)
        case (let f as FieldBehavior, "falloff"): return n(f.falloff)
        case (let f as FieldBehavior, "minimumRadius"): return n(f.minimumRadius)
        case (let f as FieldBehavior, "direction"): return .vector(f.direction)
        case (let f as FieldBehavior, "smoothness"): return n(f.smoothness)
        case (let f as FieldBehavior, "animationSpeed"): return n(f.animationSpeed)
        case (let i as DynamicItemBehavior, "elasticity"): return n(i.elasticity)
        case (let i as DynamicItemBehavior, "friction"): return n(i.friction)
        case (let i as DynamicItemBehavior, "density"): return n(i.density)
        case (let i as DynamicItemBehavior, "resistance"): return n(i.resistance)
        case (let i as DynamicItemBehavior, "angularResistance"): return n(i.angularResistance)
        case (let i as DynamicItemBehavior, "charge"): return n(i.charge)
        case (let i as DynamicItemBehavior, "isAnchored"): return .bool(i.isAnchored)
        case (let i as DynamicItemBehavior, "allowsRotation"): return .bool(i.allowsRotation)
        case (let c as CollisionBehavior, "translatesReferenceBoundsIntoBoundary"):
            return .bool(c.translatesReferenceBoundsIntoBoundary)
        case (let f as FieldBehavior, "region"): return .region(f.region)
        default: return nil
        }
    }

    /// Sets one property live, as the inspector does, and returns the value the behavior holds
    /// afterwards. It takes every kind the inspector shows, ranges and regions too. A scene
    /// behavior's attachment range, and its field region given as a radius, a size `[w, h]` or
    /// `true`/`false` (infinite/empty), are recorded in the ``inputLog``; other values set here
    /// are not (record those with `setProperty(_:of:to:)`). An unknown property or a value of the
    /// wrong kind is refused here; a value the library refuses throws the library's own error
    /// (its setter kept the old value, and the run goes on with it).
    ///
    /// ```swift
    /// let noise = run.behavior(named: "noise")!
    /// try run.setInspectedProperty("strength", of: noise, to: .number(2))       // .number(2)
    /// try run.setInspectedProperty("smoothness", of: noise, to: .number(3))
    /// // throws "FieldBehavior.smoothness: 3 is outside [0, 1]; kept 1"
    /// ```
    public func setInspectedProperty(
        _ property: String, of behavior: DynamicBehavior, to value: InspectorValue
    )
        throws(DynamicsError) -> InspectorValue
    {
        guard Self.inspect(behavior).contains(where: { $0.name == property && $0.isEditable }) else {
            return try Self.setProperty(property, of: behavior, to: value, animator: animator) { _, _ in }
        }
        // SwiftUI's spring words set UIKit's properties (SceneRun+SpringFeel.swift).
        let (name, setting) = try Self.uikitEquivalent(of: property, of: behavior, value: value)
        _ = try Self.setProperty(name, of: behavior, to: setting, animator: animator) {
            behavior, value in self.set(name, of: behavior, to: value)
        }
        if let index = sceneBehaviors.firstIndex(where: { $0 === behavior }),
            let action = Self.recordedAction(index, name, setting)
        {
            record(action)
        }
        return Self.value(of: property, in: behavior) ?? setting
    }

    /// How the log keeps an inspector-only edit: a range with its unbounded ends as nil (JSON
    /// has no infinity), a region in the inspector's forms. Nil for what the log cannot hold.
    static func recordedAction(_ index: Int, _ property: String, _ value: InspectorValue) -> InputAction? {
        switch value {
        case .range(let lower, let upper):
            return .setRange(
                index: index, property: property, minimum: lower == -.infinity ? nil : lower,
                maximum: upper == .infinity ? nil : upper)
        case .region: return nil
        case .number, .bool, .point, .vector:
            guard property == "region", let shape = value.scriptValue else { return nil }
            return .setRegion(index: index, shape: shape)
        }
    }

    /// Sets a property of any behavior (shared by runs and behaviors made outside the scene).
    static func setProperty(
        _ property: String, of behavior: DynamicBehavior, to value: InspectorValue, animator: DynamicAnimator,
        apply: (DynamicBehavior, ScriptValue) -> Void
    ) throws(DynamicsError) -> InspectorValue {
        let type = behavior.typeName
        let known = inspect(behavior).filter({ $0.isEditable }).map({ $0.name })
        guard let current = Self.value(of: property, in: behavior), known.contains(property) else {
            throw DynamicsError(
                .unknownKey,
                "\(type) has no property '\(property.prefix(40))' to set (known: \(known.joined(separator: ", ")))"
            )
        }
        if case .region = current, let field = behavior as? FieldBehavior {
            return try setRegion(of: field, to: value, animator: animator)
        }
        guard current.kindName == value.kindName else {
            throw DynamicsError(
                .invalidUse, "\(type).\(property) takes a \(current.kindName), not a \(value.kindName)")
        }
        let errors = capturingErrors(of: animator) {
            if case .range(let lower, let upper) = value, let attachment = behavior as? AttachmentBehavior {
                attachment.attachmentRange = FloatRange(minimum: lower, maximum: upper)
            } else if let script = value.scriptValue {
                apply(behavior, script)
            }
        }
        if let error = errors.first { throw error }
        return Self.value(of: property, in: behavior) ?? value
    }

    /// Sets a field's region from a radius (a circle), a size `[width, height]` (a rectangle),
    /// `true` (infinite) or `false` (empty). A radius or size the library refuses keeps the old
    /// region.
    static func setRegion(of field: FieldBehavior, to value: InspectorValue, animator: DynamicAnimator)
        throws(DynamicsError) -> InspectorValue
    {
        var made: Region?
        let errors = capturingErrors(of: animator) {
            switch value {
            case .number(let radius): made = Region(radius: radius)
            case .point(let p): made = Region(size: CGSize(width: p.x, height: p.y))
            case .vector(let v): made = Region(size: CGSize(width: v.dx, height: v.dy))
            case .bool(let all): made = all ? .infinite : .empty
            case .region(let region): made = region
            case .range: made = nil
            }
        }
        if let error = errors.first {
            let message = error.message.removing("; made an empty region")
            throw DynamicsError(
                error.code, "FieldBehavior.region: \(message); kept \(field.region.readableDescription)")
        }
        guard let made else {
            throw DynamicsError(
                .invalidUse,
                "FieldBehavior.region takes a radius, [width, height], true (infinite) or false (empty)")
        }
        field.region = made
        return .region(field.region)
    }

    /// Runs `body` and returns the errors the library reported meanwhile (to the animator's
    /// handler or, for a behavior outside the animator, to ``DynamicsDiagnostics``).
    static func capturingErrors(of animator: DynamicAnimator, _ body: () -> Void) -> [DynamicsError] {
        let collector = ErrorCollector()
        let previous = animator.errorHandler
        animator.errorHandler = { collector.append($0) }
        DynamicsDiagnostics.withHandler(DynamicsErrorHandler { collector.append($0) }, body)
        animator.errorHandler = previous
        return collector.errors
    }
}
