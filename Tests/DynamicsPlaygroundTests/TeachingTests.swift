import Dynamics
import DynamicsScenes
import Foundation
import PlaygroundSession
import Testing

/// What the playground tells a learner, checked on the shared session directly (both transports
/// run this code): values read back after every change, refusals that name the value kept,
/// lessons, tips and an honest "Why still running?".
@Suite("Playground: what it teaches")
struct TeachingTests {
    /// The JSON text messages of `out`, parsed.
    private func messages(_ out: [Session.Outgoing]) -> [[String: Any]] {
        out.compactMap {
            guard case .text(let text) = $0 else { return nil }
            return try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        }
    }

    private func message(_ type: String, in out: [Session.Outgoing]) throws -> [String: Any] {
        try #require(messages(out).last { $0["type"] as? String == type }, "no \(type) message")
    }

    /// The index of the behavior labelled `label` in the session's inspector list.
    private func behavior(_ label: String, in start: [Session.Outgoing]) throws -> Int {
        let list = try #require(try message("inspector", in: start)["behaviors"] as? [[String: Any]])
        return try #require(list.first { $0["label"] as? String == label }?["index"] as? Int)
    }

    private func property(_ name: String, in answer: [String: Any]) -> Any? {
        (answer["properties"] as? [[String: Any]])?.first { $0["name"] as? String == name }?["value"]
    }

    /// Gravity's magnitude −1 reverses the pull: the answer reads the direction and angle back
    /// from the animator (up, −π/2), as the library holds them.
    @Test func gravityEditsReadEveryValueBack() throws {
        let session = try Session(scene: "basics-gravity", limits: .init())
        let start = session.start()
        let gravity = try behavior("gravity", in: start)
        let out = session.apply(.set(target: .behavior(gravity), property: "magnitude", value: .number(-1)))
        let answer = try message("property", in: out)
        #expect(answer["error"] == nil || answer["error"] is NSNull)
        let direction = try #require(property("direction", in: answer) as? [Double])
        #expect(abs(direction[0]) < 1e-6 && abs(direction[1] + 1) < 1e-6, "direction \(direction)")
        let angle = try #require(property("angle", in: answer) as? Double)
        #expect(abs(angle + Double.pi / 2) < 1e-6, "angle \(angle)")
        // Units and descriptions come with every property.
        let properties = try #require(answer["properties"] as? [[String: Any]])
        let magnitude = try #require(properties.first { $0["name"] as? String == "magnitude" })
        #expect(magnitude["unit"] as? String == "1 = 1000 pt/s²")
        #expect((magnitude["help"] as? String)?.isEmpty == false)
    }

    /// A refused item property names the value the item keeps (elasticity 0.7 → "kept 0.7"), not a
    /// fresh behavior's default, in the shortest text that reads back as the engine's Float.
    @Test func itemRefusalsNameTheKeptValue() throws {
        let session = try Session(scene: "chapter11-item-properties", limits: .init())
        _ = session.start()
        _ = session.apply(.set(target: .item(1), property: "elasticity", value: .number(0.7)))
        let out = session.apply(.set(target: .item(1), property: "elasticity", value: .number(-0.5)))
        let error = try #require(try message("property", in: out)["error"] as? String)
        #expect(error.hasSuffix("kept 0.7"), "\(error)")
        let density = session.apply(.set(target: .item(1), property: "density", value: .number(-1)))
        let refusal = try #require(try message("property", in: density)["error"] as? String)
        #expect(refusal.hasSuffix("kept 200"), "\(refusal)")
    }

    /// Giving a rod a frequency makes it a spring: the answer's properties gain the spring feel.
    @Test func aRodGivenAFrequencyShowsItsSpringFeel() throws {
        let session = try Session(scene: "basics-attachments", limits: .init())
        let start = session.start()
        let rod = try behavior("rod", in: start)
        let out = session.apply(.set(target: .behavior(rod), property: "frequency", value: .number(2)))
        let answer = try message("property", in: out)
        #expect(property("response", in: answer) as? Double == 0.5)
        #expect(property("dampingFraction", in: answer) != nil)
    }

    /// Dragging a field's handle moves the field, and the scene text and the inspector follow.
    @Test func aDraggedHandleIsWrittenIntoTheScene() throws {
        let session = try Session(scene: "basics-fields", limits: .init())
        let start = session.start()
        let handles = try #require(try message("scene", in: start)["handles"] as? [[String: Any]])
        let spring = try #require(handles.firstIndex { $0["label"] as? String == "field on spring-ball" })
        _ = session.apply(.pause)
        _ = session.apply(.moveHandle(handle: spring, to: CGPoint(x: 200, y: 400)))
        let inspector = try message("inspector", in: session.tick())
        let list = try #require(inspector["behaviors"] as? [[String: Any]])
        let field = try #require(list.first { $0["label"] as? String == "spring" })
        let position = (field["properties"] as? [[String: Any]])?.first {
            $0["name"] as? String == "position"
        }
        #expect(position?["value"] as? [Double] == [200, 400])
        let exported = try message("exported", in: session.apply(.export(.json, layers: [])))
        #expect((exported["text"] as? String)?.contains("[200, 400]") == true)
    }

    /// A scene's deliberate mistake is sent as its lesson; the welcome scene has tips and none.
    @Test func lessonsAndTips() throws {
        let gravity = try Session(scene: "chapter11-gravity", limits: .init())
        let settling = try message("settling", in: gravity.start())
        #expect((settling["lesson"] as? String)?.contains("On purpose") == true)
        let problems = try #require(settling["problems"] as? [[String: Any]])
        #expect(problems.allSatisfy { $0["lesson"] as? Bool == true })
        let welcome = try Session(scene: "welcome", limits: .init())
        let start = welcome.start()
        #expect((try message("scene", in: start)["tips"] as? [String])?.count ?? 0 >= 2)
        let calm = try message("settling", in: start)["lesson"]
        #expect(calm == nil || calm is NSNull, "no lesson: \(String(describing: calm))")
    }

    /// While a pointer holds an item, "Why still running?" says so and claims no time to rest.
    @Test func aHeldItemIsReportedAsHeld() throws {
        let session = try Session(scene: "welcome", limits: .init())
        _ = session.start()
        _ = session.apply(.grab(pointer: 1, item: 1, at: CGPoint(x: 200, y: 120)))
        var settling: [String: Any]?
        for i in 0..<40 {
            _ = session.apply(.move(pointer: 1, to: CGPoint(x: 200 + Double(i % 2) * 30, y: 120)))
            if let m = messages(session.tick()).last(where: { $0["type"] as? String == "settling" }) {
                settling = m
            }
        }
        let items = try #require(settling?["items"] as? [[String: Any]])
        let ball = try #require(items.first { $0["name"] as? String == "ball" })
        #expect((ball["causes"] as? [String])?.first?.hasPrefix("held by the pointer") == true)
        #expect(ball["rest"] == nil || ball["rest"] is NSNull, "no time to rest while held")
        #expect(ball["held"] as? Bool == true)
    }

    /// The collision delegate's contacts go out as they happen: in basics-collision the box lands
    /// on the ramp boundary, and the frame it does so has a `contacts` message saying so.
    @Test func collisionContactsAreSentAsTheyHappen() throws {
        let session = try Session(scene: "basics-collision", limits: .init())
        _ = session.start()
        var heard: [[String: Any]] = []
        for _ in 0..<180 {
            for m in messages(session.tick()) where m["type"] as? String == "contacts" {
                heard += (m["events"] as? [[String: Any]]) ?? []
            }
        }
        let ramp = heard.first { $0["item"] as? String == "box" && $0["other"] as? String == "ramp" }
        #expect(ramp?["boundary"] as? Bool == true, "\(heard.prefix(6))")
        // On the ramp's top edge, from (20, 240) to (240, 330): within 3 pt of the line.
        let x = try #require(ramp?["x"] as? Double)
        let y = try #require(ramp?["y"] as? Double)
        let onLine = abs((90 * (x - 20) - 220 * (y - 240)) / (90 * 90 + 220 * 220).squareRoot())
        #expect(onLine < 3, "contact at (\(x), \(y)), \(onLine) pt from the ramp")
    }
}
