import Dynamics
import DynamicsEngine
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

    /// The palette's items: a 40-point box and ball, a hexagon and an L-shaped (concave) path.
    static func description(of shape: Command.DropShape, named name: String, at point: CGPoint)
        -> ItemDescription
    {
        let size = CGSize(width: 40, height: 40)
        switch shape {
        case .box:
            return ItemDescription(name: name, center: point, size: size, color: "#4dabf7")
        case .ball:
            return ItemDescription(name: name, center: point, size: size, shape: .ellipse, color: "#ff922b")
        case .convex:
            let hexagon = (0..<6).map { i in
                let a = Double(i) * Double.pi / 3
                return CGPoint(x: 22 * PortableMath.cos(a), y: 22 * PortableMath.sin(a))
            }
            return ItemDescription(
                name: name, center: point, size: CGSize(width: 44, height: 44), shape: .path(hexagon),
                color: "#69db7c")
        case .concave:
            let l = [(-20, -20), (-4, -20), (-4, 4), (20, 4), (20, 20), (-20, 20)].map {
                CGPoint(x: Double($0.0), y: Double($0.1))
            }
            return ItemDescription(name: name, center: point, size: size, shape: .path(l), color: "#9775fa")
        }
    }
}
