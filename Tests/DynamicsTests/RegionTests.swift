import Dynamics
import Foundation
import Testing

@Suite("Region")
struct RegionTests {
    private static func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

    private static let circle = Region(radius: 50)
    private static let rect = Region(size: CGSize(width: 100, height: 50))

    /// Points on and around a circle of radius 50 and a 100 × 50 rectangle, and whether each is
    /// in the circle and in the rectangle.
    private static let table: [(point: CGPoint, inCircle: Bool, inRect: Bool)] = [
        (p(0, 0), true, true),
        (p(50, 0), true, false),  // on the rim; on the rectangle's right edge
        (p(-50, 0), true, false),
        (p(0, 50), true, false),  // on the rim; above the rectangle
        (p(30, -40), true, false),  // on the rim (3-4-5); above the rectangle's edge
        (p(0, 25), true, false),  // inside the circle; on the rectangle's top edge
        (p(0, -25), true, false),
        (p(49.99, 24.99), false, true),  // inside the rectangle's corner, outside the circle
        (p(20, 20), true, true),
        (p(50.001, 0), false, false),
        (p(49.999, 0), true, true),
        (p(0, 24.999), true, true),
        (p(100, 100), false, false),
        (p(-60, 10), false, false),
    ]

    private static func check(
        _ region: Region, _ expected: (Bool, Bool) -> Bool, _ what: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for row in table {
            let want = expected(row.inCircle, row.inRect)
            #expect(
                region.contains(row.point) == want, "\(what) at \(row.point): expected \(want)",
                sourceLocation: sourceLocation)
        }
    }

    // MARK: - Primitives

    @Test func circleContainsItsRim() {
        Self.check(Self.circle, { c, _ in c }, "circle")
        #expect(Region(radius: 5).contains(Self.p(3, 4)))
        #expect(!Region(radius: 5).contains(Self.p(3, 4.000_001)))
    }

    @Test func negativeRadiusActsAsItsMagnitude() {
        Self.check(Region(radius: -50), { c, _ in c }, "circle of radius −50")
        #expect(Region(radius: -50) == Self.circle)
    }

    @Test func zeroRadiusContainsOnlyTheOrigin() {
        let dot = Region(radius: 0)
        #expect(dot.contains(.zero))
        #expect(!dot.contains(Self.p(1e-9, 0)))
    }

    @Test func rectangleExcludesItsEdges() {
        Self.check(Self.rect, { _, r in r }, "rectangle")
        #expect(!Self.rect.contains(Self.p(50, 25)))  // corner
        #expect(!Self.rect.contains(Self.p(-50, -25)))
    }

    @Test func negativeOrZeroSizesContainNothing() {
        for size in [
            CGSize(width: -100, height: 50), CGSize(width: 100, height: -50),
            CGSize(width: -100, height: -50),
            CGSize(width: 0, height: 50), CGSize.zero,
        ] {
            let region = Region(size: size)
            #expect(!region.contains(.zero), "\(size)")
            #expect(!region.contains(Self.p(10, 10)), "\(size)")
            #expect(region.inverse().contains(.zero), "inverse of \(size)")
        }
    }

    @Test func plainInitAndEmptyContainNothing() {
        #expect(Region() == Region.empty)
        for row in Self.table {
            #expect(!Region().contains(row.point))
            #expect(!Region.empty.contains(row.point))
            #expect(Region.infinite.contains(row.point))
        }
        #expect(Region.infinite.contains(Self.p(1e300, -1e300)))
        #expect(Region.infinite.contains(Self.p(.infinity, .nan)))
    }

    // MARK: - Operations

    @Test func inverseIsTheComplement() {
        Self.check(Self.circle.inverse(), { c, _ in !c }, "¬circle")
        Self.check(Self.rect.inverse(), { _, r in !r }, "¬rect")
    }

    @Test func inverseOfInverseIsTheOriginal() {
        #expect(Self.circle.inverse().inverse() == Self.circle)
        #expect(Self.rect.inverse().inverse() == Self.rect)
        Self.check(Self.rect.inverse().inverse(), { _, r in r }, "¬¬rect")
        let mixed = Self.circle.byUnion(with: Self.rect.inverse())
        #expect(mixed.inverse().inverse() == mixed)
        Self.check(mixed.inverse().inverse(), { c, r in c || !r }, "¬¬(circle ∪ ¬rect)")
    }

    @Test func infiniteAndEmptyAreInversesAndIdentities() {
        #expect(Region.infinite.inverse() == Region.empty)
        #expect(Region.empty.inverse() == Region.infinite)
        #expect(Region().inverse() == Region.infinite)
        #expect(Self.circle.byUnion(with: .empty) == Self.circle)
        #expect(Region.empty.byUnion(with: Self.circle) == Self.circle)
        #expect(Self.circle.byUnion(with: .infinite) == .infinite)
        #expect(Self.circle.byIntersection(with: .infinite) == Self.circle)
        #expect(Region.infinite.byIntersection(with: Self.rect) == Self.rect)
        #expect(Self.circle.byIntersection(with: .empty) == .empty)
        #expect(Self.circle.byDifference(from: .empty) == Self.circle)
        #expect(Self.circle.byDifference(from: .infinite) == .empty)
        #expect(Region.infinite.byDifference(from: Self.circle) == Self.circle.inverse())
        #expect(Region.empty.byDifference(from: Self.circle) == .empty)
        Self.check(Region.infinite.byDifference(from: Self.rect), { _, r in !r }, "∞ − rect")
    }

    @Test func union() {
        Self.check(Self.circle.byUnion(with: Self.rect), { c, r in c || r }, "circle ∪ rect")
        Self.check(Self.rect.byUnion(with: Self.circle), { c, r in c || r }, "rect ∪ circle")
        Self.check(Self.circle.byUnion(with: Self.circle), { c, _ in c }, "circle ∪ circle")
    }

    @Test func differenceIsSelfMinusTheArgument() {
        Self.check(Self.circle.byDifference(from: Self.rect), { c, r in c && !r }, "circle − rect")
        Self.check(Self.rect.byDifference(from: Self.circle), { c, r in r && !c }, "rect − circle")
        // The rim of a subtracted circle is removed; the edge of a subtracted rectangle stays.
        #expect(!Self.circle.byDifference(from: Region(radius: 25)).contains(Self.p(25, 0)))
        #expect(
            Self.circle.byDifference(from: Region(size: CGSize(width: 50, height: 50))).contains(
                Self.p(25, 0)))
        #expect(Self.circle.byDifference(from: Self.circle) != .empty)  // a tree, not a point set
        Self.check(Self.circle.byDifference(from: Self.circle), { _, _ in false }, "circle − circle")
    }

    /// The exact intersection; UIKit's measured quirk (the argument's rectangle edges count as
    /// inside, so circle 50 ∩ rect 100 × 50 contains (50, 0) and (0, 25)) is deliberately not
    /// reproduced, which keeps the intersection symmetric.
    @Test func intersectionIsExactAndSymmetric() {
        Self.check(Self.circle.byIntersection(with: Self.rect), { c, r in c && r }, "circle ∩ rect")
        Self.check(Self.rect.byIntersection(with: Self.circle), { c, r in c && r }, "rect ∩ circle")
        let lens = Self.circle.byIntersection(with: Self.rect)
        #expect(!lens.contains(Self.p(50, 0)))  // UIKit: true
        #expect(!lens.contains(Self.p(0, 25)))  // UIKit: true
        #expect(lens.contains(Self.p(0, 24.999)))
        Self.check(
            Self.circle.byIntersection(with: Self.rect.inverse()), { c, r in c && !r }, "circle ∩ ¬rect")
    }

    @Test func nestedCompositions() {
        // A ring with a horizontal slot cut out, plus a small disc at the centre.
        let ring = Region(radius: 100).byDifference(from: Region(radius: 50))
        let slot = Region(size: CGSize(width: 400, height: 20))
        let shape = ring.byDifference(from: slot).byUnion(with: Region(radius: 10))
        #expect(shape.contains(.zero))
        #expect(shape.contains(Self.p(10, 0)))  // the small disc's rim
        #expect(!shape.contains(Self.p(30, 0)))  // between the disc and the ring
        #expect(!shape.contains(Self.p(75, 0)))  // in the slot
        #expect(shape.contains(Self.p(75, 10)))  // on the slot's edge: kept
        #expect(shape.contains(Self.p(0, 75)))
        #expect(shape.contains(Self.p(0, 100)))  // outer rim
        #expect(!shape.contains(Self.p(0, 50)))  // inner rim removed
        #expect(!shape.contains(Self.p(0, 101)))
        let outside = shape.inverse()
        for point in [
            Self.p(0, 0), Self.p(30, 0), Self.p(75, 0), Self.p(75, 10), Self.p(0, 50), Self.p(0, 101),
        ] {
            #expect(outside.contains(point) == !shape.contains(point), "\(point)")
        }
        // De Morgan on the primitives' truth table.
        let deMorgan = Self.circle.inverse().byUnion(with: Self.rect.inverse()).inverse()
        Self.check(deMorgan, { c, r in c && r }, "¬(¬circle ∪ ¬rect)")
    }

    @Test func equalTreesAreEqualAndHashEqually() {
        let a = Region(radius: 20).byUnion(with: Region(size: CGSize(width: 10, height: 30)))
        let b = Region(radius: -20).byUnion(with: Region(size: CGSize(width: 10, height: 30)))
        #expect(a == b)
        #expect(Set([a, b]).count == 1)
        #expect(a != Region(radius: 20))
        #expect(Region(size: CGSize(width: -1, height: 5)) == .empty)
    }

    @Test func nonFiniteInputsAreReportedAndGiveAnEmptyRegion() {
        var regions: [Region] = []
        let errors = collectingErrors {
            regions.append(Region(radius: .nan))
            regions.append(Region(radius: .infinity))
            regions.append(Region(radius: -.infinity))
            regions.append(Region(size: CGSize(width: CGFloat.nan, height: 10)))
            regions.append(Region(size: CGSize(width: 10, height: CGFloat.infinity)))
        }
        #expect(errors.count == 5)
        #expect(errors.allSatisfy { $0.code == DynamicsError.Code.nonFiniteValue })
        #expect(errors.first?.message == "Region(radius:): nan is not a finite number; made an empty region")
        for region in regions {
            #expect(region == .empty)
            #expect(!region.contains(.zero))
        }
        #expect(collectingErrors { _ = Region(radius: -3) }.isEmpty)
        #expect(collectingErrors { _ = Region(size: CGSize(width: -3, height: 0)) }.isEmpty)
    }

    @Test func descriptionShowsTheTree() {
        let region = Region(radius: 2).byDifference(from: Region(size: CGSize(width: 1, height: 3)))
        #expect(region.description == "(Region(radius: 2.0) ∧ ¬Region(size: (1.0, 3.0)))")
    }
}

// MARK: - Compiled programs

extension RegionTests {
    @Suite("Region programs")
    struct Programs {
        private static func run(_ program: [RegionNode], _ x: Double, _ y: Double) -> Bool {
            program.withUnsafeBufferPointer { Region.evaluate($0, x, y) }
        }

        @Test func shapesCompileToOneInstruction() {
            #expect(Region(radius: 3).compiled() == [.circle(radiusSquared: 9)])
            #expect(
                Region(size: CGSize(width: 4, height: 6)).compiled() == [
                    .rectangle(halfWidth: 2, halfHeight: 3)
                ])
            #expect(Region.infinite.compiled() == [.infinite])
            #expect(Region().compiled() == [.empty])
            #expect(Region(radius: 3).inverse().compiled() == [.circle(radiusSquared: 9), .not])
            #expect(!Self.run(Region().compiled(), 0, 0))
            #expect(Self.run(Region.infinite.compiled(), 1e300, 0))
        }

        @Test func boundaryPointsAgreeWithContains() {
            let circle = Region(radius: 50)
            let rect = Region(size: CGSize(width: 100, height: 50))
            let regions = [
                circle, rect, circle.inverse(), rect.inverse(), circle.byUnion(with: rect),
                circle.byIntersection(with: rect), circle.byDifference(from: rect),
                rect.byDifference(from: circle),
            ]
            let points: [(Double, Double)] = [
                (0, 0), (50, 0), (0, 25), (30, 40), (50, 25), (-50, 0), (49.99, 24.99),
            ]
            for region in regions {
                let program = region.compiled()
                for (x, y) in points {
                    #expect(
                        Self.run(program, x, y) == region.contains(CGPoint(x: x, y: y)),
                        "\(region) at (\(x), \(y))")
                }
            }
        }

        /// Builds a random region of `depth` levels from a deterministic generator.
        private static func randomRegion(_ depth: Int, _ rng: inout SplitMix) -> Region {
            if depth == 0 || rng.next() % 4 == 0 {
                switch rng.next() % 6 {
                case 0:
                    return Region(size: CGSize(width: rng.unit() * 200 - 20, height: rng.unit() * 200 - 20))
                case 1: return rng.next() % 8 == 0 ? .infinite : .empty
                default: return Region(radius: rng.unit() * 120 - 10)
                }
            }
            let a = randomRegion(depth - 1, &rng)
            switch rng.next() % 4 {
            case 0: return a.inverse()
            case 1: return a.byUnion(with: randomRegion(depth - 1, &rng))
            case 2: return a.byIntersection(with: randomRegion(depth - 1, &rng))
            default: return a.byDifference(from: randomRegion(depth - 1, &rng))
            }
        }

        @Test func programsAgreeWithTheTreeOnRandomPoints() {
            var rng = SplitMix(state: 2024)
            var checked = 0
            var inside = 0
            for _ in 0..<20 {
                let region = Self.randomRegion(6, &rng)
                let program = region.compiled()
                for _ in 0..<500 {
                    // Integers half the time, so that points land exactly on rims and edges too.
                    var x = rng.unit() * 240 - 120
                    var y = rng.unit() * 240 - 120
                    if rng.next() % 2 == 0 {
                        x = x.rounded()
                        y = y.rounded()
                    }
                    let tree = region.contains(CGPoint(x: x, y: y))
                    #expect(Self.run(program, x, y) == tree, "\(region) at (\(x), \(y))")
                    checked += 1
                    if tree { inside += 1 }
                }
            }
            #expect(checked == 10_000)
            #expect(inside > 1_000 && inside < 9_000)  // the regions are not trivial
        }

        @Test func deepRightLeaningTreesFitTheStack() {
            // 200 discs nested to the right: a naive postfix order would need a stack of 200.
            var region = Region(radius: 1)
            for index in 2...200 {
                region = Region(radius: CGFloat(index)).byDifference(from: region)
            }
            let program = region.compiled()
            #expect(program.count == 200 + 2 * 199)
            for radius in stride(from: 0.5, through: 200.5, by: 0.5) {
                let point = CGPoint(x: radius, y: 0)
                #expect(Self.run(program, radius, 0) == region.contains(point), "r = \(radius)")
            }
            // Rings alternate: (199, 200] is in, (198, 199] is out, …
            #expect(region.contains(CGPoint(x: 200, y: 0)))
            #expect(region.contains(CGPoint(x: 199.5, y: 0)))
            #expect(!region.contains(CGPoint(x: 199, y: 0)))
            #expect(!region.contains(CGPoint(x: 198.5, y: 0)))
            #expect(region.contains(CGPoint(x: 198, y: 0)))
        }
    }
}

/// A small deterministic generator (SplitMix64) for reproducible random tests.
private struct SplitMix {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform number in [0, 1).
    mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }
}

/// Regions in words, as the playground's inspector shows them.
@Suite("Region text")
struct RegionTextTests {
    /// Regions read as regions: the inspector shows these words, not Swift's debug text.
    @Test func regionsReadAsWords() {
        #expect(Region(size: CGSize(width: 500, height: 50)).readableDescription == "rectangle 500 × 50 pt")
        #expect(Region(radius: 120).readableDescription == "radius 120 pt")
        #expect(Region.infinite.readableDescription == "infinite")
        #expect(Region.empty.readableDescription == "empty")
        #expect(Region(radius: 20).inverse().readableDescription == "outside (radius 20 pt)")
        #expect(
            Region(radius: 10).byUnion(with: Region(size: CGSize(width: 40, height: 2))).readableDescription
                == "(radius 10 pt) or (rectangle 40 × 2 pt)")
    }
}
