import Dynamics

/// A complete, declarative description of a dynamics scene: the reference bounds, the items, the
/// behaviors that act on them and the scripted input that stands in for gestures.
///
/// A description is plain data: it encodes to and decodes from the JSON scene format, it can be
/// validated without building anything (``Scene/validate()``), and it builds the same
/// animator every time (``Scene/makeRun()``).
///
/// ```swift
/// var scene = Scene(name: "drop", referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 480))
/// scene.items = [ItemDescription(name: "square", center: CGPoint(x: 160, y: 100), size: CGSize(width: 100, height: 100))]
/// scene.behaviors = [.gravity(GravityDescription(items: ["square"])),
///                    .collision(CollisionDescription(items: ["square"], translatesReferenceBoundsIntoBoundary: true))]
/// ```
public struct Scene: Hashable, Sendable {
    /// The format version this description was written for; 1 today.
    public var format: Int = 1
    /// A short identifier, unique in the catalogue (`falling-square`).
    public var name: String
    /// One line on what the scene shows.
    public var summary: String = ""
    /// The catalogue section (`chapter 11 playground`, `transitions`, `stress`).
    public var category: String = ""
    /// Where the scene comes from (a seed document and section), if anywhere.
    public var source: String?
    /// The reference view's bounds in points.
    public var referenceBounds: CGRect
    /// How long the scene is meant to run, in seconds (what `dynamics run` and `render` default to).
    public var duration: Double = 5
    /// The items, in creation order.
    public var items: [ItemDescription] = []
    /// Item groups (`DynamicItemGroup`): one rigid body made of member items. Behaviors name a group
    /// like an item.
    public var groups: [GroupDescription] = []
    /// The behaviors added to the animator when the scene starts, in order.
    public var behaviors: [BehaviorDescription] = []
    /// Scripted input, in time order.
    public var script: [ScriptEvent] = []

    /// Creates an empty scene over the given reference bounds.
    public init(name: String, summary: String = "", category: String = "", referenceBounds: CGRect) {
        self.name = name
        self.summary = summary
        self.category = category
        self.referenceBounds = referenceBounds
    }
}

/// One dynamic item: a view-like rectangle of a given size, with a collision shape and a colour.
///
/// ```swift
/// let ball = ItemDescription(name: "ball", center: CGPoint(x: 100, y: 50),
///                            size: CGSize(width: 40, height: 40), shape: .ellipse)
/// ```
public struct ItemDescription: Hashable, Sendable {
    /// The name behaviors and script events use to refer to this item; unique in the scene.
    public var name: String
    /// The item's centre in reference coordinates (points).
    public var center: CGPoint
    /// The item's bounds size (points); both sides must be > 0.
    public var size: CGSize
    /// The initial rotation in radians (clockwise on screen, as UIKit's `transform`).
    public var rotation: Double?
    /// The collision shape; rectangle when absent.
    public var shape: ItemShape?
    /// A CSS colour (`#ff9500`, `orange`) used when the scene is drawn.
    public var color: String?
    /// When set, the item is a `PositionToBoundsMapping` (seed: "Map Dynamic Animation Position
    /// Changes to Bounds"): the physics moves its centre, and the named item's bounds size follows
    /// the centre (`width = center.x`, `height = center.y`) instead of its position. Such an
    /// item's centre starts at the target's size and its bounds are the target's, so `center`
    /// and `size` here are not used.
    public var mapsPositionToBoundsOf: String?

    /// Creates an item description.
    public init(
        name: String, center: CGPoint, size: CGSize, rotation: Double? = nil, shape: ItemShape? = nil,
        color: String? = nil
    ) {
        self.name = name
        self.center = center
        self.size = size
        self.rotation = rotation
        self.shape = shape
        self.color = color
    }
}

/// The collision bounds of an item (`DynamicItemCollisionBoundsType` and the bounding path).
///
/// JSON: `"rectangle"`, `"ellipse"`, or `{"path": [[x, y], …]}` for a closed polygon through the
/// given points relative to the item's centre.
public enum ItemShape: Hashable, Sendable {
    case rectangle
    case ellipse
    /// A closed polygon, points relative to the item's centre (convex or concave).
    case path([CGPoint])
}

/// An item group: one rigid body made of the named member items (which must not also be used on
/// their own in behaviors).
///
/// ```swift
/// let dumbbell = GroupDescription(name: "dumbbell", members: ["left", "bar", "right"])
/// ```
public struct GroupDescription: Hashable, Sendable {
    /// The name behaviors use for the group.
    public var name: String
    /// The member items, by name.
    public var members: [String]

    /// Creates a group description.
    public init(name: String, members: [String]) {
        self.name = name
        self.members = members
    }
}

/// One behavior. Every case has an optional `name` so the script can add, remove or change it.
///
/// JSON: an object with a `"type"` key (`gravity`, `collision`, `itemProperties`, `attachment`,
/// `snap`, `push`, `field`, `composite`) and the case's own keys.
public indirect enum BehaviorDescription: Hashable, Sendable {
    case gravity(GravityDescription)
    case collision(CollisionDescription)
    case itemProperties(ItemPropertiesDescription)
    case attachment(AttachmentDescription)
    case snap(SnapDescription)
    case push(PushDescription)
    case field(FieldDescription)
    case composite(CompositeDescription)
}

/// `GravityBehavior`: items, and either `angle`+`magnitude` or `direction` (UIKit units: 1 = 1000 pt/s²).
///
/// ```swift
/// let gravity = GravityDescription(items: ["square"])   // straight down at 1000 pt/s²
/// ```
public struct GravityDescription: Hashable, Sendable {
    public var name: String?
    public var items: [String]
    /// The gravity vector; (0, 1) when absent.
    public var direction: CGVector?
    /// Overrides `direction`'s angle (radians) when given together with `magnitude`.
    public var angle: Double?
    public var magnitude: Double?
    /// Whether the behavior is added when the scene starts (default true); the script can add it later.
    public var startsActive: Bool?

    /// Creates a gravity description.
    public init(name: String? = nil, items: [String], direction: CGVector? = nil, magnitude: Double? = nil) {
        self.name = name
        self.items = items
        self.direction = direction
        self.magnitude = magnitude
    }
}

/// `CollisionBehavior`: items, mode, the reference-bounds boundary (with insets) and named boundaries.
///
/// ```swift
/// let walls = CollisionDescription(items: ["a", "b"], translatesReferenceBoundsIntoBoundary: true)
/// ```
public struct CollisionDescription: Hashable, Sendable {
    public var name: String?
    public var items: [String]
    /// `items`, `boundaries` or `everything` (default).
    public var mode: CollisionModeDescription?
    public var translatesReferenceBoundsIntoBoundary: Bool?
    /// Insets of the reference-bounds boundary (top, left, bottom, right); implies translation.
    public var insets: EdgeInsets?
    public var boundaries: [BoundaryDescription]?
    public var startsActive: Bool?

    /// Creates a collision description.
    public init(
        name: String? = nil, items: [String], mode: CollisionModeDescription? = nil,
        translatesReferenceBoundsIntoBoundary: Bool? = nil, insets: EdgeInsets? = nil,
        boundaries: [BoundaryDescription]? = nil
    ) {
        self.name = name
        self.items = items
        self.mode = mode
        self.translatesReferenceBoundsIntoBoundary = translatesReferenceBoundsIntoBoundary
        self.insets = insets
        self.boundaries = boundaries
    }
}

/// `CollisionBehavior.Mode` by name.
public enum CollisionModeDescription: String, CaseIterable, Hashable, Sendable {
    case items, boundaries, everything
}

/// A named boundary: a line segment (`from`, `to`) or a closed polygon (`path`).
///
/// ```swift
/// let floor = BoundaryDescription(identifier: "floor", from: CGPoint(x: 0, y: 480), to: CGPoint(x: 320, y: 480))
/// ```
public struct BoundaryDescription: Hashable, Sendable {
    public var identifier: String
    public var from: CGPoint?
    public var to: CGPoint?
    /// A closed polygon in reference coordinates (instead of `from`/`to`).
    public var path: [CGPoint]?

    /// Creates a line-segment boundary.
    public init(identifier: String, from: CGPoint, to: CGPoint) {
        self.identifier = identifier
        self.from = from
        self.to = to
    }

    /// Creates a polygon boundary.
    public init(identifier: String, path: [CGPoint]) {
        self.identifier = identifier
        self.path = path
    }
}

/// `DynamicItemBehavior`: only the properties given are set (UIKit's explicit-property rule).
///
/// ```swift
/// var bouncy = ItemPropertiesDescription(items: ["square"])
/// bouncy.elasticity = 0.6
/// ```
public struct ItemPropertiesDescription: Hashable, Sendable {
    public var name: String?
    public var items: [String]
    public var elasticity: Double?
    public var friction: Double?
    public var density: Double?
    public var resistance: Double?
    public var angularResistance: Double?
    public var charge: Double?
    public var isAnchored: Bool?
    public var allowsRotation: Bool?
    /// Linear velocity (pt/s) added to every item when the behavior is added.
    public var addLinearVelocity: CGVector?
    /// Angular velocity (rad/s) added to every item when the behavior is added.
    public var addAngularVelocity: Double?
    public var startsActive: Bool?

    /// Creates an item-properties description with nothing set.
    public init(name: String? = nil, items: [String]) {
        self.name = name
        self.items = items
    }
}

/// `AttachmentBehavior`, every variant.
///
/// `kind`: `anchor` (item → `anchor`), `items` (itemA → itemB), `sliding` (items or item+anchor with
/// `axis`), `limit` (rope, items), `fixed` (weld, items), `pin` (items at `anchor`).
///
/// ```swift
/// var spring = AttachmentDescription(kind: .anchor, itemA: "box", anchor: CGPoint(x: 160, y: 0))
/// spring.frequency = 1
/// spring.damping = 0.8
/// ```
public struct AttachmentDescription: Hashable, Sendable {
    public var name: String?
    public var kind: AttachmentKindDescription
    public var itemA: String
    public var itemB: String?
    public var offsetA: Offset?
    public var offsetB: Offset?
    /// The anchor point (reference coordinates): the anchor of `anchor`/`sliding` to an anchor, the pin
    /// point of `pin`, the attach point of `fixed`/`limit`.
    public var anchor: CGPoint?
    /// The sliding axis.
    public var axis: CGVector?
    public var length: Double?
    public var damping: Double?
    public var frequency: Double?
    public var frictionTorque: Double?
    /// JSON: `{"minimum": -40, "maximum": 40}`.
    public var attachmentRange: FloatRange?
    public var startsActive: Bool?

    /// Creates an attachment description.
    public init(
        name: String? = nil, kind: AttachmentKindDescription, itemA: String, itemB: String? = nil,
        anchor: CGPoint? = nil
    ) {
        self.name = name
        self.kind = kind
        self.itemA = itemA
        self.itemB = itemB
        self.anchor = anchor
    }
}

/// The attachment variants of `AttachmentBehavior`'s initialisers and factories.
public enum AttachmentKindDescription: String, CaseIterable, Hashable, Sendable {
    case anchor, items, sliding, limit, fixed, pin
}

/// `SnapBehavior`.
///
/// ```swift
/// let snap = SnapDescription(item: "tile", snapPoint: CGPoint(x: 200, y: 300))
/// ```
public struct SnapDescription: Hashable, Sendable {
    public var name: String?
    public var item: String
    public var snapPoint: CGPoint
    public var damping: Double?
    public var startsActive: Bool?

    /// Creates a snap description.
    public init(name: String? = nil, item: String, snapPoint: CGPoint, damping: Double? = nil) {
        self.name = name
        self.item = item
        self.snapPoint = snapPoint
        self.damping = damping
    }
}

/// `PushBehavior`: mode, `angle`+`magnitude` or `direction` (1 = 1 N), per-item target offsets.
///
/// ```swift
/// var fling = PushDescription(items: ["card"], mode: .instantaneous)
/// fling.direction = CGVector(dx: 0, dy: -20)
/// ```
public struct PushDescription: Hashable, Sendable {
    public var name: String?
    public var items: [String]
    public var mode: PushModeDescription
    public var direction: CGVector?
    public var angle: Double?
    public var magnitude: Double?
    /// Target offsets from the items' centres, by item name.
    public var targetOffsets: [String: Offset]?
    /// `active` when added (default true).
    public var active: Bool?
    public var startsActive: Bool?

    /// Creates a push description.
    public init(name: String? = nil, items: [String], mode: PushModeDescription, direction: CGVector? = nil) {
        self.name = name
        self.items = items
        self.mode = mode
        self.direction = direction
    }
}

/// `PushBehavior.Mode` by name.
public enum PushModeDescription: String, CaseIterable, Hashable, Sendable {
    case continuous, instantaneous
}

/// `FieldBehavior`: the kind, its factory arguments and every property, with a region.
///
/// ```swift
/// var corner = FieldDescription(kind: .spring, items: ["box"])
/// corner.position = CGPoint(x: 40, y: 40)
/// corner.region = .rectangle(CGSize(width: 160, height: 240))
/// ```
public struct FieldDescription: Hashable, Sendable {
    public var name: String?
    public var kind: FieldKindDescription
    public var items: [String]
    public var position: CGPoint?
    public var region: RegionDescription?
    public var strength: Double?
    public var falloff: Double?
    public var minimumRadius: Double?
    /// For linear gravity and velocity fields (required there).
    public var direction: CGVector?
    /// For noise and turbulence fields.
    public var smoothness: Double?
    public var animationSpeed: Double?
    public var startsActive: Bool?

    /// Creates a field description.
    public init(name: String? = nil, kind: FieldKindDescription, items: [String]) {
        self.name = name
        self.kind = kind
        self.items = items
    }
}

/// The field factories (the custom-evaluator field has no data form and is not part of scene files).
public enum FieldKindDescription: String, CaseIterable, Hashable, Sendable {
    case drag, vortex, radialGravity, linearGravity, velocity, noise, turbulence, spring, electric, magnetic
}

/// A `Region`: infinite, empty, a circle, a centred rectangle, or the algebra over regions.
///
/// JSON: `"infinite"`, `"empty"`, `{"radius": 50}`, `{"size": [w, h]}`, `{"inverse": r}`,
/// `{"union": [a, b]}`, `{"intersection": [a, b]}`, `{"difference": [a, b]}` (a minus b).
public indirect enum RegionDescription: Hashable, Sendable {
    case infinite
    case empty
    case radius(Double)
    case rectangle(CGSize)
    case inverse(RegionDescription)
    case union(RegionDescription, RegionDescription)
    case intersection(RegionDescription, RegionDescription)
    /// The first region minus the second.
    case difference(RegionDescription, RegionDescription)
}

/// A composite `DynamicBehavior` whose children are the given behaviors (UIKit's custom behavior
/// subclasses such as the seeds' `StickyEdgesBehavior` or `DropOutAnimator`).
///
/// ```swift
/// let parent = CompositeDescription(name: "parent", children: [.gravity(GravityDescription(items: ["a"]))])
/// ```
public struct CompositeDescription: Hashable, Sendable {
    public var name: String?
    public var children: [BehaviorDescription]
    public var startsActive: Bool?

    /// Creates a composite description.
    public init(name: String? = nil, children: [BehaviorDescription]) {
        self.name = name
        self.children = children
    }
}

/// A scripted input event at a time (seconds since the scene started).
///
/// ```swift
/// let release = ScriptEvent(time: 1.2, action: .addVelocity(item: "card", linear: CGVector(dx: 0, dy: -900)))
/// ```
public struct ScriptEvent: Hashable, Sendable {
    public var time: Double
    public var action: ScriptAction

    /// Creates an event.
    public init(time: Double, action: ScriptAction) {
        self.time = time
        self.action = action
    }
}

/// What a script event does. Gestures are expressed through the same behaviors the seeds use.
///
/// JSON: an object with a `"type"` key and the case's keys.
public enum ScriptAction: Hashable, Sendable {
    /// A pan: an anchor attachment (`frequency`/`damping` as given, rigid when absent) is added at the
    /// first point (the touch's offset from the item's centre kept), its anchor follows the path
    /// (linear between samples, times relative to the event), and on release the attachment is
    /// removed and `releaseVelocity` (pt/s) added with `addLinearVelocity`.
    case drag(DragDescription)
    /// `addLinearVelocity` / `addAngularVelocity` on an item (a flick).
    case addVelocity(item: String, linear: CGVector, angular: Double? = nil)
    /// Add a named behavior that did not start active (or was removed).
    case addBehavior(String)
    /// Remove a named behavior.
    case removeBehavior(String)
    /// Set one property of a named behavior. The properties, by behavior type, with the value
    /// each takes (any other name, or a value of another kind, is a validation error):
    /// - gravity: `angle`, `magnitude` (number), `direction` (vector)
    /// - push: `active` (bool), `angle`, `magnitude` (number), `direction` (vector)
    /// - attachment: `anchorPoint` (point; anchor attachments only), `length`, `frequency`,
    ///   `damping`, `frictionTorque` (number ≥ 0)
    /// - snap: `snapPoint` (point), `damping` (number ≥ 0)
    /// - field: `position` (point), `strength`, `falloff`, `animationSpeed` (number),
    ///   `minimumRadius`, `smoothness` (number ≥ 0), `direction` (vector)
    /// - itemProperties: `elasticity`, `friction`, `density`, `resistance`, `angularResistance`
    ///   (number ≥ 0), `charge` (number), `isAnchored`, `allowsRotation` (bool)
    /// - collision: `translatesReferenceBoundsIntoBoundary` (bool)
    case set(behavior: String, property: String, value: ScriptValue)
    /// Move an item's centre (as a tap or a layout would) and call `updateItem(usingCurrentState:)`.
    case moveItem(item: String, center: CGPoint)
    /// Move the anchors of the named anchor attachments along a path, each one `lag` seconds after
    /// the previous (the wave-transition cells). Each anchor moves by the path's displacement from
    /// its first point, so anchors at different heights follow one horizontal touch path.
    case moveAnchors(behaviors: [String], path: [TimedPoint], lag: Double)
}

/// A scripted pan.
public struct DragDescription: Hashable, Sendable {
    public var item: String
    /// The touch path; times relative to the event's time, strictly increasing.
    public var path: [TimedPoint]
    public var releaseVelocity: CGVector?
    /// The drag attachment's spring (rigid when absent).
    public var frequency: Double?
    public var damping: Double?

    /// Creates a drag description.
    public init(item: String, path: [TimedPoint], releaseVelocity: CGVector? = nil) {
        self.item = item
        self.path = path
        self.releaseVelocity = releaseVelocity
    }
}

/// A point at a time (seconds).
public struct TimedPoint: Hashable, Sendable {
    public var time: Double
    public var point: CGPoint

    /// Creates a timed point.
    public init(time: Double, point: CGPoint) {
        self.time = time
        self.point = point
    }
}

/// The value of a `set` script event.
public enum ScriptValue: Hashable, Sendable {
    case number(Double)
    case bool(Bool)
    case point(CGPoint)
    case vector(CGVector)
}
