import Dynamics
import DynamicsRender
import DynamicsScenes

/// One browser's scene: a ``SceneRun`` and everything the page did to it (grabs, pushes, dropped
/// items, play/pause, speed). Commands go in, messages come out; time is the caller's business
/// (``SessionDriver`` ticks it at 60 Hz on its own task).
///
/// Not `Sendable`: like the animator it owns, a session lives on one task.
///
/// ```swift
/// let session = try Session(scene: "sticky-edges", limits: .init())
/// var out = session.start()            // scene description + first frame
/// out += session.apply(.speed(0.5))
/// out += session.tick()                 // one frame
/// ```
package final class Session {
    /// A message for the page.
    package enum Outgoing: Equatable {
        case text(String)
        case binary([UInt8])
    }

    /// Something other than an item that the mouse can drag.
    enum HandleTarget {
        case snap(SnapBehavior)
        case field(FieldBehavior)
        case anchor(AttachmentBehavior)
    }

    /// A pointer holding an item: the run's drag (see `SceneRun.grab(item:at:)`).
    struct Grab {
        var item: SceneItem
        var drag: DragID
    }

    let limits: PlaygroundLimits
    private(set) var run: SceneRun
    /// The items the page draws, in frame order: the scene's, then the dropped ones.
    var items: [SceneItem] = []
    /// The sizes sent in the scene description (frames carry sizes only when one differs).
    var describedSizes: [CGSize] = []
    private(set) var handles: [HandleTarget] = []
    var grabs: [Int: Grab] = [:]
    var dropCount = 0
    /// The kept past for time travel, and the speed changes the input log does not hold.
    var timeline = Timeline()
    /// The behaviors of the last `inspector` message: what `set` addresses by index.
    var inspected: [InspectableBehavior] = []
    /// The scene as text says it: the run's description with the inspector's changes to its
    /// top-level behaviors (what `export` writes and `restart` starts).
    var description: Scene
    /// The items' poses of the last seconds, for the animated export.
    var recording: [Trajectory.Frame] = []
    /// A script event fired since the last `inspector` message (it may have set a property or
    /// added a behavior): the page gets fresh values a few times a second.
    var inspectorStale = false
    /// Whether the settled report went out since the animator last ran (one is enough).
    var settledSent = false
    /// The frame of the last settling report (one per frame at most, however often the page is
    /// redrawn while paused).
    var lastSettlingFrame = -1
    /// The setup problems found when the scene loaded (`nil`: not yet looked for).
    var setupProblems: [SetupProblem]?

    var playing = true
    var speed = 1.0
    var debugEnabled = false
    /// Something changed that the page should see even while paused.
    var dirty = true
    /// Errors the animator reported since the last frame.
    var reported: [String] { reports.messages }
    private let observer = AnimatorObserver()
    /// The scene's collision behaviors' delegate: the began contacts of the last frame.
    let contacts = ContactLog()
    /// Where the animator's error handler writes: a box the handler holds, so the handler does not
    /// hold the session (Embedded Swift has no `weak`).
    private let reports = Reports()
    /// Microseconds on a monotonic clock, for the step time the page shows: the transport's
    /// (`ContinuousClock` on the server, `performance.now()` in the worker). `nil`: shown as 0.
    package var clock: (() -> Double)?
    private var lastSentState: ServerMessage.State?
    private var lastStepMicroseconds = 0.0
    private var figures = (energy: 0.0, contacts: 0)

    /// Starts a catalogue scene (throws ``ProtocolError`` for an unknown name).
    package init(scene name: String, limits: PlaygroundLimits) throws(ProtocolError) {
        self.limits = limits
        run = try Self.makeRun(name)
        description = run.scene
        adopt()
    }

    private static func makeRun(_ name: String) throws(ProtocolError) -> SceneRun {
        guard let scene = SceneCatalog.scene(named: name) else {
            throw ProtocolError("unknown scene '\(name.prefix(60))'")
        }
        do {
            return try scene.makeRun()
        } catch {
            throw ProtocolError("scene '\(name)' does not build: \(error)")
        }
    }

    /// Takes over a fresh run: its items, handles, delegate and error handler.
    private func adopt() {
        items = run.items.compactMap { $0 as? SceneItem }
        describedSizes = items.map { $0.bounds.size }
        handles = Self.handles(in: run.sceneBehaviors)
        grabs = [:]
        dropCount = 0
        inspected = []
        recording = []
        inspectorStale = false
        description = run.scene
        run.animator.delegate = observer
        let reports = reports
        run.animator.errorHandler = { error in reports.messages.append(error.description) }
        run.animator.debugAnimationSpeed = speed
        figures = (0, 0)
        lastStepMicroseconds = 0
        dirty = true
        // The speed is an input of every step: recorded, so a replay of the log runs at it too.
        if speed != 1 { try? run.setSpeed(speed) }
        timeline = Timeline(start: run)
        listenToContacts()
    }

    /// Takes over a run built elsewhere (from scene text).
    func replaceRun(_ fresh: SceneRun) {
        run = fresh
        adopt()
    }

    /// The scene description, the inspector, the state and the first frame: what a page needs
    /// to start drawing.
    package func start() -> [Outgoing] {
        refreshFigures()
        recordFrame()
        settledSent = false
        lastSettlingFrame = -1
        setupProblems = nil
        return [
            .text(ServerMessage.scene(sceneInfo).json), .text(ServerMessage.inspector(inspectorList()).json),
            settlingMessage(),
        ] + frameMessages()
    }

    /// The scene as the page draws it.
    var sceneInfo: SceneInfo {
        let b = run.scene.referenceBounds
        var info = SceneInfo(
            name: run.scene.name, bounds: [b.minX, b.minY, b.width, b.height].map { Double($0) },
            items: items.enumerated().map { describe($1, index: $0) },
            handles: handles.map(Self.describe))
        info.category = run.scene.category
        info.summary = run.scene.summary
        info.source = run.scene.source
        info.tips = SceneCatalog.tips(for: run.scene.name)
        info.duration = run.scene.duration
        info.scripted = !run.scene.script.isEmpty
        return info
    }

    func describe(_ item: SceneItem, index: Int) -> SceneInfo.Item {
        let shape: String
        var path: [[Double]]?
        switch item.shape {
        case .rectangle: shape = "rect"
        case .ellipse: shape = "ellipse"
        case .path(let points):
            shape = "path"
            path = points.map { [Double($0.x), Double($0.y)] }
        }
        // The renderers' palette, so items look as they do in `dynamics render`.
        let palette = ItemAppearance.palette
        let mass = run.animator.massProperties(for: item)?.mass ?? 0
        return SceneInfo.Item(
            name: item.name, shape: shape, width: Double(item.bounds.width),
            height: Double(item.bounds.height),
            path: path, color: item.color ?? palette[index % palette.count], mass: Double(mass))
    }

    /// Runs one real-time tick: a frame if playing, and the messages the page should get.
    package func tick() -> [Outgoing] {
        guard playing else { return dirty ? frameMessages() + timelineMessages() : [] }
        stepOnce()
        return frameMessages() + timelineMessages()
    }

    /// One frame of the scene, timed.
    func stepOnce() {
        let start = clock?() ?? 0
        let nextEvent = run.nextEventTime
        run.stepFrame()
        if run.nextEventTime != nextEvent { inspectorStale = true }
        lastStepMicroseconds = (clock?() ?? 0) - start
        timeline.frameDone(run)
        if run.frameCount % 6 == 0 { refreshFigures() }
        recordFrame()
        dirty = true
    }

    /// Kinetic energy and touching contacts, read from a debug snapshot a few times a second.
    func refreshFigures() {
        let snapshot = run.animator.debugSnapshot([.bodies, .contacts])
        figures = (snapshot.kineticEnergy, snapshot.contacts.filter { $0.isTouching }.count)
    }

    /// The frame (and state, debug data and reported errors) for the page, if anything changed.
    func frameMessages() -> [Outgoing] {
        var out: [Outgoing] = reported.prefix(5).map { .text(ServerMessage.error($0).json) }
        reports.messages.removeAll()
        let state = ServerMessage.State(
            playing: playing, speed: speed, animatorRunning: run.animator.isRunning)
        if state != lastSentState || observer.changed {
            observer.changed = false
            lastSentState = state
            out.append(.text(ServerMessage.state(state).json))
        }
        out.append(.binary(frame().binary()))
        out += contactsMessages()
        // While playing, a stale list goes out every 15 frames (script events can change values
        // every frame); a paused frame is shown because the user asked for it (a scrub, a step).
        if inspectorStale, !playing || run.frameCount % 15 == 0 {
            inspectorStale = false
            out.append(.text(ServerMessage.inspector(inspectorList()).json))
        }
        if settlingDue {
            settledSent = !run.animator.isRunning
            out.append(settlingMessage())
        }
        if debugEnabled, !playing || run.frameCount % debugInterval == 0 {
            out.append(.text(run.animator.debugSnapshot(.all, fieldGridSpacing: 40).wireJSON()))
        }
        dirty = false
        return out
    }

    /// Debug snapshots of big scenes go out every few frames.
    var debugInterval: Int { items.count > 400 ? 6 : items.count > 100 ? 2 : 1 }

    /// The current frame.
    func frame() -> Frame {
        // Simulated time, so at 0.1× the clock shows 0.1 s per wall second (the index counts frames).
        var frame = Frame(index: run.frameCount, time: run.simulatedTime)
        frame.playing = playing
        frame.animatorRunning = run.animator.isRunning
        frame.stepMicroseconds = lastStepMicroseconds
        frame.kineticEnergy = figures.energy
        frame.contacts = figures.contacts
        frame.stateHash = run.stateHash
        frame.poses = items.map { item in
            Frame.Pose(x: Float(item.center.x), y: Float(item.center.y), angle: Float(item.angle))
        }
        if items.indices.contains(where: { items[$0].bounds.size != describedSizes[$0] }) {
            frame.sizes = items.map { $0.bounds.size }
        }
        frame.handles = handles.map { $0.position }
        return frame
    }

    // MARK: Commands

    /// Applies one command; returns the messages it produces (errors name the problem).
    package func apply(_ command: Command) -> [Outgoing] {
        do {
            return try perform(command)
        } catch {
            return [.text(ServerMessage.error(error.description).json)]
        }
    }

    private func perform(_ command: Command) throws(ProtocolError) -> [Outgoing] {
        switch command {
        case .load(let name):
            run = try Self.makeRun(name)
            adopt()
            return start()
        case .restart:
            do {
                run = try description.makeRun()
            } catch {
                throw ProtocolError("scene '\(run.scene.name)' does not build: \(error)")
            }
            adopt()
            return start()
        case .play:
            // From an earlier frame, play goes on from it.
            beginInput()
            playing = true
        case .pause:
            playing = false
            refreshFigures()
            dirty = true
        case .step:
            playing = false
            if timeline.isScrubbing {
                return try travel(to: run.frameCount + 1)
            }
            stepOnce()
            refreshFigures()
        case .speed(let value):
            speed = value
            // While scrubbing, the frames shown keep the speed they ran at; it applies on resume.
            if !timeline.isScrubbing, run.animator.debugAnimationSpeed != value {
                try input("speed") { () throws(DynamicsError) in try run.setSpeed(value) }
            }
            dirty = true
        case .grab(let pointer, let index, let point): try grab(pointer: pointer, item: index, at: point)
        case .move(let pointer, let point): try move(pointer: pointer, to: point)
        case .release(let pointer, let velocity): try release(pointer: pointer, velocity: velocity)
        case .moveHandle(let index, let point): try moveHandle(index, to: point)
        case .push(let index, let point, let impulse): try push(item: index, at: point, impulse: impulse)
        case .drop(let shape, let point): return try drop(shape, at: point)
        case .debug(let enabled):
            debugEnabled = enabled
            dirty = true
        case .inspectItem(let index): return try inspectItem(index)
        case .set(let target, let property, let value): return try setProperty(target, property, value)
        case .sceneText(let text): return loadSceneText(text)
        case .export(let format, let layers): return try export(format, layers: layers)
        case .scrub(let frame): return try travel(to: frame)
        case .stepBack: return try travel(to: run.frameCount - 1)
        case .inputLog: return try inputLogMessages()
        case .code(let form): return codeMessages(form: form)
        }
        return []
    }

    func item(_ index: Int, for type: String) throws(ProtocolError) -> SceneItem {
        guard items.indices.contains(index) else {
            throw ProtocolError("\(type): item \(index) is out of range 0…\(items.count - 1)")
        }
        return items[index]
    }
}

/// The animator's reported errors since the last frame.
private final class Reports {
    var messages: [String] = []
}

/// Records the animator's delegate calls: running/paused as UIKit reports it.
private final class AnimatorObserver: DynamicAnimatorDelegate {
    var changed = false
    func dynamicAnimatorWillResume(_ animator: DynamicAnimator) { changed = true }
    func dynamicAnimatorDidPause(_ animator: DynamicAnimator) { changed = true }
}
