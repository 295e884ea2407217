import Synchronization
import Testing
import UIKitDynamics

private func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}
private func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
    close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
}
private func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
    close(a.origin, b.origin, tolerance) && close(a.width, b.width, tolerance)
        && close(a.height, b.height, tolerance)
}

@Suite("UIView")
struct UIViewTests {
    @Test("frame, center and bounds agree with an identity transform")
    func frameCenterBounds() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))

        view.center = CGPoint(x: 100, y: 100)
        #expect(view.frame == CGRect(x: 50, y: 75, width: 100, height: 50))

        view.bounds = CGRect(x: 5, y: 5, width: 20, height: 40)  // resizes about the centre
        #expect(view.center == CGPoint(x: 100, y: 100))
        #expect(view.frame == CGRect(x: 90, y: 80, width: 20, height: 40))

        view.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        #expect(view.center == CGPoint(x: 15, y: 15))
        #expect(view.bounds == CGRect(x: 5, y: 5, width: 30, height: 30), "bounds origin is kept")

        let empty = UIView()
        #expect(empty.frame == .zero)
        #expect(empty.transform == .identity)
        #expect(
            UIView(frame: CGRect(x: 10, y: 10, width: -4, height: 6)).frame
                == CGRect(x: 6, y: 10, width: 4, height: 6))
    }

    @Test("frame is the bounding box of the transformed bounds about the centre")
    func transformedFrame() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(view.center == CGPoint(x: 50, y: 25))
        #expect(close(view.frame, CGRect(x: 25, y: -25, width: 50, height: 100)))
        #expect(view.bounds.size == CGSize(width: 100, height: 50))

        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let side = 150 / 2.0.squareRoot()
        #expect(close(view.frame.width, side) && close(view.frame.height, side))
        #expect(close(view.frame.midX, 50) && close(view.frame.midY, 25))

        view.transform = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 5, y: 0)
        #expect(close(view.frame, CGRect(x: -40, y: -50, width: 200, height: 150)))

        // With a transform, setting frame moves the centre and keeps the size.
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        view.frame = CGRect(x: 100, y: 100, width: 10, height: 10)
        #expect(view.center == CGPoint(x: 105, y: 105))
        #expect(view.bounds.size == CGSize(width: 100, height: 50))
    }

    @Test("convert(_:to:) and convert(_:from:) go through frames and bounds origins")
    func conversion() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let container = UIView(frame: CGRect(x: 50, y: 60, width: 200, height: 200))
        container.bounds.origin = CGPoint(x: 10, y: -10)
        let child = UIView(frame: CGRect(x: 20, y: 30, width: 40, height: 40))
        root.addSubview(container)
        container.addSubview(child)

        // child (0, 0) → container (20, 30) → root (20 + 50 − 10, 30 + 60 + 10)
        #expect(child.convert(CGPoint.zero, to: container) == CGPoint(x: 20, y: 30))
        #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 60, y: 100))
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 60, y: 100))
        #expect(root.convert(CGPoint(x: 60, y: 100), to: child) == .zero)
        #expect(child.convert(CGPoint(x: 60, y: 100), from: root) == .zero)
        #expect(child.convert(CGPoint(x: 60, y: 100), from: nil) == .zero)
        #expect(container.convert(child.center, to: root) == CGPoint(x: 80, y: 120))
        #expect(child.convert(child.bounds, to: root) == CGRect(x: 60, y: 100, width: 40, height: 40))
        #expect(root.convert(CGRect(x: 60, y: 100, width: 40, height: 40), to: child) == child.bounds)
        #expect(
            child.convert(CGRect(x: 1, y: 2, width: 3, height: 4), from: child)
                == CGRect(x: 1, y: 2, width: 3, height: 4))

        // Siblings' spaces.
        let sibling = UIView(frame: CGRect(x: 300, y: 300, width: 10, height: 10))
        root.addSubview(sibling)
        #expect(sibling.convert(CGPoint.zero, to: child) == CGPoint(x: 240, y: 200))

        // A rotated container: its transform applies about its centre.
        container.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let corner = container.convert(CGPoint(x: 10, y: -10), to: root)  // bounds' top-left
        #expect(close(corner, CGPoint(x: 250, y: 60)), "\(corner)")
        #expect(close(container.convert(corner, from: root), CGPoint(x: 10, y: -10)))
    }

    @Test("Subviews: add, insert, reorder, remove, descendants and tags")
    func hierarchy() {
        let root = UIView()
        let a = UIView()
        let b = UIView()
        let c = UIView()
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, at: 0)
        #expect(root.subviews == [c, a, b])
        root.bringSubviewToFront(c)
        #expect(root.subviews == [a, b, c])
        root.sendSubviewToBack(b)
        #expect(root.subviews == [b, a, c])
        root.insertSubview(b, aboveSubview: c)
        #expect(root.subviews == [a, c, b])
        root.insertSubview(b, belowSubview: a)
        #expect(root.subviews == [b, a, c])
        #expect(a.superview === root)

        let inner = UIView()
        a.addSubview(inner)
        #expect(inner.isDescendant(of: root) && inner.isDescendant(of: a) && inner.isDescendant(of: inner))
        #expect(!inner.isDescendant(of: b) && !root.isDescendant(of: inner))

        b.addSubview(inner)  // moves it
        #expect(a.subviews.isEmpty && b.subviews == [inner] && inner.superview === b)

        inner.tag = 42
        #expect(root.viewWithTag(42) === inner)
        #expect(root.viewWithTag(7) == nil)

        inner.removeFromSuperview()
        #expect(inner.superview == nil && b.subviews.isEmpty)

        // Cycles are refused and reported.
        let reported = Mutex<[DynamicsError.Code]>([])
        let handler: @Sendable (DynamicsError) -> Void = { error in
            reported.withLock { $0.append(error.code) }
        }
        DynamicsDiagnostics.$handler.withValue(DynamicsErrorHandler(handler)) {
            a.addSubview(root)
            a.addSubview(a)
        }
        #expect(reported.withLock { $0 } == [.invalidUse, .invalidUse])
        #expect(root.superview == nil && a.subviews.isEmpty)
    }

    @Test("Hierarchy hooks run in UIKit's order")
    func hooks() {
        final class Recorder: UIView {
            var log: [String] = []
            override func willMove(toSuperview newSuperview: UIView?) {
                log.append("will \(newSuperview == nil ? "nil" : "view")")
            }
            override func didMoveToSuperview() { log.append("did \(superview == nil ? "nil" : "view")") }
        }
        let root = UIView()
        let view = Recorder()
        root.addSubview(view)
        view.removeFromSuperview()
        #expect(view.log == ["will view", "did view", "will nil", "did nil"])
    }

    @Test("Appearance properties and description")
    func appearance() {
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(view.backgroundColor == nil && view.alpha == 1 && !view.isHidden && view.tag == 0)
        view.backgroundColor = .red
        view.alpha = 0.5
        view.isHidden = true
        #expect(view.backgroundColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(view.description.hasPrefix("<UIView: 0x"))
        #expect(view.description.contains("; frame = (1 2; 3 4)"))
        #expect(view.description.hasSuffix("hidden = YES>"))
    }

    @Test("UIKit-style subclasses compile: init(frame:), required init?(coder:), overrides")
    func subclassing() {
        final class CardView: UIView {
            var flips = 0
            override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = .white
            }
            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }
            override var frame: CGRect {
                didSet { flips += 1 }
            }
            override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .path }
            override var collisionBoundingPath: UIBezierPath {
                UIBezierPath(roundedRect: CGRect(x: -20, y: -30, width: 40, height: 60), cornerRadius: 5)
            }
        }
        let card = CardView()  // UIKit's init() → init(frame: .zero)
        card.frame = CGRect(x: 0, y: 0, width: 40, height: 60)
        #expect(card.flips == 1 && card.backgroundColor == .white)
        let animator = UIDynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(throws: Never.self) { try animator.validate(card) }

        var ran = false
        UIView.animate(withDuration: 0.3) { card.alpha = 0 }
        // swift-format-ignore: OnlyOneTrailingClosureArgument
        UIView.animate(withDuration: 0.3, animations: { card.alpha = 0.5 }) { finished in ran = finished }
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut], animations: { card.alpha = 1 })
        #expect(ran && card.alpha == 1)
    }
}

@Suite("UIKit value types")
struct UIKitValueTests {
    @Test("UIColor components, named colours, HSB and hex")
    func colors() {
        #expect(UIColor.orange == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(UIColor.gray == UIColor(white: 0.5, alpha: 1))
        #expect(UIColor.clear.alphaComponent == 0)
        #expect(UIColor.red.hexString == "#FF0000")
        #expect(UIColor.orange.hexString == "#FF8000")
        #expect(UIColor.lightGray.hexString == "#AAAAAA")
        #expect(UIColor.blue.withAlphaComponent(0.5).hexStringWithAlpha == "#0000FF80")
        #expect(UIColor(red: 2, green: -1, blue: 0.5, alpha: 1).hexString == "#FF0080")
        #expect(UIColor.red.withAlphaComponent(0.25) == UIColor(red: 1, green: 0, blue: 0, alpha: 0.25))
        #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1), .blue]).count == 2)

        let hsb = UIColor(hue: 1.0 / 6, saturation: 1, brightness: 1, alpha: 1)
        #expect(close(hsb.redComponent, 1) && close(hsb.greenComponent, 1) && close(hsb.blueComponent, 0))
        let cyan = UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1)
        #expect(cyan == .cyan)
        var h: CGFloat = 0
        var s: CGFloat = 0
        var v: CGFloat = 0
        var a: CGFloat = 0
        UIColor(hue: 0.7, saturation: 0.4, brightness: 0.9, alpha: 0.3).getHue(
            &h, saturation: &s, brightness: &v, alpha: &a)
        #expect(close(h, 0.7) && close(s, 0.4) && close(v, 0.9) && a == 0.3)
        var r: CGFloat = 0
        var g: CGFloat = 0
        var b: CGFloat = 0
        #expect(UIColor.brown.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(r == 0.6 && g == 0.4 && b == 0.2 && a == 1)
        for color in [UIColor.black, .white, .green, .yellow, .darkGray, .purple, .magenta] {
            #expect(color.alphaComponent == 1)
        }
        #expect(UIColor.orange.description == "UIExtendedSRGBColorSpace 1 0.5 0 1")
    }

    @Test("UIOffset, UIEdgeInsets, CGRect.inset(by:), UIScreen")
    func values() {
        #expect(UIOffset.zero == UIOffset())
        #expect(UIOffset(horizontal: 3, vertical: -2).horizontal == 3)
        #expect(UIEdgeInsets() == .zero)
        let insets = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        #expect(
            CGRect(x: 0, y: 0, width: 100, height: 100).inset(by: insets)
                == CGRect(x: 20, y: 10, width: 40, height: 60))
        #expect(UIScreen.main.bounds.width > 0 && UIScreen.main.scale >= 1)
        #expect(UIScreen.main.nativeBounds.width == UIScreen.main.bounds.width * UIScreen.main.scale)
    }
}
