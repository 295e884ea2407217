import Dynamics

/// The reference view, the item views (frame, colour, rotation, collision outline), the
/// position-to-bounds mappings and the item groups.
extension SwiftSourceWriter {
    mutating func writeItems() {
        writeReferenceView()
        writeItemViews()
    }

    private mutating func writeReferenceView() {
        let bounds = scene.referenceBounds
        comment(
            "The reference view, \(SwiftLiteral.number(bounds.width)) × \(SwiftLiteral.number(bounds.height)) pt, and the items: one view each."
        )
        line(
            "let referenceView = UIView(frame: \(SwiftLiteral.rect(CGRect(origin: .zero, size: bounds.size))))"
        )
        if bounds.origin != .zero {
            line("referenceView.bounds.origin = \(SwiftLiteral.point(bounds.origin))")
        }
    }

    /// The item views, the position-to-bounds mappings and the item groups, added to ``container``.
    mutating func writeItemViews() {
        for description in scene.items {
            itemIdentifiers[description.name] = identifiers.make(from: description.name, fallback: "item")
        }
        for description in scene.items where description.mapsPositionToBoundsOf == nil {
            writeView(description)
        }
        for description in scene.items {
            guard let target = description.mapsPositionToBoundsOf else { continue }
            comment(
                "\"\(description.name)\" turns the animator's position changes into \"\(target)\"'s size.")
            line("let \(item(description.name)) = PositionToBoundsMapping(target: \(item(target)))")
        }
        for group in scene.groups {
            let name = identifiers.make(from: group.name, fallback: "group")
            itemIdentifiers[group.name] = name
            line("let \(name) = UIDynamicItemGroup(items: \(itemList(group.members)))")
        }
    }

    private mutating func writeView(_ description: ItemDescription) {
        let name = item(description.name)
        let size = description.size
        let viewType: String
        switch description.shape ?? .rectangle {
        case .rectangle: viewType = "UIView"
        case .ellipse: viewType = "EllipseView"
        case .path: viewType = "PathView"
        }
        let frame = CGRect(
            x: description.center.x - size.width / 2, y: description.center.y - size.height / 2,
            width: size.width, height: size.height)
        let placed = frame.standardized
        if placed.midX == description.center.x && placed.midY == description.center.y && placed.size == size {
            line("let \(name) = \(viewType)(frame: \(SwiftLiteral.rect(frame)))")
        } else {
            line("let \(name) = \(viewType)(frame: \(SwiftLiteral.rect(CGRect(origin: .zero, size: size))))")
            line("\(name).center = \(SwiftLiteral.point(description.center))")
        }
        if let color = description.color {
            line(Self.colorStatement(for: name, color: color, fallback: writesApp ? "systemGray" : nil))
        } else if writesApp {
            line("\(name).backgroundColor = .systemGray  // the scene gives no colour")
        }
        if writesApp && description.shape == .ellipse {
            let radius = SwiftLiteral.number(min(abs(size.width), abs(size.height)) / 2)
            line("\(name).layer.cornerRadius = \(radius)")
        }
        if let rotation = description.rotation, rotation != 0 {
            line("\(name).transform = CGAffineTransform(rotationAngle: \(SwiftLiteral.number(rotation)))")
        }
        if case .path(let points) = description.shape {
            writePath(named: name + "Outline", points: points)
            line("\(name).boundingPath = \(name)Outline")
        }
        line("\(container).addSubview(\(name))")
    }

    /// `let name = UIBezierPath()` and the closed polygon through `points`.
    mutating func writePath(named name: String, points: [CGPoint]) {
        line("let \(name) = UIBezierPath()")
        for (index, point) in points.enumerated() {
            line("\(name).\(index == 0 ? "move" : "addLine")(to: \(SwiftLiteral.point(point)))")
        }
        line("\(name).close()")
    }

    /// The UIKit colours whose names CSS shares.
    private static let namedColors: Set<String> = [
        "black", "white", "gray", "red", "green", "blue", "cyan", "yellow", "magenta", "orange", "purple",
        "brown",
    ]

    /// `view.backgroundColor = …`: a named UIKit colour, the components of a `#rrggbb` (or `#rgb`) colour, or
    /// the CSS colour as a comment when it is neither (with `fallback`, a named UIKit colour, set
    /// so the view shows).
    static func colorStatement(for view: String, color: String, fallback: String? = nil) -> String {
        let lowered = color.lowercased()
        if namedColors.contains(lowered) { return "\(view).backgroundColor = .\(lowered)" }
        var hex = lowered.hasPrefix("#") ? String(lowered.dropFirst()) : ""
        if hex.count == 3 { hex = String(hex.flatMap { [$0, $0] }) }  // #abc is #aabbcc
        if hex.count == 6, let value = Int(hex, radix: 16) {
            let components = [value >> 16, (value >> 8) & 0xFF, value & 0xFF].map { byte in
                byte == 0 ? "0" : byte == 255 ? "1" : "\(byte) / 255"
            }
            return "\(view).backgroundColor = UIColor(red: \(components[0]), green: \(components[1]), "
                + "blue: \(components[2]), alpha: 1)  // \(color)"
        }
        let shown = SwiftLiteral.commentText(color)
        guard let fallback else { return "// \(view) is drawn in \(shown)" }
        return "\(view).backgroundColor = .\(fallback)  // the scene draws it in \(shown)"
    }

    /// The view subclasses and helpers the scene needs, after `run()`.
    mutating func writeHelpers() {
        writeItemClasses()
        writeGestureHelpers()
    }

    /// The view subclasses for ellipse and path shapes and the position-to-bounds mapping.
    mutating func writeItemClasses() {
        let shapes = scene.items.compactMap({ $0.shape })
        if shapes.contains(.ellipse) {
            line("")
            line("/// A view whose collision outline is the ellipse inscribed in its bounds.")
            line("final class EllipseView: UIView {")
            indented { w in
                w.line("override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }")
            }
            line("}")
        }
        if shapes.contains(where: { if case .path = $0 { true } else { false } }) {
            line("")
            line("/// A view whose collision outline is a closed path around its centre.")
            line("final class PathView: UIView {")
            indented { w in
                w.line("var boundingPath = UIBezierPath()")
                w.line("override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .path }")
                w.line("override var collisionBoundingPath: UIBezierPath { boundingPath }")
            }
            line("}")
        }
        if scene.items.contains(where: { $0.mapsPositionToBoundsOf != nil }) {
            writeMappingClass()
        }
    }

    private mutating func writeMappingClass() {
        line("")
        line("/// A dynamic item whose centre is another view's size: the animator's position changes")
        line("/// become size changes (\"Map Dynamic Animation Position Changes to Bounds\").")
        line("final class PositionToBoundsMapping: NSObject, UIDynamicItem {")
        indented { w in
            w.line("let target: UIView")
            w.line("")
            w.line("init(target: UIView) {")
            w.indented { $0.line("self.target = target") }
            w.line("}")
            w.line("")
            w.line("var bounds: CGRect { target.bounds }")
            w.line("")
            w.line("var center: CGPoint {")
            w.indented { w in
                w.line("get { CGPoint(x: target.bounds.width, y: target.bounds.height) }")
                w.line("set { target.bounds = CGRect(x: 0, y: 0, width: newValue.x, height: newValue.y) }")
            }
            w.line("}")
            w.line("")
            w.line("var transform: CGAffineTransform {")
            w.indented { w in
                w.line("get { target.transform }")
                w.line("set { target.transform = newValue }")
            }
            w.line("}")
        }
        line("}")
    }
}
