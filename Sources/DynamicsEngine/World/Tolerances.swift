/// The engine's length and time tolerances (metres and seconds; 100 pt = 1 m at UIKit's scale).
public enum Tolerances {
    /// Penetration the contact solver tolerates at rest: 0.5 pt. Keeps resting contacts from
    /// jittering between touching and not touching.
    public static let linearSlop: Float = 0.005
    /// The least distance at which speculative contact points are produced: 2 pt.
    public static let speculativeDistance: Float = 4 * linearSlop
    /// Margin of the broad phase's fat bounds: 10 pt, as UIKit's `items(in:)` shows.
    public static let aabbMargin: Float = 0.1
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
