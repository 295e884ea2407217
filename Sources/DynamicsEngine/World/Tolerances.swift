/// The engine's length and time tolerances (metres and seconds; 100 pt = 1 m at UIKit's scale).
public enum Tolerances {
    /// Penetration the contact solver tolerates at rest: 0.5 pt. Keeps resting contacts from
    /// jittering between touching and not touching.
    public static let linearSlop: Float = 0.005
    /// The least distance at which speculative contact points are produced: 2 pt.
    public static let speculativeDistance: Float = 4 * linearSlop
    /// The largest margin of the broad phase's fat bounds (``World/broadPhaseMargin(of:)``: half
    /// a shape's extent, between ``smallestAABBMargin`` and this): 5 pt, Box2D v3.1's. UIKit's is
    /// 10 pt (Box2D v2's `aabbExtension`, which its `items(in:)` shows); `DynamicAnimator.items(in:)`
    /// reports by UIKit's, so only the engine's pairing works with this one. A shape leaves tighter
    /// bounds more often, and each time its pairs are looked up again, but fewer pairs overlap, and
    /// every pair is a contact record that each step's narrow phase visits: the tumbler (2,025
    /// boxes in a turning drum) keeps 11,500 records instead of 17,000 and looks up the pairs of
    /// 1,500 shapes a step instead of 870, for a step about 5 % shorter (8 % with the dynamic
    /// tree rebuilt less often, `DynamicTree.rebuildIfLoose()`). A pyramid of 5,050 boxes,
    /// creeping as it settles, is about 3 % slower.
    public static let aabbMargin: Float = 0.05
    /// The smallest margin of the broad phase's fat bounds: 1 pt. Static shapes have none, so
    /// this is not what finds a pair within ``speculativeDistance``: fat bounds are swept by
    /// the step's motion, and a pair is found before its shapes can meet.
    public static let smallestAABBMargin: Float = 0.5 * speculativeDistance
    /// The margin of UIKit's broad phase: 10 pt, as its `items(in:)` shows (an item 50 pt wide
    /// is found from 9.9 pt away, not 10.5 pt). `DynamicAnimator.items(in:)` grows each shape's
    /// fat bounds by the difference to its own margin, so it finds what UIKit's finds.
    public static let uikitAABBMargin: Float = 0.1
    /// Linear speed under which a body may sleep: 1 pt/s.
    public static let linearSleepTolerance: Float = 0.01
    /// Angular speed under which a body may sleep: 2°/s.
    public static let angularSleepTolerance: Float = 2 * .pi / 180
    /// Seconds an island must stay under the sleep tolerances to fall asleep.
    public static let timeToSleep: Float = 0.5
    /// A body whose step moves it further than this fraction of its smallest inner radius is
    /// swept against static geometry (continuous collision).
    public static let continuousSafetyFactor: Float = 0.5
    /// Largest speed of any body: 4 m per sub-step at 240 Hz, far above any flick.
    public static let maxTranslationPerSubstep: Float = 4
    /// Largest rotation per sub-step (a quarter turn), keeps the rotation integrator accurate.
    public static let maxRotationPerSubstep: Float = 0.25 * .pi
}
