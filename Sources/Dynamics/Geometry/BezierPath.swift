import DynamicsEngine

/// A path of straight lines and Bézier curves with UIKit's `UIBezierPath` names.
///
/// Coordinates are in a y-down frame, as on screen: "clockwise" means clockwise as seen on
/// screen, which is the direction of increasing angle. UIKitDynamics calls this type
/// `UIBezierPath`.
///
/// ```swift
/// let path = BezierPath()
/// path.move(to: CGPoint(x: 0, y: 0))
/// path.addLine(to: CGPoint(x: 40, y: 0))
/// path.addLine(to: CGPoint(x: 0, y: 30))
/// path.close()
/// ```
open class BezierPath: CustomStringConvertible {
    /// One drawing command of a path.
    ///
    /// ```swift
    /// if case .line(let end) = path.elements[1] { print(end) }
    /// ```
    public enum Element: Equatable, Sendable {
        /// Starts a new subpath at the point.
        ///
        /// ```swift
        /// path.elements.first == .move(to: .zero)
        /// ```
        case move(to: CGPoint)
        /// A straight line from the current point.
        ///
        /// ```swift
        /// let element = BezierPath.Element.line(to: CGPoint(x: 10, y: 0))
        /// ```
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the current point.
        ///
        /// ```swift
        /// let element = BezierPath.Element.quadCurve(to: CGPoint(x: 20, y: 0),
        ///                                            control: CGPoint(x: 10, y: 10))
        /// ```
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the current point.
        ///
        /// ```swift
        /// if case .curve(let end, let control1, let control2) = element { print(end) }
        /// ```
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A straight line back to the start of the subpath, which ends it.
        ///
        /// ```swift
        /// path.elements.last == .close  // true for BezierPath(rect:)
        /// ```
        case close
    }

    /// The path's commands in order.
    ///
    /// A command added after ``close()`` without a ``move(to:)`` is preceded by an implicit
    /// `.move(to:)` to the closed subpath's start, as CoreGraphics records it.
    ///
    /// ```swift
    /// BezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).elements.count  // 5
    /// ```
    public private(set) var elements: [Element] = []

    private var current: CGPoint?
    private var subpathStart: CGPoint?

    /// Creates an empty path.
    ///
    /// ```swift
    /// let path = BezierPath()
    /// path.isEmpty  // true
    /// ```
    public init() {}

    /// Creates a closed rectangle: a move to the origin, three lines clockwise on screen
    /// (right, down, left) and a close.
    ///
    /// ```swift
    /// let boundary = BezierPath(rect: CGRect(x: 0, y: 0, width: 320, height: 480))
    /// ```
    public convenience init(rect: CGRect) {
        self.init()
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        close()
    }

    /// Creates a closed ellipse inscribed in `rect`: four cubic quarter curves (kappa
    /// 0.5522847498) clockwise on screen, starting at `(maxX, midY)`.
    ///
    /// ```swift
    /// let ball = BezierPath(ovalIn: CGRect(x: -20, y: -20, width: 40, height: 40))
    /// ```
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        let r = rect.standardized
        let kx = BezierPath.kappa * r.width / 2
        let ky = BezierPath.kappa * r.height / 2
        let (minX, midX, maxX) = (r.minX, r.midX, r.maxX)
        let (minY, midY, maxY) = (r.minY, r.midY, r.maxY)
        move(to: CGPoint(x: maxX, y: midY))
        addCurve(
            to: CGPoint(x: midX, y: maxY),
            controlPoint1: CGPoint(x: maxX, y: midY + ky),
            controlPoint2: CGPoint(x: midX + kx, y: maxY))
        addCurve(
            to: CGPoint(x: minX, y: midY),
            controlPoint1: CGPoint(x: midX - kx, y: maxY),
            controlPoint2: CGPoint(x: minX, y: midY + ky))
        addCurve(
            to: CGPoint(x: midX, y: minY),
            controlPoint1: CGPoint(x: minX, y: midY - ky),
            controlPoint2: CGPoint(x: midX - kx, y: minY))
        addCurve(
            to: CGPoint(x: maxX, y: midY),
            controlPoint1: CGPoint(x: midX + kx, y: minY),
            controlPoint2: CGPoint(x: maxX, y: midY - ky))
        close()
    }

    /// Creates a closed rounded rectangle, clockwise on screen from `(minX + r, minY)`: straight
    /// sides joined by circular quarter arcs drawn as cubics. The radius is clamped to half the
    /// shorter side; a radius of zero or less gives the plain rectangle of ``init(rect:)``.
    ///
    /// ```swift
    /// let card = BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60),
    ///                       cornerRadius: 12)
    /// ```
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        let r = rect.standardized
        let radius = Swift.min(cornerRadius, Swift.min(r.width, r.height) / 2)
        guard radius > 0 else {
            self.init(rect: r)
            return
        }
        self.init()
        let k = BezierPath.kappa * radius
        let (minX, maxX, minY, maxY) = (r.minX, r.maxX, r.minY, r.maxY)
        move(to: CGPoint(x: minX + radius, y: minY))
        lineIfLonger(to: CGPoint(x: maxX - radius, y: minY))
        addCurve(
            to: CGPoint(x: maxX, y: minY + radius),
            controlPoint1: CGPoint(x: maxX - radius + k, y: minY),
            controlPoint2: CGPoint(x: maxX, y: minY + radius - k))
        lineIfLonger(to: CGPoint(x: maxX, y: maxY - radius))
        addCurve(
            to: CGPoint(x: maxX - radius, y: maxY),
            controlPoint1: CGPoint(x: maxX, y: maxY - radius + k),
            controlPoint2: CGPoint(x: maxX - radius + k, y: maxY))
        lineIfLonger(to: CGPoint(x: minX + radius, y: maxY))
        addCurve(
            to: CGPoint(x: minX, y: maxY - radius),
            controlPoint1: CGPoint(x: minX + radius - k, y: maxY),
            controlPoint2: CGPoint(x: minX, y: maxY - radius + k))
        lineIfLonger(to: CGPoint(x: minX, y: minY + radius))
        addCurve(
            to: CGPoint(x: minX + radius, y: minY),
            controlPoint1: CGPoint(x: minX, y: minY + radius - k),
            controlPoint2: CGPoint(x: minX + radius - k, y: minY))
        close()
    }

    /// Creates an open circular arc; see
    /// ``addArc(withCenter:radius:startAngle:endAngle:clockwise:)``.
    ///
    /// ```swift
    /// let halfCircle = BezierPath(arcCenter: .zero, radius: 10, startAngle: 0,
    ///                             endAngle: .pi, clockwise: true)
    /// ```
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
        clockwise: Bool
    ) {
        self.init()
        addArc(
            withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
            clockwise: clockwise)
    }

    // MARK: - Building

    /// Starts a new subpath at `point`.
    ///
    /// ```swift
    /// path.move(to: CGPoint(x: 10, y: 10))
    /// ```
    public func move(to point: CGPoint) {
        elements.append(.move(to: point))
        current = point
        subpathStart = point
    }

    /// Adds a straight line from the current point to `point`. Without a current point it
    /// does nothing, as in UIKit.
    ///
    /// ```swift
    /// path.addLine(to: CGPoint(x: 50, y: 10))
    /// ```
    public func addLine(to point: CGPoint) {
        guard beginSegment() else { return }
        elements.append(.line(to: point))
        current = point
    }

    /// Adds a quadratic Bézier curve from the current point to `endPoint`. Without a current
    /// point it does nothing, as in UIKit.
    ///
    /// ```swift
    /// path.addQuadCurve(to: CGPoint(x: 20, y: 0), controlPoint: CGPoint(x: 10, y: 15))
    /// ```
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        guard beginSegment() else { return }
        elements.append(.quadCurve(to: endPoint, control: controlPoint))
        current = endPoint
    }

    /// Adds a cubic Bézier curve from the current point to `endPoint`. Without a current
    /// point it does nothing, as in UIKit.
    ///
    /// ```swift
    /// path.addCurve(to: CGPoint(x: 30, y: 0), controlPoint1: CGPoint(x: 10, y: 20),
    ///               controlPoint2: CGPoint(x: 20, y: 20))
    /// ```
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        guard beginSegment() else { return }
        elements.append(.curve(to: endPoint, control1: controlPoint1, control2: controlPoint2))
        current = endPoint
    }

    /// Adds a circular arc, drawn as cubic curves of at most 90° each.
    ///
    /// Angles are in radians from the positive x axis; `clockwise` (on a y-down screen) runs
    /// through increasing angles. The sweep is `endAngle − startAngle` brought into
    /// `[0, 2π)` in the chosen direction, except that a non-zero multiple of 2π draws a full
    /// circle. The arc starts with a line from the current point if there is one, else with a
    /// move.
    ///
    /// ```swift
    /// path.addArc(withCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2,
    ///             clockwise: true)  // from (10, 0) to (0, 10)
    /// ```
    public func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
        clockwise: Bool
    ) {
        let start = Double(startAngle)
        let sweep = BezierPath.arcSweep(from: start, to: Double(endAngle), clockwise: clockwise)
        let r = Double(radius)
        let cx = Double(center.x)
        let cy = Double(center.y)
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: cx + r * PortableMath.cos(angle), y: cy + r * PortableMath.sin(angle))
        }
        let first = point(start)
        if current == nil {
            move(to: first)
        } else {
            addLine(to: first)
        }
        guard sweep != 0, sweep.isFinite else { return }
        let count = Swift.max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(count)
        let k = 4.0 / 3.0 * PortableMath.tan(step / 4)
        for index in 0..<count {
            let a0 = start + step * Double(index)
            let a1 = index == count - 1 ? start + sweep : a0 + step
            let p0 = point(a0)
            let p3 = point(a1)
            let control1 = CGPoint(
                x: Double(p0.x) - k * r * PortableMath.sin(a0), y: Double(p0.y) + k * r * PortableMath.cos(a0)
            )
            let control2 = CGPoint(
                x: Double(p3.x) + k * r * PortableMath.sin(a1), y: Double(p3.y) - k * r * PortableMath.cos(a1)
            )
            addCurve(to: p3, controlPoint1: control1, controlPoint2: control2)
        }
    }

    /// Closes the current subpath with a straight line to its start.
    ///
    /// ```swift
    /// path.close()
    /// ```
    public func close() {
        guard current != nil, let start = subpathStart else { return }
        if case .close = elements.last { return }
        elements.append(.close)
        current = start
    }

    /// Removes every element, leaving an empty path with no current point.
    ///
    /// ```swift
    /// path.removeAllPoints()
    /// path.isEmpty  // true
    /// ```
    public func removeAllPoints() {
        elements.removeAll()
        current = nil
        subpathStart = nil
    }

    /// Appends the elements of `path` (which should begin with a move, as every path built
    /// with these methods does).
    ///
    /// ```swift
    /// let both = BezierPath(rect: a)
    /// both.append(BezierPath(ovalIn: b))
    /// ```
    public func append(_ path: BezierPath) {
        guard !path.elements.isEmpty else { return }
        elements.append(contentsOf: path.elements)
        current = path.current
        subpathStart = path.subpathStart
    }

    /// Maps every point of the path, control points included, through `transform`.
    ///
    /// ```swift
    /// path.apply(CGAffineTransform(translationX: -50, y: -50))
    /// ```
    public func apply(_ transform: CGAffineTransform) {
        elements = elements.map { element in
            switch element {
            case .move(let p):
                return .move(to: p.applying(transform))
            case .line(let p):
                return .line(to: p.applying(transform))
            case .quadCurve(let p, let control):
                return .quadCurve(to: p.applying(transform), control: control.applying(transform))
            case .curve(let p, let control1, let control2):
                return .curve(
                    to: p.applying(transform), control1: control1.applying(transform),
                    control2: control2.applying(transform))
            case .close:
                return .close
            }
        }
        current = current?.applying(transform)
        subpathStart = subpathStart?.applying(transform)
    }

    /// An independent path with the same elements and current point.
    ///
    /// ```swift
    /// let moved = path.copy()
    /// moved.apply(CGAffineTransform(translationX: 10, y: 0))  // `path` is unchanged
    /// ```
    open func copy() -> BezierPath {
        let result = BezierPath()
        result.elements = elements
        result.current = current
        result.subpathStart = subpathStart
        return result
    }

    // MARK: - Queries

    /// The end point of the last element (the subpath's start after a close), or `.zero` when
    /// the path has no current point, as in UIKit.
    ///
    /// ```swift
    /// path.addLine(to: CGPoint(x: 5, y: 5))
    /// path.currentPoint  // (5, 5)
    /// ```
    public var currentPoint: CGPoint { current ?? .zero }

    /// Whether the path draws nothing: it has no elements, or only moves.
    ///
    /// ```swift
    /// let path = BezierPath()
    /// path.move(to: .zero)
    /// path.isEmpty  // true
    /// ```
    public var isEmpty: Bool {
        elements.allSatisfy { element in
            if case .move = element { return true }
            return false
        }
    }

    /// The smallest rectangle containing every point of the path, **control points
    /// included** (as `UIBezierPath.bounds` and `CGPath.boundingBox`), or `CGRect.null` for a
    /// path without points.
    ///
    /// ```swift
    /// BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 10)).bounds  // (0, 0, 20, 10)
    /// ```
    public var bounds: CGRect {
        var minX = CGFloat.infinity
        var minY = CGFloat.infinity
        var maxX = -CGFloat.infinity
        var maxY = -CGFloat.infinity
        var any = false
        for point in elements.flatMap({ $0.points }) {
            any = true
            minX = Swift.min(minX, point.x)
            minY = Swift.min(minY, point.y)
            maxX = Swift.max(maxX, point.x)
            maxY = Swift.max(maxY, point.y)
        }
        guard any else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The elements, listed: `BezierPath(move(to: (0.0, 0.0)), line(to: (1.0, 0.0)), close)`.
    ///
    /// ```swift
    /// print(BezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)))
    /// ```
    open var description: String {
        func text(_ p: CGPoint) -> String { "(\(p.x), \(p.y))" }
        let parts = elements.map { element -> String in
            switch element {
            case .move(let p):
                return "move(to: \(text(p)))"
            case .line(let p):
                return "line(to: \(text(p)))"
            case .quadCurve(let p, let control):
                return "quadCurve(to: \(text(p)), control: \(text(control)))"
            case .curve(let p, let control1, let control2):
                return "curve(to: \(text(p)), control1: \(text(control1)), control2: \(text(control2)))"
            case .close:
                return "close"
            }
        }
        return "BezierPath(" + parts.joined(separator: ", ") + ")"
    }

    // MARK: - Private

    private static let kappa: CGFloat = 0.5522847498

    /// Makes sure a drawing element has a subpath to extend; false when there is no current
    /// point.
    private func beginSegment() -> Bool {
        guard let point = current else { return false }
        if case .close = elements.last {
            move(to: point)
        }
        return true
    }

    private func lineIfLonger(to point: CGPoint) {
        if point != current {
            addLine(to: point)
        }
    }

    /// The signed sweep of an arc: positive (increasing angle) when clockwise on screen.
    private static func arcSweep(from start: Double, to end: Double, clockwise: Bool) -> Double {
        let fullTurn = 2 * Double.pi
        let delta = clockwise ? end - start : start - end
        guard delta.isFinite else { return .nan }
        var sweep = delta.truncatingRemainder(dividingBy: fullTurn)
        if sweep < 0 { sweep += fullTurn }
        if sweep == 0 && delta != 0 { sweep = fullTurn }
        return clockwise ? sweep : -sweep
    }
}

extension BezierPath.Element {
    /// Every point the element stores: its end point and control points.
    var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p):
            return [p]
        case .quadCurve(let p, let control):
            return [control, p]
        case .curve(let p, let control1, let control2):
            return [control1, control2, p]
        case .close:
            return []
        }
    }
}
