import Dynamics

/// A plot of a recorded run as SVG: kinetic, potential and total energy (J) over time in the upper
/// panel, the fastest item's speed (pt/s) in the lower one, with axes, ticks, labels and a legend.
/// A settling scene shows its energy draining away; a conservative one a flat total.
///
/// ```swift
/// let plot = EnergyPlot().render(recorder.trajectory)
/// try plot.write(toFile: "energy.svg", atomically: true, encoding: .utf8)
/// ```
public struct EnergyPlot: Sendable {
    /// Page width (points).
    public var width: CGFloat = 640
    /// Page height (points).
    public var height: CGFloat = 420
    /// A title over the plot.
    public var title: String?
    /// The kinetic-energy line.
    public var kineticColor = "#1c7ed6"
    /// The potential-energy line.
    public var potentialColor = "#2f9e44"
    /// The total-energy line (dashed).
    public var totalColor = "#495057"
    /// The speed line.
    public var speedColor = "#f08c00"

    /// The default 640 × 420 plot.
    ///
    /// ```swift
    /// var plot = EnergyPlot(title: "pile")
    /// plot.width = 800
    /// ```
    public init(title: String? = nil) {
        self.title = title
    }

    /// The plot as an SVG document.
    ///
    /// ```swift
    /// let svg = EnergyPlot(title: "falling-square").render(trajectory)
    /// ```
    public func render(_ trajectory: Trajectory) -> String {
        var svg = SVGWriter(decimals: 2)
        let page = CGRect(x: 0, y: 0, width: width, height: height)
        SVGRenderer.header(&svg, page, background: "#ffffff")
        let left: CGFloat = 70
        let right: CGFloat = 20
        let top: CGFloat = title == nil ? 36 : 48
        let bottom: CGFloat = 44
        let gap: CGFloat = 44
        let panelHeight = (height - top - bottom - gap) / 2
        let upper = CGRect(x: left, y: top, width: width - left - right, height: panelHeight)
        let lower = CGRect(x: left, y: top + panelHeight + gap, width: upper.width, height: panelHeight)
        let frames = trajectory.usableFrames
        let times = frames.map { $0.time }
        let t0 = times.first ?? 0
        let t1 = Swift.max(times.last ?? 1, t0 + 1e-9)
        let kinetic = frames.map { $0.kineticEnergy }
        let potential = frames.map { $0.potentialEnergy }
        let total = zip(kinetic, potential).map { $0 + $1 }
        let speed = frames.map { Double($0.maxSpeed) }
        if let title {
            text(&svg, title, CGPoint(x: width / 2, y: 22), anchor: "middle", size: 14)
        }
        let energies = kinetic + potential + total
        panel(
            &svg, upper, time: (t0, t1), values: (Swift.min(0, energies.min() ?? 0), energies.max() ?? 1),
            label: "energy (J)",
            series: [
                (times, kinetic, kineticColor, false), (times, potential, potentialColor, false),
                (times, total, totalColor, true),
            ])
        panel(
            &svg, lower, time: (t0, t1), values: (0, speed.max() ?? 1), label: "max speed (pt/s)",
            series: [(times, speed, speedColor, false)])
        text(&svg, "time (s)", CGPoint(x: lower.midX, y: height - 8), anchor: "middle", size: 12)
        // Legend, top right of the upper panel.
        let legend: [(String, String, Bool)] = [
            ("kinetic", kineticColor, false), ("potential", potentialColor, false),
            ("total", totalColor, true),
        ]
        for (i, (name, color, dashed)) in legend.enumerated() {
            let y = upper.minY + 14 + CGFloat(i) * 15
            let x = upper.maxX - 92
            svg.element(
                "line",
                svg.segment(CGPoint(x: x, y: y - 4), CGPoint(x: x + 20, y: y - 4))
                    + [("stroke", color), ("stroke-width", "2")]
                    + (dashed ? [("stroke-dasharray", "5 3")] : []))
            text(&svg, name, CGPoint(x: x + 26, y: y), anchor: "start", size: 11)
        }
        svg.close("svg")
        return svg.text
    }

    private func panel(
        _ svg: inout SVGWriter, _ box: CGRect, time: (Double, Double), values: (Double, Double),
        label: String,
        series: [([Double], [Double], String, Bool)]
    ) {
        let xs = Self.ticks(time.0, time.1)
        let ys = Self.ticks(values.0, values.1)
        func x(_ t: Double) -> CGFloat { box.minX + CGFloat((t - xs.lo) / (xs.hi - xs.lo)) * box.width }
        func y(_ v: Double) -> CGFloat { box.maxY - CGFloat((v - ys.lo) / (ys.hi - ys.lo)) * box.height }
        for v in ys.values {
            svg.element(
                "line",
                svg.segment(CGPoint(x: box.minX, y: y(v)), CGPoint(x: box.maxX, y: y(v))) + [
                    ("stroke", "#e9ecef")
                ])
            text(
                &svg, SVGNumber.format(v, decimals: ys.decimals), CGPoint(x: box.minX - 6, y: y(v) + 4),
                anchor: "end", size: 11)
        }
        for t in xs.values {
            svg.element(
                "line",
                svg.segment(CGPoint(x: x(t), y: box.maxY), CGPoint(x: x(t), y: box.maxY + 5)) + [
                    ("stroke", "#495057")
                ])
            text(
                &svg, SVGNumber.format(t, decimals: xs.decimals), CGPoint(x: x(t), y: box.maxY + 17),
                anchor: "middle", size: 11)
        }
        svg.element("rect", svg.box(box) + [("fill", "none"), ("stroke", "#495057")])
        let middle = CGPoint(x: box.minX - 52, y: box.midY)
        text(&svg, label, middle, anchor: "middle", size: 12, transform: "rotate(-90 \(svg.point(middle)))")
        for (times, values, color, dashed) in series where !values.isEmpty {
            let points = zip(times, values).map { CGPoint(x: x($0), y: y($1)) }
            svg.element(
                "polyline",
                [
                    ("points", svg.points(points)), ("fill", "none"), ("stroke", color),
                    ("stroke-width", "1.5"),
                ]
                    + (dashed ? [("stroke-dasharray", "5 3")] : []))
        }
    }

    private func text(
        _ svg: inout SVGWriter, _ s: String, _ at: CGPoint, anchor: String, size: Int,
        transform: String? = nil
    ) {
        svg.element(
            "text",
            [
                ("x", svg.number(at.x)), ("y", svg.number(at.y)), ("font-family", "sans-serif"),
                ("font-size", "\(size)"), ("text-anchor", anchor),
            ] + (transform.map { [("transform", $0)] } ?? []),
            open: true)
        svg.line(SVGWriter.escape(s))
        svg.close("text")
    }

    /// Round tick marks covering [lo, hi]: a step of 1, 2 or 5 × 10ⁿ giving about five intervals.
    ///
    /// Powers of ten are found by repeated multiplication (no logarithms), so every platform picks
    /// the same ticks.
    static func ticks(_ lo: Double, _ hi: Double) -> (lo: Double, hi: Double, values: [Double], decimals: Int)
    {
        var lo = lo.isFinite ? lo : 0
        var hi = hi.isFinite ? hi : 1
        if !(hi > lo) {
            let pad = Swift.max(Swift.abs(hi), 1) / 2
            lo -= pad
            hi += pad
        }
        let raw = (hi - lo) / 5
        var magnitude = 1.0
        var decimals = 0
        while magnitude * 10 <= raw { magnitude *= 10 }
        while magnitude > raw {
            magnitude /= 10
            decimals += 1
        }
        let step =
            raw <= magnitude
            ? magnitude
            : raw <= 2 * magnitude ? 2 * magnitude : raw <= 5 * magnitude ? 5 * magnitude : 10 * magnitude
        if step >= 10 * magnitude { decimals = Swift.max(decimals - 1, 0) }
        let first = (lo / step).rounded(.down)
        let last = (hi / step).rounded(.up)
        let values = stride(from: first, through: last, by: 1).map { $0 * step }
        return (first * step, last * step, values, decimals)
    }
}
