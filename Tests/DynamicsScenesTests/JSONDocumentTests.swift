import DynamicsScenes
import Foundation
import Testing

/// The flat document the scene reader walks (`JSONDocument`): the same values as a tree, the same
/// duplicate-key rule as `String`'s equality, and problems named at the same paths.
@Suite struct JSONDocumentTests {
    /// A random tree: every kind of value, keys and strings with escapes and text beyond ASCII.
    static func randomValue(_ state: inout UInt64, depth: Int = 0) -> JSONValue {
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let words = [
            "a", "ab", "name", "quote\"d", "back\\slash", "tab\tline\n", "é", "e\u{301}", "🙂", "\u{212A}", "",
        ]
        switch next(depth > 4 ? 4 : 7) {
        case 0: return .null
        case 1: return .bool(next(2) == 0)
        case 2: return .number(Double(next(2_000_001) - 1_000_000) / Double([1, 10, 1000, 7][next(4)]))
        case 3: return .string(words[next(words.count)] + words[next(words.count)])
        case 4, 5:
            return .array((0..<next(6)).map { _ in randomValue(&state, depth: depth + 1) })
        default:
            // Distinct keys (as `String`'s == has it): a key equal to an earlier one is skipped.
            var members: [(key: String, value: JSONValue)] = []
            for i in 0..<next(6) {
                let key = words[next(words.count)] + "\(i)"
                if members.contains(where: { $0.key == key }) { continue }
                members.append((key, randomValue(&state, depth: depth + 1)))
            }
            return .object(members)
        }
    }

    @Test func parsedTextGivesTheTreeItWasWrittenFrom() throws {
        var state: UInt64 = 40
        for _ in 0..<2_000 {
            let value = Self.randomValue(&state)
            let text = value.formatted()
            // The writer sorts keys: the text read back is written again byte for byte.
            let document = try JSONParser.document(Array(text.utf8))
            #expect(document.value(at: 0).formatted() == text)
            #expect(JSONDocument(value).value(at: 0) == value)
        }
    }

    @Test func duplicateKeysFollowStringEquality() {
        // The Kelvin sign is canonically equal to "K", as `String`'s == has it: a duplicate.
        #expect(throws: (any Error).self) {
            try JSONParser.document(Array("{\"K\": 1, \"\u{212A}\": 2}".utf8))
        }
        // The same key once written with an escape.
        #expect(throws: (any Error).self) {
            try JSONParser.document(Array(#"{"name": 1, "na\u006De": 2}"#.utf8))
        }
        // Past sixteen keys duplicates are found in a set: the twentieth repeats the third.
        let many = (0..<19).map { "\"k\($0)\": \($0)" } + ["\"k2\": 0"]
        do {
            _ = try JSONParser.document(Array(("{" + many.joined(separator: ", ") + "}").utf8))
            Issue.record("a duplicate key past the sixteenth was not found")
        } catch {
            #expect(error.description.hasSuffix("duplicate key \"k2\""))
        }
    }

    @Test func escapedKeysAreReadAndUnknownOnesNamedAtTheirPaths() throws {
        let scene = try Scene(
            jsonText:
                #"{"na\u006De": "esc", "referenceBounds": [[0, 0], [320, 480]], "items": [{"name": "a", "center": [1, 2], "size": [3, 4]}]}"#
        )
        #expect(scene.name == "esc" && scene.items.count == 1)
        let text = """
            {"name": "deep", "referenceBounds": [[0, 0], [320, 480]],
             "items": [{"name": "a", "center": [1, 2], "size": [3, 4]}],
             "script": [{"time": 0.5, "action": {"type": "drag", "item": "a",
                "path": [{"time": 0, "point": [1, 2]}, {"time": 0.1, "point": [3, "x"]}]}}]}
            """
        #expect(
            throws: SceneFileError(
                path: "script[0].action.path[1].point[1]", message: "expected a number, found \"x\"")
        ) {
            try Scene(jsonText: text)
        }
        let unknown = text.replacingOccurrences(of: #"[3, "x"]"#, with: #"[3, 4], "poynt": 1"#)
        #expect(
            throws: SceneFileError(
                path: "script[0].action.path[1].poynt",
                message: "unknown key \"poynt\"; did you mean \"point\"?")
        ) {
            try Scene(jsonText: unknown)
        }
    }
}
