// Trigonometry used outside the step (building rotations from user angles, reading angles back)
// goes through PortableMath, so the same angle gives the same rotation on every platform; these
// names keep the engine's hot code visibly free of it.
@usableFromInline func cosDouble(_ x: Double) -> Double { PortableMath.cos(x) }
@usableFromInline func sinDouble(_ x: Double) -> Double { PortableMath.sin(x) }
@usableFromInline func atan2Double(_ y: Double, _ x: Double) -> Double { PortableMath.atan2(y, x) }

/// atan2(y, x) in (−π, π] without libm, for use inside the step (joint angles): the octant is
/// reduced to a ratio t in [0, 1] and atan(t) taken from the odd polynomial of Abramowitz &
/// Stegun 4.4.49 (absolute error ≤ 1e−5 rad). Only +, ×, ÷: the same bits everywhere.
@inline(__always)
func approximateAtan2(_ y: Float, _ x: Float) -> Float {
    let ax = Swift.abs(x)
    let ay = Swift.abs(y)
    let big = Swift.max(ax, ay)
    guard big > 0 else { return 0 }
    let t = Swift.min(ax, ay) / big
    let t2 = t * t
    var r =
        t * (0.999_866_0 + t2 * (-0.330_299_5 + t2 * (0.180_141_0 + t2 * (-0.085_133_0 + t2 * 0.020_835_1))))
    if ay > ax { r = 0.5 * Float.pi - r }
    if x < 0 { r = Float.pi - r }
    return y < 0 ? -r : r
}
