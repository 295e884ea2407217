import Dynamics

extension Scene {
    /// Validates the scene and builds it: an animator over ``referenceBounds`` with the items,
    /// groups and behaviors, and a player for the script. Throws a ``SceneFileError`` listing every
    /// problem (nothing is built then).
    ///
    /// ```swift
    /// let run = try SceneCatalog.scene(named: "falling-square")!.makeRun()
    /// run.advance(by: 2)
    /// print(run.sceneItem(named: "square")!.center)
    /// ```
    public func makeRun() throws(SceneFileError) -> SceneRun {
        let problems = validate()
        guard problems.isEmpty else { throw SceneFileError(problems) }
        return try SceneRun(validated: self)
    }

    /// ``makeRun()`` for a scene that passed ``validate()`` and has not changed since: one just
    /// read from JSON (the reader validates it) or one of the catalogue's (its tests validate
    /// them). The command-line tool builds its scenes so; validating a 100,000-item scene a second
    /// time was a tenth of its start.
    ///
    /// ```swift
    /// let run = try Scene(jsonBytes: bytes).makeRunOfValidatedScene()
    /// ```
    package func makeRunOfValidatedScene() throws(SceneFileError) -> SceneRun {
        try SceneRun(validated: self)
    }
}

/// A scene running: the animator, its items and behaviors, and the script player that feeds the
/// scripted gestures in at the right frames. Time advances in whole 1/60 s frames.
///
/// Not `Sendable`: use a run from one isolation domain, as the animator.
///
/// ```swift
/// let run = try scene.makeRun()
/// run.onFrame = { run in trace.append(run.sceneItem(named: "ball")!.center) }
/// run.advance(to: scene.duration)
/// print(run.stateHash)
/// ```
public final class SceneRun {
    /// The description this run was built from.
    public let scene: Scene
    /// The animator, over the scene's reference bounds.
    ///
    /// ```swift
    /// run.animator.isRunning   // false once everything rests
    /// ```
    public let animator: DynamicAnimator
    /// The scene's items in description order: ``SceneItem``s, and ``PositionToBoundsMapping``s
    /// for items that map their position to another item's bounds.
    ///
    /// ```swift
    /// for case let item as SceneItem in run.items { print(item.name, item.center) }
    /// ```
    public internal(set) var items: [any DynamicItem] = []
    /// The item groups, in description order.
    public internal(set) var groups: [DynamicItemGroup] = []
    /// The top-level behaviors in description order, including those that do not start active.
    public internal(set) var behaviors: [DynamicBehavior] = []
    /// The duration of one frame: 1/60 s.
    public let frameDuration: TimeInterval = 1.0 / 60
    /// Frames run so far.
    ///
    /// ```swift
    /// run.advance(by: 1)
    /// run.frameCount   // 60
    /// ```
    public internal(set) var frameCount = 0
    /// Simulated seconds since the scene started: each frame's duration times the animator's
    /// `debugAnimationSpeed` when it ran, so at 0.1× a wall second adds 0.1 s. ``time`` (the
    /// script's clock) counts frames instead. Not part of ``stateHash``.
    ///
    /// ```swift
    /// try run.setSpeed(0.5)
    /// run.advance(by: 1)
    /// run.simulatedTime   // 0.5
    /// ```
    public internal(set) var simulatedTime: TimeInterval = 0
    /// Called after every frame (renderers record trajectories here).
    ///
    /// ```swift
    /// run.onFrame = { run in print(run.time, run.sceneItem(named: "ball")!.center) }
    /// ```
    public var onFrame: ((SceneRun) -> Void)?

    var itemsByName: [String: any DynamicItem] = [:]
    var groupsByName: [String: DynamicItemGroup] = [:]
    var behaviorsByName: [String: DynamicBehavior] = [:]
    /// The composite each child behavior belongs to.
    var parents: [ObjectIdentifier: DynamicBehavior] = [:]
    /// The index of the next script event to fire.
    var nextEvent = 0
    /// Gestures in progress: drags and anchor moves.
    var gestures: [Gesture] = []
    /// The item behavior that adds scripted velocities (made on first use).
    var velocityBehavior: DynamicItemBehavior?
    /// Live input (`SceneRun+Input.swift`): what was recorded, the drags held, the next drag
    /// number, pushes waiting to fire, the palette's behaviors and one item behavior per edited item.
    var inputHistory = InputHistory()
    var drags: [DragID: AttachmentBehavior] = [:]
    var nextDragNumber = 1
    var pendingPushes: [PushBehavior] = []
    var dropGravity: GravityBehavior?
    var dropCollision: CollisionBehavior?
    var itemEditors: [String: DynamicItemBehavior] = [:]

    init(scene: Scene, animator: DynamicAnimator) {
        self.scene = scene
        self.animator = animator
        #if hasFeature(Embedded)
            // Messages name scene items by their names, as the full toolchain's do through their
            // descriptions.
            if itemNamer == nil { itemNamer = { ($0 as? SceneItem)?.name } }
        #endif
    }

    /// Seconds since the scene started: frames run × ``frameDuration``.
    ///
    /// ```swift
    /// run.advance(by: 0.5)
    /// run.time   // 0.5
    /// ```
    public var time: TimeInterval { Double(frameCount) * frameDuration }

    /// The item with this name (a ``SceneItem`` or ``PositionToBoundsMapping``) or group.
    ///
    /// ```swift
    /// let ball = run.item(named: "ball")
    /// ```
    public func item(named name: String) -> (any DynamicItem)? {
        itemsByName[name] ?? groupsByName[name]
    }

    /// The ``SceneItem`` with this name (nil for groups, mappings and unknown names).
    ///
    /// ```swift
    /// run.sceneItem(named: "square")?.center
    /// ```
    public func sceneItem(named name: String) -> SceneItem? {
        itemsByName[name] as? SceneItem
    }

    /// The behavior with this name, whether or not it is in the animator now.
    ///
    /// ```swift
    /// let snap = run.behavior(named: "snap") as? SnapBehavior
    /// ```
    public func behavior(named name: String) -> DynamicBehavior? {
        behaviorsByName[name]
    }

    /// The time of the next script event not yet fired, or nil when the script is done.
    ///
    /// ```swift
    /// if let next = run.nextEventTime { run.advance(to: next) }
    /// ```
    public var nextEventTime: TimeInterval? {
        nextEvent < scene.script.count ? scene.script[nextEvent].time : nil
    }

    /// Whether the scene's ``Scene/duration`` has been run and the script is done (every event
    /// fired, every gesture released).
    ///
    /// ```swift
    /// while !run.isFinished { run.stepFrame() }
    /// ```
    public var isFinished: Bool {
        time >= scene.duration - Self.timeTolerance && nextEventTime == nil && gestures.isEmpty
    }

    /// Times closer than this count as equal, so an event at 0.25 s fires at frame 15 although
    /// 15 × (1/60) rounds to a hair under 0.25.
    ///
    /// ```swift
    /// while run.time < target - SceneRun.timeTolerance { run.stepFrame() }   // as advance(to:)
    /// ```
    public static let timeTolerance: TimeInterval = 1e-9

    /// Runs one frame: fires every script event due at the frame's start time (in script order),
    /// moves the gestures in progress, steps the animator (a paused animator does not step, as in
    /// UIKit), then calls ``onFrame``.
    ///
    /// ```swift
    /// run.stepFrame()
    /// run.time   // 0.0166…
    /// ```
    public func stepFrame() {
        let now = time
        while nextEvent < scene.script.count, scene.script[nextEvent].time <= now + Self.timeTolerance {
            let event = scene.script[nextEvent]
            nextEvent += 1
            fire(event.action, at: event.time)
        }
        moveGestures(at: now)
        animator.step(frameDuration: frameDuration)
        removeFiredPushes()
        frameCount += 1
        simulatedTime += frameDuration * animator.debugAnimationSpeed
        onFrame?(self)
    }

    /// Runs frames until `seconds` more have passed (rounded up to whole frames).
    ///
    /// ```swift
    /// run.advance(by: 0.5)   // 30 frames
    /// ```
    public func advance(by seconds: TimeInterval) {
        advance(to: time + seconds)
    }

    /// Runs frames until ``time`` reaches `target` (rounded up to whole frames); an earlier or
    /// non-finite target runs nothing.
    ///
    /// ```swift
    /// run.advance(to: run.scene.duration)
    /// ```
    public func advance(to target: TimeInterval) {
        guard target.isFinite else { return }
        while time < target - Self.timeTolerance { stepFrame() }
    }

    /// A hash of the exact simulation state: the animator's (every body's pose and velocity
    /// bits) and every item's centre, transform and bounds, so items whose position drives
    /// something else (``PositionToBoundsMapping``) count too. Equal runs give equal hashes.
    ///
    /// ```swift
    /// run.advance(by: 3)
    /// print(String(run.stateHash, radix: 16))
    /// ```
    public var stateHash: UInt64 {
        var hasher = StateHasher(animator.stateHash)
        for item in items {
            let c = item.center
            let t = item.transform
            let b = item.bounds
            for value in [
                c.x, c.y, t.a, t.b, t.c, t.d, t.tx, t.ty, b.origin.x, b.origin.y, b.width, b.height,
            ] {
                hasher.mix(Double(value).bitPattern)
            }
        }
        return hasher.value
    }
}

/// FNV-1a over 64-bit words, continuing from a seed hash.
struct StateHasher {
    private(set) var value: UInt64

    init(_ seed: UInt64) {
        value = seed
    }

    mutating func mix(_ word: UInt64) {
        var bits = word
        for _ in 0..<8 {
            value ^= bits & 0xFF
            value = value &* 0x100_0000_01b3
            bits >>= 8
        }
    }
}
