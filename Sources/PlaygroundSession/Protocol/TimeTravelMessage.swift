import Dynamics
import DynamicsScenes

/// The server messages of time travel, the input log and the code tab, each a JSON object with
/// a `type` key.
///
/// ```swift
/// let text = TimeTravelMessage.Code(name: "flick", typeName: "Flick", text: "…").json
/// ```
public enum TimeTravelMessage {
    /// `{"type":"timeline",…}`: the kept span of frames (`first` … `live`), the frame shown,
    /// whether it is before the live end, and what the history keeps (a snapshot every
    /// `interval` frames, `snapshots` of them, about `bytes`).
    ///
    /// ```swift
    /// let t = TimeTravelMessage.Timeline(first: 0, live: 600, frame: 480, framesPerSecond: 60,
    ///     scrubbing: true, interval: 1, snapshots: 600, bytes: 2_000_000)
    /// ```
    public struct Timeline: Sendable, Equatable, WireMessage {
        /// Always `"timeline"`.
        public var type = "timeline"
        /// The earliest frame `scrub` takes.
        public var first: Int
        /// The newest frame (the live end).
        public var live: Int
        /// The frame shown.
        public var frame: Int
        /// Frames per second of scene time.
        public var framesPerSecond: Int
        /// Whether the frame shown is before the live end.
        public var scrubbing: Bool
        /// Frames between two kept snapshots (the rest are replayed).
        public var interval: Int
        /// Snapshots kept.
        public var snapshots: Int
        /// About how many bytes they keep.
        public var bytes: Int

        /// Creates a timeline message.
        ///
        /// ```swift
        /// let t = TimeTravelMessage.Timeline(first: 0, live: 10, frame: 10, framesPerSecond: 60,
        ///     scrubbing: false, interval: 1, snapshots: 11, bytes: 40_000)
        /// ```
        public init(
            first: Int, live: Int, frame: Int, framesPerSecond: Int, scrubbing: Bool, interval: Int,
            snapshots: Int, bytes: Int
        ) {
            self.first = first
            self.live = live
            self.frame = frame
            self.framesPerSecond = framesPerSecond
            self.scrubbing = scrubbing
            self.interval = interval
            self.snapshots = snapshots
            self.bytes = bytes
        }
    }

    /// `{"type":"items","items":[…]}`: the items after a restore changed them (as in the
    /// `scene` message).
    ///
    /// ```swift
    /// let m = TimeTravelMessage.Items(items: [])
    /// ```
    public struct Items: Sendable, WireMessage {
        /// Always `"items"`.
        public var type = "items"
        /// Every item, in frame order.
        public var items: [SceneInfo.Item]

        /// Creates an items message.
        ///
        /// ```swift
        /// let m = TimeTravelMessage.Items(items: [])
        /// ```
        public init(items: [SceneInfo.Item]) {
            self.items = items
        }
    }

    /// `{"type":"code","name":…,"typeName":…,"text":…,"form":…}`: the scene as Swift source.
    ///
    /// ```swift
    /// let m = TimeTravelMessage.Code(name: "flick", typeName: "Flick", text: "import UIKitDynamics")
    /// ```
    public struct Code: Sendable, WireMessage {
        /// Always `"code"`.
        public var type = "code"
        /// The scene's name.
        public var name: String
        /// The type the source declares: the test's enum or the app's view controller.
        public var typeName: String
        /// The source (`Scene.swiftSource()` or `Scene.swiftAppSource(gestureActions:)`).
        public var text: String
        /// The form: `"test"` or `"app"` (``Command/CodeForm``).
        public var form: String

        /// Creates a code message.
        ///
        /// ```swift
        /// let m = TimeTravelMessage.Code(name: "flick", typeName: "FlickViewController", text: "", form: "app")
        /// ```
        public init(name: String, typeName: String, text: String, form: String = "test") {
            self.name = name
            self.typeName = typeName
            self.text = text
            self.form = form
        }
    }
}

extension TimeTravelMessage.Timeline {
    package var wire: JSONValue {
        func int(_ n: Int) -> JSONValue { .number(Double(n)) }
        return .members([
            ("type", .string(type)), ("first", int(first)), ("live", int(live)), ("frame", int(frame)),
            ("framesPerSecond", int(framesPerSecond)), ("scrubbing", .bool(scrubbing)),
            ("interval", int(interval)), ("snapshots", int(snapshots)), ("bytes", int(bytes)),
        ])
    }
}

extension TimeTravelMessage.Items {
    package var wire: JSONValue {
        .members([("type", .string(type)), ("items", .array(items.map { $0.wire }))])
    }
}

extension TimeTravelMessage.Code {
    package var wire: JSONValue {
        .members([
            ("type", .string(type)), ("name", .string(name)), ("typeName", .string(typeName)),
            ("text", .string(text)), ("form", .string(form)),
        ])
    }
}
