/// What the animator's world holds at one moment, for debug drawing: every item body with its
/// real collision shapes, the boundaries, joints, snap targets, fields and contact points — in
/// points and the reference view's coordinates (y down, angles clockwise), as plain values.
///
/// Take one with ``DynamicAnimator/debugSnapshot(_:fieldGridSpacing:)``; it is a copy, so it can
/// cross to a rendering task while the animator keeps running. Nothing is recorded between
/// snapshots: the step never pays for debugging.
///
/// ```swift
/// let snapshot = animator.debugSnapshot()
/// for body in snapshot.bodies where body.isSleeping { print("slot \(body.slot) sleeps at \(body.center)") }
/// ```
public struct DebugSnapshot: Sendable, Equatable {
    /// ``DynamicAnimator/elapsedTime()`` when taken.
    public var time: TimeInterval
    /// The animator's reference bounds (may be `.null`).
    public var referenceBounds: CGRect
    /// The item bodies, in slot order.
    public var bodies: [Body] = []
    /// The collision boundaries (reference-bounds and named), in slot order.
    public var boundaries: [Boundary] = []
    /// Attachment and snap joints, in behavior registration order.
    public var joints: [Joint] = []
    /// Snap behaviors' targets.
    public var snaps: [Snap] = []
    /// Field behaviors, in registration order.
    public var fields: [Field] = []
    /// Contact points of every touching or nearly touching pair.
    public var contacts: [Contact] = []
    /// The fields' force sampled on a grid (empty without fields or when not asked for).
    public var fieldGrid: [FieldVector] = []

    /// Creates an empty snapshot (the animator fills one in
    /// ``DynamicAnimator/debugSnapshot(_:fieldGridSpacing:)``).
    ///
    /// ```swift
    /// let blank = DebugSnapshot(time: 0, referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 480))
    /// ```
    public init(time: TimeInterval, referenceBounds: CGRect) {
        self.time = time
        self.referenceBounds = referenceBounds
    }

    /// The parts of a snapshot to gather; leave out what you will not draw.
    ///
    /// ```swift
    /// let poses = animator.debugSnapshot([.bodies])   // no contacts, fields or grid
    /// ```
    public struct Contents: OptionSet, Sendable, Hashable {
        /// The bits.
        public let rawValue: Int
        /// Contents from bits (see the named sets).
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Item bodies with their shapes.
        public static let bodies = Contents(rawValue: 1 << 0)
        /// Collision boundaries.
        public static let boundaries = Contents(rawValue: 1 << 1)
        /// Joints and snap targets.
        public static let joints = Contents(rawValue: 1 << 2)
        /// Field behaviors with their regions.
        public static let fields = Contents(rawValue: 1 << 3)
        /// Contact points.
        public static let contacts = Contents(rawValue: 1 << 4)
        /// The sampled ``DebugSnapshot/fieldGrid`` (the costly part: every field at every grid point).
        public static let fieldGrid = Contents(rawValue: 1 << 5)
        /// Everything.
        public static let all: Contents = [.bodies, .boundaries, .joints, .fields, .contacts, .fieldGrid]
    }

    /// One end of a joint or contact.
    ///
    /// ```swift
    /// if case .item(let slot) = contact.b { print(snapshot.bodies.first { $0.slot == slot }!.center) }
    /// ```
    public enum Participant: Sendable, Hashable {
        /// The item in this slot (see ``Body/slot``).
        case item(Int)
        /// The boundary with this index (see ``Boundary/index``).
        case boundary(Int)
        /// A fixed point in space: an attachment's anchor or a snap point.
        case fixedPoint
    }

    /// A snap behavior's target.
    ///
    /// ```swift
    /// for snap in snapshot.snaps { print("slot \(snap.item) snaps to \(snap.point)") }
    /// ```
    public struct Snap: Sendable, Hashable {
        /// The snapping item's slot.
        public var item: Int
        /// The snap point (reference coordinates).
        public var point: CGPoint

        /// Creates a snap record.
        ///
        /// ```swift
        /// let snap = DebugSnapshot.Snap(item: 0, point: CGPoint(x: 160, y: 240))
        /// ```
        public init(item: Int, point: CGPoint) {
            self.item = item
            self.point = point
        }
    }

    /// A contact point between two bodies.
    ///
    /// ```swift
    /// let resting = snapshot.contacts.filter { $0.isTouching && $0.normal.dy < -0.9 }   // pushed up
    /// ```
    public struct Contact: Sendable, Hashable {
        /// One side: a boundary or anchored item is always `a`; two items come in slot order.
        public var a: Participant
        /// The other side.
        public var b: Participant
        /// Midway between the surfaces (reference coordinates).
        public var point: CGPoint
        /// Unit normal from `a` to `b`: the direction `b` is pushed.
        public var normal: CGVector
        /// Signed distance (points): negative overlapping, positive a speculative point ahead of
        /// an impact.
        public var separation: CGFloat
        /// Closer than the solver's slop (0.5 pt): the surfaces touch.
        public var isTouching: Bool

        /// Creates a contact record.
        ///
        /// ```swift
        /// let c = DebugSnapshot.Contact(a: .boundary(0), b: .item(0), point: CGPoint(x: 10, y: 480),
        ///                               normal: CGVector(dx: 0, dy: -1), separation: 0, isTouching: true)
        /// ```
        public init(
            a: Participant, b: Participant, point: CGPoint, normal: CGVector, separation: CGFloat,
            isTouching: Bool
        ) {
            self.a = a
            self.b = b
            self.point = point
            self.normal = normal
            self.separation = separation
            self.isTouching = isTouching
        }
    }

    /// The area to draw: the reference bounds when they are a finite, non-empty rectangle, else
    /// everything in the snapshot (bodies, boundaries, joints, fields) with a 20 pt margin.
    ///
    /// ```swift
    /// let viewBox = snapshot.drawingBounds
    /// ```
    public var drawingBounds: CGRect {
        let r = referenceBounds
        if !r.isNull && !r.isInfinite && r.width > 0 && r.height > 0
            && [r.minX, r.minY, r.maxX, r.maxY].allSatisfy({ $0.isFinite })
        {
            return r
        }
        var box = CGRect.null
        for body in bodies { for shape in body.worldShapes { box = box.union(shape.bounds) } }
        for boundary in boundaries { for shape in boundary.shapes { box = box.union(shape.bounds) } }
        for joint in joints {
            box = box.union(CGRect(origin: joint.anchorA, size: .zero)).union(
                CGRect(origin: joint.anchorB, size: .zero))
        }
        for field in fields { box = box.union(CGRect(origin: field.position, size: .zero)) }
        guard !box.isNull else { return CGRect(x: -100, y: -100, width: 200, height: 200) }
        return box.insetBy(dx: -20, dy: -20)
    }
}
