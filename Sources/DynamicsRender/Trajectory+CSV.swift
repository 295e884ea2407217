import Dynamics

extension Trajectory {
    /// The trace as CSV: a header line `time,item,x,y,angle,vx,vy,omega`, then one row per item
    /// per frame (frames in order, items in recording order). Time in seconds, positions in
    /// points, angle in radians, velocity in pt/s, ω in rad/s, every number with exactly
    /// `decimals` places (0…9) and no locale. Names with a comma, quote or line break are quoted.
    /// Frames without one state per item or out of time order are left out and reported to
    /// `DynamicsDiagnostics`.
    ///
    /// ```swift
    /// try recorder.trajectory.csv().write(toFile: "trace.csv", atomically: true, encoding: .utf8)
    /// // time,item,x,y,angle,vx,vy,omega
    /// // 0.0000,square,160.0000,100.0000,0.0000,0.0000,0.0000,0.0000
    /// ```
    public func csv(decimals: Int = 4) -> String {
        func number(_ v: Double) -> String { SVGNumber.format(v, decimals: decimals, trimmed: false) }
        let names = items.map { Self.csvField($0.name) }
        var out = "time,item,x,y,angle,vx,vy,omega\n"
        for frame in usableFrames {
            let time = number(frame.time)
            for (name, state) in zip(names, frame.items) {
                let fields = [
                    state.center.x, state.center.y, state.angle, state.velocity.dx, state.velocity.dy,
                    state.angularVelocity,
                ].map { number(Double($0)) }
                out += time + "," + name + "," + fields.joined(separator: ",") + "\n"
            }
        }
        return out
    }

    /// RFC 4180 quoting when needed.
    static func csvField(_ s: String) -> String {
        guard s.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return s }
        return "\"" + s.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"")
            + "\""
    }
}
