// The scene reader as a WebAssembly module for Node (Benchmarks/tools/large_scenes.py --wasm),
// the reader the playground's Web Worker runs: the host writes a scene file's bytes into the
// module's memory (exported `malloc`) and times `scene_read(bytes, length)`, which reads and
// validates the scene as `dynamics validate` does; it returns the number of items, or -1 with
// the reason in the reply (`scene_reply`, `scene_reply_length`).
import DynamicsScenes

nonisolated(unsafe) var reply: [UInt8] = []

@_cdecl("scene_read")
func sceneRead(_ bytes: UnsafePointer<UInt8>, _ length: Int32) -> Int32 {
    let text = Array(UnsafeBufferPointer(start: bytes, count: Int(max(length, 0))))
    do {
        let scene = try Scene(jsonBytes: text)
        reply = []
        return Int32(scene.items.count)
    } catch {
        reply = Array(error.description.utf8)
        return -1
    }
}

@_cdecl("scene_reply")
func sceneReply() -> UnsafePointer<UInt8>? {
    reply.withUnsafeBufferPointer { $0.baseAddress }
}

@_cdecl("scene_reply_length")
func sceneReplyLength() -> Int32 {
    Int32(reply.count)
}
