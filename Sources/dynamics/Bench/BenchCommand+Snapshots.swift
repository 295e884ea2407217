import DynamicsEngine
import Foundation

extension BenchCommand {
    /// Times `World.snapshot()` (replacing one snapshot, and keeping 200) and `World.restore(_:)`
    /// on the scene as the run left it (medians of 200), reports the snapshot's size, and checks that 60 steps on from a restore give
    /// the same state hash as 60 steps on from the moment of the snapshot.
    func measureSnapshots(_ built: BenchScene.Built) -> [String: Double] {
        let world = built.world
        let clock = ContinuousClock()
        func microseconds(_ d: Duration) -> Double {
            Double(d.components.attoseconds) / 1e12 + Double(d.components.seconds) * 1e6
        }
        var snapshotTimes: [Double] = []
        var restoreTimes: [Double] = []
        var saved = world.snapshot()
        for _ in 0..<200 {
            let start = clock.now
            saved = world.snapshot()
            snapshotTimes.append(microseconds(clock.now - start))
        }
        // Kept, as a time-travel history keeps them: every snapshot is fresh memory.
        var kept: [WorldSnapshot] = []
        var keptTimes: [Double] = []
        kept.reserveCapacity(200)
        for _ in 0..<200 {
            let start = clock.now
            kept.append(world.snapshot())
            keptTimes.append(microseconds(clock.now - start))
        }
        kept.removeAll()
        for _ in 0..<200 {
            let start = clock.now
            world.restore(saved)
            restoreTimes.append(microseconds(clock.now - start))
        }
        for _ in 0..<60 { built.frame() }
        let onward = world.stateHash
        world.restore(saved)
        for _ in 0..<60 { built.frame() }
        let again = world.stateHash
        return [
            "snapshot_bytes": Double(saved.byteCount),
            "snapshot_us": snapshotTimes.sorted()[100],
            "restore_us": restoreTimes.sorted()[100],
            "snapshot_kept_us": keptTimes.sorted()[100],
            "snapshot_bit_identical": onward == again ? 1 : 0,
        ]
    }
}
