import Dynamics

/// The debug drawing: the snapshot turned into primitives, layer by layer.
extension DebugSnapshot {
    /// Draws the chosen layers into `drawer`, in ``DebugLayers/ordered`` order.
    ///
    /// ```swift
    /// var list = DebugPrimitiveList()
    /// animator.debugSnapshot().draw([.items, .contacts], into: &list)
    /// ```
    public func draw<Drawer: DebugDrawer>(
        _ layers: DebugLayers = .all, style: DebugStyle = DebugStyle(), into drawer: inout Drawer
    ) {
        var pen = Pen(snapshot: self, style: style)
        for (layer, _) in DebugLayers.ordered where layers.contains(layer) {
            pen.layer = layer
            switch layer {
            case .fields: pen.drawFields()
            case .fieldVectors: pen.drawFieldVectors()
            case .boundaries: pen.drawBoundaries()
            case .sleeping: pen.drawSleeping()
            case .items: pen.drawItems()
            case .attachments: pen.drawAttachments()
            case .axes: pen.drawAxes()
            case .snaps: pen.drawSnaps()
            case .contacts: pen.drawContacts()
            case .velocities: pen.drawVelocities()
            default: break
            }
            for primitive in pen.output { drawer.draw(primitive) }
            pen.output.removeAll(keepingCapacity: true)
        }
    }

    /// The chosen layers' primitives in drawing order.
    ///
    /// ```swift
    /// let contacts = snapshot.primitives([.contacts])
    /// ```
    public func primitives(_ layers: DebugLayers = .all, style: DebugStyle = DebugStyle()) -> [DebugPrimitive]
    {
        var list = DebugPrimitiveList()
        draw(layers, style: style, into: &list)
        return list.primitives
    }
}

/// Draws one layer at a time into `output`.
private struct Pen {
    let snapshot: DebugSnapshot
    let style: DebugStyle
    var layer: DebugLayers = .items
    var output: [DebugPrimitive] = []

    init(snapshot: DebugSnapshot, style: DebugStyle) {
        self.snapshot = snapshot
        self.style = style
    }

    mutating func add(
        _ geometry: DebugPrimitive.Geometry, stroke: String? = nil, fill: String? = nil, width: CGFloat = 1,
        dashed: Bool = false, opacity: CGFloat = 1
    ) {
        output.append(
            DebugPrimitive(
                layer: layer, geometry, stroke: stroke, fill: fill, lineWidth: width, isDashed: dashed,
                fillOpacity: opacity))
    }

    func body(_ slot: Int) -> DebugSnapshot.Body? { snapshot.bodies.first { $0.slot == slot } }

    // MARK: Items

    mutating func addShape(
        _ shape: DebugSnapshot.Shape, stroke: String?, fill: String?, width: CGFloat, opacity: CGFloat
    ) {
        switch shape {
        case .circle(let c, let r):
            add(.circle(center: c, radius: r), stroke: stroke, fill: fill, width: width, opacity: opacity)
        case .polygon(let v, let r):
            add(.polygon(v, cornerRadius: r), stroke: stroke, fill: fill, width: width, opacity: opacity)
        case .segment(let a, let b):
            add(.line(a, b), stroke: stroke ?? fill, width: width)
        }
    }

    mutating func drawItems() {
        for body in snapshot.bodies {
            let color =
                body.isAnchored ? style.anchoredItem : body.isSleeping ? style.sleepingItem : style.awakeItem
            for shape in body.worldShapes { addShape(shape, stroke: color, fill: nil, width: 1, opacity: 1) }
            // The rotation mark: from the centre along the body's +x to the edge of its shapes.
            let reach = body.shapes.map { $0.bounds.maxX }.max() ?? 0
            add(.line(body.center, body.toWorld(CGPoint(x: reach > 0 ? reach : 10, y: 0))), stroke: color)
            let c = body.center
            add(.line(CGPoint(x: c.x - 3, y: c.y), CGPoint(x: c.x + 3, y: c.y)), stroke: color)
            add(.line(CGPoint(x: c.x, y: c.y - 3), CGPoint(x: c.x, y: c.y + 3)), stroke: color)
        }
    }

    mutating func drawSleeping() {
        for body in snapshot.bodies where body.isSleeping {
            for shape in body.worldShapes {
                addShape(shape, stroke: nil, fill: style.sleepingItem, width: 1, opacity: 0.4)
            }
        }
    }

    mutating func drawBoundaries() {
        for boundary in snapshot.boundaries {
            for shape in boundary.shapes {
                addShape(shape, stroke: style.boundary, fill: nil, width: 2, opacity: 1)
            }
        }
    }

    mutating func drawVelocities() {
        for body in snapshot.bodies where !body.isAnchored {
            let tip = CGPoint(
                x: body.center.x + body.velocity.dx * style.velocityScale,
                y: body.center.y + body.velocity.dy * style.velocityScale)
            guard hypot(tip.x - body.center.x, tip.y - body.center.y) >= 0.5 else { continue }
            add(.arrow(from: body.center, to: tip), stroke: style.velocity, width: 1.5)
        }
    }

    // MARK: Joints

    /// A zig-zag from `a` to `b`: straight leads, then `coils` teeth of half-width 4 pt.
    static func zigzag(_ a: CGPoint, _ b: CGPoint, coils: Int = 8) -> [CGPoint] {
        let dx = b.x - a.x
        let dy = b.y - a.y
        let length = hypot(dx, dy)
        guard length > 1 else { return [a, b] }
        let u = CGPoint(x: dx / length, y: dy / length)
        let n = CGPoint(x: -u.y, y: u.x)
        let lead = Swift.min(6, length / 6)
        let body = length - 2 * lead
        var points = [a, CGPoint(x: a.x + u.x * lead, y: a.y + u.y * lead)]
        for i in 0..<(2 * coils) {
            let along = lead + body * (CGFloat(i) + 0.5) / CGFloat(2 * coils)
            let side: CGFloat = i % 2 == 0 ? 4 : -4
            points.append(CGPoint(x: a.x + u.x * along + n.x * side, y: a.y + u.y * along + n.y * side))
        }
        points.append(CGPoint(x: b.x - u.x * lead, y: b.y - u.y * lead))
        points.append(b)
        return points
    }

    mutating func drawAnchor(_ point: CGPoint, _ participant: DebugSnapshot.Participant, color: String) {
        if participant == .fixedPoint {
            add(.circle(center: point, radius: 4), stroke: color, fill: "#ffffff", width: 1.5)
        } else {
            add(.circle(center: point, radius: 2.5), fill: color)
        }
    }

    mutating func drawAttachments() {
        for joint in snapshot.joints where joint.source == .attachment {
            let (a, b) = (joint.anchorA, joint.anchorB)
            switch joint.kind {
            case .rod: add(.line(a, b), stroke: style.rod, width: 1.5)
            case .spring: add(.polyline(Self.zigzag(a, b)), stroke: style.spring, width: 1.5)
            case .rope: add(.line(a, b), stroke: style.rope, width: 1.5, dashed: true)
            case .weld:
                add(.line(a, b), stroke: style.weld)
                add(.rectangle(center: a, size: CGSize(width: 6, height: 6), angle: 0), fill: style.weld)
            case .pin, .slider:
                if a != b { add(.line(a, b), stroke: style.axis) }
            }
            drawAnchor(a, joint.a, color: style.anchor)
            drawAnchor(b, joint.b, color: style.anchor)
        }
    }

    mutating func drawSnaps() {
        for joint in snapshot.joints where joint.source == .snap {
            add(
                .polyline(Self.zigzag(joint.anchorA, joint.anchorB, coils: 4)), stroke: style.snap,
                width: 0.75)
        }
        for snap in snapshot.snaps {
            let p = snap.point
            if let body = body(snap.item) { add(.line(body.center, p), stroke: style.snap, dashed: true) }
            add(.circle(center: p, radius: 6), stroke: style.snap, width: 1.5)
            add(.line(CGPoint(x: p.x - 9, y: p.y), CGPoint(x: p.x + 9, y: p.y)), stroke: style.snap)
            add(.line(CGPoint(x: p.x, y: p.y - 9), CGPoint(x: p.x, y: p.y + 9)), stroke: style.snap)
        }
    }

    mutating func drawAxes() {
        let bounds = snapshot.drawingBounds
        let reach = hypot(bounds.width, bounds.height)
        for joint in snapshot.joints {
            let a = joint.anchorA
            switch joint.kind {
            case .pin(let lower, let upper, let zero, let angle):
                add(.circle(center: a, radius: 5), stroke: style.axis, width: 1.5)
                if lower.isFinite || upper.isFinite {
                    // The arc of allowed orientations; an open side shows as a full turn.
                    let start = lower.isFinite ? zero + lower : zero + (upper.isFinite ? upper : 0) - 2 * .pi
                    let end = upper.isFinite ? zero + upper : start + 2 * .pi
                    add(
                        .arc(center: a, radius: 16, start: start, end: Swift.min(end, start + 2 * .pi)),
                        stroke: style.axis, width: 1.5)
                }
                let current = zero + angle
                add(
                    .line(a, CGPoint(x: a.x + 16 * cos(current), y: a.y + 16 * sin(current))),
                    stroke: style.axis)
            case .slider(let axis, let lower, let upper, let translation):
                func along(_ t: CGFloat) -> CGPoint { CGPoint(x: a.x + axis.dx * t, y: a.y + axis.dy * t) }
                let lo = lower.isFinite ? lower : -reach
                let hi = upper.isFinite ? upper : reach
                add(.line(along(-reach), along(reach)), stroke: style.axis, width: 0.75, dashed: true)
                add(.line(along(lo), along(hi)), stroke: style.axis, width: 1.5)
                for end in [lower, upper] where end.isFinite {
                    let p = along(end)
                    add(
                        .line(
                            CGPoint(x: p.x - axis.dy * 5, y: p.y + axis.dx * 5),
                            CGPoint(x: p.x + axis.dy * 5, y: p.y - axis.dx * 5)), stroke: style.axis,
                        width: 1.5)
                }
                add(.circle(center: along(translation), radius: 3), fill: style.axis)
            default:
                continue
            }
        }
    }

    // MARK: Fields

    mutating func drawFields() {
        for field in snapshot.fields {
            let p = field.position
            for leaf in field.region.leaves {
                switch leaf {
                case .circle(let r): add(.circle(center: p, radius: r), stroke: style.field, dashed: true)
                case .rectangle(let size):
                    add(.rectangle(center: p, size: size, angle: 0), stroke: style.field, dashed: true)
                default: break
                }
            }
            add(.circle(center: p, radius: 4), stroke: style.field, width: 1.5)
            add(.line(CGPoint(x: p.x - 3, y: p.y - 3), CGPoint(x: p.x + 3, y: p.y + 3)), stroke: style.field)
            add(.line(CGPoint(x: p.x - 3, y: p.y + 3), CGPoint(x: p.x + 3, y: p.y - 3)), stroke: style.field)
            if field.kind == .velocity {
                // The imposed velocity (m/s) as travel over the velocity scale.
                let tip = CGPoint(
                    x: p.x + field.direction.dx * 100 * style.velocityScale,
                    y: p.y + field.direction.dy * 100 * style.velocityScale)
                add(.arrow(from: p, to: tip), stroke: style.field, width: 1.5)
            }
        }
    }

    mutating func drawFieldVectors() {
        let strongest = snapshot.fieldGrid.map { hypot($0.force.dx, $0.force.dy) }.max() ?? 0
        guard strongest > 0, strongest.isFinite else { return }
        for sample in snapshot.fieldGrid {
            let magnitude = hypot(sample.force.dx, sample.force.dy)
            guard magnitude > 0, magnitude.isFinite else { continue }
            let t = magnitude / strongest
            let half = style.fieldVectorLength * t / 2 / magnitude
            let d = CGVector(dx: sample.force.dx * half, dy: sample.force.dy * half)
            add(
                .arrow(
                    from: CGPoint(x: sample.point.x - d.dx, y: sample.point.y - d.dy),
                    to: CGPoint(x: sample.point.x + d.dx, y: sample.point.y + d.dy)),
                stroke: style.fieldColor(t))
        }
    }

    // MARK: Contacts

    mutating func drawContacts() {
        for contact in snapshot.contacts {
            let p = contact.point
            if contact.isTouching {
                add(.circle(center: p, radius: 2.5), fill: style.contact)
                let tip = CGPoint(
                    x: p.x + contact.normal.dx * style.normalLength,
                    y: p.y + contact.normal.dy * style.normalLength)
                add(.arrow(from: p, to: tip), stroke: style.contact)
            } else {
                add(.circle(center: p, radius: 2), stroke: style.contact, width: 0.75)
            }
        }
    }
}
