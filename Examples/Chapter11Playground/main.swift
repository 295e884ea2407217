// Seed 000 (Chapter 11: UIKit Dynamics), "Getting started" and "MOAR playground": the
// playground's code, in order, as an executable. Run it: swift run Chapter11Playground
import UIKitDynamics

// Off Apple platforms: no XCPlayground; nothing is shown, the script prints what happens.

let view = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 600))
view.backgroundColor = UIColor.lightText
// Off Apple platforms: no XCPShowView("Main View", view: view); the outcome is printed below.

let whiteSquare = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
whiteSquare.backgroundColor = UIColor.white
view.addSubview(whiteSquare)

let orangeSquare = UIView(frame: CGRect(x: 400, y: 100, width: 100, height: 100))
orangeSquare.backgroundColor = UIColor.orange
view.addSubview(orangeSquare)

let animator = UIDynamicAnimator(referenceView: view)

// Your first behavior
animator.addBehavior(UIGravityBehavior(items: [orangeSquare]))

let boundaryCollision = UICollisionBehavior(items: [whiteSquare, orangeSquare])
boundaryCollision.translatesReferenceBoundsIntoBoundary = true
animator.addBehavior(boundaryCollision)

let bounce = UIDynamicItemBehavior(items: [orangeSquare])
bounce.elasticity = 0.6
bounce.density = 200
bounce.resistance = 2
animator.addBehavior(bounce)

animator.setValue(true, forKey: "debugEnabled")

// MOAR playground
let parentBehavior = UIDynamicBehavior()

let viewBehavior = UIDynamicItemBehavior(items: [whiteSquare])
viewBehavior.density = 0.01
viewBehavior.resistance = 10
viewBehavior.friction = 0.0
viewBehavior.allowsRotation = false
parentBehavior.addChildBehavior(viewBehavior)

let fieldBehavior = UIFieldBehavior.springField()
fieldBehavior.addItem(whiteSquare)
fieldBehavior.position = CGPoint(x: 150, y: 350)
fieldBehavior.region = UIRegion(size: CGSize(width: 500, height: 500))
parentBehavior.addChildBehavior(fieldBehavior)

animator.addBehavior(parentBehavior)

func describe(_ name: String, _ item: UIView, _ properties: UIDynamicItemBehavior) -> String {
    let v = properties.linearVelocity(for: item)
    return
        "\(name) at (\(round1(item.center.x)), \(round1(item.center.y))), moving (\(round1(v.x)), \(round1(v.y))) pt/s"
}

func round1(_ x: CGFloat) -> String { String(format: "%.1f", Double(x)) }

// Off Apple platforms: no main run loop to deliver dispatch_after; the script runs the animator
// through the two-second delay (120 frames of 1/60 s), then runs the block.
animator.advance(by: 2)
print("after 2 s: " + describe("orange square", orangeSquare, bounce))
print("after 2 s: " + describe("white square", whiteSquare, viewBehavior))

let pushBehavior = UIPushBehavior(items: [whiteSquare], mode: .instantaneous)
pushBehavior.pushDirection = CGVector(dx: 0, dy: -1)
pushBehavior.magnitude = 0.3
animator.addBehavior(pushBehavior)

animator.step()
print("pushed:     " + describe("white square", whiteSquare, viewBehavior))
var highest = whiteSquare.center.y
for _ in 0..<60 {
    animator.step()
    highest = min(highest, whiteSquare.center.y)
}
print("the push lifts the white square to y = \(round1(highest)); the spring field pulls it back")
let paused = animator.runUntilPaused(timeout: 30)
print(
    "at rest \(paused ? "after" : "not yet at") \(String(format: "%.2f", animator.elapsedTime())) s: "
        + describe("orange square", orangeSquare, bounce) + "; "
        + describe("white square", whiteSquare, viewBehavior))
