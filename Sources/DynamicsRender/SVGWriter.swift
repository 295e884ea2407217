import Dynamics

/// Builds SVG text one element per line, numbers through ``SVGNumber`` at a fixed precision.
struct SVGWriter {
    var text = ""
    let decimals: Int

    init(decimals: Int) {
        self.decimals = decimals
    }

    func number(_ v: CGFloat) -> String { SVGNumber.format(v, decimals: decimals) }
    func point(_ p: CGPoint) -> String { "\(number(p.x)) \(number(p.y))" }
    func points(_ ps: [CGPoint]) -> String {
        ps.map { "\(number($0.x)),\(number($0.y))" }.joined(separator: " ")
    }
    /// Degrees from radians.
    func degrees(_ radians: CGFloat) -> String { number(radians * 180 / .pi) }
    /// `x1 y1 x2 y2` of a line from `a` to `b`.
    func segment(_ a: CGPoint, _ b: CGPoint) -> [(String, String)] {
        [("x1", number(a.x)), ("y1", number(a.y)), ("x2", number(b.x)), ("y2", number(b.y))]
    }
    /// `cx cy r` of a circle.
    func circle(_ center: CGPoint, _ radius: CGFloat) -> [(String, String)] {
        [("cx", number(center.x)), ("cy", number(center.y)), ("r", number(radius))]
    }
    /// `x y width height` of a rectangle.
    func box(_ rect: CGRect) -> [(String, String)] {
        [
            ("x", number(rect.minX)), ("y", number(rect.minY)), ("width", number(rect.width)),
            ("height", number(rect.height)),
        ]
    }

    /// `<name a="v" …/>` (or an opening tag when `open`).
    mutating func element(_ name: String, _ attributes: [(String, String)], open: Bool = false) {
        text += "<" + name
        for (key, value) in attributes { text += " \(key)=\"\(Self.escape(value))\"" }
        text += open ? ">\n" : "/>\n"
    }

    mutating func close(_ name: String) { text += "</\(name)>\n" }

    mutating func line(_ raw: String) { text += raw + "\n" }

    /// Attribute-safe text.
    static func escape(_ s: String) -> String {
        // Most values are numbers and colours: return them untouched without walking characters.
        guard s.utf8.contains(where: { $0 == 38 || $0 == 60 || $0 == 62 || $0 == 34 || $0 < 32 }) else {
            return s
        }
        var out = ""
        for c in s {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n", "\r", "\t": out += " "
            default: out.append(c)
            }
        }
        return out
    }

    /// `translate(x y) rotate(deg)`; the rotation left out when it rounds to 0.
    func transform(center: CGPoint, angle: CGFloat) -> String {
        let turn = degrees(angle)
        return turn == "0" ? "translate(\(point(center)))" : "translate(\(point(center))) rotate(\(turn))"
    }

    /// An item's outline centred on the origin: (element name, attributes).
    func itemShape(_ look: ItemAppearance) -> (String, [(String, String)]) {
        let w = look.size.width
        let h = look.size.height
        switch look.shape {
        case .rectangle:
            return (
                "rect",
                [("x", number(-w / 2)), ("y", number(-h / 2)), ("width", number(w)), ("height", number(h))]
            )
        case .ellipse:
            return ("ellipse", [("rx", number(w / 2)), ("ry", number(h / 2))])
        case .path(let elements):
            return ("path", [("d", pathData(elements))])
        }
    }

    func pathData(_ elements: [BezierPath.Element]) -> String {
        elements.map { element in
            switch element {
            case .move(let p): return "M\(point(p))"
            case .line(let p): return "L\(point(p))"
            case .quadCurve(let p, let c): return "Q\(point(c)) \(point(p))"
            case .curve(let p, let c1, let c2): return "C\(point(c1)) \(point(c2)) \(point(p))"
            case .close: return "Z"
            }
        }.joined(separator: " ")
    }
}
