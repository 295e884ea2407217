import Dynamics
import DynamicsScenes

/// One thing a browser asks of its session, decoded and checked (see ``Command/decode(_:)``).
///
/// The wire form is a JSON object with a `type` key; every coordinate is in the scene's reference
/// points, every velocity in points per (wall-clock) second.
///
/// ```swift
/// let command = try Command.decode(Data(#"{"type":"speed","value":0.5}"#.utf8))
/// // .speed(0.5)
/// ```
public enum Command: Sendable, Equatable {
    /// `{"type":"load","scene":"sticky-edges"}`: start a catalogue scene from the beginning.
    case load(scene: String)
    /// `{"type":"restart"}`: start the current scene again.
    case restart
    /// `{"type":"play"}`: run frames in real time.
    case play
    /// `{"type":"pause"}`: stop running frames (the figures and debug data stay available).
    case pause
    /// `{"type":"step"}`: run exactly one frame (while paused).
    case step
    /// `{"type":"speed","value":0.5}`: slow motion, 0.1…2 (the animator's `debugAnimationSpeed`).
    case speed(Double)
    /// `{"type":"grab","pointer":0,"item":2,"x":…,"y":…}`: attach item `item` at the touched point
    /// to an anchor under the pointer.
    case grab(pointer: Int, item: Int, at: CGPoint)
    /// `{"type":"move","pointer":0,"x":…,"y":…}`: move a grab's anchor (or a handle being dragged).
    case move(pointer: Int, to: CGPoint)
    /// `{"type":"release","pointer":0,"vx":…,"vy":…}`: end a grab, handing the pointer's velocity
    /// to the item (the flick).
    case release(pointer: Int, velocity: CGVector)
    /// `{"type":"handle","handle":1,"x":…,"y":…}`: move a snap point, field position or
    /// attachment anchor (see ``SceneInfo/Handle``).
    case moveHandle(handle: Int, to: CGPoint)
    /// `{"type":"push","item":0,"x":…,"y":…,"dx":…,"dy":…}`: an instantaneous push (UIKit newtons)
    /// at a point of the item.
    case push(item: Int, at: CGPoint, impulse: CGVector)
    /// `{"type":"drop","shape":"ball","x":…,"y":…}`: add an item with gravity and collision.
    case drop(shape: DropShape, at: CGPoint)
    /// `{"type":"debug","enabled":true}`: send (or stop sending) debug snapshots with the frames.
    case debug(enabled: Bool)
    /// `{"type":"inspect","item":2}`: the item's material properties (answered with an
    /// `itemInspector` message).
    case inspectItem(Int)
    /// `{"type":"set","behavior":1,"property":"strength","value":2}` (or `"item":2` for an
    /// item's material): change one property live. `value` is a number, a boolean, `[x, y]` for
    /// points and vectors, or `[min, max]` for a range (`null` = unbounded). Answered with a
    /// `property` message: the value now, or the library's error message.
    case set(target: PropertyTarget, property: String, value: InspectorValue)
    /// `{"type":"sceneText","text":"{…}"}`: a scene file's text, validated and, when valid,
    /// loaded (answered with a `sceneProblems` message).
    case sceneText(String)
    /// `{"type":"export","format":"svg","layers":["contacts"]}`: the scene as JSON, the frame as
    /// an SVG still with those debug layers, the last 10 s as an animated SVG, or the scene as
    /// Swift (`"format":"swift"`) (answered with an `exported` message).
    case export(ExportFormat, layers: [String])
    /// `{"type":"scrub","frame":240}`: pause and show a frame of the kept past (see the
    /// `timeline` message): later input or `play` goes on from it and discards the frames after.
    case scrub(frame: Int)
    /// `{"type":"stepBack"}`: pause and show the frame before (within the kept past).
    case stepBack
    /// `{"type":"inputLog"}`: the session's input log as JSON (answered with an `inputLog`
    /// message that `Scene.makeRun(replaying:)` replays).
    case inputLog
    /// `{"type":"code","form":"app"}`: the scene as Swift source, an iOS screen (`"app"`) or the
    /// headless test (`"test"`, the default) (answered with a `code` message).
    case code(CodeForm)

    /// What a `set` changes: a behavior of the inspector's list, or an item's material.
    ///
    /// ```swift
    /// Command.PropertyTarget.behavior(0)
    /// ```
    public enum PropertyTarget: Sendable, Equatable {
        /// The behavior at this index of the `inspector` message's list.
        case behavior(Int)
        /// The item at this index of the frame.
        case item(Int)
    }

    /// The formats of `export`.
    ///
    /// ```swift
    /// Command.ExportFormat(rawValue: "animatedSVG")   // .animatedSVG
    /// ```
    public enum ExportFormat: String, Sendable, CaseIterable {
        case json, svg, animatedSVG
        /// The scene as Swift source (the Code tab).
        case swift
    }

    /// The forms of `code`.
    ///
    /// ```swift
    /// Command.CodeForm(rawValue: "app")   // .app
    /// ```
    public enum CodeForm: String, Sendable, CaseIterable {
        /// An iOS app's `UIViewController` subclass (`Scene.swiftAppSource(gestureActions:)`).
        case app
        /// The headless test that steps the animator (`Scene.swiftSource()`).
        case test
    }

    /// The shapes of the palette.
    ///
    /// ```swift
    /// DropShape(rawValue: "concave")   // .concave
    /// ```
    public enum DropShape: String, Sendable, CaseIterable {
        case box, ball, convex, concave
    }

    /// The largest coordinate or velocity accepted, in points (or points per second).
    static let coordinateLimit = 1e5
    /// The largest push accepted, in UIKit newtons.
    static let impulseLimit = 1e3
    /// The longest property name accepted.
    static let propertyNameLimit = 64
}

/// A message that could not become a ``Command``; its description names the problem and is sent
/// back in an error frame.
///
/// ```swift
/// do { _ = try Command.decode(Data("{".utf8)) } catch { print(error) }   // malformed JSON: …
/// ```
public struct ProtocolError: Error, Equatable, CustomStringConvertible {
    /// What was wrong, for people.
    public var description: String

    /// Creates an error with a message.
    ///
    /// ```swift
    /// throw ProtocolError("unknown message type 'jump'")
    /// ```
    public init(_ description: String) {
        self.description = description
    }
}
