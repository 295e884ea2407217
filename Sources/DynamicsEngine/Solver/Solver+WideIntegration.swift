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

    /// ``integrateVelocities(_:_:_:maxSpeed:maxSpin:damps:kicks:)`` without field kicks, four
    /// dynamic bodies at a time; a group with a kinematic body, and the last bodies of `range`
    /// short of four, one at a time.
    static func integrateVelocitiesByFour(
        _ sb: UnsafeMutablePointer<SolverBody>, _ motion: UnsafeMutablePointer<SolverMotion>,
        _ range: Range<Int>, maxSpeed: Float, maxSpin: Float, damps: Bool
    ) {
        let rows = UnsafeMutableRawPointer(sb)
        let stride = MemoryLayout<SolverBody>.stride
        let motionStride = MemoryLayout<SolverMotion>.stride
        let speedLimit = FloatW(repeating: maxSpeed * maxSpeed)
        let spinLimit = FloatW(repeating: maxSpin * maxSpin)
        var k = range.lowerBound
        while k + 4 <= range.upperBound {
            if anyKinematic(motion, k) {
                integrateVelocities(
                    sb, motion, k..<(k + 4), maxSpeed: maxSpeed, maxSpin: maxSpin, damps: damps)
                k += 4
                continue
            }
            let (v0x, v0y, w0, _) = loadRows(rows, k, stride, offset: 0)
            // dv.x, dv.y, dw and the linear damping factor: a motion record's first 16 bytes.
            let (dvx, dvy, dw, linear) = loadRows(UnsafeMutableRawPointer(motion), k, motionStride, offset: 0)
            var vx = v0x + dvx
            var vy = v0y + dvy
            var w = w0 + dw
            if damps {
                let angular = FloatW(
                    motion[k].angularDamping, motion[k + 1].angularDamping, motion[k + 2].angularDamping,
                    motion[k + 3].angularDamping)
                vx = linear * vx
                vy = linear * vy
                w = angular * w
            }
            vx = flushedLanes(vx)
            vy = flushedLanes(vy)
            w = flushedLanes(w)
            let vv = vx * vx + vy * vy
            let fast = vv .> speedLimit
            if anyLane(fast) {
                let scale = FloatW(repeating: maxSpeed) / vv.squareRoot()
                vx = laneSelect(fast, scale * vx, vx)
                vy = laneSelect(fast, scale * vy, vy)
            }
            let spinning = w * w .> spinLimit
            if anyLane(spinning) {
                let limit = laneSelect(w .> .zero, FloatW(repeating: maxSpin), FloatW(repeating: -maxSpin))
                w = laneSelect(spinning, limit, w)
            }
            storeRows(rows, k, stride, transpose(vx, vy, w, .zero), offset: 0)
            k += 4
        }
        integrateVelocities(
            sb, motion, k..<range.upperBound, maxSpeed: maxSpeed, maxSpin: maxSpin, damps: damps)
    }

    /// ``integratePositions(_:_:_:maxSpeed:maxSpin:)`` four bodies at a time (the last bodies of
    /// `range` short of four one at a time). A turning body's rotation is integrated on its own
    /// after its group's positions (a square root and a division each, and most bodies of a
    /// crowd in flight do not turn).
    static func integratePositionsByFour(
        _ sb: UnsafeMutablePointer<SolverBody>, _ range: Range<Int>, _ h: Float, maxSpeed: Float,
        maxSpin: Float
    ) {
        let rows = UnsafeMutableRawPointer(sb)
        let stride = MemoryLayout<SolverBody>.stride
        let speedLimit = FloatW(repeating: maxSpeed * maxSpeed)
        let spinLimit = FloatW(repeating: maxSpin * maxSpin)
        let step = FloatW(repeating: h)
        var k = range.lowerBound
        while k + 4 <= range.upperBound {
            var (vx, vy, w, _) = loadRows(rows, k, stride, offset: 0)
            // ``clamped(_:maxSpeed:maxSpin:)``: the velocity written back only when over a limit.
            let vv = vx * vx + vy * vy
            let fast = vv .> speedLimit
            let spinning = w * w .> spinLimit
            if anyLane(fast) || anyLane(spinning) {
                let scale = FloatW(repeating: maxSpeed) / vv.squareRoot()
                vx = laneSelect(fast, scale * vx, vx)
                vy = laneSelect(fast, scale * vy, vy)
                let limit = laneSelect(w .> .zero, FloatW(repeating: maxSpin), FloatW(repeating: -maxSpin))
                w = laneSelect(spinning, limit, w)
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
