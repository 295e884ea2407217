// Seed 000 (Chapter 11), "Applying dynamics to a real app": the sticky metadata box and the full
// photo's thud, driven by a scripted drag. Run it: swift run StickyEdges
import UIKitDynamics

func point(_ p: CGPoint) -> String { String(format: "(%.1f, %.1f)", Double(p.x), Double(p.y)) }

// Sticky edges.
let photo = FullPhotoViewController()
photo.loadViewIfNeeded()
// Off Apple platforms: nothing lays out, so the script calls viewDidLayoutSubviews once, as the
// first layout pass would.
photo.viewDidLayoutSubviews()
guard let animator = photo.stickyBehavior.dynamicAnimator,
    let pan = photo.tagView.gestureRecognizers?.first as? UIPanGestureRecognizer
else {
    print("viewDidLoad did not set up the animator and the pan recognizer")
    exit(1)
}

print("metadata box starts at \(point(photo.tagView.center)) in a 375 × 500 container")

// Off Apple platforms: no touches; a scripted drag up the container, one sample per 1/60 s
// frame, let go at 900 pt/s upwards.
let container = photo.containerView!
let grab = CGPoint(x: 200, y: 470)
pan.send(.began, at: grab, in: container)
animator.step()
for sample in 1...12 {
    let finger = CGPoint(x: grab.x + CGFloat(sample), y: grab.y - CGFloat(sample) * 20)
    pan.send(.changed, at: finger, in: container, velocity: CGPoint(x: 60, y: -1200))
    animator.step()
}
let release = CGPoint(x: grab.x + 12, y: grab.y - 240)
pan.send(.ended, at: release, in: container, velocity: CGPoint(x: 60, y: -900))
print("let go at \(point(photo.tagView.center)), moving up at 900 pt/s")

let start = animator.elapsedTime()
let rested = animator.runUntilPaused(timeout: 20)
print(
    "\(rested ? "stuck" : "still moving") after \(String(format: "%.2f", animator.elapsedTime() - start)) s at "
        + "\(point(photo.tagView.center)): the top field's centre is (187.5, 38.0)")

// The full photo's thud.
let photos = PhotosCollectionViewController()
photos.loadViewIfNeeded()
photos.showFullImageView(0)
let thud = photos.animator!
var landed: TimeInterval?
var lowest = -CGFloat.infinity
while thud.isRunning && thud.elapsedTime() < 10 {
    thud.step()
    lowest = max(lowest, photos.fullPhotoView.frame.maxY)
    if landed == nil && photos.fullPhotoView.frame.maxY >= 667 { landed = thud.elapsedTime() }
}
print(
    "full photo falls from above the screen, lands after \(String(format: "%.2f", landed ?? -1)) s "
        + "(bottom reaches \(String(format: "%.1f", Double(lowest)))), rests after "
        + "\(String(format: "%.2f", thud.elapsedTime())) s at \(point(photos.fullPhotoView.center))")
