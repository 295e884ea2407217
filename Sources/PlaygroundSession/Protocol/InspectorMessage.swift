import Dynamics
import DynamicsScenes

/// The inspector's messages: the scene's behaviors with their properties (`inspector`), one
/// item's material (`itemInspector`) and the answer to a `set` (`property`).
///
/// ```swift
/// let message = InspectorMessage.Property(InspectedProperty(name: "strength", value: .number(2)))
/// ```
public enum InspectorMessage {
    /// The `inspector` message, sent with every scene: every behavior, composites followed by
    /// their children; `set` addresses them by `index`.
    ///
    /// ```swift
    /// let list = InspectorMessage.List(behaviors: [])
    /// ```
    public struct List: Sendable, WireMessage {
        /// Always `"inspector"`.
        public var type = "inspector"
        /// The behaviors, in the scene's order.
        public var behaviors: [Behavior]

        /// Creates the message.
        ///
        /// ```swift
        /// let list = InspectorMessage.List(behaviors: [])
        /// ```
        public init(behaviors: [Behavior]) {
            self.behaviors = behaviors
        }
    }

    /// One behavior of the list.
    ///
    /// ```swift
    /// let entry = InspectorMessage.Behavior(index: 0, kind: "gravity", label: "gravity 1", items: [], active: true, properties: [])
    /// ```
    public struct Behavior: Sendable {
        /// Its index: what `set` takes as `behavior`.
        public var index: Int
        /// The scene `type`: `gravity`, `field`, ….
        public var kind: String
        /// Its name, or the kind and a number.
        public var label: String
        /// The items it acts on (the first 50 names).
        public var items: [String]
        /// How many items it acts on.
        public var itemCount: Int
        /// Whether it is in the animator now.
        public var active: Bool
        /// Its properties.
        public var properties: [Property]
        /// What the behavior does, in one line (`Glossary.behavior(_:)`).
        public var help: String?

        /// Creates an entry.
        ///
        /// ```swift
        /// let entry = InspectorMessage.Behavior(index: 0, kind: "snap", label: "snap", items: ["a"], active: true, properties: [])
        /// ```
        public init(
            index: Int, kind: String, label: String, items: [String], active: Bool, properties: [Property]
        ) {
            self.index = index
            self.kind = kind
            self.label = label
            self.items = Array(items.prefix(50))
            self.itemCount = items.count
            self.active = active
            self.properties = properties
        }
    }

    /// One property: `{"name":"strength","kind":"number","value":0.5,"domain":[-1e6,1e6],
    /// "typical":[0,25],"editable":true}`. Points, vectors and ranges are `[a, b]` (`null` for
    /// an unbounded end).
    ///
    /// ```swift
    /// let property = InspectorMessage.Property(InspectedProperty(name: "isAnchored", value: .bool(false)))
    /// ```
    public struct Property: Sendable {
        /// The name `set` takes.
        public var name: String
        /// `number`, `bool`, `point`, `vector` or `range`.
        public var kind: String
        /// The value now.
        public var value: WireOutValue
        /// What the library accepts (each component, for pairs).
        public var domain: [Double]?
        /// A slider's span.
        public var typical: [Double]?
        /// False for properties fixed at creation.
        public var editable: Bool
        /// Text for shown-only properties.
        public var text: String?
        /// Its unit as a person reads it (`pt`, `pt/s`, `Hz`, `rad`, `1 = 1000 pt/s²`), if it has one.
        public var unit: String?
        /// What it does, in one line.
        public var help: String?

        /// The wire form of an inspected property.
        ///
        /// ```swift
        /// let property = InspectorMessage.Property(run.inspect(noise)[1])
        /// ```
        public init(_ property: InspectedProperty) {
            name = property.name
            kind = property.value.kindName
            value = WireOutValue(property.value)
            domain = property.domain.map { [$0.lowerBound, $0.upperBound] }
            typical = property.typical.map { [$0.lowerBound, $0.upperBound] }
            editable = property.isEditable
            text = property.text
        }
    }

    /// The `itemInspector` message: an item's material as its item-property behaviors give it.
    ///
    /// ```swift
    /// let message = InspectorMessage.Item(item: 0, name: "ball", properties: [])
    /// ```
    public struct Item: Sendable, WireMessage {
        /// Always `"itemInspector"`.
        public var type = "itemInspector"
        /// The item's index in the frame.
        public var item: Int
        /// The item's name.
        public var name: String
        /// elasticity, friction, density, resistance, angularResistance, charge, isAnchored,
        /// allowsRotation.
        public var properties: [Property]

        /// Creates the message.
        ///
        /// ```swift
        /// let message = InspectorMessage.Item(item: 1, name: "square", properties: [])
        /// ```
        public init(item: Int, name: String, properties: [Property]) {
            self.item = item
            self.name = name
            self.properties = properties
        }
    }

    /// The `property` message, the answer to a `set`: the value the behavior holds now, and the
    /// library's error message if it refused the value (it kept the old one).
    ///
    /// ```swift
    /// let answer = InspectorMessage.Answer(behavior: 1, item: nil, property: "strength", value: .init(.number(2)), error: nil)
    /// ```
    public struct Answer: Sendable, WireMessage {
        /// Always `"property"`.
        public var type = "property"
        /// The behavior set, if a behavior.
        public var behavior: Int?
        /// The item set, if an item.
        public var item: Int?
        /// The property's name.
        public var property: String
        /// Its value now (the old one after a refusal).
        public var value: WireOutValue
        /// The library's message when it refused the value.
        public var error: String?
        /// Every property of the behavior or item as it is after the change (one change can move
        /// others: gravity's magnitude −1 turns its direction and angle).
        public var properties: [Property] = []

        /// Creates the answer.
        ///
        /// ```swift
        /// let answer = InspectorMessage.Answer(behavior: 0, item: nil, property: "magnitude", value: .init(.number(1)), error: nil)
        /// ```
        public init(behavior: Int?, item: Int?, property: String, value: WireOutValue, error: String?) {
            self.behavior = behavior
            self.item = item
            self.property = property
            self.value = value
            self.error = error
        }
    }
}

/// An ``InspectorValue`` as JSON: a number, a boolean or `[a, b]`; a non-finite number is `null`
/// (JSON has no infinity: an unbounded range end); a region is its readable description
/// (`"radius 100 pt"`).
///
/// ```swift
/// WireOutValue(.range(-.infinity, 5))   // encodes as [null, 5]
/// ```
public struct WireOutValue: Sendable {
    /// The value.
    public var value: InspectorValue

    /// Wraps a value.
    ///
    /// ```swift
    /// let wire = WireOutValue(.number(1))
    /// ```
    public init(_ value: InspectorValue) {
        self.value = value
    }
}

extension WireOutValue {
    /// The value as JSON: a number (`null` when not finite), a boolean, `[x, y]`, `[min, max]`
    /// (`null` for an open end), or a region's description.
    ///
    /// ```swift
    /// WireOutValue(.point(CGPoint(x: 1, y: 2))).wire.compactText   // [1,2]
    /// ```
    package var wire: JSONValue {
        switch value {
        case .number(let x): .finite(x)
        case .bool(let b): .bool(b)
        case .point(let p): .pair(Double(p.x), Double(p.y))
        case .vector(let v): .pair(Double(v.dx), Double(v.dy))
        case .range(let a, let b): .pair(a, b)
        case .region(let region): .string(region.readableDescription)
        }
    }
}

extension InspectorMessage.List {
    package var wire: JSONValue {
        .members([("type", .string(type)), ("behaviors", .array(behaviors.map { $0.wire }))])
    }
}

extension InspectorMessage.Behavior {
    var wire: JSONValue {
        .members([
            ("index", .number(Double(index))), ("kind", .string(kind)), ("label", .string(label)),
            ("items", .strings(items)), ("itemCount", .number(Double(itemCount))), ("active", .bool(active)),
            ("properties", .array(properties.map { $0.wire })), ("help", help.map(JSONValue.string)),
        ])
    }
}

extension InspectorMessage.Property {
    var wire: JSONValue {
        .members([
            ("name", .string(name)), ("kind", .string(kind)), ("value", value.wire),
            ("domain", domain.map { .array($0.map(JSONValue.finite)) }),
            ("typical", typical.map { .array($0.map(JSONValue.finite)) }), ("editable", .bool(editable)),
            ("text", text.map(JSONValue.string)), ("unit", unit.map(JSONValue.string)),
            ("help", help.map(JSONValue.string)),
        ])
    }
}

extension InspectorMessage.Item {
    package var wire: JSONValue {
        .members([
            ("type", .string(type)), ("item", .number(Double(item))), ("name", .string(name)),
            ("properties", .array(properties.map { $0.wire })),
        ])
    }
}

extension InspectorMessage.Answer {
    package var wire: JSONValue {
        .members([
            ("type", .string(type)), ("behavior", behavior.map { .number(Double($0)) }),
            ("item", item.map { .number(Double($0)) }), ("property", .string(property)),
            ("value", value.wire),
            ("error", error.map(JSONValue.string)), ("properties", .array(properties.map { $0.wire })),
        ])
    }
}
