import Dynamics

/// Draws a frame as an SVG document: the items as an app shows them (filled rectangles, ellipses
/// and paths in their colours, turned), and the debug layer over them when the frame has one.
///
/// Output is byte-stable: coordinates are rounded to ``decimals`` places without locale, and
/// elements come in a fixed order, so the same frame always gives the same text.
///
/// ```swift
/// let svg = SVGRenderer().render(animator: animator, items: StyledItem.palette([a, b]))
/// try svg.write(toFile: "frame.svg", atomically: true, encoding: .utf8)
/// ```
public struct SVGRenderer: Sendable {
    /// The debug layers drawn when the frame carries a debug snapshot.
    public var layers: DebugLayers = .all
    /// Colours and scales of the debug layer.
    public var style = DebugStyle()
    /// The page colour; nil leaves it transparent.
    public var background: String? = "#ffffff"
    /// Whether the items themselves are drawn (off: the debug layer alone).
    public var drawsItems = true
    /// Decimal places of every coordinate.
    public var decimals = 2

    /// A renderer with every debug layer, a white page and 2-decimal coordinates.
    ///
    /// ```swift
    /// var renderer = SVGRenderer()
    /// renderer.layers = [.items, .contacts]
    /// ```
    public init() {}

    /// The frame as an SVG document.
    ///
    /// ```swift
    /// let svg = SVGRenderer().render(RenderFrame(animator: animator, items: styled))
    /// ```
    public func render(_ frame: RenderFrame) -> String {
        var svg = SVGWriter(decimals: decimals)
        Self.header(&svg, frame.bounds, background: background)
        if drawsItems {
            svg.element("g", [("id", "items")], open: true)
            for item in frame.items {
                let (name, attributes) = svg.itemShape(item.appearance)
                svg.element(
                    name,
                    [("data-name", item.appearance.name)] + attributes + [
                        ("fill", item.appearance.color),
                        ("transform", svg.transform(center: item.center, angle: item.angle)),
                    ])
            }
            svg.close("g")
        }
        if let debug = frame.debug, !layers.isEmpty {
            drawDebug(debug, into: &svg)
        }
        svg.close("svg")
        return svg.text
    }

    /// The animator's state now (see ``RenderFrame/init(animator:items:time:debug:fieldGridSpacing:)``).
    ///
    /// ```swift
    /// animator.debugEnabled = true
    /// let svg = SVGRenderer().render(animator: animator, items: [StyledItem(card, name: "card", color: "orange")])
    /// ```
    public func render(animator: DynamicAnimator, items: [StyledItem], debug: Bool? = nil) -> String {
        render(RenderFrame(animator: animator, items: items, debug: debug))
    }

    /// The `<svg>` opening tag with its view box, and the page.
    static func header(_ svg: inout SVGWriter, _ bounds: CGRect, background: String?) {
        let box = [bounds.minX, bounds.minY, bounds.width, bounds.height].map(svg.number).joined(
            separator: " ")
        svg.element(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("width", svg.number(bounds.width)),
                ("height", svg.number(bounds.height)), ("viewBox", box),
            ], open: true)
        if let background {
            svg.element("rect", svg.box(bounds) + [("fill", background)])
        }
    }

    /// One group per layer (`debug-<name>`), in drawing order; empty layers are left out.
    func drawDebug(_ snapshot: DebugSnapshot, into svg: inout SVGWriter) {
        var list = DebugPrimitiveList()
        snapshot.draw(layers, style: style, into: &list)
        svg.element(
            "g",
            [("id", "debug"), ("fill", "none"), ("stroke-linecap", "round"), ("stroke-linejoin", "round")],
            open: true)
        var current: DebugLayers?
        for primitive in list.primitives {
            if primitive.layer != current {
                if current != nil { svg.close("g") }
                current = primitive.layer
                svg.element("g", [("id", "debug-" + (primitive.layer.name ?? "layer"))], open: true)
            }
            Self.element(primitive, into: &svg)
        }
        if current != nil { svg.close("g") }
        svg.close("g")
    }

    /// One primitive as one SVG element.
    static func element(_ primitive: DebugPrimitive, into svg: inout SVGWriter) {
        var paint: [(String, String)] = []
        if let stroke = primitive.stroke {
            paint.append(("stroke", stroke))
            if primitive.lineWidth != 1 { paint.append(("stroke-width", svg.number(primitive.lineWidth))) }
            if primitive.isDashed { paint.append(("stroke-dasharray", "4 3")) }
        }
        if let fill = primitive.fill {
            paint.append(("fill", fill))
            if primitive.fillOpacity < 1 { paint.append(("fill-opacity", svg.number(primitive.fillOpacity))) }
        }
        switch primitive.geometry {
        case .line(let a, let b):
            svg.element("line", svg.segment(a, b) + paint)
        case .polyline(let points):
            svg.element("polyline", [("points", svg.points(points))] + paint)
        case .polygon(let points, let radius):
            if radius > 0 {
                svg.element("path", [("d", roundedPolygon(points, radius, svg))] + paint)
            } else {
                svg.element("polygon", [("points", svg.points(points))] + paint)
            }
        case .circle(let c, let r):
            svg.element("circle", svg.circle(c, r) + paint)
        case .rectangle(let c, let size, let angle):
            var attributes = [
                ("x", svg.number(c.x - size.width / 2)), ("y", svg.number(c.y - size.height / 2)),
                ("width", svg.number(size.width)), ("height", svg.number(size.height)),
            ]
            let turn = svg.degrees(angle)
            if turn != "0" { attributes.append(("transform", "rotate(\(turn) \(svg.point(c)))")) }
            svg.element("rect", attributes + paint)
        case .arc(let c, let r, let start, let end):
            if end - start >= 2 * .pi - 1e-9 {
                svg.element("circle", svg.circle(c, r) + paint)
            } else {
                let p0 = CGPoint(x: c.x + r * cos(start), y: c.y + r * sin(start))
                let p1 = CGPoint(x: c.x + r * cos(end), y: c.y + r * sin(end))
                let large = end - start > .pi ? 1 : 0
                let d = "M\(svg.point(p0)) A\(svg.number(r)) \(svg.number(r)) 0 \(large) 1 \(svg.point(p1))"
                svg.element("path", [("d", d)] + paint)
            }
        case .arrow(let from, let to):
            svg.element("path", [("d", arrowData(from, to, svg))] + paint)
        }
    }

    /// A line and an open head of two 25° barbs, at most 6 pt and a third of the arrow long.
    static func arrowData(_ from: CGPoint, _ to: CGPoint, _ svg: SVGWriter) -> String {
        let dx = to.x - from.x
        let dy = to.y - from.y
        let length = hypot(dx, dy)
        let line = "M\(svg.point(from)) L\(svg.point(to))"
        guard length > 0 else { return line }
        let head = Swift.min(6, length / 3)
        let ux = dx / length
        let uy = dy / length
        let c = cos(CGFloat.pi * 25 / 180)
        let s = sin(CGFloat.pi * 25 / 180)
        let (cx, cy, sx, sy) = (c * ux, c * uy, s * ux, s * uy)
        let left = CGPoint(x: to.x - head * (cx - sy), y: to.y - head * (sx + cy))
        let right = CGPoint(x: to.x - head * (cx + sy), y: to.y - head * (cy - sx))
        return line + " M\(svg.point(left)) L\(svg.point(to)) L\(svg.point(right))"
    }

    /// A convex polygon grown by `radius`: each edge pushed out along its normal, corners joined
    /// by arcs (the exact outline of a rounded collision polygon).
    static func roundedPolygon(_ points: [CGPoint], _ radius: CGFloat, _ svg: SVGWriter) -> String {
        let n = points.count
        guard n >= 2 else { return "" }
        var area: CGFloat = 0
        for i in 0..<n {
            let a = points[i]
            let b = points[(i + 1) % n]
            area += a.x * b.y - a.y * b.x
        }
        // Clockwise on screen (positive area with y down) turns with SVG's sweep flag 1.
        let sign: CGFloat = area >= 0 ? 1 : -1
        let sweep = area >= 0 ? 1 : 0
        func normal(_ i: Int) -> CGPoint {
            let a = points[i]
            let b = points[(i + 1) % n]
            let length = Swift.max(hypot(b.x - a.x, b.y - a.y), 1e-12)
            return CGPoint(x: sign * (b.y - a.y) / length, y: -sign * (b.x - a.x) / length)
        }
        func offset(_ p: CGPoint, _ m: CGPoint) -> CGPoint {
            CGPoint(x: p.x + radius * m.x, y: p.y + radius * m.y)
        }
        let r = svg.number(radius)
        var d = "M\(svg.point(offset(points[0], normal(0))))"
        for i in 0..<n {
            let next = (i + 1) % n
            d += " L\(svg.point(offset(points[next], normal(i))))"
            d += " A\(r) \(r) 0 0 \(sweep) \(svg.point(offset(points[next], normal(next))))"
        }
        return d + " Z"
    }
}
