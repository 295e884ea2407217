// A card falls onto the bottom edge of a 320 × 480 pt screen; its centre is printed every half
// second. The same file runs natively (`swift run EmbeddedFallingCard`) and on Embedded Swift
// (README: "Embedded Swift and WebAssembly"); CI compares the outputs line for line.
import Dynamics

final class Card: DynamicItem {
    var center = CGPoint(x: 160, y: 100)
    var bounds = CGRect(x: 0, y: 0, width: 100, height: 60)
    var transform = CGAffineTransform(rotationAngle: 0.2)
}

let card = Card()
let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 480))
let collision = CollisionBehavior(items: [card])
collision.translatesReferenceBoundsIntoBoundary = true
animator.addBehavior(GravityBehavior(items: [card]))
animator.addBehavior(collision)
var frame = 0
while animator.isRunning && frame < 600 {
    animator.step()  // one 1/60 s frame, as the display link would run it
    frame += 1
    if frame % 30 == 0 { print("frame \(frame): centre (\(card.center.x), \(card.center.y))") }
}
print("at rest after \(frame) frames: centre (\(card.center.x), \(card.center.y))")
