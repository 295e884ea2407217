import Dynamics
import DynamicsEngine

/// The dynamic item a scene's ``ItemDescription`` becomes: a named, coloured rectangle with the
/// description's collision shape. The animator moves its `center` and turns its `transform`.
///
/// ```swift
/// let run = try scene.makeRun()
/// run.advance(by: 1)
/// print(run.sceneItem(named: "square")!.center)
/// ```
public final class SceneItem: DynamicItem, CustomStringConvertible {
    /// The item's name in the scene.
    public let name: String
    // `center` and `transform` are unchecked for exclusivity: the animator reads and writes them
    // every frame, and a class's stored `var` pays a dynamic check on each access (~76
    // instructions, more than the write; with four per item, over half the write-back's cost).
    /// The centre in reference coordinates (points).
    @exclusivity(unchecked) public var center: CGPoint
    /// The bounds: origin zero, the description's size.
    public var bounds: CGRect
    /// The rotation the animator writes back (a pure rotation).
    @exclusivity(unchecked) public var transform: CGAffineTransform
    /// The CSS colour renderers use, if the description gave one.
    public var color: String?
    /// The collision shape from the description.
    public let shape: ItemShape

    /// Creates the item a description describes, at its initial centre and rotation.
    ///
    /// ```swift
    /// let ball = SceneItem(ItemDescription(name: "ball", center: CGPoint(x: 50, y: 50),
    ///                                      size: CGSize(width: 20, height: 20), shape: .ellipse))
    /// ```
    public init(_ description: ItemDescription) {
        name = description.name
        center = description.center
        bounds = CGRect(origin: .zero, size: description.size)
        transform = CGAffineTransform(rotationAngle: CGFloat(description.rotation ?? 0))
        color = description.color
        shape = description.shape ?? .rectangle
    }

    /// `.rectangle`, `.ellipse` or `.path`, following ``shape``.
    public var collisionBoundsType: DynamicItemCollisionBoundsType {
        switch shape {
        case .rectangle: .rectangle
        case .ellipse: .ellipse
        case .path: .path
        }
    }

    /// The closed polygon of a `.path` shape, points relative to the centre; empty otherwise.
    public var collisionBoundingPath: BezierPath {
        guard case .path(let points) = shape else { return BezierPath() }
        return .polygon(points)
    }

    /// The rotation angle in radians (clockwise on screen).
    ///
    /// ```swift
    /// run.sceneItem(named: "box")!.angle   // 0.3 after a clockwise turn
    /// ```
    public var angle: CGFloat { CGFloat(PortableMath.atan2(Double(transform.b), Double(transform.a))) }

    /// The item's name.
    public var description: String { name }
}
