// Provisional: the JSON coding of the enums lands with the scene format (issue 6).
extension ItemShape: Codable {
    public init(from decoder: any Decoder) throws { fatalError("not yet") }
    public func encode(to encoder: any Encoder) throws { fatalError("not yet") }
}
extension BehaviorDescription: Codable {
    public init(from decoder: any Decoder) throws { fatalError("not yet") }
    public func encode(to encoder: any Encoder) throws { fatalError("not yet") }
}
extension RegionDescription: Codable {
    public init(from decoder: any Decoder) throws { fatalError("not yet") }
    public func encode(to encoder: any Encoder) throws { fatalError("not yet") }
}
extension ScriptAction: Codable {
    public init(from decoder: any Decoder) throws { fatalError("not yet") }
    public func encode(to encoder: any Encoder) throws { fatalError("not yet") }
}
extension ScriptValue: Codable {
    public init(from decoder: any Decoder) throws { fatalError("not yet") }
    public func encode(to encoder: any Encoder) throws { fatalError("not yet") }
}
