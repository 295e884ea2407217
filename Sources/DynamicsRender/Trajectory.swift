import Dynamics
import Foundation

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
    public var frames: [Frame] = []

    /// An empty trajectory.
    public init(bounds: CGRect, framesPerSecond: Double, items: [ItemAppearance]) {
        self.bounds = bounds
        self.framesPerSecond = framesPerSecond
        self.items = items
    }

    /// One item at one frame.
    public struct ItemState: Sendable, Equatable {
        /// Centre (reference coordinates) and rotation (radians, clockwise on screen).
        public var center: CGPoint
        public var angle: CGFloat
        /// The item's bounds size (it can change: a position-to-bounds mapping resizes its target).
        public var size: CGSize
        /// The centre's velocity (pt/s) and the angular velocity (rad/s); zero without a body.
        public var velocity: CGVector
        public var angularVelocity: CGFloat
        /// Whether the item's body was simulated (false asleep, anchored or without a body).
        public var isAwake: Bool

        /// Creates a state.
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
    public struct Frame: Sendable, Equatable {
        /// Seconds since the recording began.
        public var time: TimeInterval
        public var items: [ItemState]
        /// Of every item in the animator (J; see `DebugSnapshot.kineticEnergy` and
        /// `potentialEnergy`).
        public var kineticEnergy: Double
        public var potentialEnergy: Double
        /// The fastest item centre in the animator (pt/s).
        public var maxSpeed: CGFloat

        /// Creates a frame.
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
