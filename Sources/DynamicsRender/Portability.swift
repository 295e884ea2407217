import Dynamics

// Drawing needs a few of C's math functions. The full toolchain takes them from the C library (via
// Foundation, which `Dynamics` re-exports there); Embedded Swift has no C library, so there they
// are the engine's own (`PortableMath`, the functions the simulation itself uses). Drawing only:
// nothing here reaches a state hash.
#if hasFeature(Embedded)
    import DynamicsEngine

    func sin(_ x: Double) -> Double { PortableMath.sin(x) }
    func cos(_ x: Double) -> Double { PortableMath.cos(x) }
    func atan2(_ y: Double, _ x: Double) -> Double { PortableMath.atan2(y, x) }
    func hypot(_ x: Double, _ y: Double) -> Double { PortableMath.hypot(x, y) }
    /// IEEE remainder: `x - n·y` with `n` the integer nearest `x / y` (ties to even).
    func remainder(_ x: Double, _ y: Double) -> Double { x - (x / y).rounded(.toNearestOrEven) * y }
#endif
