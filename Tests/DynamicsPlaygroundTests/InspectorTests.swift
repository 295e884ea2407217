import DynamicsPlayground
import Foundation
import Synchronization
import Testing

@Suite("Inspector", .timeLimit(.minutes(2)))
struct InspectorTests {
    var app: LivePlayground { LivePlayground() }

    /// The behavior entry labelled `label` of an `inspector` message.
    func behavior(_ label: String, in inspector: [String: Any]) throws -> [String: Any] {
        let list = try #require(inspector["behaviors"] as? [[String: Any]])
        return try #require(list.first { $0["label"] as? String == label }, "no behavior \(label)")
    }

    func property(_ name: String, of entry: [String: Any]) throws -> [String: Any] {
        let properties = try #require(entry["properties"] as? [[String: Any]])
        return try #require(properties.first { $0["name"] as? String == name }, "no property \(name)")
    }

    @Test func theNoiseFieldSceneListsItsBehaviorsWithValuesAndRanges() async throws {
        _ = try await app.run { client in
            try await client.ws("/ws?scene=noise-field") { inbound, _ in
                var reader = SessionReader(inbound)
                let inspector = try await reader.json("inspector")
                let noise = try behavior("noise", in: inspector)
                #expect(noise["kind"] as? String == "field")
                #expect(noise["items"] as? [String] == ["square", "ellipse"])
                // The seed 003 demo's three sliders, with its values.
                #expect(try property("strength", of: noise)["value"] as? Double == 0.5)
                #expect(try property("smoothness", of: noise)["value"] as? Double == 1)
                #expect(try property("animationSpeed", of: noise)["value"] as? Double == 0.5)
                #expect(try property("strength", of: noise)["typical"] as? [Double] == [0, 25])
                #expect(try property("smoothness", of: noise)["domain"] as? [Double] == [0, 1])
                let gravity = try behavior("gravity", in: inspector)
                #expect(try property("magnitude", of: gravity)["kind"] as? String == "number")
                #expect(try property("direction", of: gravity)["kind"] as? String == "vector")
            }
        }
    }

    @Test func aValidSetChangesTheValueAndTheMotion() async throws {
        // Two sessions of the same scene: one with gravity tripled; the square falls faster there.
        func fall(magnitude: Double?) async throws -> Float {
            let drop = Mutex<Float>(0)
            _ = try await app.run { client in
                try await client.ws("/ws?scene=falling-square") {
                    inbound, outbound in
                    var reader = SessionReader(inbound)
                    let inspector = try await reader.json("inspector")
                    let list = try #require(inspector["behaviors"] as? [[String: Any]])
                    let index = try #require(list.firstIndex { $0["kind"] as? String == "gravity" })
                    try await outbound.send(#"{"type":"pause"}"#)
                    try await outbound.send(#"{"type":"restart"}"#)
                    _ = try await reader.json("scene")
                    if let magnitude {
                        try await outbound.send(
                            #"{"type":"set","behavior":\#(index),"property":"magnitude","value":\#(magnitude)}"#
                        )
                        let answer = try await reader.json("property")
                        // Gravity keeps a direction vector: the magnitude read back is its length.
                        let value = try #require(answer["value"] as? Double)
                        #expect(abs(value - magnitude) < 1e-9, "\(value)")
                        #expect(answer["error"] == nil)
                    }
                    let start = try await reader.frame()
                    for _ in 0..<20 { try await outbound.send(#"{"type":"step"}"#) }
                    let end = try await reader.frame(where: { $0.index >= start.index + 20 })
                    drop.withLock { $0 = end.poses[0].y - start.poses[0].y }
                }
            }
            return drop.withLock { $0 }
        }
        let normal = try await fall(magnitude: nil)
        let strong = try await fall(magnitude: 3)
        #expect(normal > 1)
        #expect(strong > normal * 2, "tripled gravity: \(strong) pt vs \(normal) pt in 20 frames")
    }

    @Test func aRefusedValueGetsTheLibrarysMessageAndSteppingGoesOn() async throws {
        _ = try await app.run { client in
            try await client.ws("/ws?scene=noise-field") { inbound, outbound in
                var reader = SessionReader(inbound)
                let inspector = try await reader.json("inspector")
                let list = try #require(inspector["behaviors"] as? [[String: Any]])
                let index = try #require(list.firstIndex { $0["label"] as? String == "noise" })
                try await outbound.send(
                    #"{"type":"set","behavior":\#(index),"property":"smoothness","value":3}"#)
                let answer = try await reader.json("property")
                let message = try #require(answer["error"] as? String)
                #expect(message == "FieldBehavior.smoothness: 3 is outside [0, 1]; kept 1", "\(message)")
                #expect(answer["value"] as? Double == 1)
                // Unknown properties and wrong kinds are named too.
                try await outbound.send(#"{"type":"set","behavior":\#(index),"property":"colour","value":1}"#)
                let unknown = try #require(try await reader.json("property")["error"] as? String)
                #expect(unknown.contains("has no property 'colour'"), "\(unknown)")
                try await outbound.send(
                    #"{"type":"set","behavior":\#(index),"property":"strength","value":true}"#)
                let kind = try #require(try await reader.json("property")["error"] as? String)
                #expect(kind.contains("takes a number, not a bool"), "\(kind)")
                // A field's region: a radius makes a circle; a radius the library refuses keeps it.
                try await outbound.send(
                    #"{"type":"set","behavior":\#(index),"property":"region","value":100}"#)
                let circle = try await reader.json("property")
                #expect(circle["value"] as? String == "radius 100 pt")
                #expect(circle["error"] == nil)
                try await outbound.send(
                    #"{"type":"set","behavior":\#(index),"property":"region","value":1e9}"#)
                let huge = try #require(try await reader.json("property")["error"] as? String)
                #expect(huge.hasPrefix("FieldBehavior.region: "), "\(huge)")
                #expect(huge.hasSuffix("kept radius 100 pt"), "\(huge)")
                try await outbound.send(#"{"type":"set","behavior":999,"property":"strength","value":1}"#)
                let range = try #require(try await reader.json("error")["message"] as? String)
                #expect(range.contains("set: behavior 999 is out of range"), "\(range)")
                let before = try await reader.frame()
                let after = try await reader.frame(where: { $0.index >= before.index + 10 })
                #expect(after.index >= before.index + 10)
            }
        }
    }

    @Test func aBehaviorsChangeIsWrittenIntoTheSceneTextAndKeptByRestart() async throws {
        _ = try await app.run { client in
            try await client.ws("/ws?scene=noise-field") { inbound, outbound in
                var reader = SessionReader(inbound)
                let inspector = try await reader.json("inspector")
                let list = try #require(inspector["behaviors"] as? [[String: Any]])
                let index = try #require(list.firstIndex { $0["label"] as? String == "noise" })
                try await outbound.send(
                    #"{"type":"set","behavior":\#(index),"property":"strength","value":25}"#)
                _ = try await reader.json("property")
                try await outbound.send(#"{"type":"export","format":"json"}"#)
                let text = try #require(try await reader.json("exported")["text"] as? String)
                #expect(text.contains(#""strength": 25"#), "\(text.prefix(600))")
                try await outbound.send(#"{"type":"restart"}"#)
                let again = try await reader.json("inspector")
                let noise = try behavior("noise", in: again)
                #expect(try property("strength", of: noise)["value"] as? Double == 25)
            }
        }
    }

    /// Chapter 11's rod, made a spring in SwiftUI's words: `response` 0.5 s is `frequency` 2 in
    /// the scene text (UIKit's names are kept), and the inspector shows the period.
    @Test func aSpringIsEditedInSwiftUIsWordsAndTheSceneTextKeepsUIKits() async throws {
        _ = try await app.run { client in
            try await client.ws("/ws?scene=chapter11-attachment-challenge") {
                inbound, outbound in
                var reader = SessionReader(inbound)
                let inspector = try await reader.json("inspector")
                let list = try #require(inspector["behaviors"] as? [[String: Any]])
                let index = try #require(list.firstIndex { $0["label"] as? String == "attachment" })
                try await outbound.send(
                    #"{"type":"set","behavior":\#(index),"property":"frequency","value":1}"#)
                _ = try await reader.json("property")
                try await outbound.send(
                    #"{"type":"set","behavior":\#(index),"property":"response","value":0.5}"#)
                let answer = try await reader.json("property")
                #expect(answer["error"] == nil, "\(answer)")
                #expect(answer["value"] as? Double == 0.5)
                try await outbound.send(#"{"type":"export","format":"json"}"#)
                let text = try #require(try await reader.json("exported")["text"] as? String)
                #expect(
                    text.contains(#""frequency": 2"#) && !text.contains("response"), "\(text.prefix(900))")
                try await outbound.send(
                    #"{"type":"set","behavior":\#(index),"property":"response","value":0}"#)
                let refused = try await reader.json("property")
                #expect(
                    (refused["error"] as? String)?.contains("response: 0 must be a positive number") == true,
                    "\(refused)")
            }
        }
    }

    @Test func anItemsMaterialIsInspectedAndChanged() async throws {
        _ = try await app.run { client in
            try await client.ws("/ws?scene=falling-square") {
                inbound, outbound in
                var reader = SessionReader(inbound)
                _ = try await reader.json("scene")
                try await outbound.send(#"{"type":"inspect","item":0}"#)
                let material = try await reader.json("itemInspector")
                #expect(material["name"] as? String == "square")
                let names = (material["properties"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
                #expect(
                    names == [
                        "elasticity", "friction", "density", "resistance", "angularResistance", "charge",
                        "isAnchored", "allowsRotation",
                    ])
                try await outbound.send(#"{"type":"set","item":0,"property":"elasticity","value":0.9}"#)
                let answer = try await reader.json("property")
                #expect(answer["value"] as? Double == 0.9)
                #expect(answer["item"] as? Int == 0)
                try await outbound.send(#"{"type":"set","item":0,"property":"density","value":-1}"#)
                let refused = try #require(try await reader.json("property")["error"] as? String)
                #expect(refused.contains("density") && refused.contains("-1"), "\(refused)")
                try await outbound.send(#"{"type":"inspect","item":0}"#)
                let again = try await reader.json("itemInspector")
                let elasticity = (again["properties"] as? [[String: Any]])?.first {
                    $0["name"] as? String == "elasticity"
                }
                #expect(elasticity?["value"] as? Double == 0.9)
                try await outbound.send(#"{"type":"set","item":7,"property":"density","value":1}"#)
                let range = try #require(try await reader.json("error")["message"] as? String)
                #expect(range.contains("set: item 7 is out of range"), "\(range)")
            }
        }
    }

    /// The item's material follows time travel: scrubbed back to before an edit, the inspector
    /// shows the scene's value again (the run's input log says so, not a copy in the session),
    /// and the scrub resends the behavior list right away, which makes the page ask again.
    @Test func anItemsMaterialFollowsTimeTravel() async throws {
        _ = try await app.run { client in
            try await client.ws("/ws?scene=falling-square") {
                inbound, outbound in
                var reader = SessionReader(inbound)
                _ = try await reader.json("scene")
                _ = try await reader.frame(where: { $0.index >= 30 })
                try await outbound.send(#"{"type":"set","item":0,"property":"elasticity","value":0.9}"#)
                #expect(try await reader.json("property")["error"] == nil)
                _ = try await reader.frame(where: { $0.index >= 60 })
                try await outbound.send(#"{"type":"pause"}"#)
                _ = try await reader.frame(where: { !$0.playing })
                func elasticity() async throws -> Double? {
                    try await outbound.send(#"{"type":"inspect","item":0}"#)
                    let material = try await reader.json("itemInspector")
                    let property = (material["properties"] as? [[String: Any]])?.first {
                        $0["name"] as? String == "elasticity"
                    }
                    return property?["value"] as? Double
                }
                #expect(try await elasticity() == 0.9)
                try await outbound.send(#"{"type":"scrub","frame":10}"#)
                // Paused, the scrub resends the behavior list at once: the page's cue to ask for
                // the shown item's material again.
                _ = try await reader.json("inspector")
                _ = try await reader.json("timeline")
                let before = try #require(try await elasticity())
                #expect(before != 0.9, "the scene's value before the edit")
            }
        }
    }
}
