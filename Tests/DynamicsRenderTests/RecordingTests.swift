import Dynamics
import DynamicsRender
import Foundation
import Testing

/// Recording runs and writing them out: the animated SVG, the trace CSV and the energy plot.
@Suite struct RecordingTests {
    @Test func recordingFiveSecondsAtThirtyFramesPerSecondTakes151FramesOnTheFrameGrid() throws {
        let (animator, items) = Scenes.fallingBox()
        let recorder = try Recorder(animator: animator, items: items, framesPerSecond: 30)
        recorder.record(duration: 5)
        let frames = recorder.trajectory.frames
        #expect(frames.count == 151)
        for (k, frame) in frames.enumerated() { #expect(abs(frame.time - Double(k) / 30) < 1e-9) }
        // The animator paused on the floor long before 5 s; the clock ran on.
        #expect(!animator.isRunning)
        #expect(recorder.clock == 5)
        #expect(recorder.trajectory.duration == 5)
    }

    @Test func aRateThatIsNotPositiveIsRefusedWithItsValue() {
        let (animator, items) = Scenes.fallingBox()
        #expect(throws: DynamicsError(.outOfRange, "Recorder: framesPerSecond 0.0 must be finite and > 0")) {
            try Recorder(animator: animator, items: items, framesPerSecond: 0)
        }
        #expect(throws: DynamicsError.self) {
            try Recorder(animator: animator, items: items, framesPerSecond: .nan)
        }
    }

    @Test func aFiveSecondRunOfTwentyItemsAnimatesInUnderOneMegabyte() throws {
        let (animator, items) = Scenes.pile(count: 20)
        let recorder = try Recorder(animator: animator, items: items, framesPerSecond: 30)
        recorder.record(duration: 5)
        let svg = AnimatedSVGRenderer().render(recorder.trajectory)
        let size = svg.utf8.count
        #expect(size < 1_000_000, "animated SVG is \(size) bytes")
        #expect(isWellFormedXML(svg))
        // One translation and one rotation per item at most, each with matching key times.
        let animations = occurrences(of: "<animateTransform", in: svg)
        #expect(animations > 20 && animations <= 40)
        let values = attributeValues("values", in: svg)
        let keyTimes = attributeValues("keyTimes", in: svg)
        #expect(values.count == animations && keyTimes.count == animations)
        for (v, k) in zip(values, keyTimes) {
            let times = k.split(separator: ";").map { Double($0)! }
            #expect(v.split(separator: ";").count == times.count)
            #expect(times.first == 0 && times.last == 1)
            #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 }, "key times increase")
        }
        #expect(attributeValues("dur", in: svg).allSatisfy { $0 == "5s" })
        #expect(attributeValues("repeatCount", in: svg).allSatisfy { $0 == "indefinite" })
        #expect(occurrences(of: "data-name=", in: svg) == 20)
    }

    @Test func keyframesAreOnlyKeptWhereTheItemMoves() throws {
        let (animator, items) = Scenes.fallingBox()
        let bystander = Box(center: CGPoint(x: 40, y: 40), size: CGSize(width: 20, height: 20))
        let recorder = try Recorder(
            animator: animator, items: items + [StyledItem(bystander, name: "bystander", color: "gray")],
            framesPerSecond: 30)
        recorder.record(duration: 4)
        let svg = AnimatedSVGRenderer().render(recorder.trajectory)
        // The bystander has no body and never moves: plain transforms, no animation.
        #expect(
            svg.contains(
                "<g transform=\"translate(40 40)\">\n<g transform=\"rotate(0)\">\n<rect data-name=\"bystander\""
            ))
        // The box falls, bounces and rests by about 1.3 s: its last keyframes are the rest and the end.
        let translation = try #require(attributeValues("values", in: svg).first).split(separator: ";")
        #expect(translation.count < recorder.trajectory.frames.count / 2)
        #expect(translation.suffix(2).allSatisfy { $0 == translation.last })
        #expect(occurrences(of: "<animateTransform", in: svg) == 1, "the box never turns")

        // Played once, it stops on the last frame; a progress bar runs along the top.
        var once = AnimatedSVGRenderer()
        once.loops = false
        once.showsProgress = true
        let played = once.render(recorder.trajectory)
        #expect(isWellFormedXML(played))
        #expect(attributeValues("repeatCount", in: played) == ["1", "1"])
        #expect(occurrences(of: "fill=\"freeze\"", in: played) == 2)
        #expect(played.contains("<animate attributeName=\"width\" values=\"0;320\" dur=\"4s\""))
    }

    @Test func aSpinningItemsAngleIsUnwrappedAcrossHalfTurns() throws {
        let animator = DynamicAnimator(referenceBounds: Scenes.bounds)
        let spinner = Box(center: CGPoint(x: 160, y: 240), size: CGSize(width: 80, height: 20))
        let spin = DynamicItemBehavior(items: [spinner])
        spin.angularResistance = 0
        spin.addAngularVelocity(6, for: spinner)
        animator.addBehavior(spin)
        let recorder = try Recorder(
            animator: animator, items: [StyledItem(spinner, name: "spinner", color: "teal")],
            framesPerSecond: 30)
        recorder.record(duration: 2)
        let svg = AnimatedSVGRenderer().render(recorder.trajectory)
        let rotate = try #require(attributeValues("values", in: svg).last).split(separator: ";").map {
            Double($0)!
        }
        #expect(zip(rotate, rotate.dropFirst()).allSatisfy { $0 < $1 }, "turning one way")
        // 6 rad/s for 2 s: about 12 rad ≈ 688° without a jump back at ±180°.
        #expect(abs(rotate.last! - 12 * 180 / .pi) < 5)
    }

    @Test func theTraceHasAHeaderAndOneRowPerItemPerFrameMatchingTheAnimator() throws {
        let (animator, items) = Scenes.pile(count: 6)
        let recorder = try Recorder(animator: animator, items: items, framesPerSecond: 20)
        recorder.record(duration: 1)
        let lines = recorder.trajectory.csv().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "time,item,x,y,angle,vx,vy,omega")
        #expect(lines.last == "", "ends with a newline")
        let rows = lines.dropFirst().dropLast().map { $0.split(separator: ",").map(String.init) }
        #expect(rows.count == 21 * 6)
        for row in rows {
            #expect(row.count == 8)
            for number in [row[0]] + row[2...] {
                let parts = number.split(separator: ".")
                #expect(parts.count == 2 && parts[1].count == 4, "four fixed decimals: \(number)")
            }
        }
        #expect(rows.prefix(6).map { $0[1] } == items.map(\.appearance.name))
        #expect(rows[6][0] == "0.0500")
        // The last frame is the animator's state now.
        let snapshot = animator.debugSnapshot([.bodies])
        for (row, styled) in zip(rows.suffix(6), items) {
            let body = try #require(snapshot.bodies.first { $0.item == ObjectIdentifier(styled.item) })
            #expect(row[0] == "1.0000")
            let expected = [
                body.center.x, body.center.y, body.angle, body.velocity.dx, body.velocity.dy,
                body.angularVelocity,
            ]
            for (text, value) in zip(row[2...], expected) {
                #expect(
                    abs(Double(text)! - Double(value)) <= 0.00005,
                    "\(styled.appearance.name): \(text) vs \(value)")
            }
            #expect(abs(Double(row[2])! - Double(styled.item.center.x)) <= 0.00005)
        }
    }

    @Test func namesWithCommasAndQuotesAreQuotedInTheTrace() throws {
        var trajectory = Trajectory(
            bounds: Scenes.bounds, framesPerSecond: 1,
            items: [ItemAppearance(name: "a, \"b\"", color: "red", size: CGSize(width: 1, height: 1))])
        let state = Trajectory.ItemState(
            center: CGPoint(x: 1.23456, y: -2), angle: -0.00001, size: CGSize(width: 1, height: 1),
            velocity: CGVector(dx: 3, dy: 4),
            angularVelocity: 0,
            isAwake: true)
        trajectory.frames = [
            Trajectory.Frame(time: 0, items: [state], kineticEnergy: 0, potentialEnergy: 0, maxSpeed: 5)
        ]
        #expect(
            trajectory.csv(decimals: 3)
                == "time,item,x,y,angle,vx,vy,omega\n0.000,\"a, \"\"b\"\"\",1.235,-2.000,0.000,3.000,4.000,0.000\n"
        )
    }

    @Test func brokenHandMadeFramesAreLeftOutAndReported() throws {
        let look = ItemAppearance(name: "a", color: "red", size: CGSize(width: 10, height: 10))
        var trajectory = Trajectory(bounds: Scenes.bounds, framesPerSecond: 10, items: [look])
        let state = Trajectory.ItemState(
            center: CGPoint(x: 5, y: 5), angle: 0, size: look.size, velocity: CGVector(dx: 0, dy: 0),
            angularVelocity: 0, isAwake: true)
        func frame(_ time: Double, _ states: [Trajectory.ItemState]) -> Trajectory.Frame {
            Trajectory.Frame(time: time, items: states, kineticEnergy: 0, potentialEnergy: 0, maxSpeed: 0)
        }
        trajectory.frames = [frame(0, [state]), frame(0.1, []), frame(0.2, [state]), frame(0.15, [state])]
        let log = ErrorLog()
        var outputs: [String] = []
        DynamicsDiagnostics.$handler.withValue(DynamicsErrorHandler { log.append($0) }) {
            outputs = [
                AnimatedSVGRenderer().render(trajectory), trajectory.csv(), EnergyPlot().render(trajectory),
            ]
        }
        #expect(outputs.allSatisfy { !$0.isEmpty })
        #expect(outputs[1].split(separator: "\n").count == 3, "header and the two good frames")
        #expect(attributeValues("keyTimes", in: outputs[0]).isEmpty, "a resting item needs no keyframes")
        #expect(log.errors.count == 3)
        #expect(
            log.errors.first?.message
                == "Trajectory: left out 2 frame(s), first frame 1 (time 0.1, 0 item states for 1 items): frames need one state per item and increasing finite times"
        )
    }

    @Test func theEnergyPlotDrawsBothPanelsWithAxesAndLabels() throws {
        let (animator, items) = Scenes.fallingBox()
        let recorder = try Recorder(animator: animator, items: items, framesPerSecond: 30)
        recorder.record(duration: 2)
        let svg = EnergyPlot(title: "falling <box>").render(recorder.trajectory)
        #expect(isWellFormedXML(svg))
        #expect(occurrences(of: "<polyline", in: svg) == 4)
        for label in [
            "energy (J)", "max speed (pt/s)", "time (s)", "kinetic", "potential", "total",
            "falling &lt;box&gt;",
        ] {
            #expect(svg.contains(">\n\(label)\n</text>"), "label \(label)")
        }
        // 38 J at the start (1 kg, 3.8 m above the floor at 10 m/s²): the energy axis runs 0…40.
        #expect(abs(recorder.trajectory.frames[0].potentialEnergy - 38) < 1e-4)
        for tick in ["0", "10", "20", "30", "40"] { #expect(svg.contains(">\n\(tick)\n</text>")) }
        let points = try #require(attributeValues("points", in: svg).first).split(separator: " ")
        #expect(points.count == recorder.trajectory.frames.count)
    }

    @Test func theSameRunGivesByteIdenticalOutput() throws {
        func outputs() throws -> [String] {
            let (animator, items) = Scenes.contraption()
            animator.debugEnabled = true
            let recorder = try Recorder(animator: animator, items: items, framesPerSecond: 30)
            recorder.record(duration: 1.5)
            return [
                SVGRenderer().render(animator: animator, items: items),
                AnimatedSVGRenderer().render(recorder.trajectory), recorder.trajectory.csv(),
                EnergyPlot().render(recorder.trajectory),
            ]
        }
        let first = try outputs()
        let second = try outputs()
        for (a, b) in zip(first, second) { #expect(a == b) }
        #expect(first.allSatisfy { !$0.isEmpty })
    }
}
