import Dynamics

/// What one client may ask of the server. The defaults are the documented limits.
///
/// ```swift
/// var limits = PlaygroundLimits()
/// limits.maxSessions = 4
/// ```
public struct PlaygroundLimits: Sendable {
    /// Concurrent sessions (WebSocket connections); the next one is refused with an error frame
    /// and close code 1013 ("try again later").
    public var maxSessions = 16
    /// Items per session (scene items plus dropped ones).
    public var maxItems = 5_000
    /// The largest client message in bytes; a bigger one closes the connection with 1009
    /// ("message too big"). Scene text (`sceneText`) shares it: the largest catalogue scene,
    /// noise-field with its recorded tilt script, is 43 KiB of JSON (48 KiB as a message), and the
    /// page refuses a bigger file before sending it.
    public var maxMessageBytes = 64 * 1024
    /// Client messages per second; the rest of the second's messages are dropped, with one
    /// error frame.
    public var maxMessagesPerSecond = 240
    /// A session without client messages for this long ends.
    public var idleTimeout: Duration = .seconds(600)
    /// Frames per second.
    public var framesPerSecond = 60

    /// The documented limits.
    ///
    /// ```swift
    /// let limits = PlaygroundLimits()   // 16 sessions, 5000 items, 64 KiB, 240 msg/s, 10 min
    /// ```
    public init() {}
}
