import Dynamics

/// A long list whose rows hang on springs: the "springy" scrolling of the Messages app (WWDC 2013
/// session 217), in `Dynamics` terms and without a collection view.
///
/// Every row near the viewport — within ``tilingMargin`` (100 pt) above or below it — is a
/// ``Row`` item held by a spring attachment to its anchor, its place in the list (rest length
/// ``springLength``, ``springFrequency`` Hz, damping ratio ``springDamping``); rows are kept
/// upright (`allowsRotation = false`, so a spring can never swing them sideways). Scrolling
/// with a finger down drags every sprung row along the scroll by `delta × resistance`, where
/// resistance is the row's distance from the touch divided by ``resistanceDistance`` (1500 pt),
/// at most the whole delta: rows under the finger move with the content, far rows lag and then
/// spring back. As rows scroll in and out of the margin, their springs and bodies are added and
/// removed (tiling), so the animator only ever holds about a screenful of bodies, however long
/// the list.
///
/// This is a programmatic scene (the JSON scene format does not describe tiling logic).
/// `SpringyFlowLayout` in `UIKitDynamics` is the same pattern written against UIKit's
/// collection-view API.
///
/// ```swift
/// let list = try SpringyList(rowCount: 10_000)
/// let finger = CGPoint(x: 195, y: 700)                 // on the screen
/// for frame in 1...30 {                                // a 3000 pt/s drag for half a second
///     list.scroll(to: CGFloat(frame) * 50, touch: finger)
///     list.step()
/// }
/// list.attachmentCount                                 // 24: the rows near the screen
/// list.center(ofRow: 40).y - list.anchor(ofRow: 40).y  // > 0: the top rows trail the finger
/// list.animator.runUntilPaused(timeout: 5)             // then every row settles at its anchor
/// ```
public final class SpringyList {
    /// One row while it is near the viewport: the item the animator moves.
    ///
    /// ```swift
    /// let row = list.row(12)   // nil unless row 12 is near the viewport
    /// row?.center
    /// ```
    public final class Row: DynamicItem {
        /// The row's index in the list.
        ///
        /// ```swift
        /// list.row(12)?.index   // 12
        /// ```
        public let index: Int
        /// The centre, in content coordinates.
        ///
        /// ```swift
        /// let lag = row.center.y - list.anchor(ofRow: row.index).y
        /// ```
        public var center: CGPoint
        /// `(0, 0, width, rowHeight)`.
        ///
        /// ```swift
        /// row.bounds.height   // 44
        /// ```
        public let bounds: CGRect
        /// Always the identity: rows do not rotate.
        ///
        /// ```swift
        /// row.transform.isIdentity   // true
        /// ```
        public var transform = CGAffineTransform.identity

        init(index: Int, center: CGPoint, size: CGSize) {
            self.index = index
            self.center = center
            bounds = CGRect(origin: .zero, size: size)
        }
    }

    /// The number of rows.
    ///
    /// ```swift
    /// let bottom = CGFloat(list.rowCount) * list.rowHeight - list.viewport.height
    /// ```
    public let rowCount: Int
    /// The height of every row, in points.
    ///
    /// ```swift
    /// list.scroll(to: 100 * list.rowHeight, touch: nil)   // row 100 at the top
    /// ```
    public let rowHeight: CGFloat
    /// The width of the rows and of the viewport.
    ///
    /// ```swift
    /// list.anchor(ofRow: 0).x == list.width / 2   // true
    /// ```
    public let width: CGFloat
    /// How far beyond the viewport rows keep their springs (100 pt).
    ///
    /// ```swift
    /// let list = try SpringyList(rowCount: 1_000, tilingMargin: 300)   // more rows sprung
    /// ```
    public let tilingMargin: CGFloat
    /// The rest length of the springs (0: rows settle exactly at their anchors).
    ///
    /// ```swift
    /// let list = try SpringyList(rowCount: 1_000, springLength: 1)   // UIKit's demo value
    /// ```
    public let springLength: CGFloat
    /// The springs' frequency in Hz (1).
    ///
    /// ```swift
    /// let stiff = try SpringyList(rowCount: 1_000, springFrequency: 3)
    /// ```
    public let springFrequency: CGFloat
    /// The springs' damping ratio (0.8).
    ///
    /// ```swift
    /// let wobbly = try SpringyList(rowCount: 1_000, springDamping: 0.3)
    /// ```
    public let springDamping: CGFloat
    /// The distance from the touch at which a row lags by the whole scroll (1500 pt).
    ///
    /// ```swift
    /// let loose = try SpringyList(rowCount: 1_000, resistanceDistance: 800)   // far rows lag more
    /// ```
    public let resistanceDistance: CGFloat

    /// The animator holding the sprung rows, in content coordinates (the content is
    /// `width × rowCount · rowHeight`).
    ///
    /// ```swift
    /// list.animator.isRunning
    /// ```
    public let animator: DynamicAnimator

    /// The visible rectangle, in content coordinates: its origin is the scroll offset.
    ///
    /// ```swift
    /// list.viewport.minY   // the scroll offset
    /// ```
    public private(set) var viewport: CGRect

    /// The rows that have springs and bodies, in index order (a contiguous run of indices).
    private var rows: [Row] = []
    private var springs: [AttachmentBehavior] = []
    private let upright: DynamicItemBehavior
    /// The last scroll's delta and touch (content coordinates), for rows that tile in during it.
    private var lastDelta: CGFloat = 0
    private var lastTouch: CGPoint?

    /// Creates the list scrolled to the top, with springs for the rows near the viewport.
    /// Throws a `DynamicsError` naming the parameter for a negative row count, a non-positive
    /// or non-finite size, or a negative or non-finite spring parameter.
    ///
    /// ```swift
    /// let list = try SpringyList(rowCount: 10_000, rowHeight: 44, viewportSize: CGSize(width: 390, height: 844))
    /// ```
    public init(
        rowCount: Int, rowHeight: CGFloat = 44, viewportSize: CGSize = CGSize(width: 390, height: 844),
        tilingMargin: CGFloat = 100, springLength: CGFloat = 0, springFrequency: CGFloat = 1,
        springDamping: CGFloat = 0.8, resistanceDistance: CGFloat = 1500
    ) throws(DynamicsError) {
        func check(_ ok: Bool, _ name: String, _ value: String, _ rule: String) throws(DynamicsError) {
            if !ok { throw DynamicsError(.outOfRange, "SpringyList: \(name) \(value) must be \(rule)") }
        }
        try check(rowCount >= 0, "rowCount", "\(rowCount)", ">= 0")
        try check(rowHeight.isFinite && rowHeight > 0, "rowHeight", "\(rowHeight)", "finite and > 0")
        let w = viewportSize.width
        let h = viewportSize.height
        try check(
            w.isFinite && h.isFinite && w > 0 && h > 0, "viewportSize", "(\(w), \(h))", "finite and positive")
        for (name, value) in [
            ("tilingMargin", tilingMargin), ("springLength", springLength),
            ("springFrequency", springFrequency),
            ("springDamping", springDamping),
        ] {
            try check(value.isFinite && value >= 0, name, "\(value)", "finite and >= 0")
        }
        try check(
            resistanceDistance.isFinite && resistanceDistance > 0, "resistanceDistance",
            "\(resistanceDistance)",
            "finite and > 0")
        self.rowCount = rowCount
        self.rowHeight = rowHeight
        width = w
        self.tilingMargin = tilingMargin
        self.springLength = springLength
        self.springFrequency = springFrequency
        self.springDamping = springDamping
        self.resistanceDistance = resistanceDistance
        viewport = CGRect(origin: .zero, size: viewportSize)
        animator = DynamicAnimator(
            referenceBounds: CGRect(x: 0, y: 0, width: w, height: CGFloat(rowCount) * rowHeight))
        upright = DynamicItemBehavior(items: [])
        upright.allowsRotation = false
        animator.addBehavior(upright)
        tile()
    }

    // MARK: Reading

    /// Where row `index` rests: the middle of its slot in the list.
    ///
    /// ```swift
    /// list.anchor(ofRow: 0)   // (195, 22)
    /// ```
    public func anchor(ofRow index: Int) -> CGPoint {
        CGPoint(x: width / 2, y: (CGFloat(index) + 0.5) * rowHeight)
    }

    /// Row `index` if it has a spring (it is near the viewport), else `nil`.
    ///
    /// ```swift
    /// list.row(3)?.center
    /// ```
    public func row(_ index: Int) -> Row? {
        guard let first = rows.first, index >= first.index, index - first.index < rows.count else {
            return nil
        }
        return rows[index - first.index]
    }

    /// Where row `index` is now: its item's centre if it has a spring, else its anchor.
    ///
    /// ```swift
    /// list.center(ofRow: 30).y - list.anchor(ofRow: 30).y   // how far row 30 lags
    /// ```
    public func center(ofRow index: Int) -> CGPoint {
        row(index)?.center ?? anchor(ofRow: index)
    }

    /// The indices of the rows that have springs and bodies.
    ///
    /// ```swift
    /// list.sprungRows   // 0..<22 at the top of the list
    /// ```
    public var sprungRows: Range<Int> {
        guard let first = rows.first else { return 0..<0 }
        return first.index..<(first.index + rows.count)
    }

    /// The number of spring attachments in the animator: one per sprung row.
    ///
    /// ```swift
    /// list.attachmentCount <= 25   // for 44 pt rows in an 844 pt viewport
    /// ```
    public var attachmentCount: Int { springs.count }

    // MARK: Driving

    /// Scrolls so the viewport starts at `offset` (content coordinates, along the list).
    ///
    /// With a finger down at `touch` (a point in the viewport, e.g. `(195, 700)` near the bottom
    /// of the screen) every sprung row first moves along by `delta × resistance` — its distance
    /// from the touch, measured before the scroll as UIKit measures it, over
    /// ``resistanceDistance``, at most 1 — and the animator re-reads it. Without a touch
    /// (`nil`) the content scrolls and the rows stay where they are in it. Then the springs are
    /// tiled to the new viewport. A non-finite offset or touch is reported and ignored.
    ///
    /// ```swift
    /// list.scroll(to: list.viewport.minY + 50, touch: CGPoint(x: 195, y: 700))
    /// list.step()
    /// ```
    public func scroll(to offset: CGFloat, touch: CGPoint?) {
        guard offset.isFinite, touch.map({ $0.x.isFinite && $0.y.isFinite }) ?? true else {
            return report(
                DynamicsError(
                    .nonFiniteValue,
                    "SpringyList.scroll(to: \(offset), touch: \(touch.map { "\($0)" } ?? "nil")): values must be finite"
                ))
        }
        let delta = offset - viewport.minY
        let contentTouch = touch.map { CGPoint(x: $0.x + viewport.minX, y: $0.y + viewport.minY) }
        if let contentTouch, delta != 0 {
            for row in rows {
                row.center.y += lag(delta, touch: contentTouch, anchor: anchor(ofRow: row.index))
                animator.updateItem(usingCurrentState: row)
            }
        }
        lastDelta = delta
        lastTouch = contentTouch
        viewport.origin.y = offset
        tile()
    }

    /// Runs one animation frame (see `DynamicAnimator.step(frameDuration:)`).
    ///
    /// ```swift
    /// list.step()
    /// ```
    public func step(frameDuration: TimeInterval = 1.0 / 60) {
        animator.step(frameDuration: frameDuration)
    }

    // MARK: Tiling

    /// The shift of a row `delta` scrolled, given its distance from the touch.
    private func lag(_ delta: CGFloat, touch: CGPoint, anchor: CGPoint) -> CGFloat {
        let resistance = abs(touch.y - anchor.y) / resistanceDistance
        return delta < 0 ? max(delta, delta * resistance) : min(delta, delta * resistance)
    }

    /// The rows whose slots meet the viewport grown by the margin (touching counts, as in
    /// `CGRect.intersects`).
    private var wantedRows: Range<Int> {
        let low = viewport.minY - tilingMargin
        let high = viewport.maxY + tilingMargin
        let first = ((low - rowHeight) / rowHeight).rounded(.up)
        let last = (high / rowHeight).rounded(.down)
        let lower = first <= 0 ? 0 : first >= CGFloat(rowCount) ? rowCount : Int(first)
        let upper = last < 0 ? 0 : last >= CGFloat(rowCount - 1) ? rowCount : Int(last) + 1
        return lower..<max(lower, upper)
    }

    /// Removes the springs of rows that left the margin and adds springs for rows that entered
    /// it, in index order (so every run builds the same world). Both runs are contiguous, so the
    /// rows that stay are one slice of `rows`: trimmed in place, with no per-frame rebuild.
    private func tile() {
        let wanted = wantedRows
        let current = sprungRows
        guard wanted != current else { return }
        let kept = current.clamped(to: wanted)
        for (row, spring) in zip(rows, springs) where !kept.contains(row.index) {
            animator.removeBehavior(spring)
            upright.removeItem(row)
        }
        if kept.isEmpty {
            rows.removeAll(keepingCapacity: true)
            springs.removeAll(keepingCapacity: true)
        } else {
            let slice = (kept.lowerBound - current.lowerBound)..<(kept.upperBound - current.lowerBound)
            rows.removeSubrange(slice.upperBound...)
            springs.removeSubrange(slice.upperBound...)
            rows.removeSubrange(..<slice.lowerBound)
            springs.removeSubrange(..<slice.lowerBound)
        }
        let above = wanted.lowerBound..<(kept.isEmpty ? wanted.upperBound : kept.lowerBound)
        if !above.isEmpty {
            let made = above.map(makeSpring)
            rows.insert(contentsOf: made.map { $0.0 }, at: 0)
            springs.insert(contentsOf: made.map { $0.1 }, at: 0)
        }
        for index in (kept.isEmpty ? wanted.upperBound : kept.upperBound)..<wanted.upperBound {
            let (row, spring) = makeSpring(index)
            rows.append(row)
            springs.append(spring)
        }
    }

    /// A new row on its spring; during a scroll with a finger down it starts displaced as if it
    /// had lagged too (UIKit's pattern).
    private func makeSpring(_ index: Int) -> (Row, AttachmentBehavior) {
        let anchor = anchor(ofRow: index)
        let row = Row(index: index, center: anchor, size: CGSize(width: width, height: rowHeight))
        if let lastTouch { row.center.y += lag(lastDelta, touch: lastTouch, anchor: anchor) }
        let spring = AttachmentBehavior(item: row, attachedToAnchor: anchor)
        spring.length = springLength
        spring.frequency = springFrequency
        spring.damping = springDamping
        animator.addBehavior(spring)
        upright.addItem(row)
        return (row, spring)
    }

    private func report(_ error: DynamicsError) {
        if let handler = animator.errorHandler { handler(error) } else { DynamicsDiagnostics.report(error) }
    }
}
