extension SoftStep {
    /// Sub-step coefficients for a damped spring of `hertz` and damping ratio `zeta` that sample
    /// the continuous motion exactly: a body on a spring to an immovable anchor is, after each
    /// sub-step, where the differential equation puts it (no numerical damping, no period error).
    ///
    /// Why not ``Softness``: the soft step is backward Euler, unconditionally stable but it bleeds
    /// energy — a 1 Hz undamped spring loses 4 % of its amplitude per cycle at 480 Hz sub-steps,
    /// a 4 Hz snap spring 15 %. Springs are the behavior users see oscillate, so they get exact
    /// coefficients; rigid constraints keep the soft step.
    ///
    /// Derivation (one degree of freedom, position error x, velocity v; no warm start and no
    /// impulse feedback, impulseScale = 0 — equivalently, a warm start cancelled by
    /// impulseScale = 1 − massScale): a sub-step is
    /// `v₁ = (1 − massScale)·v₀ − positionScale·x₀`, `x₁ = x₀ + h·v₁`. That map's determinant is
    /// `1 − massScale` and its trace `2 − massScale − h·positionScale`; the continuous solution over
    /// h has eigenvalues e^(s₁h), e^(s₂h) with s₁ + s₂ = −2ζω, s₁s₂ = ω². Matching both:
    /// `massScale = 1 − e^(−2ζωh)`, `positionScale = (1 + e^(−2ζωh) − T)/h` with
    /// `T = e^(s₁h) + e^(s₂h) = 2·e^(−ζωh)·cos(ω√(1−ζ²)·h)` (cosh when overdamped).
    ///
    /// Computed in Double with series only (+, ×, ÷, √): the same bits on every platform, no libm.
    /// Springs stiffer than one radian per sub-step (ωh > 1, above ~76 Hz at 480 Hz) fall back to
    /// the soft step, which stays stable where sampling no longer resolves the motion. Negative
    /// damping ratios are treated as 0.
    static func spring(hertz: Float, dampingRatio: Float, h: Float) -> SoftStep {
        let zeta = Double(Swift.max(dampingRatio, 0))
        let omegaH = 2 * Double.pi * Double(hertz) * Double(h)
        guard omegaH > 0 else { return SoftStep(massScale: 0, positionScale: 0, impulseScale: 0) }
        guard omegaH <= 1 else {
            // Backward Euler. Without warm start and feedback it is the same map: the soft step's
            // massScale + impulseScale = 1 cancels its warm start exactly.
            let soft = Softness(hertz: hertz, dampingRatio: Float(zeta), h: h)
            return SoftStep(
                massScale: soft.massScale, positionScale: soft.massScale * soft.biasRate, impulseScale: 0)
        }
        let decay = zeta * omegaH  // ζωh
        let det = Self.expNegative(2 * decay)
        let y = omegaH * omegaH * (1 - zeta * zeta)  // (ω_d h)², negative when overdamped
        let trace: Double
        if y >= -1 {
            trace = 2 * Self.expNegative(decay) * Self.cosineSeries(y)
        } else {
            let r = (-y).squareRoot()
            trace = Self.expNegative(decay - r) + Self.expNegative(decay + r)
        }
        let massScale = 1 - det
        let positionScale = (1 + det - trace) / Double(h)
        return SoftStep(massScale: Float(massScale), positionScale: Float(positionScale), impulseScale: 0)
    }

    /// e^(−x) for x ≥ 0: halve into [0, ½], alternating Taylor series, square back.
    static func expNegative(_ x: Double) -> Double {
        var r = x
        var halvings = 0
        while r > 0.5 && halvings < 60 {
            r *= 0.5
            halvings += 1
        }
        var term = 1.0
        var sum = 1.0
        for n in 1...16 {
            term *= -r / Double(n)
            sum += term
        }
        for _ in 0..<halvings { sum *= sum }
        return sum
    }

    /// Σ (−y)^k / (2k)!: cos(√y) for y ≥ 0, cosh(√−y) for y < 0; |y| ≤ 1 here.
    static func cosineSeries(_ y: Double) -> Double {
        var term = 1.0
        var sum = 1.0
        for k in 1...10 {
            term *= -y / Double((2 * k - 1) * (2 * k))
            sum += term
        }
        return sum
    }
}
