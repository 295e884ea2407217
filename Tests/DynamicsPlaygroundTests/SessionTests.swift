import DynamicsPlayground
import Foundation
import Synchronization
import Testing

@Suite("Sessions", .timeLimit(.minutes(2)))
struct SessionTests {
    var app: LivePlayground { LivePlayground() }

    @Test func aSessionLoadsASceneAndFramesArrive() async throws {
        _ = try await app.run { client in
            try await client.ws("/ws?scene=falling-square") {
                inbound, outbound in
                var reader = SessionReader(inbound)
                let hello = try await reader.json("hello")
                #expect((hello["scenes"] as? [Any])?.count ?? 0 > 20)
                let scene = try await reader.json("scene")
                #expect(scene["name"] as? String == "falling-square")
                let first = try await reader.frame()
                #expect(first.poses.count == (scene["items"] as? [Any])?.count)
                // Scene time, not wall time: every frame is one 60 Hz step further on (how many
                // frames a second a loaded machine delivers is measured by load_test.py).
                var last = first
                for _ in 0..<30 { last = try await reader.frame() }
                #expect(last.index >= first.index + 30)
                let expected = Double(last.index - first.index) / 60
                #expect(abs((last.time - first.time) - expected) < 1e-9, "\(last.time - first.time) s")
                try await outbound.send(#"{"type":"load","scene":"flick"}"#)
                #expect(try await reader.json("scene")["name"] as? String == "flick")
            }
        }
    }

    @Test func aDragPullsTheItemTowardThePointerAndReleaseHandsOverItsVelocity() async throws {
        _ = try await app.run { client in
            try await client.ws("/ws?scene=falling-square") {
                inbound, outbound in
                var reader = SessionReader(inbound)
                _ = try await reader.json("scene")
                // Paused, the grab and the release take effect in known frames however far the
                // reader lags behind the server's clock.
                let start = try await reader.pause(outbound)
                let p = start.poses[0]
                try await outbound.send(#"{"type":"grab","item":0,"x":\#(p.x),"y":\#(p.y)}"#)
                let target = (x: Float(100), y: Float(150))
                try await outbound.send(#"{"type":"move","x":\#(target.x),"y":\#(target.y)}"#)
                let before = hypot(p.x - target.x, p.y - target.y)
                for _ in 0..<30 { try await outbound.send(#"{"type":"step"}"#) }
                let held = try await reader.frame(where: { $0.index == start.index + 30 })
                let after = hypot(held.poses[0].x - target.x, held.poses[0].y - target.y)
                #expect(after < before * 0.2, "the item follows the pointer: \(before) → \(after) pt away")
                try await outbound.send(#"{"type":"release","vx":400,"vy":-300}"#)
                // The first frame after the release carries the flick; measure over the next one.
                let a = try await reader.step(outbound, from: try await reader.step(outbound, from: held))
                let b = try await reader.step(outbound, from: a)
                let dt = Float(b.time - a.time)
                let vx = (b.poses[0].x - a.poses[0].x) / dt
                let vy = (b.poses[0].y - a.poses[0].y) / dt
                #expect(abs(vx - 400) <= 40, "vx \(vx)")
                #expect(abs(vy - -300) <= 30 + 50, "vy \(vy) (gravity adds ~17 pt/s a frame)")
            }
        }
    }

    /// The clock shows simulated time: at 0.1× thirty frames (half a wall second) are 0.05 s of
    /// physics, and the frame index still counts frames. The scene message says how long the
    /// scene is meant to run and whether a script drives it.
    @Test func atATenthOfTheSpeedTheClockShowsSimulatedTime() async throws {
        _ = try await app.run { client in
            try await client.ws("/ws?scene=falling-square") {
                inbound, outbound in
                var reader = SessionReader(inbound)
                let scene = try await reader.json("scene")
                #expect((scene["duration"] as? Double ?? 0) > 0)
                #expect(scene["scripted"] as? Bool != nil)
                try await outbound.send(#"{"type":"speed","value":0.1}"#)
                let start = try await reader.pause(outbound)
                var last = start
                for _ in 0..<30 { last = try await reader.step(outbound, from: last) }
                #expect(last.index == start.index + 30)
                #expect(abs((last.time - start.time) - 0.05) < 1e-5, "\(last.time - start.time) s")
                // Back in the kept past, the clock is the frame's own.
                try await outbound.send(#"{"type":"scrub","frame":\#(start.index)}"#)
                let back = try await reader.frame(where: { $0.index == start.index })
                #expect(abs(back.time - start.time) < 1e-6, "\(back.time) s, was \(start.time) s")
            }
        }
    }

    @Test func aPushChangesVelocityByImpulseOverMass() async throws {
        _ = try await app.run { client in
            try await client.ws("/ws?scene=falling-square") {
                inbound, outbound in
                var reader = SessionReader(inbound)
                let scene = try await reader.json("scene")
                let mass = try #require(((scene["items"] as? [[String: Any]])?.first?["mass"]) as? Double)
                #expect(mass > 0)
                // Paused, the push takes effect in the next step whatever the reader's lag (reading
                // live frames, the "after" frames could have run before the push arrived).
                let f0 = try await reader.pause(outbound)
                let f1 = try await reader.step(outbound, from: f0)
                let vx0 = (f1.poses[0].x - f0.poses[0].x) / Float(f1.time - f0.time)
                // Impulse 2 (UIKit newtons × s): Δv = 2 / mass × 100 pt/s.
                try await outbound.send(
                    #"{"type":"push","item":0,"x":\#(f1.poses[0].x),"y":\#(f1.poses[0].y),"dx":2,"dy":0}"#)
                let a = try await reader.step(outbound, from: f1)
                let b = try await reader.step(outbound, from: a)
                let vx = (b.poses[0].x - a.poses[0].x) / Float(b.time - a.time)
                let expected = Float(2 / mass * 100)
                #expect(abs((vx - vx0) - expected) <= expected * 0.1, "Δv \(vx - vx0), expected \(expected)")
            }
        }
    }

    @Test func anInvalidValueGetsAnErrorFrameAndTheSessionGoesOn() async throws {
        _ = try await app.run { client in
            try await client.ws("/ws?scene=falling-square") {
                inbound, outbound in
                var reader = SessionReader(inbound)
                let before = try await reader.frame()
                try await outbound.send(#"{"type":"speed","value":99}"#)
                let error = try await reader.json("error")
                #expect((error["message"] as? String)?.contains("speed: value 99.0 is out of range") == true)
                try await outbound.send(#"{"type":"grab","item":7,"x":1,"y":1}"#)
                #expect(
                    (try await reader.json("error")["message"] as? String)?.contains("item 7 is out of range")
                        == true)
                let after = try await reader.frame(where: { $0.index > before.index + 10 })
                #expect(after.playing)
            }
        }
    }

    @Test func malformedJSONAndRandomBytesGetErrorFrames() async throws {
        _ = try await app.run { client in
            try await client.ws("/ws") { inbound, outbound in
                var reader = SessionReader(inbound)
                _ = try await reader.frame()
                try await outbound.send(#"{"type": "play""#)
                #expect(
                    (try await reader.json("error")["message"] as? String)?.contains("malformed JSON") == true
                )
                var rng = SystemRandomNumberGenerator()
                let noise = (0..<256).map { _ in UInt8.random(in: 0...255, using: &rng) }
                try await outbound.send(binary: noise)
                #expect(
                    (try await reader.json("error")["message"] as? String)?.contains("binary message") == true
                )
                try await outbound.send(String(decoding: noise.map { $0 & 0x7f | 0x20 }, as: UTF8.self))
                #expect(try await reader.json("error")["message"] is String)
                let frame = try await reader.frame()
                _ = try await reader.frame(where: { $0.index > frame.index + 5 })
            }
        }
    }

    @Test func anOversizedMessageClosesWithMessageTooBig() async throws {
        _ = try await app.run { client in
            let close = try await client.ws("/ws") { inbound, outbound in
                var reader = SessionReader(inbound)
                _ = try await reader.frame()
                let big = #"{"type":"load","scene":""# + String(repeating: "x", count: 70_000) + #""}"#
                try await outbound.send(big)
                while try await reader.next() != nil {}
            }
            #expect(close?.code == 1009)
        }
    }

    /// Waits on what happens, not on the wall clock: on a loaded test runner frames come late,
    /// but the flood must still get exactly one error frame, the flooding session must keep
    /// stepping, and the bystander must keep receiving frames throughout. (The frame rate that
    /// sessions hold is measured by `Tests/Browser/load_test.py`; see BENCHMARKS.md.)
    @Test func aFloodIsDroppedWithOneErrorFrameAndOtherSessionsKeepStepping() async throws {
        _ = try await app.run { client in
            let flags = Flags()
            // A bystander session counts its frames (up to 30) while the other session floods.
            let bystander = Task {
                let frames = Atomic<Int>(0)
                try await client.ws("/ws?scene=sticky-corners") { inbound, _ in
                    var reader = SessionReader(inbound)
                    _ = try await reader.frame()
                    flags.opened.add(1, ordering: .sequentiallyConsistent)
                    while frames.load(ordering: .sequentiallyConsistent) < 30,
                        !flags.release.load(ordering: .sequentiallyConsistent)
                    {
                        if case .frame? = try await reader.next() {
                            frames.add(1, ordering: .sequentiallyConsistent)
                        }
                    }
                }
                return frames.load(ordering: .sequentiallyConsistent)
            }
            while flags.opened.load(ordering: .sequentiallyConsistent) == 0 {
                try await Task.sleep(for: .milliseconds(10))
            }
            try await client.ws("/ws") { inbound, outbound in
                var reader = SessionReader(inbound)
                let first = try await reader.frame()
                for _ in 0..<400 { try await outbound.send(#"{"type":"play"}"#) }
                var errors = 0
                var last = first
                for _ in 0..<20_000 where errors == 0 || last.index <= first.index + 30 {
                    switch try await reader.next() {
                    case .json(let object)?:
                        if object["type"] as? String == "error" {
                            errors += 1
                            #expect((object["message"] as? String)?.contains("too many messages") == true)
                        }
                    case .frame(let frame)?: last = frame
                    case nil: Issue.record("closed")
                    }
                }
                #expect(errors == 1)
                #expect(last.index > first.index + 30, "the session kept stepping")
            }
            flags.release.store(true, ordering: .sequentiallyConsistent)
            let frames = try await bystander.value
            #expect(frames >= 30, "the other session got \(frames) frames while this one flooded")
        }
    }

    @Test func theSeventeenthSessionIsRefused() async throws {
        _ = try await app.run { client in
            let flags = Flags()
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<16 {
                    group.addTask {
                        try await client.ws("/ws?scene=falling-square") { inbound, _ in
                            var reader = SessionReader(inbound)
                            _ = try await reader.frame()
                            flags.opened.add(1, ordering: .sequentiallyConsistent)
                            // Wait on the flag, not on messages: once the falling square rests
                            // the server sends nothing more, and a slow machine may open the 16
                            // sessions after that (a read would then wait forever).
                            while !flags.release.load(ordering: .sequentiallyConsistent) {
                                try await Task.sleep(for: .milliseconds(20))
                            }
                        }
                    }
                }
                while flags.opened.load(ordering: .sequentiallyConsistent) < 16 {
                    try await Task.sleep(for: .milliseconds(20))
                }
                let close = try await client.ws("/ws") { inbound, _ in
                    var reader = SessionReader(inbound)
                    let error = try await reader.json("error")
                    #expect(
                        (error["message"] as? String)?.contains("the playground is full: 16 sessions") == true
                    )
                }
                #expect(close?.code == 1013)
                flags.release.store(true, ordering: .sequentiallyConsistent)
                try await group.waitForAll()
            }
        }
    }
}

/// Shared between the sessions of the capacity test.
final class Flags: Sendable {
    let opened = Atomic<Int>(0)
    let release = Atomic<Bool>(false)
}

@Suite("Idle sessions", .timeLimit(.minutes(1)))
struct IdleSessionTests {
    @Test func anIdleSessionEnds() async throws {
        var limits = PlaygroundLimits()
        limits.idleTimeout = .milliseconds(400)
        let app = LivePlayground(limits: limits)
        _ = try await app.run { client in
            let close = try await client.ws("/ws") { inbound, _ in
                var reader = SessionReader(inbound)
                let error = try await reader.json("error")
                #expect((error["message"] as? String)?.contains("the session has ended") == true)
                while try await reader.next() != nil {}
            }
            #expect(close?.code == 1001)
        }
    }
}
