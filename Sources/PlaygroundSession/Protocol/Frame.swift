import Dynamics

/// One frame of a session as the page receives it: the animator's state after a step, the
/// figures, and every item's and handle's position. Nothing is interpolated: this is what the
/// page draws.
///
/// ```swift
/// var frame = Frame(index: 1, time: 1.0 / 60)
/// frame.poses = [Frame.Pose(x: 160, y: 100, angle: 0)]
/// let bytes = frame.binary()   // 36 + 12 bytes
/// ```
public struct Frame: Sendable, Equatable {
    /// Frames run since the scene (re)started.
    public var index: Int
    /// Scene time in seconds.
    public var time: Double
    /// Whether the user lets the scene run.
    public var playing = true
    /// Whether the animator runs (its delegate's running/paused).
    public var animatorRunning = true
    /// Server time spent stepping this frame, in microseconds.
    public var stepMicroseconds: Double = 0
    /// Kinetic energy of the moving items (J), refreshed a few times a second.
    public var kineticEnergy: Double = 0
    /// Touching contacts, refreshed with the kinetic energy.
    public var contacts = 0
    /// The run's state hash.
    public var stateHash: UInt64 = 0
    /// One pose per item, in ``SceneInfo/items`` order.
    public var poses: [Pose] = []
    /// Item sizes, only when some item's bounds differ from its ``SceneInfo`` size (the
    /// position-to-bounds scenes); otherwise empty.
    public var sizes: [CGSize] = []
    /// One position per handle, in ``SceneInfo/handles`` order.
    public var handles: [CGPoint] = []

    /// Creates an empty frame.
    ///
    /// ```swift
    /// let frame = Frame(index: 0, time: 0)
    /// ```
    public init(index: Int, time: Double) {
        self.index = index
        self.time = time
    }

    /// An item's centre (points) and rotation (radians, clockwise on screen).
    ///
    /// ```swift
    /// let pose = Frame.Pose(x: 160, y: 240, angle: 0.1)
    /// ```
    public struct Pose: Sendable, Equatable {
        /// The centre's x (points).
        public var x: Float
        /// The centre's y (points).
        public var y: Float
        /// The rotation (radians).
        public var angle: Float

        /// Creates a pose.
        ///
        /// ```swift
        /// let pose = Frame.Pose(x: 0, y: 0, angle: 0)
        /// ```
        public init(x: Float, y: Float, angle: Float) {
            self.x = x
            self.y = y
            self.angle = angle
        }
    }
}
