import DynamicsEngine

extension DebugSnapshot {
    /// A collision shape in points: in the body's frame inside ``Body/shapes``, in reference
    /// coordinates from ``Body/worldShapes`` and in ``Boundary/shapes``.
    ///
    /// ```swift
    /// if case .polygon(let corners, let radius) = body.worldShapes[0] { print(corners, radius) }
    /// ```
    public enum Shape: Sendable, Hashable {
        /// A disc (round items: ellipses as wide as they are tall).
        case circle(center: CGPoint, radius: CGFloat)
        /// A convex polygon whose outline is its corners grown by `cornerRadius` (UIKit's 0.9 pt
        /// collision skin on ellipse and path items, 0 on rectangles).
        case polygon(vertices: [CGPoint], cornerRadius: CGFloat)
        /// A line segment (boundaries).
        case segment(CGPoint, CGPoint)

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
                let xs = vertices.map { $0.x }
                let ys = vertices.map { $0.y }
                guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max()
                else {
                    return .null
                }
                return CGRect(
                    x: minX - r, y: minY - r, width: maxX - minX + 2 * r, height: maxY - minY + 2 * r)
            case .segment(let a, let b):
                return CGRect(
                    x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
            }
        }
    }

    /// An item's body.
    ///
    /// ```swift
    /// let body = snapshot.bodies.first { $0.item == ObjectIdentifier(card) }!
    /// print(body.center, body.velocity, body.isSleeping)
    /// ```
    public struct Body: Sendable, Hashable {
        /// The item's slot in the animator: stable while the item has a body.
        public var slot: Int
        /// The item (compare with `ObjectIdentifier(item)`).
        public var item: ObjectIdentifier
        /// The item's centre (the body origin, reference coordinates).
        public var center: CGPoint
        /// The rotation (radians, clockwise on screen).
        public var angle: CGFloat
        /// The velocity of the item's centre (pt/s).
        public var velocity: CGVector
        /// The angular velocity (rad/s, clockwise on screen).
        public var angularVelocity: CGFloat
        /// Whether the body is simulated now: false while it sleeps and for anchored items.
        public var isAwake: Bool
        /// Whether the item is anchored (`isAnchored`: a static body).
        public var isAnchored: Bool
        /// Mass (UIKit kg: density × area / 10 000); 0 when anchored.
        public var mass: CGFloat
        /// Rotational inertia about the centre of mass (kg·m², 100 pt = 1 m); 0 when anchored or
        /// not allowed to rotate.
        public var inertia: CGFloat
        /// The centre of mass (reference coordinates).
        public var centerOfMass: CGPoint
        /// The acceleration gravity gives the body (pt/s²): zero unless a gravity behavior holds it.
        public var gravity: CGVector
        /// The collision shapes in the body's frame (points from the centre, unrotated).
        public var shapes: [Shape]

        /// Creates a body record.
        ///
        /// ```swift
        /// let body = DebugSnapshot.Body(
        ///     slot: 0, item: ObjectIdentifier(card), center: CGPoint(x: 160, y: 100), angle: 0,
        ///     velocity: CGVector(dx: 0, dy: 0), angularVelocity: 0, isAwake: true, isAnchored: false,
        ///     mass: 1, inertia: 0.1667, centerOfMass: CGPoint(x: 160, y: 100),
        ///     gravity: CGVector(dx: 0, dy: 1000), shapes: [.circle(center: .zero, radius: 50)])
        /// ```
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
        ///
        /// ```swift
        /// let sleepers = snapshot.bodies.filter(\.isSleeping).count
        /// ```
        public var isSleeping: Bool { !isAwake && !isAnchored }

        /// A point of the body's frame in reference coordinates.
        ///
        /// ```swift
        /// let corner = body.toWorld(CGPoint(x: 50, y: 50))
        /// ```
        public func toWorld(_ local: CGPoint) -> CGPoint {
            let c = CGFloat(PortableMath.cos(Double(angle)))
            let s = CGFloat(PortableMath.sin(Double(angle)))
            return CGPoint(x: center.x + c * local.x - s * local.y, y: center.y + s * local.x + c * local.y)
        }

        /// The collision shapes placed and turned as the body is.
        ///
        /// ```swift
        /// let outline = body.worldShapes.first
        /// ```
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
    ///
    /// ```swift
    /// let shelf = snapshot.boundaries.first { $0.identifier == "shelf" }
    /// ```
    public struct Boundary: Sendable, Hashable {
        /// The boundary's index in the animator (see ``Participant/boundary(_:)``).
        public var index: Int
        /// The boundary identifier as text; nil for the reference-bounds boundary.
        public var identifier: String?
        /// Its segments, in reference coordinates.
        public var shapes: [Shape]

        /// Creates a boundary record.
        ///
        /// ```swift
        /// let floor = DebugSnapshot.Boundary(index: 0, identifier: "floor",
        ///                                    shapes: [.segment(CGPoint(x: 0, y: 480), CGPoint(x: 320, y: 480))])
        /// ```
        public init(index: Int, identifier: String?, shapes: [Shape]) {
            self.index = index
            self.identifier = identifier
            self.shapes = shapes
        }
    }
}
