import Dynamics
import DynamicsScenes

/// The answers about scene text: `sceneProblems` after a `sceneText` (empty and `loaded` when
/// the scene was valid and now runs), and `exported` after an `export`.
///
/// ```swift
/// let answer = SceneTextMessage.Problems(problems: [SceneProblem(path: "duration", message: "-1 must be > 0")], loaded: false)
/// ```
public enum SceneTextMessage {
    /// The `sceneProblems` message: every problem with its JSON path, in order.
    ///
    /// ```swift
    /// let ok = SceneTextMessage.Problems(problems: [], loaded: true)
    /// ```
    public struct Problems: Sendable, WireMessage {
        /// Always `"sceneProblems"`.
        public var type = "sceneProblems"
        /// `{"path":"behaviors[3].frequency","message":"…"}` for each problem.
        public var problems: [Problem]
        /// Whether the text was valid and the scene now runs.
        public var loaded: Bool

        /// Creates the message.
        ///
        /// ```swift
        /// let answer = SceneTextMessage.Problems(problems: [], loaded: true)
        /// ```
        public init(problems: [SceneProblem], loaded: Bool) {
            self.problems = problems.prefix(100).map { Problem(path: $0.path, message: $0.message) }
            self.loaded = loaded
        }
    }

    /// One problem on the wire.
    public struct Problem: Sendable {
        /// Where: `behaviors[3].frequency`, `$` for the whole text.
        public var path: String
        /// What.
        public var message: String
    }

    /// The `exported` message: `{"type":"exported","format":"svg","text":"<svg …"}`.
    ///
    /// ```swift
    /// let message = SceneTextMessage.Exported(format: "json", name: "flick.json", text: "{}")
    /// ```
    public struct Exported: Sendable, WireMessage {
        /// Always `"exported"`.
        public var type = "exported"
        /// `json`, `svg` or `animatedSVG`.
        public var format: String
        /// A file name for the download.
        public var name: String
        /// The file's text.
        public var text: String

        /// Creates the message.
        ///
        /// ```swift
        /// let message = SceneTextMessage.Exported(format: "svg", name: "flick.svg", text: svg)
        /// ```
        public init(format: String, name: String, text: String) {
            self.format = format
            self.name = name
            self.text = text
        }
    }
}

extension SceneTextMessage.Problems {
    package var wire: JSONValue {
        .members([
            ("type", .string(type)), ("loaded", .bool(loaded)),
            (
                "problems",
                .array(
                    problems.map { .members([("path", .string($0.path)), ("message", .string($0.message))]) })
            ),
        ])
    }
}

extension SceneTextMessage.Exported {
    package var wire: JSONValue {
        .members([
            ("type", .string(type)), ("format", .string(format)), ("name", .string(name)),
            ("text", .string(text)),
        ])
    }
}
