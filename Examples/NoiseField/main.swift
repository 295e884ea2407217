// Seed 003: the noise field, the tilting gravity and the sliders, scripted. Run it:
// swift run NoiseField
import UIKitDynamics

func point(_ p: CGPoint) -> String { String(format: "(%5.1f, %5.1f)", Double(p.x), Double(p.y)) }

let controller = ViewController()
controller.loadViewIfNeeded()
let animator = controller.animator!
let square = controller.view.subviews[0]
let ellipse = controller.view.subviews[1]
let inside = controller.view.bounds.inset(by: UIEdgeInsets(top: 20, left: 5, bottom: 5, right: 5))
var clock: TimeInterval = 0
var deepest: CGFloat = 0
var travelled: CGFloat = 0

/// How far the item's collision outline (the square's rotated corners, the ellipse's circle)
/// reaches past the inset bounds.
@MainActor func overreach(_ item: UIView) -> CGFloat {
    let c = item.center
    let h = item.bounds.width / 2
    var extreme = [c.x - h, c.y - h, c.x + h, c.y + h]
    if item.collisionBoundsType == .rectangle {
        let corners = [
            CGPoint(x: -h, y: -h), CGPoint(x: h, y: -h), CGPoint(x: h, y: h), CGPoint(x: -h, y: h),
        ]
        .map { $0.applying(item.transform) }
        extreme = [
            c.x + corners.map(\.x).min()!, c.y + corners.map(\.y).min()!,
            c.x + corners.map(\.x).max()!, c.y + corners.map(\.y).max()!,
        ]
    }
    return max(
        inside.minX - extreme[0], inside.minY - extreme[1], extreme[2] - inside.maxX, extreme[3] - inside.maxY
    )
}

/// Off Apple platforms: nothing ticks the animator; the script runs `seconds` of 1/60 s frames
/// (a paused animator lets the time pass, as in UIKit).
@MainActor func run(_ seconds: Double, _ label: String) {
    let frames = Int((seconds * 60).rounded())
    for _ in 0..<frames {
        let before = square.center
        animator.step()
        clock += 1.0 / 60
        travelled += hypot(square.center.x - before.x, square.center.y - before.y)
        // The post places both items across the inset boundary (the square's top at 0, the
        // ellipse's left at 0); the collision pushes them inside at once, so count from 0.5 s.
        if clock > 0.5 { deepest = max(deepest, overreach(square), overreach(ellipse)) }
    }
    print(
        String(format: "t = %4.1f s  ", clock) + "square \(point(square.center))  ellipse "
            + "\(point(ellipse.center))  \(animator.isRunning ? "moving" : "at rest")  \(label)")
}

// Off Apple platforms: no CoreMotion; the device starts upright, then the script tilts it.
controller.manager.deliver(gravityX: 0, y: -1, z: 0)
run(3, "upright: both fall and the noise jostles them")
controller.manager.deliver(gravityX: -0.7, y: -0.7, z: 0)
run(3, "tilted left: gravity (-0.7, 0.7) slides them to the lower left")
controller.manager.deliver(gravityX: 0.7, y: 0.7, z: 0)
run(3, "tilted up and right: gravity (0.7, -0.7) sends them to the upper right")

// Off Apple platforms: no touches; the script moves the sliders: strength 25 (the slider's
// maximum), smoothness 0.2, speed 1.
controller.manager.deliver(gravityX: 0, y: -1, z: 0)
controller.strengthSlider.setValue(25, animated: false)
controller.strengthSlider.sendActions(for: .valueChanged)
controller.smoothnessSlider.setValue(0.2, animated: false)
controller.smoothnessSlider.sendActions(for: .valueChanged)
controller.speedSlider.setValue(1, animated: false)
controller.speedSlider.sendActions(for: .valueChanged)
run(
    3,
    String(
        format: "upright, sliders at strength %.0f, smoothness %.1f, speed %.0f",
        Double(controller.noiseField.strength), Double(controller.noiseField.smoothness),
        Double(controller.noiseField.animationSpeed)))
print(
    String(
        format:
            "the square travelled %.0f pt in 12 s; after 0.5 s the items' outlines reached at most %.2f pt past the inset bounds",
        Double(travelled), Double(deepest)))
