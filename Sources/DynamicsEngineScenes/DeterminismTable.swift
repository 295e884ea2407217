import DynamicsEngine

/// The engine's part of the determinism table that `dynamics hashes` prints: small versions of the
/// benchmark scenes, a fields scene and Box2D's falling hinges, each stepped a fixed number of
/// 1/60 s frames (the hinges until every body sleeps), with the world's `stateHash` after it.
///
/// Every build on every CPU — debug, release, x86-64, arm64, wasm32, Embedded Swift — must print
/// the same lines; `Tests/Fixtures/determinism-hashes.txt` holds them, and a change to the physics
/// shows up as a deliberate re-record.
///
/// ```swift
/// for row in DeterminismTable.engineRows() { print(row.line) }
/// // pyramid20 300 8f0c…
/// ```
public enum DeterminismTable {
    /// One line of the table.
    ///
    /// ```swift
    /// let row = DeterminismTable.Row(name: "pyramid20", frames: 300, hash: 0xabc)
    /// row.line   // "pyramid20 300 0000000000000abc"
    /// ```
    public struct Row: Equatable {
        /// The scene's name.
        public var name: String
        /// Frames stepped.
        public var frames: Int
        /// The state hash after them.
        public var hash: UInt64

        /// A row.
        ///
        /// ```swift
        /// DeterminismTable.Row(name: "falling_hinges", frames: 250, hash: 1)
        /// ```
        public init(name: String, frames: Int, hash: UInt64) {
            self.name = name
            self.frames = frames
            self.hash = hash
        }

        /// `NAME FRAMES HASH`, the hash as 16 lowercase hex digits.
        public var line: String {
            let digits = String(hash, radix: 16)
            let padding = String(repeating: "0", count: 16 - digits.utf8.count)
            return name + " " + String(frames) + " " + padding + digits
        }
    }

    /// Frames each fixed-length engine scene runs: 5 s, through the falls, the landings and the
    /// first settling.
    public static let frames = 300

    /// Frames the crowd of 4,200 runs: three quarters of a second (its bottom rows land in it).
    public static let crowdFrames = 45

    /// The most frames the falling hinges may take to sleep before the row reports the cap.
    public static let hingeFrameLimit = 10_000

    /// The engine scenes' rows, in table order, each world stepping on `workers` threads
    /// (`World.workers`: the rows are the same for every count).
    ///
    /// ```swift
    /// let rows = DeterminismTable.engineRows()   // 8 rows
    /// let same = DeterminismTable.engineRows(workers: 4)
    /// ```
    public static func engineRows(workers: Int = 1) -> [Row] {
        let fixed: [(String, () -> EngineScene)] = [
            ("pyramid20", { .pyramid(base: 20) }),
            ("pile200", { .pile(count: 200) }),
            ("joint_grid20", { .jointGrid(size: 20) }),
            // 400 springs of rest length 0: enough joints to be coloured and solved four at a time.
            ("springs20", { .springs(rows: 20, columns: 20) }),
            ("tumbler200", { .tumbler(rows: 10, columns: 20) }),
            ("fields", { .fields() }),
        ]
        var rows = fixed.map { name, build in
            let world = build().world
            world.workers = workers
            for _ in 0..<frames { world.step(1.0 / 60) }
            return Row(name: name, frames: frames, hash: world.stateHash)
        }
        // A crowd large enough that, on more than one worker, the broad phase's walk of the
        // dynamic tree against itself is cut into blocks the workers share (over 4,096 internal
        // nodes): 4,200 items falling into a box for three quarters of a second, the bottom rows landing.
        let crowd = EngineScene.pile(count: 4_200).world
        crowd.workers = workers
        for _ in 0..<crowdFrames { crowd.step(1.0 / 60) }
        rows.append(Row(name: "crowd4200", frames: crowdFrames, hash: crowd.stateHash))
        let hinges = EngineScene.fallingHinges().world
        hinges.workers = workers
        var slept = 0
        while hinges.hasAwakeDynamicBodies && slept < hingeFrameLimit {
            hinges.step(1.0 / 60)
            slept += 1
        }
        rows.append(Row(name: "falling_hinges", frames: slept, hash: hinges.stateHash))
        return rows
    }
}
