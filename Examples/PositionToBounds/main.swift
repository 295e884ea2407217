// Seed 002, "Map Dynamic Animation Position Changes to Bounds": press the button and watch its
// size spring. Run it: swift run PositionToBounds
import UIKitDynamics

func size(_ s: CGSize) -> String { String(format: "%.1f × %.1f", Double(s.width), Double(s.height)) }

let controller = ViewController()
controller.loadViewIfNeeded()
// Off Apple platforms: nothing lays out; the script calls viewDidLayoutSubviews as the first
// layout pass would.
controller.viewDidLayoutSubviews()
print(
    "button: \(size(controller.button.bounds.size)) at the centre of the 390 × 844 screen, titled \"\(controller.button.currentTitle ?? "")\""
)

// Off Apple platforms: no touches; the script taps the button.
controller.button.sendActions(for: .touchUpInside)
guard let animator = controller.animator else {
    print("the button's action did not make an animator")
    exit(1)
}

var largest = controller.button.bounds.size
var smallest = largest
var swings = 0
var growing = true
var previousWidth = controller.button.bounds.width
while animator.isRunning && animator.elapsedTime() < 30 {
    animator.step()
    let current = controller.button.bounds.size
    if current.width > largest.width { largest = current }
    if current.width < smallest.width { smallest = current }
    if growing && current.width < previousWidth { swings += 1 }
    growing = current.width >= previousWidth
    previousWidth = current.width
    if animator.elapsedTime() < 0.26 && Int((animator.elapsedTime() * 60).rounded()) % 5 == 0 {
        print(String(format: "  t = %.3f s: ", animator.elapsedTime()) + size(current))
    }
}
print("largest \(size(largest)), smallest \(size(smallest)): \(swings) swings at 2 Hz")

// Theory: a 300 × 200 item at density 1 weighs 6 kg, so the 30 N·s push starts it at 5 m/s =
// 500 pt/s, 353.6 pt/s along each axis; a 2 Hz spring with damping ratio 0.1 first peaks at
// (v / ω_d)·exp(−ζω t*) with ω_d t* = atan(√(1 − ζ²) / ζ).
let zeta = 0.1
let omega = 2 * Double.pi * 2
let omegaD = omega * (1 - zeta * zeta).squareRoot()
let peakTime = atan((1 - zeta * zeta).squareRoot() / zeta) / omegaD
let peak = 500 / 2.0.squareRoot() / omegaD * exp(-zeta * omega * peakTime) * sin(omegaD * peakTime)
print(
    String(
        format: "first peak %.1f pt (theory for a damped spring: %.1f pt)", Double(largest.width) - 300, peak)
)
print(
    "at rest after \(String(format: "%.2f", animator.elapsedTime())) s: \(size(controller.button.bounds.size)), "
        + "centre \(String(format: "(%.1f, %.1f)", Double(controller.button.center.x), Double(controller.button.center.y)))"
)
