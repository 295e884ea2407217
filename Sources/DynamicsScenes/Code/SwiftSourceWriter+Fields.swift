import Dynamics

/// Fields: the factory for the kind (with its arguments), the properties the scene sets and the
/// region, written with `UIRegion`'s algebra.
extension SwiftSourceWriter {
    mutating func writeField(_ d: FieldDescription, as name: String) {
        let position = SwiftLiteral.point(d.position ?? .zero)
        let direction = SwiftLiteral.vector(d.direction ?? .zero)
        let smoothness = SwiftLiteral.number(d.smoothness ?? 0)
        let speed = SwiftLiteral.number(d.animationSpeed ?? 0)
        let factory =
            switch d.kind {
            case .drag: "dragField()"
            case .vortex: "vortexField()"
            case .radialGravity: "radialGravityField(position: \(position))"
            case .linearGravity: "linearGravityField(direction: \(direction))"
            case .velocity: "velocityField(direction: \(direction))"
            case .noise: "noiseField(smoothness: \(smoothness), animationSpeed: \(speed))"
            case .turbulence: "turbulenceField(smoothness: \(smoothness), animationSpeed: \(speed))"
            case .spring: "springField()"
            case .electric: "electricField()"
            case .magnetic: "magneticField()"
            }
        line("let \(name) = UIFieldBehavior.\(factory)")
        if let v = d.position, d.kind != .radialGravity {
            line("\(name).position = \(SwiftLiteral.point(v))")
        }
        if let v = d.region { line("\(name).region = \(Self.region(v))") }
        let numbers: [(String, Double?)] = [
            ("strength", d.strength), ("falloff", d.falloff), ("minimumRadius", d.minimumRadius),
        ]
        for case (let property, let value?) in numbers {
            line("\(name).\(property) = \(SwiftLiteral.number(value))")
        }
        if let v = d.direction, d.kind != .linearGravity && d.kind != .velocity {
            line("\(name).direction = \(SwiftLiteral.vector(v))")
        }
        for itemName in d.items { line("\(name).addItem(\(item(itemName)))") }
    }

    /// A `UIRegion` expression.
    static func region(_ region: RegionDescription) -> String {
        switch region {
        case .infinite: "UIRegion.infinite"
        case .empty: "UIRegion.empty"
        case .radius(let r): "UIRegion(radius: \(SwiftLiteral.number(r)))"
        case .rectangle(let size): "UIRegion(size: \(SwiftLiteral.size(size)))"
        case .inverse(let r): "\(Self.region(r)).inverse()"
        case .union(let a, let b): "\(Self.region(a)).byUnion(with: \(Self.region(b)))"
        case .intersection(let a, let b): "\(Self.region(a)).byIntersection(with: \(Self.region(b)))"
        case .difference(let a, let b): "\(Self.region(a)).byDifference(from: \(Self.region(b)))"
        }
    }
}
