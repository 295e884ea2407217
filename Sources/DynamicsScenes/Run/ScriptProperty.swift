/// The behavior properties a `set` script event may change, by behavior kind: the one table both
/// validation and the script player read.
struct ScriptProperty {
    /// The kind of ``ScriptValue`` a property takes.
    enum ValueKind: String {
        case number, bool, point, vector

        func matches(_ value: ScriptValue) -> Bool {
            switch (self, value) {
            case (.number, .number), (.bool, .bool), (.point, .point), (.vector, .vector): true
            default: false
            }
        }
    }

    let name: String
    let kind: ValueKind
    /// Numbers that must not be negative (frequencies, lengths, damping ratios).
    let nonNegative: Bool

    init(_ name: String, _ kind: ValueKind, nonNegative: Bool = false) {
        self.name = name
        self.kind = kind
        self.nonNegative = nonNegative
    }

    /// The settable properties of a behavior kind (`BehaviorDescription.kindName`), in the order
    /// they are listed in messages.
    static func properties(of kind: String) -> [ScriptProperty] {
        switch kind {
        case "gravity":
            [.init("angle", .number), .init("magnitude", .number), .init("direction", .vector)]
        case "push":
            [
                .init("active", .bool), .init("angle", .number), .init("magnitude", .number),
                .init("direction", .vector),
            ]
        case "attachment":
            [
                .init("anchorPoint", .point), .init("length", .number, nonNegative: true),
                .init("frequency", .number, nonNegative: true), .init("damping", .number, nonNegative: true),
                .init("frictionTorque", .number, nonNegative: true),
            ]
        case "snap":
            [.init("snapPoint", .point), .init("damping", .number, nonNegative: true)]
        case "field":
            [
                .init("position", .point), .init("strength", .number), .init("falloff", .number),
                .init("minimumRadius", .number, nonNegative: true), .init("direction", .vector),
                .init("smoothness", .number, nonNegative: true), .init("animationSpeed", .number),
            ]
        case "itemProperties":
            [
                .init("elasticity", .number, nonNegative: true),
                .init("friction", .number, nonNegative: true),
                .init("density", .number, nonNegative: true), .init("resistance", .number, nonNegative: true),
                .init("angularResistance", .number, nonNegative: true), .init("charge", .number),
                .init("isAnchored", .bool), .init("allowsRotation", .bool),
            ]
        case "collision":
            [.init("translatesReferenceBoundsIntoBoundary", .bool)]
        default:
            []
        }
    }
}
