import Dynamics

extension ScriptValue {
    /// The value as the messages of `SceneRun.setProperty` show it (`number(0.5)`): Swift's own
    /// description of the enum on the full toolchain, the same text written out on Embedded Swift,
    /// which cannot print values by reflection.
    var callText: String {
        #if hasFeature(Embedded)
            switch self {
            case .number(let v): "number(\(v))"
            case .bool(let b): "bool(\(b))"
            case .point(let p): "point((\(p.x), \(p.y)))"
            case .vector(let v): "vector(\(v))"
            }
        #else
            "\(self)"
        #endif
    }
}
