import Dynamics
import DynamicsScenes

/// The inspector: the scene's behaviors and items' materials, read and changed live.
extension Session {
    /// The `inspector` message for the scene now.
    func inspectorList() -> InspectorMessage.List {
        inspected = run.inspectableBehaviors
        return InspectorMessage.List(
            behaviors: inspected.enumerated().map { index, entry in
                var wire = InspectorMessage.Behavior(
                    index: index, kind: entry.kind, label: entry.label, items: entry.items,
                    active: entry.isActive, properties: properties(of: entry.behavior, kind: entry.kind))
                wire.help = Glossary.behavior(entry.kind)
                return wire
            })
    }

    /// A behavior's properties as the animator has them now, with their units and descriptions.
    func properties(of behavior: DynamicBehavior, kind: String) -> [InspectorMessage.Property] {
        run.inspect(behavior).map { Self.explained($0, kind: kind) }
    }

    /// An item's material as the run has it now, with units and descriptions.
    func material(of item: SceneItem) -> [InspectorMessage.Property] {
        (run.itemMaterial(of: item.name) ?? []).map { Self.explained($0, kind: "itemProperties") }
    }

    /// The wire form of a property with its unit and one line on what it does.
    static func explained(_ property: InspectedProperty, kind: String) -> InspectorMessage.Property {
        var wire = InspectorMessage.Property(property)
        wire.unit = Glossary.unit(property.name, of: kind)
        wire.help = Glossary.help(property.name, of: kind)
        return wire
    }

    /// The `itemInspector` message for an item: its material as the run has it now
    /// (`SceneRun.itemMaterial`), the inspector's edits included, and none made after the frame
    /// the timeline is on.
    func inspectItem(_ index: Int) throws(ProtocolError) -> [Outgoing] {
        let item = try item(index, for: "inspect")
        let message = InspectorMessage.Item(item: index, name: item.name, properties: material(of: item))
        return [.text(ServerMessage.itemInspector(message).json)]
    }

    /// Applies a `set` through the run's live input (`SceneRun.setProperty`), so the edit is in
    /// the input log; ranges and regions go through the inspection API (which logs them for
    /// scene behaviors) and the time-travel history also keeps this frame. The answer carries
    /// the value now and the library's refusal, if any.
    func setProperty(_ target: Command.PropertyTarget, _ property: String, _ value: InspectorValue)
        throws(ProtocolError) -> [Outgoing]
    {
        beginInput()
        var answer = InspectorMessage.Answer(
            behavior: target.behaviorIndex, item: target.itemIndex, property: property,
            value: WireOutValue(value), error: nil)
        switch target {
        case .behavior(let index):
            guard inspected.indices.contains(index) else {
                throw ProtocolError("set: behavior \(index) is out of range 0…\(inspected.count - 1)")
            }
            let behavior = inspected[index].behavior
            let current = run.inspect(behavior).first { $0.name == property }?.value
            let typed = Self.value(value, as: current)
            // SwiftUI's spring words (response, dampingFraction) set UIKit's, which the input
            // log and the scene text keep.
            var name = property
            do {
                let uikit = try SceneRun.uikitEquivalent(of: property, of: behavior, value: typed)
                name = uikit.property
                let setting = uikit.value
                let known =
                    name == property ? current : run.inspect(behavior).first { $0.name == name }?.value
                // Numbers, flags, points and vectors of known properties are logged as such;
                // anything else goes through the inspection API (which names unknown properties
                // and wrong kinds, and sets and logs ranges and regions).
                if let known, known.kindName == setting.kindName, known.scriptValue != nil,
                    let script = setting.scriptValue, run.sceneBehaviors.contains(where: { $0 === behavior })
                {
                    try run.setProperty(name, of: behavior, to: script)
                } else {
                    _ = try run.setInspectedProperty(property, of: behavior, to: typed)
                    timeline.keepCurrentFrame(of: run)
                }
            } catch {
                answer.error = Self.libraryMessage(error)
            }
            if let now = run.inspect(behavior).first(where: { $0.name == property })?.value {
                answer.value = WireOutValue(now)
            }
            // Every value read back: one change can move others (gravity's magnitude −1 turns its
            // direction and angle; a rod given a frequency becomes a spring with a feel).
            answer.properties = properties(of: behavior, kind: inspected[index].kind)
            // The scene text follows: the change is written into the description.
            if answer.error == nil { record(name, of: behavior) }
        case .item(let index):
            let item = try item(index, for: "set")
            guard let script = value.scriptValue else {
                throw ProtocolError("set: item \(index): \(property) takes a number or a boolean")
            }
            let old = run.itemMaterial(of: item.name)?.first { $0.name == property }?.value
            do {
                // The library's own check first, on a scratch behavior holding the item's value
                // now, so a refusal names the value the item keeps.
                let scratch = DynamicItemBehavior(items: [])
                if let old { _ = try? run.setInspectedProperty(property, of: scratch, to: old) }
                _ = try run.setInspectedProperty(property, of: scratch, to: value)
                try run.setProperty(property, ofItem: item.name, to: script)
            } catch {
                answer.error = Self.libraryMessage(error)
                if let old { answer.value = WireOutValue(old) }
            }
            answer.properties = material(of: item)
        }
        dirty = true
        return [.text(ServerMessage.property(answer).json)]
    }

    /// Writes what `behavior` holds now for `property` into the scene's description, so the scene
    /// text and the Code tab say what the inspector or a handle changed (only for the scene's
    /// top-level behaviors, and only while the scene stays valid).
    func record(_ property: String, of behavior: DynamicBehavior) {
        guard
            let sceneIndex = run.inspectableBehaviors.first(where: { $0.behavior === behavior })?.sceneIndex,
            let updated = description.recording(property, ofBehaviorAt: sceneIndex, from: behavior),
            updated.validate().isEmpty
        else { return }
        description = updated
    }

    /// The library's message of a refusal, without the live-input call's name in front of it
    /// (`SceneRun.setProperty("smoothness", of: FieldBehavior, to: number(3.0)): ` …).
    static func libraryMessage(_ error: DynamicsError) -> String {
        let message = error.message
        guard message.hasPrefix("SceneRun.setProperty("), let to = message.end(of: ", to: "),
            let end = message[to...].end(of: "): ")
        else { return message }
        return String(message[end...])
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

extension StringProtocol {
    /// Where the first occurrence of `part` ends, if it occurs (Foundation's `range(of:)` is not
    /// available everywhere the session runs).
    ///
    /// ```swift
    /// "a, to: b".end(of: ", to: ")   // the index of "b"
    /// ```
    func end(of part: String) -> Index? {
        let pattern = Array(part.unicodeScalars)
        var start = startIndex
        while start < endIndex {
            var i = start
            var matched = 0
            while matched < pattern.count, i < endIndex, unicodeScalars[i] == pattern[matched] {
                i = unicodeScalars.index(after: i)
                matched += 1
            }
            if matched == pattern.count { return i }
            start = unicodeScalars.index(after: start)
        }
        return nil
    }
}
