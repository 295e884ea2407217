import Dynamics
import DynamicsScenes
import Foundation
import Testing

/// The inspector's spring feel: UIKit's frequency and damping beside SwiftUI's response and
/// dampingFraction, the period and the time to rest, editable in either vocabulary.
@Suite("Inspector: a spring's feel")
struct SpringFeelTests {
    func property(_ name: String, _ run: SceneRun, _ behavior: DynamicBehavior) -> InspectedProperty? {
        run.inspect(behavior).first { $0.name == name }
    }

    func number(_ value: InspectorValue?) -> Double? {
        if case .number(let x)? = value { x } else { nil }
    }

    /// A 2 Hz spring with damping 0.2: response 0.5 s, dampingFraction 0.2, period
    /// 1 / (2 √(1 − 0.04)) = 0.5103 s. Setting response 0.25 makes it 4 Hz; dampingFraction 0.7
    /// sets damping; the input log holds UIKit's names.
    @Test func anAttachmentSpringInBothVocabularies() throws {
        let text = #"""
            {"name": "spring", "referenceBounds": [[0, 0], [320, 480]], "duration": 2,
             "items": [{"name": "weight", "center": [160, 300], "size": [40, 40]}],
             "behaviors": [{"type": "attachment", "name": "spring", "kind": "anchor", "itemA": "weight",
                            "anchor": [160, 200], "length": 50, "frequency": 2, "damping": 0.2}]}
            """#
        let run = try Scene(jsonText: text).makeRun()
        let spring = try #require(run.behavior(named: "spring") as? AttachmentBehavior)
        run.stepFrame()
        #expect(number(property("response", run, spring)?.value) == 0.5)
        #expect(number(property("dampingFraction", run, spring)?.value) == 0.2)
        #expect(property("period", run, spring)?.text == "0.5103 s", "\(run.inspect(spring))")
        let rest = try #require(property("timeToRest", run, spring)?.text)
        #expect(rest.hasSuffix(" s") && Double(rest.dropLast(2)) != nil, "\(rest)")
        #expect(try run.setInspectedProperty("response", of: spring, to: .number(0.25)) == .number(0.25))
        #expect(spring.frequency == 4)
        try run.setProperty("damping", of: spring, to: .number(0.3))
        #expect(try run.setInspectedProperty("dampingFraction", of: spring, to: .number(0.7)) == .number(0.7))
        #expect(spring.damping == 0.7)
        #expect(throws: DynamicsError.self) {
            try run.setInspectedProperty("response", of: spring, to: .number(0))
        }
        #expect(spring.frequency == 4, "a refused response keeps the spring")
        let (name, value) = try SceneRun.uikitEquivalent(of: "response", of: spring, value: .number(0.5))
        #expect(name == "frequency" && value == .number(2))
    }

    /// A snap's springs are 4 Hz: response 0.25 s is shown, not editable; dampingFraction is.
    @Test func aSnapShowsItsResponseAndTakesADampingFraction() throws {
        let run = try #require(SceneCatalog.scene(named: "falling-square")).makeRun()
        let item = try #require(run.item(named: run.scene.items[0].name))
        let snap = SnapBehavior(item: item, snapTo: CGPoint(x: 100, y: 100))
        run.animator.addBehavior(snap)
        let response = try #require(property("response", run, snap))
        #expect(number(response.value) == 0.25 && !response.isEditable)
        #expect(try run.setInspectedProperty("dampingFraction", of: snap, to: .number(0.9)) == .number(0.9))
        #expect(snap.damping == 0.9)
        #expect(throws: DynamicsError.self) {
            try run.setInspectedProperty("response", of: snap, to: .number(1))
        }
    }
}
