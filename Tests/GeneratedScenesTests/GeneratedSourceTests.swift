import DynamicsScenes
import Foundation
import Testing

/// The committed sources in `Examples/GeneratedScenes` are exactly what the generator writes today,
/// one file per catalogue scene.
@Suite struct GeneratedSourceTests {
    /// The package's `Examples/GeneratedScenes` directory, found from this file's path.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/GeneratedScenes")

    @Test(arguments: SceneCatalog.all.map(\.name))
    func committedSourceIsWhatTheGeneratorWrites(_ name: String) throws {
        let scene = try #require(SceneCatalog.scene(named: name))
        let file = Self.directory.appendingPathComponent(scene.swiftTypeName + ".swift")
        let committed = try String(contentsOf: file, encoding: .utf8)
        #expect(
            committed == scene.swiftSource(),
            "\(file.lastPathComponent) is stale: dynamics code --catalog-directory Examples/GeneratedScenes")
    }

    /// Nothing else is in the directory but the hand-written index, and every scene has its own type name.
    @Test func directoryHoldsOneFilePerSceneAndTheIndex() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path).sorted()
        let expected = (SceneCatalog.all.map { $0.swiftTypeName + ".swift" } + ["GeneratedSceneIndex.swift"])
            .sorted()
        #expect(files == expected)
        #expect(Set(SceneCatalog.all.map(\.swiftTypeName)).count == SceneCatalog.all.count)
    }
}
