import DynamicsPlayground
import DynamicsScenes
import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("Scene text and exports", .timeLimit(.minutes(2)))
struct SceneTextTests {
    var app: LivePlayground { LivePlayground() }

    /// A client that takes the exports (an animated SVG is bigger than a frame).

    /// A `sceneText` message carrying `text`.
    func sceneText(_ text: String) throws -> String {
        let data = try JSONSerialization.data(withJSONObject: ["type": "sceneText", "text": text])
        return String(decoding: data, as: UTF8.self)
    }

    /// `text` with the first match of `pattern` replaced.
    func replacing(_ pattern: String, in text: String, with replacement: String) throws -> String {
        let regex = try NSRegularExpression(pattern: pattern)
        guard let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
            let range = Range(match.range, in: text)
        else { return text }
        return text.replacingCharacters(in: range, with: replacement)
    }

    func catalogueText(_ name: String) throws -> String {
        String(decoding: try SceneCatalog.scene(named: name)!.jsonData(), as: UTF8.self)
    }

    @Test func validTextReloadsTheScene() async throws {
        let text = try replacing(
            #""name"\s*:\s*"falling-square""#, in: try catalogueText("falling-square"),
            with: #""name": "my-square""#)
        #expect(text.contains("my-square"))
        _ = try await app.run { client in
            try await client.ws("/ws?scene=flick") { inbound, outbound in
                var reader = SessionReader(inbound)
                try await outbound.send(#"{"type":"export","format":"json"}"#)
                let exported = try await reader.json("exported")
                #expect(exported["format"] as? String == "json")
                #expect(exported["text"] as? String == (try catalogueText("flick")))
                try await outbound.send(try sceneText(text))
                let answer = try await reader.json("sceneProblems")
                #expect(answer["loaded"] as? Bool == true)
                #expect((answer["problems"] as? [Any])?.isEmpty == true)
                let scene = try await reader.json("scene")
                #expect(scene["name"] as? String == "my-square")
                // Restart keeps the scene from text.
                try await outbound.send(#"{"type":"restart"}"#)
                #expect(try await reader.json("scene")["name"] as? String == "my-square")
            }
        }
    }

    @Test func invalidTextGetsPathNamedProblemsAndTheSceneRunsOn() async throws {
        var text = try catalogueText("sticky-corners")
        // A negative duration and an unknown key.
        text = try replacing(#""duration"\s*:\s*[-0-9.e+]+"#, in: text, with: #""duration": -1"#)
        text = try replacing(#""name"\s*:\s*"sticky-corners""#, in: text, with: #""name": "x", "colour": 3"#)
        let broken = text
        _ = try await app.run { client in
            try await client.ws("/ws?scene=flick") { inbound, outbound in
                var reader = SessionReader(inbound)
                _ = try await reader.json("scene")
                try await outbound.send(try sceneText(broken))
                let answer = try await reader.json("sceneProblems")
                #expect(answer["loaded"] as? Bool == false)
                let problems = try #require(answer["problems"] as? [[String: String]])
                let paths = problems.compactMap { $0["path"] }
                #expect(paths.contains("colour"), "\(problems)")
                #expect(paths.contains("duration"), "\(problems)")
                let before = try await reader.frame()
                let after = try await reader.frame(where: { $0.index >= before.index + 5 })
                #expect(after.poses.count == before.poses.count, "flick runs on")
            }
        }
    }

    @Test func hostileTextGetsItsDocumentedAnswers() async throws {
        _ = try await app.run { client in
            try await client.ws("/ws?scene=flick") { inbound, outbound in
                var reader = SessionReader(inbound)
                _ = try await reader.json("scene")
                // Nested 60 000 deep: the scene reader stops at its depth limit.
                try await outbound.send(try sceneText(String(repeating: "[", count: 60_000)))
                let deep = try await reader.json("sceneProblems")
                let deepProblem = try #require((deep["problems"] as? [[String: String]])?.first)
                #expect(deepProblem["path"] == "$")
                #expect(deepProblem["message"]?.contains("deep") == true, "\(deepProblem)")
                // The same depth in the message itself: an error frame.
                let nested = #"{"type":"sceneText","text":"# + String(repeating: "[", count: 60_000)
                try await outbound.send(nested)
                let malformed = try #require(try await reader.json("error")["message"] as? String)
                #expect(malformed.contains("malformed") || malformed.contains("invalid"), "\(malformed)")
                // NaN is not JSON.
                let nan = try replacing(
                    #""duration"\s*:\s*[-0-9.e+]+"#, in: try catalogueText("flick"), with: #""duration": NaN"#
                )
                #expect(nan.contains("NaN"))
                try await outbound.send(try sceneText(nan))
                let nanProblem = try #require(
                    (try await reader.json("sceneProblems")["problems"] as? [[String: String]])?.first)
                #expect(nanProblem["path"] == "$", "\(nanProblem)")
                // Not an object at all, and empty text.
                for text in ["42", ""] {
                    try await outbound.send(try sceneText(text))
                    let answer = try await reader.json("sceneProblems")
                    #expect((answer["problems"] as? [Any])?.isEmpty == false, "\(text): \(answer)")
                }
                let frame = try await reader.frame()
                let later = try await reader.frame(where: { $0.index >= frame.index + 5 })
                #expect(later.index >= frame.index + 5, "the session goes on")
            }
        }
    }

    @Test func tenMegabytesOfSceneTextCloseWithMessageTooBigAndTheServerGoesOn() async throws {
        _ = try await app.run { client in
            // The server answers the first frame header over 64 KiB with close 1009 and drops the
            // connection; a client still writing the other 10 MB may see the drop before the
            // close frame, so either ends this session, and a new one plays.
            let close = try? await client.ws("/ws") { inbound, outbound in
                var reader = SessionReader(inbound)
                _ = try await reader.frame()
                try? await outbound.send(try sceneText(String(repeating: " ", count: 10_000_000)))
                while (try? await reader.next()) != nil {}
            }
            if let code = close?.code { #expect(code == 1009) }
            try await client.ws("/ws?scene=flick") { inbound, _ in
                var reader = SessionReader(inbound)
                let first = try await reader.frame()
                let later = try await reader.frame(where: { $0.index >= first.index + 5 })
                #expect(later.index >= first.index + 5)
            }
        }
    }

    @Test func theCodeTabAsksForTheSceneAsSwift() async throws {
        _ = try await app.run { client in
            try await client.ws("/ws?scene=falling-square") {
                inbound, outbound in
                var reader = SessionReader(inbound)
                _ = try await reader.json("scene")
                try await outbound.send(#"{"type":"export","format":"swift"}"#)
                let exported = try await reader.json("exported")
                #expect(exported["format"] as? String == "swift")
                #expect(exported["name"] as? String == "falling-square.swift")
                #expect((exported["text"] as? String)?.contains("falling-square") == true)
            }
        }
    }

    @Test func theFrameExportsAsAnSVGDocument() async throws {
        _ = try await app.run { client in
            try await client.ws("/ws?scene=sticky-corners") {
                inbound, outbound in
                var reader = SessionReader(inbound)
                _ = try await reader.frame(where: { $0.index >= 10 })
                try await outbound.send(#"{"type":"export","format":"svg","layers":["contacts","fields"]}"#)
                let exported = try await reader.json("exported")
                let svg = try #require(exported["text"] as? String)
                #expect(exported["format"] as? String == "svg")
                #expect((exported["name"] as? String)?.hasSuffix(".svg") == true)
                #expect(XMLParser(data: Data(svg.utf8)).parse(), "the SVG parses as XML")
                #expect(svg.hasPrefix("<svg"))
                #expect(svg.contains("debug-fields") || svg.contains("debug-contacts"))
                try await outbound.send(#"{"type":"export","format":"svg","layers":["glitter"]}"#)
                let refused = try #require(try await reader.json("error")["message"] as? String)
                #expect(refused.contains("unknown layer 'glitter'"), "\(refused)")
            }
        }
    }

    @Test func theLastSecondsExportAsAnAnimatedSVG() async throws {
        _ = try await app.run { client in
            try await client.ws("/ws?scene=falling-square") {
                inbound, outbound in
                var reader = SessionReader(inbound)
                _ = try await reader.frame(where: { $0.index >= 30 })
                try await outbound.send(#"{"type":"export","format":"animatedSVG"}"#)
                let exported = try await reader.json("exported")
                let svg = try #require(exported["text"] as? String)
                #expect(XMLParser(data: Data(svg.utf8)).parse(), "the animated SVG parses as XML")
                #expect(svg.contains("<animateTransform") || svg.contains("<animate"))
                // One value per recorded frame (30 per second): at least 15 after half a second.
                let values =
                    svg.components(separatedBy: "values=\"").dropFirst().first?
                    .prefix { $0 != "\"" } ?? ""
                #expect(values.split(separator: ";").count >= 15, "\(values.prefix(200))")
            }
        }
    }
}
