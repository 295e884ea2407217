// Runs one generated catalogue scene by name and prints its items' centres at the end:
// swift run RunGeneratedScene falling-square
import Foundation
import GeneratedScenes

let name = CommandLine.arguments.dropFirst().first
guard let name, let scene = GeneratedSceneIndex.scenes.first(where: { $0.name == name }) else {
    print("usage: RunGeneratedScene <scene>, one of:")
    for scene in GeneratedSceneIndex.scenes { print("  \(scene.name)") }
    exit(name == nil ? 0 : 1)
}
for (item, center) in scene.run() {
    print(String(format: "%@ at (%.1f, %.1f)", item, Double(center.x), Double(center.y)))
}
