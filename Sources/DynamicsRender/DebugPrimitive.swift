import Dynamics

/// One thing the debug layer draws, in reference coordinates (points), with its layer and style.
/// ``Dynamics/DebugSnapshot/draw(_:style:into:)`` produces them; a ``DebugDrawer`` (the SVG renderer, a
/// test, your own canvas) consumes them.
///
/// ```swift
/// let arrow = DebugPrimitive(layer: .velocities, .arrow(from: .zero, to: CGPoint(x: 0, y: 40)), stroke: "#f59f00")
/// ```
public struct DebugPrimitive: Sendable, Hashable {
    /// The geometry.
    ///
    /// ```swift
    /// if case .arrow(let from, let to) = primitive.geometry { print(to.x - from.x, to.y - from.y) }
    /// ```
    public enum Geometry: Sendable, Hashable {
        case line(CGPoint, CGPoint)
        /// An open polyline (spring zig-zags).
        case polyline([CGPoint])
        /// A closed convex polygon whose outline is grown by `cornerRadius` (rounded corners).
        case polygon([CGPoint], cornerRadius: CGFloat)
        case circle(center: CGPoint, radius: CGFloat)
        /// A rectangle of `size` centred on `center`, turned by `angle` (radians, clockwise).
        case rectangle(center: CGPoint, size: CGSize, angle: CGFloat)
        /// A circular arc from angle `start` to `end` (radians, clockwise on screen, end > start).
        case arc(center: CGPoint, radius: CGFloat, start: CGFloat, end: CGFloat)
        /// A line with an open arrow head at `to`.
        case arrow(from: CGPoint, to: CGPoint)
    }

    /// The single layer it belongs to.
    public var layer: DebugLayers
    /// What is drawn.
    public var geometry: Geometry
    /// The outline's CSS colour; nil draws no outline.
    public var stroke: String?
    /// The fill's CSS colour; nil leaves it empty.
    public var fill: String?
    /// The outline's width (points).
    public var lineWidth: CGFloat
    /// Whether the outline is dashed.
    public var isDashed: Bool
    /// 0…1, applied to the fill.
    public var fillOpacity: CGFloat

    /// Creates a primitive.
    ///
    /// ```swift
    /// let dot = DebugPrimitive(layer: .contacts, .circle(center: CGPoint(x: 10, y: 10), radius: 2), fill: "red")
    /// ```
    public init(
        layer: DebugLayers, _ geometry: Geometry, stroke: String? = nil, fill: String? = nil,
        lineWidth: CGFloat = 1, isDashed: Bool = false, fillOpacity: CGFloat = 1
    ) {
        self.layer = layer
        self.geometry = geometry
        self.stroke = stroke
        self.fill = fill
        self.lineWidth = lineWidth
        self.isDashed = isDashed
        self.fillOpacity = fillOpacity
    }
}

/// Receives the primitives of a debug drawing, in drawing order.
///
/// ```swift
/// struct Counter: DebugDrawer {
///     var counts: [Int: Int] = [:]
///     mutating func draw(_ primitive: DebugPrimitive) { counts[primitive.layer.rawValue, default: 0] += 1 }
/// }
/// var counter = Counter()
/// animator.debugSnapshot().draw(.all, into: &counter)
/// ```
public protocol DebugDrawer {
    /// Draws one primitive.
    mutating func draw(_ primitive: DebugPrimitive)
}

/// Collects primitives in an array.
///
/// ```swift
/// var list = DebugPrimitiveList()
/// snapshot.draw([.contacts], into: &list)
/// print(list.primitives.count)
/// ```
public struct DebugPrimitiveList: DebugDrawer, Sendable {
    /// The primitives drawn so far, in order.
    public var primitives: [DebugPrimitive] = []
    /// An empty list.
    public init() {}
    /// Appends `primitive`.
    public mutating func draw(_ primitive: DebugPrimitive) { primitives.append(primitive) }
}
