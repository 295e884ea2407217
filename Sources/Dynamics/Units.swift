import DynamicsEngine

/// UIKit's units, in one place: 100 points = 1 metre, gravity 1.0 = 1000 pt/s², mass =
/// density × area / 10 000, push 1.0 = 1 N.
enum Units {
    static let pointsPerMetre: CGFloat = 100
    static let metresPerPoint: Float = 0.01

    @inline(__always) static func metres(_ p: CGPoint) -> Vec2 {
        Vec2(Float(p.x) * metresPerPoint, Float(p.y) * metresPerPoint)
    }
    @inline(__always) static func metres(_ x: CGFloat) -> Float { Float(x) * metresPerPoint }
    @inline(__always) static func point(_ v: Vec2) -> CGPoint {
        CGPoint(x: CGFloat(v.x) * pointsPerMetre, y: CGFloat(v.y) * pointsPerMetre)
    }
}

/// Insets of a rectangle's edges (UIKit's `UIEdgeInsets`).
///
/// ```swift
/// collision.setTranslatesReferenceBoundsIntoBoundary(with: EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
/// ```
public struct EdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    /// Creates insets.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }
}

extension CGRect {
    /// This rectangle shrunk by `insets`.
    func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom)
    }
}

extension CGAffineTransform {
    /// The rotation angle of the transform, as UIKit reads it: atan2(b, a).
    var rotationAngle: CGFloat { CGFloat(PortableMath.atan2(Double(b), Double(a))) }
}

extension CGVector {
    /// UIKit's vector for an angle and a magnitude, computed in `Float` as UIKit's `sincosf` does
    /// (so (3, 4)·2/5 gives (1.20000005, 1.60000002)).
    init(uikitAngle angle: CGFloat, magnitude: CGFloat) {
        let a = Double(Float(angle))
        let m = Float(magnitude)
        self.init(dx: CGFloat(m * Float(PortableMath.cos(a))), dy: CGFloat(m * Float(PortableMath.sin(a))))
    }

    var length: CGFloat { (dx * dx + dy * dy).squareRoot() }
}

extension DynamicsError {
    /// "`property`: `value` is not finite; kept `kept`".
    static func notFinite(_ property: String, _ value: String, kept: String) -> DynamicsError {
        DynamicsError(.nonFiniteValue, "\(property): \(value) is not finite; kept \(kept)")
    }
}

func format(_ p: CGPoint) -> String { "(\(p.x), \(p.y))" }
func format(_ s: CGSize) -> String { "(\(s.width), \(s.height))" }
func format(_ v: CGVector) -> String { "(\(v.dx), \(v.dy))" }
