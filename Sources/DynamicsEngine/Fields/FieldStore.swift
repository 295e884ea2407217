/// The world's fields: the definitions as created (one slot per field id), and the form the
/// solver reads, compiled when a field or its membership changes — never rebuilt per step.
///
/// Compiled form: one plain ``CompiledField`` per live field (slot order, i.e. creation order
/// with slot reuse), every region program in one instruction buffer, and one (field, body) pair
/// per membership, in field order then in the order bodies joined. The noise tables and custom
/// closures (not plain data) sit in arrays parallel to the compiled fields.
struct FieldStore {
    struct Slot {
        var generation: UInt32
        var isAlive: Bool
        var def: FieldDefinition
        var evaluate: ((FieldSample) -> Vec2)?
        var members: [BodyID]
    }

    var slots: [Slot] = []
    var freeSlots: [Int32] = []
    var liveCount = 0
    /// Set by every change; the solver compiles before its next step.
    var isDirty = false
    var compiled = RawArray<CompiledField>(capacity: 8)
    var program = RawArray<RegionInstruction>(capacity: 16)
    var pairs = RawArray<FieldPair>(capacity: 16)
    var noises: [NoiseField?] = []
    var closures: [((FieldSample) -> Vec2)?] = []
    /// Per body index: the charge (bodies past the end have charge 0).
    var charges = RawArray<Float>(capacity: 16)
    /// Per solver body, per sub-step: the field velocity change or the imposed velocity.
    var kicks = RawArray<FieldKick>(capacity: 64)

    mutating func compile() {
        isDirty = false
        compiled.removeAll()
        program.removeAll()
        pairs.removeAll()
        noises.removeAll(keepingCapacity: true)
        closures.removeAll(keepingCapacity: true)
        for slot in slots where slot.isAlive {
            let def = slot.def
            let index = Int32(compiled.count)
            let start = Int32(program.count)
            for op in def.region { program.append(op) }
            compiled.append(
                CompiledField(
                    kind: CompiledField.code(def.kind), position: def.position, strength: def.strength,
                    falloff: def.falloff, minimumRadius: def.minimumRadius, direction: def.direction,
                    regionStart: start, regionCount: Int32(def.region.count)))
            switch def.kind {
            case .noise(let seed), .turbulence(let seed):
                noises.append(
                    NoiseField(seed: seed, smoothness: def.smoothness, animationSpeed: def.animationSpeed))
            default:
                noises.append(nil)
            }
            closures.append(slot.evaluate)
            for body in slot.members { pairs.append(FieldPair(field: index, body: body.index)) }
        }
    }

    func free() {
        compiled.free()
        program.free()
        pairs.free()
        charges.free()
        kicks.free()
    }
}

/// A field as the solver reads it: plain data.
struct CompiledField {
    static let drag: UInt8 = 0, vortex: UInt8 = 1, radialGravity: UInt8 = 2, linearGravity: UInt8 = 3
    static let velocity: UInt8 = 4, spring: UInt8 = 5, electric: UInt8 = 6, magnetic: UInt8 = 7
    static let noise: UInt8 = 8, turbulence: UInt8 = 9, custom: UInt8 = 10

    var kind: UInt8
    var position: Vec2
    var strength: Float
    var falloff: Float
    var minimumRadius: Float
    var direction: Vec2
    var regionStart: Int32
    var regionCount: Int32

    static func code(_ kind: FieldDefinition.Kind) -> UInt8 {
        switch kind {
        case .drag: drag
        case .vortex: vortex
        case .radialGravity: radialGravity
        case .linearGravity: linearGravity
        case .velocity: velocity
        case .spring: spring
        case .electric: electric
        case .magnetic: magnetic
        case .noise: noise
        case .turbulence: turbulence
        case .custom: custom
        }
    }

    /// UIKit's zero test: |S·X| < 2⁻¹⁵ with X = m (linear, radial, vortex), q (electric,
    /// magnetic), 1 otherwise.
    @inline(__always)
    func isNegligible(mass: Float, charge: Float) -> Bool {
        let x: Float
        switch kind {
        case Self.linearGravity, Self.radialGravity, Self.vortex: x = mass
        case Self.electric, Self.magnetic: x = charge
        default: x = 1
        }
        return abs(strength * x) < Falloff.zeroExponent
    }

    /// The force (N) of every kind but velocity and custom on a body at field-local `p` (m)
    /// moving at `v` (m/s).
    @inline(__always)
    func force(p: Vec2, v: Vec2, mass: Float, charge: Float, noise: NoiseField?, time: Float) -> Vec2 {
        let rr = p.lengthSquared
        let r = rr.squareRoot()
        let fall = Falloff.factor(r: r, minimumRadius: minimumRadius, exponent: falloff)
        let s = strength
        let unit = r > 0 ? (1 / r) * p : Vec2.zero
        switch kind {
        case Self.drag:
            let u = v - direction
            return (-s * u.length * fall) * u
        case Self.vortex:
            return (s * fall / mass) * Vec2(-unit.y, unit.x)
        case Self.radialGravity:
            return rr < 1e-5 ? .zero : (-s * mass * fall) * unit
        case Self.linearGravity:
            return (s * mass * fall) * direction
        case Self.spring:
            return r < 1e-5 ? .zero : (-s * fall) * unit
        case Self.electric:
            return (s * charge * fall) * unit
        case Self.magnetic:
            return (s * fall) * Vec2(v.y, -v.x)
        case Self.noise, Self.turbulence:
            guard let noise else { return .zero }
            let ng = noise.valueTimesGradient(x: p.x, y: p.y, t: time)
            let scale = kind == Self.noise ? s * fall : s * fall * mass * v.lengthSquared
            return scale * ng
        default:
            return .zero
        }
    }

    /// Runs the region program at field-local `p` on a 64-deep stack of bits; an empty program is
    /// the infinite region, a malformed one (stack underflow, nothing left) contains nothing.
    @inline(__always)
    func contains(_ p: Vec2, _ program: UnsafeMutablePointer<RegionInstruction>) -> Bool {
        if regionCount == 0 { return true }
        var stack: UInt64 = 0
        var depth = 0
        @inline(__always) func push(_ b: Bool) {
            stack = (stack << 1) | (b ? 1 : 0)
            depth += 1
        }
        @inline(__always) func pop() -> Bool {
            guard depth > 0 else { return false }
            let b = stack & 1 == 1
            stack >>= 1
            depth -= 1
            return b
        }
        for i in Int(regionStart)..<Int(regionStart + regionCount) {
            switch program[i] {
            case .infinite: push(true)
            case .empty: push(false)
            case .circle(let radius): push(p.x * p.x + p.y * p.y <= radius * radius)
            case .rectangle(let hw, let hh): push(abs(p.x) < hw && abs(p.y) < hh)
            case .not: push(!pop())
            case .and:
                let b = pop()
                let a = pop()
                push(a && b)
            case .or:
                let b = pop()
                let a = pop()
                push(a || b)
            }
        }
        return depth > 0 && stack & 1 == 1
    }
}

/// One membership: a compiled field index and a body index.
struct FieldPair {
    var field: Int32
    var body: Int32
}

/// What the fields do to one solver body in one sub-step.
struct FieldKick {
    /// h·F/m summed over the force fields.
    var dv: Vec2
    /// The velocity imposed by the first containing velocity field, when `overrides`.
    var velocity: Vec2
    var overrides: Bool

    static let none = FieldKick(dv: .zero, velocity: .zero, overrides: false)
}
