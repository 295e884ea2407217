import Dynamics
import DynamicsScenes

/// `{"type":"settling",…}`: why the animator is still running (its settling report) and the
/// scene's setup problems, for the page's "Why still running?" panel. Items are indices in frame
/// order; behaviors are indices in the `inspector` message's list (`-1` for one it does not list).
///
/// ```swift
/// let m = SettlingMessage(settled: true, rest: 0, items: [], problems: [])
/// ```
public struct SettlingMessage: Sendable, WireMessage {
    /// One item that keeps the animator awake.
    public struct Item: Sendable {
        /// Its index in the frame.
        public var item: Int
        /// Its name.
        public var name: String
        /// Speed (pt/s) and spin (°/s).
        public var speed: Double
        public var spin: Double
        /// Seconds until it rests; `nil`: never, or cannot tell.
        public var rest: Double?
        /// One phrase per cause, with its numbers.
        public var causes: [String]
        /// The behaviors the causes name.
        public var behaviors: [Int]
        /// Whether a pointer holds it (then `causes` says so and `rest` is `nil`).
        public var held = false
    }

    /// One setup problem.
    public struct Problem: Sendable {
        /// `fallsForever`, `itemsOverlapAtStart`, …
        public var kind: String
        /// What happens and how to fix it.
        public var message: String
        /// The items involved.
        public var items: [Int]
        /// The behaviors involved.
        public var behaviors: [Int]
        /// Whether it only informs.
        public var informational: Bool
        /// Whether the scene makes this mistake on purpose (``SceneCatalog/lesson(for:)``): the
        /// page shows it with the message's `lesson` note, not as an error.
        public var lesson = false
    }

    /// Whether the pause rule lets the animator pause now.
    public var settled: Bool
    /// Seconds until every item rests; `nil`: never, or cannot tell.
    public var rest: Double?
    public var items: [Item]
    public var problems: [Problem]
    /// What the scene's deliberate mistakes teach (``SceneLesson/note``), when it has any.
    public var lesson: String?
    /// The frame the report describes, and whether it is the live one (`false`: the timeline is
    /// scrubbed back and the report describes the frame shown).
    public var frame = 0
    public var live = true

    /// Creates the message.
    ///
    /// ```swift
    /// let m = SettlingMessage(settled: false, rest: nil, items: [], problems: [])
    /// ```
    public init(settled: Bool, rest: Double?, items: [Item], problems: [Problem]) {
        self.settled = settled
        self.rest = rest
        self.items = items
        self.problems = problems
    }

    package var wire: JSONValue {
        func ints(_ list: [Int]) -> JSONValue { .array(list.map { .number(Double($0)) }) }
        return .members([
            ("type", .string("settling")), ("settled", .bool(settled)), ("rest", rest.map(JSONValue.finite)),
            (
                "items",
                .array(
                    items.map {
                        .members([
                            ("item", .number(Double($0.item))), ("name", .string($0.name)),
                            ("speed", .finite($0.speed)),
                            ("spin", .finite($0.spin)), ("rest", $0.rest.map(JSONValue.finite)),
                            ("causes", .strings($0.causes)), ("behaviors", ints($0.behaviors)), ("held", .bool($0.held)),
                        ])
                    })
            ),
            (
                "problems",
                .array(
                    problems.map {
                        .members([
                            ("kind", .string($0.kind)), ("message", .string($0.message)),
                            ("items", ints($0.items)),
                            ("behaviors", ints($0.behaviors)), ("informational", .bool($0.informational)),
                            ("lesson", .bool($0.lesson)),
                        ])
                    })
            ),
            ("lesson", lesson.map(JSONValue.string)), ("frame", .number(Double(frame))),
            ("live", .bool(live)),
        ])
    }
}
