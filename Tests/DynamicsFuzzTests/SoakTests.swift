import Dynamics
import Foundation
import Testing

/// One hour of simulated time of a busy scene: 200 items (boxes, balls, paths) in a box with
/// gravity that turns, a spring field, a vortex, a noise field, springs and rods between items,
/// a snap, pushes, and items added and removed every few seconds. Energy stays bounded, no item
/// leaves, nothing turns non-finite, and memory stays flat: the animator's whole state (engine and
/// records, ``AnimatorSnapshot/byteCount``) is no larger at the end than after ten minutes, beyond
/// what the contacts of the moment account for.
///
/// Resident memory is printed, not checked: it is the test runner's, and the tests running beside
/// the hour allocate into it (CI once saw 46 MB of "growth" that way; the hour alone grows 0.2 MB).
/// Running the hour in a process of its own (an exit test) held back every other test's child
/// processes until it ended, past their time limits. Leaked objects are LeakSanitizer's to find:
/// CI's AddressSanitizer stage runs this test too.
@Suite("Soak")
struct SoakTests {
    /// Resident memory in bytes (Linux: /proc/self/statm), or nil elsewhere.
    static func residentBytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    @Test func oneHourOfABusySceneStaysBoundedAndInside() {
        let seconds = Double(ProcessInfo.processInfo.environment["SOAK_SECONDS"] ?? "") ?? 3600
        let bounds = CGRect(x: 0, y: 0, width: 800, height: 600)
        let animator = DynamicAnimator(referenceBounds: bounds)
        var errors: [DynamicsError] = []
        animator.errorHandler = { errors.append($0) }
        var random = SeededGenerator(state: 2026)
        var items: [FuzzItem] = []
        for i in 0..<200 {
            let size = CGSize(width: random.range(4, 40), height: random.range(4, 40))
            let center = CGPoint(x: 30 + CGFloat(i % 20) * 37, y: 30 + CGFloat(i / 20) * 50)
            items.append(
                FuzzItem(
                    "soak\(i)", center: center, size: size, type: i % 3 == 1 ? .ellipse : .rectangle,
                    path: BezierPath()))
        }
        let collision = CollisionBehavior(items: items)
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        let gravity = GravityBehavior(items: items)
        animator.addBehavior(gravity)
        let properties = DynamicItemBehavior(items: items)
        properties.elasticity = 0.6
        animator.addBehavior(properties)
        let spring = FieldBehavior.springField()
        spring.position = CGPoint(x: 400, y: 300)
        spring.region = Region(radius: 150)
        spring.strength = 5
        let vortex = FieldBehavior.vortexField()
        vortex.position = CGPoint(x: 200, y: 300)
        vortex.region = Region(radius: 120)
        vortex.strength = 0.02
        let noise = FieldBehavior.noiseField(smoothness: 0.5, animationSpeed: 1)
        noise.strength = 0.5
        for (i, item) in items.enumerated() {
            if i % 4 == 0 { spring.addItem(item) }
            if i % 5 == 0 { vortex.addItem(item) }
            if i % 3 == 0 { noise.addItem(item) }
        }
        [spring, vortex, noise].forEach(animator.addBehavior)
        for i in stride(from: 0, to: 40, by: 2) {
            let joint = AttachmentBehavior(item: items[i], attachedTo: items[i + 1])
            if i % 4 == 0 {
                joint.frequency = 3
                joint.damping = 0.3
            }
            animator.addBehavior(joint)
        }
        let snap = SnapBehavior(item: items[199], snapTo: CGPoint(x: 600, y: 200))
        animator.addBehavior(snap)
        let push = PushBehavior(items: Array(items[100..<120]), mode: .instantaneous)

        let frames = Int(seconds * 60)
        var maxKinetic: Double = 0
        var maxKineticFirstTenMinutes: Double = 0
        var memoryAtTenMinutes: Int?
        var stateAtTenMinutes = 0
        var dropped: [FuzzItem] = []
        var problems: [String] = []
        for frame in 0..<frames {
            let t = Double(frame) / 60
            if frame % 600 == 0 { gravity.angle = .pi / 2 + 0.6 * sin(t / 30) }
            if frame % 300 == 150 {
                push.setAngle(random.range(-3, 3), magnitude: random.range(0.2, 2))
                push.active = true
                if push.dynamicAnimator == nil { animator.addBehavior(push) }
            }
            if frame % 420 == 0 {
                // Items added and removed: one out of the collision (it falls away), one back in.
                if let back = dropped.popLast() {
                    back.center = CGPoint(x: random.range(50, 750), y: random.range(50, 200))
                    animator.updateItem(usingCurrentState: back)
                    collision.addItem(back)
                }
                let gone = items[Int(random.next() % 100) + 40]
                if collision.items.contains(where: { $0 === gone }) {
                    collision.removeItem(gone)
                    dropped.append(gone)
                }
            }
            animator.step()
            if frame % 60 == 0 {
                maxKinetic = max(maxKinetic, animator.debugSnapshot([.bodies]).kineticEnergy)
                for item in items where collision.items.contains(where: { $0 === item }) {
                    let c = item.center
                    if !(c.x.isFinite && c.y.isFinite) || c.x < -1 || c.y < -1 || c.x > 801 || c.y > 601 {
                        problems.append("t=\(t): \(item) at \(c)")
                    }
                }
                if problems.count > 5 { break }
            }
            if frame == 36_000 {
                memoryAtTenMinutes = Self.residentBytes()
                stateAtTenMinutes = animator.snapshot().byteCount
                maxKineticFirstTenMinutes = maxKinetic
            }
        }
        let memoryAtEnd = Self.residentBytes()
        let stateAtEnd = animator.snapshot().byteCount
        print(
            "soak: \(seconds) s simulated, max kinetic energy \(maxKineticFirstTenMinutes) J in the first 10 min, \(maxKinetic) J overall, state \(stateAtTenMinutes) → \(stateAtEnd) bytes, resident memory (the test runner's) \(memoryAtTenMinutes ?? 0) → \(memoryAtEnd ?? 0) bytes, \(errors.count) errors"
        )
        #expect(problems.isEmpty, "\(problems.prefix(5))")
        #expect(errors.isEmpty, "\(errors.prefix(3))")
        // Energy is bounded: the hour's peak is no more than twice the first ten minutes' (gravity
        // turning and pushes add energy, damping and contacts take it; nothing may grow it).
        if seconds > 600 {
            #expect(
                maxKinetic <= 2 * maxKineticFirstTenMinutes,
                "kinetic energy peaked at \(maxKinetic) J after \(maxKineticFirstTenMinutes) J in the first ten minutes"
            )
        }
        if seconds > 600 {
            #expect(
                stateAtEnd <= stateAtTenMinutes + stateAtTenMinutes / 4,
                "the animator's state grew from \(stateAtTenMinutes) to \(stateAtEnd) bytes")
        }
    }
}
