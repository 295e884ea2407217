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
        let header = [
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
        velocities.reserveCapacity(snapshot.bodies.count)
        for body in snapshot.bodies {
            if velocities[body.item] == nil { velocities[body.item] = body.velocity }
        }
        // The item lines written as bytes into one buffer: a `String` per number and per line
        // were a quarter of the instructions a 100,000-item scene took to start.
        var text = Array(header.joined(separator: "\n").utf8)
        text.reserveCapacity(text.count + names.count * (width + 64))
        func append(_ literal: StaticString) {
            text.append(
                contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
        }
        for item in names {
            let angle = atan2(Double(item.transform.b), Double(item.transform.a)) * 180 / .pi
            let speed = velocities[ObjectIdentifier(item)].map { hypot(Double($0.dx), Double($0.dy)) } ?? 0
            append("\n  ")
            text.append(contentsOf: item.name.utf8)
            text.append(contentsOf: repeatElement(UInt8(ascii: " "), count: width - item.name.count))
            append("  x ")
            DecimalText.appendFixed(Double(item.center.x), places: 2, unsignedZero: true, to: &text)
            append("  y ")
            DecimalText.appendFixed(Double(item.center.y), places: 2, unsignedZero: true, to: &text)
            append("  angle ")
            DecimalText.appendFixed(angle, places: 1, unsignedZero: true, to: &text)
            append("°  speed ")
            DecimalText.appendFixed(speed, places: 1, unsignedZero: true, to: &text)
            append(" pt/s")
        }
        return String(decoding: text, as: UTF8.self)
    }

    private func fixed(_ value: Double, _ decimals: Int) -> String {
        // DecimalText writes what `%.Nf` writes, without Foundation's formatter; a value that
        // rounds to zero prints without a sign ("-0.0" reads as a sign error).
        var text: [UInt8] = []
        DecimalText.appendFixed(value, places: decimals, unsignedZero: true, to: &text)
        return String(decoding: text, as: UTF8.self)
    }
}
