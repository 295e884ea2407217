/// Why the animator is still running, right now: which items keep it awake, what moves each of
/// them (with the numbers that decide it), and when it will rest
/// (``DynamicAnimator/settlingReport()``).
///
/// ```swift
/// let report = animator.settlingReport()
/// if !report.isSettled { print(report) }
/// // running: 1 item keeps the animator awake; rest in 1.4 s
/// //   ball (212 pt/s, 0°/s): elastic bouncing: elasticity 0.8 loses 36 % of its energy per bounce, 6 bounces left; rest in 1.4 s
/// ```
public struct SettlingReport: CustomStringConvertible {
    /// What the pause rule would decide now: true when the animator is paused or would pause
    /// after this frame.
    public var isSettled: Bool
    /// Every item that keeps the animator awake, in the order the animator's behaviors name them.
    public var items: [ItemSettling]
    /// When the last of them rests, in seconds from now; `nil` when one never does (its causes
    /// say why) or the report cannot tell.
    public var estimatedTimeToRest: TimeInterval?

    /// Creates a report.
    ///
    /// ```swift
    /// let settled = SettlingReport(isSettled: true, items: [], estimatedTimeToRest: 0)
    /// ```
    public init(isSettled: Bool, items: [ItemSettling], estimatedTimeToRest: TimeInterval?) {
        self.isSettled = isSettled
        self.items = items
        self.estimatedTimeToRest = estimatedTimeToRest
    }

    /// A short plain-text report: a headline, then one line per item.
    public var description: String {
        if isSettled { return "settled: every item rests (the animator pauses)" }
        let count = items.count == 1 ? "1 item keeps" : "\(items.count) items keep"
        var lines = ["running: \(count) the animator awake; " + restText(estimatedTimeToRest)]
        for item in items { lines.append("  " + item.description) }
        return lines.joined(separator: "\n")
    }
}

/// One item that keeps the animator awake: how fast it moves and why.
///
/// ```swift
/// for item in animator.settlingReport().items where item.estimatedTimeToRest == nil {
///     print("\(item.item) never rests:", item.causes)
/// }
/// ```
public struct ItemSettling: CustomStringConvertible {
    /// The item.
    public var item: any DynamicItem
    /// Its speed, points per second.
    public var speed: CGFloat
    /// Its spin, radians per second (counter-clockwise on screen is negative, as UIKit's angles).
    public var spin: CGFloat
    /// What keeps it moving, with the numbers that decide it; the first is the main one.
    public var causes: [SettlingCause]
    /// When it rests, in seconds from now; `nil` when it never does (the causes say why) or the
    /// report cannot tell.
    public var estimatedTimeToRest: TimeInterval?

    /// Creates an entry.
    ///
    /// ```swift
    /// let entry = ItemSettling(item: card, speed: 0, spin: 0, causes: [], estimatedTimeToRest: 0.5)
    /// ```
    public init(
        item: any DynamicItem, speed: CGFloat, spin: CGFloat, causes: [SettlingCause],
        estimatedTimeToRest: TimeInterval?
    ) {
        self.item = item
        self.speed = speed
        self.spin = spin
        self.causes = causes
        self.estimatedTimeToRest = estimatedTimeToRest
    }

    /// `name (speed, spin): cause; cause; rest in …`.
    public var description: String {
        let motion = "\(describe(item)) (\(show(speed)) pt/s, \(show(spin * 180 / .pi)) °/s)"
        let causes = self.causes.map { $0.description }.joined(separator: "; ")
        return motion + ": " + (causes.isEmpty ? "moving" : causes) + "; " + restText(estimatedTimeToRest)
    }
}

/// What keeps an item moving.
///
/// ```swift
/// if case .underdampedSpring(_, let ratio, let period, _) = cause { print(ratio, period) }
/// ```
public enum SettlingCause: CustomStringConvertible {
    /// A steady force (gravity, a linear gravity field, a continuous push) drives the item and
    /// nothing it collides with lies in that direction: it leaves the reference bounds after
    /// `leavesBoundsIn` seconds (`nil`: bounds that do not say) and never rests.
    case noBoundaryAhead(direction: CGVector, leavesBoundsIn: TimeInterval?)
    /// Restitution keeps the energy up: each bounce keeps `elasticity`² of it, losing
    /// `energyLossPerBounce` (0…1); `bouncesLeft` until impacts fall under the engine's
    /// restitution threshold (100 pt/s), `nil` for never (elasticity 1 or more).
    case elasticBouncing(elasticity: CGFloat, energyLossPerBounce: CGFloat, bouncesLeft: Int?)
    /// A spring (an attachment with a frequency, or a snap) whose damping ratio lets it ring:
    /// its period, and the time for its swing to decay under the rest thresholds (`nil`: never,
    /// damping 0).
    case underdampedSpring(
        behavior: DynamicBehavior, dampingRatio: CGFloat, period: TimeInterval, decayTime: TimeInterval?)
    /// A continuous push or a field keeps acting on the item.
    case continuousForce(behavior: DynamicBehavior)
    /// An attachment or snap still on its way: the distance left and the time it takes.
    case converging(behavior: DynamicBehavior, remainingDistance: CGFloat, estimatedTime: TimeInterval?)
    /// In contact but above the rest thresholds (1 pt/s, 2 °/s): by how much, and the usual
    /// suspects found (a velocity its contacts hold while it stands still, a non-integer size, an
    /// overlap and with what, a squeeze and between which two).
    case restingJitter(speedOverThreshold: CGFloat, spinOverThreshold: CGFloat, suspects: [String])
    /// At rest itself, but in an island (touching or jointed) with a moving item, which keeps the
    /// whole island awake.
    case keptAwakeBy(item: any DynamicItem)
    /// A behavior's `action` moved the item in the last frame (`updateItem(usingCurrentState:)`):
    /// it is moved every frame and never rests while the action does so.
    case drivenByAction(behavior: DynamicBehavior)
    /// A behavior's `action` changed a behavior in the last frame, which wakes its items: the
    /// animator cannot stop while it does so.
    case behaviorKeepsRunning(behavior: DynamicBehavior)
    /// Moving on its own momentum, slowed by its resistance (linear damping): the time for its
    /// speed to fall under 1 pt/s (`nil` with resistance 0, in free space).
    case coasting(resistance: CGFloat, estimatedTime: TimeInterval?)
    /// Sliding along what it touches, slowed by friction (`deceleration`, pt/s², from the
    /// friction coefficient of the pair and the pull pressing the item onto the surface) and by
    /// its resistance: the time for its speed to fall under 1 pt/s (`nil`: nothing slows it).
    case sliding(friction: CGFloat, deceleration: CGFloat, estimatedTime: TimeInterval?)
    /// Falling (a steady pull) toward something it collides with, `distance` points away, too
    /// inelastic to bounce for long: when it lands.
    case falling(distance: CGFloat, landsIn: TimeInterval)
    /// Slowing to rest: under the rest thresholds with its sleep timer running (every body must
    /// stay under them for 0.5 s), or in contact with the contacts taking out what motion is left.
    case settling(estimatedTime: TimeInterval)

    /// One phrase with the numbers.
    public var description: String {
        switch self {
        case .noBoundaryAhead(let d, let time):
            return "no boundary ahead: pulled toward (\(show(d.dx)), \(show(d.dy))) with nothing in the way"
                + (time.map {
                    $0 > 0
                        ? ", leaves the reference bounds in \(seconds($0)) s"
                        : ", out of the reference bounds"
                } ?? "")
        case .elasticBouncing(let e, let loss, let left):
            return
                "elastic bouncing: elasticity \(show(e)) loses \(show(loss * 100)) % of its energy per bounce, "
                + (left.map { "\($0) bounces left" } ?? "it never stops bouncing")
        case .underdampedSpring(let b, let ratio, let period, let decay):
            return
                "underdamped spring (\(behaviorName(b))): damping ratio \(show(ratio)), period \(seconds(period)) s, "
                + (decay.map { "decays in \(seconds($0)) s" } ?? "never decays")
        case .continuousForce(let b): return "continuous force: \(behaviorName(b)) keeps acting"
        case .converging(let b, let distance, let time):
            return "converging (\(behaviorName(b))): \(show(distance)) pt to go"
                + (time.map { ", about \(seconds($0)) s" } ?? "")
        case .restingJitter(let speed, let spin, let suspects):
            var text = "resting jitter: in contact, "
            var over: [String] = []
            if speed > 0 { over.append("\(show(speed)) pt/s over the 1 pt/s rest threshold") }
            if spin > 0 { over.append("\(show(spin * 180 / .pi)) °/s over the 2 °/s rest threshold") }
            text += over.isEmpty ? "under the rest thresholds" : over.joined(separator: " and ")
            if !suspects.isEmpty { text += " (suspects: " + suspects.joined(separator: "; ") + ")" }
            return text
        case .keptAwakeBy(let other): return "kept awake by \(describe(other)), which moves in its island"
        case .drivenByAction(let b): return "driven by the action of \(behaviorName(b)), every frame"
        case .behaviorKeepsRunning(let b):
            return "\(behaviorName(b))'s action changes a behavior every frame, which wakes its items"
        case .coasting(let r, let time):
            return "coasting on its momentum (resistance \(show(r)))"
                + (time.map { ", under 1 pt/s in \(seconds($0)) s" } ?? ", never slowing")
        case .sliding(let friction, let deceleration, let time):
            return "sliding: friction \(show(friction)) slows it by \(show(deceleration)) pt/s²"
                + (time.map { ", under 1 pt/s in \(seconds($0)) s" } ?? ", never slowing")
        case .falling(let distance, let time):
            return "falling: \(show(distance)) pt to what stops it, lands in \(seconds(time)) s"
        case .settling(let time): return "settling: slowing to rest, asleep in \(seconds(time)) s"
        }
    }
}

/// "rest in 1.4 s", "never rests".
func restText(_ time: TimeInterval?) -> String {
    time.map { "rest in \(seconds($0)) s" } ?? "never rests (or cannot tell)"
}

/// A time for people: two significant digits (`0.48`, `1.7`, `23`), as every estimate of the
/// report is rounded, so one panel reads in one precision.
func seconds(_ t: TimeInterval) -> String {
    DecimalText.general(t, significantDigits: 2)
}

/// A number for people: up to 4 significant digits (`0.25`, `1000`, `1.4e+04`).
func show(_ x: CGFloat) -> String {
    DecimalText.general(Double(x), significantDigits: 4)
}

/// `GravityBehavior`, `SnapBehavior`, … (the built-in class's name).
func behaviorName(_ behavior: DynamicBehavior) -> String {
    switch behavior {
    case is GravityBehavior: "GravityBehavior"
    case is CollisionBehavior: "CollisionBehavior"
    case is PushBehavior: "PushBehavior"
    case is SnapBehavior: "SnapBehavior"
    case is AttachmentBehavior: "AttachmentBehavior"
    case is FieldBehavior: "FieldBehavior"
    case is DynamicItemBehavior: "DynamicItemBehavior"
    default: "a DynamicBehavior"
    }
}
