/// Mass, centre of mass and rotational inertia (about the centre of mass) of a shape or a body.
///
/// ```swift
/// let m = MassProperties(of: .box(halfWidth: 0.5, halfHeight: 0.5), density: 1)
/// m.mass      // 1 kg: a 100×100 pt item at density 1, as in UIKit
/// m.inertia   // 1/6 kg·m²
/// ```
public struct MassProperties: Sendable, Equatable {
    public var mass: Float
    public var center: Vec2
    /// Rotational inertia about `center`.
    public var inertia: Float

    /// Creates mass properties.
    public init(mass: Float, center: Vec2, inertia: Float) {
        self.mass = mass
        self.center = center
        self.inertia = inertia
    }

    /// The mass properties of a shape of uniform `density`. A segment has none. A polygon's corner
    /// radius is a collision skin and adds no mass (UIKit: mass = density × polygon area).
    public init(of geometry: ShapeGeometry, density: Float) {
        switch geometry {
        case .circle(let center, let radius):
            let rr = radius * radius
            let m = density * Float.pi * rr
            self.init(mass: m, center: center, inertia: m * 0.5 * rr)
        case .polygon(let vertices, _):
            self = Self.polygon(vertices, density: density)
        case .segment:
            self.init(mass: 0, center: .zero, inertia: 0)
        }
    }

    private static func polygon(_ v: [Vec2], density: Float) -> MassProperties {
        // Triangle fan about the first vertex, accumulated in Double for accuracy on long, thin
        // polygons (flattened ellipses have hundreds of vertices).
        let o = v[0]
        var area = 0.0
        var cx = 0.0
        var cy = 0.0
        var inertia = 0.0
        for i in 1..<(v.count - 1) {
            let e1x = Double(v[i].x - o.x)
            let e1y = Double(v[i].y - o.y)
            let e2x = Double(v[i + 1].x - o.x)
            let e2y = Double(v[i + 1].y - o.y)
            let d = e1x * e2y - e1y * e2x
            let a = 0.5 * d
            area += a
            cx += a * (e1x + e2x) / 3
            cy += a * (e1y + e2y) / 3
            let intx2 = e1x * e1x + e2x * e1x + e2x * e2x
            let inty2 = e1y * e1y + e2y * e1y + e2y * e2y
            inertia += (0.25 / 3.0 * d) * (intx2 + inty2)
        }
        guard area > 0 else { return MassProperties(mass: 0, center: o, inertia: 0) }
        let mass = Double(density) * area
        cx /= area
        cy /= area
        // Inertia about the fan origin, moved to the centroid.
        let iCentroid = Double(density) * inertia - mass * (cx * cx + cy * cy)
        return MassProperties(
            mass: Float(mass), center: Vec2(o.x + Float(cx), o.y + Float(cy)), inertia: Float(iCentroid))
    }
}
