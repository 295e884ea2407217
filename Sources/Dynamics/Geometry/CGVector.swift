#if !canImport(CoreGraphics)
    /// A two-dimensional vector, as CoreGraphics defines it (Linux Foundation has none).
    ///
    /// UIKit Dynamics uses vectors for forces, gravity directions and pushes.
    ///
    /// ```swift
    /// let down = CGVector(dx: 0, dy: 1)
    /// gravity.gravityDirection = down
    /// ```
    public struct CGVector: Equatable, Hashable, Sendable, CustomStringConvertible {
        /// The x component.
        ///
        /// ```swift
        /// CGVector(dx: 3, dy: 4).dx  // 3.0
        /// ```
        public var dx: CGFloat
        /// The y component (down on screen).
        ///
        /// ```swift
        /// CGVector(dx: 3, dy: 4).dy  // 4.0
        /// ```
        public var dy: CGFloat

        /// Creates the zero vector.
        ///
        /// ```swift
        /// CGVector() == .zero  // true
        /// ```
        public init() {
            dx = 0
            dy = 0
        }

        /// Creates a vector from `CGFloat` components.
        ///
        /// ```swift
        /// let v = CGVector(dx: CGFloat(1.5), dy: CGFloat(-2))
        /// ```
        public init(dx: CGFloat, dy: CGFloat) {
            self.dx = dx
            self.dy = dy
        }

        /// Creates a vector from `Double` (or `Float`) components.
        ///
        /// ```swift
        /// let v = CGVector(dx: 0.5, dy: 1.0)
        /// ```
        public init<Component: BinaryFloatingPoint>(dx: Component, dy: Component) {
            self.dx = CGFloat(dx)
            self.dy = CGFloat(dy)
        }

        /// Creates a vector from `Int` components.
        ///
        /// ```swift
        /// let n = 3
        /// let v = CGVector(dx: n, dy: 0)
        /// ```
        public init(dx: Int, dy: Int) {
            self.dx = CGFloat(dx)
            self.dy = CGFloat(dy)
        }

        /// The vector `(0, 0)`.
        ///
        /// ```swift
        /// push.pushDirection = .zero
        /// ```
        public static let zero = CGVector()

        /// `CGVector(dx: 1.0, dy: 2.0)`.
        ///
        /// ```swift
        /// print(CGVector(dx: 1, dy: 2))  // CGVector(dx: 1.0, dy: 2.0)
        /// ```
        public var description: String { "CGVector(dx: \(dx), dy: \(dy))" }
    }
#endif
