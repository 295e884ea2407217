import Dynamics
import DynamicsScenes

/// What the page needs to draw a scene, sent once per load (JSON `{"type":"scene",…}`): the
/// reference bounds, every item's look, and the handles the mouse can drag. Frames then carry
/// only poses (see ``FrameEncoder``).
///
/// ```swift
/// let info = SceneInfo(name: "flick", bounds: [0, 0, 320, 480], items: [], handles: [])
/// ```
public struct SceneInfo: Sendable, Equatable, WireMessage {
    /// Always `"scene"`.
    public var type = "scene"
    /// The catalogue name.
    public var name: String
    /// The catalogue category (for the page's caption).
    public var category = ""
    /// One line on what the scene shows.
    public var summary = ""
    /// The seed the scene comes from, if any.
    public var source: String?
    /// The reference bounds: x, y, width, height (points).
    public var bounds: [Double]
    /// The items in frame order.
    public var items: [Item]
    /// The draggable handles in frame order.
    public var handles: [Handle]
    /// "Try this" suggestions for a learner (``SceneCatalog/tips(for:)``; empty for most scenes).
    public var tips: [String] = []
    /// The scene's intended length in seconds (`Scene.duration`).
    public var duration = 0.0
    /// Whether the scene has script events (the page offers a replay when they are over).
    public var scripted = false

    /// Creates a scene description.
    ///
    /// ```swift
    /// let info = SceneInfo(name: "drop", bounds: [0, 0, 320, 480], items: [], handles: [])
    /// ```
    public init(name: String, bounds: [Double], items: [Item], handles: [Handle]) {
        self.name = name
        self.bounds = bounds
        self.items = items
        self.handles = handles
    }

    /// One item's look: `rect`, `ellipse` or `path` (points relative to the centre), its size,
    /// colour, and mass (kg; 0 for an item the physics does not move).
    ///
    /// ```swift
    /// let ball = SceneInfo.Item(name: "ball", shape: "ellipse", width: 40, height: 40, color: "tomato", mass: 0.13)
    /// ```
    public struct Item: Sendable, Equatable {
        /// The item's name in the scene.
        public var name: String
        /// `rect`, `ellipse` or `path`.
        public var shape: String
        /// The bounds width in points.
        public var width: Double
        /// The bounds height in points.
        public var height: Double
        /// For `path`: the polygon's points relative to the centre.
        public var path: [[Double]]?
        /// A CSS colour.
        public var color: String
        /// Mass in kg as the animator has it (0 when the physics does not move the item).
        public var mass: Double

        /// Creates an item description.
        ///
        /// ```swift
        /// let box = SceneInfo.Item(name: "box", shape: "rect", width: 40, height: 40, color: "#4dabf7", mass: 0.16)
        /// ```
        public init(
            name: String, shape: String, width: Double, height: Double, path: [[Double]]? = nil,
            color: String, mass: Double
        ) {
            self.name = name
            self.shape = shape
            self.width = width
            self.height = height
            self.path = path
            self.color = color
            self.mass = mass
        }
    }

    /// Something the mouse can drag that is not an item: a snap point (`snap`), a field's position
    /// (`field`) or an attachment's anchor (`anchor`).
    ///
    /// ```swift
    /// let snap = SceneInfo.Handle(kind: "snap", label: "snap: square")
    /// ```
    public struct Handle: Sendable, Equatable {
        /// `snap`, `field` or `anchor`.
        public var kind: String
        /// What the handle moves, for people (`snap point of square`).
        public var label: String

        /// Creates a handle description.
        ///
        /// ```swift
        /// let anchor = SceneInfo.Handle(kind: "anchor", label: "anchor: lamp")
        /// ```
        public init(kind: String, label: String) {
            self.kind = kind
            self.label = label
        }
    }
}

extension SceneInfo {
    package var wire: JSONValue {
        .members([
            ("type", .string(type)), ("name", .string(name)), ("category", .string(category)),
            ("summary", .string(summary)), ("source", source.map(JSONValue.string)),
            ("bounds", .array(bounds.map(JSONValue.finite))), ("items", .array(items.map { $0.wire })),
            ("handles", .array(handles.map { $0.wire })), ("tips", .strings(tips)),
            ("duration", .finite(duration)), ("scripted", .bool(scripted)),
        ])
    }
}

extension SceneInfo.Item {
    package var wire: JSONValue {
        .members([
            ("name", .string(name)), ("shape", .string(shape)), ("width", .finite(width)),
            ("height", .finite(height)),
            ("path", path.map { .array($0.map { .array($0.map(JSONValue.finite)) }) }),
            ("color", .string(color)), ("mass", .finite(mass)),
        ])
    }
}

extension SceneInfo.Handle {
    var wire: JSONValue { .members([("kind", .string(kind)), ("label", .string(label))]) }
}
