/// Reading the fields every behavior case shares.
extension BehaviorDescription {
    /// The JSON `type` of the case: `gravity`, `collision`, `itemProperties`, `attachment`, `snap`,
    /// `push`, `field`, `composite`.
    ///
    /// ```swift
    /// BehaviorDescription.gravity(GravityDescription(items: ["a"])).kindName   // "gravity"
    /// ```
    public var kindName: String {
        switch self {
        case .gravity: "gravity"
        case .collision: "collision"
        case .itemProperties: "itemProperties"
        case .attachment: "attachment"
        case .snap: "snap"
        case .push: "push"
        case .field: "field"
        case .composite: "composite"
        }
    }

    /// The behavior's name, if it has one.
    ///
    /// ```swift
    /// BehaviorDescription.gravity(GravityDescription(name: "g", items: ["a"])).name   // "g"
    /// ```
    public var name: String? {
        switch self {
        case .gravity(let d): d.name
        case .collision(let d): d.name
        case .itemProperties(let d): d.name
        case .attachment(let d): d.name
        case .snap(let d): d.name
        case .push(let d): d.name
        case .field(let d): d.name
        case .composite(let d): d.name
        }
    }

    /// Whether the behavior is added when the scene starts (`startsActive`, default true).
    ///
    /// ```swift
    /// BehaviorDescription.snap(SnapDescription(item: "a", snapPoint: .zero)).startsActive   // true
    /// ```
    public var startsActive: Bool {
        switch self {
        case .gravity(let d): d.startsActive ?? true
        case .collision(let d): d.startsActive ?? true
        case .itemProperties(let d): d.startsActive ?? true
        case .attachment(let d): d.startsActive ?? true
        case .snap(let d): d.startsActive ?? true
        case .push(let d): d.startsActive ?? true
        case .field(let d): d.startsActive ?? true
        case .composite(let d): d.startsActive ?? true
        }
    }

    /// The items (and groups) the behavior names directly, children not included.
    ///
    /// ```swift
    /// BehaviorDescription.attachment(AttachmentDescription(kind: .items, itemA: "a", itemB: "b")).itemNames   // ["a", "b"]
    /// ```
    public var itemNames: [String] {
        switch self {
        case .gravity(let d): d.items
        case .collision(let d): d.items
        case .itemProperties(let d): d.items
        case .attachment(let d): [d.itemA] + (d.itemB.map { [$0] } ?? [])
        case .snap(let d): [d.item]
        case .push(let d): d.items
        case .field(let d): d.items
        case .composite: []
        }
    }
}
