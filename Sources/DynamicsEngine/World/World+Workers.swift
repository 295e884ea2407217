extension World {
    /// Threads a ``step(_:)`` runs on: the caller and `workers − 1` helpers (1, the default: the
    /// caller alone). Every result is the same, bit for bit, for any worker count: work is split
    /// only where the pieces touch disjoint bodies and contacts (a graph colour's constraints, a
    /// range of bodies), at boundaries fixed by the data, never by the number of threads.
    ///
    /// The helpers exist only inside a step: ``step(_:)`` returns with every block finished, and
    /// nothing else in the world is touched by another thread. It pays from a few thousand bodies
    /// in contact (a 5,050-box pyramid steps 1.4–1.7× faster on two cores) or joined (a grid of
    /// 10,000 bodies and 19,800 pins 1.3×: from 256 joints they are solved colour by colour,
    /// the colours split between threads); each split stage costs a hand-over of about a
    /// microsecond, so a 1,000-body pile steps about as fast on two as on one. A helper that gets
    /// no core in time is not waited for: on a busy machine a world steps as on one thread. After
    /// a step the helpers poll for a millisecond, then sleep. Values below 1 are taken as 1, above
    /// 64 as 64; where threads are not available (Embedded Swift) a world steps on the caller
    /// whatever this says.
    ///
    /// ```swift
    /// let world = World(gravity: Vec2(0, 10))
    /// world.workers = 2
    /// world.step(1.0 / 60)  // the same bits as with one worker
    /// ```
    public var workers: Int {
        get { workerCount }
        set {
            let count = Swift.min(Swift.max(newValue, 1), WorkerPool.maxCount)
            guard count != workerCount else { return }
            workerCount = count
            workerPool = nil
        }
    }

    /// Block sizes of the split stages. Boundaries fall at multiples of these from the start of
    /// the whole array, so they are the same for every worker count.
    enum Blocks {
        /// Contact bundles per block (32 constraints): a block solves in a few microseconds.
        static let bundles = 8
        /// Contacts per block of the constraint build (`buildContactConstraints`) and
        /// constraints per block of the lane fill (`prepareContacts`): either is ~50–100 ns per
        /// item, so a block is tens of microseconds, and the lanes a block shares with its
        /// neighbours (filled afterwards on the caller's thread) are few.
        static let constraints = 512
        /// Bodies per block of the integration passes.
        static let bodies = 256
        /// Joints per block of a colour's joint pass (a revolute joint's solve is ~50 ns: a block
        /// is a few microseconds, as a block of bundles is).
        static let joints = 64
        /// Pin or spring bundles per block (64 joints), each block writing the sides it does not
        /// move to its own scratch slot.
        static let jointBundles = 16
    }

    /// Runs `body` over `range` — whole, or, with helpers and more than one block, block by block
    /// on the pool. Blocks are `range` cut at the multiples of `size`; `body` must touch only what
    /// its block owns.
    @inline(__always)
    func forEachBlock(_ range: Range<Int>, size: Int, _ body: (Range<Int>) -> Void) {
        WorkerPool.forEachBlock(workerPool, range, size: size, body)
    }

    /// Makes the pool for ``workers`` at the start of a step if there is none yet.
    func prepareWorkers() {
        if workerCount > 1 && workerPool == nil { workerPool = WorkerPool(count: workerCount) }
    }
}
