import Dynamics

/// The app form's composites: each a `UIDynamicBehavior` subclass (as UIKit's own composite
/// behaviors are written) whose initialiser builds the children from the items they use, keeps
/// them as properties and adds them with `addChildBehavior(_:)`. The class is written after the
/// view controller's members; where the composite is used, one line makes it.
extension SwiftSourceWriter {
    /// Writes the class into ``trailingDeclarations``, `let name = Class(items…)` here, and returns
    /// `name`. The children are reached as `name.child` (nested composites: `name.inner.child`).
    mutating func writeCompositeClass(_ d: CompositeDescription) -> String {
        let className = identifiers.makeType(from: d.name, fallback: "composite", suffix: "Behavior")
        let parameters = compositeItems(d.children).map(item)
        let namedBefore = Set(behaviorIdentifiers.keys)
        let parentedBefore = Set(parentIdentifiers.keys)

        // The initialiser's body first, in a buffer of its own: it makes the property names. The
        // class is a member of the view controller: declared one level in, its body three.
        let (outerLines, outerDepth) = (lines, depth)
        (lines, depth) = ([], 3)
        var children: [(name: String, type: String, active: Bool)] = []
        for child in d.children {
            let name = writeBehavior(child)
            children.append((name, swiftType(of: child, named: name), child.startsActive))
        }
        for child in children { line("self.\(child.name) = \(child.name)") }
        line("super.init()")
        for child in children {
            line(
                child.active
                    ? "addChildBehavior(\(child.name))"
                    : "// \(child.name) joins later, by the script.")
        }
        let body = lines

        lines = []
        depth = 1
        line("")
        let title = d.name.map { "\"\(SwiftLiteral.commentText($0))\"" } ?? "A composite"
        line("/// \(title): one behavior made of child behaviors, added with `addChildBehavior(_:)`.")
        line("final class \(className): UIDynamicBehavior {")
        indented { w in
            for child in children { w.line("let \(child.name): \(child.type)") }
            if !children.isEmpty { w.line("") }
            let signature = parameters.map { "\($0): any UIDynamicItem" }.joined(separator: ", ")
            w.line(parameters.isEmpty ? "override init() {" : "init(\(signature)) {")
            w.lines += body
            w.line("}")
        }
        line("}")
        trailingDeclarations.append(lines)
        (lines, depth) = (outerLines, outerDepth)

        let name = identifiers.make(from: d.name, fallback: "composite")
        let arguments = parameters.map { "\($0): \($0)" }.joined(separator: ", ")
        line("let \(name) = \(className)(\(arguments))")
        // Names made inside the class are its properties: reach them through this instance.
        for key in Set(behaviorIdentifiers.keys).subtracting(namedBefore) {
            behaviorIdentifiers[key] = name + "." + behaviorIdentifiers[key]!
        }
        for key in Set(parentIdentifiers.keys).subtracting(parentedBefore) {
            parentIdentifiers[key] = name + "." + parentIdentifiers[key]!
        }
        for child in d.children {
            if let childName = child.name { parentIdentifiers[childName] = name }
        }
        if let sceneName = d.name { behaviorIdentifiers[sceneName] = name }
        compositeTypes[name] = className
        return name
    }

    /// The items and groups `behaviors` (and their children) use, in the scene's order.
    private func compositeItems(_ behaviors: [BehaviorDescription]) -> [String] {
        var used = Set<String>()
        func collect(_ list: [BehaviorDescription]) {
            for behavior in list {
                used.formUnion(behavior.itemNames)
                switch behavior {
                case .push(let push): used.formUnion((push.targetOffsets ?? [:]).keys)
                case .composite(let composite): collect(composite.children)
                default: break
                }
            }
        }
        collect(behaviors)
        let order = scene.items.map { $0.name } + scene.groups.map { $0.name }
        return order.filter { used.contains($0) }
    }

    /// The UIKit class (or composite subclass) a behavior is made as.
    private func swiftType(of behavior: BehaviorDescription, named name: String) -> String {
        switch behavior {
        case .gravity: "UIGravityBehavior"
        case .collision: "UICollisionBehavior"
        case .itemProperties: "UIDynamicItemBehavior"
        case .attachment: "UIAttachmentBehavior"
        case .snap: "UISnapBehavior"
        case .push: "UIPushBehavior"
        case .field: "UIFieldBehavior"
        case .composite: compositeTypes[name] ?? "UIDynamicBehavior"
        }
    }
}
