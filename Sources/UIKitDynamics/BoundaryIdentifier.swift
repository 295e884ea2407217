import Foundation

/// Converts between UIKit's `NSCopying` boundary identifiers and the `AnyHashable` ones
/// ``CollisionBehavior`` keys its boundaries by.
///
/// The mapping makes equal objects equal keys and survives a round trip:
/// - `NSString` ⇄ `String` (so `"floor" as NSString` and `"floor"` name the same boundary; a
///   `String` comes back as an `NSString`),
/// - `NSNumber` ⇄ the Swift number it holds (`Double` for floating point, else `Int64` or
///   `UInt64`; `AnyHashable` unifies numeric types, so `NSNumber(value: 3)` matches `3`),
/// - any other `Hashable` value, `NSObject`s included (equality and hash are theirs), ⇄ itself,
/// - an identifier that is not `Hashable` is keyed by identity (a class) or by its
///   `String(reflecting:)` (a value) and comes back as the very same value,
/// - a `Hashable` Swift value that is not `NSCopying` (a Swift `enum`, …) comes back wrapped
///   in an `NSObject` that is `NSCopying` and whose `base` is the value.
enum BoundaryIdentifier {
    /// The `AnyHashable` key for an `NSCopying` identifier.
    static func key(for identifier: any NSCopying) -> AnyHashable {
        switch identifier {
        case let box as BoxedBoundaryIdentifier:
            return box.base
        case let string as NSString:
            return AnyHashable(String(string))
        case let number as NSNumber:
            return key(for: number)
        case let hashable as any Hashable:
            return AnyHashable(hashable)
        default:
            if type(of: identifier) is AnyClass {
                return AnyHashable(IdentityKey(identifier))
            }
            return AnyHashable(ReflectedKey(identifier))
        }
    }

    private static func key(for number: NSNumber) -> AnyHashable {
        switch String(cString: number.objCType) {
        case "f", "d":
            return AnyHashable(number.doubleValue)
        case "C", "S", "I", "L", "Q":
            return AnyHashable(number.uint64Value)
        default:
            return AnyHashable(number.int64Value)
        }
    }

    /// The `NSCopying` identifier a delegate receives for a key (`nil` stays `nil`: the
    /// reference-bounds boundary).
    static func identifier(for key: AnyHashable?) -> (any NSCopying)? {
        guard let key else { return nil }
        switch key.base {
        case let identity as IdentityKey:
            return identity.value
        case let reflected as ReflectedKey:
            return reflected.value
        case let string as String:
            return NSString(string: string)
        case let string as Substring:
            return NSString(string: String(string))
        case let value as Bool:
            return NSNumber(value: value)
        case let value as Int:
            return NSNumber(value: value)
        case let value as Int64:
            return NSNumber(value: value)
        case let value as UInt64:
            return NSNumber(value: value)
        case let value as Double:
            return NSNumber(value: value)
        case let value as any BinaryInteger:
            return Int64(exactly: value).map { NSNumber(value: $0) } ?? NSNumber(value: UInt64(value))
        case let value as any BinaryFloatingPoint:
            return NSNumber(value: Double(value))
        case let copying as any NSCopying:
            return copying
        default:
            return BoxedBoundaryIdentifier(key)
        }
    }

    /// Keys a non-`Hashable` class identifier by identity (and keeps it alive).
    struct IdentityKey: Hashable {
        let value: any NSCopying
        let id: ObjectIdentifier

        init(_ value: any NSCopying) {
            self.value = value
            id = ObjectIdentifier(value as AnyObject)
        }

        static func == (a: Self, b: Self) -> Bool { a.id == b.id }
        func hash(into hasher: inout Hasher) { hasher.combine(id) }
    }

    /// Keys a non-`Hashable` value identifier by its reflection.
    struct ReflectedKey: Hashable {
        let value: any NSCopying
        let text: String

        init(_ value: any NSCopying) {
            self.value = value
            text = String(reflecting: value)
        }

        static func == (a: Self, b: Self) -> Bool { a.text == b.text }
        func hash(into hasher: inout Hasher) { hasher.combine(text) }
    }
}

/// A `Hashable` Swift boundary identifier that is not `NSCopying` (a Swift `enum` case, a
/// `UUID`, …), as a ``UICollisionBehaviorDelegate`` receives it; `base` is the value.
/// Passed back to the `NSCopying` methods it names the same boundary.
///
/// ```swift
/// func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
///                        withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint) {
///     if (identifier as? BoxedBoundaryIdentifier)?.base == AnyHashable(Wall.left) { … }
/// }
/// ```
public final class BoxedBoundaryIdentifier: NSObject, NSCopying {
    /// The identifier the boundary was added with.
    ///
    /// ```swift
    /// let wall = (identifier as? BoxedBoundaryIdentifier)?.base as? Wall
    /// ```
    public let base: AnyHashable

    init(_ base: AnyHashable) {
        self.base = base
        super.init()
    }

    /// Returns itself: the box is immutable.
    ///
    /// ```swift
    /// let same = box.copy() as! BoxedBoundaryIdentifier
    /// ```
    public func copy(with zone: NSZone? = nil) -> Any { self }

    /// Whether `object` is a box holding an equal identifier.
    ///
    /// ```swift
    /// box.isEqual(otherBox)
    /// ```
    public override func isEqual(_ object: Any?) -> Bool {
        (object as? BoxedBoundaryIdentifier)?.base == base
    }

    /// The identifier's hash.
    ///
    /// ```swift
    /// let table: Set<BoxedBoundaryIdentifier> = [box]
    /// ```
    public override var hash: Int { base.hashValue }

    /// The identifier's description.
    ///
    /// ```swift
    /// print(box)   // left
    /// ```
    public override var description: String { "\(base)" }
}
