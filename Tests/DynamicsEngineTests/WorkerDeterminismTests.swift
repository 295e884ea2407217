import DynamicsEngine
import DynamicsEngineScenes
import Testing

/// A world stepping on several threads computes exactly what it computes on one: state, events
/// and sleep, for worker counts above the machine's cores too. (The whole determinism table is
/// compared for 2, 3, 4 and 8 workers by .ci/determinism, and under ThreadSanitizer by CI.)
@Suite("Workers")
struct WorkerDeterminismTests {
    /// Everything a step leaves behind that a caller can see: the state hash, each step's events.
    struct Trace: Equatable {
        var hashes: [UInt64] = []
        var begins: [ContactBeginEvent] = []
        var ends: [ContactEndEvent] = []
    }

    static func trace(_ build: () -> EngineScene, workers: Int, steps: Int, every: Int = 10) -> Trace {
        let world = build().world
        world.workers = workers
        var trace = Trace()
        for step in 1...steps {
            world.step(1.0 / 60)
            trace.begins += world.contactBeginEvents
            trace.ends += world.contactEndEvents
            if step % every == 0 { trace.hashes.append(world.stateHash) }
        }
        return trace
    }

    /// Large enough that every split stage is cut into several blocks: 820 boxes (the narrow
    /// phase's 128-contact blocks, the colours' 8-bundle blocks, the 256-body integration blocks).
    @Test(arguments: [2, 3, 8])
    func aPyramidIsTheSameOnEveryWorkerCount(workers: Int) {
        let one = Self.trace({ .pyramid(base: 40) }, workers: 1, steps: 90)
        let many = Self.trace({ .pyramid(base: 40) }, workers: workers, steps: 90)
        #expect(one.hashes == many.hashes)
        #expect(one == many)
    }

    /// Joints coloured and each colour split into blocks of 64 (joint_grid20: 754 pins in four or
    /// five colours of about 190), solved as one thread solves them in colour order.
    @Test(arguments: [2, 3])
    func aJointGridIsTheSameOnEveryWorkerCount(workers: Int) {
        let one = Self.trace({ .jointGrid(size: 20) }, workers: 1, steps: 60)
        let many = Self.trace({ .jointGrid(size: 20) }, workers: workers, steps: 60)
        #expect(one.hashes.count == 6)
        #expect(one == many)
    }

    /// The dynamic tree's walk against itself cut into blocks of internal nodes that the workers
    /// take in any order: 4,500 items falling into a box find their new pairs that way every
    /// step, and the contacts, their order and so the motion are those of one thread.
    @Test(arguments: [2, 3])
    func aCrowdWhosePairWalkIsCutIntoBlocksIsTheSameOnEveryWorkerCount(workers: Int) {
        func run(workers: Int) -> (Trace, blocks: Int) {
            let world = EngineScene.pile(count: 4_500).world
            world.pairSearch = .treeWalk
            world.workers = workers
            var trace = Trace()
            var blocks = 0
            for step in 1...40 {
                world.step(1.0 / 60)
                blocks = Swift.max(blocks, world.lastPairWalkBlocks)
                trace.begins += world.contactBeginEvents
                trace.ends += world.contactEndEvents
                if step % 5 == 0 { trace.hashes.append(world.stateHash ^ UInt64(world.contactCount)) }
            }
            return (trace, blocks)
        }
        let one = run(workers: 1)
        let many = run(workers: workers)
        #expect(one.blocks == 1)
        // Over 4,096 internal nodes: at least three blocks of 2,048.
        #expect(many.blocks >= 3)
        #expect(!one.0.begins.isEmpty)
        #expect(one.0 == many.0)
    }

    /// Contacts beginning and ending by the thousand (a rotating drum of 400 boxes), in the
    /// same order on every worker count.
    @Test func aTumblerReportsTheSameEventsInTheSameOrder() {
        let one = Self.trace({ .tumbler(rows: 20, columns: 20) }, workers: 1, steps: 120)
        let two = Self.trace({ .tumbler(rows: 20, columns: 20) }, workers: 2, steps: 120)
        #expect(!one.begins.isEmpty && !one.ends.isEmpty)
        #expect(one == two)
    }

    /// Sleeping islands woken by the narrow phase: the pile falls asleep, a box dropped on it
    /// wakes contacts the parallel pass skipped as asleep, and those are collided in order. (20
    /// columns: the benchmark's 25 stack circle on box on circle, which may rock forever.)
    @Test func wakingASleepingPileIsTheSameOnTwoWorkers() {
        func run(workers: Int) -> (Trace, Int) {
            let scene = EngineScene.pile(count: 200, columns: 20, sleep: true)
            let world = scene.world
            world.workers = workers
            var slept = 0
            while world.hasAwakeDynamicBodies && slept < 2000 {
                world.step(1.0 / 60)
                slept += 1
            }
            let box = world.createBody(BodyDefinition(type: .dynamic, position: Vec2(0, -30)))
            world.createShape(on: box, .box(halfWidth: 2, halfHeight: 2), EngineScene.material)
            var trace = Trace()
            for _ in 0..<240 {
                world.step(1.0 / 60)
                trace.begins += world.contactBeginEvents
                trace.hashes.append(world.stateHash)
            }
            return (trace, slept)
        }
        let (one, slept) = run(workers: 1)
        let (two, sleptTwo) = run(workers: 2)
        #expect(slept < 2000, "the pile never slept")
        #expect(slept == sleptTwo)
        #expect(one == two)
    }

    /// The worker count is clamped to 1…64 and changing it mid-run changes nothing else.
    @Test func theWorkerCountIsClampedAndCanChangeBetweenSteps() {
        let world = World(workers: 0)
        #expect(world.workers == 1)
        world.workers = 1000
        #expect(world.workers == 64)
        world.workers = -3
        #expect(world.workers == 1)
        let steady = EngineScene.pyramid(base: 20).world
        let switching = EngineScene.pyramid(base: 20).world
        for step in 0..<60 {
            switching.workers = [1, 2, 4][step % 3]
            steady.step(1.0 / 60)
            switching.step(1.0 / 60)
        }
        #expect(steady.stateHash == switching.stateHash)
    }
}
