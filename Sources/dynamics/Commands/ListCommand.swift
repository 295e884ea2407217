import ArgumentParser
import DynamicsScenes

/// `dynamics list`: the catalogue scenes with one-line summaries.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the catalogue scenes with one-line summaries.",
        discussion: "Example: dynamics list --category recipes"
    )

    @Option(help: "Only scenes of this category (e.g. \"recipes\").")
    var category: String?

    func run() throws {
        let scenes = SceneCatalog.all.filter { category == nil || $0.category == category }
        if scenes.isEmpty, let category {
            let known = Set(SceneCatalog.all.map(\.category)).sorted().joined(separator: ", ")
            throw CLIError("no scenes in category '\(category)'; categories: \(known)")
        }
        let width = scenes.map(\.name.count).max() ?? 0
        var lastCategory: String?
        for scene in scenes {
            if scene.category != lastCategory {
                if lastCategory != nil { print("") }
                print("\(scene.category):")
                lastCategory = scene.category
            }
            let padding = String(repeating: " ", count: width - scene.name.count)
            print("  \(scene.name)\(padding)  \(scene.summary)")
        }
    }
}
