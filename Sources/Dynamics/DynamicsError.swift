/// An input the dynamics system refused, with a message that names the thing and the value.
///
/// swift-dynamics never lets a non-finite number, a zero size or a broken path into the world.
/// Calls that mirror UIKit and cannot throw (property setters, `addBehavior(_:)`) keep the
/// previous value or leave the offending item out, and *report* the error (see
/// ``DynamicsDiagnostics``); everything else in the world keeps working. Calls that can throw
/// (``DynamicAnimator/validate(_:)``, ``BezierPath/convexPolygons()``) throw it.
///
/// ```swift
/// let gravity = GravityBehavior(items: [view])
/// gravity.magnitude = .nan   // refused: reported as
/// // "GravityBehavior.magnitude: nan is not finite; kept 1"
/// ```
public struct DynamicsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The kind of problem.
    public enum Code: String, Sendable, Equatable {
        /// A NaN or infinite number.
        case nonFiniteValue
        /// A zero, negative or non-finite width or height.
        case invalidSize
        /// An empty, degenerate or self-intersecting path.
        case invalidPath
        /// A negative density or another value outside its valid range.
        case outOfRange
        /// An item that is not part of the animator's reference system (a view outside the
        /// reference view, a view in a layout's animator, layout attributes in a view's).
        case itemOutsideReference
        /// A behavior used in a way UIKit forbids (added twice, a group in a group, …).
        case invalidUse
        /// A key that key-value coding does not know (UIKit raises `NSUnknownKeyException`).
        case unknownKey
        /// A snapshot that does not fit the animator it is restored into (another animator's, or
        /// items or behaviors added or removed since it was taken).
        case snapshotMismatch
    }

    /// The kind of problem.
    public let code: Code
    /// What was wrong, naming the item or property and the value.
    public let message: String

    /// Creates an error.
    ///
    /// ```swift
    /// throw DynamicsError(.invalidSize, "item <Card #3>: size (0.0, 40.0) must be positive")
    /// ```
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }
}

/// A receiver of reported errors, bound with ``DynamicsDiagnostics/handler``.
///
/// (A struct rather than a bare closure: Swift 6.3.1 miscompiles task-locals of optional closure
/// type in release builds.)
///
/// ```swift
/// let handler = DynamicsErrorHandler { error in print("refused:", error) }
/// ```
public struct DynamicsErrorHandler: Sendable {
    /// The closure that receives each error.
    public let handle: @Sendable (DynamicsError) -> Void

    /// Creates a handler.
    public init(_ handle: @escaping @Sendable (DynamicsError) -> Void) {
        self.handle = handle
    }
}
