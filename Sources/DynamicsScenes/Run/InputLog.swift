import Dynamics

/// What a user did to a ``SceneRun``, frame by frame: the record ``SceneRun/inputLog`` keeps
/// and ``SceneRun/replay(_:)`` plays back. Replaying a run's log on a fresh run of the same scene
/// reproduces its ``SceneRun/stateHash`` exactly. Codable, so a session can be saved as JSON.
///
/// ```swift
/// let data = try JSONEncoder().encode(run.inputLog)
/// let log = try JSONDecoder().decode(InputLog.self, from: data)
/// let again = try scene.makeRun(replaying: log)
/// again.stateHash == run.stateHash   // true
/// ```
public struct InputLog: Hashable, Sendable {
    /// The name of the scene the log was recorded on.
    public var scene: String
    /// The inputs, in the order they were made.
    public var events: [InputEvent]
    /// The frame the run had reached when the log was read: a replay runs up to it.
    public var frameCount: Int

    /// Creates a log.
    ///
    /// ```swift
    /// let empty = InputLog(scene: "falling-square", events: [], frameCount: 120)
    /// ```
    public init(scene: String, events: [InputEvent], frameCount: Int) {
        self.scene = scene
        self.events = events
        self.frameCount = frameCount
    }
}

/// One input of an ``InputLog``: what was done, before which frame.
///
/// ```swift
/// let event = InputEvent(frame: 30, action: .push(item: "ball", point: .zero, impulse: CGVector(dx: 1, dy: 0)))
/// ```
public struct InputEvent: Hashable, Sendable {
    /// The run's ``SceneRun/frameCount`` when the input was made: it acts from that frame on.
    public var frame: Int
    /// The input.
    public var action: InputAction

    /// Creates an event.
    ///
    /// ```swift
    /// let event = InputEvent(frame: 0, action: .moveDrag(drag: DragID(rawValue: 1), point: .zero))
    /// ```
    public init(frame: Int, action: InputAction) {
        self.frame = frame
        self.action = action
    }
}

/// The inputs a user can make to a running scene, as ``SceneRun``'s live input methods record
/// them. Items are named by ``SceneItem/name``; scene behaviors by their index in the run's
/// depth-first behavior order (``SceneRun/sceneBehaviors``).
///
/// ```swift
/// let action = InputAction.grab(drag: DragID(rawValue: 1), item: "square", point: CGPoint(x: 160, y: 100))
/// ```
public enum InputAction: Hashable, Sendable {
    /// ``SceneRun/grab(item:at:)``: an attachment from the touched point to the pointer.
    case grab(drag: DragID, item: String, point: CGPoint)
    /// ``SceneRun/moveDrag(_:to:)``: the pointer moved.
    case moveDrag(drag: DragID, point: CGPoint)
    /// ``SceneRun/release(_:velocity:)``: the pointer let go, moving at `velocity` (pt/s), or
    /// without handing a velocity over (`nil`).
    case release(drag: DragID, velocity: CGVector?)
    /// ``SceneRun/push(item:at:impulse:)``: an instantaneous push at a point.
    case push(item: String, point: CGPoint, impulse: CGVector)
    /// ``SceneRun/setProperty(_:of:to:)``: a scene behavior's property changed.
    case setBehavior(index: Int, property: String, value: ScriptValue)
    /// ``SceneRun/setProperty(_:ofItem:to:)``: an item's material property changed.
    case setItem(item: String, property: String, value: ScriptValue)
    /// ``SceneRun/moveItem(_:to:)``: an item was put somewhere else.
    case moveItem(item: String, center: CGPoint)
    /// ``SceneRun/dropItem(_:)``: an item was dropped into the scene.
    case drop(item: ItemDescription)
    /// ``SceneRun/setSpeed(_:)``: simulated time per frame changed (slow motion).
    case setSpeed(speed: Double)
    /// ``SceneRun/setInspectedProperty(_:of:to:)``: an attachment's range changed; nil for an
    /// unbounded end.
    case setRange(index: Int, property: String, minimum: Double?, maximum: Double?)
    /// ``SceneRun/setInspectedProperty(_:of:to:)``: a field's region changed, to a circle of a
    /// radius (a number), a rectangle of a size (a point or vector: width, height), infinite
    /// (`true`) or empty (`false`).
    case setRegion(index: Int, shape: ScriptValue)
}

// Codable where Codable exists (not in Embedded Swift): the tools read and write input logs as
// JSON with Foundation's coders. Synthesized, so in this file.
#if !hasFeature(Embedded)
    extension InputLog: Codable {}
    extension InputEvent: Codable {}
    extension InputAction: Codable {}
#endif
