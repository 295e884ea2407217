import DynamicsEngine

/// Runs behaviors on items: UIKit's `UIDynamicAnimator`, headless and deterministic.
///
/// Add behaviors and the animator simulates their items in a rigid-body world (100 pt = 1 m),
/// writing `center` and `transform` back after every frame. It pauses when every item is at
/// rest and resumes when something changes. On Linux nothing ticks it for you: call
/// ``step(frameDuration:)``, ``advance(by:frameDuration:)`` or ``runUntilPaused(timeout:)``, or
/// drive it in real time with ``run(clock:framesPerSecond:untilPaused:)``.
///
/// ```swift
/// let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 480))
/// let square = Square(center: CGPoint(x: 160, y: 100), size: 50)
/// animator.addBehavior(GravityBehavior(items: [square]))
/// let collision = CollisionBehavior(items: [square])
/// collision.translatesReferenceBoundsIntoBoundary = true
/// animator.addBehavior(collision)
/// animator.runUntilPaused(timeout: 10)   // true: the square rests on the bottom edge
/// ```
open class DynamicAnimator {
    package let world: World
    /// Engine sub-steps, UIKit's fixed 1/120 s (as a Float, exactly as PhysicsKit keeps it).
    static let engineStep = Double(Float(1.0 / 120.0))
    /// Solver sub-steps inside each engine step (1/480 s).
    static let solverSubSteps = 4
    /// Contact stiffness: half the sub-step solver's stable limit. A 10-box tower settles in a
    /// second and sinks under 1 pt in all (30 Hz, Box2D's default, sags 3 pt and creeps).
    static let contactHertz: Float = 60

    /// The rectangle boundaries made with `translatesReferenceBoundsIntoBoundary` follow.
    /// Changing it rebuilds them at the next frame and wakes the animator. (A reference view's
    /// or layout's animator reads them from the view or layout instead.) Bounds with a NaN or
    /// infinite component, or an edge beyond ``NumericDomain/Interval/coordinate`` (±1e6 pt), are refused
    /// and the boundaries keep the last valid bounds; `CGRect.null` means no bounds.
    ///
    /// ```swift
    /// animator.referenceBounds = CGRect(x: 0, y: 0, width: 480, height: 320)   // rotated
    /// ```
    public var referenceBounds: CGRect {
        get { referenceSystem?.referenceBounds ?? storedBounds }
        set {
            guard newValue != storedBounds else { return }
            if referenceSystem == nil,
                let problem = NumericDomain.problem(newValue, for: "DynamicAnimator.referenceBounds")
            {
                return report(problem.keeping("\(storedBounds)"))
            }
            storedBounds = newValue
            tickle()
        }
    }
    var storedBounds: CGRect
    /// The bounds the implicit boundaries were last built for.
    var builtBounds: CGRect?
    /// The message of the last refused reference bounds (reported once, not every frame).
    var refusedBoundsMessage: String?
    /// Problems found inside a world step (by a user closure the engine calls), reported after it.
    var pendingReports: [DynamicsError] = []
    package var referenceSystem: (any ReferenceSystem)?

    /// The top-level behaviors, in the order they were added.
    ///
    /// ```swift
    /// animator.behaviors.count   // children of composites are not listed
    /// ```
    public internal(set) var behaviors: [DynamicBehavior] = []
    /// Every behavior in the animator (children included), in registration order.
    var registered: [DynamicBehavior] = []

    var itemBodies: [ItemKey: ItemBody] = [:]
    var slots: [ItemBody?] = []
    var freeSlots: [Int] = []
    var boundaries: [BoundaryBody?] = []
    var freeBoundarySlots: [Int] = []
    /// The physics time the last frame that stepped advanced (its engine steps × `engineStep`).
    var lastFrameStepTime = DynamicAnimator.engineStep
    var collisionGroups: [ObjectIdentifier: Int] = [:]
    /// This animator's identity for its snapshots: a snapshot holds the token, not the animator,
    /// so it neither keeps the animator alive nor can match a later animator at the same address.
    package let snapshotToken = SnapshotToken()

    /// Whether the animator is running (not paused).
    ///
    /// ```swift
    /// while animator.isRunning { animator.step() }
    /// ```
    public internal(set) var isRunning = false
    /// Seconds of frames run while running, since the animator was created (frame time, not
    /// scaled by ``debugAnimationSpeed``, as in UIKit). A method, as in UIKit.
    ///
    /// ```swift
    /// animator.advance(by: 1)
    /// animator.elapsedTime()   // 1.0
    /// ```
    public func elapsedTime() -> TimeInterval { runningTime }
    /// The sum behind ``elapsedTime()``.
    var runningTime: TimeInterval = 0
    /// Hears pause and resume: held weakly; on Embedded Swift, which has no weak references,
    /// held strongly until set to `nil`.
    ///
    /// ```swift
    /// animator.delegate = watcher
    /// ```
    #if hasFeature(Embedded)
        public var delegate: (any DynamicAnimatorDelegate)?
    #else
        public weak var delegate: (any DynamicAnimatorDelegate)?
    #endif
    /// Receives the errors of invalid input given to this animator and its behaviors; when
    /// `nil` they go to ``DynamicsDiagnostics``.
    ///
    /// ```swift
    /// animator.errorHandler = { error in log.warning("\(error)") }
    /// ```
    public var errorHandler: ((DynamicsError) -> Void)?

    /// UIKit's private debug switch (`animator.debugEnabled = true`, or
    /// `setValue(true, forKey: "debugEnabled")` in the seeds): renderers such as `DynamicsRender`
    /// and the `dynamics` tool draw the debug layer (shapes, joints, fields, contacts) over the
    /// items when it is on. It never changes the simulation.
    ///
    /// ```swift
    /// animator.debugEnabled = true
    /// ```
    public var debugEnabled = false
    /// UIKit's `debugFrameInterval`: the debug layer is redrawn every this many frames (1 = every
    /// frame, 0 treated as 1). Negative values are refused.
    ///
    /// ```swift
    /// animator.debugFrameInterval = 2
    /// ```
    public var debugFrameInterval = 1 {
        didSet {
            guard debugFrameInterval < 0 else { return }
            report(
                DynamicsError(
                    .outOfRange, "debugFrameInterval: \(debugFrameInterval) must be >= 0; keeping \(oldValue)"
                ))
            debugFrameInterval = oldValue
        }
    }
    /// Threads each engine step runs on (not in UIKit): 1, the default, steps on the calling
    /// thread alone; more adds helper threads that work only inside a step, so delegates,
    /// actions and events still run on the caller's thread, in the same order. The motion is the
    /// same, bit for bit, for every count (see `World.workers`). Values outside 1…64 are refused
    /// and the old count kept.
    ///
    /// ```swift
    /// animator.workers = 2   // a large pile steps about 1.5× faster on two cores
    /// ```
    public var workers: Int {
        get { world.workers }
        set {
            guard (1...64).contains(newValue) else {
                report(
                    DynamicsError(
                        .outOfRange, "workers: \(newValue) must be in 1...64; keeping \(world.workers)"))
                return
            }
            world.workers = newValue
        }
    }
    /// UIKit's `debugAnimationSpeed`: simulated time per frame is `frameDuration × speed`
    /// (1 = real time, 0.25 = slow motion, 0 = frozen). Values outside
    /// ``NumericDomain/Interval/animatorSpeed`` (0 … 100) are refused and the old speed kept, so one frame
    /// never runs more than 100 × 0.5 s of simulation.
    ///
    /// ```swift
    /// animator.debugAnimationSpeed = 0.25   // watch a collision in slow motion
    /// ```
    public var debugAnimationSpeed: Double = 1 {
        didSet {
            guard
                let problem = NumericDomain.problem(
                    debugAnimationSpeed, in: .animatorSpeed, for: "debugAnimationSpeed")
            else { return }
            report(problem.keeping("\(oldValue)"))
            debugAnimationSpeed = oldValue
        }
    }

    var accumulator: Double = 0
    var isStepping = false
    var pendingAdditions: [DynamicBehavior] = []
    var pendingRemovals: [DynamicBehavior] = []
    var needsItemProperties = false
    var frameBegins: [ContactBeginEvent] = []
    /// Noise fields get their seeds from here, in registration order.
    var noiseSeedCount: UInt64 = 0
    var frameEnds: [ContactEndEvent] = []
    /// The engine step within the frame (0, 1, …) each of `frameBegins` and `frameEnds` came
    /// from: scratch of the frame being run, so snapshots do not keep it.
    var frameBeginSteps: [Int32] = []
    var frameEndSteps: [Int32] = []
    /// Frames run (``settlingReport()`` matches what the last frame's actions did by it).
    var frameIndex = 0
    /// The behavior whose `action` runs now, while the frame's actions run.
    var currentAction: DynamicBehavior?
    /// The action that changed a behavior (waking its items) in frame `frame`.
    var actionWake: (behavior: DynamicBehavior, frame: Int)?

    /// Creates an animator whose boundaries follow `referenceBounds`.
    ///
    /// ```swift
    /// let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 375, height: 667))
    /// ```
    public init(referenceBounds: CGRect) {
        if let problem = NumericDomain.problem(referenceBounds, for: "DynamicAnimator(referenceBounds:)") {
            DynamicsDiagnostics.report(DynamicsError(problem.code, problem.message + "; no reference bounds"))
            storedBounds = .null
        } else {
            storedBounds = referenceBounds
        }
        world = World(gravity: .zero)
        world.subSteps = Self.solverSubSteps
        world.contactHertz = Self.contactHertz
    }

    /// Creates an animator with no reference bounds (reference-bounds boundaries are
    /// impossible, as with UIKit's plain `init()`).
    ///
    /// ```swift
    /// let animator = DynamicAnimator()
    /// animator.referenceBounds.isNull   // true
    /// ```
    public convenience init() {
        self.init(referenceBounds: .null)
    }

    // Behaviors point back at their animator without keeping it alive. On Embedded Swift, which
    // has no weak references, that pointer is unowned: letting go of it here is what keeps it
    // from dangling (with weak references it is already nil by now).
    deinit {
        for behavior in registered { behavior.dynamicAnimator = nil }
    }

    // MARK: Behaviors

    /// Adds a behavior (and its children). Adding a behavior that is already a top-level
    /// behavior does nothing; adding one that is elsewhere in an animator is refused with an
    /// error. Inside a frame (from an `action`), the addition happens at the end of the frame.
    ///
    /// ```swift
    /// animator.addBehavior(GravityBehavior(items: [card]))
    /// ```
    open func addBehavior(_ behavior: DynamicBehavior) {
        if isStepping {
            pendingRemovals.removeAll { $0 === behavior }
            pendingAdditions.append(behavior)
            return
        }
        guard !behaviors.contains(where: { $0 === behavior }), canRegister(behavior) else { return }
        behaviors.append(behavior)
        register(behavior)
    }

    /// Removes a top-level behavior (removing a child this way does nothing, as in UIKit).
    ///
    /// ```swift
    /// animator.removeBehavior(gravity)
    /// ```
    open func removeBehavior(_ behavior: DynamicBehavior) {
        if isStepping {
            pendingAdditions.removeAll { $0 === behavior }
            pendingRemovals.append(behavior)
            return
        }
        guard let index = behaviors.firstIndex(where: { $0 === behavior }) else { return }
        behaviors.remove(at: index)
        unregister(behavior)
    }

    /// Removes every behavior. The animator pauses at its next frame.
    ///
    /// ```swift
    /// animator.removeAllBehaviors()
    /// ```
    open func removeAllBehaviors() {
        if isStepping {
            pendingAdditions.removeAll()
            pendingRemovals.append(contentsOf: behaviors)
            return
        }
        for behavior in behaviors.reversed() { unregister(behavior) }
        behaviors.removeAll()
    }

    /// Whether `behavior` (and its subtree) may join: none of it may already be in an animator,
    /// and no behavior may appear twice in the tree (a cycle or a shared child). Walks the tree
    /// with a visited set, so it ends on any tree.
    func canRegister(_ behavior: DynamicBehavior) -> Bool {
        var stack: [(behavior: DynamicBehavior, parent: DynamicBehavior?)] = [(behavior, nil)]
        var seen: Set<ObjectIdentifier> = []
        while let (next, parent) = stack.popLast() {
            guard seen.insert(ObjectIdentifier(next)).inserted else {
                report(
                    DynamicsError(
                        .invalidUse,
                        "\(behavior.identity): \(next.identity) appears twice in its tree "
                            + "(under \(parent?.identity ?? "none")); a behavior tree must not contain "
                            + "a behavior twice or contain itself"
                    ))
                return false
            }
            if let owner = next.dynamicAnimator {
                report(
                    DynamicsError(
                        .invalidUse,
                        "\(next.typeName): adding the same behavior twice to \(owner === self ? "the same" : "another") animator is not supported"
                    ))
                return false
            }
            for child in next.childBehaviors.reversed() { stack.append((child, next)) }
        }
        return true
    }

    func register(_ behavior: DynamicBehavior) {
        behavior.dynamicAnimator = self
        behavior.willMove(to: self)
        registered.append(behavior)
        behavior.associate(with: self)
        for child in behavior.childBehaviors { register(child) }
        needsItemProperties = true
        tickle()
    }

    func unregister(_ behavior: DynamicBehavior) {
        for child in behavior.childBehaviors.reversed() { unregister(child) }
        behavior.dissociate(from: self)
        registered.removeAll { $0 === behavior }
        behavior.dynamicAnimator = nil
        behavior.willMove(to: nil)
        needsItemProperties = true
        tickle()
    }

    /// Every behavior depth-first in `behaviors` order: the order item properties are applied.
    var traversal: [DynamicBehavior] {
        var out: [DynamicBehavior] = []
        func visit(_ b: DynamicBehavior) {
            out.append(b)
            b.childBehaviors.forEach(visit)
        }
        behaviors.forEach(visit)
        return out
    }

    // MARK: Running state

    /// Starts the animator if it is paused and has something to simulate.
    func tickle() {
        if let currentAction { actionWake = (currentAction, frameIndex) }
        guard !isRunning, !itemBodies.isEmpty else { return }
        isRunning = true
        delegate?.dynamicAnimatorWillResume(self)
    }

    /// Wakes every item body (after a world-wide change such as gravity).
    func wakeAll() {
        if let currentAction { actionWake = (currentAction, frameIndex) }
        for case let record? in slots { world.wake(record.body) }
        tickle()
    }

    func pause() {
        guard isRunning else { return }
        isRunning = false
        delegate?.dynamicAnimatorDidPause(self)
    }

    /// A fresh noise seed: the same sequence in every run of the same scene.
    func nextNoiseSeed() -> UInt64 {
        noiseSeedCount += 1
        return noiseSeedCount &* 0x9E37_79B9_7F4A_7C15
    }

    /// Sends an error to ``errorHandler`` or, without one, to ``DynamicsDiagnostics``.
    func report(_ error: DynamicsError) {
        if let errorHandler {
            errorHandler(error)
        } else {
            DynamicsDiagnostics.report(error)
        }
    }
}

extension DynamicAnimator: CustomStringConvertible {
    /// UIKit's format: the animator, `Stopped` while it is paused, the elapsed time, then the
    /// reference (a view or layout, when there is one) and the reference bounds.
    ///
    /// ```swift
    /// print(UIDynamicAnimator(referenceView: view))
    /// // <DynamicAnimator: 0x600001c3c000> Stopped (0.000000s) in <UIView: 0x7f8a1c0> {{0, 0}, {400, 300}}
    /// ```
    public var description: String {
        var s = "<\(typeName): \(addressString(of: self))>"
        if !isRunning { s += " Stopped" }
        s += " (\(DecimalText.fixed(runningTime, places: 6))s) in "
        if let reference = referenceSystem?.referenceDescription { s += reference + " " }
        let b = referenceBounds
        func g(_ x: CGFloat) -> String { DecimalText.shortest(Double(x)) }
        return s + "{{\(g(b.minX)), \(g(b.minY))}, {\(g(b.width)), \(g(b.height))}}"
    }
}

/// `0x…`: an object's address, as UIKit's descriptions print it.
package func addressString(of object: some AnyObject) -> String {
    "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
}
