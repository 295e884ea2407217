// The scene file fuzzer: every input goes through the JSON reader and the validator and, when it
// is a valid scene, is built and run for a few frames; a valid scene must never trap and never
// produce a non-finite item.
//
// Built normally it replays inputs: `swift run scene-fuzzer crash-1234 scene.json …`.
// Built with libFuzzer (Swift's `-sanitize=fuzzer`; see .ci/fuzz-scenes) it fuzzes, starting from
// the exported catalogue:
//
//     swift build -c release --scratch-path .build-fuzz --product scene-fuzzer \
//         -Xswiftc -sanitize=fuzzer -Xswiftc -DSCENE_FUZZER
//     .build-fuzz/release/scene-fuzzer corpus/ -max_total_time=120
import DynamicsScenes
import Foundation

/// Reads, validates and briefly runs one input.
func exercise(_ data: Data) {
    guard let scene = try? Scene(jsonData: data), let run = try? scene.makeRun() else { return }
    for _ in 0..<10 { run.stepFrame() }
    for item in scene.items {
        guard let center = run.item(named: item.name)?.center else { continue }
        if !(center.x.isFinite && center.y.isFinite) {
            fatalError("scene \(scene.name): item \(item.name) is not finite after 10 frames: \(center)")
        }
    }
}

#if SCENE_FUZZER
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    exercise(Data(bytes: bytes, count: count))
    return 0
}

/// libFuzzer's driver, which takes the place of its own `main` (SwiftPM names an executable's
/// entry point `<module>_main`).
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ test: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

@_cdecl("scene_fuzzer_main")
public func sceneFuzzerMain(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { bytes, size in fuzzOneInput(bytes, size) }
}
#else
/// The replayer: runs each file given on the command line through ``exercise(_:)``.
@main
struct SceneFuzzerReplay {
    static func main() {
        for path in CommandLine.arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("scene-fuzzer: cannot read \(path)\n".utf8))
                exit(1)
            }
            exercise(data)
            print("ok \(path)")
        }
    }
}
#endif
