/// A scene type written as a JSON object with fixed keys, described once: ``form(_:)`` lists
/// its keys in order, each with the property it fills, whether it is required and, for a number
/// or an item's name, its ``FieldDomain``. The same list reads the type (``JSONFormReading``),
/// writes it (``JSONFormWriting``), checks its values (the validator is a pass too:
/// `SceneValidator+Form.swift`) and names the keys the unknown-key check and its "did you mean"
/// suggestions know (every key a read asks about is logged, present or not).
///
/// ```swift
/// extension SnapDescription: JSONObjectForm {
///     static var blank: Self { SnapDescription(item: "", snapPoint: .zero) }
///     mutating func form<Pass: JSONFormPass>(_ pass: inout Pass) throws(SceneProblem) {
///         try pass.optional("name", &name)
///         try pass.required("item", &item)
///         try pass.required("snapPoint", &snapPoint, .finite(.coordinate))
///         try pass.optional("damping", &damping, .nonNegative(.damping))
///         try pass.optional("startsActive", &startsActive)
///     }
/// }
/// ```
protocol JSONObjectForm: JSONReadable, JSONWritable {
    /// The value a read starts from: a key that may be absent leaves its property as it is here.
    static var blank: Self { get }

    /// Passes every key with its property, in the order they are read and written. A key asked
    /// for earlier is read earlier, so a document with two problems reports the first key's.
    mutating func form<Pass: JSONFormPass>(_ pass: inout Pass) throws(SceneProblem)
}

extension JSONObjectForm {
    init(json: JSONReader) throws(SceneProblem) {
        var pass = JSONFormReading(object: try json.object())
        self = Self.blank
        try form(&pass)
    }

    var json: JSONValue {
        var pass = JSONFormWriting()
        var copy = self
        // Writing throws nothing; `form` is declared throwing for the reading pass.
        do { try copy.form(&pass) } catch {}
        return pass.object.json
    }
}

/// One way through a ``JSONObjectForm``'s keys: reading them into the properties, or writing the
/// properties out.
protocol JSONFormPass {
    /// A key that must be present and not `null`.
    mutating func required<V: JSONReadable & JSONWritable>(_ key: String, _ value: inout V)
        throws(SceneProblem)
    /// A key that may be absent or `null` (read as `nil`); a `nil` property is left out when written.
    mutating func optional<V: JSONReadable & JSONWritable>(_ key: String, _ value: inout V?)
        throws(SceneProblem)
    /// A key that may be absent or `null` (the property keeps its default); always written.
    mutating func defaulted<V: JSONReadable & JSONWritable>(_ key: String, _ value: inout V)
        throws(SceneProblem)

    /// ``required(_:_:)`` of a value that lies in `domain`.
    mutating func required<V: JSONReadable & JSONWritable & DomainChecked>(
        _ key: String, _ value: inout V, _ domain: FieldDomain) throws(SceneProblem)
    /// ``optional(_:_:)`` of a value that lies in `domain`.
    mutating func optional<V: JSONReadable & JSONWritable & DomainChecked>(
        _ key: String, _ value: inout V?, _ domain: FieldDomain) throws(SceneProblem)
    /// ``defaulted(_:_:)`` of a value that lies in `domain`.
    mutating func defaulted<V: JSONReadable & JSONWritable & DomainChecked>(
        _ key: String, _ value: inout V, _ domain: FieldDomain) throws(SceneProblem)
}

/// Reading and writing pass a value's domain by: only the validator checks it.
extension JSONFormPass {
    mutating func required<V: JSONReadable & JSONWritable & DomainChecked>(
        _ key: String, _ value: inout V, _ domain: FieldDomain
    ) throws(SceneProblem) { try required(key, &value) }

    mutating func optional<V: JSONReadable & JSONWritable & DomainChecked>(
        _ key: String, _ value: inout V?, _ domain: FieldDomain
    ) throws(SceneProblem) { try optional(key, &value) }

    mutating func defaulted<V: JSONReadable & JSONWritable & DomainChecked>(
        _ key: String, _ value: inout V, _ domain: FieldDomain
    ) throws(SceneProblem) { try defaulted(key, &value) }
}

/// Reads each key of a ``JSONObjectForm`` from an object of the document.
struct JSONFormReading: JSONFormPass {
    let object: JSONObjectReader

    mutating func required<V: JSONReadable & JSONWritable>(_ key: String, _ value: inout V)
        throws(SceneProblem)
    {
        value = try object.required(key)
    }

    mutating func optional<V: JSONReadable & JSONWritable>(_ key: String, _ value: inout V?)
        throws(SceneProblem)
    {
        value = try object.optional(key)
    }

    mutating func defaulted<V: JSONReadable & JSONWritable>(_ key: String, _ value: inout V)
        throws(SceneProblem)
    {
        if let read = try object.optional(key, V.self) { value = read }
    }
}

/// Writes each key of a ``JSONObjectForm`` into a JSON object.
struct JSONFormWriting: JSONFormPass {
    var object = JSONObjectWriter()

    mutating func required<V: JSONReadable & JSONWritable>(_ key: String, _ value: inout V) {
        object.set(key, value)
    }

    mutating func optional<V: JSONReadable & JSONWritable>(_ key: String, _ value: inout V?) {
        object.set(key, value)
    }

    mutating func defaulted<V: JSONReadable & JSONWritable>(_ key: String, _ value: inout V) {
        object.set(key, value)
    }
}

/// An object whose keys are names (a push's target offsets by item): written in key order.
extension Dictionary: JSONReadable where Key == String, Value: JSONReadable {
    init(json: JSONReader) throws(SceneProblem) {
        let object = try json.object()
        self.init()
        for key in object.keys { self[key] = try object.required(key, Value.self) }
    }
}

extension Dictionary: JSONWritable where Key == String, Value: JSONWritable {
    var json: JSONValue { .object(sorted { $0.key < $1.key }.map { ($0.key, $0.value.json) }) }
}
