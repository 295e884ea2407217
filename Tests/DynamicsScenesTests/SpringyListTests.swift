import Dynamics
import DynamicsScenes
import Foundation
import Testing

@Suite("Springy list")
struct SpringyListTests {
    /// The rows whose 44 pt slots meet the 844 pt viewport at `offset` grown by 100 pt (touching
    /// counts), computed independently of the list.
    private func expectedRows(_ offset: CGFloat, rowCount: Int = 10_000) -> Range<Int> {
        let low = offset - 100
        let high = offset + 844 + 100
        let first = (0..<rowCount).first { CGFloat($0 + 1) * 44 >= low } ?? rowCount
        var last = first
        while last < rowCount && CGFloat(last) * 44 <= high { last += 1 }
        return first..<last
    }

    @Test("Tiling keeps springs and bodies to the rows near the viewport, never all 10,000")
    func tiling() throws {
        let list = try SpringyList(rowCount: 10_000)
        #expect(list.sprungRows == expectedRows(0))
        let content = CGRect(x: 0, y: 0, width: 390, height: 440_000)
        // A 3000 pt/s drag for 2 s, then programmatic jumps (no finger): the end, overscroll.
        var script = (1...120).map { (CGFloat($0) * 50, Optional(CGPoint(x: 195, y: 700))) }
        script += [439_156, 439_000, 438_950, 200_000, 0, -300].map { ($0, nil) }
        var largest = 0
        for (offset, touch) in script {
            list.scroll(to: offset, touch: touch)
            list.step()
            #expect(list.sprungRows == expectedRows(offset), "offset \(offset)")
            #expect(list.attachmentCount == list.sprungRows.count)
            // The animator's bodies are exactly the sprung rows.
            let bodies = list.animator.items(in: content).compactMap { ($0 as? SpringyList.Row)?.index }
            #expect(bodies.sorted() == Array(list.sprungRows), "offset \(offset)")
            largest = max(largest, list.attachmentCount)
        }
        #expect(largest <= 25)
        #expect(list.sprungRows == 0..<15)  // overscrolled 300 pt above the top: slots up to 644 pt
    }

    @Test("A row under the finger moves with the scroll; the others lag by distance / 1500")
    func resistance() throws {
        let list = try SpringyList(rowCount: 10_000)
        // The finger on row 0 (screen y 22): rows 0, 10 and 20 are 0, 440 and 880 pt from it.
        list.scroll(to: 30, touch: CGPoint(x: 195, y: 22))
        for (row, distance) in [(0, 0.0), (10, 440.0), (20, 880.0)] {
            let lag = list.center(ofRow: row).y - list.anchor(ofRow: row).y
            #expect(abs(lag - 30 * distance / 1500) < 1e-9, "row \(row) lags \(lag)")
        }
        // More than 1500 pt away a row stays where it was in the content: it lags the whole scroll.
        let far = try SpringyList(rowCount: 100, viewportSize: CGSize(width: 390, height: 2000))
        far.scroll(to: -20, touch: CGPoint(x: 195, y: 1990))
        #expect(abs((far.center(ofRow: 0).y - far.anchor(ofRow: 0).y) - -20) < 1e-9)
        // Without a finger the rows stay at their anchors.
        let programmatic = try SpringyList(rowCount: 100)
        programmatic.scroll(to: 40, touch: nil)
        #expect(programmatic.center(ofRow: 10) == programmatic.anchor(ofRow: 10))
    }

    /// Drags the list for `frames` frames at 3000 pt/s with the finger near the bottom of the
    /// screen, checking every frame that no row leaves its column or turns.
    private func fling(_ list: SpringyList, frames: Int, from start: CGFloat = 0) -> CGFloat {
        var worstSideways: CGFloat = 0
        for frame in 1...frames {
            list.scroll(to: start + CGFloat(frame) * 50, touch: CGPoint(x: 195, y: 800))
            list.step()
            for index in list.sprungRows {
                let row = list.row(index)!
                worstSideways = max(worstSideways, abs(row.center.x - 195))
                #expect(row.transform == .identity)
            }
        }
        return worstSideways
    }

    @Test("During a fling the rows far from the finger trail it, and every row settles back at its anchor")
    func flingAndSettle() throws {
        let list = try SpringyList(rowCount: 10_000)
        let sideways = fling(list, frames: 30)
        #expect(sideways <= 0.5, "a row moved \(sideways) pt sideways")
        // Rows enter near the finger and travel up, away from it: on the screen above the finger
        // the lag grows with the distance from it, and the top of the screen lags most. (Rows
        // just above the finger still carry the lag they gathered below it.)
        let finger = list.viewport.minY + 800
        let aboveFinger = list.sprungRows.filter {
            list.viewport.contains(list.anchor(ofRow: $0)) && list.anchor(ofRow: $0).y <= finger - 100
        }
        let lags = aboveFinger.map { list.center(ofRow: $0).y - list.anchor(ofRow: $0).y }
        #expect(lags.count >= 14)
        #expect(lags.allSatisfy { $0 > 0 }, "\(lags)")
        #expect(lags.first! > lags.last! + 100, "\(lags)")
        #expect(zip(lags, lags.dropFirst()).allSatisfy { $0 >= $1 }, "lag grows with distance: \(lags)")

        // Released: within 4 s (measured 1.9 s) every row is at rest at its anchor, upright and in
        // its column. A row falls asleep below 1 pt/s, so it rests within 1 / (2π · 1 Hz) ≈ 0.16 pt.
        var time = 0.0
        while list.animator.isRunning && time < 4 {
            list.step()
            time += 1.0 / 60
            for index in list.sprungRows {
                #expect(abs(list.center(ofRow: index).x - 195) <= 0.5)
            }
        }
        #expect(!list.animator.isRunning, "still moving after \(time) s")
        let worst = list.sprungRows.map { abs(list.center(ofRow: $0).y - list.anchor(ofRow: $0).y) }.max()!
        #expect(worst <= 0.2, "a row rests \(worst) pt from its anchor")
    }

    @Test("A released row follows the damped spring law (1 Hz, damping ratio 0.8, resistance 0.1)")
    func dampedSpring() throws {
        // One row, a margin large enough to keep it sprung; a 200 pt scroll with the finger more
        // than 1500 pt away leaves the row 200 pt behind its anchor, at rest.
        let list = try SpringyList(
            rowCount: 1, viewportSize: CGSize(width: 390, height: 2000), tilingMargin: 1000)
        list.scroll(to: 200, touch: CGPoint(x: 195, y: 1999))
        let x0: CGFloat = 200
        #expect(list.center(ofRow: 0).y - list.anchor(ofRow: 0).y == x0)
        // x'' + (2ζω + c) x' + ω² x = 0 with ω = 2π, ζ = 0.8, linear damping c = 0.1 /s.
        let omega = 2 * Double.pi
        let zeta = 0.8 + 0.1 / (2 * omega)
        let omegaD = omega * (1 - zeta * zeta).squareRoot()
        var worst = 0.0
        for frame in 1...120 {
            list.step()
            let t = list.animator.simulatedTime
            let theory =
                Double(x0) * exp(-zeta * omega * t)
                * (cos(omegaD * t) + zeta * omega / omegaD * sin(omegaD * t))
            let x = Double(list.center(ofRow: 0).y - list.anchor(ofRow: 0).y)
            worst = max(worst, abs(x - theory))
            if frame == 30 { #expect(x < 100 && x > 0, "half a second later: \(x)") }
        }
        // Within 0.5 % of the initial displacement at every frame (measured 0.56 pt of 200: the
        // engine's soft-step spring is integrated implicitly at 1/480 s).
        #expect(worst <= 0.005 * Double(x0), "worst deviation \(worst) pt")
    }

    @Test("The same scroll script gives bit-identical worlds")
    func deterministic() throws {
        func run() throws -> UInt64 {
            let list = try SpringyList(rowCount: 10_000)
            _ = fling(list, frames: 40)
            _ = fling(list, frames: 20, from: 2000)
            for _ in 0..<30 { list.step() }
            return list.animator.stateHash
        }
        #expect(try run() == run())
    }

    @Test("Bad input is refused with an error naming the parameter and the value")
    func badInput() throws {
        #expect(throws: DynamicsError.self) { try SpringyList(rowCount: -1) }
        do {
            _ = try SpringyList(rowCount: 10, rowHeight: .nan)
            Issue.record("a NaN row height was accepted")
        } catch {
            #expect(error.message.contains("rowHeight nan"))
        }
        do {
            _ = try SpringyList(rowCount: 10, springDamping: -1)
            Issue.record("a negative damping was accepted")
        } catch {
            #expect(error.message.contains("springDamping -1"))
        }
        let list = try SpringyList(rowCount: 100)
        var errors: [DynamicsError] = []
        list.animator.errorHandler = { errors.append($0) }
        list.scroll(to: .infinity, touch: nil)
        list.scroll(to: 10, touch: CGPoint(x: CGFloat.nan, y: 0))
        #expect(errors.count == 2)
        #expect(errors.first?.message.contains("inf") == true)
        #expect(list.viewport.minY == 0)
        #expect(list.sprungRows == expectedRows(0, rowCount: 100))
    }
}
