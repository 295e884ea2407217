/// The geometry of a collision shape, in the body's local frame (metres).
///
/// ```swift
/// let box = ShapeGeometry.box(halfWidth: 0.5, halfHeight: 0.25)
/// let ball = ShapeGeometry.circle(center: .zero, radius: 0.3)
/// let floor = ShapeGeometry.segment(Vec2(-5, 0), Vec2(5, 0))
/// ```
public enum ShapeGeometry: Sendable, Equatable {
    /// A disc.
    case circle(center: Vec2, radius: Float)
    /// A convex polygon whose corners are rounded by `radius` (0 for sharp corners). Vertices
    /// must be convex with positive signed area (Σ xᵢyᵢ₊₁ − xᵢ₊₁yᵢ > 0: counter-clockwise with y up,
    /// clockwise on a y-down screen). Any vertex count ≥ 3.
    case polygon(vertices: [Vec2], radius: Float)
    /// A two-sided line segment (static bodies only: boundaries).
    case segment(Vec2, Vec2)

    /// A rectangle centred at `center`, rotated by `angle`.
    ///
    /// ```swift
    /// ShapeGeometry.box(halfWidth: 1, halfHeight: 1, center: Vec2(0, -1))
    /// ```
    public static func box(halfWidth: Float, halfHeight: Float, center: Vec2 = .zero, angle: Float = 0)
        -> ShapeGeometry
    {
        let q = angle == 0 ? Rotation.identity : Rotation(angle: angle)
        let corners = [
            Vec2(-halfWidth, -halfHeight), Vec2(halfWidth, -halfHeight),
            Vec2(halfWidth, halfHeight), Vec2(-halfWidth, halfHeight),
        ]
        return .polygon(vertices: corners.map { q.rotate($0) + center }, radius: 0)
    }
}

/// Material and filtering of a new shape.
///
/// ```swift
/// var def = ShapeDefinition()
/// def.friction = 0.6
/// def.restitution = 0
/// world.createShape(on: body, .box(halfWidth: 0.5, halfHeight: 0.5), def)
/// ```
public struct ShapeDefinition: Sendable {
    /// Mass per square metre (UIKit: mass = density × area in m², 100 pt = 1 m).
    public var density: Float = 1
    /// Coulomb friction coefficient; pairs mix as √(fA·fB).
    public var friction: Float = 0.2
    /// Coefficient of restitution; pairs mix as max(eA, eB), applied above the threshold speed.
    public var restitution: Float = 0.2
    /// The categories this shape belongs to.
    public var categoryBits: UInt64 = 1
    /// The categories this shape responds to. A contact exists when either shape's category
    /// meets the other's mask; each side responds only where the other's category meets its mask
    /// (otherwise it treats that contact as an immovable surface it passes through).
    public var maskBits: UInt64 = .max
    /// Whether touching begin/end events are recorded for this shape.
    public var reportsContacts = true
    /// Free for the owner.
    public var userData: Int = 0

    /// Creates a definition with UIKit's material defaults (density 1, friction 0.2, restitution 0.2).
    public init() {}
}

@usableFromInline
enum ShapeKind: UInt8, Sendable {
    case circle
    /// Convex polygons and segments (a segment is a two-vertex polygon with two opposite normals).
    case polygon
}

/// The world's record of one shape. Plain data; polygon vertices live in the world's vertex pool.
///
/// Field order is access order. Pair finding tests each candidate it meets in the tree (about
/// 10,000 a step in the tumbler, counted at the former 10 pt margin) on its filter bits, body and
/// `moved` flag: those come first, in 22 bytes, so a candidate costs one cache line (for six
/// records in eight: at a 120-byte stride the other two start within 22 bytes of a line's end),
/// not the two or three it took when they were spread over the record. The narrow phase's bounds and geometry follow. (Padding the
/// record to 128 bytes, every one on a line of its own, measured no faster.)
@usableFromInline
struct Shape: Sendable {
    var categoryBits: UInt64
    var maskBits: UInt64
    var body: Int32
    /// Whether the proxy moved out of its fat bounds this step (needs a pair query).
    var moved: Bool
    /// Which tree holds the proxy: 0 static, 1 dynamic, 2 kinematic.
    var tree: UInt8
    var isAlive: Bool
    var kind: ShapeKind
    var isSegment: Bool
    var reportsContacts: Bool
    var generation: UInt32
    /// The tight bounds at the last step and the enlarged bounds stored in the broad phase.
    var fatAABB: AABB
    var aabb: AABB
    /// The largest distance of the surface from the body's centre of mass (for swept bounds).
    var extent: Float
    /// The largest distance of the core (the vertices, or a circle's centre) from the body's
    /// centre of mass: how far a turn moves it (``TimeOfImpact/Core/extent``).
    var coreExtent: Float { Swift.max(extent - radius, 0) }
    /// Circle: radius. Polygon: corner rounding radius.
    var radius: Float
    /// Circle: centre. Polygon: centroid (both in body coordinates).
    var center: Vec2
    var vertexStart: Int32
    var vertexCount: Int32
    /// The radius of the largest circle around `center` inside the shape (continuous collision's
    /// measure of how far the shape may move in one step without being swept).
    var minExtent: Float
    var proxy: Int32
    var nextShape: Int32
    var density: Float
    var friction: Float
    var restitution: Float
    var userData: Int
}
