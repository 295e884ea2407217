// The geometry types UIKit's API is written in, for platforms without Foundation (Embedded Swift):
// the same names, fields, initialisers and semantics as Foundation's on Linux, so code written
// against the library compiles unchanged in both. Where Foundation exists, its types are used
// instead (Foundation.swift) and none of this is compiled.
//
// `CGFloat` is `Double` here (Foundation's is a distinct 64-bit struct): every value and operation
// is the same, only overloads on both (`f(_: CGFloat)` beside `f(_: Double)`) cannot exist.
#if !canImport(Foundation)
    /// A floating-point value in the geometry types: `Double` where Foundation is absent.
    ///
    /// ```swift
    /// let side: CGFloat = 100
    /// ```
    public typealias CGFloat = Double

    /// A time in seconds, as Foundation defines it.
    ///
    /// ```swift
    /// let frame: TimeInterval = 1.0 / 60
    /// ```
    public typealias TimeInterval = Double

    /// A point: Foundation's `CGPoint` for platforms without Foundation.
    ///
    /// ```swift
    /// let center = CGPoint(x: 160, y: 240)
    /// ```
    public struct CGPoint: Hashable, Sendable {
        /// The x coordinate (right on screen).
        ///
        /// ```swift
        /// CGPoint(x: 3, y: 4).x  // 3.0
        /// ```
        public var x: CGFloat
        /// The y coordinate (down on screen).
        ///
        /// ```swift
        /// CGPoint(x: 3, y: 4).y  // 4.0
        /// ```
        public var y: CGFloat

        /// The origin, (0, 0).
        ///
        /// ```swift
        /// CGPoint() == .zero  // true
        /// ```
        public init() {
            x = 0
            y = 0
        }

        /// A point from its coordinates.
        ///
        /// ```swift
        /// let p = CGPoint(x: 1.5, y: -2)
        /// ```
        public init(x: CGFloat, y: CGFloat) {
            self.x = x
            self.y = y
        }

        /// A point from integer coordinates.
        ///
        /// ```swift
        /// let column = 3
        /// let p = CGPoint(x: column * 40, y: 0)
        /// ```
        public init(x: Int, y: Int) {
            self.init(x: CGFloat(x), y: CGFloat(y))
        }

        /// The origin, (0, 0).
        ///
        /// ```swift
        /// var p = CGPoint.zero
        /// ```
        public static let zero = CGPoint()
    }

    /// A size: Foundation's `CGSize` for platforms without Foundation.
    ///
    /// ```swift
    /// let card = CGSize(width: 100, height: 60)
    /// ```
    public struct CGSize: Hashable, Sendable {
        /// The width (may be negative, as in Foundation).
        ///
        /// ```swift
        /// CGSize(width: 100, height: 60).width  // 100.0
        /// ```
        public var width: CGFloat
        /// The height (may be negative, as in Foundation).
        ///
        /// ```swift
        /// CGSize(width: 100, height: 60).height  // 60.0
        /// ```
        public var height: CGFloat

        /// The zero size.
        ///
        /// ```swift
        /// CGSize() == .zero  // true
        /// ```
        public init() {
            width = 0
            height = 0
        }

        /// A size from its width and height.
        ///
        /// ```swift
        /// let s = CGSize(width: 100, height: 60)
        /// ```
        public init(width: CGFloat, height: CGFloat) {
            self.width = width
            self.height = height
        }

        /// A size from integer sides.
        ///
        /// ```swift
        /// let n = 4
        /// let s = CGSize(width: n * 10, height: 10)
        /// ```
        public init(width: Int, height: Int) {
            self.init(width: CGFloat(width), height: CGFloat(height))
        }

        /// The zero size.
        ///
        /// ```swift
        /// var s = CGSize.zero
        /// ```
        public static let zero = CGSize()
    }

    /// A rectangle: Foundation's `CGRect` for platforms without Foundation, with its rules for
    /// negative sizes (every edge accessor works on the standardized rectangle), the null rectangle
    /// (the empty result of `intersection`, the identity of `union`) and the infinite one.
    ///
    /// ```swift
    /// let screen = CGRect(x: 0, y: 0, width: 320, height: 480)
    /// screen.contains(CGPoint(x: 160, y: 240))  // true
    /// ```
    public struct CGRect: Hashable, Sendable {
        /// The corner the size extends from (the top left when the size is positive).
        ///
        /// ```swift
        /// CGRect(x: 10, y: 20, width: 30, height: 40).origin  // (10, 20)
        /// ```
        public var origin: CGPoint
        /// The extent from `origin` (may be negative).
        ///
        /// ```swift
        /// CGRect(x: 10, y: 20, width: 30, height: 40).size  // 30 × 40
        /// ```
        public var size: CGSize

        /// The zero rectangle at the origin.
        ///
        /// ```swift
        /// CGRect() == .zero  // true
        /// ```
        public init() {
            origin = .zero
            size = .zero
        }

        /// A rectangle from its origin and size.
        ///
        /// ```swift
        /// let r = CGRect(origin: .zero, size: CGSize(width: 320, height: 480))
        /// ```
        public init(origin: CGPoint, size: CGSize) {
            self.origin = origin
            self.size = size
        }

        /// A rectangle from its origin's coordinates and its size.
        ///
        /// ```swift
        /// let r = CGRect(x: 0, y: 0, width: 320, height: 480)
        /// ```
        public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
            self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
        }

        /// A rectangle from integer coordinates and size.
        ///
        /// ```swift
        /// let row = 2
        /// let r = CGRect(x: 0, y: row * 44, width: 320, height: 44)
        /// ```
        public init(x: Int, y: Int, width: Int, height: Int) {
            self.init(x: CGFloat(x), y: CGFloat(y), width: CGFloat(width), height: CGFloat(height))
        }

        /// The zero rectangle at the origin.
        ///
        /// ```swift
        /// CGRect.zero.isEmpty  // true
        /// ```
        public static let zero = CGRect()

        /// The null rectangle: what `intersection` returns for disjoint rectangles; `union` with it
        /// returns the other rectangle.
        ///
        /// ```swift
        /// CGRect.null.isNull  // true
        /// ```
        public static let null = CGRect(x: .infinity, y: .infinity, width: 0, height: 0)

        /// The rectangle that contains every point.
        ///
        /// ```swift
        /// CGRect.infinite.contains(CGPoint(x: 1e300, y: -1e300))  // true
        /// ```
        public static let infinite = CGRect(
            x: -.greatestFiniteMagnitude / 2, y: -.greatestFiniteMagnitude / 2,
            width: .greatestFiniteMagnitude,
            height: .greatestFiniteMagnitude)

        /// Whether this is the null rectangle.
        ///
        /// ```swift
        /// CGRect(x: 0, y: 0, width: 1, height: 1).intersection(CGRect(x: 5, y: 5, width: 1, height: 1)).isNull  // true
        /// ```
        public var isNull: Bool { origin.x == .infinity || origin.y == .infinity }

        /// Whether this is the infinite rectangle.
        ///
        /// ```swift
        /// CGRect.infinite.isInfinite  // true
        /// ```
        public var isInfinite: Bool { self == .infinite }

        /// Whether the rectangle has no area (zero width or height), or is null.
        ///
        /// ```swift
        /// CGRect(x: 0, y: 0, width: 10, height: 0).isEmpty  // true
        /// ```
        public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

        /// The same rectangle with a non-negative width and height.
        ///
        /// ```swift
        /// CGRect(x: 10, y: 10, width: -10, height: 5).standardized  // x 0, width 10
        /// ```
        public var standardized: CGRect {
            if isNull { return .null }
            var r = self
            if r.size.width < 0 {
                r.origin.x += r.size.width
                r.size.width = -r.size.width
            }
            if r.size.height < 0 {
                r.origin.y += r.size.height
                r.size.height = -r.size.height
            }
            return r
        }

        /// The width of the standardized rectangle (never negative).
        ///
        /// ```swift
        /// CGRect(x: 0, y: 0, width: -30, height: 40).width  // 30.0
        /// ```
        public var width: CGFloat { isNull ? 0 : abs(size.width) }
        /// The height of the standardized rectangle (never negative).
        ///
        /// ```swift
        /// CGRect(x: 0, y: 0, width: 30, height: -40).height  // 40.0
        /// ```
        public var height: CGFloat { isNull ? 0 : abs(size.height) }
        /// The smallest x.
        ///
        /// ```swift
        /// CGRect(x: 10, y: 0, width: 30, height: 40).minX  // 10.0
        /// ```
        public var minX: CGFloat { standardized.origin.x }
        /// The x of the centre.
        ///
        /// ```swift
        /// CGRect(x: 10, y: 0, width: 30, height: 40).midX  // 25.0
        /// ```
        public var midX: CGFloat { minX + width / 2 }
        /// The largest x.
        ///
        /// ```swift
        /// CGRect(x: 10, y: 0, width: 30, height: 40).maxX  // 40.0
        /// ```
        public var maxX: CGFloat { minX + width }
        /// The smallest y.
        ///
        /// ```swift
        /// CGRect(x: 0, y: 10, width: 30, height: 40).minY  // 10.0
        /// ```
        public var minY: CGFloat { standardized.origin.y }
        /// The y of the centre.
        ///
        /// ```swift
        /// CGRect(x: 0, y: 10, width: 30, height: 40).midY  // 30.0
        /// ```
        public var midY: CGFloat { minY + height / 2 }
        /// The largest y.
        ///
        /// ```swift
        /// CGRect(x: 0, y: 10, width: 30, height: 40).maxY  // 50.0
        /// ```
        public var maxY: CGFloat { minY + height }

        /// Whether `point` lies inside: edges at the minimum included, at the maximum excluded.
        ///
        /// ```swift
        /// CGRect(x: 0, y: 0, width: 10, height: 10).contains(CGPoint(x: 10, y: 5))  // false
        /// ```
        public func contains(_ point: CGPoint) -> Bool {
            if isNull || isEmpty { return false }
            return point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
        }

        /// Whether `rect` lies entirely inside.
        ///
        /// ```swift
        /// CGRect(x: 0, y: 0, width: 10, height: 10).contains(CGRect(x: 2, y: 2, width: 8, height: 8))  // true
        /// ```
        public func contains(_ rect: CGRect) -> Bool {
            if isNull || rect.isNull { return false }
            return union(rect) == standardized
        }

        /// Whether the two rectangles overlap with a non-zero area.
        ///
        /// ```swift
        /// CGRect(x: 0, y: 0, width: 10, height: 10).intersects(CGRect(x: 5, y: 5, width: 10, height: 10))  // true
        /// ```
        public func intersects(_ rect: CGRect) -> Bool { !intersection(rect).isEmpty }

        /// The overlap of the two rectangles, or `.null` if they do not overlap.
        ///
        /// ```swift
        /// CGRect(x: 0, y: 0, width: 10, height: 10).intersection(CGRect(x: 5, y: 5, width: 10, height: 10))
        /// // x 5, y 5, width 5, height 5
        /// ```
        public func intersection(_ rect: CGRect) -> CGRect {
            if isNull || rect.isNull { return .null }
            let x0 = max(minX, rect.minX)
            let y0 = max(minY, rect.minY)
            let x1 = min(maxX, rect.maxX)
            let y1 = min(maxY, rect.maxY)
            if x1 < x0 || y1 < y0 { return .null }
            return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        }

        /// The smallest rectangle containing both; the other one if either is `.null`.
        ///
        /// ```swift
        /// CGRect.null.union(CGRect(x: 1, y: 2, width: 3, height: 4))  // x 1, y 2, width 3, height 4
        /// ```
        public func union(_ rect: CGRect) -> CGRect {
            if isNull { return rect.standardized }
            if rect.isNull { return standardized }
            let x0 = min(minX, rect.minX)
            let y0 = min(minY, rect.minY)
            let x1 = max(maxX, rect.maxX)
            let y1 = max(maxY, rect.maxY)
            return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        }

        /// The standardized rectangle moved in by `dx` on the left and right and `dy` on the top
        /// and bottom (out for negative values); `.null` if that leaves a negative size.
        ///
        /// ```swift
        /// CGRect(x: 0, y: 0, width: 100, height: 100).insetBy(dx: 10, dy: 20)  // x 10, y 20, width 80, height 60
        /// ```
        public func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
            if isNull { return .null }
            let r = standardized
            let width = r.size.width - 2 * dx
            let height = r.size.height - 2 * dy
            if width < 0 || height < 0 { return .null }
            return CGRect(x: r.origin.x + dx, y: r.origin.y + dy, width: width, height: height)
        }

        /// The rectangle moved by (`dx`, `dy`).
        ///
        /// ```swift
        /// CGRect(x: 0, y: 0, width: 10, height: 10).offsetBy(dx: 5, dy: 0).minX  // 5.0
        /// ```
        public func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
            if isNull { return .null }
            return CGRect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
        }
    }
#endif
