import Dynamics

/// The values a scene field may hold, named once beside the field's key in its type's
/// ``JSONObjectForm`` and checked by the validator, which walks every description's form
/// (`SceneValidator+Form.swift`). A number's check looks at its own finiteness and sign first,
/// with the message for that, then at every component against the interval: the same
/// ``NumericDomain`` interval the `Dynamics` API enforces, so a scene that validates never hands
/// the engine a number it refuses. A name's check looks it up among the scene's items.
///
/// ```swift
/// try pass.optional("elasticity", &elasticity, .nonNegative(.elasticity))
/// // validate(): behaviors[0].elasticity: -1 must be finite and >= 0
/// try pass.required("items", &items, .itemNames)
/// // validate(): behaviors[0].items[1]: unknown item "ghost"
/// ```
enum FieldDomain {
    /// Finite, then in the interval.
    case finite(NumericDomain.Interval)
    /// Finite and >= 0 (a size: each side), then in the interval.
    case nonNegative(NumericDomain.Interval)
    /// Finite and > 0 (a size or a rectangle: each side), then in the interval.
    case positive(NumericDomain.Interval)
    /// The name of one of the scene's items or groups, not of a group's member; in a list, each
    /// once.
    case itemNames

    /// The interval every component of a number must lie in; `nil` for ``itemNames``, which a
    /// number never has (the validator's test of every number would fail).
    var interval: NumericDomain.Interval? {
        switch self {
        case .finite(let interval), .nonNegative(let interval), .positive(let interval): interval
        case .itemNames: nil
        }
    }
}

/// A field's value that a ``FieldDomain`` bounds: a number or several, or names of items.
protocol DomainChecked {
    /// Records a problem at `path` with `validator` unless this value lies in `domain`. The path
    /// is built only for a problem.
    func check(_ domain: FieldDomain, _ path: () -> String, _ validator: inout SceneValidator)
}

/// A reference to an item or group (`item`, `itemA`).
extension String: DomainChecked {
    func check(_ domain: FieldDomain, _ path: () -> String, _ validator: inout SceneValidator) {
        if case .itemNames = domain { validator.checkItemReference(self, path()) }
    }
}

/// References to items or groups (`items`), each named once.
extension Array: DomainChecked where Element == String {
    func check(_ domain: FieldDomain, _ path: () -> String, _ validator: inout SceneValidator) {
        if case .itemNames = domain { validator.checkItemReferences(self, path()) }
    }
}

extension Double: DomainChecked {
    func check(_ domain: FieldDomain, _ path: () -> String, _ validator: inout SceneValidator) {
        switch domain {
        case .itemNames: break
        case .finite(let interval): validator.finite(self, in: interval, path())
        case .nonNegative(let interval): validator.nonNegative(self, in: interval, path())
        case .positive(let interval):
            if isFinite && self > 0 {
                validator.within(self, interval, path())
            } else {
                validator.problem(path(), "\(show(self)) must be finite and > 0")
            }
        }
    }
}

/// A value of two numbers checked alike, whatever their sign: a point, a vector or an offset.
protocol NumberPair: DomainChecked {
    /// The two numbers, in the order they are written.
    var numbers: (CGFloat, CGFloat) { get }
    /// What each is called in a problem's path (`.x`, `.y`).
    static var names: (first: String, second: String) { get }
    /// The value as a problem shows it.
    var shown: String { get }
}

extension NumberPair {
    func check(_ domain: FieldDomain, _ path: () -> String, _ validator: inout SceneValidator) {
        if let interval = domain.interval { validator.within(self, interval, path()) }
    }
}

extension CGPoint: NumberPair {
    var numbers: (CGFloat, CGFloat) { (x, y) }
    static var names: (first: String, second: String) { (".x", ".y") }
    var shown: String { show(self) }
}

extension CGVector: NumberPair {
    var numbers: (CGFloat, CGFloat) { (dx, dy) }
    static var names: (first: String, second: String) { (".dx", ".dy") }
    var shown: String { show(self) }
}

extension Offset: NumberPair {
    var numbers: (CGFloat, CGFloat) { (horizontal, vertical) }
    static var names: (first: String, second: String) { (".horizontal", ".vertical") }
    var shown: String { show(self) }
}

/// Each side lies in the interval whatever its sign (`insets.top`, …).
extension EdgeInsets: DomainChecked {
    func check(_ domain: FieldDomain, _ path: () -> String, _ validator: inout SceneValidator) {
        guard let interval = domain.interval else { return }
        guard top.isFinite && left.isFinite && bottom.isFinite && right.isFinite else {
            return validator.problem(
                path(),
                "(top \(show(top)), left \(show(left)), bottom \(show(bottom)), right \(show(right))) is not finite"
            )
        }
        validator.within(top, interval, path() + ".top")
        validator.within(left, interval, path() + ".left")
        validator.within(bottom, interval, path() + ".bottom")
        validator.within(right, interval, path() + ".right")
    }
}

/// A size's sign is checked for the whole size (`.positive`: each side > 0, named; `.nonNegative`:
/// both >= 0), then each side against the interval (`size.width`, `size.height`).
extension CGSize: DomainChecked {
    func check(_ domain: FieldDomain, _ path: () -> String, _ validator: inout SceneValidator) {
        guard let interval = domain.interval else { return }
        switch domain {
        case .itemNames: return
        case .finite:
            if !(width.isFinite && height.isFinite) {
                return validator.problem(path(), "\(show(self)) is not finite")
            }
        case .nonNegative:
            if !(width.isFinite && height.isFinite && width >= 0 && height >= 0) {
                return validator.problem(path(), "\(show(self)) must be finite and >= 0")
            }
        case .positive:
            if !(width.isFinite && height.isFinite) {
                return validator.problem(path(), "\(show(self)) is not finite")
            } else if !(width > 0) {
                return validator.problem(path(), "width \(show(width)) must be > 0")
            } else if !(height > 0) {
                return validator.problem(path(), "height \(show(height)) must be > 0")
            }
        }
        validator.within(width, interval, path() + ".width")
        validator.within(height, interval, path() + ".height")
    }
}

/// A rectangle is one value: one problem for the whole of it, `.positive` asking for a width and
/// height > 0, and each edge (not the size) in the interval.
extension CGRect: DomainChecked {
    func check(_ domain: FieldDomain, _ path: () -> String, _ validator: inout SceneValidator) {
        guard let interval = domain.interval else { return }
        if !(origin.x.isFinite && origin.y.isFinite && width.isFinite && height.isFinite) {
            validator.problem(path(), "\(show(self)) is not finite")
        } else if case .positive = domain, !(width > 0 && height > 0) {
            validator.problem(path(), "\(show(self)) must have a width and height > 0")
        } else if case .nonNegative = domain, !(width >= 0 && height >= 0) {
            validator.problem(path(), "\(show(self)) must have a width and height >= 0")
        } else if ![minX, maxX, minY, maxY].allSatisfy({ interval.contains(Double($0)) }) {
            validator.problem(path(), "\(show(self)) has an edge outside \(interval)")
        }
    }
}
