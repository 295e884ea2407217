/// One contact point between two shapes.
@usableFromInline
struct ManifoldPoint {
    /// The point midway between the two surfaces relative to each body's centre of mass, in world
    /// orientation (the narrow phase gives them relative to the bodies' origins; the world
    /// subtracts the centres' offsets). The point itself is not kept: it is body A's centre plus
    /// `anchorA` (``World/contactPoints``). Without it a contact is 128 bytes, two cache lines,
    /// and every pass over the contacts reads a ninth less (the tumbler: 16,500 contacts a step
    /// with the broad phase's former 10 pt margin, ~11,600 with its 5 pt one).
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

/// What a polygon–polygon manifold was built from, kept so the next steps can rebuild it
/// without the separating-axis search and clipping while the pair has barely moved (manifold
/// recycling, `World.collide`).
///
/// The reference face belongs to body R (A, or B when `flipped`); the
/// two clip points lie on the incident body I's surface. The face is kept in R's frame and the
/// clip points in I's frame, so each stays glued to its own body: recomputing a point's
/// separation from the current relative pose is what a full collision would find as long as the
/// features stay the same. Both clip points are kept, even one that was beyond the margin, so a
/// rebuilt manifold applies the same margin test as a full one.
@usableFromInline
struct ManifoldReference {
    /// I's pose in R's frame when the manifold was last computed in full.
    var rotation = Rotation.identity
    var translation = Vec2.zero
    /// The reference face's outward normal, in R's frame (points from R toward I).
    var normal = Vec2.zero
    /// The reference surface's offset along `normal` (face plus R's rounding radius).
    var offset: Float = 0
    /// The clip points on I's surface (I's rounding included), in I's frame, and their ids.
    var point0 = Vec2.zero
    var point1 = Vec2.zero
    var id0: UInt32 = 0
    var id1: UInt32 = 0
    /// False until a polygon pair reaches the clipping stage (and for every other pair).
    var isValid = false
    /// Whether the reference face belongs to shape B (the ids do not say: they are the same
    /// either way, ``Collide/featureID(_:_:flip:)``).
    var flipped = false
}
