// Identifiers that are type-erased where the full toolchain can erase them (`AnyHashable`, so any
// hashable value works, as `NSCopying` identifiers do in UIKit) and strings in Embedded Swift,
// which has no `AnyHashable`.

extension CollisionBehavior {
    /// What names a boundary: any hashable value (UIKit's identifiers are `NSCopying`); a
    /// `String` in Embedded Swift.
    ///
    /// ```swift
    /// collision.addBoundary(withIdentifier: "floor", from: CGPoint(x: 0, y: 400), to: CGPoint(x: 320, y: 400))
    /// ```
    #if hasFeature(Embedded)
        public typealias BoundaryIdentifier = String
    #else
        public typealias BoundaryIdentifier = AnyHashable
    #endif
}

extension ItemKey {
    /// The key of an element a collection view layout's item describes.
    #if hasFeature(Embedded)
        package typealias Element = String
    #else
        package typealias Element = AnyHashable
    #endif
}

extension ObjectIdentifier {
    /// An item's identity. Embedded Swift's `ObjectIdentifier` takes only a concrete class, and
    /// cannot open `any DynamicItem`; there the identity is the object pointer that a class-bound
    /// existential holds in its first word (the Swift ABI's layout).
    package init(item: any DynamicItem) {
        #if hasFeature(Embedded)
            self = withUnsafeBytes(of: item) {
                unsafeBitCast($0.load(as: UnsafeRawPointer.self), to: ObjectIdentifier.self)
            }
        #else
            self.init(item)
        #endif
    }
}
