/// A rotation carried as its cosine/sine pair.
///
/// The solver never calls libm trigonometry inside a step: rotations are integrated and composed
/// as (cos, sin) pairs, which keeps every platform's results bit-identical. The angle is derived
/// only when somebody asks for it.
///
/// ```swift
/// let q = Rotation(angle: .pi / 2)
/// q.rotate(Vec2(1, 0))   // ≈ (0, 1)
/// ```
@frozen
public struct Rotation: Equatable, Hashable, Sendable {
    public var c: Float
    public var s: Float

    /// The identity rotation.
    public static let identity = Rotation(c: 1, s: 0)

    /// Creates a rotation from its cosine and sine.
    @inlinable @inline(__always)
    public init(c: Float, s: Float) {
        self.c = c
        self.s = s
    }

    /// Creates a rotation by `angle` radians (positive turns +x toward +y: clockwise on a
    /// y-down screen, as in UIKit).
    ///
    /// ```swift
    /// Rotation(angle: 0).c   // 1
    /// ```
    public init(angle: Float) {
        let a = Double(angle)
        // Computed in Double and rounded: the same bits on every libm for ordinary angles.
        self.c = Float(cosDouble(a))
        self.s = Float(sinDouble(a))
    }

    /// The angle in radians, in (−π, π].
    ///
    /// ```swift
    /// Rotation(angle: 1).angle   // ≈ 1
    /// ```
    public var angle: Float { Float(atan2Double(Double(s), Double(c))) }

    /// Rotates a vector.
    @inlinable @inline(__always)
    public func rotate(_ v: Vec2) -> Vec2 { Vec2(c * v.x - s * v.y, s * v.x + c * v.y) }

    /// Rotates a vector by the inverse rotation.
    @inlinable @inline(__always)
    public func inverseRotate(_ v: Vec2) -> Vec2 { Vec2(c * v.x + s * v.y, -s * v.x + c * v.y) }

    /// This rotation followed by… `self * r` rotates by `r` first, then by `self`.
    @inlinable @inline(__always)
    public static func * (q: Rotation, r: Rotation) -> Rotation {
        Rotation(c: q.c * r.c - q.s * r.s, s: q.s * r.c + q.c * r.s)
    }

    /// The rotation scaled back to unit length.
    @inlinable @inline(__always)
    public var normalized: Rotation {
        let l = (c * c + s * s).squareRoot()
        let inv: Float = l > 0 ? 1 / l : 0
        return Rotation(c: c * inv, s: s * inv)
    }

    /// Advances the rotation by a small angle `da` without trigonometry (first-order update of
    /// the unit complex number, renormalised).
    @inlinable @inline(__always)
    public func integrated(by da: Float) -> Rotation {
        Rotation(c: c - da * s, s: s + da * c).normalized
    }
}

/// A rigid transform: a rotation then a translation.
///
/// ```swift
/// let t = Transform(p: Vec2(1, 0), q: .identity)
/// t.apply(Vec2(0, 1))   // (1, 1)
/// ```
@frozen
public struct Transform: Equatable, Hashable, Sendable {
    public var p: Vec2
    public var q: Rotation

    /// The identity transform.
    public static let identity = Transform(p: .zero, q: .identity)

    /// Creates a transform.
    @inlinable @inline(__always)
    public init(p: Vec2, q: Rotation) {
        self.p = p
        self.q = q
    }

    /// Maps a local point to the world.
    @inlinable @inline(__always)
    public func apply(_ v: Vec2) -> Vec2 { q.rotate(v) + p }

    /// Maps a world point into this frame.
    @inlinable @inline(__always)
    public func inverseApply(_ v: Vec2) -> Vec2 { q.inverseRotate(v - p) }
}
