import DynamicsEngine
import Testing

@Suite("Noise")
struct NoiseTests {
    /// A grid of `count` × `count` points with spacing `step`, offset so that it does not sit on
    /// lattice symmetries.
    private static func grid(_ count: Int, step: Float, _ body: (Float, Float) -> Void) {
        for row in 0..<count {
            for column in 0..<count {
                body(Float(column) * step + 0.0123, Float(row) * step - 0.0371)
            }
        }
    }

    @Test func sameSeedGivesTheSameBits() {
        let a = NoiseField(seed: 12_345, smoothness: 0.3, animationSpeed: 1.5)
        let b = NoiseField(seed: 12_345, smoothness: 0.3, animationSpeed: 1.5)
        Self.grid(40, step: 0.037) { x, y in
            let u = a.value(x: x, y: y, t: 2.5)
            let v = b.value(x: x, y: y, t: 2.5)
            #expect(u.value.bitPattern == v.value.bitPattern)
            #expect(u.gradient.x.bitPattern == v.gradient.x.bitPattern)
            #expect(u.gradient.y.bitPattern == v.gradient.y.bitPattern)
        }
    }

    @Test func differentSeedsGiveDifferentFields() {
        let seeds: [UInt64] = [0, 1, 2, 42, .max]
        let fields = seeds.map { NoiseField(seed: $0) }
        for a in 0..<fields.count {
            for b in (a + 1)..<fields.count {
                var differing = 0
                var total = 0
                Self.grid(20, step: 0.05) { x, y in
                    total += 1
                    if fields[a].value(x: x, y: y, t: 0).value != fields[b].value(x: x, y: y, t: 0).value {
                        differing += 1
                    }
                }
                #expect(differing > total * 9 / 10, "seeds \(seeds[a]) and \(seeds[b])")
            }
        }
    }

    /// |n| ≤ 1: the scale is the measured extreme of the raw sum, so a dense grid in the lattice
    /// (three time slices) stays within 1 and reaches above 0.8.
    @Test func outputIsBounded() {
        for seed: UInt64 in [1, 99] {
            let noise = NoiseField(seed: seed)
            var extreme = 0.0
            for z in [0.0, 0.31, 0.77] {
                for row in 0..<400 {
                    for column in 0..<400 {
                        let s = noise.sample(Double(column) * 0.02, Double(row) * 0.02, z)
                        extreme = max(extreme, abs(s.value))
                    }
                }
            }
            #expect(extreme <= 1 + 1e-6, "seed \(seed): max |n| = \(extreme)")
            #expect(extreme > 0.8, "seed \(seed): max |n| = \(extreme)")
        }
    }

    /// |n| ≤ 1 at the peaks themselves: climbing the analytic gradient from 20,000 random starts finds
    /// the extreme 0.9990 and nothing above it.
    @Test func peaksStayWithinOne() {
        let noise = NoiseField(seed: 2)
        var rng = SplitMix(state: 11)
        var extreme = 0.0
        for _ in 0..<20_000 {
            var p = (rng.unit() * 256, rng.unit() * 256, rng.unit() * 256)
            var s = noise.sample(p.0, p.1, p.2)
            let sign: Double = s.value >= 0 ? 1 : -1
            var step = 0.01
            while step > 1e-12 {
                let q = (p.0 + sign * step * s.dx, p.1 + sign * step * s.dy, p.2 + sign * step * s.dz)
                let t = noise.sample(q.0, q.1, q.2)
                if sign * t.value > sign * s.value {
                    (p, s) = (q, t)
                    step *= 1.2
                } else {
                    step *= 0.5
                }
            }
            extreme = max(extreme, abs(s.value))
        }
        #expect(extreme <= 1, "max |n| = \(extreme)")
        #expect(extreme > 0.998, "max |n| = \(extreme)")
    }

    /// Neighbours 1 mm apart differ by at most the gradient bound × distance, everywhere on a grid.
    @Test func neighbouringPointsDifferByAtMostTheGradientBound() {
        let noise = NoiseField(seed: 5)  // smoothness 0: 14 cells per metre, the steepest
        let slope = noise.frequency * NoiseField.gradientBound
        let h: Float = 1e-3
        var worst: Float = 0
        Self.grid(200, step: 0.011) { x, y in
            let n = noise.value(x: x, y: y, t: 0).value
            let dx = abs(noise.value(x: x + h, y: y, t: 0).value - n)
            let dy = abs(noise.value(x: x, y: y + h, t: 0).value - n)
            worst = max(worst, max(dx, dy) / h)
        }
        #expect(worst <= slope * 1.001 + 2e-4, "steepest difference quotient \(worst) vs bound \(slope)")
        #expect(worst > slope * 0.1)  // the bound is not absurdly loose (measured: 0.2 of it)
    }

    /// Dense samples along lines that cross many simplex faces: the value steps by no more than the
    /// gradient bound allows and the gradient by no more than a curvature bound, so nothing jumps at a
    /// border (a kernel radius² of 0.6, as in some simplex noise, would jump there by ~10⁻³).
    @Test func noJumpsAcrossSimplexBorders() {
        let noise = NoiseField(seed: 77)
        let h = 1e-5
        // Directions that cross the skewed cube diagonals and the faces x = y, y = z, x = z.
        let lines: [(Double, Double, Double)] = [
            (1, 0, 0), (0, 1, 0), (1, -1, 0), (0.7, 0.2, -0.4), (1, 1, 1),
        ]
        var faceCrossings = 0
        var worstValueStep = 0.0
        var worstGradientStep = 0.0
        for (ux, uy, uz) in lines {
            let length = (ux * ux + uy * uy + uz * uz).squareRoot()
            var previous = noise.sample(0.013, 0.029, 0.041)
            var previousOrder = Self.order(0.013, 0.029, 0.041)
            for step in 1...200_000 {
                let s = Double(step) * h
                let (x, y, z) = (0.013 + ux * s, 0.029 + uy * s, 0.041 + uz * s)
                let current = noise.sample(x, y, z)
                let order = Self.order(x, y, z)
                if order != previousOrder { faceCrossings += 1 }
                previousOrder = order
                worstValueStep = max(worstValueStep, abs(current.value - previous.value) / (h * length))
                let gradientStep = max(
                    abs(current.dx - previous.dx), abs(current.dy - previous.dy),
                    abs(current.dz - previous.dz))
                worstGradientStep = max(worstGradientStep, gradientStep / (h * length))
                previous = current
            }
        }
        #expect(faceCrossings > 20)  // the lines really cross simplex borders
        #expect(worstValueStep <= Double(NoiseField.gradientBound), "value: \(worstValueStep) per unit")
        #expect(worstGradientStep <= Self.curvatureBound, "gradient: \(worstGradientStep) per unit")
    }

    /// A bound on the second derivatives in lattice units: 3 × the largest measured at 10⁶ random
    /// points (≈ 40). A jump in the gradient would show as a step of order 10⁴ per unit here.
    private static let curvatureBound = 120.0

    /// The cell and the simplex a lattice point falls in (changes exactly at simplex faces).
    private static func order(_ x: Double, _ y: Double, _ z: Double) -> [Int] {
        let s = (x + y + z) / 3
        let cell = [x + s, y + s, z + s].map { Int(($0).rounded(.down)) }
        let t = Double(cell.reduce(0, +)) / 6
        let local = [x - Double(cell[0]) + t, y - Double(cell[1]) + t, z - Double(cell[2]) + t]
        return cell + [
            local[0] >= local[1] ? 1 : 0, local[1] >= local[2] ? 1 : 0, local[0] >= local[2] ? 1 : 0,
        ]
    }

    /// The analytic gradient matches central differences: within 1e-6 of the bound in lattice units
    /// (Double, h = 1e-5) and within 1 % of the steepest slope in metres (Float, h = 1e-3 m).
    @Test func analyticGradientMatchesFiniteDifferences() {
        let noise = NoiseField(seed: 2026, smoothness: 0.2, animationSpeed: 0.7)
        let bound = Double(NoiseField.gradientBound)
        let h = 1e-5
        var worst = 0.0
        for row in 0..<60 {
            for column in 0..<60 {
                let (x, y, z) = (
                    Double(column) * 0.061 + 0.003, Double(row) * 0.047 - 1.2, Double(row + column) * 0.013
                )
                let s = noise.sample(x, y, z)
                let fx = (noise.sample(x + h, y, z).value - noise.sample(x - h, y, z).value) / (2 * h)
                let fy = (noise.sample(x, y + h, z).value - noise.sample(x, y - h, z).value) / (2 * h)
                let fz = (noise.sample(x, y, z + h).value - noise.sample(x, y, z - h).value) / (2 * h)
                worst = max(worst, abs(fx - s.dx), abs(fy - s.dy), abs(fz - s.dz))
            }
        }
        #expect(worst <= 1e-6 * bound, "lattice units: worst |analytic − finite difference| = \(worst)")

        let slope = noise.frequency * NoiseField.gradientBound
        let step: Float = 1e-3
        var worstWorld: Float = 0
        Self.grid(50, step: 0.023) { x, y in
            let g = noise.value(x: x, y: y, t: 1.1).gradient
            let fx =
                (noise.value(x: x + step, y: y, t: 1.1).value - noise.value(x: x - step, y: y, t: 1.1).value)
                / (2 * step)
            let fy =
                (noise.value(x: x, y: y + step, t: 1.1).value - noise.value(x: x, y: y - step, t: 1.1).value)
                / (2 * step)
            worstWorld = max(worstWorld, abs(fx - g.x), abs(fy - g.y))
        }
        #expect(worstWorld <= 0.01 * slope, "metres: worst |analytic − finite difference| = \(worstWorld)")
    }

    @Test func timeChangesTheFieldOnlyWhenTChanges() {
        let moving = NoiseField(seed: 8, smoothness: 0.5, animationSpeed: 2)
        let frozen = NoiseField(seed: 8, smoothness: 0.5, animationSpeed: 0)
        let dt: Float = 1e-3
        var changed = 0
        var total = 0
        var worstRate: Float = 0
        Self.grid(30, step: 0.21) { x, y in
            total += 1
            let now = moving.value(x: x, y: y, t: 4)
            let again = moving.value(x: x, y: y, t: 4)
            #expect(now.value.bitPattern == again.value.bitPattern)
            let later = moving.value(x: x, y: y, t: 4 + dt)
            if later.value != now.value { changed += 1 }
            worstRate = max(worstRate, abs(later.value - now.value) / dt)
            // Frozen in time: every t gives the same field.
            #expect(frozen.value(x: x, y: y, t: 0).value == frozen.value(x: x, y: y, t: 1000).value)
        }
        #expect(changed > total * 9 / 10)
        // Smooth in time: |∂n/∂t| ≤ animationSpeed × gradient bound.
        #expect(worstRate <= moving.animationSpeed * NoiseField.gradientBound * 1.01 + 1e-3)
        // And genuinely different after a while.
        #expect(moving.value(x: 0.3, y: 0.4, t: 0).value != moving.value(x: 0.3, y: 0.4, t: 10).value)
    }

    @Test func smoothnessMapsToFrequency() {
        #expect(NoiseField.frequency(smoothness: 0) == 14)
        #expect(abs(NoiseField.frequency(smoothness: 1) - (15.0 / 13.0 - 1)) < 1e-6)
        #expect(abs(NoiseField.frequency(smoothness: 0.5) - (1.25 / (0.5 + 1.0 / 12) - 1)) < 1e-6)
        #expect(NoiseField.frequency(smoothness: -3) == 14)
        #expect(NoiseField.frequency(smoothness: .nan) == 14)
        var noise = NoiseField(seed: 1)
        #expect(noise.frequency == 14)
        noise.smoothness = 1
        #expect(noise.frequency == NoiseField.frequency(smoothness: 1))
    }

    @Test func smootherFieldsHaveGentlerGradients() {
        var previous = Float.infinity
        for smoothness: Float in [0, 0.25, 0.5, 0.75, 1] {
            let noise = NoiseField(seed: 31, smoothness: smoothness)
            var sum: Float = 0
            var count: Float = 0
            Self.grid(60, step: 0.4) { x, y in
                sum += noise.value(x: x, y: y, t: 0).gradient.length
                count += 1
            }
            let mean = sum / count
            #expect(mean < previous, "smoothness \(smoothness): mean |∇n| = \(mean) vs \(previous)")
            previous = mean
        }
    }

    @Test func valueTimesGradientIsTheForceLawFactor() {
        let noise = NoiseField(seed: 3, smoothness: 0.1, animationSpeed: 1)
        let (n, g) = noise.value(x: 0.37, y: -0.12, t: 0.5)
        let f = noise.valueTimesGradient(x: 0.37, y: -0.12, t: 0.5)
        #expect(f == n * g)
    }

    @Test func nonFiniteInputsGiveZero() {
        let noise = NoiseField(seed: 4, animationSpeed: 1)
        for (x, y, t) in [(Float.nan, 0, 0), (0, Float.infinity, 0), (0, 0, -Float.infinity)]
            as [(Float, Float, Float)]
        {
            let s = noise.value(x: x, y: y, t: t)
            #expect(s.value == 0 && s.gradient == .zero)
        }
    }
}

/// A small deterministic generator (SplitMix64) for reproducible random tests.
private struct SplitMix {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform number in [0, 1).
    mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }
}
