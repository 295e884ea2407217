/// Coherent noise for the noise and turbulence fields: 3-D simplex noise over (x, y, time) with its
/// analytic gradient, after Stefan Gustavson's description of simplex noise.
///
/// A point (x, y) in metres at time t in seconds is looked up at lattice coordinates
/// (f·x, f·y, t·animationSpeed), where f is ``frequency(smoothness:)``. Each of the four corners of
/// the lattice simplex around the point adds `(0.5 − d²)⁴ (g·d)` (d the offset from the corner,
/// g one of 12 edge directions chosen by a seed-shuffled table). Every lattice point outside a
/// simplex is at least √0.5 from it, so with the kernel radius² of 0.5 the corners a point ignores
/// contribute exactly nothing — value and gradient are continuous across simplex faces, with no
/// jumps (a radius² of 0.6 would leave small ones). The sum is scaled to stay within [−1, 1].
///
/// Evaluation uses only `Double` +, −, ×, comparisons and integer table look-ups — no libm, no
/// fused multiply-add — so a seed gives the same bits on every machine.
///
/// ```swift
/// let noise = NoiseField(seed: 42, smoothness: 0.5, animationSpeed: 1)
/// let (n, g) = noise.value(x: 1.2, y: 0.4, t: 3)   // n in [−1, 1], g in 1/m
/// let force = strength * fall * n * g              // UIKit's noise field law (N)
/// ```
public struct NoiseField: Sendable {
    /// The seed the gradient table was shuffled with.
    ///
    /// ```swift
    /// NoiseField(seed: 9).seed   // 9
    /// ```
    public let seed: UInt64

    /// 0 = as noisy as possible, 1 = as smooth as possible (UIKit's `smoothness`); sets
    /// ``frequency``.
    ///
    /// ```swift
    /// var noise = NoiseField(seed: 1)
    /// noise.smoothness = 1   // noise.frequency ≈ 0.154 per metre
    /// ```
    public var smoothness: Float {
        didSet { frequency = Self.frequency(smoothness: smoothness) }
    }

    /// The rate of change in lattice cells per second (UIKit's `animationSpeed`, "in Hz"); 0 freezes
    /// the field in time.
    ///
    /// ```swift
    /// var noise = NoiseField(seed: 1)
    /// noise.animationSpeed = 2   // changes twice as fast as at 1
    /// ```
    public var animationSpeed: Float

    /// The spatial frequency in lattice cells per metre, from ``smoothness``.
    ///
    /// ```swift
    /// NoiseField(seed: 1).frequency   // 14
    /// ```
    public private(set) var frequency: Float

    /// `permutation[m]` for m in 0..<512: a seed-shuffled 0…255, repeated twice.
    private let permutation: [UInt8]
    /// `permutation[m] % 12`: the edge direction of the corner that hashes to m.
    private let gradientIndex: [UInt8]

    /// Creates a field whose gradient table is shuffled by `seed`; equal seeds give equal fields.
    ///
    /// ```swift
    /// let noise = NoiseField(seed: 7, smoothness: 0.25, animationSpeed: 0.5)
    /// ```
    public init(seed: UInt64, smoothness: Float = 0, animationSpeed: Float = 0) {
        self.seed = seed
        self.smoothness = smoothness
        self.animationSpeed = animationSpeed
        frequency = Self.frequency(smoothness: smoothness)
        // Fisher–Yates over 0…255 driven by SplitMix64: integer arithmetic only.
        var state = seed
        var table = (0..<256).map { UInt8($0) }
        for i in stride(from: 255, to: 0, by: -1) {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            table.swapAt(i, Int(z % UInt64(i + 1)))
        }
        permutation = table + table
        gradientIndex = permutation.map { $0 % 12 }
    }

    /// UIKit's map from smoothness to spatial frequency (RE-M): `1.25 / (max(smoothness, 0) + 1/12) − 1`
    /// cells per metre — 14 at smoothness 0, 15/13 − 1 ≈ 0.154 at 1. A NaN smoothness counts as 0.
    ///
    /// ```swift
    /// NoiseField.frequency(smoothness: 0)   // 14
    /// ```
    public static func frequency(smoothness: Float) -> Float {
        let s: Double = smoothness > 0 ? Double(smoothness) : 0
        return Float(1.25 / (s + 1.0 / 12.0) - 1)
    }

    /// An upper bound on the length of the noise's 3-D gradient in lattice units:
    /// 4 corners × |g| · max over d² of (0.5 − d²)³ (0.5 + 7 d²) = 4 √2 (3/7)³, times the output
    /// scale. In world units the spatial gradient is at most `frequency × gradientBound` per metre
    /// and the rate of change at most `animationSpeed × gradientBound` per second.
    ///
    /// ```swift
    /// let steepest = noise.frequency * NoiseField.gradientBound   // per metre
    /// ```
    public static let gradientBound: Float = Float(
        4 * 1.414_213_562_373_095_1 * (27.0 / 343.0) * valueScale)

    /// Scales the sum of corner contributions into [−1, 1]. The extreme of the raw sum (12 edge
    /// directions, kernel radius² 0.5) is ±0.013 007 2 — found by hill-climbing from 10⁶ random
    /// starts over 10 seeds, just above one corner's own peak √2 (4/9)⁴ / 3 = 0.013 005 9 — so the
    /// output peaks at ±0.9990.
    private static let valueScale: Double = 76.8

    /// Lattice coordinates beyond this size (or non-finite) give 0: `Double` has no fraction left.
    private static let lattice: Double = 1_099_511_627_776  // 2⁴⁰

    /// The noise n ∈ [−1, 1] at (x, y) metres and t seconds, and its spatial gradient (∂n/∂x, ∂n/∂y)
    /// per metre. A non-finite input gives (0, 0).
    ///
    /// ```swift
    /// let (n, gradient) = NoiseField(seed: 3).value(x: 0.5, y: 0.25, t: 0)
    /// ```
    public func value(x: Float, y: Float, t: Float) -> (value: Float, gradient: Vec2) {
        let f = Double(frequency)
        let s = sample(Double(x) * f, Double(y) * f, Double(t) * Double(animationSpeed))
        return (Float(s.value), Vec2(Float(s.dx * f), Float(s.dy * f)))
    }

    /// n·∇n at (x, y) metres and t seconds: the noise field's force law without the strength and
    /// falloff factors (UIKit: `F = S · fall · n · ∇n`; turbulence multiplies by m·|v|² as well).
    ///
    /// ```swift
    /// let force = strength * fall * noise.valueTimesGradient(x: p.x, y: p.y, t: time)
    /// ```
    public func valueTimesGradient(x: Float, y: Float, t: Float) -> Vec2 {
        let (n, gradient) = value(x: x, y: y, t: t)
        return n * gradient
    }

    /// The raw simplex noise at lattice coordinates (x, y, z) and its 3-D gradient in lattice units.
    ///
    /// ```swift
    /// let s = noise.sample(1.5, 2.5, 0.25)   // s.value, s.dx, s.dy, s.dz
    /// ```
    package func sample(
        _ x: Double, _ y: Double, _ z: Double
    ) -> (value: Double, dx: Double, dy: Double, dz: Double) {
        let limit = Self.lattice
        guard x > -limit, x < limit, y > -limit, y < limit, z > -limit, z < limit else {
            return (0, 0, 0, 0)  // also NaN
        }
        // Skew to the cubic lattice, find the cell, unskew its origin.
        let skew = (x + y + z) * (1.0 / 3.0)
        let i = Self.floor(x + skew)
        let j = Self.floor(y + skew)
        let k = Self.floor(z + skew)
        let unskew = Double(i + j + k) * (1.0 / 6.0)
        let x0 = x - (Double(i) - unskew)
        let y0 = y - (Double(j) - unskew)
        let z0 = z - (Double(k) - unskew)

        // The simplex of the cell that holds the point: step along the largest offset first.
        let steps: (Int, Int, Int, Int, Int, Int)
        if x0 >= y0 {
            if y0 >= z0 {
                steps = (1, 0, 0, 1, 1, 0)
            } else if x0 >= z0 {
                steps = (1, 0, 0, 1, 0, 1)
            } else {
                steps = (0, 0, 1, 1, 0, 1)
            }
        } else {
            if y0 < z0 {
                steps = (0, 0, 1, 0, 1, 1)
            } else if x0 < z0 {
                steps = (0, 1, 0, 0, 1, 1)
            } else {
                steps = (0, 1, 0, 1, 1, 0)
            }
        }
        let (i1, j1, k1, i2, j2, k2) = steps
        let g = 1.0 / 6.0
        let ii = i & 255
        let jj = j & 255
        let kk = k & 255
        var sum = (value: 0.0, dx: 0.0, dy: 0.0, dz: 0.0)
        corner(hash(ii, jj, kk), x0, y0, z0, &sum)
        corner(
            hash(ii + i1, jj + j1, kk + k1), x0 - Double(i1) + g, y0 - Double(j1) + g, z0 - Double(k1) + g,
            &sum)
        corner(
            hash(ii + i2, jj + j2, kk + k2), x0 - Double(i2) + 2 * g, y0 - Double(j2) + 2 * g,
            z0 - Double(k2) + 2 * g, &sum)
        corner(hash(ii + 1, jj + 1, kk + 1), x0 - 1 + 3 * g, y0 - 1 + 3 * g, z0 - 1 + 3 * g, &sum)
        let scale = Self.valueScale
        return (sum.value * scale, sum.dx * scale, sum.dy * scale, sum.dz * scale)
    }

    /// The gradient-table entry of lattice corner (i, j, k), each in 0…256.
    @inline(__always)
    private func hash(_ i: Int, _ j: Int, _ k: Int) -> Int {
        Int(gradientIndex[i + Int(permutation[j + Int(permutation[k])])])
    }

    /// Adds one corner's kernel `t⁴ (g·d)`, t = 0.5 − |d|², and its gradient
    /// `t⁴ g − 8 t³ (g·d) d`.
    @inline(__always)
    private func corner(
        _ index: Int, _ dx: Double, _ dy: Double, _ dz: Double,
        _ sum: inout (value: Double, dx: Double, dy: Double, dz: Double)
    ) {
        let t = 0.5 - dx * dx - dy * dy - dz * dz
        guard t > 0 else { return }
        let (gx, gy, gz) = Self.edge(index)
        let gd = gx * dx + gy * dy + gz * dz
        let t2 = t * t
        let t4 = t2 * t2
        let k = 8 * t2 * t * gd
        sum.value += t4 * gd
        sum.dx += t4 * gx - k * dx
        sum.dy += t4 * gy - k * dy
        sum.dz += t4 * gz - k * dz
    }

    /// The 12 gradient directions: the edge midpoints of a cube, (±1, ±1, 0) and permutations.
    @inline(__always)
    private static func edge(_ index: Int) -> (Double, Double, Double) {
        switch index {
        case 0: return (1, 1, 0)
        case 1: return (-1, 1, 0)
        case 2: return (1, -1, 0)
        case 3: return (-1, -1, 0)
        case 4: return (1, 0, 1)
        case 5: return (-1, 0, 1)
        case 6: return (1, 0, -1)
        case 7: return (-1, 0, -1)
        case 8: return (0, 1, 1)
        case 9: return (0, -1, 1)
        case 10: return (0, 1, -1)
        default: return (0, -1, -1)
        }
    }

    /// ⌊v⌋ for |v| < 2⁴⁰ without libm: truncate, then step down for negative fractions.
    @inline(__always)
    private static func floor(_ v: Double) -> Int {
        let truncated = Int(v)
        return v < Double(truncated) ? truncated - 1 : truncated
    }
}
