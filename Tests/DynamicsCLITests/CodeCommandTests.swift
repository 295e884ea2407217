import DynamicsScenes
import Foundation
import Testing

/// `dynamics code`: the Swift source of a catalogue scene or a scene file, to standard output, a
/// file, or a directory for the whole catalogue.
@Suite("dynamics code")
struct CodeCommandTests {
    @Test func printsTheSourceOfACatalogueScene() throws {
        let result = try Tool.run(["code", "falling-square"])
        #expect(result.status == 0, "\(result.errors)")
        let scene = try #require(SceneCatalog.scene(named: "falling-square"))
        #expect(result.output == scene.swiftSource())
        #expect(result.output.contains("import UIKitDynamics"))
        #expect(result.output.contains("UIDynamicAnimator(referenceView: referenceView)"))
    }

    @Test func writesTheSourceOfASceneFile() throws {
        let json = Tool.temporaryPath("flick-code.json")
        let swift = Tool.temporaryPath("Flick.swift")
        #expect(try Tool.run(["export", "flick", "-o", json, "-q"]).status == 0)
        let result = try Tool.run(["code", json, "--output", swift])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.contains("wrote \(swift)"))
        let written = try String(contentsOfFile: swift, encoding: .utf8)
        #expect(written == SceneCatalog.scene(named: "flick")?.swiftSource())
    }

    @Test func writesTheWholeCatalogueIntoADirectory() throws {
        let directory = Tool.temporaryPath("generated-scenes")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let result = try Tool.run(["code", "--catalog-directory", directory, "-q"])
        #expect(result.status == 0, "\(result.errors)")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory)
        #expect(Set(files) == Set(SceneCatalog.all.map { $0.swiftTypeName + ".swift" }))
    }

    @Test func printsAnIOSScreenWithApp() throws {
        let result = try Tool.run(["code", "flick", "--app"])
        #expect(result.status == 0, "\(result.errors)")
        let scene = try #require(SceneCatalog.scene(named: "flick"))
        #expect(result.output == scene.swiftAppSource())
        #expect(result.output.contains("import UIKit\n"))
        #expect(result.output.contains("final class FlickViewController: UIViewController {"))
        #expect(result.output.contains("#selector(handlePan(_:))"))
        let compiled = try Tool.run(["code", "flick", "--app", "--method-references"])
        #expect(compiled.output == scene.swiftAppSource(gestureActions: .methodReference))
        #expect(try Tool.run(["code", "flick", "--method-references"]).status == 2)
    }

    @Test func writesTheWholeCatalogueAsScreensIntoADirectory() throws {
        let directory = Tool.temporaryPath("generated-apps")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let result = try Tool.run([
            "code", "--catalog-directory", directory, "--app", "--method-references", "-q",
        ])
        #expect(result.status == 0, "\(result.errors)")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory)
        #expect(Set(files) == Set(SceneCatalog.all.map { $0.swiftAppTypeName + ".swift" }))
        let flick = try String(contentsOfFile: directory + "/FlickViewController.swift", encoding: .utf8)
        #expect(flick == SceneCatalog.scene(named: "flick")?.swiftAppSource(gestureActions: .methodReference))
    }

    @Test func refusesAnUnknownSceneAndMissingArguments() throws {
        let unknown = try Tool.run(["code", "falling-squar"])
        #expect(unknown.status == 1)
        #expect(unknown.errors.contains("falling-square"))
        #expect(try Tool.run(["code"]).status == 2)
    }
}
