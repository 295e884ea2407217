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
        // One problem a value: the key's own rule, not its domain too.
        (
            #"[{"type": "field", "kind": "radialGravity", "items": ["box"], "smoothness": -1}]"#,
            "behaviors[0].smoothness: only noise and turbulence fields have smoothness"
        ),
        (
            #"[{"type": "attachment", "kind": "anchor", "itemA": "box", "anchor": [160, 0], "offsetB": {"horizontal": 1e39, "vertical": 0}}]"#,
            "behaviors[0].offsetB: an anchor attachment takes no offsetB"
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

    /// Every number the format holds has a domain: each number of the every-case scene (which
    /// fills every optional key), set to 1e300 and to -1e300, is refused with a problem at that
    /// number's own path: `items[0].center[0]` at `items[0].center.x` or `items[0].center`,
    /// `referenceBounds[1][0]` at `referenceBounds`. A key whose form names no domain, and that
    /// no check of the validator's own covers, fails here.
    @Test func everyNumberOfEveryKeyIsChecked() throws {
        let document = try JSONParser.parse(Array(SceneFormatTests.everyCaseScene().jsonText().utf8))
        var numbers: [String] = []
        Self.forEachNumber(in: document, "") { path, _ in numbers.append(path) }
        #expect(numbers.count >= 80, "the every-case scene holds \(numbers.count) numbers")
        for path in numbers {
            for value in [1e300, -1e300] {
                let text = Self.replacing(path, in: document, "", with: .number(value)).formatted()
                let problems = Self.problems(text)
                #expect(
                    problems.contains { Self.stem($0.prefix { $0 != ":" }) == Self.stem(path) },
                    "\(path) = \(value): \(problems)")
            }
        }
    }

    /// Every reference to an item: each string of the every-case scene that names one of its
    /// items or groups (other than the item's own `name`), replaced by `"ghost"`, is refused with
    /// a problem at that string's path.
    @Test func everyReferenceToAnItemIsChecked() throws {
        let scene = SceneFormatTests.everyCaseScene()
        let names = Set(scene.items.map(\.name) + scene.groups.map(\.name))
        let document = try JSONParser.parse(Array(scene.jsonText().utf8))
        var references: [String] = []
        Self.forEachLeaf(in: document, "") { path, leaf in
            if case .string(let s) = leaf, names.contains(s), !path.hasSuffix(".name") {
                references.append(path)
            }
        }
        #expect(references.count >= 20, "the every-case scene names its items \(references.count) times")
        for path in references {
            let problems = Self.problems(
                Self.replacing(path, in: document, "", with: .string("ghost")).formatted())
            #expect(problems.contains { $0.hasPrefix(path + ": ") }, "\(path) = \"ghost\": \(problems)")
        }
    }

    /// Calls `body` with the path (`items[0].center[1]`) and value of every number in `value`.
    static func forEachNumber(in value: JSONValue, _ path: String, _ body: (String, Double) -> Void) {
        forEachLeaf(in: value, path) { path, leaf in
            if case .number(let n) = leaf { body(path, n) }
        }
    }

    /// Calls `body` with the path (`items[0].center[1]`) and value of every number, string,
    /// boolean and null in `value`.
    static func forEachLeaf(in value: JSONValue, _ path: String, _ body: (String, JSONValue) -> Void) {
        switch value {
        case .array(let elements):
            for (i, element) in elements.enumerated() { forEachLeaf(in: element, "\(path)[\(i)]", body) }
        case .object(let members):
            for (key, member) in members {
                forEachLeaf(in: member, path.isEmpty ? key : "\(path).\(key)", body)
            }
        default: body(path, value)
        }
    }

    /// `value` with the leaf at `target` replaced by `leaf`.
    static func replacing(_ target: String, in value: JSONValue, _ path: String, with leaf: JSONValue)
        -> JSONValue
    {
        switch value {
        case .array(let elements):
            .array(elements.enumerated().map { replacing(target, in: $1, "\(path)[\($0)]", with: leaf) })
        case .object(let members):
            .object(
                members.map {
                    ($0, replacing(target, in: $1, path.isEmpty ? $0 : "\(path).\($0)", with: leaf))
                })
        default: path == target ? leaf : value
        }
    }

    /// A path without its trailing indices and component names (`.x`, `.width`, `.point`,
    /// `.minimum`, …): the key that holds the number.
    static func stem<Path: StringProtocol>(_ path: Path) -> String {
        var path = String(path)
        let components = [
            ".x", ".y", ".dx", ".dy", ".width", ".height", ".horizontal", ".vertical", ".top", ".left",
            ".bottom",
            ".right", ".point", ".vector", ".minimum", ".maximum",
        ]
        while true {
            if path.hasSuffix("]"), let open = path.lastIndex(of: "[") {
                path = String(path[..<open])
            } else if let component = components.first(where: { path.hasSuffix($0) }) {
                path = String(path.dropLast(component.count))
            } else {
                return path
            }
        }
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
