import Dynamics
import DynamicsScenes
import Foundation

/// The inspector: the scene's behaviors and items' materials, read and changed live.
extension Session {
    /// The `inspector` message for the scene now.
    func inspectorList() -> InspectorMessage.List {
        inspected = run.inspectableBehaviors
        return InspectorMessage.List(
            behaviors: inspected.enumerated().map { index, entry in
                InspectorMessage.Behavior(
                    index: index, kind: entry.kind, label: entry.label, items: entry.items,
                    active: entry.isActive,
                    properties: run.inspect(entry.behavior).map(InspectorMessage.Property.init))
            })
    }

    /// The item-property behavior whose values an item shows: the session's own for the item
    /// once the inspector changed it, else the last of the scene's that holds it.
    func materialSource(for item: SceneItem) -> DynamicItemBehavior? {
        itemMaterials[ObjectIdentifier(item)] ?? run.itemBehaviors(containing: item).last
    }

    /// The `itemInspector` message for an item.
    func inspectItem(_ index: Int) throws(ProtocolError) -> [Outgoing] {
        let item = try item(index, for: "inspect")
        let source = materialSource(for: item) ?? DynamicItemBehavior(items: [])
        let message = InspectorMessage.Item(
            item: index, name: item.name,
            properties: run.inspect(source).map(InspectorMessage.Property.init))
        return [.text(ServerMessage.itemInspector(message).json)]
    }

    /// Applies a `set`; the answer carries the value now and the library's refusal, if any.
    func setProperty(_ target: Command.PropertyTarget, _ property: String, _ value: InspectorValue)
        throws(ProtocolError) -> [Outgoing]
    {
        let behavior: DynamicBehavior
        switch target {
        case .behavior(let index):
            guard inspected.indices.contains(index) else {
                throw ProtocolError("set: behavior \(index) is out of range 0…\(inspected.count - 1)")
            }
            behavior = inspected[index].behavior
        case .item(let index):
            behavior = try material(for: try item(index, for: "set"))
        }
        let current = run.inspect(behavior).first { $0.name == property }?.value
        let typed = Self.value(value, as: current)
        var answer = InspectorMessage.Answer(
            behavior: target.behaviorIndex, item: target.itemIndex, property: property,
            value: WireOutValue(typed), error: nil)
        do {
            answer.value = WireOutValue(try run.setProperty(property, of: behavior, to: typed))
            if case .behavior(let index) = target, let sceneIndex = inspected[index].sceneIndex,
                let updated = description.recording(property, ofBehaviorAt: sceneIndex, from: behavior),
                updated.validate().isEmpty
            {
                description = updated
            }
        } catch {
            answer.error = error.message
            if let current { answer.value = WireOutValue(current) }
        }
        dirty = true
        return [.text(ServerMessage.property(answer).json)]
    }

    /// The session's own item-property behavior for an item, made on first use with the values
    /// the item has now, and added after the scene's (so it wins).
    private func material(for item: SceneItem) throws(ProtocolError) -> DynamicItemBehavior {
        if let existing = itemMaterials[ObjectIdentifier(item)] { return existing }
        let behavior = DynamicItemBehavior(items: [item])
        if let source = run.itemBehaviors(containing: item).last {
            behavior.elasticity = source.elasticity
            behavior.friction = source.friction
            behavior.density = source.density
            behavior.resistance = source.resistance
            behavior.angularResistance = source.angularResistance
            behavior.charge = source.charge
            behavior.isAnchored = source.isAnchored
            behavior.allowsRotation = source.allowsRotation
        }
        run.animator.addBehavior(behavior)
        itemMaterials[ObjectIdentifier(item)] = behavior
        return behavior
    }

    /// A pair sent as `[x, y]` read as the property's kind (a point, a vector or a range).
    static func value(_ value: InspectorValue, as current: InspectorValue?) -> InspectorValue {
        switch (value, current) {
        case (.point(let p), .vector?): .vector(CGVector(dx: p.x, dy: p.y))
        case (.point(let p), .range?): .range(Double(p.x), Double(p.y))
        default: value
        }
    }
}

extension Command.PropertyTarget {
    var behaviorIndex: Int? {
        if case .behavior(let index) = self { index } else { nil }
    }

    var itemIndex: Int? {
        if case .item(let index) = self { index } else { nil }
    }
}
