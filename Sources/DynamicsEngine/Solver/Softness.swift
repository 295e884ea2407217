/// Coefficients of a soft constraint: a spring of `hertz` and damping ratio `zeta`, made
/// unconditionally stable by solving it implicitly over the sub-step `h` (the "soft step").
///
/// The constraint's velocity impulse becomes
/// `λ = −m_eff · massScale · (Cdot + biasRate · C) − impulseScale · λ_accumulated`.
///
/// ```swift
/// let soft = Softness(hertz: 30, dampingRatio: 10, h: 1.0 / 240)
/// ```
public struct Softness: Sendable, Equatable {
    public var biasRate: Float
    public var massScale: Float
    public var impulseScale: Float

    /// A rigid constraint: no bias, full mass, no impulse feedback.
    public static let rigid = Softness(biasRate: 0, massScale: 1, impulseScale: 0)

    /// Creates coefficients directly.
    public init(biasRate: Float, massScale: Float, impulseScale: Float) {
        self.biasRate = biasRate
        self.massScale = massScale
        self.impulseScale = impulseScale
    }

    /// The coefficients for a spring of `hertz` and damping ratio `zeta` over a step `h`.
    public init(hertz: Float, dampingRatio zeta: Float, h: Float) {
        guard hertz > 0 else {
            self = .rigid
            return
        }
        let omega = 2 * Float.pi * hertz
        let a1 = 2 * zeta + h * omega
        let a2 = h * omega * a1
        let a3 = 1 / (1 + a2)
        self.init(biasRate: omega / a1, massScale: a2 * a3, impulseScale: a3)
    }
}
