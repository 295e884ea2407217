import DynamicsScenes
import Foundation

/// Resolves a command's scene argument: a path to a JSON scene file (anything ending in `.json` or
/// naming an existing file) or the name of a catalogue scene; a mistyped name gets a "did you
/// mean …?" with the closest catalogue name.
///
/// ```swift
/// let scene = try SceneArgument.load("falling-square")
/// ```
enum SceneArgument {
    static func load(_ argument: String) throws -> Scene {
        if argument.hasSuffix(".json") || FileManager.default.fileExists(atPath: argument) {
            return try loadFile(argument)
        }
        if let scene = SceneCatalog.scene(named: argument) { return scene }
        let names = SceneCatalog.all.map(\.name)
        throw CLIError(
            "no catalogue scene or file named '\(argument)'\(Suggestion.clause(for: argument, in: names)); "
                + "`dynamics list` shows the scenes")
    }

    static func loadFile(_ path: String) throws -> Scene {
        guard FileManager.default.fileExists(atPath: path) else {
            throw CLIError("\(path): no such file")
        }
        do {
            return try Scene(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CLIError("\(path): invalid scene\n\(error)")
        }
    }
}
