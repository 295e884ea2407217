// A card falls onto the bottom edge of a 320 × 480 pt screen; its centre is printed every half
// second. The same file runs natively (`swift run EmbeddedFallingCard`) and on Embedded Swift
// (README: "Embedded Swift and WebAssembly"); CI compares the outputs line for line.
import DynamicsEngine

let world = World(gravity: Vec2(0, 10))  // metres, y down: UIKit's gravity 1.0 (100 pt = 1 m)
let floor = world.createBody(BodyDefinition(type: .static, position: Vec2(1.6, 4.85)))
world.createShape(on: floor, .box(halfWidth: 1.6, halfHeight: 0.05), ShapeDefinition())
let card = world.createBody(BodyDefinition(position: Vec2(1.6, 1.0), angle: 0.2))
world.createShape(on: card, .box(halfWidth: 0.5, halfHeight: 0.3), ShapeDefinition())

for frame in 1...120 {
    world.step(1.0 / 60)
    if frame % 30 == 0 {
        let p = world.position(of: card)
        print("t=\(frame / 60).\(frame % 60 == 0 ? "0" : "5") s centre=(\(p.x * 100), \(p.y * 100)) pt")
    }
}
