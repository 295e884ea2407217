/// An area of the plane: UIKit's `UIRegion`, the domain of a field behavior.
///
/// A region is an immutable tree of circles and rectangles centred on its origin, combined with
/// complement, union, intersection and difference. Points are tested in region-local
/// coordinates: a field tests `region.contains(itemCenter − field.position)`.
///
/// Boundary conventions are UIKit's: a circle contains its rim (`x² + y² ≤ R²`), a rectangle does
/// not contain its edges (`|x| < w/2 && |y| < h/2`). Unlike UIKit's `PKRegion`, which keeps one
/// shape, an inversion flag and at most one second shape, any number of operations compose
/// exactly. Two regions are equal when their trees are equal (the same shapes and operations
/// after the simplifications described with each operation), not whenever they hold the same
/// points.
///
/// ```swift
/// let ring = Region(radius: 100).byDifference(from: Region(radius: 50))
/// ring.contains(CGPoint(x: 75, y: 0))   // true
/// ring.contains(CGPoint(x: 25, y: 0))   // false
/// ```
public struct Region: Hashable, Sendable, CustomStringConvertible {
    /// The tree. Circles hold |R|; rectangles with a width or height ≤ 0 are stored as `.empty`.
    private indirect enum Node: Hashable, Sendable {
        case empty
        case infinite
        case circle(radius: Double)
        case rectangle(width: Double, height: Double)
        case not(Node)
        case and(Node, Node)
        case or(Node, Node)
    }

    private let node: Node

    private init(node: Node) {
        self.node = node
    }

    /// The empty region, as UIKit's plain `UIRegion()`: it contains no point.
    ///
    /// ```swift
    /// Region().contains(.zero)   // false
    /// ```
    public init() {
        node = .empty
    }

    /// The region that contains every point (UIKit's shared `UIRegion.infinite`), the default region
    /// of a field.
    ///
    /// ```swift
    /// Region.infinite.contains(CGPoint(x: 1e9, y: -1e9))   // true
    /// ```
    public static let infinite = Region(node: .infinite)

    /// The region that contains no point; the same as `Region()` and `Region.infinite.inverse()`.
    ///
    /// ```swift
    /// Region.empty == Region.infinite.inverse()   // true
    /// ```
    public static let empty = Region(node: .empty)

    /// A circle centred on the origin that contains its rim: `x² + y² ≤ R²`. A negative radius
    /// acts as its magnitude (as UIKit); radius 0 contains only the origin.
    ///
    /// A NaN or infinite radius, or one beyond ``NumericDomain/Interval/regionExtent`` (±1e6 pt), is
    /// refused: it is reported as a ``DynamicsError`` (code `.nonFiniteValue` or `.outOfRange`,
    /// see ``DynamicsDiagnostics``) and the region is empty.
    ///
    /// ```swift
    /// let disc = Region(radius: 50)
    /// disc.contains(CGPoint(x: 30, y: 40))   // true: on the rim
    /// ```
    public init(radius: CGFloat) {
        let r = Double(radius)
        if let problem = NumericDomain.problem(r, in: .regionExtent, for: "Region(radius:)") {
            let message =
                problem.code == .nonFiniteValue
                ? "Region(radius:): \(r) is not a finite number" : problem.message
            DynamicsDiagnostics.report(DynamicsError(problem.code, message + "; made an empty region"))
            node = .empty
            return
        }
        node = .circle(radius: Swift.abs(r))
    }

    /// A rectangle centred on the origin that does not contain its edges:
    /// `|x| < width/2 && |y| < height/2`. A zero or negative width or height contains nothing (as
    /// UIKit).
    ///
    /// A NaN or infinite width or height, or one beyond ``NumericDomain/Interval/regionExtent`` (±1e6 pt),
    /// is refused: it is reported as a ``DynamicsError`` (code `.nonFiniteValue` or `.outOfRange`,
    /// see ``DynamicsDiagnostics``) and the region is empty.
    ///
    /// ```swift
    /// let band = Region(size: CGSize(width: 100, height: 50))
    /// band.contains(CGPoint(x: 49, y: 24))   // true
    /// band.contains(CGPoint(x: 50, y: 0))    // false: on the edge
    /// ```
    public init(size: CGSize) {
        let w = Double(size.width)
        let h = Double(size.height)
        guard w.isFinite, h.isFinite else {
            DynamicsDiagnostics.report(
                DynamicsError(
                    .nonFiniteValue,
                    "Region(size:): (\(w), \(h)) is not a finite size; made an empty region"))
            node = .empty
            return
        }
        if let problem = NumericDomain.problem(size.width, in: .regionExtent, for: "Region(size:) width")
            ?? NumericDomain.problem(size.height, in: .regionExtent, for: "Region(size:) height")
        {
            DynamicsDiagnostics.report(
                DynamicsError(problem.code, problem.message + "; made an empty region"))
            node = .empty
            return
        }
        node = w > 0 && h > 0 ? .rectangle(width: w, height: h) : .empty
    }

    /// The complement: every point this region does not contain. The inverse of
    /// ``infinite`` is ``empty`` and the other way round; the inverse of an inverse is the original
    /// region.
    ///
    /// ```swift
    /// let outside = Region(radius: 50).inverse()
    /// outside.contains(CGPoint(x: 50, y: 0))   // false: the rim belongs to the circle
    /// outside.contains(CGPoint(x: 51, y: 0))   // true
    /// ```
    public func inverse() -> Region {
        switch node {
        case .empty: return .infinite
        case .infinite: return .empty
        case .not(let inner): return Region(node: inner)
        default: return Region(node: .not(node))
        }
    }

    /// The union: the points in this region or in `region`. Uniting with ``infinite`` gives
    /// ``infinite``; uniting with ``empty`` gives the other region.
    ///
    /// ```swift
    /// let both = Region(radius: 10).byUnion(with: Region(size: CGSize(width: 100, height: 4)))
    /// both.contains(CGPoint(x: 40, y: 0))   // true
    /// ```
    public func byUnion(with region: Region) -> Region {
        switch (node, region.node) {
        case (.infinite, _), (_, .infinite): return .infinite
        case (.empty, _): return region
        case (_, .empty): return self
        default: return Region(node: .or(node, region.node))
        }
    }

    /// The intersection: the points in both this region and `region`. Intersecting with ``empty``
    /// gives ``empty``; intersecting with ``infinite`` gives the other region.
    ///
    /// This is the exact intersection, and it is symmetric. UIKit's measured `byIntersection(with:)`
    /// is `self ∧ ¬region.inverse()` with a `PKRegion` whose inverse also leaves out a rectangle's
    /// edges, so there the argument's rectangle edges count as inside (a circle of radius 50
    /// intersected with a 100 × 50 rectangle contains (50, 0) and (0, 25)). swift-dynamics does not
    /// reproduce that: here those points are outside, as they are outside the rectangle itself, and
    /// `a.byIntersection(with: b)` contains exactly the points `b.byIntersection(with: a)` does.
    /// Only points exactly on an edge differ.
    ///
    /// ```swift
    /// let lens = Region(radius: 50).byIntersection(with: Region(size: CGSize(width: 100, height: 50)))
    /// lens.contains(CGPoint(x: 40, y: 20))   // true
    /// lens.contains(CGPoint(x: 0, y: 25))    // false (UIKit: true)
    /// ```
    public func byIntersection(with region: Region) -> Region {
        switch (node, region.node) {
        case (.empty, _), (_, .empty): return .empty
        case (.infinite, _): return region
        case (_, .infinite): return self
        default: return Region(node: .and(node, region.node))
        }
    }

    /// The difference: the points in this region that are not in `region` (`self ∧ ¬region`).
    ///
    /// ```swift
    /// let ring = Region(radius: 100).byDifference(from: Region(radius: 50))
    /// ring.contains(CGPoint(x: 50, y: 0))   // false: the inner rim belongs to the inner circle
    /// ```
    public func byDifference(from region: Region) -> Region {
        byIntersection(with: region.inverse())
    }

    /// Whether the region contains `point`, in region-local coordinates (the origin is the centre of
    /// the circles and rectangles).
    ///
    /// ```swift
    /// Region(radius: 10).contains(CGPoint(x: 6, y: 8))   // true
    /// ```
    public func contains(_ point: CGPoint) -> Bool {
        Self.contains(node, Double(point.x), Double(point.y))
    }

    private static func contains(_ node: Node, _ x: Double, _ y: Double) -> Bool {
        switch node {
        case .empty: return false
        case .infinite: return true
        case .circle(let r): return x * x + y * y <= r * r
        case .rectangle(let w, let h): return Swift.abs(x) < w / 2 && Swift.abs(y) < h / 2
        case .not(let inner): return !contains(inner, x, y)
        case .and(let a, let b): return contains(a, x, y) && contains(b, x, y)
        case .or(let a, let b): return contains(a, x, y) || contains(b, x, y)
        }
    }

    public var description: String { Self.describe(node) }

    private static func describe(_ node: Node) -> String {
        switch node {
        case .empty: return "Region.empty"
        case .infinite: return "Region.infinite"
        case .circle(let r): return "Region(radius: \(r))"
        case .rectangle(let w, let h): return "Region(size: (\(w), \(h)))"
        case .not(let inner): return "¬\(describe(inner))"
        case .and(let a, let b): return "(\(describe(a)) ∧ \(describe(b)))"
        case .or(let a, let b): return "(\(describe(a)) ∨ \(describe(b)))"
        }
    }

    /// The region in words, as a person reads it: `infinite`, `empty`, `radius 120 pt`,
    /// `rectangle 500 × 50 pt`, `outside (radius 20 pt)`, `(…) and (…)`, `(…) or (…)`. Numbers are
    /// in their shortest exact form (no `120.0`).
    ///
    /// ```swift
    /// Region(size: CGSize(width: 500, height: 50)).readableDescription   // "rectangle 500 × 50 pt"
    /// Region(radius: 20).inverse().readableDescription                   // "outside (radius 20 pt)"
    /// ```
    public var readableDescription: String { Self.words(node) }

    private static func words(_ node: Node) -> String {
        switch node {
        case .empty: return "empty"
        case .infinite: return "infinite"
        case .circle(let r): return "radius \(DecimalText.readable(r)) pt"
        case .rectangle(let w, let h):
            return "rectangle \(DecimalText.readable(w)) × \(DecimalText.readable(h)) pt"
        case .not(let inner): return "outside (\(words(inner)))"
        case .and(let a, let b): return "(\(words(a))) and (\(words(b)))"
        case .or(let a, let b): return "(\(words(a))) or (\(words(b)))"
        }
    }

    // MARK: - Compiled form for the engine

    /// The region as a flat postfix program for ``evaluate(_:_:_:)``: no tree walk, no reference
    /// counting, no allocation per test, so a field can test every item on every sub-step.
    ///
    /// The operands of each ∧ and ∨ are ordered deeper-first (Sethi–Ullman), so evaluation needs a
    /// stack of at most ⌊log₂ leaves⌋ + 1 entries; any region with fewer than 2⁶³ shapes fits the
    /// 64-bit stack of ``evaluate(_:_:_:)``.
    ///
    /// ```swift
    /// let program = Region(radius: 50).inverse().compiled()   // [.circle(radiusSquared: 2500), .not]
    /// ```
    package func compiled() -> [RegionNode] {
        var program: [RegionNode] = []
        Self.emit(node, into: &program)
        return program
    }

    /// The number of stack entries `node` needs when its children are emitted deeper-first.
    private static func stackNeed(_ node: Node) -> Int {
        switch node {
        case .empty, .infinite, .circle, .rectangle: return 1
        case .not(let inner): return stackNeed(inner)
        case .and(let a, let b), .or(let a, let b):
            let na = stackNeed(a)
            let nb = stackNeed(b)
            return na == nb ? na + 1 : Swift.max(na, nb)
        }
    }

    private static func emit(_ node: Node, into program: inout [RegionNode]) {
        switch node {
        case .empty: program.append(.empty)
        case .infinite: program.append(.infinite)
        case .circle(let r): program.append(.circle(radiusSquared: r * r))
        case .rectangle(let w, let h): program.append(.rectangle(halfWidth: w / 2, halfHeight: h / 2))
        case .not(let inner):
            emit(inner, into: &program)
            program.append(.not)
        case .and(let a, let b), .or(let a, let b):
            let (first, second) = stackNeed(b) > stackNeed(a) ? (b, a) : (a, b)
            emit(first, into: &program)
            emit(second, into: &program)
            if case .and = node { program.append(.and) } else { program.append(.or) }
        }
    }

    /// Runs a program from ``compiled()`` on the point (`x`, `y`) in region-local coordinates; the
    /// same answer as ``contains(_:)``, bit for bit (the same comparisons on the same numbers).
    ///
    /// ```swift
    /// let program = Region(size: CGSize(width: 10, height: 10)).compiled()
    /// let inside = program.withUnsafeBufferPointer { Region.evaluate($0, 1, 2) }   // true
    /// ```
    package static func evaluate(
        _ program: UnsafeBufferPointer<RegionNode>, _ x: Double, _ y: Double
    ) -> Bool {
        // A stack of booleans in the bits of one word; bit 0 is the top.
        var stack: UInt64 = 0
        for instruction in program {
            switch instruction {
            case .empty: stack = stack << 1
            case .infinite: stack = (stack << 1) | 1
            case .circle(let r2): stack = (stack << 1) | (x * x + y * y <= r2 ? 1 : 0)
            case .rectangle(let hw, let hh):
                stack = (stack << 1) | (Swift.abs(x) < hw && Swift.abs(y) < hh ? 1 : 0)
            case .not: stack ^= 1
            case .and: stack = (stack >> 1) & (stack | ~1)
            case .or: stack = (stack >> 1) | (stack & 1)
            }
        }
        return stack & 1 == 1
    }
}

/// One instruction of a compiled ``Region`` (see ``Region/compiled()``): a shape pushes whether the
/// point is inside it, an operator pops its operands and pushes the result.
///
/// ```swift
/// // Region(radius: 2).byDifference(from: Region(size: CGSize(width: 2, height: 2))):
/// let program: [RegionNode] = [
///     .circle(radiusSquared: 4), .rectangle(halfWidth: 1, halfHeight: 1), .not, .and,
/// ]
/// ```
package enum RegionNode: Hashable, Sendable, BitwiseCopyable {
    /// Pushes false.
    case empty
    /// Pushes true.
    case infinite
    /// Pushes `x² + y² ≤ radiusSquared`.
    case circle(radiusSquared: Double)
    /// Pushes `|x| < halfWidth && |y| < halfHeight`.
    case rectangle(halfWidth: Double, halfHeight: Double)
    /// Replaces the top with its negation.
    case not
    /// Pops two, pushes both.
    case and
    /// Pops two, pushes either.
    case or
}
