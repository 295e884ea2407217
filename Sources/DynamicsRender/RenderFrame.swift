import Dynamics

/// One frame to draw: the area, the items at their poses and, when the debug layer is on, a
/// debug snapshot taken at the same moment.
///
/// ```swift
/// let frame = RenderFrame(animator: animator, items: StyledItem.palette([a, b]))
/// let svg = SVGRenderer().render(frame)
/// ```
public struct RenderFrame: Sendable {
    /// The area drawn (reference coordinates): the SVG view box.
    public var bounds: CGRect
    /// Seconds since the run began.
    public var time: TimeInterval
    /// The items at their poses, drawn in order.
    public var items: [RenderItem]
    /// The debug overlay's data, or nil for no overlay.
    public var debug: DebugSnapshot?

    /// Creates a frame from its parts.
    ///
    /// ```swift
    /// let frame = RenderFrame(bounds: CGRect(x: 0, y: 0, width: 320, height: 480), time: 0, items: [drawn])
    /// ```
    public init(bounds: CGRect, time: TimeInterval, items: [RenderItem], debug: DebugSnapshot? = nil) {
        self.bounds = bounds
        self.time = time
        self.items = items
        self.debug = debug
    }

    /// The animator's state now. Items with a body are drawn at their body's pose (reference
    /// coordinates, whatever the items' own coordinate system); others at their own `center` and
    /// `transform`. The overlay is included when `debug` says so (default: the animator's
    /// `debugEnabled`).
    ///
    /// ```swift
    /// animator.debugEnabled = true
    /// let frame = RenderFrame(animator: animator, items: [StyledItem(card, name: "card", color: "orange")])
    /// ```
    public init(
        animator: DynamicAnimator, items: [StyledItem], time: TimeInterval? = nil, debug: Bool? = nil,
        fieldGridSpacing: CGFloat = 40
    ) {
        let withDebug = debug ?? animator.debugEnabled
        let snapshot = animator.debugSnapshot(
            withDebug ? .all : [.bodies], fieldGridSpacing: fieldGridSpacing)
        self.init(
            bounds: snapshot.drawingBounds, time: time ?? animator.elapsedTime(),
            items: Self.poses(of: items, in: snapshot), debug: withDebug ? snapshot : nil)
    }

    /// The items at the poses of their bodies in `snapshot` (or their own, without a body).
    static func poses(of items: [StyledItem], in snapshot: DebugSnapshot) -> [RenderItem] {
        let bodies = snapshot.bodiesByItem
        return items.map { styled in
            if let body = bodies[ObjectIdentifier(item: styled.item)] {
                return RenderItem(appearance: styled.appearance, center: body.center, angle: body.angle)
            }
            return RenderItem(
                appearance: styled.appearance, center: styled.item.center, angle: ownAngle(of: styled.item))
        }
    }

    /// The rotation of an item without a body: its own `transform`'s.
    static func ownAngle(of item: any DynamicItem) -> CGFloat {
        let t = item.transform
        return atan2(t.b, t.a)
    }
}

extension DebugSnapshot {
    /// The bodies by their items' identity: how renderers and the recorder find an item's pose.
    var bodiesByItem: [ObjectIdentifier: Body] {
        var bodies: [ObjectIdentifier: Body] = [:]
        bodies.reserveCapacity(self.bodies.count)
        for body in self.bodies { bodies[body.item] = body }
        return bodies
    }
}
