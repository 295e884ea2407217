/// Four plain pins of one colour, solved together: lane `j` of every field belongs to the same
/// joint constraint. A plain pin is a revolute joint with no angle limit, no friction and no
/// impulse turned with a long arm (``JointConstraint/impulseTurnSlot``), and no impulse carried
/// for any of those: its whole solve is the point constraint (``JointStage/solvePoint``).
///
/// The kernels mirror the scalar ones operation for operation (each lane the same IEEE operations
/// in the same order), and within a colour no two joints move the same body, so a colour solved
/// four at a time gives the same bits as one joint after another — `World.usesWideJointSolver`
/// false is the reference the tests compare against.
///
/// Layout as ``ContactBundle``'s: one contiguous record per bundle (the lanes of each field one
/// aligned vector), the bodies the only scattered memory. Unused lanes have zero masses, read the
/// static stand-in and write the block's scratch slot, so they compute and apply nothing.
@usableFromInline
struct PinBundle: Sendable {
    /// Solver slots the lanes read their bodies from (0: the static stand-in).
    var bodyA: SIMD4<Int32>
    var bodyB: SIMD4<Int32>
    /// Solver slots the lanes write back to: the body's own slot when the pin moves it, else the
    /// block's scratch slot, so a body that several lanes only read is never written.
    var writeA: SIMD4<Int32>
    var writeB: SIMD4<Int32>
    /// Each lane's joint constraint (index into the step's constraints; −1: unused lane).
    var constraint: SIMD4<Int32>
    var invMassA: FloatW
    var invIA: FloatW
    var invMassB: FloatW
    var invIB: FloatW
    /// The step-start arms (``JointConstraint/rA``, ``JointConstraint/rB``).
    var rAx: FloatW
    var rAy: FloatW
    var rBx: FloatW
    var rBy: FloatW
    /// ``JointConstraint/deltaCenter``.
    var centerX: FloatW
    var centerY: FloatW
    /// The accumulated point impulse (``JointConstraint/linearImpulse``).
    var impulseX: FloatW
    var impulseY: FloatW
    /// The warm start's pure angular impulse (axial + lower − upper: zero for a plain pin, kept
    /// so the warm start adds it as the scalar kernel does, zero signs included).
    var angular: FloatW

    /// Whether constraint `c` can be solved in a bundle (see the type's comment).
    @inline(__always)
    static func accepts(_ c: JointConstraint) -> Bool {
        c.type == .revolute && !c.hasLimit && c.maxMotorImpulse == 0 && c.impulseTurnSlot < 0
            && c.axialImpulse == 0 && c.lowerImpulse == 0 && c.upperImpulse == 0
    }
}

extension PinBundle {
    /// The bundle of up to four constraints (`lanes`: their indices, −1 for an unused lane); a
    /// side a constraint does not move writes to `scratch`. Each field is built from its four
    /// lanes at once: lane by lane into a bundle in memory was a load and a store per value
    /// (190 instructions a pin in joint_grid, callgrind).
    @inline(__always)
    init(_ constraints: UnsafeMutablePointer<JointConstraint>, lanes: SIMD4<Int32>, scratch: Int32) {
        @inline(__always) func lane(_ j: Int) -> Lane {
            lanes[j] < 0 ? Lane(scratch: scratch) : Lane(constraints + Int(lanes[j]), scratch: scratch)
        }
        let (l0, l1, l2, l3) = (lane(0), lane(1), lane(2), lane(3))
        @inline(__always) func ints(_ f: (Lane) -> Int32) -> SIMD4<Int32> {
            SIMD4(f(l0), f(l1), f(l2), f(l3))
        }
        @inline(__always) func floats(_ f: (Lane) -> Float) -> FloatW { FloatW(f(l0), f(l1), f(l2), f(l3)) }
        self.init(
            bodyA: ints({ $0.a }), bodyB: ints({ $0.b }), writeA: ints({ $0.writeA }),
            writeB: ints({ $0.writeB }),
            constraint: lanes,
            invMassA: floats({ $0.invMassA }), invIA: floats({ $0.invIA }), invMassB: floats({ $0.invMassB }),
            invIB: floats({ $0.invIB }), rAx: floats({ $0.rA.x }), rAy: floats({ $0.rA.y }),
            rBx: floats({ $0.rB.x }),
            rBy: floats({ $0.rB.y }), centerX: floats({ $0.center.x }), centerY: floats({ $0.center.y }),
            impulseX: floats({ $0.impulse.x }), impulseY: floats({ $0.impulse.y }),
            angular: floats({ $0.angular }))
    }

    /// One lane's values: a constraint's, or an unused lane's (zero masses, the static stand-in
    /// read, the scratch slot written).
    struct Lane {
        var a: Int32 = 0
        var b: Int32 = 0
        var writeA: Int32
        var writeB: Int32
        var invMassA: Float = 0
        var invIA: Float = 0
        var invMassB: Float = 0
        var invIB: Float = 0
        var rA = Vec2.zero
        var rB = Vec2.zero
        var center = Vec2.zero
        var impulse = Vec2.zero
        var angular: Float = 0

        @inline(__always)
        init(scratch: Int32) {
            writeA = scratch
            writeB = scratch
        }

        @inline(__always)
        init(_ c: UnsafeMutablePointer<JointConstraint>, scratch: Int32) {
            a = c.pointee.a
            b = c.pointee.b
            writeA = c.pointee.invMassA != 0 || c.pointee.invIA != 0 ? c.pointee.a : scratch
            writeB = c.pointee.invMassB != 0 || c.pointee.invIB != 0 ? c.pointee.b : scratch
            invMassA = c.pointee.invMassA
            invIA = c.pointee.invIA
            invMassB = c.pointee.invMassB
            invIB = c.pointee.invIB
            rA = c.pointee.rA
            rB = c.pointee.rB
            center = c.pointee.deltaCenter
            impulse = c.pointee.linearImpulse
            angular = c.pointee.axialImpulse + c.pointee.lowerImpulse - c.pointee.upperImpulse
        }
    }
}

/// Two arms turned by four bodies' rotation deltas, lane by lane (``Rotation/rotate(_:)``).
@inline(__always)
private func turned(_ q: WideDelta, _ x: FloatW, _ y: FloatW) -> (FloatW, FloatW) {
    (q.qc * x - q.qs * y, q.qs * x + q.qc * y)
}

extension PinBundle {
    /// The warm start of ``JointStage/warmStartRevolute(_:)``, four lanes at once.
    static func warmStart(
        _ bundles: UnsafeMutablePointer<PinBundle>, _ range: Range<Int>, _ bodies: UnsafeMutableRawPointer
    ) {
        for k in range {
            let p = bundles + k
            var a = WideVelocity(bodies, p.pointee.bodyA)
            var b = WideVelocity(bodies, p.pointee.bodyB)
            let (rAx, rAy) = turned(WideDelta(bodies, p.pointee.bodyA), p.pointee.rAx, p.pointee.rAy)
            let (rBx, rBy) = turned(WideDelta(bodies, p.pointee.bodyB), p.pointee.rBx, p.pointee.rBy)
            let px = p.pointee.impulseX
            let py = p.pointee.impulseY
            let angularA = (rAx * py - rAy * px) + p.pointee.angular
            let angularB = (rBx * py - rBy * px) + p.pointee.angular
            let mA = p.pointee.invMassA
            let mB = p.pointee.invMassB
            a.vx = a.vx - mA * px
            a.vy = a.vy - mA * py
            a.w = a.w - p.pointee.invIA * angularA
            b.vx = b.vx + mB * px
            b.vy = b.vy + mB * py
            b.w = b.w + p.pointee.invIB * angularB
            a.store(bodies, p.pointer(to: \.writeA)!)
            b.store(bodies, p.pointer(to: \.writeB)!)
        }
    }

    /// The point solve of ``JointStage/solvePoint``, four lanes at once, with the soft
    /// coefficients `step` (the rigid joints' in the biased pass, ``SoftStep/relax`` in the relax).
    static func solve(
        _ bundles: UnsafeMutablePointer<PinBundle>, _ range: Range<Int>, _ bodies: UnsafeMutableRawPointer,
        _ step: SoftStep
    ) {
        let massScale = FloatW(repeating: step.massScale)
        let positionScale = FloatW(repeating: step.positionScale)
        let impulseScale = FloatW(repeating: step.impulseScale)
        for k in range {
            solvePoint(bundles + k, bodies, massScale, positionScale, impulseScale, fresh: false)
        }
    }

    /// One bundle's point solve with each lane's soft coefficients; `fresh` starts from no
    /// impulse instead of the accumulated one (a spring's impulse is its sub-step's alone).
    @inline(__always)
    static func solvePoint(
        _ p: UnsafeMutablePointer<PinBundle>, _ bodies: UnsafeMutableRawPointer, _ massScale: FloatW,
        _ positionScale: FloatW, _ impulseScale: FloatW, fresh: Bool
    ) {
        var a = WideVelocity(bodies, p.pointee.bodyA)
        var b = WideVelocity(bodies, p.pointee.bodyB)
        let qA = WideDelta(bodies, p.pointee.bodyA)
        let qB = WideDelta(bodies, p.pointee.bodyB)
        let (rAx, rAy) = turned(qA, p.pointee.rAx, p.pointee.rAy)
        let (rBx, rBy) = turned(qB, p.pointee.rBx, p.pointee.rBy)
        // d = (dpB − dpA) + deltaCenter + (rB − rA)
        let dx = ((qB.dpx - qA.dpx) + p.pointee.centerX) + (rBx - rAx)
        let dy = ((qB.dpy - qA.dpy) + p.pointee.centerY) + (rBy - rAy)
        // Cdot = (vB + ωB × rB) − (vA + ωA × rA)
        let cdotX = (b.vx + laneNegate(b.w) * rBy) - (a.vx + laneNegate(a.w) * rAy)
        let cdotY = (b.vy + b.w * rBx) - (a.vy + a.w * rAx)
        let mA = p.pointee.invMassA
        let iA = p.pointee.invIA
        let mB = p.pointee.invMassB
        let iB = p.pointee.invIB
        let k11 = ((mA + mB) + iA * rAy * rAy) + iB * rBy * rBy
        let k12 = laneNegate(iA) * rAx * rAy - iB * rBx * rBy
        let k22 = ((mA + mB) + iA * rAx * rAx) + iB * rBx * rBx
        let rhsX = massScale * cdotX + positionScale * dx
        let rhsY = massScale * cdotY + positionScale * dy
        // ``JointStage/solve2``: zero where K is singular.
        let det = k11 * k22 - k12 * k12
        let inv = FloatW(repeating: 1) / det
        let singular = det .== .zero
        let x = laneSelect(singular, .zero, inv * (k22 * rhsX - k12 * rhsY))
        let y = laneSelect(singular, .zero, inv * (k11 * rhsY - k12 * rhsX))
        let oldX = fresh ? FloatW.zero : p.pointee.impulseX
        let oldY = fresh ? FloatW.zero : p.pointee.impulseY
        let lambdaX = laneNegate(x) - impulseScale * oldX
        let lambdaY = laneNegate(y) - impulseScale * oldY
        p.pointee.impulseX = oldX + lambdaX
        p.pointee.impulseY = oldY + lambdaY
        a.vx = a.vx - mA * lambdaX
        a.vy = a.vy - mA * lambdaY
        a.w = a.w - iA * (rAx * lambdaY - rAy * lambdaX)
        b.vx = b.vx + mB * lambdaX
        b.vy = b.vy + mB * lambdaY
        b.w = b.w + iB * (rBx * lambdaY - rBy * lambdaX)
        a.store(bodies, p.pointer(to: \.writeA)!)
        b.store(bodies, p.pointer(to: \.writeB)!)
    }

    /// Copies each used lane's accumulated impulse back to its joint constraint (which the
    /// step's end stores for the next warm start).
    static func storeImpulses(
        _ bundles: UnsafeMutablePointer<PinBundle>, _ range: Range<Int>,
        _ constraints: UnsafeMutablePointer<JointConstraint>
    ) {
        for k in range { storeImpulses(bundles + k, constraints) }
    }

    /// One bundle's part of ``storeImpulses(_:_:_:)``.
    @inline(__always)
    static func storeImpulses(
        _ p: UnsafeMutablePointer<PinBundle>, _ constraints: UnsafeMutablePointer<JointConstraint>
    ) {
        for j in 0..<4 {
            let index = Int(p.pointee.constraint[j])
            if index < 0 { continue }
            constraints[index].linearImpulse = Vec2(p.pointee.impulseX[j], p.pointee.impulseY[j])
        }
    }
}
