import Dynamics
import DynamicsScenes
import Foundation
import Testing

/// The scene validator refuses every number the `Dynamics` API would refuse (the same
/// `NumericDomain` intervals), so a scene that validates runs without refusals or non-finite
/// state.
@Suite("Scene numeric domain")
struct SceneDomainTests {
    static func problems(_ json: String) -> [String] {
        do {
            _ = try Scene(jsonData: Data(json.utf8))
            return []
        } catch {
            return error.problems.map { "\($0.path): \($0.message)" }
        }
    }

    static func scene(
        items: String = #"[{"name": "box", "center": [160, 100], "size": [50, 50]}]"#, behaviors: String,
        script: String = "[]"
    ) -> String {
        #"{"name": "m", "referenceBounds": [[0, 0], [320, 480]], "items": \#(items), "behaviors": \#(behaviors), "script": \#(script)}"#
    }

    @Test(arguments: [
        (
            #"[{"type": "gravity", "items": ["box"], "magnitude": -1e39}]"#,
            "behaviors[0].magnitude: -1e+39 is outside [-10000, 10000]"
        ),
        (
            #"[{"type": "gravity", "items": ["box"], "direction": [1.7e308, 1]}]"#,
            "behaviors[0].direction.dx: 1.7e+308 is outside [-10000, 10000]"
        ),
        (
            #"[{"type": "field", "kind": "radialGravity", "items": ["box"], "strength": 1e39}]"#,
            "behaviors[0].strength: 1e+39 is outside [-1e+06, 1e+06]"
        ),
        (
            #"[{"type": "push", "items": ["box"], "mode": "continuous", "magnitude": 1.7e308}]"#,
            "behaviors[0].magnitude: 1.7e+308 is outside [-1e+06, 1e+06]"
        ),
        (
            #"[{"type": "itemProperties", "items": ["box"], "addLinearVelocity": [1e300, 0]}]"#,
            "behaviors[0].addLinearVelocity.dx: 1e+300 is outside [-1e+06, 1e+06]"
        ),
        (
            #"[{"type": "attachment", "kind": "sliding", "itemA": "box", "anchor": [160, 100], "axis": [1e39, 0]}]"#,
            "behaviors[0].axis.dx: 1e+39 is outside [-1e+06, 1e+06]"
        ),
        (
            #"[{"type": "snap", "item": "box", "snapPoint": [160, 100], "damping": 1e39}]"#,
            "behaviors[0].damping: 1e+39 is outside [0, 10000]"
        ),
    ])
    func behaviorParametersOutsideTheDomainAreRefused(behaviors: String, expected: String) {
        #expect(Self.problems(Self.scene(behaviors: behaviors)) == [expected])
    }

    @Test func scriptNumbersOutsideTheDomainAreRefused() {
        let json = Self.scene(
            behaviors:
                #"[{"name": "spring", "type": "attachment", "kind": "anchor", "itemA": "box", "anchor": [160, 0]}]"#,
            script: #"""
                [{"time": 0.5, "action": {"type": "set", "behavior": "spring", "property": "frequency", "value": 1e39}},
                 {"time": 1, "action": {"type": "addVelocity", "item": "box", "linear": [0, -1e300]}},
                 {"time": 2e300, "action": {"type": "moveItem", "item": "box", "center": [0, 0]}}]
                """#)
        #expect(
            Self.problems(json) == [
                "script[0].action.value: 1e+39 is outside [0, 10000]",
                "script[1].action.linear.dy: -1e+300 is outside [-1e+06, 1e+06]",
                "script[2].time: 2e+300 is outside [0, 1e+06]",
            ])
    }

    @Test func aSceneAtTheEdgesOfTheDomainValidatesAndRunsFinite() throws {
        let json = Self.scene(
            items: #"""
                [{"name": "box", "center": [160, 100], "size": [0.01, 0.01]},
                 {"name": "slab", "center": [160, 300], "size": [100000, 10]}]
                """#,
            behaviors: #"""
                [{"type": "gravity", "items": ["box", "slab"], "magnitude": 10000},
                 {"type": "itemProperties", "items": ["box"], "elasticity": 1000, "friction": 1000000, "density": 1000000,
                  "addLinearVelocity": [1000000, -1000000]},
                 {"type": "attachment", "kind": "anchor", "itemA": "slab", "anchor": [1000000, -1000000],
                  "frequency": 10000, "damping": 10000, "length": 1000000}]
                """#)
        #expect(Self.problems(json) == [])
        let run = try Scene(jsonData: Data(json.utf8)).makeRun()
        let errors = ErrorLog()
        DynamicsDiagnostics.$handler.withValue(DynamicsErrorHandler { errors.append($0) }) {
            run.animator.errorHandler = { errors.append($0) }
            run.advance(by: 1)
        }
        #expect(errors.errors.isEmpty, "\(errors.errors.map(\.message))")
        for name in ["box", "slab"] {
            let center = run.item(named: name)?.center ?? .zero
            #expect(center.x.isFinite && center.y.isFinite, "\(name) at \(center)")
        }
    }
}

/// Collects reported errors (the handler may run on any thread).
final class ErrorLog: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [DynamicsError] = []
    var errors: [DynamicsError] { lock.withLock { stored } }
    func append(_ e: DynamicsError) { lock.withLock { stored.append(e) } }
}
