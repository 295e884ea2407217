// How error messages and descriptions name objects. The full toolchain asks the runtime for type
// names and descriptions; Embedded Swift has no reflection, so there an item is named by its
// address and a behavior by the nearest built-in class it is.

#if hasFeature(Embedded)
    /// How Embedded Swift names items it cannot ask: a module whose items have names installs it
    /// (DynamicsScenes names its scene items), once, before any message is made.
    package nonisolated(unsafe) var itemNamer: ((any DynamicItem) -> String?)?
#endif

/// Describes an item for error messages: its own description if it has one, else its type.
func describe(_ item: any DynamicItem) -> String {
    #if hasFeature(Embedded)
        if let name = itemNamer?(item) { return "<\(name)>" }
        return "<item 0x" + String(UInt(bitPattern: ObjectIdentifier(item: item)), radix: 16) + ">"
    #else
        if let custom = item as? any CustomStringConvertible {
            let text = custom.description
            return text.hasPrefix("<") ? text : "<\(text)>"
        }
        return "<\(type(of: item)) \(ObjectIdentifier(item: item).hashValue & 0xFFFF)>"
    #endif
}

extension DynamicBehavior {
    /// The behavior's class name, as errors and descriptions show it.
    package var typeName: String {
        #if hasFeature(Embedded)
            switch self {
            case is GravityBehavior: "GravityBehavior"
            case is CollisionBehavior: "CollisionBehavior"
            case is DynamicItemBehavior: "DynamicItemBehavior"
            case is PushBehavior: "PushBehavior"
            case is FieldBehavior: "FieldBehavior"
            case is SnapBehavior: "SnapBehavior"
            case is AttachmentBehavior: "AttachmentBehavior"
            default: "DynamicBehavior"
            }
        #else
            String(describing: type(of: self))
        #endif
    }
}

extension DynamicAnimator {
    /// The animator's class name, as its description shows it.
    var typeName: String {
        #if hasFeature(Embedded)
            "DynamicAnimator"
        #else
            String(describing: type(of: self))
        #endif
    }
}

extension CollisionBehavior {
    /// A boundary identifier as text (the debug overlay's label).
    static func text(of identifier: BoundaryIdentifier) -> String {
        #if hasFeature(Embedded)
            identifier
        #else
            String(describing: identifier.base)
        #endif
    }
}
