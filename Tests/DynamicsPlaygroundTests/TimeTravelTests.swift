import Dynamics
import DynamicsPlayground
import DynamicsScenes
import Foundation
import Testing

/// Time travel, the input log and the code tab, over the wire.
@Suite("Time travel", .timeLimit(.minutes(2)))
struct TimeTravelTests {
    var app: LivePlayground { LivePlayground() }

    /// The `inputLog` answer, decoded: the log and the state hash it reaches.
    struct FetchedLog {
        var log: InputLog
        var frame: Int
        var stateHash: String

        init(_ message: [String: Any]) throws {
            let object = try #require(message["log"])
            let data = try JSONSerialization.data(withJSONObject: object)
            log = try JSONDecoder().decode(InputLog.self, from: data)
            frame = try #require(message["frame"] as? Int)
            stateHash = try #require(message["stateHash"] as? String)
        }

        /// Replays the log on a fresh run of the scene and returns its hash.
        func replayedHash() throws -> String {
            let scene = try #require(SceneCatalog.scene(named: log.scene))
            let run = try scene.makeRun(replaying: log)
            #expect(run.frameCount == frame)
            return String(run.stateHash, radix: 16)
        }
    }

    @Test func theInputLogReplaysToTheSessionsState() async throws {
        _ = try await app.run { client in
            try await client.ws("/ws?scene=falling-square") {
                inbound, outbound in
                var reader = SessionReader(inbound)
                _ = try await reader.json("scene")
                let start = try await reader.frame()
                let p = start.poses[0]
                try await outbound.send(#"{"type":"grab","item":0,"x":\#(p.x + 5),"y":\#(p.y)}"#)
                try await outbound.send(#"{"type":"move","x":120,"y":160}"#)
                _ = try await reader.frame(where: { $0.index >= start.index + 20 })
                try await outbound.send(#"{"type":"release","vx":300,"vy":-200}"#)
                try await outbound.send(#"{"type":"drop","shape":"ball","x":100,"y":40}"#)
                _ = try await reader.json("itemAdded")
                try await outbound.send(#"{"type":"push","item":1,"x":100,"y":45,"dx":0.5,"dy":-1}"#)
                try await outbound.send(#"{"type":"set","item":0,"property":"elasticity","value":0.9}"#)
                #expect(try await reader.json("property")["error"] == nil)
                try await outbound.send(#"{"type":"speed","value":0.5}"#)
                _ = try await reader.frame(where: { $0.index >= start.index + 60 })
                try await outbound.send(#"{"type":"pause"}"#)
                let paused = try await reader.frame(where: { !$0.playing })
                try await outbound.send(#"{"type":"inputLog"}"#)
                let fetched = try FetchedLog(try await reader.json("inputLog"))
                #expect(fetched.frame == paused.index)
                #expect(fetched.stateHash == String(paused.stateHash, radix: 16))
                let kinds = fetched.log.events.map { "\($0.action)".prefix(while: { $0 != "(" }) }
                #expect(
                    kinds == ["grab", "moveDrag", "release", "drop", "push", "setItem", "setSpeed"],
                    "\(kinds)")
                #expect(try fetched.replayedHash() == fetched.stateHash)
            }
        }
    }

    @Test func resumingFromAScrubbedFrameDiscardsTheFutureAndReplays() async throws {
        _ = try await app.run { client in
            try await client.ws("/ws?scene=falling-square") {
                inbound, outbound in
                var reader = SessionReader(inbound)
                _ = try await reader.json("scene")
                // Every input is sent while paused, so it lands in a known frame however far the
                // reader lags behind the server; frame numbers are relative to where it landed.
                let first = try await reader.pause(outbound)
                try await outbound.send(#"{"type":"push","item":0,"x":160,"y":100,"dx":1,"dy":0}"#)
                try await outbound.send(#"{"type":"play"}"#)
                _ = try await reader.frame(where: { $0.index >= first.index + 170 })
                let second = try await reader.pause(outbound)
                try await outbound.send(#"{"type":"push","item":0,"x":160,"y":100,"dx":-3,"dy":-2}"#)
                try await outbound.send(#"{"type":"play"}"#)
                _ = try await reader.frame(where: { $0.index >= second.index + 10 })
                let live = try await reader.pause(outbound)
                // Back to a frame between the pushes, then one frame back and forward again.
                let middle = first.index + 70
                try await outbound.send(#"{"type":"scrub","frame":\#(middle)}"#)
                // The restored frame comes first, then the timeline.
                let scrubbed = try await reader.frame(where: { $0.index == middle })
                let timeline = try await reader.json("timeline")
                #expect(timeline["frame"] as? Int == middle)
                #expect(timeline["live"] as? Int == live.index)
                #expect(timeline["scrubbing"] as? Bool == true)
                try await outbound.send(#"{"type":"stepBack"}"#)
                _ = try await reader.frame(where: { $0.index == middle - 1 })
                try await outbound.send(#"{"type":"step"}"#)
                let again = try await reader.frame(where: { $0.index == middle })
                #expect(again.stateHash == scrubbed.stateHash, "a frame rebuilt twice is the same frame")
                // Forward to the live end: the same state as before the scrub.
                try await outbound.send(#"{"type":"scrub","frame":\#(live.index)}"#)
                let back = try await reader.frame(where: { $0.index == live.index })
                #expect(back.stateHash == live.stateHash)
                // Back again, play on from there with new input: the second push is gone.
                try await outbound.send(#"{"type":"scrub","frame":\#(middle)}"#)
                _ = try await reader.frame(where: { $0.index == middle })
                try await outbound.send(#"{"type":"play"}"#)
                _ = try await reader.frame(where: { $0.index >= middle + 20 && $0.playing })
                let third = try await reader.pause(outbound)
                try await outbound.send(#"{"type":"push","item":0,"x":150,"y":100,"dx":0,"dy":-2}"#)
                try await outbound.send(#"{"type":"play"}"#)
                _ = try await reader.frame(where: { $0.index >= third.index + 60 })
                let paused = try await reader.pause(outbound)
                try await outbound.send(#"{"type":"inputLog"}"#)
                let fetched = try FetchedLog(try await reader.json("inputLog"))
                #expect(fetched.frame == paused.index)
                #expect(fetched.log.events.count == 2, "\(fetched.log.events)")
                #expect(fetched.log.events.first?.frame ?? .max < middle)
                #expect(fetched.log.events.last?.frame ?? 0 >= middle + 20)
                #expect(try fetched.replayedHash() == String(paused.stateHash, radix: 16))
                // The history now ends at the resumed run's frame.
                try await outbound.send(#"{"type":"scrub","frame":\#(middle + 50)}"#)
                let after = try await reader.json("timeline")
                #expect(after["live"] as? Int == paused.index)
            }
        }
    }

    @Test func scrubbingOutsideTheKeptSpanIsAnErrorAndTheSessionGoesOn() async throws {
        _ = try await app.run { client in
            try await client.ws("/ws?scene=flick") { inbound, outbound in
                var reader = SessionReader(inbound)
                _ = try await reader.json("scene")
                let start = try await reader.frame(where: { $0.index >= 10 })
                try await outbound.send(#"{"type":"scrub","frame":100000}"#)
                let error = try #require(try await reader.json("error")["message"] as? String)
                #expect(error.contains("scrub: frame 100000 is outside the kept span 0…"), "\(error)")
                try await outbound.send(#"{"type":"scrub","frame":-5}"#)
                #expect((try await reader.json("error")["message"] as? String)?.contains("-5") == true)
                try await outbound.send(#"{"type":"scrub"}"#)
                #expect(try await reader.json("error")["message"] as? String == "scrub: missing 'frame'")
                try await outbound.send(#"{"type":"scrub","frame":"ten"}"#)
                _ = try await reader.json("error")
                let later = try await reader.frame(where: { $0.index >= start.index + 20 })
                #expect(later.playing)
            }
        }
    }

    @Test func theHistoryKeepsTenSecondsAndForgetsOlderFrames() async throws {
        _ = try await app.run { client in
            try await client.ws("/ws?scene=falling-square") {
                inbound, outbound in
                var reader = SessionReader(inbound)
                _ = try await reader.json("scene")
                // Pause, then step past ten seconds quickly? Stepping is one frame a message:
                // play instead and wait in scene time.
                _ = try await reader.frame(where: { $0.index >= 640 })
                try await outbound.send(#"{"type":"pause"}"#)
                let paused = try await reader.frame(where: { !$0.playing })
                try await outbound.send(#"{"type":"scrub","frame":\#(paused.index - 600)}"#)
                let timeline = try await reader.json("timeline")
                #expect(timeline["first"] as? Int == paused.index - 600)
                try await outbound.send(#"{"type":"scrub","frame":\#(paused.index - 601)}"#)
                #expect(
                    (try await reader.json("error")["message"] as? String)?.contains("outside the kept span")
                        == true)
            }
        }
    }

    @Test func aBigSceneKeepsFewerSnapshotsAndRestepsBetweenThem() async throws {
        // 300 items: a snapshot is far bigger than a catalogue scene's, so the history keeps one
        // every few frames and rebuilds the frames between by replaying from the one before.
        let scene = FrameCostBenchmark.pile(300, width: 600, height: 900, lift: 200)
        let text = String(decoding: try scene.jsonData(), as: UTF8.self)
        let message = try JSONSerialization.data(withJSONObject: ["type": "sceneText", "text": text])
        #expect(message.count < 64 * 1024)
        _ = try await app.run { client in
            try await client.ws("/ws?scene=falling-square") {
                inbound, outbound in
                var reader = SessionReader(inbound)
                _ = try await reader.json("scene")
                try await outbound.send(String(decoding: message, as: UTF8.self))
                #expect(try await reader.json("sceneProblems")["loaded"] as? Bool == true)
                _ = try await reader.frame(where: { $0.index >= 20 && $0.poses.count == 300 })
                try await outbound.send(#"{"type":"push","item":7,"x":40,"y":600,"dx":5,"dy":-5}"#)
                _ = try await reader.frame(where: { $0.index >= 100 })
                try await outbound.send(#"{"type":"pause"}"#)
                let live = try await reader.frame(where: { !$0.playing })
                try await outbound.send(#"{"type":"scrub","frame":53}"#)
                let at53 = try await reader.frame(where: { $0.index == 53 })
                let timeline = try await reader.json("timeline")
                let interval = try #require(timeline["interval"] as? Int)
                #expect(interval > 1 && 53 % interval != 0, "interval \(interval)")
                #expect(try #require(timeline["bytes"] as? Int) <= 40 << 20)
                try await outbound.send(#"{"type":"inputLog"}"#)
                let fetched = try FetchedLog(try await reader.json("inputLog"))
                #expect(fetched.frame == 53)
                let replayed = try scene.makeRun(replaying: fetched.log)
                #expect(replayed.stateHash == at53.stateHash, "the rebuilt frame is the frame that ran")
                try await outbound.send(#"{"type":"stepBack"}"#)
                _ = try await reader.frame(where: { $0.index == 52 })
                try await outbound.send(#"{"type":"scrub","frame":\#(live.index)}"#)
                let back = try await reader.frame(where: { $0.index == live.index })
                #expect(back.stateHash == live.stateHash)
            }
        }
    }

    @Test func theCodeTabShowsTheScenesSwiftSourceWithEdits() async throws {
        _ = try await app.run { client in
            try await client.ws("/ws?scene=falling-square") {
                inbound, outbound in
                var reader = SessionReader(inbound)
                _ = try await reader.json("scene")
                try await outbound.send(#"{"type":"code"}"#)
                let code = try await reader.json("code")
                let text = try #require(code["text"] as? String)
                #expect(text.contains("UIDynamicAnimator(referenceView:"))
                #expect(code["typeName"] as? String == "FallingSquare")
                #expect(text == SceneCatalog.scene(named: "falling-square")!.swiftSource())
                // An edit through scene text is in the code.
                var scene = try #require(SceneCatalog.scene(named: "falling-square"))
                scene.name = "my-edited-square"
                let sceneText = String(decoding: try scene.jsonData(), as: UTF8.self)
                let message = try JSONSerialization.data(withJSONObject: [
                    "type": "sceneText", "text": sceneText,
                ])
                try await outbound.send(String(decoding: message, as: UTF8.self))
                #expect(try await reader.json("sceneProblems")["loaded"] as? Bool == true)
                try await outbound.send(#"{"type":"code"}"#)
                let edited = try await reader.json("code")
                #expect(edited["typeName"] as? String == "MyEditedSquare")
                #expect((edited["text"] as? String)?.contains("enum MyEditedSquare") == true)
            }
        }
    }

    @Test func theCodeTabShowsTheSceneAsAnIOSScreen() async throws {
        _ = try await app.run { client in
            try await client.ws("/ws?scene=flick") { inbound, outbound in
                var reader = SessionReader(inbound)
                _ = try await reader.json("scene")
                try await outbound.send(#"{"type":"code","form":"app"}"#)
                let code = try await reader.json("code")
                #expect(code["form"] as? String == "app")
                #expect(code["typeName"] as? String == "FlickViewController")
                #expect(code["text"] as? String == SceneCatalog.scene(named: "flick")!.swiftAppSource())
            }
        }
    }

    @Test func newCommandsDecode() throws {
        #expect(try Command.decode(Data(#"{"type":"scrub","frame":12}"#.utf8)) == .scrub(frame: 12))
        #expect(try Command.decode(Data(#"{"type":"stepBack"}"#.utf8)) == .stepBack)
        #expect(try Command.decode(Data(#"{"type":"inputLog"}"#.utf8)) == .inputLog)
        #expect(try Command.decode(Data(#"{"type":"code"}"#.utf8)) == .code(.test))
        #expect(try Command.decode(Data(#"{"type":"code","form":"app"}"#.utf8)) == .code(.app))
        #expect(throws: ProtocolError("code: unknown form 'ios' (known: app, test)")) {
            try Command.decode(Data(#"{"type":"code","form":"ios"}"#.utf8))
        }
        #expect(throws: ProtocolError("scrub: missing 'frame'")) {
            try Command.decode(Data(#"{"type":"scrub"}"#.utf8))
        }
    }
}
