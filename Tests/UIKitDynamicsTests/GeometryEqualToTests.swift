import Testing
import UIKitDynamics

@Suite("CoreGraphics equalTo and friends")
struct GeometryEqualToTests {
    @Test("equalTo compares exactly; rectangles once standardized; null equals only null")
    func equalTo() {
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
        #expect(!CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2.0000001)))
        #expect(CGSize(width: 3, height: 4).equalTo(CGSize(width: 3, height: 4)))
        #expect(!CGSize(width: 3, height: 4).equalTo(.zero))
        #expect(CGRect(x: 10, y: 0, width: -10, height: 5).equalTo(CGRect(x: 0, y: 0, width: 10, height: 5)))
        #expect(!CGRect(x: 0, y: 0, width: 10, height: 5).equalTo(CGRect(x: 0, y: 0, width: 10, height: 6)))
        #expect(CGRect.null.equalTo(.null) && !CGRect.null.equalTo(.zero))
    }

    @Test("The geometry real ports use is there: insets, offsets, unions, transforms")
    func friends() {
        let r = CGRect(origin: CGPoint(x: 0, y: 0), size: CGSize(width: 100, height: 50))
        #expect(r.insetBy(dx: 10, dy: 5) == CGRect(x: 10, y: 5, width: 80, height: 40))
        #expect(r.offsetBy(dx: 5, dy: 5).contains(CGPoint(x: 104, y: 54)))
        #expect(r.intersects(CGRect(x: 90, y: 40, width: 20, height: 20)))
        #expect(r.union(CGRect(x: 200, y: 0, width: 1, height: 1)).maxX == 201)
        #expect(
            CGRect(x: 0.5, y: 0.5, width: 1, height: 1).integral == CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(r.midX == 50 && r.maxY == 50)
        let t = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 2)
        let p = CGPoint(x: 1, y: 0).applying(t)
        #expect(abs(p.x) < 1e-12 && abs(p.y - 2) < 1e-12)
        let back = p.applying(t.inverted())
        #expect(abs(back.x - 1) < 1e-12 && abs(back.y) < 1e-12)
    }
}
