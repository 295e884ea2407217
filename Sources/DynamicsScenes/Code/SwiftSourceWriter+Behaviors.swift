import Dynamics

/// The behaviors: each made with UIKit's initialiser or factory, only the properties the scene
/// sets assigned, in the order ``SceneRun`` builds them, and added to the animator (or to its
/// composite) unless it starts inactive.
extension SwiftSourceWriter {
    mutating func writeBehaviors() {
        for description in scene.behaviors {
            line("")
            let name = writeBehavior(description)
            if description.startsActive {
                line("animator.addBehavior(\(name))")
            } else if writesApp && !scriptAdds(description) {
                line("_ = \(name)  // never added: the scene keeps it aside")
            } else {
                line("// \(name) is added later, by the \(writesApp ? "script below" : "scripted input").")
            }
        }
    }

    /// Whether the script adds `behavior` (or one of its children) at some time.
    private func scriptAdds(_ behavior: BehaviorDescription) -> Bool {
        var names = Set<String>()
        func collect(_ description: BehaviorDescription) {
            if let name = description.name { names.insert(name) }
            if case .composite(let composite) = description { composite.children.forEach(collect) }
        }
        collect(behavior)
        return scene.script.contains { event in
            if case .addBehavior(let name) = event.action { names.contains(name) } else { false }
        }
    }

    /// Writes the behavior's construction and returns its identifier.
    @discardableResult
    mutating func writeBehavior(_ description: BehaviorDescription) -> String {
        let fallback =
            switch description {
            case .gravity: "gravity"
            case .collision: "collision"
            case .itemProperties: "itemBehavior"
            case .attachment: "attachment"
            case .snap: "snap"
            case .push: "push"
            case .field: "field"
            case .composite: "composite"
            }
        if case .composite(let d) = description {
            return writeComposite(d)
        }
        let name = identifiers.make(from: description.name, fallback: fallback)
        if let sceneName = description.name { behaviorIdentifiers[sceneName] = name }
        switch description {
        case .gravity(let d): writeGravity(d, as: name)
        case .collision(let d): writeCollision(d, as: name)
        case .itemProperties(let d): writeItemProperties(d, as: name)
        case .attachment(let d): writeAttachment(d, as: name)
        case .snap(let d):
            line(
                "let \(name) = UISnapBehavior(item: \(item(d.item)), snapTo: \(SwiftLiteral.point(d.snapPoint)))"
            )
            if let v = d.damping { line("\(name).damping = \(SwiftLiteral.number(v))") }
        case .push(let d): writePush(d, as: name)
        case .field(let d): writeField(d, as: name)
        case .composite: break
        }
        return name
    }

    private mutating func writeComposite(_ d: CompositeDescription) -> String {
        if writesApp { return writeCompositeClass(d) }
        comment("\(d.name.map { "\"\($0)\"" } ?? "A composite"): one behavior made of child behaviors.")
        var children: [(name: String, active: Bool)] = []
        for child in d.children {
            children.append((writeBehavior(child), child.startsActive))
        }
        let name = identifiers.make(from: d.name, fallback: "composite")
        if let sceneName = d.name { behaviorIdentifiers[sceneName] = name }
        for child in d.children {
            if let childName = child.name { parentIdentifiers[childName] = name }
        }
        line("let \(name) = UIDynamicBehavior()")
        for child in children {
            if child.active {
                line("\(name).addChildBehavior(\(child.name))")
            } else {
                line("// \(child.name) joins \(name) later, by the scripted input.")
            }
        }
        return name
    }

    private mutating func writeGravity(_ d: GravityDescription, as name: String) {
        line("let \(name) = UIGravityBehavior(items: \(itemList(d.items)))")
        if let v = d.direction { line("\(name).gravityDirection = \(SwiftLiteral.vector(v))") }
        writeAngleAndMagnitude(name, angle: d.angle, magnitude: d.magnitude)
    }

    private mutating func writeAngleAndMagnitude(_ name: String, angle: Double?, magnitude: Double?) {
        switch (angle, magnitude) {
        case (let angle?, let magnitude?):
            line(
                "\(name).setAngle(\(SwiftLiteral.number(angle)), magnitude: \(SwiftLiteral.number(magnitude)))"
            )
        case (let angle?, nil): line("\(name).angle = \(SwiftLiteral.number(angle))")
        case (nil, let magnitude?): line("\(name).magnitude = \(SwiftLiteral.number(magnitude))")
        case (nil, nil): break
        }
    }

    private mutating func writeCollision(_ d: CollisionDescription, as name: String) {
        line("let \(name) = UICollisionBehavior(items: \(itemList(d.items)))")
        switch d.mode ?? .everything {
        case .items: line("\(name).collisionMode = .items")
        case .boundaries: line("\(name).collisionMode = .boundaries")
        case .everything: break
        }
        if let insets = d.insets {
            line("\(name).setTranslatesReferenceBoundsIntoBoundary(")
            indented { $0.line("with: \(SwiftLiteral.insets(insets)))") }
        } else if d.translatesReferenceBoundsIntoBoundary == true {
            line("\(name).translatesReferenceBoundsIntoBoundary = true")
        }
        for boundary in d.boundaries ?? [] {
            let identifier = SwiftLiteral.string(boundary.identifier) + " as NSString"
            if let from = boundary.from, let to = boundary.to {
                line("\(name).addBoundary(")
                indented { w in
                    w.line("withIdentifier: \(identifier),")
                    w.line("from: \(SwiftLiteral.point(from)), to: \(SwiftLiteral.point(to)))")
                }
            } else if let points = boundary.path {
                let path = identifiers.make(from: boundary.identifier + "-boundary", fallback: "boundary")
                writePath(named: path, points: points)
                line("\(name).addBoundary(withIdentifier: \(identifier), for: \(path))")
            }
        }
    }

    private mutating func writeItemProperties(_ d: ItemPropertiesDescription, as name: String) {
        line("let \(name) = UIDynamicItemBehavior(items: \(itemList(d.items)))")
        let numbers: [(String, Double?)] = [
            ("elasticity", d.elasticity), ("friction", d.friction), ("density", d.density),
            ("resistance", d.resistance), ("angularResistance", d.angularResistance), ("charge", d.charge),
        ]
        for case (let property, let value?) in numbers {
            line("\(name).\(property) = \(SwiftLiteral.number(value))")
        }
        if let v = d.isAnchored { line("\(name).isAnchored = \(v)") }
        if let v = d.allowsRotation { line("\(name).allowsRotation = \(v)") }
        for itemName in d.items {
            if let v = d.addLinearVelocity {
                line(
                    "\(name).addLinearVelocity(\(SwiftLiteral.point(CGPoint(x: v.dx, y: v.dy))), for: \(item(itemName)))"
                )
            }
            if let w = d.addAngularVelocity {
                line("\(name).addAngularVelocity(\(SwiftLiteral.number(w)), for: \(item(itemName)))")
            }
        }
    }

    private mutating func writeAttachment(_ d: AttachmentDescription, as name: String) {
        let a = item(d.itemA)
        let b = d.itemB.map(item) ?? "nil"
        let anchor = SwiftLiteral.point(d.anchor ?? .zero)
        let offsetA = d.offsetA ?? .zero
        let offsetB = d.offsetB ?? .zero
        let offsets = offsetA != .zero || offsetB != .zero
        switch d.kind {
        case .anchor:
            if offsetA == .zero {
                line("let \(name) = UIAttachmentBehavior(item: \(a), attachedToAnchor: \(anchor))")
            } else {
                line("let \(name) = UIAttachmentBehavior(")
                indented { w in
                    w.line("item: \(a), offsetFromCenter: \(SwiftLiteral.offset(offsetA)),")
                    w.line("attachedToAnchor: \(anchor))")
                }
            }
        case .items:
            if offsets {
                line("let \(name) = UIAttachmentBehavior(")
                indented { w in
                    w.line("item: \(a), offsetFromCenter: \(SwiftLiteral.offset(offsetA)),")
                    w.line("attachedTo: \(b), offsetFromCenter: \(SwiftLiteral.offset(offsetB)))")
                }
            } else {
                line("let \(name) = UIAttachmentBehavior(item: \(a), attachedTo: \(b))")
            }
        case .sliding:
            let axis = SwiftLiteral.vector(d.axis ?? CGVector(dx: 1, dy: 0))
            line("let \(name) = UIAttachmentBehavior.slidingAttachment(")
            indented { w in
                if d.itemB != nil {
                    w.line("with: \(a), attachedTo: \(b),")
                } else {
                    w.line("with: \(a),")
                }
                w.line("attachmentAnchor: \(anchor), axisOfTranslation: \(axis))")
            }
        case .limit:
            line("let \(name) = UIAttachmentBehavior.limitAttachment(")
            indented { w in
                w.line("with: \(a), offsetFromCenter: \(SwiftLiteral.offset(offsetA)),")
                w.line("attachedTo: \(b), offsetFromCenter: \(SwiftLiteral.offset(offsetB)))")
            }
        case .fixed:
            line("let \(name) = UIAttachmentBehavior.fixedAttachment(")
            indented { $0.line("with: \(a), attachedTo: \(b), attachmentAnchor: \(anchor))") }
        case .pin:
            line("let \(name) = UIAttachmentBehavior.pinAttachment(")
            indented { $0.line("with: \(a), attachedTo: \(b), attachmentAnchor: \(anchor))") }
        }
        let numbers: [(String, Double?)] = [
            ("length", d.length), ("damping", d.damping), ("frequency", d.frequency),
            ("frictionTorque", d.frictionTorque),
        ]
        for case (let property, let value?) in numbers {
            line("\(name).\(property) = \(SwiftLiteral.number(value))")
        }
        if let range = d.attachmentRange { line("\(name).attachmentRange = \(SwiftLiteral.range(range))") }
    }

    private mutating func writePush(_ d: PushDescription, as name: String) {
        let mode = d.mode == .continuous ? ".continuous" : ".instantaneous"
        line("let \(name) = UIPushBehavior(items: \(itemList(d.items)), mode: \(mode))")
        if let v = d.direction { line("\(name).pushDirection = \(SwiftLiteral.vector(v))") }
        writeAngleAndMagnitude(name, angle: d.angle, magnitude: d.magnitude)
        for (itemName, offset) in (d.targetOffsets ?? [:]).sorted(by: { $0.key < $1.key }) {
            line("\(name).setTargetOffsetFromCenter(\(SwiftLiteral.offset(offset)), for: \(item(itemName)))")
        }
        if let active = d.active { line("\(name).active = \(active)") }
    }
}
