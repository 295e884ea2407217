import DynamicsScenes
import Foundation
import Testing

/// The committed screens in `Examples/GeneratedApps` are exactly what `dynamics code --app` writes
/// today, one file per catalogue scene, and every build compiles them (the `GeneratedApps`
/// target) against UIKitDynamics under the name `UIKit`: that is the check that the app form
/// uses UIKit's names and signatures.
///
/// What is compiled is not, to the byte, what a developer pastes into Xcode. The pasted form
/// (`gestureActions: .selector`) names the pan's action `#selector(handlePan(_:))` and marks the
/// handler `@objc`; neither exists without the Objective-C runtime, so Swift on Linux rejects both
/// ("Objective-C interoperability is disabled"), and no module can supply them. The committed
/// files are the `.methodReference` form, which UIKitDynamics' `UIGestureRecognizer` takes
/// (`Controller.handlePan(_:)`), and ``iOSFormDiffersOnlyInTheGestureAction(_:)`` proves, with a
/// textual substitution of its own, that the two forms differ in those two lines and nowhere
/// else. The target is also built in Swift 5 mode: UIKit's classes are main-actor isolated, which
/// makes the screens' `DispatchQueue.main` closures race-free on iOS, and UIKitDynamics' are not.
@Suite struct GeneratedAppSourceTests {
    /// The package's `Examples/GeneratedApps` directory, found from this file's path.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/GeneratedApps")

    /// The command that rewrites every catalogue scene's file.
    static let regenerate =
        "swift run --enable-all-traits dynamics code --catalog-directory Examples/GeneratedApps --app --method-references"

    /// The fixtures whose screens are committed next to the catalogue's, and their files.
    static let fixtures = [
        ("every-feature.json", "EveryFeatureViewController.swift"),
        ("odd-names.json", "SceneUIViewController.swift"),
    ]

    @Test(arguments: SceneCatalog.all.map(\.name))
    func committedScreenIsWhatTheGeneratorWrites(_ name: String) throws {
        let scene = try #require(SceneCatalog.scene(named: name))
        let file = Self.directory.appendingPathComponent(scene.swiftAppTypeName + ".swift")
        let committed = try? String(contentsOf: file, encoding: .utf8)
        #expect(
            committed == scene.swiftAppSource(gestureActions: .methodReference),
            "\(file.lastPathComponent) is missing or stale: \(Self.regenerate)")
    }

    @Test(arguments: SceneCatalog.all.map(\.name))
    func iOSFormDiffersOnlyInTheGestureAction(_ name: String) throws {
        let scene = try #require(SceneCatalog.scene(named: name))
        try Self.expectOnlyTheGestureActionDiffers(scene)
    }

    /// The fixtures (every feature of the format; names Swift cannot take as they are) generate
    /// the committed screens, which therefore compile too.
    @Test(arguments: fixtures)
    func fixtureGeneratesTheCommittedScreen(_ fixture: String, _ fileName: String) throws {
        let scene = try Self.fixture(fixture)
        #expect(scene.validate().isEmpty)
        #expect(scene.swiftAppTypeName + ".swift" == fileName)
        let committed = try String(
            contentsOf: Self.directory.appendingPathComponent(fileName), encoding: .utf8)
        #expect(
            committed == scene.swiftAppSource(gestureActions: .methodReference),
            """
            \(fileName) is stale: swift run --enable-all-traits dynamics code Tests/Fixtures/\(fixture) \
            --app --method-references -o Examples/GeneratedApps/\(fileName)
            """)
        try Self.expectOnlyTheGestureActionDiffers(scene)
    }

    /// Nothing else is in the directory, and every scene has its own class name.
    @Test func directoryHoldsOneFilePerSceneAndTheFixtures() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path).sorted()
        let expected = (SceneCatalog.all.map { $0.swiftAppTypeName + ".swift" } + Self.fixtures.map(\.1))
        #expect(files == expected.sorted(), "regenerate: \(Self.regenerate)")
        #expect(Set(SceneCatalog.all.map(\.swiftAppTypeName)).count == SceneCatalog.all.count)
    }

    /// The form to paste uses UIKit's selector and `@objc`, and what a learner plays with: a pan
    /// on every view, the drag's attachment, the flick's velocity.
    @Test func iOSFormIsWhatAnAppWrites() throws {
        let source = try #require(SceneCatalog.scene(named: "flick")).swiftAppSource()
        for expected in [
            "import UIKit", "final class FlickViewController: UIViewController {",
            "override func viewDidLoad() {", "super.viewDidLoad()",
            "let animator = UIDynamicAnimator(referenceView: view)",
            "UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))",
            "@objc func handlePan(_ gesture: UIPanGestureRecognizer) {",
            "offsetFromCenter: touchOffset(finger, in: item), attachedToAnchor: finger)",
            "let velocity = gesture.velocity(in: view)",
            "DispatchQueue.main.asyncAfter(deadline: .now() + 2.05) {",
        ] {
            #expect(source.contains(expected), "\(expected)")
        }
        #expect(!source.contains("UIKitDynamics"))
        #expect(!source.contains("step()"))
    }

    /// The pasted form, with `@objc ` dropped from the handler and `#selector(handlePan(_:))`
    /// replaced by the method reference (each noting what iOS has), is the compiled form.
    static func expectOnlyTheGestureActionDiffers(_ scene: Scene) throws {
        let selector = "#selector(handlePan(_:))"
        let reference = "\(scene.swiftAppTypeName).handlePan(_:)"
        var substitutions = 0
        let rewritten = scene.swiftAppSource(gestureActions: .selector).split(
            separator: "\n", omittingEmptySubsequences: false
        ).map { line -> String in
            if line.contains(selector) {
                substitutions += 1
                return line.replacingOccurrences(of: selector, with: reference) + "  // \(selector) on iOS"
            }
            if line.hasSuffix("@objc func handlePan(_ gesture: UIPanGestureRecognizer) {") {
                substitutions += 1
                return line.replacingOccurrences(of: "@objc ", with: "") + "  // @objc on iOS"
            }
            return String(line)
        }.joined(separator: "\n")
        // A scene without a view to drag (a mapping drives its only view's size) has no pan.
        let pans = scene.swiftAppSource().contains("handlePan")
        #expect(
            substitutions == (pans ? 2 : 0), "\(scene.name): the selector and the @objc handler, once each")
        #expect(rewritten == scene.swiftAppSource(gestureActions: .methodReference), "\(scene.name)")
    }

    /// A scene file of `Tests/Fixtures`.
    static func fixture(_ name: String) throws -> Scene {
        let file = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/" + name)
        return try Scene(contentsOf: file)
    }
}
