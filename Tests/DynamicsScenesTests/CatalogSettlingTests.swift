import Dynamics
import DynamicsScenes
import Foundation
import Testing

/// The setup check and the settling report on every catalogue scene: no false alarms.
@Suite("Catalogue: setup problems and settling")
struct CatalogSettlingTests {
    /// No catalogue scene has a setup mistake before its first frame, except the ones that
    /// demonstrate one on purpose (informational notes, such as a concave path split into pieces,
    /// are allowed). The lessons are `SceneCatalog.lesson(for:)`: chapter11-gravity's fall and
    /// noise-field's start across its inset boundary.
    @Test(arguments: SceneCatalog.all.map(\.name))
    func noCatalogueSceneHasASetupProblem(_ name: String) throws {
        let run = try #require(SceneCatalog.scene(named: name)).makeRun()
        let mistakes = run.animator.setupProblems().filter { !$0.isInformational }
        #expect(
            mistakes.map(\.kind) == (SceneCatalog.lesson(for: name)?.kinds ?? []),
            "\(mistakes.map(\.description))")
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
