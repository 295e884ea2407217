import Dynamics
import DynamicsScenes

/// Direct manipulation as the seeds' gesture handlers do it: an attachment from the touched point
/// to the pointer, the pointer's velocity handed over on release, instantaneous pushes, and
/// dragging snap points, field positions and attachment anchors.
extension Session {
    /// Grabs an item through `SceneRun.grab(item:at:)`, so the drag is in the run's input log.
    func grab(pointer: Int, item index: Int, at point: CGPoint) throws(ProtocolError) {
        let item = try item(index, for: "grab")
        beginInput()
        if let previous = grabs.removeValue(forKey: pointer) {
            try input("grab") { () throws(DynamicsError) in try run.release(previous.drag, velocity: .zero) }
        }
        let drag = try input("grab") { () throws(DynamicsError) in try run.grab(item: item.name, at: point) }
        grabs[pointer] = Grab(item: item, drag: drag)
        dirty = true
    }

    func move(pointer: Int, to point: CGPoint) throws(ProtocolError) {
        guard let grab = grabs[pointer] else { throw ProtocolError("move: pointer \(pointer) holds nothing") }
        beginInput()
        try input("move") { () throws(DynamicsError) in try run.moveDrag(grab.drag, to: point) }
        dirty = true
    }

    /// Ends a grab; the item leaves at the pointer's velocity (scaled into scene time, so a flick
    /// in slow motion looks as fast as the hand moved).
    func release(pointer: Int, velocity: CGVector) throws(ProtocolError) {
        guard let grab = grabs.removeValue(forKey: pointer) else {
            throw ProtocolError("release: pointer \(pointer) holds nothing")
        }
        beginInput()
        let scaled = CGVector(dx: velocity.dx / speed, dy: velocity.dy / speed)
        try input("release") { () throws(DynamicsError) in try run.release(grab.drag, velocity: scaled) }
        dirty = true
    }

    /// Moves a snap point, field position or attachment anchor through
    /// `SceneRun.setProperty(_:of:to:)`, so the move is in the input log.
    func moveHandle(_ index: Int, to point: CGPoint) throws(ProtocolError) {
        guard handles.indices.contains(index) else {
            throw ProtocolError("handle: handle \(index) is out of range (this scene has \(handles.count))")
        }
        beginInput()
        let (behavior, property): (DynamicBehavior, String)
        switch handles[index] {
        case .snap(let snap): (behavior, property) = (snap, "snapPoint")
        case .field(let field): (behavior, property) = (field, "position")
        case .anchor(let attachment): (behavior, property) = (attachment, "anchorPoint")
        }
        try input("handle") { () throws(DynamicsError) in
            try run.setProperty(property, of: behavior, to: ScriptValue.point(point))
        }
        // The inspector, the scene text and the Code tab show where the handle is now.
        record(property, of: behavior)
        inspectorStale = true
        dirty = true
    }

    /// An instantaneous push of `impulse` (UIKit newtons: 1 adds 100 pt/s to a 1 kg item) at
    /// `point`, through `SceneRun.push(item:at:impulse:)`; off-centre pushes spin the item.
    func push(item index: Int, at point: CGPoint, impulse: CGVector) throws(ProtocolError) {
        let item = try item(index, for: "push")
        beginInput()
        try input("push") { () throws(DynamicsError) in
            try run.push(item: item.name, at: point, impulse: impulse)
        }
        dirty = true
    }

    /// Runs one live-input call of the run; its refusal becomes an error frame.
    func input<T>(_ type: String, _ body: () throws(DynamicsError) -> T) throws(ProtocolError) -> T {
        do {
            return try body()
        } catch {
            throw ProtocolError("\(type): \(error.description)")
        }
    }

    /// Every snap point, field and anchor attachment among `behaviors` (the run's
    /// ``SceneRun/sceneBehaviors``: composites' children included).
    static func handles(in behaviors: [DynamicBehavior]) -> [HandleTarget] {
        behaviors.compactMap { behavior in
            switch behavior {
            case let snap as SnapBehavior: .snap(snap)
            case let field as FieldBehavior: .field(field)
            case let attachment as AttachmentBehavior
            where attachment.attachedBehaviorType == .anchor && attachment.items.count == 1:
                .anchor(attachment)
            default: nil
            }
        }
    }

    static func describe(_ handle: HandleTarget) -> SceneInfo.Handle {
        func name(_ items: [any DynamicItem]) -> String {
            items.compactMap { ($0 as? SceneItem)?.name }.joined(separator: ", ")
        }
        switch handle {
        case .snap(let snap):
            return SceneInfo.Handle(kind: "snap", label: "snap point of \(name([snap.item]))")
        case .field(let field):
            // Named by what it acts on: a scene of ten fields has ten handles.
            let items = name(field.items)
            return SceneInfo.Handle(
                kind: "field", label: items.isEmpty ? "field position" : "field on \(items)")
        case .anchor(let a): return SceneInfo.Handle(kind: "anchor", label: "anchor of \(name(a.items))")
        }
    }
}

extension Session.HandleTarget {
    /// Where the handle is now (points).
    var position: CGPoint {
        switch self {
        case .snap(let snap): snap.snapPoint
        case .field(let field): field.position
        case .anchor(let attachment): attachment.anchorPoint
        }
    }
}
