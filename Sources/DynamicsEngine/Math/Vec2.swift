/// A 2D vector in engine units (metres, seconds). `Float` like Box2D: half the memory traffic of
/// `Double` in the solver's hot loops, and ample precision at UI scale (1 pt = 0.01 m).
///
/// ```swift
/// let v = Vec2(3, 4)
/// v.length          // 5
/// (v * 2).x         // 6
/// ```
@frozen
public struct Vec2: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var x: Float
    public var y: Float

    /// Creates a vector.
    ///
    /// ```swift
    /// let down = Vec2(0, 10)
    /// ```
    @inlinable @inline(__always)
    public init(_ x: Float, _ y: Float) {
        self.x = x
        self.y = y
    }

    /// The zero vector.
    public static let zero = Vec2(0, 0)

    @inlinable @inline(__always)
    public static func + (a: Vec2, b: Vec2) -> Vec2 { Vec2(a.x + b.x, a.y + b.y) }
    @inlinable @inline(__always)
    public static func - (a: Vec2, b: Vec2) -> Vec2 { Vec2(a.x - b.x, a.y - b.y) }
    @inlinable @inline(__always)
    public static prefix func - (a: Vec2) -> Vec2 { Vec2(-a.x, -a.y) }
    @inlinable @inline(__always)
    public static func * (s: Float, a: Vec2) -> Vec2 { Vec2(s * a.x, s * a.y) }
    @inlinable @inline(__always)
    public static func * (a: Vec2, s: Float) -> Vec2 { Vec2(s * a.x, s * a.y) }
    @inlinable @inline(__always)
    public static func += (a: inout Vec2, b: Vec2) { a = a + b }
    @inlinable @inline(__always)
    public static func -= (a: inout Vec2, b: Vec2) { a = a - b }

    /// The Euclidean length.
    ///
    /// ```swift
    /// Vec2(3, 4).length   // 5
    /// ```
    @inlinable
    public var length: Float { (x * x + y * y).squareRoot() }

    /// The squared length (no square root).
    @inlinable
    public var lengthSquared: Float { x * x + y * y }

    /// The unit vector in this direction, or zero for a (near-)zero vector.
    ///
    /// ```swift
    /// Vec2(0, 5).normalized   // (0, 1)
    /// ```
    @inlinable
    public var normalized: Vec2 {
        let l = length
        return l < Float.ulpOfOne ? .zero : Vec2(x / l, y / l)
    }

    /// The vector rotated by +90°: (−y, x).
    @inlinable @inline(__always)
    public var leftPerp: Vec2 { Vec2(-y, x) }

    /// The vector rotated by −90°: (y, −x).
    @inlinable @inline(__always)
    public var rightPerp: Vec2 { Vec2(y, -x) }

    /// Whether both components are finite.
    @inlinable
    public var isFinite: Bool { x.isFinite && y.isFinite }

    public var description: String { "(\(x), \(y))" }
}

/// The dot product.
///
/// ```swift
/// dot(Vec2(1, 2), Vec2(3, 4))   // 11
/// ```
@inlinable @inline(__always)
public func dot(_ a: Vec2, _ b: Vec2) -> Float { a.x * b.x + a.y * b.y }

/// The 2D cross product (the z of the 3D cross product).
///
/// ```swift
/// cross(Vec2(1, 0), Vec2(0, 1))   // 1
/// ```
@inlinable @inline(__always)
public func cross(_ a: Vec2, _ b: Vec2) -> Float { a.x * b.y - a.y * b.x }

/// The cross product of a scalar (angular velocity) and a vector: ω × r = (−ω·r.y, ω·r.x).
///
/// ```swift
/// cross(2, Vec2(1, 0))   // (0, 2)
/// ```
@inlinable @inline(__always)
public func cross(_ s: Float, _ a: Vec2) -> Vec2 { Vec2(-s * a.y, s * a.x) }

/// The cross product of a vector and a scalar: r × s = (s·r.y, −s·r.x).
@inlinable @inline(__always)
public func cross(_ a: Vec2, _ s: Float) -> Vec2 { Vec2(s * a.y, -s * a.x) }

/// Component-wise minimum.
@inlinable @inline(__always)
public func min(_ a: Vec2, _ b: Vec2) -> Vec2 { Vec2(Swift.min(a.x, b.x), Swift.min(a.y, b.y)) }

/// Component-wise maximum.
@inlinable @inline(__always)
public func max(_ a: Vec2, _ b: Vec2) -> Vec2 { Vec2(Swift.max(a.x, b.x), Swift.max(a.y, b.y)) }
