import Foundation

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
    /// ``DynamicAnimator/elapsedTime`` when taken.
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

    /// Creates an empty snapshot (the animator fills one in ``DynamicAnimator/debugSnapshot(_:fieldGridSpacing:)``).
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
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let bodies = Contents(rawValue: 1 << 0)
        public static let boundaries = Contents(rawValue: 1 << 1)
        /// Joints and snap targets.
        public static let joints = Contents(rawValue: 1 << 2)
        public static let fields = Contents(rawValue: 1 << 3)
        public static let contacts = Contents(rawValue: 1 << 4)
        /// The sampled ``DebugSnapshot/fieldGrid`` (the costly part: every field at every grid point).
        public static let fieldGrid = Contents(rawValue: 1 << 5)
        public static let all: Contents = [.bodies, .boundaries, .joints, .fields, .contacts, .fieldGrid]
    }

    /// One end of a joint or contact.
    public enum Participant: Sendable, Hashable {
        /// The item in slot `slot` (see ``Body/slot``).
        case item(Int)
        /// The boundary with index `index` (see ``Boundary/index``).
        case boundary(Int)
        /// A fixed point in space: an attachment's anchor or a snap point.
        case fixedPoint
    }

    /// A collision shape in points: in the body's frame inside ``Body/shapes``, in reference
    /// coordinates from ``Body/worldShapes`` and in ``Boundary/shapes``.
    public enum Shape: Sendable, Hashable {
        case circle(center: CGPoint, radius: CGFloat)
        /// A convex polygon whose outline is its corners grown by `cornerRadius` (UIKit's 0.9 pt
        /// collision skin on ellipse and path items, 0 on rectangles).
        case polygon(vertices: [CGPoint], cornerRadius: CGFloat)
        case segment(CGPoint, CGPoint)
    }

    /// An item's body.
    public struct Body: Sendable, Hashable {
        /// The item's slot in the animator: stable while the item has a body.
        public var slot: Int
        /// The item (compare with `ObjectIdentifier(item)`).
        public var item: ObjectIdentifier
        /// The item's centre (the body origin) and rotation (radians, clockwise on screen).
        public var center: CGPoint
        public var angle: CGFloat
        /// The velocity of the item's centre (pt/s) and the angular velocity (rad/s).
        public var velocity: CGVector
        public var angularVelocity: CGFloat
        /// Whether the body is simulated now: false while it sleeps and for anchored items.
        public var isAwake: Bool
        /// Whether the item is anchored (`isAnchored`: a static body).
        public var isAnchored: Bool
        /// Mass (UIKit kg) and rotational inertia about the centre of mass (kg·m²); 0 when anchored.
        public var mass: CGFloat
        public var inertia: CGFloat
        /// The centre of mass (reference coordinates).
        public var centerOfMass: CGPoint
        /// The acceleration gravity gives the body (pt/s²): zero unless a gravity behavior holds it.
        public var gravity: CGVector
        /// The collision shapes in the body's frame (points from the centre, unrotated).
        public var shapes: [Shape]

        /// Creates a body record.
        public init(
            slot: Int, item: ObjectIdentifier, center: CGPoint, angle: CGFloat, velocity: CGVector,
            angularVelocity: CGFloat, isAwake: Bool, isAnchored: Bool, mass: CGFloat, inertia: CGFloat,
            centerOfMass: CGPoint, gravity: CGVector, shapes: [Shape]
        ) {
            self.slot = slot
            self.item = item
            self.center = center
            self.angle = angle
            self.velocity = velocity
            self.angularVelocity = angularVelocity
            self.isAwake = isAwake
            self.isAnchored = isAnchored
            self.mass = mass
            self.inertia = inertia
            self.centerOfMass = centerOfMass
            self.gravity = gravity
            self.shapes = shapes
        }

        /// Asleep: dynamic but not simulated until something wakes it.
        public var isSleeping: Bool { !isAwake && !isAnchored }

        /// A point of the body's frame in reference coordinates.
        ///
        /// ```swift
        /// let corner = body.toWorld(CGPoint(x: 50, y: 50))
        /// ```
        public func toWorld(_ local: CGPoint) -> CGPoint {
            let c = cos(angle)
            let s = sin(angle)
            return CGPoint(x: center.x + c * local.x - s * local.y, y: center.y + s * local.x + c * local.y)
        }

        /// The collision shapes placed and turned as the body is.
        public var worldShapes: [Shape] {
            shapes.map { shape in
                switch shape {
                case .circle(let c, let r): return .circle(center: toWorld(c), radius: r)
                case .polygon(let v, let r): return .polygon(vertices: v.map(toWorld), cornerRadius: r)
                case .segment(let a, let b): return .segment(toWorld(a), toWorld(b))
                }
            }
        }
    }

    /// A collision boundary: the reference bounds (``identifier`` nil) or a named one.
    public struct Boundary: Sendable, Hashable {
        public var index: Int
        /// The boundary identifier as text; nil for the reference-bounds boundary.
        public var identifier: String?
        /// Its segments, in reference coordinates.
        public var shapes: [Shape]

        /// Creates a boundary record.
        public init(index: Int, identifier: String?, shapes: [Shape]) {
            self.index = index
            self.identifier = identifier
            self.shapes = shapes
        }
    }

    /// A joint made by an attachment or a snap.
    public struct Joint: Sendable, Hashable {
        /// What the joint keeps.
        public enum Kind: Sendable, Hashable {
            /// A rigid rod of `length` points.
            case rod(length: CGFloat)
            /// A spring of rest `length` (pt), `frequency` (Hz), damping ratio, and its stiffness
            /// (N/m: the effective mass along the spring at this pose times (2πf)²).
            case spring(length: CGFloat, frequency: CGFloat, damping: CGFloat, stiffness: CGFloat)
            /// A rope: the anchors at most `maxLength` points apart.
            case rope(maxLength: CGFloat)
            /// A pin: B turns about the anchor relative to A within [lower, upper] radians (infinite:
            /// free). `zeroAngle` is the world angle B's frame has at relative angle 0 (A's angle
            /// plus the angle between them when pinned); `angle` the relative angle now.
            case pin(lower: CGFloat, upper: CGFloat, zeroAngle: CGFloat, angle: CGFloat)
            /// A slider: B's anchor moves along `axis` (unit, reference coordinates, turning with
            /// A) from A's anchor, within [lower, upper] points; `translation` is where it is now.
            case slider(axis: CGVector, lower: CGFloat, upper: CGFloat, translation: CGFloat)
            /// A weld: the relative pose is fixed.
            case weld
        }

        /// Which behavior made it.
        public enum Source: Sendable, Hashable {
            case attachment
            case snap
        }

        public var kind: Kind
        public var source: Source
        public var a: Participant
        public var b: Participant
        /// The anchors in reference coordinates.
        public var anchorA: CGPoint
        public var anchorB: CGPoint

        /// Creates a joint record.
        public init(
            kind: Kind, source: Source, a: Participant, b: Participant, anchorA: CGPoint, anchorB: CGPoint
        ) {
            self.kind = kind
            self.source = source
            self.a = a
            self.b = b
            self.anchorA = anchorA
            self.anchorB = anchorB
        }
    }

    /// A snap behavior's target.
    public struct Snap: Sendable, Hashable {
        /// The snapping item's slot.
        public var item: Int
        public var point: CGPoint

        /// Creates a snap record.
        public init(item: Int, point: CGPoint) {
            self.item = item
            self.point = point
        }
    }

    /// A field behavior.
    public struct Field: Sendable, Hashable {
        /// The force law (the `FieldBehavior` factory it came from).
        public enum Kind: String, Sendable, Hashable, CaseIterable {
            case drag, vortex, radialGravity, linearGravity, velocity, noise, turbulence, spring, electric,
                magnetic
            case custom
        }

        public var kind: Kind
        /// The field's origin (reference coordinates); ``region`` is centred on it.
        public var position: CGPoint
        public var region: RegionShape
        public var strength: CGFloat
        public var falloff: CGFloat
        /// Points.
        public var minimumRadius: CGFloat
        /// As `FieldBehavior.direction` (m/s² or m/s, not scaled).
        public var direction: CGVector
        /// The slots of the items it acts on.
        public var items: [Int]

        /// Creates a field record.
        public init(
            kind: Kind, position: CGPoint, region: RegionShape, strength: CGFloat, falloff: CGFloat,
            minimumRadius: CGFloat, direction: CGVector, items: [Int]
        ) {
            self.kind = kind
            self.position = position
            self.region = region
            self.strength = strength
            self.falloff = falloff
            self.minimumRadius = minimumRadius
            self.direction = direction
            self.items = items
        }
    }

    /// A field region as drawable geometry, centred on the field's position (points).
    ///
    /// ```swift
    /// let ring = DebugSnapshot.RegionShape.intersection(.circle(radius: 100), .inverse(.circle(radius: 50)))
    /// ring.contains(CGPoint(x: 75, y: 0))   // true
    /// ```
    public indirect enum RegionShape: Sendable, Hashable {
        case empty
        case infinite
        /// Contains its rim.
        case circle(radius: CGFloat)
        /// Centred; does not contain its edges.
        case rectangle(CGSize)
        case inverse(RegionShape)
        case intersection(RegionShape, RegionShape)
        case union(RegionShape, RegionShape)

        /// Whether the region-local point is inside (the rules of `Region`).
        public func contains(_ p: CGPoint) -> Bool {
            switch self {
            case .empty: return false
            case .infinite: return true
            case .circle(let r): return p.x * p.x + p.y * p.y <= r * r
            case .rectangle(let size): return abs(p.x) < size.width / 2 && abs(p.y) < size.height / 2
            case .inverse(let inner): return !inner.contains(p)
            case .intersection(let a, let b): return a.contains(p) && b.contains(p)
            case .union(let a, let b): return a.contains(p) || b.contains(p)
            }
        }

        /// The circles and rectangles the region is built from, in tree order: their outlines are
        /// the region's edges.
        public var leaves: [RegionShape] {
            switch self {
            case .empty, .infinite: return []
            case .circle, .rectangle: return [self]
            case .inverse(let inner): return inner.leaves
            case .intersection(let a, let b), .union(let a, let b): return a.leaves + b.leaves
            }
        }
    }

    /// A contact point between two bodies.
    public struct Contact: Sendable, Hashable {
        /// The two sides: a boundary or anchored item is always `a`; two items in slot order.
        public var a: Participant
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

    /// The fields' force at a grid point.
    public struct FieldVector: Sendable, Hashable {
        public var point: CGPoint
        /// The summed force (UIKit newtons) on a test body of 1 kg and charge 1 at rest there.
        public var force: CGVector

        /// Creates a grid sample.
        public init(point: CGPoint, force: CGVector) {
            self.point = point
            self.force = force
        }
    }
}

extension DebugSnapshot.Shape {
    /// The shape's bounding rectangle (corner radius included).
    ///
    /// ```swift
    /// DebugSnapshot.Shape.circle(center: .zero, radius: 10).bounds   // (-10, -10, 20, 20)
    /// ```
    public var bounds: CGRect {
        switch self {
        case .circle(let c, let r):
            return CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)
        case .polygon(let vertices, let r):
            let xs = vertices.map(\.x)
            let ys = vertices.map(\.y)
            guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else {
                return .null
            }
            return CGRect(x: minX - r, y: minY - r, width: maxX - minX + 2 * r, height: maxY - minY + 2 * r)
        case .segment(let a, let b):
            return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
        }
    }
}

extension DebugSnapshot {
    /// The area to draw: the reference bounds when they are a finite, non-empty rectangle, else
    /// everything in the snapshot (bodies, boundaries, joints, fields) with a 20 pt margin.
    ///
    /// ```swift
    /// let viewBox = snapshot.drawingBounds
    /// ```
    public var drawingBounds: CGRect {
        let r = referenceBounds
        if !r.isNull && !r.isInfinite && r.width > 0 && r.height > 0 && r.minX.isFinite && r.maxY.isFinite {
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
