import DynamicsEngine

/// Makes its items collide with each other and with boundaries: UIKit's `UICollisionBehavior`.
///
/// Items collide only with items of the same collision behavior, and with that behavior's
/// boundaries. An item may be in several collision behaviors.
///
/// ```swift
/// let collision = CollisionBehavior(items: [card, ball])
/// collision.translatesReferenceBoundsIntoBoundary = true
/// collision.addBoundary(withIdentifier: "shelf", from: CGPoint(x: 0, y: 300), to: CGPoint(x: 200, y: 300))
/// collision.collisionDelegate = soundPlayer
/// animator.addBehavior(collision)
/// ```
open class CollisionBehavior: ItemsBehavior {
    /// What the items collide with.
    public struct Mode: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Only with each other (they pass through boundaries, but contacts are still reported).
        public static let items = Mode(rawValue: 1)
        /// Only with boundaries.
        public static let boundaries = Mode(rawValue: 2)
        /// With both.
        public static let everything = Mode(rawValue: .max)
    }

    /// What the items collide with; `.everything` by default.
    public var collisionMode: Mode {
        get { storedMode }
        set {
            let oldValue = storedMode
            storedMode = newValue
            guard let animator = dynamicAnimator, oldValue != newValue else { return }
            for item in items { animator.updateCollisionFilter(for: item) }
            animator.wakeAll()
        }
    }
    var storedMode: Mode = .everything

    /// Hears the contacts of this behavior's items: held weakly; on Embedded Swift, which has no
    /// weak references, held strongly until set to `nil`.
    #if hasFeature(Embedded)
        public var collisionDelegate: (any CollisionBehaviorDelegate)?
    #else
        public weak var collisionDelegate: (any CollisionBehaviorDelegate)?
    #endif

    var referenceInsets: EdgeInsets?
    var boundaryOrder: [BoundaryIdentifier] = []
    var boundaryPaths: [BoundaryIdentifier: BezierPath] = [:]
    var boundaryBodies: [BoundaryIdentifier: BoundaryBody] = [:]
    var referenceBody: BoundaryBody?

    /// Creates a collision behavior for `items`.
    public override init(items: [any DynamicItem]) {
        super.init(items: items)
    }

    /// Creates a collision behavior (mode `.everything`, no boundaries) and no items yet, as UIKit's inherited `init()` does; add items
    /// with ``ItemsBehavior/addItem(_:)``. Subclasses call it as `super.init()`.
    ///
    /// ```swift
    /// let collision = CollisionBehavior()
    /// collision.addItem(card)
    /// ```
    public init() {
        super.init(items: [])
    }

    /// Whether the reference bounds are a boundary (rebuilt whenever the bounds change).
    /// Setting it resets the insets to zero.
    public var translatesReferenceBoundsIntoBoundary: Bool {
        get { referenceInsets != nil }
        set {
            referenceInsets = newValue ? .zero : nil
            referenceBoundaryChanged()
        }
    }

    /// Makes the reference bounds, shrunk by `insets`, a boundary.
    ///
    /// ```swift
    /// collision.setTranslatesReferenceBoundsIntoBoundary(with: EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
    /// ```
    public func setTranslatesReferenceBoundsIntoBoundary(with insets: EdgeInsets) {
        let call = "CollisionBehavior.setTranslatesReferenceBoundsIntoBoundary(with:)"
        guard insets.isFinite else {
            return report(DynamicsError(.nonFiniteValue, "\(call): insets \(insets) are not finite"))
        }
        let edges = [insets.top, insets.left, insets.bottom, insets.right]
        if let problem = edges.lazy.compactMap({
            NumericDomain.problem($0, in: .coordinate, for: "\(call): insets \(insets)")
        }).first {
            return report(problem)
        }
        referenceInsets = insets
        referenceBoundaryChanged()
    }

    /// Adds a boundary along `path` (closed around its first subpath; curves are flattened).
    /// Adding an identifier again replaces its boundary.
    ///
    /// ```swift
    /// collision.addBoundary(withIdentifier: "bowl", for: BezierPath(ovalIn: CGRect(x: 0, y: 200, width: 300, height: 200)))
    /// ```
    public func addBoundary(withIdentifier identifier: BoundaryIdentifier, for path: BezierPath) {
        guard let points = path.flattenedSubpaths().first?.points else {
            return report(
                DynamicsError(.invalidPath, "CollisionBehavior boundary \(identifier): path is empty"))
        }
        if let bad = points.firstIndex(where: { !$0.x.isFinite || !$0.y.isFinite }) {
            return report(
                DynamicsError(
                    .invalidPath,
                    "CollisionBehavior boundary \(identifier): point \(bad) is \(format(points[bad]))"))
        }
        for (index, point) in points.enumerated() {
            let property = "CollisionBehavior boundary \(identifier): point \(index)"
            if let problem = NumericDomain.problem(point, in: .coordinate, for: property) {
                return report(problem)
            }
        }
        guard Set(points.map { [$0.x, $0.y] }).count >= 2 else {
            return report(
                DynamicsError(
                    .invalidPath,
                    "CollisionBehavior boundary \(identifier): path has fewer than 2 distinct points"))
        }
        setBoundary(identifier, path: path.copy())
    }

    /// Adds a straight, two-sided boundary from `p1` to `p2`.
    ///
    /// ```swift
    /// collision.addBoundary(withIdentifier: "floor", from: CGPoint(x: 0, y: 400), to: CGPoint(x: 320, y: 400))
    /// ```
    public func addBoundary(withIdentifier identifier: BoundaryIdentifier, from p1: CGPoint, to p2: CGPoint) {
        guard p1.x.isFinite && p1.y.isFinite && p2.x.isFinite && p2.y.isFinite else {
            return report(
                DynamicsError(
                    .nonFiniteValue,
                    "CollisionBehavior boundary \(identifier): \(format(p1)) → \(format(p2)) is not finite"))
        }
        let property = "CollisionBehavior boundary \(identifier): end"
        if let problem = NumericDomain.problem(p1, in: .coordinate, for: property)
            ?? NumericDomain.problem(p2, in: .coordinate, for: property)
        {
            return report(problem)
        }
        guard p1 != p2 else {
            return report(
                DynamicsError(
                    .invalidPath, "CollisionBehavior boundary \(identifier): both ends are \(format(p1))"))
        }
        let path = BezierPath()
        path.move(to: p1)
        path.addLine(to: p2)
        setBoundary(identifier, path: path)
    }

    /// The path of a boundary.
    public func boundary(withIdentifier identifier: BoundaryIdentifier) -> BezierPath? {
        boundaryPaths[identifier]?.copy()
    }

    /// Removes a boundary.
    public func removeBoundary(withIdentifier identifier: BoundaryIdentifier) {
        guard boundaryPaths.removeValue(forKey: identifier) != nil else { return }
        boundaryOrder.removeAll { $0 == identifier }
        if let animator = dynamicAnimator, let body = boundaryBodies.removeValue(forKey: identifier) {
            animator.destroyBoundary(body)
            animator.wakeAll()
        }
    }

    /// The identifiers of the boundaries added (not the reference-bounds one), in order; `nil`
    /// when there are none.
    public var boundaryIdentifiers: [BoundaryIdentifier]? { boundaryOrder.isEmpty ? nil : boundaryOrder }

    /// ``boundaryIdentifiers`` under a name `UIKitDynamics` can reach: its `[any NSCopying]?`
    /// property of the same name (UIKit's type) shadows this one for code that imports it.
    package var addedBoundaryIdentifiers: [BoundaryIdentifier] { boundaryOrder }

    /// Removes every added boundary; the reference-bounds boundary stays.
    public func removeAllBoundaries() {
        for identifier in boundaryOrder { removeBoundary(withIdentifier: identifier) }
    }

    // MARK: Engine

    static func itemBit(_ group: Int) -> UInt64 { 1 << UInt64(2 * group) }
    static func boundaryBit(_ group: Int) -> UInt64 { 2 << UInt64(2 * group) }

    func maskBits(_ group: Int) -> UInt64 {
        var mask: UInt64 = 0
        if collisionMode.contains(.items) { mask |= Self.itemBit(group) }
        if collisionMode.contains(.boundaries) { mask |= Self.boundaryBit(group) }
        return mask
    }

    private var group: Int? { dynamicAnimator?.collisionGroups[ObjectIdentifier(self)] }

    private func setBoundary(_ identifier: BoundaryIdentifier, path: BezierPath) {
        if boundaryPaths[identifier] == nil { boundaryOrder.append(identifier) }
        boundaryPaths[identifier] = path
        guard let animator = dynamicAnimator, let group else { return }
        if let old = boundaryBodies.removeValue(forKey: identifier) { animator.destroyBoundary(old) }
        boundaryBodies[identifier] = animator.createBoundary(
            Self.segments(of: path), identifier: identifier, for: self, group: group)
        animator.wakeAll()
    }

    /// The closed edge loop of a path's first subpath (a two-point path is one segment).
    static func segments(of path: BezierPath) -> [(CGPoint, CGPoint)] {
        guard let points = path.flattenedSubpaths().first?.points, points.count >= 2 else { return [] }
        if points.count == 2 { return [(points[0], points[1])] }
        return (0..<points.count).map { (points[$0], points[($0 + 1) % points.count]) }
    }

    private func referenceBoundaryChanged() {
        guard let animator = dynamicAnimator else { return }
        rebuildReferenceBoundary(animator)
        animator.wakeAll()
    }

    /// Rebuilds the reference-bounds boundary: the inset bounds grown by 1 pt, as in UIKit.
    func rebuildReferenceBoundary(_ animator: DynamicAnimator) {
        if let old = referenceBody {
            animator.destroyBoundary(old)
            referenceBody = nil
        }
        let bounds = animator.validReferenceBounds
        guard let insets = referenceInsets, let group, !bounds.isNull, !bounds.isInfinite else { return }
        let r = bounds.inset(by: insets).insetBy(dx: -1, dy: -1)
        guard r.width > 0 && r.height > 0 else { return }
        let corners = [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
            CGPoint(x: r.minX, y: r.maxY),
        ]
        referenceBody = animator.createBoundary(
            (0..<4).map { (corners[$0], corners[($0 + 1) % 4]) }, identifier: nil, for: self, group: group)
    }

    override func associate(with animator: DynamicAnimator) {
        let group = animator.allocateCollisionGroup(for: self)
        super.associate(with: animator)
        for identifier in boundaryOrder {
            guard let path = boundaryPaths[identifier] else { continue }
            boundaryBodies[identifier] = animator.createBoundary(
                Self.segments(of: path), identifier: identifier, for: self, group: group)
        }
        rebuildReferenceBoundary(animator)
    }

    override func dissociate(from animator: DynamicAnimator) {
        // In identifier order, not dictionary order: body slots are reused, and the world must
        // evolve the same way on every run.
        for identifier in boundaryOrder {
            if let body = boundaryBodies.removeValue(forKey: identifier) { animator.destroyBoundary(body) }
        }
        if let body = referenceBody { animator.destroyBoundary(body) }
        referenceBody = nil
        animator.freeCollisionGroup(for: self)
        super.dissociate(from: animator)
        animator.wakeAll()
    }

    override func didAttach(_ record: ItemBody, _ animator: DynamicAnimator) {
        animator.updateCollisionFilter(for: record.item)
    }

    override func willDetach(_ record: ItemBody, _ animator: DynamicAnimator) {
        animator.updateCollisionFilter(for: record.item)
    }
}
