#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(WinSDK)
    import ucrt
#endif

// libm entry points used only outside the step (building rotations from user angles, reading
// angles back). Isolated here so the engine's hot code provably calls no trigonometry.
@usableFromInline func cosDouble(_ x: Double) -> Double { cos(x) }
@usableFromInline func sinDouble(_ x: Double) -> Double { sin(x) }
@usableFromInline func atan2Double(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
