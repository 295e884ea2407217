import Dynamics
import Foundation
import Testing

/// Every rebound reaches the collision delegate (issue 37): a grid of drops and throws over
/// speeds, sizes, outlines, elasticities and angles, against walls and against other items.
///
/// Rebounds are found from the motion alone (``ContactEventProbe``), never from the events:
/// a **rebound** of a pair at frame `f` is the velocity component along the pair's normal
/// (into the wall, or item 0 towards item 1) closing by more than 5 pt/s at the end of frame
/// `f − 1` and opening by more than 5 pt/s at the end of frame `f` (the velocity itself
/// changing by more than 10 pt/s), with the pair within reach of each other in that frame:
/// the two gaps less a frame's travel, halved, at most 2 pt (the speculative distance) plus a
/// solver sub-step's travel, since a speculative contact turns a fast item while it is still
/// that far away. When one item turns against two pairs in a frame, the rebound is the nearer
/// pair's (the other within 1 pt of it counts too). Items neither spin nor rub (no rotation, no
/// friction), so what the frame ends show is what happened in between.
/// The rules, per pair:
/// - a rebound that follows a clear separation (the gap exceeded 2 pt at some frame end since
///   the pair's previous rebound, or since the start) has **exactly one** began, in frame `f`
///   or `f − 1`; any other rebound (a hop of less than 2 pt) has at most one;
/// - began and ended **alternate**, starting with began (an ended before every next began);
/// - every began is in frame `f` or `f − 1` of a rebound, or at a **real touch**: a gap of at
///   most 1.5 pt at the end of its frame or the next;
/// - a pair more than 3 pt apart at the ends of three successive frames after its began, none
///   of them a rebound's, is not touching (its ended has arrived).
/// Gaps are exact for walls and circles; between polygons they are the separating-axis bound
/// (never more than the true distance). A hexagon (a `.path` item) has UIKit's 0.9 pt skin.
@Suite("Contact events for every rebound")
struct ContactEventGridTests {
    static let speeds: [CGFloat] = [100, 500, 1500, 3000, 5000]
    static let sizes: [CGFloat] = [20, 40, 60, 120]
    static let elasticities: [CGFloat] = [0.2, 0.5, 0.8, 1.0]

    /// What breaks the rules above in `run` (empty: none).
    static func problems(_ probe: ContactEventProbe, _ run: ContactEventProbe.Run) -> [String] {
        let frames = run.centers.count - 1
        let minSpeed: CGFloat = 5
        let clearance: CGFloat = 2
        let touch: CGFloat = 1.5
        let apart: CGFloat = 3
        let restingSpeed: CGFloat = 30
        // UIKit's gravity of magnitude 1 (1,000 pt/s² down) over one frame.
        let gravityPerFrame: CGFloat = 1000.0 / 60
        // No item moves faster than it was launched plus what gravity adds over the box's height.
        let topSpeed =
            probe.launches.map {
                ($0.velocity.x * $0.velocity.x + $0.velocity.y * $0.velocity.y).squareRoot()
            }
            .max()! + (probe.gravity ? 900 : 0)
        func dot(_ a: CGPoint, _ b: CGPoint) -> CGFloat { a.x * b.x + a.y * b.y }
        // Every pair, with the items it involves and its gap and closing speed per frame.
        // (`velocity`: the item's, or item 0's relative to item 1's.)
        var pairs: [(name: String, items: [Int], m: [(gap: CGFloat, closing: CGFloat, velocity: CGPoint)])] =
            []
        for k in probe.launches.indices {
            for wall in ["floor", "ceiling", "left", "right"] {
                let m = (0...frames).map { f in
                    let (gap, closing) = probe.wallGap(run, item: k, wall: wall, frame: f)
                    return (gap, closing, run.velocities[f][k])
                }
                pairs.append(("item\(k)|\(wall)", [k], m))
            }
        }
        if probe.launches.count == 2 {
            let m = (0...frames).map { f in
                let (gap, into) = probe.itemGap(run, frame: f)
                let v = run.velocities[f]
                let relative = CGPoint(x: v[0].x - v[1].x, y: v[0].y - v[1].y)
                return (gap, dot(relative, into), relative)
            }
            pairs.append(("item0|item1", [0, 1], m))
        }
        // Candidate rebounds: the closing speed turns, and the pair came within reach in the frame.
        // `nearest` bounds the closest approach: the two gaps less the frame's travel at the larger
        // speed, shared between the way in and the way out. The reach is the speculative distance
        // (2 pt) plus a solver sub-step's travel (1/480 s): a speculative contact turns a fast item
        // while it is still up to that far away (the issue's "a hair apart").
        let candidates: [[(frame: Int, nearest: CGFloat)]] = pairs.map { pair in
            (1...frames).compactMap { f in
                let (before, after) = (pair.m[f - 1], pair.m[f])
                let speed = max(before.closing, -after.closing)
                let nearest = (before.gap + after.gap - speed / 60) / 2
                // The velocity must change too, by more than gravity changes it in a frame: two
                // items passing each other also turn from closing to opening along the line
                // between their centres, and an item thrown up turns at the top of its flight
                // (a hexagon bouncing between floor and ceiling turned 1.86 pt under the ceiling).
                let change = CGPoint(
                    x: after.velocity.x - before.velocity.x,
                    y: after.velocity.y - before.velocity.y - (probe.gravity ? gravityPerFrame : 0))
                guard before.closing > minSpeed && after.closing < -minSpeed && nearest <= 2 + speed / 480,
                    dot(change, change).squareRoot() > 2 * minSpeed
                else {
                    return nil
                }
                return (f, nearest)
            }
        }
        // An item turned in a frame by one pair is not also turned by another that was further
        // away (a small item bouncing off one resting on the floor is not bouncing off the floor):
        // per item and frame, only the candidates within 1 pt of the nearest are rebounds, and
        // none of a pair further apart at the frame's start than one of the same item that began
        // touching in the frame (an item dropped onto one that bounces off the floor under it
        // can leave with both still closing: their turn is no candidate, the item's turn near
        // the floor is, yet the floor was never within its reach).
        var rebounds = candidates
        for p in pairs.indices {
            rebounds[p] = candidates[p].filter { c in
                pairs.indices.allSatisfy { q in
                    if q == p || Set(pairs[q].items).isDisjoint(with: pairs[p].items) { return true }
                    if candidates[q].contains(where: { $0.frame == c.frame && $0.nearest < c.nearest - 1 }) {
                        return false
                    }
                    let touched = run.events.contains {
                        $0.began && $0.pair == pairs[q].name && $0.frame == c.frame
                    }
                    return !(touched && pairs[q].m[c.frame - 1].gap < pairs[p].m[c.frame - 1].gap - 1)
                }
            }
        }
        var found: [String] = []
        for (p, pair) in pairs.enumerated() {
            let (name, m) = (pair.name, pair.m)
            let events = run.events.filter { $0.pair == name }
            let begans = events.filter(\.began).map(\.frame)
            // Whether each rebound followed a clear separation: the widest gap since the pair last
            // rested in contact (touching, hardly moving) or last rebounded.
            var widest = m[0].gap
            var clear: [Int: Bool] = [:]
            for f in 1...frames {
                if rebounds[p].contains(where: { $0.frame == f }) {
                    clear[f] = widest > clearance
                    widest = m[f].gap
                } else if m[f].gap <= touch && abs(m[f].closing) < restingSpeed {
                    widest = m[f].gap
                } else {
                    widest = max(widest, m[f].gap)
                }
            }
            for (f, isClear) in clear.sorted(by: { $0.key < $1.key }) {
                let heard = events.filter { $0.frame == f || $0.frame == f - 1 }
                let count = heard.filter(\.began).count
                // Two impacts within two frames (a stack struck from above: the top item stops on
                // the middle one, which bounces off the floor into it again) show as one turn of
                // the velocity; they are two began with an ended between them.
                let twice = count == 2 && heard.count >= 3 && heard[0].began && !heard[1].began
                if isClear ? !(count == 1 || twice) : count > 1 && !twice {
                    found.append("\(name): rebound at frame \(f) heard \(count) began (frames \(begans))")
                }
            }
            for f in begans {
                let rebound = candidates[p].contains { $0.frame == f || $0.frame == f + 1 }
                let touching = (max(f - 1, 0)...min(f + 1, frames)).contains { m[$0].gap <= touch }
                // A pair struck mid-frame by a third body can meet and part again with no turn
                // at the frame ends (a stack hit from above at thousands of pt/s): such a began
                // is real if the pair could have met within the frame at the scene's top speed.
                let couldMeet = m[f - 1].gap + m[f].gap <= 2 * topSpeed / 60 + 2 * touch
                if !rebound && !touching && !(probe.launches.count == 2 && couldMeet) {
                    found.append("\(name): began at frame \(f) with no rebound or touch (gap \(m[f].gap))")
                }
            }
            // Alternation, and no touching pair that is clearly apart.
            var touchingNow = false
            var touchedAt = 0
            var next = 0
            for f in 1...frames {
                while next < events.count && events[next].frame == f {
                    if events[next].began == touchingNow {
                        found.append(
                            "\(name): \(events[next].began ? "began" : "ended") twice in a row at frame \(f)")
                    }
                    touchingNow = events[next].began
                    touchedAt = f
                    next += 1
                }
                let bounced = candidates[p].contains { $0.frame >= f - 2 && $0.frame <= f }
                if touchingNow && !bounced && f - 2 > touchedAt
                    && (f - 2...f).allSatisfy({ m[$0].gap > apart })
                {
                    found.append("\(name): still touching at frame \(f), \(m[f].gap) pt apart")
                    break
                }
            }
        }
        return found
    }

    static func check(
        _ probe: ContactEventProbe, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
    )
        -> Int
    {
        let run = probe.run()
        let found = problems(probe, run)
        #expect(found.isEmpty, "\(what): \(found.prefix(3))", sourceLocation: sourceLocation)
        return found.count
    }

    /// The wall throws: straight at the floor, 30° off the floor's normal, 45° at the right wall.
    static let directions: [(name: String, unit: CGPoint)] = [
        ("floor", CGPoint(x: 0, y: 1)), ("floor 30°", CGPoint(x: 0.5, y: 0.866)),
        ("right 45°", CGPoint(x: 0.707, y: 0.707)),
    ]

    static func probe(_ size: CGFloat, _ outline: ContactEventProbe.Outline, _ e: CGFloat)
        -> ContactEventProbe
    {
        var probe = ContactEventProbe()
        probe.size = size
        probe.outline = outline
        probe.elasticity = e
        return probe
    }

    /// An item thrown from the middle of a 400 pt box in no gravity.
    static func wallThrow(
        _ speed: CGFloat, _ size: CGFloat, _ outline: ContactEventProbe.Outline, _ e: CGFloat,
        _ direction: CGPoint
    ) -> ContactEventProbe {
        var p = probe(size, outline, e)
        p.launches = [
            .init(
                center: CGPoint(x: 200, y: 200),
                velocity: CGPoint(x: speed * direction.x, y: speed * direction.y))
        ]
        return p
    }

    /// An item thrown down from 100 pt above the floor, under gravity, for 3 s.
    static func drop(_ speed: CGFloat, _ size: CGFloat, _ outline: ContactEventProbe.Outline, _ e: CGFloat)
        -> ContactEventProbe
    {
        var p = probe(size, outline, e)
        p.gravity = true
        p.seconds = 3
        p.launches = [.init(center: CGPoint(x: 200, y: 300 - size / 2), velocity: CGPoint(x: 0, y: speed))]
        return p
    }

    /// Two items closing at `speed` (half each) in no gravity, the second `offset` lower.
    static func pairThrow(
        _ speed: CGFloat, _ size: CGFloat, _ outline: ContactEventProbe.Outline, _ e: CGFloat, offset: CGFloat
    ) -> ContactEventProbe {
        var p = probe(size, outline, e)
        p.bounds = CGRect(x: 0, y: 0, width: 600, height: 600)
        p.launches = [
            .init(center: CGPoint(x: 300 - size - 40, y: 300), velocity: CGPoint(x: speed / 2, y: 0)),
            .init(
                center: CGPoint(x: 300 + size + 40, y: 300 + offset), velocity: CGPoint(x: -speed / 2, y: 0)),
        ]
        return p
    }

    /// An item thrown along the floor (or down from above) at one set down on the floor, under
    /// gravity, for 2 s.
    static func hitResting(
        _ speed: CGFloat, _ size: CGFloat, _ outline: ContactEventProbe.Outline, _ e: CGFloat, fromAbove: Bool
    ) -> ContactEventProbe {
        var p = probe(size, outline, e)
        p.gravity = true
        p.seconds = 2
        let y = 400 - restingHalfHeight(size, outline)
        let thrown: ContactEventProbe.Launch =
            fromAbove
            ? .init(center: CGPoint(x: 200, y: y - 2 * size - 20), velocity: CGPoint(x: 0, y: speed))
            : .init(center: CGPoint(x: 200 - 2 * size - 20, y: y), velocity: CGPoint(x: speed, y: 0))
        p.launches = [thrown, .init(center: CGPoint(x: 200, y: y), velocity: .zero)]
        return p
    }

    /// How far above the floor an item's centre rests (a hexagon's flat sides are top and bottom,
    /// √3/4 of the size from its centre, and its skin is 0.9 pt).
    static func restingHalfHeight(_ size: CGFloat, _ outline: ContactEventProbe.Outline) -> CGFloat {
        outline == .hexagon ? size * 0.75.squareRoot() / 2 + ContactEventProbe.pathSkin : size / 2
    }

    /// Every size, outline and elasticity.
    static func forEachItem(_ body: (CGFloat, ContactEventProbe.Outline, CGFloat) -> Void) {
        for size in sizes {
            for outline in ContactEventProbe.Outline.allCases {
                for e in elasticities { body(size, outline, e) }
            }
        }
    }

    @Test("Items thrown at a wall, straight and oblique, in no gravity", arguments: speeds)
    func throwsAtWalls(speed: CGFloat) {
        Self.forEachItem { size, outline, e in
            for (name, d) in Self.directions {
                _ = Self.check(
                    Self.wallThrow(speed, size, outline, e, d),
                    "\(outline) \(size) pt, e \(e), \(speed) pt/s \(name)")
            }
        }
    }

    @Test("Items dropped onto the floor under gravity", arguments: speeds)
    func drops(speed: CGFloat) {
        Self.forEachItem { size, outline, e in
            _ = Self.check(
                Self.drop(speed, size, outline, e), "\(outline) \(size) pt, e \(e), dropped at \(speed) pt/s")
        }
    }

    @Test("Two items thrown at each other, head on and off centre", arguments: speeds)
    func itemsThrownAtEachOther(speed: CGFloat) {
        Self.forEachItem { size, outline, e in
            for offset in [0, size / 3] {
                _ = Self.check(
                    Self.pairThrow(speed, size, outline, e, offset: offset),
                    "\(outline) \(size) pt, e \(e), \(speed) pt/s closing, offset \(offset)")
            }
        }
    }

    @Test("An item thrown at one resting on the floor, from the side and from above", arguments: speeds)
    func itemHitsRestingItem(speed: CGFloat) {
        Self.forEachItem { size, outline, e in
            for fromAbove in [false, true] {
                _ = Self.check(
                    Self.hitResting(speed, size, outline, e, fromAbove: fromAbove),
                    "\(outline) \(size) pt, e \(e), \(speed) pt/s \(fromAbove ? "from above" : "from the side")"
                )
            }
        }
    }

    @Test(
        "An item resting on the floor for 10 s hears one began and nothing after",
        arguments: ContactEventProbe.Outline.allCases)
    func restingItemIsQuiet(outline: ContactEventProbe.Outline) {
        for size in Self.sizes {
            var probe = ContactEventProbe()
            probe.size = size
            probe.outline = outline
            probe.gravity = true
            probe.seconds = 10
            probe.launches = [
                .init(
                    center: CGPoint(x: 200, y: 400 - Self.restingHalfHeight(size, outline)), velocity: .zero)
            ]
            let run = probe.run()
            let events = run.events.map { "\($0.frame) \($0.began ? "began" : "ended") \($0.pair)" }
            #expect(events.count == 1 && run.events.first?.began == true, "\(outline) \(size) pt: \(events)")

            // Dropped from 200 pt with elasticity 0.8: after it comes to rest (1 pt/s), nothing.
            probe.elasticity = 0.8
            probe.launches = [.init(center: CGPoint(x: 200, y: 100), velocity: .zero)]
            let bounced = probe.run()
            let moving = bounced.velocities.lastIndex { abs($0[0].x) >= 1 || abs($0[0].y) >= 1 } ?? 0
            let rest = moving + 1
            let late = bounced.events.filter { $0.frame > rest + 1 }
            #expect(rest > 0 && rest < 480, "\(outline) \(size) pt comes to rest within 8 s (frame \(rest))")
            #expect(late.isEmpty, "\(outline) \(size) pt: events after rest at frame \(rest): \(late)")
        }
    }
}
