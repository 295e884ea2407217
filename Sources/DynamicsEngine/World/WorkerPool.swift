#if canImport(Glibc) && !hasFeature(Embedded)
    import Glibc
    import Synchronization
#endif

/// The threads a ``World`` with more than one worker steps on: the caller plus `count − 1`
/// helpers, created once and kept for the world's life.
///
/// A stage hands the pool a number of blocks and a closure; ``run(_:_:)`` runs the closure once
/// for every block index, on whichever thread claims it first, and returns when all are done.
/// Which thread runs a block never changes a result: a stage splits its work only where the
/// pieces touch disjoint memory (a graph colour's bundles, a range of bodies, a range of
/// contacts) and block boundaries depend on the data alone, never on the worker count.
///
/// How the threads meet (no allocation, no lock on the hot path):
/// - `epoch` is the job's serial number (upper bits) and how many threads take part (lower 8
///   bits); the caller writes the job, then publishes the epoch with release ordering. A helper
///   whose index is beyond the participants goes back to waiting without reading the job.
/// - Each participant owns a contiguous run of the blocks and claims from it by atomic increment
///   of its own cursor (neighbouring blocks touch neighbouring bodies: two threads alternating
///   through one run would share cache lines at every block boundary); when its run is spent it
///   claims from the others' in turn. A helper joins a job (`gate`) before it reads it, and adds
///   one to `finished` when nothing is left anywhere. The caller, once it finds no block left,
///   closes the gate and waits for the helpers that joined, never for one that has not run yet
///   (so the job's fields are never rewritten while read, and a helper that gets no core in time
///   costs nothing: a busy machine steps as on one thread).
/// - Waiting helpers poll for a millisecond (a step's stages follow one another within
///   microseconds), then sleep on a condition variable, so an idle world costs no CPU. The
///   caller wakes sleepers only when some are sleeping (`sleepers`, sequentially consistent
///   against `epoch`).
///
/// Where threads do not exist (Embedded Swift, platforms without Glibc) the pool runs every
/// block on the caller, in order: the same results, one thread.
///
/// ```swift
/// let pool = WorkerPool(count: 2)
/// pool.run(8) { block in print(block) }  // 0…7, each once, on either thread
/// ```
final class WorkerPool: @unchecked Sendable {
    /// Threads taking part, the caller included (1…``maxCount``).
    let count: Int

    /// The most workers a world takes (the epoch's participant field is 8 bits wide).
    static let maxCount = 64

    #if canImport(Glibc) && !hasFeature(Embedded)
        private let epoch = Atomic<UInt64>(0)
        /// Participant p's next block, in slot p × ``cursorStride`` (one cache line each).
        private let cursors: UnsafeMutablePointer<Atomic<Int>>
        private static let cursorStride = 8
        private let finished = Atomic<Int>(0)
        /// Who joined the current job: its serial (upper 48 bits), ``closed`` (bit 15) and how
        /// many helpers joined (low bits).
        private let gate = Atomic<UInt64>(0)
        /// The gate's bit the caller sets once it has claimed every block: no helper joins after.
        private static let closed: UInt64 = 1 << 15
        private let sleepers = Atomic<Int>(0)
        private let stopping = Atomic<Bool>(false)
        /// The job: written by the caller before the epoch is published, read by participants.
        private var task: ((Int) -> Void)?
        private var blockCount = 0
        private var participants = 1
        private var threads: [pthread_t] = []
        private let mutex: UnsafeMutablePointer<pthread_mutex_t>
        private let wake: UnsafeMutablePointer<pthread_cond_t>

        init(count: Int) {
            self.count = Swift.min(Swift.max(count, 1), Self.maxCount)
            cursors = .allocate(capacity: self.count * Self.cursorStride)
            for p in 0..<self.count * Self.cursorStride { (cursors + p).initialize(to: Atomic(0)) }
            mutex = .allocate(capacity: 1)
            wake = .allocate(capacity: 1)
            pthread_mutex_init(mutex, nil)
            pthread_cond_init(wake, nil)
            for index in 1..<self.count {
                let start = UnsafeMutablePointer<HelperStart>.allocate(capacity: 1)
                start.initialize(to: HelperStart(pool: Unmanaged.passUnretained(self), index: index))
                var thread = pthread_t()
                let created = pthread_create(
                    &thread, nil,
                    { raw in
                        let start = raw!.assumingMemoryBound(to: HelperStart.self)
                        let (pool, index) = (start.pointee.pool.takeUnretainedValue(), start.pointee.index)
                        start.deinitialize(count: 1)
                        start.deallocate()
                        pool.helperLoop(index)
                        return nil
                    }, start)
                if created == 0 {
                    threads.append(thread)
                } else {
                    // No thread (the process is out of them): this pool has fewer helpers.
                    start.deinitialize(count: 1)
                    start.deallocate()
                }
            }
        }

        deinit {
            stopping.store(true, ordering: .sequentiallyConsistent)
            epoch.wrappingAdd(1 << 8, ordering: .sequentiallyConsistent)
            pthread_mutex_lock(mutex)
            pthread_cond_broadcast(wake)
            pthread_mutex_unlock(mutex)
            for thread in threads { pthread_join(thread, nil) }
            pthread_cond_destroy(wake)
            pthread_mutex_destroy(mutex)
            mutex.deallocate()
            wake.deallocate()
            cursors.deinitialize(count: count * Self.cursorStride)
            cursors.deallocate()
        }

        /// Runs `body(i)` for every `i` in `0..<blocks`, each exactly once, on the caller and
        /// the helpers; returns when every call has returned.
        func run(_ blocks: Int, _ body: (Int) -> Void) {
            let helpers = Swift.min(threads.count, blocks - 1)
            guard helpers > 0 else {
                for i in 0..<blocks { body(i) }
                return
            }
            withoutActuallyEscaping(body) { body in
                task = body
                blockCount = blocks
                participants = helpers + 1
                for p in 0...helpers {
                    cursors[p * Self.cursorStride].store(
                        Self.runStart(p, helpers + 1, blocks), ordering: .relaxed)
                }
                finished.store(0, ordering: .relaxed)
                let serial = (epoch.load(ordering: .relaxed) >> 8) &+ 1
                gate.store(serial &<< 16, ordering: .relaxed)  // published with the epoch
                epoch.store(serial << 8 | UInt64(helpers), ordering: .sequentiallyConsistent)
                if sleepers.load(ordering: .sequentiallyConsistent) > 0 {
                    pthread_mutex_lock(mutex)
                    pthread_cond_broadcast(wake)
                    pthread_mutex_unlock(mutex)
                }
                claim(body, 0)
                // No block is left to claim: close the job and wait only for the helpers that
                // joined it (they may still be running a block). One not yet scheduled is not
                // waited for: with more workers than free cores every job waited for a time slice
                // of each (a world's golden table on 3 workers beside a build took 107 s, not 1).
                let joined = gate.bitwiseOr(Self.closed, ordering: .acquiringAndReleasing).oldValue & 0x7FFF
                var spins = 0
                while finished.load(ordering: .acquiring) < Int(joined) {
                    spins &+= 1
                    Self.pause(spins)
                }
                task = nil
            }
        }

        /// Participant p's run of blocks starts here (p = participants: the end).
        @inline(__always)
        private static func runStart(_ p: Int, _ participants: Int, _ blocks: Int) -> Int {
            p * blocks / participants
        }

        /// Runs blocks until none are left: participant p's own run first, then the others'.
        private func claim(_ body: (Int) -> Void, _ p: Int) {
            let (n, blocks) = (participants, blockCount)
            for k in 0..<n {
                let q = (p + k) % n
                let end = Self.runStart(q + 1, n, blocks)
                let cursor = cursors + q * Self.cursorStride
                while true {
                    let i = cursor.pointee.wrappingAdd(1, ordering: .relaxed).oldValue
                    if i >= end { break }
                    body(i)
                }
            }
        }

        /// A helper's life: wait for an epoch it takes part in, run blocks, report, repeat.
        private func helperLoop(_ index: Int) {
            // The epoch a pool starts at: a job published before this thread ran is still seen.
            var seen: UInt64 = 0
            while true {
                var current = epoch.load(ordering: .acquiring)
                var spins = 0
                var waitStart = 0
                while current == seen {
                    spins &+= 1
                    if spins & 1023 == 0 {
                        // The clock, like the yield, only every 1,024th poll.
                        let now = Self.monotonicNanoseconds()
                        if waitStart == 0 { waitStart = now }
                        if now - waitStart < Self.spinNanoseconds {
                            sched_yield()
                        } else {
                            pthread_mutex_lock(mutex)
                            sleepers.wrappingAdd(1, ordering: .sequentiallyConsistent)
                            while epoch.load(ordering: .sequentiallyConsistent) == seen {
                                pthread_cond_wait(wake, mutex)
                            }
                            sleepers.wrappingSubtract(1, ordering: .sequentiallyConsistent)
                            pthread_mutex_unlock(mutex)
                            waitStart = 0
                        }
                    }
                    current = epoch.load(ordering: .acquiring)
                }
                seen = current
                if stopping.load(ordering: .acquiring) { return }
                guard index <= Int(current & 0xFF), join(current >> 8) else { continue }
                if let task { claim(task, index) }
                finished.wrappingAdd(1, ordering: .releasing)
            }
        }

        /// Joins job `serial` unless the caller has closed it (or published a later one): true
        /// when joined, and the caller then waits for this helper's `finished`.
        private func join(_ serial: UInt64) -> Bool {
            var word = gate.load(ordering: .acquiring)
            while word & ~0xFFFF == serial &<< 16 && word & Self.closed == 0 {
                let (joined, original) = gate.compareExchange(
                    expected: word, desired: word &+ 1, ordering: .acquiringAndReleasing)
                if joined { return true }
                word = original
            }
            return false
        }

        /// How long a helper polls the epoch before it sleeps: a millisecond, longer than the
        /// gaps between a step's stages and between back-to-back steps, far shorter than a frame
        /// (a world stepped once a frame costs its helpers at most this much CPU after each step).
        /// Until stop 72 the bound was 32,768 polls, meant as a millisecond but measured at 35 µs:
        /// the helper slept in every serial stretch of a step, and waking it cost the caller up to
        /// a fifth of pile1000's step on two workers (a wake-up is a cross-CPU interrupt, dear in a
        /// virtual machine).
        private static let spinNanoseconds = 1_000_000

        /// The monotonic clock, in nanoseconds.
        @inline(__always)
        private static func monotonicNanoseconds() -> Int {
            var time = timespec()
            clock_gettime(CLOCK_MONOTONIC, &time)
            return time.tv_sec &* 1_000_000_000 &+ time.tv_nsec
        }

        /// Between polls: every 1,024th gives up the rest of the time slice (on a machine with more
        /// threads than cores the thread waited for may need this core). Yielding every 64th
        /// instead cost pile1000 a quarter of its step in system calls with two workers on two
        /// idle cores. (The CPU's spin hint, `_mm_pause`, does not link from Swift.)
        @inline(__always)
        private static func pause(_ spins: Int) {
            if spins & 1023 == 0 { sched_yield() }
        }
    #else
        init(count: Int) { self.count = 1 }

        /// Runs `body(i)` for every `i` in `0..<blocks`, in order, on the caller.
        func run(_ blocks: Int, _ body: (Int) -> Void) {
            for i in 0..<blocks { body(i) }
        }
    #endif
}

extension WorkerPool {
    /// Runs `body` over `range`: whole without a pool (or with one block), else block by block
    /// on `pool`. Blocks are `range` cut at the multiples of `size` (counted from 0, so the cuts
    /// do not depend on the worker count); `body` must touch only what its block owns.
    ///
    /// ```swift
    /// WorkerPool.forEachBlock(pool, 0..<bodyCount, size: 256) { range in integrate(range) }
    /// ```
    @inline(__always)
    static func forEachBlock(
        _ pool: WorkerPool?, _ range: Range<Int>, size: Int, _ body: (Range<Int>) -> Void
    ) {
        let first = range.lowerBound / size
        guard let pool, !range.isEmpty, (range.upperBound - 1) / size > first else {
            if !range.isEmpty { body(range) }
            return
        }
        let blocks = (range.upperBound - 1) / size - first + 1
        pool.run(blocks) { j in
            let start = (first + j) * size
            body(Swift.max(start, range.lowerBound)..<Swift.min(start + size, range.upperBound))
        }
    }
}

#if canImport(Glibc) && !hasFeature(Embedded)
    /// What a new helper thread is handed: its pool (not retained: the pool joins its threads
    /// before it goes) and its index.
    private struct HelperStart {
        var pool: Unmanaged<WorkerPool>
        var index: Int
    }
#endif
