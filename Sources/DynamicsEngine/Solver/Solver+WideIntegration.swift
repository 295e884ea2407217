/// The sub-step's body integrations four bodies at a time: the same IEEE operations as the
/// one-at-a-time loops of `Solver.swift`, lane by lane, so the same bits.
///
/// Four neighbouring solver records are read as rows (a record's velocity half is `v.x, v.y, w,
/// pad`, its delta half `dp.x, dp.y, dq.c, dq.s`) and transposed into columns, so that each
/// operation serves four bodies. One at a time, each body was a short chain of dependent
/// operations with three data-dependent branches (the subnormal flush, the speed and spin
/// limits); `freefall10k`, 10,000 bodies with nothing but gravity, spent 60 % of its step in the
/// two loops.
extension World {
    /// ``flushed(_:)`` lane by lane.
    @inline(__always)
    private static func flushedLanes(_ x: FloatW) -> FloatW {
        laneSelect(laneMagnitude(x) .< FloatW(repeating: negligibleSpeed), .zero, x)
    }

    /// Whether any of the four bodies from `k` is kinematic (left to the one-at-a-time loop).
    @inline(__always)
    private static func anyKinematic(_ motion: UnsafeMutablePointer<SolverMotion>, _ k: Int) -> Bool {
        motion[k].isKinematic || motion[k + 1].isKinematic || motion[k + 2].isKinematic
            || motion[k + 3].isKinematic
    }

    /// The speed and spin limits of a sub-step, as lanes (``clamped(_:maxSpeed:maxSpin:)``).
    struct LaneLimits {
        let speed: FloatW
        let spin: FloatW
        let speedSquared: FloatW
        let spinSquared: FloatW

        init(maxSpeed: Float, maxSpin: Float) {
            speed = FloatW(repeating: maxSpeed)
            spin = FloatW(repeating: maxSpin)
            speedSquared = FloatW(repeating: maxSpeed * maxSpeed)
            spinSquared = FloatW(repeating: maxSpin * maxSpin)
        }
    }

    /// ``clamped(_:maxSpeed:maxSpin:)`` lane by lane: each lane's velocity within the limits.
    /// Returns whether a lane was over one.
    @inline(__always)
    private static func clampLanes(
        _ vx: inout FloatW, _ vy: inout FloatW, _ w: inout FloatW, _ limits: LaneLimits
    )
        -> Bool
    {
        let vv = vx * vx + vy * vy
        let fast = vv .> limits.speedSquared
        let spinning = w * w .> limits.spinSquared
        guard anyLane(fast .| spinning) else { return false }
        let scale = limits.speed / vv.squareRoot()
        vx = laneSelect(fast, scale * vx, vx)
        vy = laneSelect(fast, scale * vy, vy)
        w = laneSelect(spinning, laneSelect(w .> .zero, limits.spin, laneNegate(limits.spin)), w)
        return true
    }

    /// One sub-step's velocity update of four bodies (``integrateVelocities(_:_:_:maxSpeed:maxSpin:damps:kicks:)``
    /// without kicks): gravity and forces (`dv`, `dw`), the damping factors when `damps`, the
    /// subnormal flush and the limits. Returns whether a lane was over a limit.
    @inline(__always)
    private static func accelerateLanes(
        _ vx: inout FloatW, _ vy: inout FloatW, _ w: inout FloatW, _ kick: (FloatW, FloatW, FloatW, FloatW),
        angularDamping: FloatW?, _ limits: LaneLimits
    ) -> Bool {
        vx = vx + kick.0
        vy = vy + kick.1
        w = w + kick.2
        if let angularDamping {
            vx = kick.3 * vx
            vy = kick.3 * vy
            w = angularDamping * w
        }
        vx = flushedLanes(vx)
        vy = flushedLanes(vy)
        w = flushedLanes(w)
        return clampLanes(&vx, &vy, &w, limits)
    }

    /// The angular damping factors of the four bodies from `k`.
    @inline(__always)
    private static func angularDamping(_ motion: UnsafeMutablePointer<SolverMotion>, _ k: Int) -> FloatW {
        FloatW(
            motion[k].angularDamping, motion[k + 1].angularDamping, motion[k + 2].angularDamping,
            motion[k + 3].angularDamping)
    }

    /// Whether the four bodies from slot `k` are all free (``World/unconstrained``): one load.
    @inline(__always)
    private static func isFreeGroup(_ free: UnsafeMutablePointer<UInt8>, _ k: Int) -> Bool {
        UnsafeRawPointer(free + k).loadUnaligned(as: UInt32.self) == 0x0101_0101
    }

    /// The first group start from `k` (itself one) whose group of four is not integrated by
    /// ``integrateFreeGroups(_:_:_:_:_:subSteps:limits:)``, or the first past the whole groups
    /// before `end`. Groups are counted from the start of each block, in the fused pass and
    /// the sub-step loops alike.
    @inline(__always)
    private static func skippingFree(_ free: UnsafeMutablePointer<UInt8>?, _ k: Int, _ end: Int) -> Int {
        guard let free, k + 4 <= end && isFreeGroup(free, k) else { return k }
        return pastFreeRun(free, k, end)
    }

    /// The first group start after the run of free groups that starts at `k`, four groups to a
    /// test while the run lasts: where every body is free (a crowd in flight) the eight passes
    /// of a step's sub-steps over the marks cost a quarter of the tests. Not inlined: the loops
    /// that skip stay as small as before (inlined, this run cost springs100x100, which has no
    /// free body, 7 M instructions in 60 steps: its position loop was no longer inlined).
    @inline(never)
    private static func pastFreeRun(_ free: UnsafeMutablePointer<UInt8>, _ k: Int, _ end: Int) -> Int {
        let allFree: UInt64 = 0x0101_0101_0101_0101
        var k = k
        while k + 16 <= end && UnsafeRawPointer(free + k).loadUnaligned(as: UInt64.self) == allFree
            && UnsafeRawPointer(free + k + 8).loadUnaligned(as: UInt64.self) == allFree
        {
            k &+= 16
        }
        while k + 4 <= end && isFreeGroup(free, k) { k &+= 4 }
        return k
    }

    /// ``integrateVelocities(_:_:_:maxSpeed:maxSpin:damps:kicks:)`` without field kicks, four
    /// dynamic bodies at a time; a group with a kinematic body, and the last bodies of `range`
    /// short of four, one at a time. Groups of four free bodies (`free`) are skipped: they were integrated
    /// through the whole step before the sub-steps.
    static func integrateVelocitiesByFour(
        _ sb: UnsafeMutablePointer<SolverBody>, _ motion: UnsafeMutablePointer<SolverMotion>,
        _ range: Range<Int>, maxSpeed: Float, maxSpin: Float, damps: Bool, free: UnsafeMutablePointer<UInt8>?
    ) {
        // Two copies of the loop: the one for a step without free groups tests none.
        if let free {
            velocitiesByFour(
                sb, motion, range, maxSpeed: maxSpeed, maxSpin: maxSpin, damps: damps, free: free)
        } else {
            velocitiesByFour(sb, motion, range, maxSpeed: maxSpeed, maxSpin: maxSpin, damps: damps, free: nil)
        }
    }

    @inline(__always)
    private static func velocitiesByFour(
        _ sb: UnsafeMutablePointer<SolverBody>, _ motion: UnsafeMutablePointer<SolverMotion>,
        _ range: Range<Int>, maxSpeed: Float, maxSpin: Float, damps: Bool, free: UnsafeMutablePointer<UInt8>?
    ) {
        let rows = UnsafeMutableRawPointer(sb)
        let stride = MemoryLayout<SolverBody>.stride
        let motionStride = MemoryLayout<SolverMotion>.stride
        let limits = LaneLimits(maxSpeed: maxSpeed, maxSpin: maxSpin)
        var k = range.lowerBound
        while true {
            k = skippingFree(free, k, range.upperBound)
            guard k + 4 <= range.upperBound else { break }
            if anyKinematic(motion, k) {
                integrateVelocities(
                    sb, motion, k..<(k + 4), maxSpeed: maxSpeed, maxSpin: maxSpin, damps: damps)
                k += 4
                continue
            }
            var (vx, vy, w, _) = loadRows(rows, k, stride, offset: 0)
            // dv.x, dv.y, dw and the linear damping factor: a motion record's first 16 bytes.
            let kick = loadRows(UnsafeMutableRawPointer(motion), k, motionStride, offset: 0)
            _ = accelerateLanes(
                &vx, &vy, &w, kick, angularDamping: damps ? angularDamping(motion, k) : nil, limits)
            storeRows(rows, k, stride, transpose(vx, vy, w, .zero), offset: 0)
            k += 4
        }
        integrateVelocities(
            sb, motion, k..<range.upperBound, maxSpeed: maxSpeed, maxSpin: maxSpin, damps: damps)
    }

    /// ``integratePositions(_:_:_:maxSpeed:maxSpin:)`` four bodies at a time (the last bodies of
    /// `range` short of four one at a time); groups of four free bodies are skipped. A turning
    /// body's rotation is integrated on its own after its group's positions (a square root and a
    /// division each, and most bodies of a crowd in flight do not turn).
    static func integratePositionsByFour(
        _ sb: UnsafeMutablePointer<SolverBody>, _ range: Range<Int>, _ h: Float, maxSpeed: Float,
        maxSpin: Float, free: UnsafeMutablePointer<UInt8>?
    ) {
        if let free {
            positionsByFour(sb, range, h, maxSpeed: maxSpeed, maxSpin: maxSpin, free: free)
        } else {
            positionsByFour(sb, range, h, maxSpeed: maxSpeed, maxSpin: maxSpin, free: nil)
        }
    }

    @inline(__always)
    private static func positionsByFour(
        _ sb: UnsafeMutablePointer<SolverBody>, _ range: Range<Int>, _ h: Float, maxSpeed: Float,
        maxSpin: Float, free: UnsafeMutablePointer<UInt8>?
    ) {
        let rows = UnsafeMutableRawPointer(sb)
        let stride = MemoryLayout<SolverBody>.stride
        let limits = LaneLimits(maxSpeed: maxSpeed, maxSpin: maxSpin)
        let step = FloatW(repeating: h)
        var k = range.lowerBound
        while true {
            k = skippingFree(free, k, range.upperBound)
            guard k + 4 <= range.upperBound else { break }
            var (vx, vy, w, _) = loadRows(rows, k, stride, offset: 0)
            // ``clamped(_:maxSpeed:maxSpin:)``: the velocity written back only when over a limit.
            if clampLanes(&vx, &vy, &w, limits) {
                storeRows(rows, k, stride, transpose(vx, vy, w, .zero), offset: 0)
            }
            let (dpx, dpy, qc, qs) = loadRows(rows, k, stride, offset: 16)
            storeRows(rows, k, stride, transpose(dpx + step * vx, dpy + step * vy, qc, qs), offset: 16)
            let turning = w .!= .zero
            if anyLane(turning) {
                for j in 0..<4 where turning[j] { sb[k + j].dq = sb[k + j].dq.integrated(by: h * w[j]) }
            }
            k += 4
        }
        integratePositions(sb, k..<range.upperBound, h, maxSpeed: maxSpeed, maxSpin: maxSpin)
    }

    /// The whole step's sub-steps — velocities, then positions, `subSteps` times — of each group
    /// of four bodies in `range` that no constraint touches (``World/unconstrained``): nothing
    /// else reads or writes them between the two integrations. The same operations in the same
    /// order as the sub-step loops, with each group's records loaded and stored once instead of
    /// twice per sub-step.
    static func integrateFreeGroups(
        _ sb: UnsafeMutablePointer<SolverBody>, _ motion: UnsafeMutablePointer<SolverMotion>,
        _ free: UnsafeMutablePointer<UInt8>, _ range: Range<Int>, _ h: Float, subSteps: Int,
        limits: LaneLimits
    ) {
        let rows = UnsafeMutableRawPointer(sb)
        let stride = MemoryLayout<SolverBody>.stride
        let motionStride = MemoryLayout<SolverMotion>.stride
        let step = FloatW(repeating: h)
        var k = range.lowerBound
        while k + 4 <= range.upperBound {
            defer { k += 4 }
            guard isFreeGroup(free, k) else { continue }
            var (vx, vy, w, _) = loadRows(rows, k, stride, offset: 0)
            var (dpx, dpy, qc, qs) = loadRows(rows, k, stride, offset: 16)
            let kick = loadRows(UnsafeMutableRawPointer(motion), k, motionStride, offset: 0)
            let damping = angularDamping(motion, k)
            for subStep in 0..<subSteps {
                // The position pass clamps again: a no-op unless the velocity pass clamped (its
                // scaled speed may round to just over the limit).
                if accelerateLanes(&vx, &vy, &w, kick, angularDamping: subStep == 0 ? damping : nil, limits) {
                    _ = clampLanes(&vx, &vy, &w, limits)
                }
                dpx = dpx + step * vx
                dpy = dpy + step * vy
                let turning = w .!= .zero
                if anyLane(turning) {
                    for j in 0..<4 where turning[j] {
                        let q = Rotation(c: qc[j], s: qs[j]).integrated(by: h * w[j])
                        qc[j] = q.c
                        qs[j] = q.s
                    }
                }
            }
            storeRows(rows, k, stride, transpose(vx, vy, w, .zero), offset: 0)
            storeRows(rows, k, stride, transpose(dpx, dpy, qc, qs), offset: 16)
        }
    }

    /// The four floats at `offset` of records `k` to `k + 3` (each `stride` bytes), as columns:
    /// column j holds each record's j-th float.
    @inline(__always)
    private static func loadRows(_ rows: UnsafeMutableRawPointer, _ k: Int, _ stride: Int, offset: Int) -> (
        FloatW, FloatW, FloatW, FloatW
    ) {
        let at = rows + (k &* stride + offset)
        return transpose(
            at.loadUnaligned(as: FloatW.self), at.loadUnaligned(fromByteOffset: stride, as: FloatW.self),
            at.loadUnaligned(fromByteOffset: 2 &* stride, as: FloatW.self),
            at.loadUnaligned(fromByteOffset: 3 &* stride, as: FloatW.self))
    }

    /// Writes four rows of four floats at `offset` into the records from `k` on.
    @inline(__always)
    private static func storeRows(
        _ rows: UnsafeMutableRawPointer, _ k: Int, _ stride: Int, _ r: (FloatW, FloatW, FloatW, FloatW),
        offset: Int
    ) {
        rows.storeBytes(of: r.0, toByteOffset: k &* stride + offset, as: FloatW.self)
        rows.storeBytes(of: r.1, toByteOffset: (k + 1) &* stride + offset, as: FloatW.self)
        rows.storeBytes(of: r.2, toByteOffset: (k + 2) &* stride + offset, as: FloatW.self)
        rows.storeBytes(of: r.3, toByteOffset: (k + 3) &* stride + offset, as: FloatW.self)
    }
}
