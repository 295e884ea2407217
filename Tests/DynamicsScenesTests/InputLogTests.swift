import Dynamics
import DynamicsScenes
import Foundation
import Testing

/// A live session on a catalogue scene: a drag, a flick, a push, property edits of a behavior
/// and of an item, a dropped item, and a plain drag of the dropped item; snapshots on the way.
private struct Session {
    let run: SceneRun
    var snapshots: [Int: SceneRunSnapshot] = [:]

    init(_ name: String = "chapter11-boundary-collision") throws {
        run = try SceneCatalog.scene(named: name)!.makeRun()
    }

    mutating func play(until end: Int = 300, snapshotting frames: Set<Int> = []) throws {
        var drag: DragID?
        var second: DragID?
        while run.frameCount < end {
            let f = run.frameCount
            if frames.contains(f) { snapshots[f] = run.snapshot() }
            switch f {
            case 10:
                let square = run.sceneItem(named: "white-square")!
                drag = try run.grab(
                    item: "white-square", at: CGPoint(x: square.center.x + 12, y: square.center.y - 8))
            case 11..<30:
                try run.moveDrag(drag!, to: CGPoint(x: 150 + 6 * Double(f - 10), y: 300 - 4 * Double(f - 10)))
            case 30:
                try run.release(drag!, velocity: CGVector(dx: 800, dy: -450))
            case 40:
                let orange = run.sceneItem(named: "orange-square")!
                try run.push(
                    item: "orange-square", at: CGPoint(x: orange.center.x - 20, y: orange.center.y),
                    impulse: CGVector(dx: -30, dy: -40))
            case 50:
                try run.setProperty("magnitude", of: run.behavior(named: "gravity")!, to: .number(0.6))
                try run.setProperty("elasticity", ofItem: "orange-square", to: .number(0.9))
            case 60:
                try run.dropItem(
                    ItemDescription(
                        name: "box 1", center: CGPoint(x: 300, y: 60), size: CGSize(width: 40, height: 40)))
            case 90:
                second = try run.grab(item: "box 1", at: run.sceneItem(named: "box 1")!.center)
            case 91..<100:
                try run.moveDrag(second!, to: CGPoint(x: 300 + 10 * Double(f - 90), y: 200))
            case 100:
                try run.release(second!, velocity: nil)
            case 120:
                try run.setSpeed(0.4)
            case 200:
                try run.setSpeed(1)
            default: break
            }
            run.stepFrame()
        }
    }
}

@Suite("Input log")
struct InputLogTests {
    @Test func replayingTheLogReproducesTheLiveSession() throws {
        var live = try Session()
        try live.play()
        let log = live.run.inputLog
        #expect(log.frameCount == 300)
        #expect(log.events.count == 1 + 19 + 1 + 1 + 2 + 1 + 1 + 9 + 1 + 2)
        let replayed = try live.run.scene.makeRun(replaying: log)
        #expect(replayed.frameCount == 300)
        #expect(replayed.inputLog == log)
        #expect(replayed.stateHash == live.run.stateHash)
        #expect(replayed.sceneItem(named: "box 1")?.center == live.run.sceneItem(named: "box 1")?.center)
        // And the log did something: without it the run ends elsewhere.
        let plain = try live.run.scene.makeRun()
        plain.advance(to: live.run.time)
        #expect(plain.stateHash != live.run.stateHash)
    }

    @Test func theLogSurvivesAJSONRoundTrip() throws {
        var live = try Session()
        try live.play(until: 120)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(live.run.inputLog)
        let json = String(decoding: data, as: UTF8.self)
        #expect(json.contains(#"{"grab":{"drag":1,"item":"white-square","point":["#), "\(json.prefix(300))")
        let decoded = try JSONDecoder().decode(InputLog.self, from: data)
        #expect(decoded == live.run.inputLog)
        let replayed = try live.run.scene.makeRun(replaying: decoded)
        #expect(replayed.stateHash == live.run.stateHash)
    }

    @Test func restoringARunSnapshotAndRedoingTheRestIsBitIdentical() throws {
        var live = try Session()
        try live.play(snapshotting: [0, 20, 45, 65, 95, 200])
        let log = live.run.inputLog
        let final = live.run.stateHash
        // Scrub back and forth, then resume from each moment (mid-drag, after a push, after the
        // drop, during the second drag) and redo the recorded rest.
        for frame in [95, 20, 200, 0, 65, 45] {
            let snapshot = live.snapshots[frame]!
            try live.run.restore(snapshot)
            #expect(live.run.frameCount == frame)
            #expect(live.run.inputLog.events.count == snapshot.logLength)
            try live.run.replay(log)
            #expect(live.run.stateHash == final, "resumed from frame \(frame)")
        }
    }

    @Test func newInputAfterARestoreDiscardsTheFuture() throws {
        var live = try Session()
        try live.play(until: 150, snapshotting: [45])
        let snapshot = live.snapshots[45]!
        try live.run.restore(snapshot)
        #expect(live.run.item(named: "box 1") == nil, "the dropped item is gone again")
        try live.run.push(item: "white-square", at: CGPoint(x: 150, y: 150), impulse: CGVector(dx: 5, dy: 0))
        live.run.advance(by: 1)
        let log = live.run.inputLog
        #expect(log.events.count == snapshot.logLength + 1)
        let replayed = try live.run.scene.makeRun(replaying: log)
        #expect(replayed.stateHash == live.run.stateHash)
    }

    /// An item's material as the inspector shows it follows the run back and forth in time: the
    /// elasticity set at frame 50 is there after it, gone at a snapshot from before it, and back
    /// at one from after it.
    @Test func itemMaterialFollowsTheRunThroughTime() throws {
        var live = try Session()
        try live.play(until: 80, snapshotting: [45, 70])
        func elasticity() -> InspectorValue? {
            live.run.itemMaterial(of: "orange-square")?.first { $0.name == "elasticity" }?.value
        }
        #expect(elasticity() == .number(0.9))
        try live.run.restore(live.snapshots[45]!)
        let scene = try #require(elasticity())
        #expect(scene != .number(0.9), "the scene's own value before the edit")
        try live.run.restore(live.snapshots[70]!)
        #expect(elasticity() == .number(0.9))
        #expect(live.run.itemMaterial(of: "no-such-item") == nil)
    }

    /// Snapshots share the run's log (append-only storage); new input after going back branches it,
    /// so a snapshot from the discarded future still brings back its own log, and both branches
    /// replay to their own states.
    @Test func aSnapshotFromTheDiscardedFutureKeepsItsLog() throws {
        var live = try Session()
        try live.play(until: 150, snapshotting: [45, 140])
        let future = live.snapshots[140]!
        let futureLog = live.run.inputLog.events.prefix(future.logLength)
        try live.run.restore(live.snapshots[45]!)
        try live.run.push(item: "white-square", at: CGPoint(x: 150, y: 150), impulse: CGVector(dx: 5, dy: 0))
        live.run.advance(by: 1)
        let branch = live.run.inputLog
        try live.run.restore(future)
        #expect(live.run.inputLog.events[...] == futureLog)
        live.run.advance(by: 1)
        #expect(try live.run.scene.makeRun(replaying: live.run.inputLog).stateHash == live.run.stateHash)
        let other = try live.run.scene.makeRun(replaying: branch)
        #expect(other.inputLog == branch)
        #expect(other.inputLog.events.last?.action != futureLog.last?.action)
    }

    /// The inspector-only edits (an attachment's range, a field's region) are in the log too: a
    /// replay of the JSON round-tripped log reaches the live run's hash and holds the edited values.
    @Test(arguments: ["attachmentRange", "region"])
    func inspectorOnlyEditsAreLoggedAndReplay(_ property: String) throws {
        let edit: InspectorValue = property == "region" ? .number(60) : .range(-15, .infinity)
        func edited(_ run: SceneRun) -> DynamicBehavior? {
            run.sceneBehaviors.first { run.inspect($0).contains { $0.name == property && $0.isEditable } }
        }
        let scene = try #require(
            SceneCatalog.all.first { (try? $0.makeRun()).map { edited($0) != nil } ?? false },
            "a catalogue scene with an editable \(property)")
        let live = try scene.makeRun()
        live.advance(by: 0.5)
        let behavior = try #require(edited(live))
        let now = try live.setInspectedProperty(property, of: behavior, to: edit)
        live.advance(by: 1)
        let log = try JSONDecoder().decode(InputLog.self, from: JSONEncoder().encode(live.inputLog))
        #expect(log.events.count == 1)
        let replayed = try scene.makeRun(replaying: log)
        #expect(replayed.stateHash == live.stateHash)
        let value = replayed.inspect(try #require(edited(replayed))).first { $0.name == property }?.value
        #expect(value == now)
    }

    @Test func badInputIsThrownAndNotRecorded() throws {
        let run = try SceneCatalog.scene(named: "chapter11-boundary-collision")!.makeRun()
        #expect(throws: DynamicsError.self) { try run.grab(item: "nobody", at: .zero) }
        #expect(throws: DynamicsError.self) { try run.moveDrag(DragID(rawValue: 7), to: .zero) }
        #expect(throws: DynamicsError.self) {
            try run.grab(item: "white-square", at: CGPoint(x: CGFloat.nan, y: 0))
        }
        #expect(throws: DynamicsError.self) {
            try run.setProperty("colour", of: run.behavior(named: "gravity")!, to: .number(1))
        }
        #expect(throws: DynamicsError.self) {
            try run.setProperty("magnitude", of: run.behavior(named: "gravity")!, to: .bool(true))
        }
        #expect(throws: DynamicsError.self) {
            try run.setProperty("magnitude", of: run.behavior(named: "gravity")!, to: .number(.infinity))
        }
        #expect(throws: DynamicsError.self) {
            try run.dropItem(
                ItemDescription(name: "white-square", center: .zero, size: CGSize(width: 10, height: 10)))
        }
        #expect(throws: DynamicsError.self) {
            try run.dropItem(ItemDescription(name: "flat", center: .zero, size: CGSize(width: 0, height: 10)))
        }
        #expect(run.inputLog.events.isEmpty)
        let other = try SceneCatalog.scene(named: "falling-square")!.makeRun()
        #expect(throws: DynamicsError.self) { try other.replay(run.inputLog) }
        #expect(throws: DynamicsError.self) { try other.restore(run.snapshot()) }
    }
}

@Suite("Run snapshot costs")
struct RunSnapshotCostTests {
    /// Every catalogue scene two seconds in: what one run snapshot keeps, and what the
    /// playground's 600 (ten seconds of time travel) cost. Printed for BENCHMARKS.md.
    @Test func catalogueSnapshotsStaySmall() throws {
        var sizes: [(String, Int)] = []
        var snapshotTimes: [Double] = []
        var restoreTimes: [Double] = []
        let clock = ContinuousClock()
        func microseconds(_ d: Duration) -> Double {
            Double(d.components.attoseconds) / 1e12 + Double(d.components.seconds) * 1e6
        }
        for scene in SceneCatalog.all {
            let run = try scene.makeRun()
            run.advance(by: min(2, scene.duration))
            var kept: [SceneRunSnapshot] = []
            for _ in 0..<20 {
                let start = clock.now
                kept.append(run.snapshot())
                snapshotTimes.append(microseconds(clock.now - start))
            }
            for snapshot in kept {
                let start = clock.now
                try run.restore(snapshot)
                restoreTimes.append(microseconds(clock.now - start))
            }
            sizes.append((scene.name, kept[0].byteCount))
        }
        print(
            "run snapshots: median snapshot() \(snapshotTimes.sorted()[snapshotTimes.count / 2]) µs, "
                + "median restore(_:) \(restoreTimes.sorted()[restoreTimes.count / 2]) µs")
        sizes.sort { $0.1 < $1.1 }
        let median = sizes[sizes.count / 2]
        let largest = sizes[sizes.count - 1]
        print(
            "run snapshots: \(sizes.count) scenes, median \(median.1) B (\(median.0)), "
                + "largest \(largest.1) B (\(largest.0)); 600 of the median: \(600 * median.1 / 1024) KiB, "
                + "600 of the largest: \(600 * largest.1 / 1024) KiB")
        #expect(median.1 < 64 * 1024, "a typical scene's snapshot stays well under 64 KiB")
    }
}

@Suite("Run time travel")
struct RunTimeTravelTests {
    /// Every catalogue scene, scripted drags and behavior additions and removals included: going
    /// back to a snapshot and running to the end gives the hash of the uninterrupted run.
    @Test(arguments: SceneCatalog.all.map(\.name))
    func resumingFromAnySnapshotReachesTheSameEnd(_ name: String) throws {
        let scene = SceneCatalog.scene(named: name)!
        let run = try scene.makeRun()
        let total = Int((scene.duration * 60).rounded(.up))
        let marks = Set([0, total / 5, total / 2, 4 * total / 5])
        var snapshots: [SceneRunSnapshot] = []
        while run.time < scene.duration - SceneRun.timeTolerance {
            if marks.contains(run.frameCount) { snapshots.append(run.snapshot()) }
            run.stepFrame()
        }
        let end = (run.frameCount, run.stateHash)
        for snapshot in snapshots.reversed() + snapshots {
            try run.restore(snapshot)
            run.advance(to: scene.duration)
            #expect(run.frameCount == end.0)
            #expect(run.stateHash == end.1, "\(name): resumed from frame \(snapshot.frameCount)")
        }
    }
}
