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

    /// The scene file that uses every feature of the format (groups, path and ellipse shapes, every
    /// attachment kind, field kind and region operation, every script action) generates
    /// `EveryFeature.swift`, committed next to the catalogue's so every build compiles it.
    @Test func everyFeatureFixtureGeneratesTheCommittedSource() throws {
        let scene = try Self.everyFeatureScene()
        #expect(scene.validate().isEmpty)
        let committed = try String(
            contentsOf: Self.directory.appendingPathComponent("EveryFeature.swift"), encoding: .utf8)
        #expect(
            committed == scene.swiftSource(),
            "EveryFeature.swift is stale: dynamics code \(Self.fixtureCommand)")
    }

    /// Nothing else is in the directory but the fixture's source and the hand-written index, and
    /// every scene has its own type name.
    @Test func directoryHoldsOneFilePerSceneAndTheIndex() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path).sorted()
        let expected =
            (SceneCatalog.all.map { $0.swiftTypeName + ".swift" } + [
                "EveryFeature.swift", "GeneratedSceneIndex.swift",
            ]).sorted()
        #expect(files == expected)
        #expect(Set(SceneCatalog.all.map(\.swiftTypeName)).count == SceneCatalog.all.count)
    }

    static let fixtureCommand =
        "Tests/Fixtures/every-feature.json -o Examples/GeneratedScenes/EveryFeature.swift"

    /// `Tests/Fixtures/every-feature.json`.
    static func everyFeatureScene() throws -> Scene {
        let file = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/every-feature.json")
        return try Scene(contentsOf: file)
    }
}
