import Dynamics

/// The debug overlay's data on the wire: `debugSnapshot()` as compact JSON (`{"type":"debug",…}`),
/// which `overlay.js` draws layer by layer as `DebugSnapshot+Drawing.swift` does in SVG.
///
/// Points are `[x, y]`; body shapes are in the body's frame (`bodies[i].c` and `.a` place them);
/// infinite limits are `null`.
extension DebugSnapshot {
    /// The snapshot as one JSON text message.
    ///
    /// ```swift
    /// let text = run.animator.debugSnapshot().wireJSON()
    /// ```
    public func wireJSON() -> String {
        var out = "{\"type\":\"debug\",\"time\":\(num(time))"
        out += ",\"bodies\":[" + bodies.map(body).joined(separator: ",") + "]"
        out += ",\"boundaries\":["
        out += boundaries.map { "[" + $0.shapes.map(shape).joined(separator: ",") + "]" }.joined(
            separator: ",")
        out += "],\"joints\":[" + joints.map(joint).joined(separator: ",") + "]"
        out += ",\"snaps\":["
        out += snaps.map { "{\"item\":\($0.item),\"p\":\(pt($0.point))}" }.joined(separator: ",")
        out += "],\"fields\":[" + fields.map(field).joined(separator: ",") + "]"
        out += ",\"contacts\":["
        out += contacts.map { "{\"p\":\(pt($0.point)),\"n\":\(vec($0.normal)),\"t\":\($0.isTouching)}" }
            .joined(separator: ",")
        out += "],\"grid\":["
        out += fieldGrid.map {
            "\(num($0.point.x)),\(num($0.point.y)),\(num($0.force.dx)),\(num($0.force.dy))"
        }
        .joined(separator: ",")
        return out + "]}"
    }

    private func body(_ b: Body) -> String {
        "{\"slot\":\(b.slot),\"c\":\(pt(b.center)),\"a\":\(num(b.angle)),\"v\":\(vec(b.velocity))"
            + ",\"awake\":\(b.isAwake),\"anchored\":\(b.isAnchored),\"shapes\":["
            + b.shapes.map(shape).joined(separator: ",") + "]}"
    }

    private func shape(_ s: Shape) -> String {
        switch s {
        case .circle(let c, let r): return "{\"k\":\"c\",\"c\":\(pt(c)),\"r\":\(num(r))}"
        case .polygon(let v, let r):
            return "{\"k\":\"p\",\"v\":[" + v.map(pt).joined(separator: ",") + "],\"r\":\(num(r))}"
        case .segment(let a, let b): return "{\"k\":\"s\",\"v\":[\(pt(a)),\(pt(b))]}"
        }
    }

    private func joint(_ j: Joint) -> String {
        var out = "{\"src\":\"\(j.source == .snap ? "snap" : "attachment")\""
        out += ",\"a\":\(pt(j.anchorA)),\"b\":\(pt(j.anchorB))"
        out += ",\"fixedA\":\(j.a == .fixedPoint),\"fixedB\":\(j.b == .fixedPoint)"
        switch j.kind {
        case .rod: out += ",\"k\":\"rod\""
        case .spring: out += ",\"k\":\"spring\""
        case .rope: out += ",\"k\":\"rope\""
        case .weld: out += ",\"k\":\"weld\""
        case .pin(let lower, let upper, let zero, let angle):
            out += ",\"k\":\"pin\",\"lo\":\(limit(lower)),\"hi\":\(limit(upper))"
            out += ",\"zero\":\(num(zero)),\"angle\":\(num(angle))"
        case .slider(let axis, let lower, let upper, let translation):
            out += ",\"k\":\"slider\",\"axis\":\(vec(axis)),\"lo\":\(limit(lower)),\"hi\":\(limit(upper))"
            out += ",\"t\":\(num(translation))"
        }
        return out + "}"
    }

    private func field(_ f: Field) -> String {
        let leaves = f.region.leaves.compactMap { leaf -> String? in
            switch leaf {
            case .circle(let r): "{\"circle\":\(num(r))}"
            case .rectangle(let size): "{\"rect\":[\(num(size.width)),\(num(size.height))]}"
            default: nil
            }
        }
        return "{\"k\":\"\(f.kind.rawValue)\",\"p\":\(pt(f.position)),\"dir\":\(vec(f.direction))"
            + ",\"leaves\":[" + leaves.joined(separator: ",") + "]}"
    }

    private func limit(_ v: CGFloat) -> String { v.isFinite ? num(v) : "null" }
    private func pt(_ p: CGPoint) -> String { "[\(num(p.x)),\(num(p.y))]" }
    private func vec(_ v: CGVector) -> String { "[\(num(v.dx)),\(num(v.dy))]" }
}

/// A number for the wire: three decimals, and 0 for anything not finite (JSON has no NaN).
func num(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(rounded)
}
