/// One contact point between two shapes.
@usableFromInline
struct ManifoldPoint {
    /// World position, midway between the two surfaces.
    var point: Vec2 = .zero
    /// `point` relative to each body's centre of mass, in world orientation.
    var anchorA: Vec2 = .zero
    var anchorB: Vec2 = .zero
    /// Signed distance along the normal (negative: overlapping; positive: a speculative point).
    var separation: Float = 0
    /// Accumulated impulses, carried to the next step through `id` (warm starting).
    var normalImpulse: Float = 0
    var tangentImpulse: Float = 0
    /// The largest normal impulse seen during the step (restitution and contact reports use it).
    var maxNormalImpulse: Float = 0
    /// Identifies the pair of features (edge × vertex) that made the point.
    var id: UInt32 = 0
}

/// Up to two contact points sharing one normal, which points from shape A to shape B.
@usableFromInline
struct Manifold {
    var normal: Vec2 = .zero
    var pointCount: Int32 = 0
    var p0 = ManifoldPoint()
    var p1 = ManifoldPoint()

    @inline(__always)
    subscript(i: Int) -> ManifoldPoint {
        get { i == 0 ? p0 : p1 }
        set { if i == 0 { p0 = newValue } else { p1 = newValue } }
    }

    /// The smallest separation of its points (or +∞ with none).
    var minSeparation: Float {
        switch pointCount {
        case 0: return .infinity
        case 1: return p0.separation
        default: return Swift.min(p0.separation, p1.separation)
        }
    }
}

/// A read-only view of one shape's geometry for the narrow phase.
@usableFromInline
struct ShapeView {
    var kind: ShapeKind
    var radius: Float
    var center: Vec2
    var vertices: UnsafePointer<Vec2>
    var normals: UnsafePointer<Vec2>
    var count: Int
}
