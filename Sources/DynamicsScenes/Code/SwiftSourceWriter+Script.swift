import Dynamics

/// The frame loop: the animator stepped in 1/60 s frames, the scripted input replayed at the
/// frames ``SceneRun`` fires it (events first, then the gestures in progress, then the step).
extension SwiftSourceWriter {
    /// A scripted pan or anchor move, with the frames it acts on.
    struct Gesture {
        let index: Int
        let event: ScriptEvent
        /// The Swift identifier of the drag's attachment or of the anchors' origins.
        let name: String
        let startFrame: Int
        /// The frame the gesture ends on: a drag releases there, anchors take their last step there.
        let endFrame: Int
    }

    /// The scripted events that start gestures, with their frames.
    mutating func gestures() -> [Gesture] {
        var result: [Gesture] = []
        for (index, event) in scene.script.enumerated() {
            let start = Self.frame(reaching: event.time)
            switch event.action {
            case .drag(let drag):
                guard let last = drag.path.last else { continue }
                var end = start
                while Double(end) * (1.0 / 60) - event.time < last.time - SceneRun.timeTolerance { end += 1 }
                let name = identifiers.make(from: drag.item + "-drag", fallback: "drag")
                result.append(
                    Gesture(index: index, event: event, name: name, startFrame: start, endFrame: end))
            case .moveAnchors(let behaviors, let path, let lag):
                guard let last = path.last else { continue }
                let span = last.time + Double(max(behaviors.count - 1, 0)) * lag - SceneRun.timeTolerance
                var end = start
                while Double(end) * (1.0 / 60) - event.time < span { end += 1 }
                let name = identifiers.make(from: "anchor-origins", fallback: "origins")
                result.append(
                    Gesture(index: index, event: event, name: name, startFrame: start, endFrame: end))
            default: continue
            }
        }
        return result
    }

    /// The first place scripted velocity is added: (frame, 0 for an event or 1 for a release, index).
    func firstVelocityUse(_ gestures: [Gesture], frames: Int) -> (Int, Int, Int)? {
        var uses: [(Int, Int, Int)] = []
        for (index, event) in scene.script.enumerated() {
            if case .addVelocity = event.action { uses.append((Self.frame(reaching: event.time), 0, index)) }
        }
        for gesture in gestures {
            if case .drag(let drag) = gesture.event.action, drag.releaseVelocity != nil {
                uses.append((gesture.endFrame, 1, gesture.index))
            }
        }
        return uses.filter { $0.0 < frames }.min { $0 < $1 }
    }

    mutating func writeFrames(count frames: Int) {
        let gestures = gestures()
        let firstVelocity = firstVelocityUse(gestures, frames: frames)
        let events = Array(scene.script.enumerated())
        if scene.script.isEmpty {
            comment("Off Apple platforms nothing ticks the animator: step it 1/60 s at a time.")
        } else {
            comment(
                "Off Apple platforms nothing ticks the animator: step it 1/60 s at a time, with the scripted input (the scene's stand-in for touches) at its frames."
            )
        }
        if firstVelocity != nil {
            line("let scriptedVelocity = UIDynamicItemBehavior(items: [])")
        }
        for gesture in gestures { writeGestureDeclarations(gesture) }
        guard !scene.script.isEmpty else {
            line("for _ in 0..<\(frames) { animator.step() }")
            return
        }
        line("for frame in 0..<\(frames) {")
        indented { w in
            if !gestures.isEmpty { w.line("let time = Double(frame) * (1.0 / 60)") }
            let byFrame = Dictionary(grouping: events) { Self.frame(reaching: $0.element.time) }
            w.line("switch frame {")
            for frame in byFrame.keys.sorted() {
                let due = byFrame[frame]!
                if frame >= frames {
                    for (_, event) in due {
                        w.comment(
                            "at \(SwiftLiteral.number(event.time)) s, after the end: \(Self.summary(of: event.action))"
                        )
                    }
                    continue
                }
                w.line("case \(frame):")
                w.indented { w in
                    for (index, event) in due {
                        let addsScriptedVelocity = firstVelocity.map { $0 == (frame, 0, index) } ?? false
                        w.writeEvent(
                            event, index: index, gestures: gestures,
                            addsVelocityBehavior: addsScriptedVelocity)
                    }
                }
            }
            w.line("default:")
            w.indented { $0.line("break") }
            w.line("}")
            for gesture in gestures where gesture.startFrame < frames {
                w.writeGestureMove(gesture, firstVelocity: firstVelocity)
            }
            w.line("animator.step()")
        }
        line("}")
    }

    /// One line on what an event does, for comments.
    static func summary(of action: ScriptAction) -> String {
        switch action {
        case .drag(let drag):
            let points = drag.path.map {
                "\(SwiftLiteral.shortPoint($0.point)) at +\(SwiftLiteral.number($0.time)) s"
            }
            let release = drag.releaseVelocity.map {
                ", let go moving \(SwiftLiteral.shortPoint(CGPoint(x: $0.dx, y: $0.dy))) pt/s"
            }
            return "drag \"\(drag.item)\" through \(points.joined(separator: ", "))\(release ?? "")"
        case .addVelocity(let item, let linear, let angular):
            let spin = angular.map { " and \(SwiftLiteral.number($0)) rad/s" } ?? ""
            return
                "flick \"\(item)\": add \(SwiftLiteral.shortPoint(CGPoint(x: linear.dx, y: linear.dy))) pt/s\(spin)"
        case .addBehavior(let name): return "add \"\(name)\""
        case .removeBehavior(let name): return "remove \"\(name)\""
        case .set(let behavior, let property, let value):
            return "set \"\(behavior)\".\(property) to \(SwiftLiteral.value(value))"
        case .moveItem(let item, let center):
            return "move \"\(item)\" to \(SwiftLiteral.shortPoint(center))"
        case .moveAnchors(let behaviors, let path, let lag):
            let points = path.map {
                "\(SwiftLiteral.shortPoint($0.point)) at +\(SwiftLiteral.number($0.time)) s"
            }
            return "move the anchors of \(behaviors.map { "\"\($0)\"" }.joined(separator: ", ")), each "
                + "\(SwiftLiteral.number(lag)) s after the previous, along \(points.joined(separator: ", "))"
        }
    }

    /// The property a `set` event names, as the UIKit property it is.
    static func swiftProperty(_ property: String, of behavior: BehaviorDescription?) -> String {
        switch (behavior, property) {
        case (.gravity?, "direction"): "gravityDirection"
        case (.push?, "direction"): "pushDirection"
        default: property
        }
    }

    /// The description of the behavior named `name`, searching composites too.
    func behaviorDescription(named name: String) -> BehaviorDescription? {
        func search(_ list: [BehaviorDescription]) -> BehaviorDescription? {
            for description in list {
                if description.name == name { return description }
                if case .composite(let composite) = description, let found = search(composite.children) {
                    return found
                }
            }
            return nil
        }
        return search(scene.behaviors)
    }

    mutating func writeEvent(
        _ event: ScriptEvent, index: Int, gestures: [Gesture], addsVelocityBehavior: Bool
    ) {
        comment("at \(SwiftLiteral.number(event.time)) s: \(Self.summary(of: event.action))")
        switch event.action {
        case .drag(let drag):
            guard let gesture = gestures.first(where: { $0.index == index }), let touch = drag.path.first
            else {
                return
            }
            let view = item(drag.item)
            let point = SwiftLiteral.point(touch.point)
            line("let \(gesture.name)Attachment = UIAttachmentBehavior(")
            indented { w in
                w.line("item: \(view), offsetFromCenter: touchOffset(\(point), in: \(view)),")
                w.line("attachedToAnchor: \(point))")
            }
            if let v = drag.frequency {
                line("\(gesture.name)Attachment.frequency = \(SwiftLiteral.number(v))")
            }
            if let v = drag.damping { line("\(gesture.name)Attachment.damping = \(SwiftLiteral.number(v))") }
            line("animator.addBehavior(\(gesture.name)Attachment)")
            line("\(gesture.name) = \(gesture.name)Attachment")
        case .addVelocity(let name, let linear, let angular):
            writeVelocity(
                item: item(name), linear: linear, angular: angular, addsBehavior: addsVelocityBehavior)
        case .addBehavior(let name):
            let behavior = behaviorIdentifiers[name] ?? name
            if let parent = parentIdentifiers[name] {
                line("\(parent).addChildBehavior(\(behavior))")
            } else {
                line("animator.addBehavior(\(behavior))")
            }
        case .removeBehavior(let name):
            let behavior = behaviorIdentifiers[name] ?? name
            if let parent = parentIdentifiers[name] {
                line("\(parent).removeChildBehavior(\(behavior))")
            } else {
                line("animator.removeBehavior(\(behavior))")
            }
        case .set(let name, let property, let value):
            let swiftName = Self.swiftProperty(property, of: behaviorDescription(named: name))
            line("\(behaviorIdentifiers[name] ?? name).\(swiftName) = \(SwiftLiteral.value(value))")
        case .moveItem(let name, let center):
            line("\(item(name)).center = \(SwiftLiteral.point(center))")
            line("animator.updateItem(usingCurrentState: \(item(name)))")
        case .moveAnchors(let names, _, _):
            guard let gesture = gestures.first(where: { $0.index == index }) else { return }
            let anchors = names.map { "\(behaviorIdentifiers[$0] ?? $0).anchorPoint" }
            line("\(gesture.name) = [\(anchors.joined(separator: ", "))]")
        }
    }

    /// Adds scripted velocity through one item behavior, as a gesture handler's
    /// `addLinearVelocity(_:for:)` does (the behavior joins the animator on first use).
    private mutating func writeVelocity(
        item view: String, linear: CGVector, angular: Double?, addsBehavior: Bool
    ) {
        if addsBehavior { line("animator.addBehavior(scriptedVelocity)") }
        line("scriptedVelocity.addItem(\(view))")
        line(
            "scriptedVelocity.addLinearVelocity(\(SwiftLiteral.point(CGPoint(x: linear.dx, y: linear.dy))), for: \(view))"
        )
        line("scriptedVelocity.addAngularVelocity(\(SwiftLiteral.number(angular ?? 0)), for: \(view))")
    }

    private mutating func writeGestureDeclarations(_ gesture: Gesture) {
        switch gesture.event.action {
        case .drag(let drag):
            line("var \(gesture.name): UIAttachmentBehavior?")
            writeTimedPath(named: gesture.name + "Path", drag.path)
        case .moveAnchors(_, let path, _):
            line("var \(gesture.name): [CGPoint] = []")
            writeTimedPath(named: gesture.name.removing("Origins") + "Path", path)
        default: break
        }
    }

    private mutating func writeTimedPath(named name: String, _ path: [TimedPoint]) {
        line("let \(name): [(time: TimeInterval, point: CGPoint)] = [")
        indented { w in
            for sample in path {
                w.line("(\(SwiftLiteral.number(sample.time)), \(SwiftLiteral.point(sample.point))),")
            }
        }
        line("]")
    }

    private mutating func writeGestureMove(_ gesture: Gesture, firstVelocity: (Int, Int, Int)?) {
        let start = SwiftLiteral.number(gesture.event.time)
        switch gesture.event.action {
        case .drag(let drag):
            line("switch frame {")
            line("case \(gesture.startFrame)..<\(gesture.endFrame):")
            indented { w in
                w.line(
                    "\(gesture.name)?.anchorPoint = fingerPosition(on: \(gesture.name)Path, at: time - \(start))"
                )
            }
            line("case \(gesture.endFrame):")
            indented { w in
                w.comment(
                    "The finger lifts: the drag's attachment goes\(drag.releaseVelocity == nil ? "" : " and the release velocity stays")."
                )
                if let velocity = drag.releaseVelocity {
                    let adds = firstVelocity.map { $0 == (gesture.endFrame, 1, gesture.index) } ?? false
                    w.writeVelocity(item: w.item(drag.item), linear: velocity, angular: 0, addsBehavior: adds)
                }
                w.line("if let \(gesture.name) { animator.removeBehavior(\(gesture.name)) }")
            }
            line("default:")
            indented { $0.line("break") }
            line("}")
        case .moveAnchors(let names, let path, let lag):
            guard let first = path.first else { return }
            let pathName = gesture.name.removing("Origins") + "Path"
            let attachments = names.map { behaviorIdentifiers[$0] ?? $0 }
            line("if (\(gesture.startFrame)...\(gesture.endFrame)).contains(frame) {")
            indented { w in
                w.line("for (index, attachment) in [\(attachments.joined(separator: ", "))].enumerated() {")
                w.indented { w in
                    w.line("let local = time - \(start) - Double(index) * \(SwiftLiteral.number(lag))")
                    w.line("guard local >= \(SwiftLiteral.number(first.time)) - 1e-9 else { continue }")
                    w.line("let finger = fingerPosition(on: \(pathName), at: local)")
                    w.line("attachment.anchorPoint = CGPoint(")
                    // Subtracting 0 changes no bits, so a path from (0, 0) reads without it.
                    let dx = first.point.x == 0 ? "" : " - \(SwiftLiteral.number(first.point.x))"
                    let dy = first.point.y == 0 ? "" : " - \(SwiftLiteral.number(first.point.y))"
                    w.indented { w in
                        w.line("x: \(gesture.name)[index].x + finger.x\(dx),")
                        w.line("y: \(gesture.name)[index].y + finger.y\(dy))")
                    }
                }
                w.line("}")
            }
            line("}")
        default: break
        }
    }

    /// The finger helpers, when the script has gestures.
    mutating func writeGestureHelpers() {
        let actions = scene.script.map({ $0.action })
        let drags = actions.contains { if case .drag = $0 { true } else { false } }
        let anchors = actions.contains { if case .moveAnchors = $0 { true } else { false } }
        guard drags || anchors else { return }
        line("")
        line("/// Where a finger moving along `path` (straight between samples) is at `time`.")
        line(
            "static func fingerPosition(on path: [(time: TimeInterval, point: CGPoint)], at time: TimeInterval) -> CGPoint {"
        )
        indented { w in
            w.line("guard let first = path.first, let last = path.last else { return .zero }")
            w.line("if time <= first.time { return first.point }")
            w.line("if time >= last.time { return last.point }")
            w.line("let next = path.firstIndex { $0.time > time } ?? path.count - 1")
            w.line("let a = path[next - 1]")
            w.line("let b = path[next]")
            w.line("let u = (time - a.time) / (b.time - a.time)")
            w.line(
                "return CGPoint(x: a.point.x + (b.point.x - a.point.x) * u, y: a.point.y + (b.point.y - a.point.y) * u)"
            )
        }
        line("}")
        guard drags else { return }
        writeTouchOffset(declaredAs: "static func")
    }

    /// `touchOffset(_:in:)`, declared as `declaration` (`static func`, `private func`): the offset
    /// `UIAttachmentBehavior(item:offsetFromCenter:attachedToAnchor:)` takes for a touch.
    mutating func writeTouchOffset(declaredAs declaration: String) {
        line("")
        line("/// The touch's offset from the item's centre in the item's own (unrotated) axes, so attaching")
        line("/// at the touch moves nothing.")
        line("\(declaration) touchOffset(_ touch: CGPoint, in item: any UIDynamicItem) -> UIOffset {")
        indented { w in
            w.line("let angle = atan2(item.transform.b, item.transform.a)")
            w.line("let (c, s) = (cos(angle), sin(angle))")
            w.line("let dx = touch.x - item.center.x")
            w.line("let dy = touch.y - item.center.y")
            w.line("return UIOffset(horizontal: c * dx + s * dy, vertical: -s * dx + c * dy)")
        }
        line("}")
    }
}
