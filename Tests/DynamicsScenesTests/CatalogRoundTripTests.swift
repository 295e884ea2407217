import Dynamics
import DynamicsScenes
import Foundation
import Testing

/// Every catalogue scene survives the JSON format unchanged and runs identically from its file.
/// Long physics: run it in release (`swift test -c release --filter CatalogRoundTripTests`).
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
}
