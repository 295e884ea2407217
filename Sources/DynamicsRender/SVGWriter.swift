import Dynamics
import Foundation

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
