import Dynamics
import Foundation
import Testing

/// Valid worlds that must never break: groups and jointed items at speed (``JointedWorldCase``),
/// small items flicked at each other in corridors (``CorridorCase``, also with sizes mixed),
/// closed worlds (``ClosedWorldCase``) and items inside closed paths (``ClosedPathCase``). Every
/// case is reproducible from its seed.
///
/// - `FUZZ_WORLDS=n`, `FUZZ_CORRIDORS=n`, `FUZZ_MIXED=n`, `FUZZ_CLOSED=n`, `FUZZ_PATHS=n` set the
///   number of cases (defaults 200, 400, 1,000, 100 and 1,000: the CI budget; the long runs in
///   the issues' notes used 5,000);
/// - `WORLD_SEED=s`, `CORRIDOR_SEED=s`, `MIXED_SEED=s`, `CLOSED_SEED=s`, `PATH_SEED=s` replay one
///   case alone (`CORRIDOR_TRACE=1`, `CLOSED_TRACE=1`, `PATH_TRACE=1` print it frame by frame);
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

    /// The 19 of the first 5,000 corridors whose items still passed through each other on
    /// 2026-11-26 (3 of them among the 400 CI runs). Four causes, each item pressed into the
    /// walls or the other until one went over the other: two small ellipses' diamonds meeting
    /// tip to tip were given a face's normal, 64° off the line between the tips (``Collide``
    /// now measures corner to corner, as Box2D v3 does); an item touching a wall sank up to a
    /// third of its size into it per step (now held to its depth, and for items of 1–2 pt the
    /// depth allowed per step is a quarter of their inner radius, not the 0.5 pt slop); an item
    /// struck mid-step sank 24 pt into one it had no speculative point with, within the
    /// "centres may not pass" bound (now at most half the smaller inner radius); and an item
    /// swept against another's end pose found them already touching and let it through.
    @Test(arguments: [
        UInt64(0xC0_0037), 0xC0_0059, 0xC0_0080, 0xC0_02B5, 0xC0_0609, 0xC0_06EF, 0xC0_07E7, 0xC0_085C,
        0xC0_0922, 0xC0_094F, 0xC0_09D8, 0xC0_0A31, 0xC0_0AE8, 0xC0_0C8B, 0xC0_0C8F, 0xC0_0D99, 0xC0_0F18,
        0xC0_0FB2, 0xC0_1198,
    ])
    func smallItemsPressedIntoTheWallsDoNotPassEachOther(seed: UInt64) {
        Self.expectCorridorHolds(seed)
    }

    /// Corridors whose items passed through each other before touching pairs were held to their
    /// depth along the contact's normal and fast bodies struck into a new direction mid-step
    /// were looked up against bodies they had no contact with (0xC0_0102: a middle item driven
    /// into one resting on a wall; 0xC0_0137: an item struck to 10,000 pt/s passing through one
    /// 23 pt away, with which it had no contact).
    @Test(arguments: [UInt64(0xC0_0001), 0xC0_0074, 0xC0_0102, 0xC0_0137])
    func fastItemsStruckMidStepDoNotPassThrough(seed: UInt64) {
        Self.expectCorridorHolds(seed)
    }

    /// A corridor of 1 pt ellipses (0xC0_0AF5), taller to the walls than the corridor with
    /// UIKit's 0.9 pt skin, so wedged from the start, whose touching pairs, closing by less than
    /// their inner radii together, were each step allowed half the smaller one deeper than they
    /// started, until one passed the other (now half of it in all, and the slop deeper for a
    /// pair already that deep).
    @Test(arguments: [UInt64(0xC0_0AF5)])
    func touchingItemsDoNotSinkDeeperStepAfterStep(seed: UInt64) {
        Self.expectCorridorHolds(seed)
    }

    /// The last 4 of the first 5,000 corridors whose items passed through each other
    /// (0xC0_05A5, 0xC0_0A5C, 0xC0_0EF9, 0xC0_11FA), and two the partial fixes turned up
    /// (0xC0_06E7, 0xC0_101C). Bodies the continuous stage put back because they pressed into one
    /// they touched kept their whole velocity, so they stayed where they were step after step
    /// (47 pt items spinning at 70 rad/s, 1 pt items pressed into a wall at 18,000 pt/s), while
    /// a neighbour the solver saw moving with them drove on into them until one passed the other.
    /// Such a body now keeps only the part of its velocity it moved with. Its velocity kept
    /// whole also gave elastic corridors kinetic energy from nowhere (101 of 5,000 gained more
    /// than 20 %, one 12.7×, to speeds beyond any flick; now 53, at most 2.1×).
    @Test(arguments: [UInt64(0xC0_05A5), 0xC0_0A5C, 0xC0_0EF9, 0xC0_11FA, 0xC0_06E7, 0xC0_101C])
    func itemsHeldBackByAPressDoNotKeepTheirSpeed(seed: UInt64) {
        Self.expectCorridorHolds(seed)
    }

    /// The corridor of the first 5,000 that gained most energy before the rebound energy bound
    /// (`CORRIDOR_SEED=12584689`, 0xC0_06F1: 1.33×): a 50 × 4.6 pt corridor with elasticity 1 whose
    /// three items, at 6,900–33,000 pt/s, all meet in the first step. The sub-steps took their
    /// kinetic energy from 135 to 13 units and the restitution pass, each contact rebounding
    /// its own impact, gave back 167. Now no frame of it rises above its start by more than
    /// ``energySlack``.
    @Test func threeElasticItemsMeetingInOneStepGainNoEnergy() {
        var corridor = CorridorCase(seed: 0xC0_06F1)
        let problems = corridor.run(frames: 90)
        #expect(problems.isEmpty, "\(problems)")
        #expect(corridor.energyGain <= 1 + Self.energySlack, "\(corridor.energyGain)×")
    }

    /// The two mixed corridors of the first 5,000 whose items passed each other on 2026-11-30.
    /// `MIXED_SEED=12717726` (0xC2_0E9E): a 6.5 × 6.2 pt box carried 1.3 pt a step followed a
    /// 1.4 × 1 pt item that a third item struck back mid-step; the box, not fast by its own
    /// size, was swept as still at its end pose, so nothing stopped it sinking 1 pt into the
    /// item put back in front of it, and the solver pushed the item out over the box's top
    /// while the two slid past each other. A body that moves more than half the inner radius of
    /// a smaller fast body it touches is now swept with it. `MIXED_SEED=12717753` (0xC2_0EB9):
    /// a 0.73 × 0.5 pt item and a 2 × 1.25 pt one in a 1.43 pt corridor, pressed together by a
    /// 0.8 pt item bouncing between them and a wall at 27,000 pt/s, sank 0.24 pt deeper in one
    /// step, closing by less than the smaller inner radius (left to the solver) until their
    /// overlap was deeper across the corridor than along it; their contact's normal turned
    /// across and the larger slid over the smaller. Such small items are now left to the
    /// solver only up to half their inner radius (``World/solverHolds(_:)``). `MIXED_SEED=12717429`
    /// (0xC2_0D75): two ellipses of 0.5 × 0.63 and 0.76 × 0.52 pt in a corridor 0.83 pt high,
    /// their 0.9 pt skins 1.7 pt deep in each other and their centres 0.51 pt apart, struck from
    /// both sides at 20,000–29,000 pt/s; one closed 0.58 pt in a step, under their inner radius
    /// (1.1 pt with the skins), was left to the solver, and its centre passed the other's. A pair
    /// whose centres start nearer than it closes is now swept whatever its size.
    @Test(arguments: [UInt64(0xC2_0E9E), 0xC2_0EB9, 0xC2_0D75])
    func smallItemsPushedTogetherFromBothSidesDoNotPassEachOther(seed: UInt64) {
        Self.expectCorridorHolds(seed, mixedSizes: true)
    }

    /// One corridor of a regression list: no problem in its 90 frames.
    static func expectCorridorHolds(_ seed: UInt64, mixedSizes: Bool = false) {
        var corridor = CorridorCase(seed: seed, mixedSizes: mixedSizes)
        let problems = corridor.run(frames: 90)
        #expect(problems.isEmpty, "\(mixedSizes ? "MIXED_SEED" : "CORRIDOR_SEED")=\(seed): \(problems)")
    }

    /// Closed worlds (``ClosedWorldCase``: gravity, collisions, elasticity up to 1, friction,
    /// resistance and flicks up to 20,000 pt/s, nothing that adds energy): none breaks, and none
    /// gains more than 1 % of its kinetic plus gravitational energy (``energySlack``; of 5,000 the
    /// largest is 1.0011×, 1.06× before the rebound energy bound).
    @Test func closedWorldsNeverGainEnergy() {
        let seeds = Self.seeds("CLOSED_SEED", "FUZZ_CLOSED", default: 100, base: 0xE0_0000)
        Self.expectNoneBreakOrGainEnergy(seeds, "closed worlds", replay: "CLOSED_SEED") { seed in
            var world = ClosedWorldCase(seed: seed)
            return (world.run(frames: 180).first, world.energyGain)
        }
    }

    /// Corridors of small items flicked at each other (``CorridorCase``): none leaves the
    /// corridor, nothing is reported, and no two items that cannot go round each other pass
    /// through each other. Passes-through in the first 400: 206 with no pair sweeps, 42 with
    /// them, 3 once touching pairs were held, 0 now (of 5,000: 2,573, 609, 19, 5, 4 once the
    /// depth of touching pairs in the centres tier was capped in all, and 0 since a body held
    /// back by a press keeps only the velocity it moved with). Nothing in a corridor adds
    /// energy (no gravity, no force), so none may gain kinetic energy beyond ``energySlack``: of
    /// 5,000, 65 gained over 20 % before a rebound was bounded by its compression (Poisson's
    /// rule), 5 after (at most 1.33×), none since a group's rebounds are bounded by the energy its
    /// contacts took (``ReboundGroup``; the largest 1.0000001×).
    @Test func smallItemsInACorridorStayInsideAndFinite() {
        let seeds = Self.seeds("CORRIDOR_SEED", "FUZZ_CORRIDORS", default: 400, base: 0xC0_0000)
        Self.expectNoneBreakOrGainEnergy(seeds, "corridors", replay: "CORRIDOR_SEED") { seed in
            var corridor = CorridorCase(seed: seed)
            return (corridor.run(frames: 90).first, corridor.energyGain)
        }
    }

    /// Corridors whose items differ in size (``CorridorCase`` with `mixedSizes`): items of
    /// 0.5–2 pt among ones nearly as tall as the corridor, flicked at each other at up to
    /// 48,000 pt/s. The same checks as the corridors above. Of the first 5,000, 79 passed
    /// through each other, all but three pairs with an item under 1 pt, whose press into a wall
    /// or another item went unchecked (``TimeOfImpact/pressFraction(_:_:_:_:normal:allowance:)``
    /// stopped its search at once when the allowance was under its tolerance); then 2 (see
    /// ``smallItemsPushedTogetherFromBothSidesDoNotPassEachOther(seed:)``); 1 (`MIXED_SEED=12718843`:
    /// a 15.7 pt ellipse in a 16.6 pt corridor wedged a 2.5 × 4 pt box standing under its front
    /// against the floor and, over 30 frames at 5 pt/s, rode over it on soft contacts 1.3 pt into
    /// the ceiling), then 1 (0xC2_0D75, in the same test), none now. Of the next 15,000, 13 do
    /// (0.09 %): in all but one an item under 1 pt and a larger one; the one traced, a
    /// 0.5 × 0.64 pt ellipse, slipped under a 3.5 × 2.2 pt box at 20–130 pt/s, their skins
    /// squeezed. Measured on 2026-12-03 (the failure message gives both figures): in 11 of the
    /// 13 the items as drawn fit past each other (0.4–3.1 pt to spare) and only their collision
    /// shapes, an ellipse's 0.9 pt skin included (UIKit's polygon radius), did not, in 8 of those
    /// by under 0.8 pt, less than two contacts' slop; most met at 5–500 pt/s, a small item pressed
    /// against a wall and a larger one sliding over it. The two that did not fit as drawn either
    /// (`MIXED_SEED=12726989`, `12727699`) crossed in a chain of items struck at 12,000–32,000 pt/s
    /// and under a 28 pt ellipse. 3 gained more than 20 % energy (at most 1.25×) before the rebound energy
    /// bound, none since (the largest 1.0000002×). The first 1,000 (CI's) are clean.
    @Test func itemsOfMixedSizesInACorridorDoNotPassThrough() {
        let seeds = Self.seeds("MIXED_SEED", "FUZZ_MIXED", default: 1_000, base: 0xC2_0000)
        Self.expectNoneBreakOrGainEnergy(seeds, "mixed corridors", replay: "MIXED_SEED") { seed in
            var corridor = CorridorCase(seed: seed, mixedSizes: true)
            return (corridor.run(frames: 90).first, corridor.energyGain)
        }
    }

    /// Items of 0.5–20 pt flicked at up to 50,000 pt/s inside a closed path with concave corners
    /// (``ClosedPathCase``): none leaves it, nothing is reported, and none gains more than
    /// ``energySlack`` of its kinetic plus gravitational energy. Of the first 1,000, 90 lost an
    /// item (of 5,000: 0 now; the largest gain 1.06×, 0.9998× since the rebound energy bound):
    /// at a sharp corner an item went round the end of one of the path's sides, and that side's
    /// contact, remembering the side the item came from, pushed it out through the wall
    /// (``SegmentSideTests``).
    @Test func smallItemsStayInsideAClosedPath() {
        let seeds = Self.seeds("PATH_SEED", "FUZZ_PATHS", default: 1_000, base: 0xB0_0000)
        Self.expectNoneBreakOrGainEnergy(seeds, "closed paths", replay: "PATH_SEED") { seed in
            var world = ClosedPathCase(seed: seed)
            return (world.run(frames: 120).first, world.energyGain)
        }
    }

    /// How far a world's energy may rise above its start: 1 %. Contacts add none (restitution is
    /// bounded per group by what the step's contacts took, ``ReboundGroup``); what remains is
    /// Float rounding and the soft contacts' push out of an overlap, which lifts items against
    /// gravity (of 5,000 closed worlds the largest gain is 0.11 %).
    static let energySlack = 0.01

    /// Runs `run` for every seed (what broke, if anything, and the largest ratio of the world's
    /// energy to its start) and expects no failure and no gain over ``energySlack``. Prints the
    /// failures, a summary and the eight that gained most, each with the variable that replays
    /// it.
    static func expectNoneBreakOrGainEnergy(
        _ seeds: [UInt64], _ name: String, replay: String, _ run: (UInt64) -> (String?, Double)
    ) {
        var failures: [(UInt64, String)] = []
        var gains: [(seed: UInt64, gain: Double)] = []
        for seed in seeds {
            let (problem, gain) = run(seed)
            if let problem { failures.append((seed, problem)) }
            gains.append((seed, gain))
        }
        for (seed, problem) in failures { print("\(replay)=\(seed): \(problem)") }
        print(Self.summary(failures, of: seeds.count, name))
        let gained = gains.filter { $0.gain > 1 + energySlack }
        let worst = gains.sorted { $0.gain > $1.gain }.prefix(8)
        print(
            "\(name): \(gained.count) gained more than \(Int(energySlack * 100)) % energy; most: "
                + worst.map { "\(replay)=\($0.seed) \($0.gain)×" }.joined(separator: ", "))
        #expect(
            failures.isEmpty,
            "\(Self.summary(failures, of: seeds.count, name)): \(failures.prefix(6).map { "\(replay)=\($0.0): \($0.1)" })"
        )
        #expect(
            gained.isEmpty,
            "\(gained.count) of \(seeds.count) \(name) gained more than \(Int(energySlack * 100)) % energy: \(gained.prefix(6).map { "\(replay)=\($0.seed) \($0.gain)×" })"
        )
    }
}
