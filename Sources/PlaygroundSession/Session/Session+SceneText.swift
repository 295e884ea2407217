import Dynamics
import DynamicsRender
import DynamicsScenes

/// The scene as text: loading an edited or imported scene file, and exporting the scene, the
/// frame and the last seconds.
extension Session {
    /// Seconds of motion the animated export covers.
    static let recordedSeconds = 10.0
    /// Frames per second of the recording behind the animated export.
    static let recordedFramesPerSecond = 30
    /// Frames in ``recordedSeconds`` at ``recordedFramesPerSecond``, both ends included.
    static let recordedFrameCount = Int(recordedSeconds) * recordedFramesPerSecond + 1
    /// Scenes with more items than this are not recorded (the animated export says so).
    static let recordedItemLimit = 500

    /// Validates scene text and, when it is valid, runs it from the beginning. The answer lists
    /// every problem by its JSON path; nothing of an invalid text is loaded.
    func loadSceneText(_ text: String) -> [Outgoing] {
        let scene: Scene
        do {
            scene = try Scene(jsonText: text)
        } catch {
            return [.text(ServerMessage.sceneProblems(.init(problems: error.problems, loaded: false)).json)]
        }
        if let problem = itemProblem(scene) {
            return [.text(ServerMessage.sceneProblems(.init(problems: [problem], loaded: false)).json)]
        }
        let fresh: SceneRun
        do {
            fresh = try scene.makeRun()
        } catch {
            return [.text(ServerMessage.sceneProblems(.init(problems: error.problems, loaded: false)).json)]
        }
        replaceRun(fresh)
        return [.text(ServerMessage.sceneProblems(.init(problems: [], loaded: true)).json)] + start()
    }

    /// The session's item limit applies to scene files too.
    private func itemProblem(_ scene: Scene) -> SceneProblem? {
        guard scene.items.count > limits.maxItems else { return nil }
        return SceneProblem(
            path: "items", message: "\(scene.items.count) items; a session holds at most \(limits.maxItems)")
    }

    /// The answer to `export`.
    func export(_ format: Command.ExportFormat, layers names: [String]) throws(ProtocolError) -> [Outgoing] {
        let base = run.scene.name.isEmpty ? "scene" : run.scene.name
        let text: String
        let name: String
        switch format {
        case .json:
            do {
                text = try description.jsonText()
            } catch {
                throw ProtocolError("export: the scene cannot be written as JSON: \(error.description)")
            }
            name = "\(base).json"
        case .svg:
            var layers: DebugLayers = []
            for layerName in names {
                guard let entry = DebugLayers.ordered.first(where: { $0.name == layerName }) else {
                    let known = DebugLayers.ordered.map { $0.name }.joined(separator: ", ")
                    throw ProtocolError("export: unknown layer '\(layerName.prefix(40))' (known: \(known))")
                }
                layers.insert(entry.layer)
            }
            var renderer = SVGRenderer()
            renderer.layers = layers
            var frame = RenderFrame(
                animator: run.animator, items: styledItems, time: run.time, debug: !layers.isEmpty)
            frame.bounds = run.scene.referenceBounds
            text = renderer.render(frame)
            name = "\(base)-" + DecimalText.fixed(run.time, places: 2) + "s.svg"
        case .swift:
            text = swiftSource()
            name = "\(base).swift"
        case .animatedSVG:
            guard items.count <= Self.recordedItemLimit else {
                throw ProtocolError(
                    "export: \(items.count) items; the animated export records scenes of up to \(Self.recordedItemLimit)"
                )
            }
            guard let trajectory = recordedTrajectory(), trajectory.frames.count >= 2 else {
                throw ProtocolError("export: nothing recorded yet; let the scene run a moment")
            }
            text = AnimatedSVGRenderer().render(trajectory)
            name = "\(base)-last-\(Int(trajectory.duration.rounded()))s.svg"
        }
        let message = SceneTextMessage.Exported(format: format.rawValue, name: name, text: text)
        return [.text(ServerMessage.exported(message).json)]
    }

    /// The items as the renderers draw them, dropped ones included.
    var styledItems: [StyledItem] {
        let palette = ItemAppearance.palette
        return items.enumerated().map { index, item in
            StyledItem(item, name: item.name, color: item.color ?? palette[index % palette.count])
        }
    }

    /// After a frame: keeps the items' poses every other frame, for the last ``recordedSeconds``.
    func recordFrame() {
        guard items.count <= Self.recordedItemLimit, run.frameCount % (60 / Self.recordedFramesPerSecond) == 0
        else { return }
        let states = items.map { item in
            Trajectory.ItemState(
                center: item.center, angle: item.angle, size: item.bounds.size, velocity: .zero,
                angularVelocity: 0, isAwake: true)
        }
        recording.append(
            Trajectory.Frame(time: run.time, items: states, kineticEnergy: 0, potentialEnergy: 0, maxSpeed: 0)
        )
        if recording.count > Self.recordedFrameCount + 60 {
            recording.removeFirst(recording.count - Self.recordedFrameCount)
        }
    }

    /// The recording as a trajectory of the items there are now (frames from before an item was
    /// dropped are left out), its time starting at 0.
    func recordedTrajectory() -> Trajectory? {
        let frames = recording.suffix(Self.recordedFrameCount).filter { $0.items.count == items.count }
        guard let first = frames.first else { return nil }
        var trajectory = Trajectory(
            bounds: run.scene.referenceBounds, framesPerSecond: Double(Self.recordedFramesPerSecond),
            items: styledItems.map { $0.appearance })
        trajectory.frames = frames.map { frame in
            var shifted = frame
            shifted.time -= first.time
            return shifted
        }
        return trajectory
    }
}
