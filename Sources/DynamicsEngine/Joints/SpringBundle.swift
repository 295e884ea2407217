/// Four springs of rest length 0 of one colour, solved together: the soft point constraint of
/// ``JointStage/solveDistance(_:useBias:)`` with each lane's own spring coefficients, from no
/// impulse each sub-step (springs are not warm started and skip the relax). A springy layout's
/// rows and `springs100x100` are such springs, each tying an item to a fixed anchor.
///
/// As with ``PinBundle``, whose fields and point solve it shares, each lane repeats the scalar
/// kernel's operations, so a colour solved four at a time gives the scalar kernel's bits.
@usableFromInline
struct SpringBundle: Sendable {
    /// The lanes' bodies, arms and impulses, as a pin bundle has them (its `angular` unused).
    var point: PinBundle
    /// Each lane's ``JointConstraint/spring`` coefficients (zero in unused lanes).
    var massScale: FloatW
    var positionScale: FloatW
    var impulseScale: FloatW

    /// Whether constraint `c` can be solved in a bundle: a spring of rest length 0.
    @inline(__always)
    static func accepts(_ c: JointConstraint) -> Bool {
        c.type == .distance && c.isSpring && c.length == 0
    }

    /// The bundle of up to four constraints (`lanes`: their indices, −1 for an unused lane), as
    /// ``PinBundle/init(_:lanes:scratch:)`` builds it, with the springs' coefficients.
    @inline(__always)
    init(_ constraints: UnsafeMutablePointer<JointConstraint>, lanes: SIMD4<Int32>, scratch: Int32) {
        point = PinBundle(constraints, lanes: lanes, scratch: scratch)
        @inline(__always) func lane(_ j: Int) -> SoftStep {
            lanes[j] < 0
                ? SoftStep(massScale: 0, positionScale: 0, impulseScale: 0)
                : constraints[Int(lanes[j])].spring
        }
        let (s0, s1, s2, s3) = (lane(0), lane(1), lane(2), lane(3))
        massScale = FloatW(s0.massScale, s1.massScale, s2.massScale, s3.massScale)
        positionScale = FloatW(s0.positionScale, s1.positionScale, s2.positionScale, s3.positionScale)
        impulseScale = FloatW(s0.impulseScale, s1.impulseScale, s2.impulseScale, s3.impulseScale)
    }

    /// The springs' solve in the biased pass, four lanes at once.
    static func solve(
        _ bundles: UnsafeMutablePointer<SpringBundle>, _ range: Range<Int>, _ bodies: UnsafeMutableRawPointer
    ) {
        for k in range {
            let p = bundles + k
            PinBundle.solvePoint(
                p.pointer(to: \.point)!, bodies, p.pointee.massScale, p.pointee.positionScale,
                p.pointee.impulseScale, fresh: true)
        }
    }

    /// Copies each used lane's impulse (its last sub-step's) back to its joint constraint.
    static func storeImpulses(
        _ bundles: UnsafeMutablePointer<SpringBundle>, _ range: Range<Int>,
        _ constraints: UnsafeMutablePointer<JointConstraint>
    ) {
        for k in range { PinBundle.storeImpulses((bundles + k).pointer(to: \.point)!, constraints) }
    }
}
