#if canImport(_Builtin_intrinsics.intel)
    internal import _Builtin_intrinsics.intel
#endif

/// Four lanes of `Float`: SSE on x86-64, NEON on arm64.
@usableFromInline
typealias FloatW = SIMD4<Float>

// MARK: Lane arithmetic

#if canImport(_Builtin_intrinsics.intel)
    // The standard library's `+`, `−` and `×` on `SIMD4<Float>` are loops over the lanes, left to
    // LLVM's SLP vectoriser to put back together. In these kernels it regroups the lanes its own
    // way (lanes of different vectors mixed by shuffles, scalar `mulss`, per-lane broadcasts of
    // the masses, spills). The SSE intrinsics are vector operations from the start. Each is the
    // same IEEE operation lane by lane, so the results are the same bits. Internal: the contact
    // kernels and the body integration (`Solver+WideIntegration.swift`) both use them.
    extension SIMD4 where Scalar == Float {
        @_transparent
        static func + (a: Self, b: Self) -> Self { _mm_add_ps(a, b) }
        @_transparent
        static func - (a: Self, b: Self) -> Self { _mm_sub_ps(a, b) }
        @_transparent
        static func * (a: Self, b: Self) -> Self { _mm_mul_ps(a, b) }
        @_transparent
        static func / (a: Self, b: Self) -> Self { _mm_div_ps(a, b) }
    }
#endif

// MARK: Lane helpers

/// Lane by lane `mask ? x : y`.
// `SIMD.replacing(with:where:)` is a loop over the lanes in the standard library: the optimiser
// splits it into per-lane selects and then re-vectorises the arithmetic around them across the
// wrong axis (broadcasts, scalar `mulss`, spills). On x86-64 the select is three SSE logic
// instructions on the compare's all-ones / all-zeros lanes.
@inline(__always)
func laneSelect(_ mask: SIMDMask<SIMD4<Int32>>, _ x: FloatW, _ y: FloatW) -> FloatW {
    #if canImport(_Builtin_intrinsics.intel)
        let m = unsafeBitCast(mask, to: FloatW.self)
        return _mm_or_ps(_mm_and_ps(m, x), _mm_andnot_ps(m, y))
    #else
        return y.replacing(with: x, where: mask)
    #endif
}

/// Whether any lane of `mask` is set (`movmskps` on x86-64).
@inline(__always)
func anyLane(_ mask: SIMDMask<SIMD4<Int32>>) -> Bool {
    #if canImport(_Builtin_intrinsics.intel)
        return _mm_movemask_ps(unsafeBitCast(mask, to: FloatW.self)) != 0
    #else
        return any(mask)
    #endif
}

/// Whether every lane of `mask` is set (`movmskps` on x86-64; the standard library's `all` is a
/// horizontal max of the integer lanes there, a dozen SSE2 instructions).
@inline(__always)
func allLanes(_ mask: SIMDMask<SIMD4<Int32>>) -> Bool {
    #if canImport(_Builtin_intrinsics.intel)
        return _mm_movemask_ps(unsafeBitCast(mask, to: FloatW.self)) == 0xF
    #else
        return all(mask)
    #endif
}

/// `Swift.max` lane by lane: `y >= x ? y : x`.
///
/// On x86-64 one `maxps(x, y)`, which is `x > y ? x : y`: the same lane for every pair of
/// numbers, ±0 included (equal lanes give `y` in both). Only a NaN operand differs (`maxps` gives
/// `y`, `Swift.max` gives `x` when `y` is NaN): the engine's inputs are finite (the numeric domain
/// refuses anything else), and a non-finite solver result stops its body either way. The select
/// it replaces was four instructions and two more live registers in a kernel short of registers.
@inline(__always)
func laneMax(_ x: FloatW, _ y: FloatW) -> FloatW {
    #if canImport(_Builtin_intrinsics.intel)
        return _mm_max_ps(x, y)
    #else
        return laneSelect(y .>= x, y, x)
    #endif
}

/// `Swift.min` lane by lane: `y < x ? y : x` — on x86-64 one `minps(y, x)`, which is exactly
/// that for every pair of numbers (see ``laneMax(_:_:)`` for NaN).
@inline(__always)
func laneMin(_ x: FloatW, _ y: FloatW) -> FloatW {
    #if canImport(_Builtin_intrinsics.intel)
        return _mm_min_ps(y, x)
    #else
        return laneSelect(y .< x, y, x)
    #endif
}

/// `Swift.abs` lane by lane: the sign bit cleared, as the scalar `abs` of a `Float` does.
@inline(__always)
func laneMagnitude(_ x: FloatW) -> FloatW {
    unsafeBitCast(unsafeBitCast(x, to: SIMD4<UInt32>.self) & SIMD4(repeating: 0x7FFF_FFFF), to: FloatW.self)
}

/// Exact negation (flips the sign bit, as scalar `-x` does; SIMD `0 − x` would turn −0 into +0).
@inline(__always)
func laneNegate(_ x: FloatW) -> FloatW { x * FloatW(repeating: -1) }

/// Transposes four rows of four into four columns (the unpack / move-half pattern: eight
/// shuffles).
// On x86-64 the shuffles are SSE intrinsics, so LLVM sees four vector shuffles it cannot take
// apart. Written with element reads and writes (the portable branch), the optimiser dissolves the
// transposes into the arithmetic around them and re-vectorises it across a body's fields instead
// of across the lanes: broadcasts of single lanes and register spills everywhere.
@inline(__always)
func transpose(_ r0: FloatW, _ r1: FloatW, _ r2: FloatW, _ r3: FloatW) -> (FloatW, FloatW, FloatW, FloatW) {
    #if canImport(_Builtin_intrinsics.intel)
        let t0 = _mm_unpacklo_ps(r0, r1)  // r0[0] r1[0] r0[1] r1[1]
        let t1 = _mm_unpacklo_ps(r2, r3)  // r2[0] r3[0] r2[1] r3[1]
        let t2 = _mm_unpackhi_ps(r0, r1)  // r0[2] r1[2] r0[3] r1[3]
        let t3 = _mm_unpackhi_ps(r2, r3)  // r2[2] r3[2] r2[3] r3[3]
        return (_mm_movelh_ps(t0, t1), _mm_movehl_ps(t1, t0), _mm_movelh_ps(t2, t3), _mm_movehl_ps(t3, t2))
    #else
        let t0 = FloatW(r0[0], r1[0], r0[1], r1[1])
        let t1 = FloatW(r2[0], r3[0], r2[1], r3[1])
        let t2 = FloatW(r0[2], r1[2], r0[3], r1[3])
        let t3 = FloatW(r2[2], r3[2], r2[3], r3[3])
        return (
            FloatW(lowHalf: t0.lowHalf, highHalf: t1.lowHalf),
            FloatW(lowHalf: t0.highHalf, highHalf: t1.highHalf),
            FloatW(lowHalf: t2.lowHalf, highHalf: t3.lowHalf),
            FloatW(lowHalf: t2.highHalf, highHalf: t3.highHalf)
        )
    #endif
}

/// The four floats at `offset` in the records at `slots` (each `stride` bytes), as four lanes of
/// four columns: column k holds each record's k-th float.
@inline(__always)
func gatherColumns(_ base: UnsafeMutableRawPointer, _ slots: SIMD4<Int32>, stride: Int, offset: Int) -> (
    FloatW, FloatW, FloatW, FloatW
) {
    let r0 = base.loadUnaligned(fromByteOffset: Int(slots[0]) &* stride + offset, as: FloatW.self)
    let r1 = base.loadUnaligned(fromByteOffset: Int(slots[1]) &* stride + offset, as: FloatW.self)
    let r2 = base.loadUnaligned(fromByteOffset: Int(slots[2]) &* stride + offset, as: FloatW.self)
    let r3 = base.loadUnaligned(fromByteOffset: Int(slots[3]) &* stride + offset, as: FloatW.self)
    return transpose(r0, r1, r2, r3)
}
