import DynamicsEngine
import Testing

@Suite("Determinism")
struct DeterminismTests {
    private static func pyramidHash(wide: Bool, steps: Int) -> UInt64 {
        let world = World()
        world.isSleepEnabled = false
        world.usesWideContactSolver = wide
        _ = TestScenes.pyramid(world, base: 20)
        TestScenes.run(world, steps: steps)
        return world.stateHash
    }

    @Test(arguments: [true, false])
    func pyramidRunsInFreshWorldsGiveEqualStateHashes(wide: Bool) {
        let first = Self.pyramidHash(wide: wide, steps: 300)
        let second = Self.pyramidHash(wide: wide, steps: 300)
        #expect(first == second)
    }

    @Test func sleepingPileOfMixedShapesIsDeterministic() {
        func run() -> UInt64 {
            let world = World()
            TestScenes.ground(world)
            var seed: UInt32 = 7
            for k in 0..<60 {
                seed = seed &* 1_103_515_245 &+ 12345
                let x = Float(k % 6) * 0.6 - 1.5 + Float(seed >> 24) / 2560
                let b = world.createBody(
                    BodyDefinition(type: .dynamic, position: Vec2(x, -1 - Float(k / 6) * 0.6)))
                let shape: ShapeGeometry =
                    k % 2 == 0
                    ? .circle(center: .zero, radius: 0.25) : .box(halfWidth: 0.25, halfHeight: 0.25)
                world.createShape(on: b, shape, TestScenes.material)
            }
            TestScenes.run(world, steps: 400)
            return world.stateHash
        }
        #expect(run() == run())
    }
}
