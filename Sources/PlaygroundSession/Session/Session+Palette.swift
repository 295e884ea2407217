import Dynamics
import DynamicsEngine
import DynamicsRender
import DynamicsScenes

/// The palette: items dropped into the running scene (through `SceneRun.dropItem(_:)`, so the
/// drop is in the input log) fall with gravity and collide with the reference bounds and with
/// the scene's colliding items.
extension Session {
    func drop(_ shape: Command.DropShape, at point: CGPoint) throws(ProtocolError) -> [Outgoing] {
        guard items.count < limits.maxItems else {
            throw ProtocolError(
                "drop: this session already has \(items.count) items (at most \(limits.maxItems))")
        }
        let b = run.scene.referenceBounds
        guard b.insetBy(dx: -b.width, dy: -b.height).contains(point) else {
            throw ProtocolError("drop: (\(point.x), \(point.y)) is far outside the scene")
        }
        beginInput()
        dropCount += 1
        var name = "\(shape.rawValue) \(dropCount)"
        while run.item(named: name) != nil {
            dropCount += 1
            name = "\(shape.rawValue) \(dropCount)"
        }
        let item = try input("drop") { () throws(DynamicsError) in
            try run.dropItem(Self.description(of: shape, named: name, at: point))
        }
        items.append(item)
        describedSizes.append(item.bounds.size)
        dirty = true
        return [.text(ServerMessage.itemAdded(describe(item, index: items.count - 1)).json)]
    }

    /// The colour each palette shape drops in: the renderers' palette (``ItemAppearance/palette``),
    /// which the page's palette buttons show too (style.css, `#palette [data-shape]`).
    static func color(of shape: Command.DropShape) -> String {
        let palette = ItemAppearance.palette
        switch shape {
        case .box: return palette[0]
        case .ball: return palette[1]
        case .convex: return palette[2]
        case .concave: return palette[4]
        }
    }

    /// The palette's items: a 40-point box and ball, a hexagon and an L-shaped (concave) path.
    static func description(of shape: Command.DropShape, named name: String, at point: CGPoint)
        -> ItemDescription
    {
        let size = CGSize(width: 40, height: 40)
        switch shape {
        case .box:
            return ItemDescription(name: name, center: point, size: size, color: color(of: shape))
        case .ball:
            return ItemDescription(
                name: name, center: point, size: size, shape: .ellipse, color: color(of: shape))
        case .convex:
            let hexagon = (0..<6).map { i in
                let a = Double(i) * Double.pi / 3
                return CGPoint(x: 22 * PortableMath.cos(a), y: 22 * PortableMath.sin(a))
            }
            return ItemDescription(
                name: name, center: point, size: CGSize(width: 44, height: 44), shape: .path(hexagon),
                color: color(of: shape))
        case .concave:
            let l = [(-20, -20), (-4, -20), (-4, 4), (20, 4), (20, 20), (-20, 20)].map {
                CGPoint(x: Double($0.0), y: Double($0.1))
            }
            return ItemDescription(
                name: name, center: point, size: size, shape: .path(l), color: color(of: shape))
        }
    }
}
