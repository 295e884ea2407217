/// An axis-aligned bounding box.
///
/// ```swift
/// let a = AABB(lower: Vec2(0, 0), upper: Vec2(1, 1))
/// a.overlaps(AABB(lower: Vec2(0.5, 0.5), upper: Vec2(2, 2)))   // true
/// ```
@frozen
public struct AABB: Equatable, Hashable, Sendable {
    public var lower: Vec2
    public var upper: Vec2

    /// Creates a box from its corners.
    @inlinable @inline(__always)
    public init(lower: Vec2, upper: Vec2) {
        self.lower = lower
        self.upper = upper
    }

    /// Whether the two boxes overlap (touching counts).
    @inlinable @inline(__always)
    public func overlaps(_ b: AABB) -> Bool {
        !(b.lower.x > upper.x || b.lower.y > upper.y || lower.x > b.upper.x || lower.y > b.upper.y)
    }

    /// Whether `b` lies inside this box.
    @inlinable @inline(__always)
    public func contains(_ b: AABB) -> Bool {
        lower.x <= b.lower.x && lower.y <= b.lower.y && b.upper.x <= upper.x && b.upper.y <= upper.y
    }

    /// The smallest box containing both.
    @inlinable @inline(__always)
    public func union(_ b: AABB) -> AABB { AABB(lower: min(lower, b.lower), upper: max(upper, b.upper)) }

    /// Half the perimeter: the surface-area heuristic's cost in 2D.
    @inlinable @inline(__always)
    public var perimeter: Float { 2 * ((upper.x - lower.x) + (upper.y - lower.y)) }

    /// The box grown by `margin` on every side.
    @inlinable @inline(__always)
    public func expanded(by margin: Float) -> AABB {
        AABB(lower: Vec2(lower.x - margin, lower.y - margin), upper: Vec2(upper.x + margin, upper.y + margin))
    }

    /// The centre of the box.
    @inlinable
    public var center: Vec2 { 0.5 * (lower + upper) }
}
