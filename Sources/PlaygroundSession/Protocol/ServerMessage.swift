import Dynamics
import DynamicsScenes

/// The JSON messages the server sends besides frames.
///
/// ```swift
/// let text = ServerMessage.error("speed: value 9 is out of range 0.1…2").json
/// // {"type":"error","message":"speed: value 9 is out of range 0.1…2"}
/// ```
public enum ServerMessage: Sendable {
    /// The first message of a session: the catalogue (for the menu) and the limits.
    case hello(Hello)
    /// A scene was loaded: how to draw it.
    case scene(SceneInfo)
    /// A message was refused (the session goes on) or the session ends (followed by a close).
    case error(String)
    /// The run state changed: the user's play/pause, the speed, and the animator's own
    /// running/paused as its delegate reports it.
    case state(State)
    /// An item was dropped from the palette; frames now include it (at the end).
    case itemAdded(SceneInfo.Item)
    /// The scene's behaviors and their properties (sent with every scene).
    case inspector(InspectorMessage.List)
    /// One item's material (the answer to `inspect`).
    case itemInspector(InspectorMessage.Item)
    /// The answer to `set`: the value now, or the library's refusal.
    case property(InspectorMessage.Answer)
    /// The answer to `sceneText`: its problems, or that it loaded.
    case sceneProblems(SceneTextMessage.Problems)
    /// The answer to `export`: the file's text.
    case exported(SceneTextMessage.Exported)

    /// The `hello` message.
    ///
    /// ```swift
    /// let hello = ServerMessage.Hello(scenes: SceneCatalog.all.map(ServerMessage.CatalogEntry.init), maxItems: 5000)
    /// ```
    public struct Hello: Sendable, WireMessage {
        /// Always `"hello"`.
        public var type = "hello"
        /// The wire protocol's version: 1.
        public var protocolVersion = 1
        /// The catalogue, in menu order.
        public var scenes: [CatalogEntry]
        /// The most items a session may hold (the palette stops there).
        public var maxItems: Int

        /// Creates a hello message.
        ///
        /// ```swift
        /// let hello = ServerMessage.Hello(scenes: [], maxItems: 5000)
        /// ```
        public init(scenes: [CatalogEntry], maxItems: Int) {
            self.scenes = scenes
            self.maxItems = maxItems
        }
    }

    /// One menu entry.
    ///
    /// ```swift
    /// let entry = ServerMessage.CatalogEntry(SceneCatalog.all[0])
    /// ```
    public struct CatalogEntry: Sendable {
        /// The scene's name (what `load` takes).
        public var name: String
        /// The menu section.
        public var category: String
        /// One line on what the scene shows.
        public var summary: String
        /// The seed the scene comes from, if any.
        public var source: String?

        /// The entry for a catalogue scene.
        ///
        /// ```swift
        /// let entry = ServerMessage.CatalogEntry(SceneCatalog.scene(named: "flick")!)
        /// ```
        public init(_ scene: Scene) {
            name = scene.name
            category = scene.category
            summary = scene.summary
            source = scene.source
        }
    }

    /// The `state` message.
    ///
    /// ```swift
    /// let state = ServerMessage.State(playing: true, speed: 1, animatorRunning: true)
    /// ```
    public struct State: Sendable, Equatable, WireMessage {
        /// Always `"state"`.
        public var type = "state"
        /// Whether the user lets the scene run (play/pause).
        public var playing: Bool
        /// The slow-motion factor.
        public var speed: Double
        /// Whether the animator runs (false once everything rests: `dynamicAnimatorDidPause`).
        public var animatorRunning: Bool

        /// Creates a state message.
        ///
        /// ```swift
        /// let paused = ServerMessage.State(playing: false, speed: 1, animatorRunning: true)
        /// ```
        public init(playing: Bool, speed: Double, animatorRunning: Bool) {
            self.playing = playing
            self.speed = speed
            self.animatorRunning = animatorRunning
        }
    }

    /// The message as JSON text.
    ///
    /// ```swift
    /// try await outbound.write(.text(ServerMessage.error("full").json))
    /// ```
    public var json: String { wire.compactText }

    package var wire: JSONValue {
        switch self {
        case .hello(let hello): hello.wire
        case .scene(let info): info.wire
        case .error(let message): .members([("type", .string("error")), ("message", .string(message))])
        case .state(let state): state.wire
        case .itemAdded(let item): .members([("type", .string("itemAdded")), ("item", item.wire)])
        case .inspector(let list): list.wire
        case .itemInspector(let item): item.wire
        case .property(let answer): answer.wire
        case .sceneProblems(let problems): problems.wire
        case .exported(let file): file.wire
        }
    }
}

extension ServerMessage.Hello {
    package var wire: JSONValue {
        .members([
            ("type", .string(type)), ("protocolVersion", .number(Double(protocolVersion))),
            ("scenes", .array(scenes.map { $0.wire })), ("maxItems", .number(Double(maxItems))),
        ])
    }
}

extension ServerMessage.CatalogEntry {
    var wire: JSONValue {
        .members([
            ("name", .string(name)), ("category", .string(category)), ("summary", .string(summary)),
            ("source", source.map(JSONValue.string)),
        ])
    }
}

extension ServerMessage.State {
    package var wire: JSONValue {
        .members([
            ("type", .string(type)), ("playing", .bool(playing)), ("speed", .number(speed)),
            ("animatorRunning", .bool(animatorRunning)),
        ])
    }
}
