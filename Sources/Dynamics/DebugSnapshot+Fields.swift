extension DebugSnapshot {
    /// A field behavior.
    ///
    /// ```swift
    /// for field in snapshot.fields { print(field.kind, field.position, field.region) }
    /// ```
    public struct Field: Sendable, Hashable {
        /// The force law (the `FieldBehavior` factory it came from).
        ///
        /// ```swift
        /// DebugSnapshot.Field.Kind.radialGravity.rawValue   // "radialGravity"
        /// ```
        public enum Kind: String, Sendable, Hashable, CaseIterable {
            case drag, vortex, radialGravity, linearGravity, velocity, noise, turbulence, spring, electric,
                magnetic
            /// A field with your own evaluation block.
            case custom
        }

        /// The force law.
        public var kind: Kind
        /// The field's origin (reference coordinates); ``region`` is centred on it.
        public var position: CGPoint
        /// Where it acts, relative to ``position``.
        public var region: RegionShape
        /// `FieldBehavior.strength`.
        public var strength: CGFloat
        /// `FieldBehavior.falloff` (the exponent of the distance in metres).
        public var falloff: CGFloat
        /// `FieldBehavior.minimumRadius` (points).
        public var minimumRadius: CGFloat
        /// As `FieldBehavior.direction` (m/s² or m/s, not scaled).
        public var direction: CGVector
        /// The slots of the items it acts on.
        public var items: [Int]

        /// Creates a field record.
        ///
        /// ```swift
        /// let pull = DebugSnapshot.Field(kind: .spring, position: CGPoint(x: 160, y: 240), region: .circle(radius: 100),
        ///                                strength: 1, falloff: -1, minimumRadius: 0, direction: CGVector(dx: 0, dy: 0),
        ///                                items: [0])
        /// ```
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
        /// No point.
        case empty
        /// Every point.
        case infinite
        /// A circle that contains its rim.
        case circle(radius: CGFloat)
        /// A centred rectangle that does not contain its edges.
        case rectangle(CGSize)
        /// Every point the inner region does not contain.
        case inverse(RegionShape)
        /// Points in both.
        case intersection(RegionShape, RegionShape)
        /// Points in either.
        case union(RegionShape, RegionShape)

        /// Whether the region-local point is inside (the rules of `Region`).
        ///
        /// ```swift
        /// DebugSnapshot.RegionShape.rectangle(CGSize(width: 10, height: 10)).contains(CGPoint(x: 5, y: 0))   // false
        /// ```
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
        ///
        /// ```swift
        /// DebugSnapshot.RegionShape.inverse(.circle(radius: 5)).leaves   // [.circle(radius: 5)]
        /// ```
        public var leaves: [RegionShape] {
            switch self {
            case .empty, .infinite: return []
            case .circle, .rectangle: return [self]
            case .inverse(let inner): return inner.leaves
            case .intersection(let a, let b), .union(let a, let b): return a.leaves + b.leaves
            }
        }
    }

    /// The fields' force at a grid point.
    ///
    /// ```swift
    /// let strongest = snapshot.fieldGrid.max { hypot($0.force.dx, $0.force.dy) < hypot($1.force.dx, $1.force.dy) }
    /// ```
    public struct FieldVector: Sendable, Hashable {
        /// The sample point (reference coordinates).
        public var point: CGPoint
        /// The summed force (UIKit newtons) on a test body of 1 kg and charge 1 at rest there.
        public var force: CGVector

        /// Creates a grid sample.
        ///
        /// ```swift
        /// let sample = DebugSnapshot.FieldVector(point: CGPoint(x: 20, y: 20), force: CGVector(dx: 0, dy: 1))
        /// ```
        public init(point: CGPoint, force: CGVector) {
            self.point = point
            self.force = force
        }
    }
}
