import Dynamics

/// A property value as an inspector shows and edits it: a script value, or an attachment range
/// (which scripts cannot set).
///
/// ```swift
/// let value = InspectorValue.number(0.5)
/// value.scriptValue   // .number(0.5)
/// ```
public enum InspectorValue: Hashable, Sendable {
    /// A number (CGFloat properties).
    case number(Double)
    /// A flag.
    case bool(Bool)
    /// A point in reference coordinates.
    case point(CGPoint)
    /// A vector (directions).
    case vector(CGVector)
    /// A closed range: an attachment's `attachmentRange` (±∞ means no limit).
    case range(Double, Double)
    /// A field's region.
    case region(Region)

    /// The same value as a ``ScriptValue``, if a script could set it.
    ///
    /// ```swift
    /// InspectorValue.bool(true).scriptValue   // .bool(true)
    /// ```
    public var scriptValue: ScriptValue? {
        switch self {
        case .number(let v): .number(v)
        case .bool(let b): .bool(b)
        case .point(let p): .point(p)
        case .vector(let v): .vector(v)
        case .range, .region: nil
        }
    }

    /// A script value as the inspector shows it.
    ///
    /// ```swift
    /// InspectorValue(ScriptValue.number(0.9))   // .number(0.9)
    /// ```
    public init(_ value: ScriptValue) {
        switch value {
        case .number(let v): self = .number(v)
        case .bool(let b): self = .bool(b)
        case .point(let p): self = .point(p)
        case .vector(let v): self = .vector(v)
        }
    }

    /// The kind's name: `number`, `bool`, `point`, `vector`, `range` or `region`.
    ///
    /// ```swift
    /// InspectorValue.range(-1, 1).kindName   // "range"
    /// ```
    public var kindName: String {
        switch self {
        case .number: "number"
        case .bool: "bool"
        case .point: "point"
        case .vector: "vector"
        case .range: "range"
        case .region: "region"
        }
    }
}

/// One property of a behavior as an inspector lists it: its current value, the interval the
/// library accepts and a smaller interval a slider can span.
///
/// ```swift
/// for property in run.inspect(run.behavior(named: "noise")!) {
///     print(property.name, property.value, property.domain as Any)
/// }
/// ```
public struct InspectedProperty: Equatable, Sendable {
    /// The property's name, as `set` takes it (`strength`, `isAnchored`, …).
    public var name: String
    /// The value now.
    public var value: InspectorValue
    /// The values (or components) the library accepts (`NumericDomain`), for numbers, points,
    /// vectors and ranges.
    public var domain: NumericDomain.Interval?
    /// A range for a slider: the values people usually try (the domain still applies).
    public var typical: NumericDomain.Interval?
    /// False for properties fixed at creation (a push's `mode`): shown, not edited.
    public var isEditable: Bool
    /// Text for a property that is shown as text (`mode`, `region`).
    public var text: String?

    /// Creates a property entry.
    ///
    /// ```swift
    /// let strength = InspectedProperty(name: "strength", value: .number(0.5), domain: .fieldStrength)
    /// ```
    public init(
        name: String, value: InspectorValue, domain: NumericDomain.Interval? = nil,
        typical: NumericDomain.Interval? = nil, isEditable: Bool = true, text: String? = nil
    ) {
        self.name = name
        self.value = value
        self.domain = domain
        self.typical = typical
        self.isEditable = isEditable
        self.text = text
    }
}
