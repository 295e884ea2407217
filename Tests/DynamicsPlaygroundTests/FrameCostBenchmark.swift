import Dynamics
import DynamicsPlayground
import DynamicsScenes
import Foundation
import Testing

/// The per-session server cost and frame sizes recorded in BENCHMARKS.md. Run in release with
/// `PLAYGROUND_BENCH=1 swift test -c release --filter FrameCostBenchmark`.
@Suite("Frame cost", .enabled(if: ProcessInfo.processInfo.environment["PLAYGROUND_BENCH"] != nil))
struct FrameCostBenchmark {
    /// A pile of `count` 14-point boxes and balls dropped into a box from `lift` points above
    /// its floor.
    static func pile(_ count: Int, width: Double, height: Double, lift: Double = 0) -> Scene {
        var scene = Scene(
            name: "pile\(count)", referenceBounds: CGRect(x: 0, y: 0, width: width, height: height))
        let columns = Int(width / 18)
        scene.items = (0..<count).map { k in
            ItemDescription(
                name: "i\(k)",
                center: CGPoint(
                    x: 12 + Double(k % columns) * 18 + Double((k / columns) % 2) * 4,
                    y: height - 12 - lift - Double(k / columns) * 18),
                size: CGSize(width: 14, height: 14), shape: k % 2 == 0 ? .rectangle : .ellipse)
        }
        let names = scene.items.map(\.name)
        scene.behaviors = [
            .gravity(GravityDescription(items: names)),
            .collision(CollisionDescription(items: names, translatesReferenceBoundsIntoBoundary: true)),
        ]
        return scene
    }

    /// Steps the first `frames` frames of the scene (falling and settling) as a session does
    /// (step, poses, hash, encoding) and prints the mean cost and the frame sizes in both encodings.
    func measure(_ scene: Scene, frames: Int) throws {
        let run = try scene.makeRun()
        let items = run.items.compactMap { $0 as? SceneItem }
        let clock = ContinuousClock()
        var total = Duration.zero
        var binary = 0
        var json = 0
        for _ in 0..<frames {
            let start = clock.now
            run.stepFrame()
            var frame = Frame(index: run.frameCount, time: run.time)
            frame.stateHash = run.stateHash
            frame.poses = items.map {
                Frame.Pose(x: Float($0.center.x), y: Float($0.center.y), angle: Float($0.angle))
            }
            let bytes = frame.binary()
            total += start.duration(to: clock.now)
            binary += bytes.count
            json += frame.json().utf8.count
        }
        let micros = Double(total.components.attoseconds) / 1e12 + Double(total.components.seconds) * 1e6
        print(
            "\(scene.name): \(items.count) items, \(String(format: "%.0f", micros / Double(frames))) µs/frame, binary \(binary / frames) B/frame, JSON \(json / frames) B/frame"
        )
        #expect(binary < json)
    }

    @Test func tenItems() throws {
        try measure(Self.pile(10, width: 320, height: 480, lift: 300), frames: 120)
    }

    @Test func thousandItemPile() throws {
        try measure(Self.pile(1000, width: 600, height: 900), frames: 300)
    }

    @Test func stickyEdges() throws {
        try measure(SceneCatalog.scene(named: "sticky-edges-release-top")!, frames: 600)
    }
}
