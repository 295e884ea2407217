import Dynamics

/// Draws a whole recorded run as one animated SVG that plays and loops in any browser: each item
/// is drawn once and moved by SMIL `<animateTransform>` keyframes (a translation and a rotation
/// with `keyTimes`), linear between recorded frames.
///
/// Small by construction: keyframes whose rounded value equals both neighbours' (an item at rest)
/// are dropped — interpolation between the kept ones gives exactly the same picture — and an item
/// that never moves gets a plain transform. Angles are unwrapped so a spin never runs backwards
/// through ±180°. Byte-stable: the same trajectory gives the same text.
///
/// ```swift
/// let svg = AnimatedSVGRenderer().render(recorder.trajectory)
/// try svg.write(toFile: "run.svg", atomically: true, encoding: .utf8)
/// ```
public struct AnimatedSVGRenderer: Sendable {
    /// The page colour; nil leaves it transparent.
    public var background: String? = "#ffffff"
    /// Decimal places of positions (angles get one fewer, in degrees).
    public var decimals = 2
    /// Whether the animation repeats forever (else it stops on the last frame).
    public var loops = true
    /// Whether a progress bar along the top edge shows how far the run has played.
    public var showsProgress = false

    /// The default: white page, 2 decimals, looping.
    ///
    /// ```swift
    /// var renderer = AnimatedSVGRenderer()
    /// renderer.loops = false
    /// ```
    public init() {}

    /// The trajectory as an animated SVG document. With fewer than two frames (or no time between
    /// them) it is a still of the first frame. Frames without one state per item or out of time
    /// order are left out and reported to `DynamicsDiagnostics`.
    ///
    /// ```swift
    /// let svg = AnimatedSVGRenderer().render(trajectory)
    /// ```
    public func render(_ trajectory: Trajectory) -> String {
        var svg = SVGWriter(decimals: decimals)
        SVGRenderer.header(&svg, trajectory.bounds, background: background)
        let frames = trajectory.usableFrames
        let timing = Timing(frames: frames, loops: loops)
        svg.element("g", [("id", "items")], open: true)
        for (index, look) in trajectory.items.enumerated() {
            let (name, attributes) = svg.itemShape(look)
            let shape = [("data-name", look.name)] + attributes + [("fill", look.color)]
            guard let first = frames.first?.items[index] else { continue }
            // A resized item (a position-to-bounds target) is its first shape scaled.
            let scales = frames.map { frame -> String in
                let size = frame.items[index].size
                let sx = look.size.width > 0 ? size.width / look.size.width : 1
                let sy = look.size.height > 0 ? size.height / look.size.height : 1
                return SVGNumber.format(sx, decimals: 3) + " " + SVGNumber.format(sy, decimals: 3)
            }
            let isResized = scales.contains { $0 != "1 1" }
            guard let timing else {
                let placed = svg.transform(center: first.center, angle: first.angle)
                svg.element(
                    name, shape + [("transform", isResized ? placed + " scale(\(scales[0]))" : placed)])
                continue
            }
            let positions = frames.map { svg.point($0.items[index].center) }
            let angles = Self.unwrapped(frames.map { $0.items[index].angle }).map {
                SVGNumber.format($0 * 180 / .pi, decimals: Swift.max(decimals - 1, 0))
            }
            // Outer group moves, the next turns (and the next scales), the shape sits at the origin.
            group(&svg, type: "translate", values: positions, timing)
            group(&svg, type: "rotate", values: angles, timing)
            if isResized { group(&svg, type: "scale", values: scales, timing) }
            svg.element(name, shape)
            if isResized { svg.close("g") }
            svg.close("g")
            svg.close("g")
        }
        svg.close("g")
        if showsProgress, let timing {
            let b = trajectory.bounds
            svg.element(
                "rect",
                [
                    ("x", svg.number(b.minX)), ("y", svg.number(b.minY)), ("width", "0"), ("height", "3"),
                    ("fill", "#868e96"),
                ], open: true)
            svg.element(
                "animate",
                [
                    ("attributeName", "width"), ("values", "0;\(svg.number(b.width))"), ("dur", timing.dur),
                    ("repeatCount", timing.repeatCount),
                ] + (loops ? [] : [("fill", "freeze")]))
            svg.close("rect")
        }
        svg.close("svg")
        return svg.text
    }

    /// The shared clock of every animation: dur, repeat and one key time per frame.
    struct Timing {
        var keyTimes: [String]
        var dur: String
        var repeatCount: String

        init?(frames: [Trajectory.Frame], loops: Bool) {
            guard frames.count >= 2 else { return nil }
            let t0 = frames[0].time
            let duration = frames[frames.count - 1].time - t0
            guard duration > 0, duration.isFinite else { return nil }
            // Enough places that neighbouring frames never share a key time.
            var places = 2
            var resolution = 100.0
            while resolution < 10 * Double(frames.count) && places < 9 {
                places += 1
                resolution *= 10
            }
            keyTimes = frames.indices.map { i in
                i == 0
                    ? "0"
                    : i == frames.count - 1
                        ? "1" : SVGNumber.format((frames[i].time - t0) / duration, decimals: places)
            }
            dur = SVGNumber.format(duration, decimals: 3) + "s"
            repeatCount = loops ? "indefinite" : "1"
        }
    }

    /// Opens the group one transform acts on: with a plain `transform` when the value never
    /// changes, else with an `<animateTransform>` over the keyframes that matter.
    func group(_ svg: inout SVGWriter, type: String, values: [String], _ timing: Timing) {
        var kept: [Int] = []
        for i in values.indices {
            let isEnd = i == 0 || i == values.count - 1
            if isEnd || values[i] != values[i - 1] || values[i] != values[i + 1] { kept.append(i) }
        }
        if kept.count == 2 && values[kept[0]] == values[kept[1]] {
            svg.element("g", [("transform", "\(type)(\(values[0]))")], open: true)
            return
        }
        svg.line("<g>")
        svg.element(
            "animateTransform",
            [
                ("attributeName", "transform"), ("type", type),
                ("values", kept.map { values[$0] }.joined(separator: ";")),
                ("keyTimes", kept.map { timing.keyTimes[$0] }.joined(separator: ";")), ("dur", timing.dur),
                ("repeatCount", timing.repeatCount),
            ] + (loops ? [] : [("fill", "freeze")]))
    }

    /// Angles shifted by whole turns so each differs from the previous by at most half a turn.
    static func unwrapped(_ angles: [CGFloat]) -> [CGFloat] {
        var out: [CGFloat] = []
        out.reserveCapacity(angles.count)
        for angle in angles {
            guard let previous = out.last else {
                out.append(angle)
                continue
            }
            out.append(previous + remainder(angle - previous, 2 * .pi))
        }
        return out
    }
}
