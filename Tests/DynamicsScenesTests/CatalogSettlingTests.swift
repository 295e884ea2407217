import Dynamics
import DynamicsScenes
import Foundation
import Testing

/// The setup check and the settling report on every catalogue scene: no false alarms.
@Suite("Catalogue: setup problems and settling")
struct CatalogSettlingTests {
    /// The scenes that show a mistake on purpose, and what they show.
    static let demonstrations: [String: [SetupProblem.Kind]] = [
        // Chapter 11's first step: gravity alone, "the orange square falls off the screen".
        "chapter11-gravity": [.fallsForever],
        // The seed's own code (iOS 9 Day by Day, 9) creates both views at the origin and then insets
        // the boundary by 5, 20, 5, 5: they start across it and UIKit pushes them in.
        "noise-field": [.overlapsBoundaryAtStart, .overlapsBoundaryAtStart],
    ]

    /// No catalogue scene has a setup mistake before its first frame, except the ones that
    /// demonstrate one on purpose (informational notes, such as a concave path split into pieces,
    /// are allowed).
    @Test(arguments: SceneCatalog.all.map(\.name))
    func noCatalogueSceneHasASetupProblem(_ name: String) throws {
        let run = try #require(SceneCatalog.scene(named: name)).makeRun()
        let mistakes = run.animator.setupProblems().filter { !$0.isInformational }
        #expect(
            mistakes.map(\.kind) == Self.demonstrations[name, default: []], "\(mistakes.map(\.description))")
    }

    /// Run to the end of its script: a scene whose animator has paused gets a settled report; one
    /// still running gets a report that names at least one item with a cause.
    @Test(arguments: SceneCatalog.all.map(\.name))
    func theReportAgreesWithThePauseRule(_ name: String) throws {
        let scene = try #require(SceneCatalog.scene(named: name))
        let run = try scene.makeRun()
        run.advance(to: scene.duration)
        let report = run.animator.settlingReport()
        if !run.animator.isRunning {
            #expect(report.isSettled && report.items.isEmpty, "\(report)")
        } else {
            #expect(!report.isSettled && !report.items.isEmpty, "\(report)")
            #expect(report.items.allSatisfy { !$0.causes.isEmpty }, "\(report)")
        }
    }
}
