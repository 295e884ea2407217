import DynamicsEngine
import DynamicsEngineScenes
import Testing

/// The determinism table's own scenes behave as their definitions say (the table's hashes are
/// compared with the golden table by `dynamics hashes`' test and by .ci/determinism).
@Suite("Determinism scenes")
struct DeterminismSceneTests {
    /// Box2D's falling hinges come to rest on the ground and all sleep, within a few hundred
    /// frames as in Box2D, with every hinge held together.
    @Test func theFallingHingesSettleOnTheGroundAndSleep() {
        let scene = EngineScene.fallingHinges()
        let world = scene.world
        #expect(scene.bodies.count == 80)
        #expect(scene.joints.count == 40)
        var frames = 0
        while world.hasAwakeDynamicBodies && frames < DeterminismTable.hingeFrameLimit {
            world.step(1.0 / 60)
            frames += 1
        }
        #expect(frames > 60 && frames < 2000, "slept after \(frames) frames")
        // Above the ground's top (y = 0, y down) by at least a box's half-extent less the linear
        // slop, and lower than the top row started (−9.75 m): the columns fell over and piled up.
        let heights = scene.bodies.map { world.position(of: $0).y }
        #expect(heights.allSatisfy { $0 < -0.2 }, "lowest centre \(heights.max() ?? 0) m")
        #expect(heights.allSatisfy { $0 > -9.75 }, "highest centre \(heights.min() ?? 0) m")
        for joint in scene.joints {
            let a = world.transform(of: joint.bodyA).apply(joint.localAnchorA)
            let b = world.transform(of: joint.bodyB).apply(joint.localAnchorB)
            #expect((a - b).length < 0.01, "a hinge stretched \((a - b).length) m")
        }
    }

    /// The row format: 16 lowercase hex digits, zero-padded.
    @Test func rowsPrintNameFramesAndSixteenHexDigits() {
        #expect(DeterminismTable.Row(name: "a", frames: 3, hash: 0xBEEF).line == "a 3 000000000000beef")
        #expect(DeterminismTable.Row(name: "b", frames: 0, hash: .max).line == "b 0 ffffffffffffffff")
    }
}
