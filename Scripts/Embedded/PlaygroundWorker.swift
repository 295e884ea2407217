// The playground's WebAssembly module, run in the static site's Web Worker (Scripts/build-site;
// Sources/DynamicsPlayground/Web/js/wasi.js loads it). Linked as a WASI reactor exporting the
// functions below; text crosses as UTF-8 in the module's memory, which the worker writes with the
// exported `malloc` and reads at `playground_reply()`, `playground_reply_length()` bytes.
//
//   playground_scenes()               the catalogue, a line per scene: name, tab, category, tab,
//                                     summary (catalogue texts hold no tabs or line breaks)
//   playground_run(name, length, n)   runs scene `name` for n frames (n < 0: to its end, as
//                                     `dynamics hashes` does) with its scripted input and no
//                                     clock; returns 0 and replies "FRAMES HASH" (the hash as
//                                     `dynamics hashes` prints it), or returns 1 and replies
//                                     the reason, naming the scene
//   playground_bench_pile(steps)      the engine's 1,000-item pile (`dynamics bench --scene
//                                     pile1000`): one untimed step, then `steps` timed 1/60 s
//                                     steps; replies the mean microseconds per step
//
// The live session (the playground's protocol, as the server speaks it over a WebSocket):
//
//   session_open(name, length)        starts a session on catalogue scene `name` (the first
//                                     scene, with an error message, for a name not in it)
//   session_command(text, length)     one command, a JSON text message as the page sends it
//   session_tick()                    one 60 Hz tick: a frame when playing
//   session_output()                  after each call above: the messages for the page, each a
//   session_output_length()           kind byte (0 JSON text, 1 binary frame), its length
//                                     (4 bytes, little-endian) and its bytes
//
// The step time the page shows comes from the host's clock: the import `playground.now`
// (milliseconds, `performance.now()` in the worker).
import DynamicsEngine
import DynamicsEngineScenes
import DynamicsScenes
import PlaygroundSession

/// The last reply, kept alive until the next call (the worker copies it out at once).
nonisolated(unsafe) var reply: [UInt8] = []

@_cdecl("playground_reply")
func playgroundReply() -> UnsafePointer<UInt8>? {
    reply.withUnsafeBufferPointer { $0.baseAddress }
}

@_cdecl("playground_reply_length")
func playgroundReplyLength() -> Int32 {
    Int32(reply.count)
}

/// Stores `text` as the reply and returns `status`.
func answer(_ text: String, status: Int32 = 0) -> Int32 {
    reply = Array(text.utf8)
    return status
}

@_cdecl("playground_scenes")
func playgroundScenes() -> Int32 {
    answer(
        SceneCatalog.all.map { [$0.name, $0.category, $0.summary].joined(separator: "\t") }.joined(
            separator: "\n"))
}

@_cdecl("playground_run")
func playgroundRun(_ name: UnsafePointer<UInt8>, _ length: Int32, _ frames: Int32) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: name, count: Int(max(length, 0))), as: UTF8.self)
    guard let scene = SceneCatalog.scene(named: text) else {
        return answer("no catalogue scene is named '\(text)'", status: 1)
    }
    let run: SceneRun
    do {
        run = try scene.makeRun()
    } catch {
        return answer("scene \(text) does not build: \(error.description)", status: 1)
    }
    if frames < 0 {
        run.advance(to: scene.duration)
    } else {
        for _ in 0..<frames { run.stepFrame() }
    }
    // "NAME FRAMES HASH" without the name (which may hold spaces in a scene file's name).
    let line = DeterminismTable.Row(name: "", frames: run.frameCount, hash: run.stateHash).line
    return answer(String(line.dropFirst()))
}

@_cdecl("playground_bench_pile")
func playgroundBenchPile(_ steps: Int32) -> Int32 {
    guard steps > 0 else { return answer("steps \(steps) must be at least 1", status: 1) }
    let world = EngineScene.pile(count: 1000).world
    world.step(1.0 / 60)
    let start = hostMilliseconds()
    for _ in 0..<steps { world.step(1.0 / 60) }
    return answer("\((hostMilliseconds() - start) * 1000 / Double(steps))")
}

// MARK: The live session

@_extern(wasm, module: "playground", name: "now")
func hostMilliseconds() -> Double

/// The one session of this worker (a page opens one worker per tab).
nonisolated(unsafe) var session: Session?
/// The messages of the last call, encoded for the page.
nonisolated(unsafe) var output: [UInt8] = []
/// The server's limits: the same items per session and message size.
let limits = PlaygroundLimits()

@_cdecl("session_output")
func sessionOutput() -> UnsafePointer<UInt8>? {
    output.withUnsafeBufferPointer { $0.baseAddress }
}

@_cdecl("session_output_length")
func sessionOutputLength() -> Int32 {
    Int32(output.count)
}

/// Encodes `messages` as the output: kind, length, bytes, one after another.
func send(_ messages: [Session.Outgoing]) -> Int32 {
    output.removeAll(keepingCapacity: true)
    for message in messages {
        let (kind, bytes): (UInt8, [UInt8])
        switch message {
        case .text(let text): (kind, bytes) = (0, Array(text.utf8))
        case .binary(let frame): (kind, bytes) = (1, frame)
        }
        output.append(kind)
        for shift in stride(from: 0, to: 32, by: 8) {
            output.append(UInt8(truncatingIfNeeded: bytes.count >> shift))
        }
        output.append(contentsOf: bytes)
    }
    return 0
}

@_cdecl("session_open")
func sessionOpen(_ name: UnsafePointer<UInt8>, _ length: Int32) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: name, count: Int(max(length, 0))), as: UTF8.self)
    var out: [Session.Outgoing] = []
    let fresh: Session
    do throws(ProtocolError) {
        fresh = try Session(scene: text.isEmpty ? SceneCatalog.all[0].name : text, limits: limits)
    } catch {
        out.append(.text(ServerMessage.error(error.description).json))
        do throws(ProtocolError) {
            fresh = try Session(scene: SceneCatalog.all[0].name, limits: limits)
        } catch {
            return send([.text(ServerMessage.error(error.description).json)])
        }
    }
    fresh.clock = { hostMilliseconds() * 1000 }
    session = fresh
    let hello = ServerMessage.Hello(
        scenes: SceneCatalog.all.map { ServerMessage.CatalogEntry($0) }, maxItems: limits.maxItems)
    return send([.text(ServerMessage.hello(hello).json)] + out + fresh.start())
}

@_cdecl("session_command")
func sessionCommand(_ text: UnsafePointer<UInt8>, _ length: Int32) -> Int32 {
    guard let session else { return send([.text(ServerMessage.error("no session: open one first").json)]) }
    // The server closes a connection whose message exceeds the limit; the worker's one page keeps
    // its session and is told why (the page refuses such texts before sending them).
    guard Int(length) <= limits.maxMessageBytes else {
        return send([
            .text(
                ServerMessage.error(
                    "message of \(length) bytes refused: at most \(limits.maxMessageBytes) bytes per message"
                ).json)
        ])
    }
    let bytes = Array(UnsafeBufferPointer(start: text, count: Int(max(length, 0))))
    do throws(ProtocolError) {
        return send(session.apply(try Command.decode(bytes)))
    } catch {
        return send([.text(ServerMessage.error(error.description).json)])
    }
}

@_cdecl("session_tick")
func sessionTick() -> Int32 {
    guard let session else { return send([]) }
    return send(session.tick())
}
