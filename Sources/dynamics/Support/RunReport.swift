import Dynamics
import DynamicsScenes
import Foundation

/// The summary `dynamics run` prints: time to rest, final positions, contacts and energy.
///
/// ```swift
/// print(RunReport(run: run, restingSince: 1.7, wallSeconds: 0.01).text)
/// ```
struct RunReport {
    let run: SceneRun
    let restingSince: Double?
    let wallSeconds: Double

    var text: String {
        let snapshot = run.animator.debugSnapshot([.bodies, .joints, .contacts])
        let touching = snapshot.contacts.filter(\.isTouching).count
        var lines = [
            "\(run.scene.name): \(fixed(run.time, 2)) s simulated (\(run.frameCount) frames) in \(fixed(wallSeconds * 1000, 1)) ms",
            restingSince.map { "at rest from \(fixed($0, 2)) s (animator paused)" }
                ?? "still moving at the end (animator running)",
            "contacts: \(touching) touching point\(touching == 1 ? "" : "s")",
            "energy: kinetic \(fixed(snapshot.kineticEnergy, 4)) J, potential \(fixed(snapshot.potentialEnergy, 4)) J",
            "state hash: \(String(run.stateHash, radix: 16))",
            "items:",
        ]
        let names = run.items.compactMap { $0 as? SceneItem }
        let width = names.map(\.name.count).max() ?? 0
        // Each item's body looked up once (a search per item took 20 s for 100,000 items).
        var velocities: [ObjectIdentifier: CGVector] = [:]
        for body in snapshot.bodies {
            if velocities[body.item] == nil { velocities[body.item] = body.velocity }
        }
        for item in names {
            let angle = atan2(Double(item.transform.b), Double(item.transform.a)) * 180 / .pi
            let speed = velocities[ObjectIdentifier(item)].map { hypot(Double($0.dx), Double($0.dy)) } ?? 0
            let pad = String(repeating: " ", count: width - item.name.count)
            lines.append(
                "  \(item.name)\(pad)  x \(fixed(Double(item.center.x), 2))  y \(fixed(Double(item.center.y), 2))  angle \(fixed(angle, 1))°  speed \(fixed(speed, 1)) pt/s"
            )
        }
        return lines.joined(separator: "\n")
    }

    private func fixed(_ value: Double, _ decimals: Int) -> String {
        // DecimalText writes what `%.Nf` writes, without Foundation's formatter (a third of the
        // time a 100,000-item run took to start went into formatting its report).
        let text = DecimalText.fixed(value, places: decimals)
        // "-0.0" reads as a sign error; a value that rounds to zero prints without a sign.
        return text.hasPrefix("-") && text.dropFirst().allSatisfy({ "0.".contains($0) })
            ? String(text.dropFirst()) : text
    }
}
