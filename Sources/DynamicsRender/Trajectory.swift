import Dynamics

/// A recorded run: the items' appearances and, frame by frame, their poses and velocities with
/// the energy of the whole animator. Made by a ``Recorder``; drawn by ``AnimatedSVGRenderer``,
/// written by ``csv(decimals:)`` and plotted by ``EnergyPlot``.
///
/// ```swift
/// let recorder = try Recorder(animator: animator, items: styled, framesPerSecond: 30)
/// recorder.record(duration: 5)
/// let trajectory = recorder.trajectory
/// print(trajectory.frames.count)   // 151: t = 0, 1/30, …, 5
/// ```
public struct Trajectory: Sendable, Equatable {
    /// The area drawn (reference coordinates).
    public var bounds: CGRect
    /// The recording rate.
    public var framesPerSecond: Double
    /// The recorded items, in the order of every frame's ``Frame/items``.
    public var items: [ItemAppearance]
    /// The recorded frames, in time order.
    public var frames: [Frame] = []

    /// An empty trajectory.
    ///
    /// ```swift
    /// var trajectory = Trajectory(bounds: CGRect(x: 0, y: 0, width: 320, height: 480), framesPerSecond: 30, items: [look])
    /// ```
    public init(bounds: CGRect, framesPerSecond: Double, items: [ItemAppearance]) {
        self.bounds = bounds
        self.framesPerSecond = framesPerSecond
        self.items = items
    }

    /// One item at one frame.
    ///
    /// ```swift
    /// let last = trajectory.frames.last!.items[0]
    /// print(last.center, last.velocity)
    /// ```
    public struct ItemState: Sendable, Equatable {
        /// Centre (reference coordinates).
        public var center: CGPoint
        /// Rotation (radians, clockwise on screen).
        public var angle: CGFloat
        /// The item's bounds size (it can change: a position-to-bounds mapping resizes its target).
        public var size: CGSize
        /// The centre's velocity (pt/s); zero without a body.
        public var velocity: CGVector
        /// The angular velocity (rad/s); zero without a body.
        public var angularVelocity: CGFloat
        /// Whether the item's body was simulated (false asleep, anchored or without a body).
        public var isAwake: Bool

        /// Creates a state.
        ///
        /// ```swift
        /// let still = Trajectory.ItemState(center: CGPoint(x: 10, y: 10), angle: 0, size: CGSize(width: 20, height: 20),
        ///                                  velocity: CGVector(dx: 0, dy: 0), angularVelocity: 0, isAwake: false)
        /// ```
        public init(
            center: CGPoint, angle: CGFloat, size: CGSize, velocity: CGVector, angularVelocity: CGFloat,
            isAwake: Bool
        ) {
            self.center = center
            self.angle = angle
            self.size = size
            self.velocity = velocity
            self.angularVelocity = angularVelocity
            self.isAwake = isAwake
        }
    }

    /// One recorded moment.
    ///
    /// ```swift
    /// let energy = trajectory.frames.map { $0.kineticEnergy + $0.potentialEnergy }
    /// ```
    public struct Frame: Sendable, Equatable {
        /// Seconds since the recording began.
        public var time: TimeInterval
        /// The recorded items, in ``Trajectory/items`` order.
        public var items: [ItemState]
        /// Kinetic energy of every item in the animator (J; see `DebugSnapshot.kineticEnergy`).
        public var kineticEnergy: Double
        /// Potential energy of every item in the animator (J; see `DebugSnapshot.potentialEnergy`).
        public var potentialEnergy: Double
        /// The fastest item centre in the animator (pt/s).
        public var maxSpeed: CGFloat

        /// Creates a frame.
        ///
        /// ```swift
        /// let frame = Trajectory.Frame(time: 0, items: [still], kineticEnergy: 0, potentialEnergy: 0, maxSpeed: 0)
        /// ```
        public init(
            time: TimeInterval, items: [ItemState], kineticEnergy: Double, potentialEnergy: Double,
            maxSpeed: CGFloat
        ) {
            self.time = time
            self.items = items
            self.kineticEnergy = kineticEnergy
            self.potentialEnergy = potentialEnergy
            self.maxSpeed = maxSpeed
        }
    }

    /// Seconds from the first frame to the last.
    public var duration: TimeInterval { (frames.last?.time ?? 0) - (frames.first?.time ?? 0) }
}

extension Trajectory {
    /// The frames a writer can use: each with one state per item, at a finite time later than
    /// the frame before. Frames that are not (a hand-made trajectory gone wrong) are left out and
    /// reported once to `DynamicsDiagnostics`, naming how many and the first one.
    var usableFrames: [Frame] {
        var kept: [Frame] = []
        var dropped: [Int] = []
        for (index, frame) in frames.enumerated() {
            let isLater = kept.last.map { frame.time > $0.time } ?? true
            if frame.items.count == items.count && frame.time.isFinite && isLater {
                kept.append(frame)
            } else {
                dropped.append(index)
            }
        }
        if let first = dropped.first {
            DynamicsDiagnostics.report(
                DynamicsError(
                    .invalidUse,
                    "Trajectory: left out \(dropped.count) frame(s), first frame \(first) (time \(frames[first].time), \(frames[first].items.count) item states for \(items.count) items): frames need one state per item and increasing finite times"
                ))
        }
        return kept
    }
}
