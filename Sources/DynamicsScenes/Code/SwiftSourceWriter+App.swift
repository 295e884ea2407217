import Dynamics

/// The app form (``Scene/swiftAppSource(gestureActions:)``): one `UIViewController` subclass whose
/// `viewDidLoad()` builds the scene on the controller's view, schedules the script's timed changes
/// and lets a finger drag and flick every view.
extension SwiftSourceWriter {
    /// The names `viewDidLoad()` uses besides the items and behaviors (its locals among them), which
    /// those must not take. `handlePan(_:)`'s locals are out of their scope.
    private static let appNames = [
        "view", "animator", "dragAttachment", "flickBehavior", "itemGroups", "handlePan", "touchOffset",
        "draggable", "pan",
    ]

    /// The whole file.
    mutating func writeApp(gestureActions: SwiftGestureActions) -> String {
        writesApp = true
        container = "view"
        let className = scene.swiftAppTypeName
        identifiers.reserve(Self.appNames + [className])
        comment("\(scene.name): \(scene.summary)")
        if let source = scene.source { comment("From \(source).") }
        line("//")
        let draggable = !draggableViews.isEmpty
        comment(
            "Written by `dynamics code --app` (swift-dynamics): an iOS screen to paste into an app."
                + (draggable ? " Drag any view with a finger; let go while moving to flick it." : ""))
        line("import UIKit")
        line("")
        let title = SwiftLiteral.commentText(scene.name)
        line("/// The `\(title)` scene as an iOS screen: its views and behaviors set up in `viewDidLoad()`,")
        line(
            "/// its timed changes scheduled from there\(draggable ? ", and a pan on every view to drag and flick it" : "")."
        )
        line("final class \(className): UIViewController {")
        indented { w in
            w.writeAppProperties()
            w.line("")
            w.writeViewDidLoad(className: className, gestureActions: gestureActions)
            if !w.draggableViews.isEmpty {
                w.line("")
                w.writePanHandler(gestureActions: gestureActions)
                w.writeTouchOffset(declaredAs: "private func")
            }
            w.writeItemClasses()
            for declaration in w.trailingDeclarations { w.lines += declaration }
        }
        line("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private mutating func writeAppProperties() {
        line("/// The animator: kept as long as the controller, or the behaviors stop.")
        line("private var animator: UIDynamicAnimator!")
        guard !draggableViews.isEmpty else { return }
        line("/// While a finger drags a view: the attachment from the touched point to the finger.")
        line("private var dragAttachment: UIAttachmentBehavior?")
        line("/// Gives a view let go while moving the finger's velocity (a flick).")
        line("private var flickBehavior: UIDynamicItemBehavior!")
        if !scene.groups.isEmpty {
            line("/// The item groups: a view in a group is dragged with its group.")
            line("private var itemGroups: [UIDynamicItemGroup] = []")
        }
    }

    private mutating func writeViewDidLoad(className: String, gestureActions: SwiftGestureActions) {
        line("override func viewDidLoad() {")
        indented { w in
            w.line("super.viewDidLoad()")
            w.line("view.backgroundColor = .systemBackground")
            let bounds = w.scene.referenceBounds
            w.comment(
                "The scene is laid out in a \(SwiftLiteral.number(bounds.width)) × \(SwiftLiteral.number(bounds.height)) pt view; here the reference view is the controller's, as big as the screen."
            )
            if bounds.origin != .zero {
                w.line("view.bounds.origin = \(SwiftLiteral.point(bounds.origin))")
            }
            w.writeItemViews()
            if !w.scene.groups.isEmpty {
                w.line("self.itemGroups = \(w.itemList(w.scene.groups.map { $0.name }))")
            }
            w.line("")
            w.line("let animator = UIDynamicAnimator(referenceView: view)")
            w.line("self.animator = animator")
            w.writeBehaviors()
            if !w.draggableViews.isEmpty {
                w.line("")
                w.line("let flickBehavior = UIDynamicItemBehavior(items: [])")
                w.line("animator.addBehavior(flickBehavior)")
                w.line("self.flickBehavior = flickBehavior")
            }
            w.writeTimedEvents()
            w.writePanRecognizers(className: className, gestureActions: gestureActions)
        }
        line("}")
    }

    /// Whether an event is a stand-in for a touch (left to the person holding the phone) rather
    /// than a change the scene makes at its time.
    private static func isTouch(_ action: ScriptAction) -> Bool {
        switch action {
        case .drag, .addVelocity, .moveAnchors: true
        case .addBehavior, .removeBehavior, .set, .moveItem: false
        }
    }

    /// The script: its changes at their times (from when the view loads), its touches named.
    private mutating func writeTimedEvents() {
        guard !scene.script.isEmpty else { return }
        line("")
        comment(
            "The scene's script, timed from when the view loads. Its touches stand in for yours, so "
                + "they are left out and only named here.")
        let events = Array(scene.script.enumerated())
        let times = Set(events.map { $0.element.time }).sorted()
        for time in times {
            let due = events.filter { $0.element.time == time }
            for (_, event) in due where Self.isTouch(event.action) {
                comment(
                    "at \(SwiftLiteral.number(event.time)) s: \(Self.summary(of: event.action)) (your finger)"
                )
            }
            let changes = due.filter { !Self.isTouch($0.element.action) }
            guard !changes.isEmpty else { continue }
            guard time > 0 else {
                for (index, event) in changes {
                    writeEvent(event, index: index, gestures: [], addsVelocityBehavior: false)
                }
                continue
            }
            line("DispatchQueue.main.asyncAfter(deadline: .now() + \(SwiftLiteral.number(time))) {")
            indented { w in
                for (index, event) in changes {
                    w.writeEvent(event, index: index, gestures: [], addsVelocityBehavior: false)
                }
            }
            line("}")
        }
    }

    /// The views a finger can drag: every item view but those whose size a mapping drives (the
    /// mapping is the animator's item, so the view's centre is not the animator's to move).
    private var draggableViews: [String] {
        let mapped = Set(scene.items.compactMap { $0.mapsPositionToBoundsOf })
        return scene.items.filter { $0.mapsPositionToBoundsOf == nil && !mapped.contains($0.name) }.map {
            $0.name
        }
    }

    private mutating func writePanRecognizers(className: String, gestureActions: SwiftGestureActions) {
        let views = draggableViews
        guard !views.isEmpty else { return }
        line("")
        comment("Every view follows a finger: drag it; let go while moving to flick it.")
        line("for draggable in \(itemList(views)) {")
        indented { w in
            switch gestureActions {
            case .selector:
                w.line("let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))")
            case .methodReference:
                w.line(
                    "let pan = UIPanGestureRecognizer(target: self, action: \(className).handlePan(_:))  "
                        + "// #selector(handlePan(_:)) on iOS")
            }
            w.line("draggable.addGestureRecognizer(pan)")
        }
        line("}")
    }

    /// `handlePan(_:)`: what the playground's pointer does (`SceneRun.grab`, `moveDrag`, `release`).
    private mutating func writePanHandler(gestureActions: SwiftGestureActions) {
        line("/// A finger drags the view it touched, as the playground's pointer does: an attachment from")
        line("/// the touched point to the finger follows it; let go, the attachment goes and the view")
        line("/// keeps the finger's velocity.")
        switch gestureActions {
        case .selector: line("@objc func handlePan(_ gesture: UIPanGestureRecognizer) {")
        case .methodReference: line("func handlePan(_ gesture: UIPanGestureRecognizer) {  // @objc on iOS")
        }
        indented { w in
            w.line("guard let touched = gesture.view else { return }")
            if w.scene.groups.isEmpty {
                w.line("let item: any UIDynamicItem = touched")
            } else {
                w.line("// A view in an item group moves with its group, never on its own.")
                w.line("let item: any UIDynamicItem =")
                w.indented { w in
                    w.line("itemGroups.first { group in group.items.contains { $0 === touched } } ?? touched")
                }
            }
            w.line("let finger = gesture.location(in: view)")
            w.line("switch gesture.state {")
            w.line("case .began:")
            w.indented { w in
                w.line("let attachment = UIAttachmentBehavior(")
                w.indented { w in
                    w.line(
                        "item: item, offsetFromCenter: touchOffset(finger, in: item), attachedToAnchor: finger)"
                    )
                }
                w.line("animator.addBehavior(attachment)")
                w.line("dragAttachment = attachment")
            }
            w.line("case .changed:")
            w.indented { $0.line("dragAttachment?.anchorPoint = finger") }
            w.line("case .ended, .cancelled, .failed:")
            w.indented { w in
                w.line("guard let attachment = dragAttachment else { return }")
                w.comment(
                    "The item behavior first: it keeps the view in the animator if the drag was its only behavior."
                )
                w.line("flickBehavior.addItem(item)")
                w.line("animator.removeBehavior(attachment)")
                w.line("dragAttachment = nil")
                w.comment("The view leaves at the finger's velocity, whatever it had before.")
                w.line("let velocity = gesture.velocity(in: view)")
                w.line("let current = flickBehavior.linearVelocity(for: item)")
                w.line(
                    "flickBehavior.addLinearVelocity(CGPoint(x: velocity.x - current.x, y: velocity.y - current.y), for: item)"
                )
            }
            w.line("default:")
            w.indented { $0.line("break") }
            w.line("}")
        }
        line("}")
    }
}
