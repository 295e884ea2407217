import Dynamics

/// Live input: the calls a user interface makes for a person's gestures, each applied at once
/// (acting from the next frame) and recorded in ``inputLog`` with the frame it was made before.
/// Bad input throws a `DynamicsError` that names the thing and the value, and records nothing.
extension SceneRun {
    /// Everything done through the live input methods so far, up to the current frame.
    ///
    /// ```swift
    /// let json = try JSONEncoder().encode(run.inputLog)
    /// ```
    public var inputLog: InputLog {
        InputLog(scene: scene.name, events: Array(inputHistory.events), frameCount: frameCount)
    }

    /// The scene's behaviors depth-first (each composite before its children), in description
    /// order: the order ``InputAction/setBehavior(index:property:value:)`` indexes.
    ///
    /// ```swift
    /// let gravity = run.sceneBehaviors.first { $0 is GravityBehavior }
    /// ```
    public var sceneBehaviors: [DynamicBehavior] { Self.depthFirst(behaviors) }

    /// `roots` and their children, depth-first (each composite before its children), each once.
    static func depthFirst(_ roots: [DynamicBehavior]) -> [DynamicBehavior] {
        var out: [DynamicBehavior] = []
        var seen = Set<ObjectIdentifier>()
        func visit(_ behavior: DynamicBehavior) {
            guard seen.insert(ObjectIdentifier(behavior)).inserted else { return }
            out.append(behavior)
            behavior.childBehaviors.forEach(visit)
        }
        roots.forEach(visit)
        return out
    }

    /// The drags in progress, by id.
    ///
    /// ```swift
    /// run.activeDrags.isEmpty   // true once every pointer let go
    /// ```
    public var activeDrags: [DragID] { drags.keys.sorted { $0.rawValue < $1.rawValue } }

    /// Grabs `item` at `point` (reference coordinates): an attachment from the touched point of
    /// the item to the pointer, as the seeds' pan handlers make. Returns the drag's id.
    ///
    /// ```swift
    /// let drag = try run.grab(item: "square", at: CGPoint(x: 170, y: 110))
    /// ```
    @discardableResult
    public func grab(item name: String, at point: CGPoint) throws(DynamicsError) -> DragID {
        let call = "SceneRun.grab(item: \"\(name)\", at:)"
        let item = try liveItem(named: name, for: call)
        try check(point, in: .coordinate, call + " point")
        let id = DragID(rawValue: nextDragNumber)
        nextDragNumber += 1
        let attachment = AttachmentBehavior(
            item: item, offsetFromCenter: Self.offset(of: point, in: item), attachedToAnchor: point)
        animator.addBehavior(attachment)
        drags[id] = attachment
        record(.grab(drag: id, item: name, point: point))
        return id
    }

    /// Moves a drag's pointer to `point`: the attachment's anchor follows.
    ///
    /// ```swift
    /// try run.moveDrag(drag, to: CGPoint(x: 220, y: 140))
    /// ```
    public func moveDrag(_ drag: DragID, to point: CGPoint) throws(DynamicsError) {
        let call = "SceneRun.moveDrag(\(drag), to:)"
        let attachment = try held(drag, for: call)
        try check(point, in: .coordinate, call + " point")
        attachment.anchorPoint = point
        record(.moveDrag(drag: drag, point: point))
    }

    /// Ends a drag: the attachment goes and the item leaves at `velocity` (points per second of
    /// scene time: the pointer's, for a flick), or, with `nil`, keeps the velocity it has.
    ///
    /// ```swift
    /// try run.release(drag, velocity: CGVector(dx: 900, dy: -300))   // a flick
    /// ```
    public func release(_ drag: DragID, velocity: CGVector?) throws(DynamicsError) {
        let call = "SceneRun.release(\(drag), velocity:)"
        let attachment = try held(drag, for: call)
        guard let velocity else {
            animator.removeBehavior(attachment)
            drags[drag] = nil
            record(.release(drag: drag, velocity: nil))
            return
        }
        try check(velocity, in: .linearVelocity, call + " velocity")
        let item = attachment.items[0]
        let flick = velocityItemBehavior()
        // The item behavior first: it keeps the body alive when the drag was its only behavior.
        flick.addItem(item)
        animator.removeBehavior(attachment)
        drags[drag] = nil
        let current = flick.linearVelocity(for: item)
        flick.addLinearVelocity(CGPoint(x: velocity.dx - current.x, y: velocity.dy - current.y), for: item)
        record(.release(drag: drag, velocity: velocity))
    }

    /// An instantaneous push of `impulse` (UIKit newtons: 1 adds 100 pt/s to a 1 kg item) at
    /// `point` on `item`, applied at the next frame; off-centre pushes spin the item.
    ///
    /// ```swift
    /// try run.push(item: "ball", at: CGPoint(x: 150, y: 90), impulse: CGVector(dx: 2, dy: 0))
    /// ```
    public func push(item name: String, at point: CGPoint, impulse: CGVector) throws(DynamicsError) {
        let call = "SceneRun.push(item: \"\(name)\", at:impulse:)"
        let item = try liveItem(named: name, for: call)
        try check(point, in: .coordinate, call + " point")
        try check(impulse, in: .push, call + " impulse")
        let push = PushBehavior(items: [item], mode: .instantaneous)
        push.pushDirection = impulse
        push.setTargetOffsetFromCenter(Self.offset(of: point, in: item), for: item)
        animator.addBehavior(push)
        pendingPushes.append(push)
        record(.push(item: name, point: point, impulse: impulse))
    }

    /// Sets a property of one of the scene's behaviors (``sceneBehaviors``), with the names and
    /// value kinds of the scene format's `set` events (`magnitude` of a gravity, `length` of an
    /// attachment, `snapPoint`, a field's `strength`, …).
    ///
    /// ```swift
    /// try run.setProperty("magnitude", of: run.behavior(named: "gravity")!, to: .number(0.3))
    /// ```
    public func setProperty(_ property: String, of behavior: DynamicBehavior, to value: ScriptValue)
        throws(DynamicsError)
    {
        let call = "SceneRun.setProperty(\"\(property)\", of: \(behavior.typeName), to: \(value.callText))"
        guard let index = sceneBehaviors.firstIndex(where: { $0 === behavior }) else {
            throw DynamicsError(.invalidUse, "\(call): the behavior is not one of the scene's behaviors")
        }
        try apply(property, value, to: behavior, call: call)
        record(.setBehavior(index: index, property: property, value: value))
    }

    /// Sets a material property of one item (`elasticity`, `friction`, `density`, `resistance`,
    /// `angularResistance`, `charge`, `isAnchored`, `allowsRotation`) through an item behavior
    /// of its own, made on the first edit; it wins over the scene's item behaviors.
    ///
    /// ```swift
    /// try run.setProperty("elasticity", ofItem: "ball", to: .number(0.9))
    /// ```
    public func setProperty(_ property: String, ofItem name: String, to value: ScriptValue)
        throws(DynamicsError)
    {
        let call = "SceneRun.setProperty(\"\(property)\", ofItem: \"\(name)\", to: \(value.callText))"
        let item = try liveItem(named: name, for: call)
        try validate(property, value, kind: "itemProperties", call: call)
        let editor: DynamicItemBehavior
        if let existing = itemEditors[name] {
            editor = existing
        } else {
            editor = DynamicItemBehavior(items: [item])
            animator.addBehavior(editor)
            itemEditors[name] = editor
        }
        try apply(property, value, to: editor, call: call)
        record(.setItem(item: name, property: property, value: value))
    }

    /// Puts an item somewhere else (its body follows; its velocity is kept).
    ///
    /// ```swift
    /// try run.moveItem("square", to: CGPoint(x: 100, y: 100))
    /// ```
    public func moveItem(_ name: String, to center: CGPoint) throws(DynamicsError) {
        let call = "SceneRun.moveItem(\"\(name)\", to:)"
        let item = try liveItem(named: name, for: call)
        try check(center, in: .coordinate, call + " center")
        item.center = center
        animator.updateItem(usingCurrentState: item)
        record(.moveItem(item: name, center: center))
    }

    /// Drops a new item into the scene: it falls with gravity and collides with the reference
    /// bounds and with the scene's colliding items. Its name must be new to the run.
    ///
    /// ```swift
    /// let box = try run.dropItem(ItemDescription(
    ///     name: "box 1", center: CGPoint(x: 160, y: 40), size: CGSize(width: 40, height: 40)))
    /// ```
    @discardableResult
    public func dropItem(_ description: ItemDescription) throws(DynamicsError) -> SceneItem {
        let call = "SceneRun.dropItem(\"\(description.name)\")"
        guard !description.name.isEmpty, item(named: description.name) == nil else {
            throw DynamicsError(
                .invalidUse, "\(call): the run already has an item named \"\(description.name)\"")
        }
        guard description.mapsPositionToBoundsOf == nil else {
            throw DynamicsError(.invalidUse, "\(call): a dropped item cannot map its position to bounds")
        }
        let item = SceneItem(description)
        try animator.validate(item)
        let (gravity, collision) = dropBehaviors()
        gravity.addItem(item)
        collision.addItem(item)
        for case let other as CollisionBehavior in Self.depthFirst(animator.behaviors)
        where other !== collision && other.collisionMode.contains(.items) {
            other.addItem(item)
        }
        items.append(item)
        itemsByName[description.name] = item
        record(.drop(item: description))
        return item
    }

    /// Sets how much simulated time a frame runs (the animator's `debugAnimationSpeed`: 1 is
    /// real time, 0.1 slow motion, 0 frozen). It changes the simulation, so it is recorded.
    ///
    /// ```swift
    /// try run.setSpeed(0.25)
    /// ```
    public func setSpeed(_ speed: Double) throws(DynamicsError) {
        if let problem = NumericDomain.problem(speed, in: .animatorSpeed, for: "SceneRun.setSpeed(_:)") {
            throw problem
        }
        animator.debugAnimationSpeed = speed
        record(.setSpeed(speed: speed))
    }

    // MARK: Helpers

    func record(_ action: InputAction) {
        inputHistory.append(InputEvent(frame: frameCount, action: action))
    }

    /// Takes the instantaneous pushes that have fired out of the animator.
    func removeFiredPushes() {
        guard !pendingPushes.isEmpty else { return }
        pendingPushes.removeAll { push in
            guard !push.active else { return false }
            animator.removeBehavior(push)
            return true
        }
    }

    private func liveItem(named name: String, for call: String) throws(DynamicsError) -> any DynamicItem {
        guard let item = item(named: name) else {
            throw DynamicsError(.invalidUse, "\(call): the run has no item named \"\(name)\"")
        }
        return item
    }

    private func held(_ drag: DragID, for call: String) throws(DynamicsError) -> AttachmentBehavior {
        guard let attachment = drags[drag] else {
            throw DynamicsError(.invalidUse, "\(call): \(drag) is not in progress")
        }
        return attachment
    }

    private func check(_ point: CGPoint, in interval: NumericDomain.Interval, _ what: String)
        throws(DynamicsError)
    {
        if let problem = NumericDomain.problem(point, in: interval, for: what) { throw problem }
    }

    private func check(_ vector: CGVector, in interval: NumericDomain.Interval, _ what: String)
        throws(DynamicsError)
    {
        if let problem = NumericDomain.problem(vector, in: interval, for: what) { throw problem }
    }

    /// The item behavior that hands velocities over (the script's, made on first use).
    func velocityItemBehavior() -> DynamicItemBehavior {
        if let existing = velocityBehavior { return existing }
        let behavior = DynamicItemBehavior(items: [])
        animator.addBehavior(behavior)
        velocityBehavior = behavior
        return behavior
    }

    private func dropBehaviors() -> (GravityBehavior, CollisionBehavior) {
        if let gravity = dropGravity, let collision = dropCollision { return (gravity, collision) }
        let gravity = GravityBehavior(items: [])
        let collision = CollisionBehavior(items: [])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(gravity)
        animator.addBehavior(collision)
        dropGravity = gravity
        dropCollision = collision
        return (gravity, collision)
    }

    private func validate(_ property: String, _ value: ScriptValue, kind: String, call: String)
        throws(DynamicsError)
    {
        let table = ScriptProperty.properties(of: kind)
        guard let entry = table.first(where: { $0.name == property }) else {
            let known = table.isEmpty ? "none" : table.map({ $0.name }).joined(separator: ", ")
            throw DynamicsError(
                .unknownKey, "\(call): \(kind) has no property \"\(property)\" (it has: \(known))")
        }
        guard entry.kind.matches(value) else {
            throw DynamicsError(.invalidUse, "\(call): \(property) takes a \(entry.kind.rawValue)")
        }
        if entry.nonNegative, case .number(let v) = value, v < 0 {
            throw DynamicsError(.outOfRange, "\(call): \(property) must not be negative")
        }
    }

    /// Sets the property through the script player's table; a value the behavior refuses (a NaN,
    /// a value out of its domain) is thrown, and the behavior kept its old value.
    private func apply(_ property: String, _ value: ScriptValue, to behavior: DynamicBehavior, call: String)
        throws(DynamicsError)
    {
        try validate(property, value, kind: Self.kind(of: behavior), call: call)
        let errors = Self.capturingErrors(of: animator) { set(property, of: behavior, to: value) }
        if let first = errors.first { throw DynamicsError(first.code, "\(call): \(first.message)") }
    }
}

/// Errors reported while a live input or an inspector edit is applied.
///
/// `@unchecked Sendable` because error handlers must be `Sendable`; it is only touched by the
/// synchronous call it collects for, which starts no other task.
final class ErrorCollector: @unchecked Sendable {
    private(set) var errors: [DynamicsError] = []

    func append(_ error: DynamicsError) { errors.append(error) }
}
