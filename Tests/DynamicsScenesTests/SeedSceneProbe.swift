import Dynamics
import DynamicsScenes
import Foundation
import Testing

/// A catalogue scene running frame by frame, with the history of the items a test watches:
/// centre, angle and (through an item behavior that holds the item) velocity after every frame.
final class SeedSceneProbe {
    struct Sample {
        var time: Double
        var center: CGPoint
        var angle: Double
        /// pt/s; nil when no watched behavior holds the item.
        var velocity: CGPoint?
        var animatorIsRunning: Bool
    }

    let run: SceneRun
    private var watched: [(name: String, item: SceneItem, velocitySource: DynamicItemBehavior?)] = []
    private(set) var history: [String: [Sample]] = [:]

    /// Builds the catalogue scene `name` and watches `items`; `velocityFrom` names, per item, an
    /// item behavior of the scene that holds it, to read its velocity from.
    init(_ name: String, watching items: [String], velocityFrom: [String: String] = [:]) throws {
        let scene = try #require(SceneCatalog.scene(named: name), "no catalogue scene \(name)")
        run = try scene.makeRun()
        for itemName in items {
            let item = try #require(run.sceneItem(named: itemName), "no item \(itemName) in \(name)")
            let source = velocityFrom[itemName].flatMap { run.behavior(named: $0) as? DynamicItemBehavior }
            watched.append((itemName, item, source))
            history[itemName] = [sample(item, source)]
        }
    }

    private func sample(_ item: SceneItem, _ source: DynamicItemBehavior?) -> Sample {
        Sample(
            time: run.time, center: item.center, angle: Double(item.angle),
            velocity: source.map { $0.linearVelocity(for: item) }, animatorIsRunning: run.animator.isRunning)
    }

    /// Runs frames until `time`, sampling the watched items after each.
    func advance(to time: Double) {
        while run.time < time - 1e-9 {
            run.stepFrame()
            for (name, item, source) in watched { history[name, default: []].append(sample(item, source)) }
        }
    }

    /// Runs the whole scene.
    func runToEnd() { advance(to: run.scene.duration) }

    func samples(_ item: String) -> [Sample] { history[item] ?? [] }

    func samples(_ item: String, from start: Double, to end: Double = .infinity) -> [Sample] {
        samples(item).filter { $0.time >= start - 1e-9 && $0.time <= end + 1e-9 }
    }

    func item(_ name: String) -> SceneItem { run.sceneItem(named: name)! }

    /// The scripted finger moving `item` directly: every `moveItem` event's time and centre.
    func moves(of item: String) -> [(time: Double, center: CGPoint)] {
        run.scene.script.compactMap { event in
            guard case .moveItem(let name, let center) = event.action, name == item else { return nil }
            return (event.time, center)
        }
    }

    /// Runs through a direct pan up to its last sample (the lift, when the script lets the item go),
    /// recording whether the item sat exactly under the finger after every earlier sample.
    func followFinger(_ item: String) -> (lift: (time: Double, center: CGPoint), followed: Bool) {
        let moves = moves(of: item)
        var followed = true
        for move in moves.dropLast() {
            advance(to: move.time + run.frameDuration)
            followed = followed && self.item(item).center == move.center
        }
        return (moves.last!, followed)
    }

    /// The first time the animator was seen paused at or after `start`, if it paused.
    func pauseTime(after start: Double = 0) -> Double? {
        guard let any = watched.first?.name else { return nil }
        return samples(any, from: start).first { !$0.animatorIsRunning }?.time
    }
}

/// Physics references the scene tests compare with.
enum Theory {
    /// UIKit's resistance law, v ← v / (1 + c/120) every 1/120 s step, as a continuous decay rate (1/s).
    static func decayRate(resistance c: Double) -> Double { 120 * log(1 + c / 120) }

    /// A damped spring x'' = −ω²x − γx' released from rest at displacement A: the first overshoot
    /// past the centre (a positive distance).
    static func firstOvershoot(amplitude: Double, omega: Double, gamma: Double) -> Double {
        let zeta = gamma / (2 * omega)
        return amplitude * exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot())
    }

    /// The same spring kicked from its centre with speed v0: the farthest it gets.
    static func kickAmplitude(speed v0: Double, omega: Double, gamma: Double) -> Double {
        let decay = gamma / 2
        let omegaD = (omega * omega - decay * decay).squareRoot()
        let peak = atan2(omegaD, decay) / omegaD
        return v0 / omegaD * exp(-decay * peak) * sin(omegaD * peak)
    }

    /// Mass in kg of an item of `size` points and UIKit density `density`.
    static func mass(_ size: CGSize, density: Double) -> Double {
        density * size.width * size.height / 10_000
    }
}

/// The time `x` first crosses `level` going up, linear between samples.
func crossingTime(_ samples: [(time: Double, x: Double)], level: Double) -> Double? {
    for (a, b) in zip(samples, samples.dropFirst()) where a.x < level && b.x >= level {
        return a.time + (level - a.x) / (b.x - a.x) * (b.time - a.time)
    }
    return nil
}

extension SceneItem {
    /// The item's frame as UIKit reports it for an unrotated view: its bounds around its centre.
    var unrotatedFrame: CGRect {
        CGRect(
            x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width,
            height: bounds.height)
    }
}
