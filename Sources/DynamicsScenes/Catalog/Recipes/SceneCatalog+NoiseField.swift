import Dynamics
import DynamicsEngine

extension SceneCatalog {
    /// Seed 003, iOS 9 Day by Day "New UIKit Dynamics Features": a 100 pt square and a 100 pt
    /// ellipse under gravity and a noise field (smoothness 1, animation speed 0.5, strength 0.5),
    /// colliding with each other and with the view's bounds inset by (20, 5, 5, 5). Device motion
    /// turns gravity toward the real "down" every 0.1 s. The script rocks the phone from side to
    /// side, then lays it on its back, where gravity fades to nothing, and drags the strength
    /// slider to its maximum, 25: the noise field alone carries the items around.
    static var noiseFieldDemo: Scene {
        let screen = recipesScreen
        let items = ["square", "ellipse"]
        var scene = Scene(
            name: "noise-field",
            summary:
                "A square and an ellipse tumble as the phone is rocked, then drift in a noise field when it lies flat.",
            category: "ios 9", referenceBounds: screen)
        scene.source =
            "seed 003, iOS 9 Day by Day, 9. New UIKit Dynamics Features: Building a UIFieldBehavior example"
        scene.duration = 18
        // The views' frames: the square at (0, 0), the ellipse below it at (0, 100). Both start
        // under the 20 pt top inset; the boundary pushes them in.
        scene.items = [
            ItemDescription(
                name: "square", center: CGPoint(x: 50, y: 50), size: CGSize(width: 100, height: 100),
                color: "blue"),
            ItemDescription(
                name: "ellipse", center: CGPoint(x: 50, y: 150), size: CGSize(width: 100, height: 100),
                shape: .ellipse, color: "yellow"),
        ]
        // The three sliders (strength 0–25, smoothness 0–1, speed 0–1) start at the values the code
        // sets: `noiseFieldWithSmoothness(1.0, animationSpeed: 0.5)` and `strength = 0.5`.
        var noise = FieldDescription(name: "noise", kind: .noise, items: items)
        noise.smoothness = 1
        noise.animationSpeed = 0.5
        noise.strength = 0.5
        scene.behaviors = [
            .gravity(GravityDescription(name: "gravity", items: items)),
            .field(noise),
            .collision(
                CollisionDescription(
                    name: "collision", items: items, insets: EdgeInsets(top: 20, left: 5, bottom: 5, right: 5)
                )),
        ]
        // `deviceMotionUpdateInterval = 0.1`: each update sets `gravityDirection = (g.x, −g.y)`
        // from the device's gravity.
        var script = (1...Int((scene.duration * 10).rounded())).map { tick in
            let time = Double(tick) / 10
            return ScriptEvent(
                time: time,
                action: .set(
                    behavior: "gravity", property: "direction", value: .vector(tiltedGravity(at: time))))
        }
        // `strengthValueChanged`: the strength slider pushed to the end of its 0–25 range.
        script.append(
            ScriptEvent(
                time: noiseSliderTime,
                action: .set(behavior: "noise", property: "strength", value: .number(25))))
        script.sort { $0.time < $1.time }
        scene.script = script
        return scene
    }

    /// When the noise-field scene's strength slider moves to 25: as the phone comes to lie flat.
    static let noiseSliderTime = 11.0

    /// The gravity direction device motion reports at `time` in the noise-field scene's tilt
    /// script: the phone is rocked ±0.5 rad from side to side (a 3 s period) after 2 s upright,
    /// and from 9 s tipped back over 2 s to lie flat on its back. Device gravity is
    /// `(sin roll · cos pitch, −cos roll · cos pitch, −sin pitch)`; the view's gravity is
    /// `(x, −y)` of it.
    static func tiltedGravity(at time: Double) -> CGVector {
        let roll = time < 2 ? 0 : 0.5 * PortableMath.sin(2 * Double.pi * (time - 2) / 3)
        let pitch = Double.pi / 2 * min(max((time - 9) / 2, 0), 1)
        let device = (
            x: PortableMath.sin(roll) * PortableMath.cos(pitch),
            y: -PortableMath.cos(roll) * PortableMath.cos(pitch)
        )
        return CGVector(dx: device.x, dy: -device.y)
    }
}
