import Foundation
import Synchronization
import Testing
import UIKitDynamics

@Suite("UIImage and UIImageView")
struct UIImageTests {
    @Test("An image view takes its image's size; setting the image later keeps the frame until sizeToFit")
    func imageViewSize() {
        let image = UIImage(size: CGSize(width: 44, height: 30))
        let view = UIImageView(image: image)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 44, height: 30))
        #expect(view.image === image)
        #expect(!view.isUserInteractionEnabled, "UIKit's image views start with interaction off")
        view.center = CGPoint(x: 100, y: 100)
        view.image = UIImage(size: CGSize(width: 10, height: 20))
        #expect(view.frame == CGRect(x: 78, y: 85, width: 44, height: 30))
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 78, y: 85, width: 10, height: 20), "sizeToFit keeps the origin")
        #expect(view.intrinsicContentSize == CGSize(width: 10, height: 20))
        #expect(UIImageView(image: nil).frame == .zero)
        #expect(UIView().intrinsicContentSize == CGSize(width: -1, height: -1))
        #expect(view.contentMode == .scaleToFill)
        view.contentMode = .scaleAspectFit
        #expect(view.contentMode == .scaleAspectFit)
    }

    @Test("UIImage(named:): registered size, then a PNG file's header, then the placeholder")
    func named() throws {
        UIImage.register(named: "uikit-around-test-ball", size: CGSize(width: 40, height: 40), scale: 2)
        let ball = try #require(UIImage(named: "uikit-around-test-ball"))
        #expect(ball.size == CGSize(width: 40, height: 40) && ball.scale == 2 && !ball.isPlaceholder)
        UIImage.unregister(named: "uikit-around-test-ball")
        let missing = try #require(UIImage(named: "uikit-around-test-ball"))
        #expect(missing.isPlaceholder && missing.size == CGSize(width: 100, height: 100))
        #expect(missing.name == "uikit-around-test-ball")

        // A real PNG header: 90 × 60 pixels in an @3x file is 30 × 20 points.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        bytes += Array("IHDR".utf8) + [0, 0, 0, 90, 0, 0, 0, 60, 8, 6, 0, 0, 0]
        let path = directory.appendingPathComponent("card@3x.png").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let card = try #require(UIImage(contentsOfFile: path))
        #expect(card.size == CGSize(width: 30, height: 20) && card.scale == 3)
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: directory.appendingPathComponent("bad.png").path))
        #expect(UIImage(contentsOfFile: directory.appendingPathComponent("bad.png").path) == nil)
        #expect(UIImage(contentsOfFile: directory.appendingPathComponent("none.png").path) == nil)

        #expect(UIImage(systemName: "star.fill")?.size == CGSize(width: 20, height: 20))
    }

    @Test("A bad registered size is refused with an error naming it")
    func badRegistration() {
        let reported = Mutex<[String]>([])
        DynamicsDiagnostics.$handler.withValue(
            DynamicsErrorHandler { error in reported.withLock { $0.append(error.message) } }
        ) {
            UIImage.register(named: "uikit-around-test-bad", size: CGSize(width: -1, height: 5))
        }
        #expect(reported.withLock { $0.count } == 1)
        #expect(reported.withLock { $0.first?.contains("uikit-around-test-bad") ?? false })
        #expect(UIImage(named: "uikit-around-test-bad")?.isPlaceholder == true)
    }

    @Test("An image view falls under gravity like any view: its size comes from the image")
    func imageViewIsAnItem() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let ball = UIImageView(image: UIImage(size: CGSize(width: 40, height: 40)))
        ball.center = CGPoint(x: 160, y: 100)
        container.addSubview(ball)
        let animator = UIDynamicAnimator(referenceView: container)
        let collision = UICollisionBehavior(items: [ball])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(UIGravityBehavior(items: [ball]))
        animator.addBehavior(collision)
        #expect(animator.runUntilPaused(timeout: 10))
        // Rests on the bottom edge (outset 1 pt): centre at 480 + 1 - 20, within the engine's slop.
        #expect(abs(ball.center.y - 461) < 1)
    }
}
