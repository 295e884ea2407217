import Dynamics
import DynamicsScenes
import Foundation
import Testing

/// Every catalogue scene is described, validates, replays bit-identically, survives the JSON format
/// unchanged and runs identically from its file. Long physics: run it in release
/// (`swift test -c release --filter CatalogRoundTripTests`).
@Suite struct CatalogRoundTripTests {
    @Test func theCatalogueIsNotEmpty() {
        #expect(!SceneCatalog.all.isEmpty)
    }

    @Test func catalogueNamesAreUnique() {
        let names = SceneCatalog.all.map(\.name)
        #expect(
            Set(names).count == names.count,
            "duplicates: \(names.filter { n in names.filter { $0 == n }.count > 1 })")
    }

    @Test(arguments: SceneCatalog.all)
    func everyCatalogueSceneNamesItsSeedAndReplaysBitIdentically(scene: Scene) throws {
        // The basics chapter is the playground's own teaching, not a seed's example.
        if scene.category != "basics" {
            #expect(
                scene.source?.hasPrefix("seed 00") == true, "\(scene.name): source \(scene.source ?? "none")")
        }
        #expect(!scene.category.isEmpty && !scene.summary.isEmpty && scene.duration > 0)
        let first = try scene.makeRun()
        let start = first.stateHash
        first.advance(to: scene.duration)
        let second = try scene.makeRun()
        second.advance(to: scene.duration)
        #expect(first.stateHash == second.stateHash)
        #expect(first.stateHash != start, "nothing moved in \(scene.name)")
    }

    @Test(arguments: SceneCatalog.all)
    func everyCatalogueSceneRoundTripsThroughJSONAndRunsTheSame(scene: Scene) throws {
        #expect(scene.validate() == [])
        let data = try scene.jsonData()
        let decoded = try Scene(jsonData: data)
        #expect(decoded == scene)
        #expect(try decoded.jsonData() == data)

        let original = try scene.makeRun()
        let fromFile = try decoded.makeRun()
        original.advance(by: 3)
        fromFile.advance(by: 3)
        #expect(original.stateHash == fromFile.stateHash)
    }

    /// On the full toolchain the scene types are `Codable` too, in the scene format's form: what
    /// `JSONEncoder` writes, the scene reader reads, and the other way round.
    @Test(arguments: SceneCatalog.all)
    func everyCatalogueSceneRoundTripsThroughFoundationsCoders(scene: Scene) throws {
        let encoded = try JSONEncoder().encode(scene)
        #expect(try Scene(jsonData: encoded) == scene)
        #expect(try JSONDecoder().decode(Scene.self, from: try scene.jsonData()) == scene)
    }

    @Test func foundationsDecoderReportsTheSceneFormatsProblems() {
        let text =
            #"{"name": "x", "referenceBounds": [[0, 0], [320, 480]], "items": [{"name": "a", "center": [1]}]}"#
        #expect {
            try JSONDecoder().decode(Scene.self, from: Data(text.utf8))
        } throws: { error in
            guard case .dataCorrupted(let context) = error as? DecodingError else { return false }
            return context.debugDescription == "items[0].center: expected a point [x, y], found [1]"
        }
    }
}
