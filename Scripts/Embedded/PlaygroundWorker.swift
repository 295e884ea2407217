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
import DynamicsEngineScenes
import DynamicsScenes

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
