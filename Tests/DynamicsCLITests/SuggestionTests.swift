import Testing

/// "Did you mean …?" for a mistyped scene name.
@Suite("dynamics suggestions")
struct SuggestionTests {
    @Test(arguments: [
        (["run", "falling-sqare", "-q"], "falling-square"),
        (["render", "Sticky-Corners", "-q"], "sticky-corners"),
        (["export", "flik"], "flick"),
    ])
    func aMistypedSceneNameSuggestsTheClosestCatalogueName(arguments: [String], suggestion: String) throws {
        let result = try Tool.run(arguments)
        #expect(result.status == 1, "\(arguments): \(result.status)")
        #expect(result.errors.contains("no catalogue scene or file named '\(arguments[1])'"))
        #expect(result.errors.contains("did you mean '\(suggestion)'?"), "\(result.errors)")
    }

    @Test func aNameFarFromEveryCatalogueNameGetsNoSuggestion() throws {
        let result = try Tool.run(["run", "no-such-scene", "-q"])
        #expect(result.status == 1)
        #expect(!result.errors.contains("did you mean"), "\(result.errors)")
    }

    @Test func aMistypedBenchSceneSuggestsTheClosestBenchScene() throws {
        let result = try Tool.run(["bench", "--scene", "pyramd20", "--steps", "2"])
        #expect(result.status == 2)
        #expect(result.errors.contains("did you mean 'pyramid20'?"), "\(result.errors)")
    }
}
