import Dynamics
import Foundation
import Testing

/// Valid worlds that must never break: groups and jointed items at speed (``JointedWorldCase``)
/// and small items flicked at each other in corridors (``CorridorCase``). Every case is
/// reproducible from its seed.
///
/// - `FUZZ_WORLDS=n`, `FUZZ_CORRIDORS=n` set the number of cases (defaults 200 and 400: the CI
///   budget; the long runs in issue 23's notes used 5,000);
/// - `WORLD_SEED=s`, `CORRIDOR_SEED=s` replay one case alone;
/// - `WORLD_FRAMES=n` sets frames per world (default 180: 3 s; corridors run 90).
@Suite("Unbreakable")
struct UnbreakableFuzzTests {
    /// Sorts problems into the kinds the issue counts: escapes, swaps, backstop, other reports.
    static func kind(of problem: String) -> String {
        if problem.contains("left the") { return "crossed a boundary" }
        if problem.contains("swapped sides") { return "passed through each other" }
        if problem.contains("inside the step") { return "backstop fired" }
        return "reported an error"
    }

    static func summary(_ failures: [(UInt64, String)], of cases: Int, _ name: String) -> String {
        var kinds: [String: Int] = [:]
        for (_, problem) in failures { kinds[kind(of: problem), default: 0] += 1 }
        let counts = kinds.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
        return "\(name): \(failures.count) of \(cases) failed" + (counts.isEmpty ? "" : " (\(counts))")
    }

    static func seeds(_ replay: String, _ count: String, default defaultCount: UInt64, base: UInt64)
        -> [UInt64]
    {
        if let seed = FuzzTests.setting(replay) { return [seed] }
        return (0..<(FuzzTests.setting(count) ?? defaultCount)).map { base + $0 }
    }

    @Test func groupsAndJointedItemsStayInsideAndFinite() {
        let frames = Int(FuzzTests.setting("WORLD_FRAMES") ?? 180)
        let seeds = Self.seeds("WORLD_SEED", "FUZZ_WORLDS", default: 200, base: 0x6A01_0000)
        var failures: [(UInt64, String)] = []
        var deep = 0
        var deepest: CGFloat = 0
        for seed in seeds {
            var world = JointedWorldCase(seed: seed)
            if let problem = world.run(frames: frames).first { failures.append((seed, problem)) }
            if world.deepestPenetration > 2 { deep += 1 }
            deepest = max(deepest, world.deepestPenetration)
        }
        print(Self.summary(failures, of: seeds.count, "jointed worlds"))
        print("jointed worlds: \(deep) went deeper than 2 pt into a boundary; deepest \(deepest) pt")
        #expect(
            failures.isEmpty,
            "\(Self.summary(failures, of: seeds.count, "jointed worlds")): \(failures.prefix(6).map { "WORLD_SEED=\($0.0): \($0.1)" })"
        )
    }

    /// The worlds of the first 5,000 whose joints diverged until the backstop stopped an item
    /// (a light item held far from its centre by a pin, a weld or both, its speed growing to
    /// millions of points per second within a second). Two causes, both fixed: a pin's impulse
    /// warm started at arms that had turned since (`JointConstraint.turnLinearImpulse`), and a
    /// small item between two joints far from its centre, which the sequential solver cannot
    /// hold together (`World.raise(_:armSquared:)`). Each world runs clean now.
    @Test(arguments: [
        UInt64(0x6A01_004C), 0x6A01_01FC, 0x6A01_0372, 0x6A01_05AB, 0x6A01_08A8, 0x6A01_0AB8, 0x6A01_0BC6,
        0x6A01_132B,
    ])
    func worldsWhoseJointsDivergedStayFinite(seed: UInt64) {
        var world = JointedWorldCase(seed: seed)
        let problems = world.run(frames: 180)
        #expect(problems.isEmpty, "WORLD_SEED=\(seed): \(problems.prefix(3))")
    }

    /// Worlds beyond the CI's 200 where an item pressed past a thin boundary was pushed on out
    /// the far side and kept there by the crossing guard (a 2.5 × 34 pt bar, a 5 × 2.2 pt
    /// ellipse sliding along a wall at 5,000 pt/s, …), then thrown out of the world: with
    /// pair sweeps added, 6 of the first 1,000 worlds; none once a segment contact remembered
    /// the side the item came from.
    @Test(arguments: [
        UInt64(0x6A01_00E5), 0x6A01_00F7, 0x6A01_0118, 0x6A01_014F, 0x6A01_01DB, 0x6A01_02C0, 0x6A01_02FA,
    ])
    func itemsPushedThroughAThinBoundaryComeBack(seed: UInt64) {
        var world = JointedWorldCase(seed: seed)
        let problems = world.run(frames: 180)
        #expect(problems.isEmpty, "WORLD_SEED=\(seed): \(problems)")
    }

    /// Corridors whose items passed through each other before touching pairs were held to their
    /// depth along the contact's normal and fast bodies struck into a new direction mid-step
    /// were looked up against bodies they had no contact with (0xC0_0102: a middle item driven
    /// into one resting on a wall; 0xC0_0137: an item struck to 10,000 pt/s passing through one
    /// 23 pt away, with which it had no contact).
    @Test(arguments: [UInt64(0xC0_0001), 0xC0_0074, 0xC0_0102, 0xC0_0137])
    func fastItemsStruckMidStepDoNotPassThrough(seed: UInt64) {
        var corridor = CorridorCase(seed: seed)
        let problems = corridor.run(frames: 90)
        #expect(problems.isEmpty, "CORRIDOR_SEED=\(seed): \(problems)")
    }

    /// Issue 23's second point is not closed yet: fast dynamic bodies are swept against each
    /// other (206 of the first 400 corridors passed through each other with none, 42 with pair
    /// sweeps, 3 once touching pairs were held and escaping bodies looked up; 2,573, 609 and 19
    /// of 5,000). What remains is items of about 1 pt, whose 0.9 pt collision skin is most of
    /// their size, bouncing elastically at tens of thousands of points per second. What holds
    /// already is asserted: no item leaves the corridor through its walls and nothing is
    /// reported; the pass-throughs are counted and may not grow beyond the last measurement
    /// (3 of the first 400 on 2026-11-26, allowed 5).
    @Test func smallItemsInACorridorStayInsideAndFinite() {
        let seeds = Self.seeds("CORRIDOR_SEED", "FUZZ_CORRIDORS", default: 400, base: 0xC0_0000)
        var failures: [(UInt64, String)] = []
        var passes = 0
        for seed in seeds {
            var corridor = CorridorCase(seed: seed)
            guard let problem = corridor.run(frames: 90).first else { continue }
            if Self.kind(of: problem) == "passed through each other" {
                passes += 1
            } else {
                failures.append((seed, problem))
            }
        }
        print(Self.summary(failures, of: seeds.count, "corridors") + "; \(passes) passed through each other")
        let clean = failures.isEmpty
        #expect(
            clean,
            "\(Self.summary(failures, of: seeds.count, "corridors")): \(failures.prefix(6).map { "CORRIDOR_SEED=\($0.0): \($0.1)" })"
        )
        #expect(
            passes * 400 <= 5 * seeds.count,
            "\(passes) of \(seeds.count) corridors passed through each other")
    }
}
