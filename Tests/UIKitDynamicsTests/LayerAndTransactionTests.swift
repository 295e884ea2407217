import Synchronization
import Testing
import UIKitDynamics

@Suite("CALayer and CATransaction")
struct LayerAndTransactionTests {
    @Test("A view's layer shares the view's position, bounds, transform, hidden state, opacity and clipping")
    func viewLayerSharesState() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        let layer = view.layer
        #expect(layer.position == CGPoint(x: 60, y: 45) && layer.bounds == view.bounds)
        layer.position = CGPoint(x: 200, y: 200)
        #expect(view.center == CGPoint(x: 200, y: 200))
        layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(view.transform == CGAffineTransform(rotationAngle: .pi / 2))
        view.transform = .identity
        #expect(layer.affineTransform().isIdentity)
        layer.isHidden = true
        layer.opacity = 0.5
        layer.masksToBounds = true
        #expect(view.isHidden && view.alpha == 0.5 && view.clipsToBounds)
        #expect(layer.frame == view.frame)
        layer.backgroundColor = UIColor.red.cgColor
        #expect(view.backgroundColor == .red)
        layer.borderColor = UIColor.blue.cgColor
        #expect(layer.borderColor.map { UIColor(cgColor: $0) } == .blue)
        #expect(CALayer().shadowColor == UIColor(white: 0, alpha: 1) && CALayer().backgroundColor == nil)
    }

    @Test("anchorPoint: the point of the bounds at the centre; the frame moves, the centre stays")
    func anchorPoint() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.layer.anchorPoint = CGPoint(x: 0.5, y: 0)
        #expect(view.center == CGPoint(x: 100, y: 50))
        #expect(view.frame == CGRect(x: 0, y: 50, width: 200, height: 100))
        // A quarter turn about the top edge's middle: the 200 × 100 box hangs to the left.
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let f = view.frame
        #expect(abs(f.minX - 0) < 1e-9 && abs(f.maxX - 100) < 1e-9 && abs(f.minY - -50) < 1e-9)
        view.transform = .identity
        view.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        #expect(view.center == CGPoint(x: 30, y: 10) && view.bounds.size == CGSize(width: 40, height: 40))
    }

    @Test("A free layer keeps its own values; sublayers nest and refuse cycles")
    func freeLayer() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 20)
        layer.position = CGPoint(x: 5, y: 5)
        layer.anchorPoint = .zero
        #expect(layer.frame == CGRect(x: 5, y: 5, width: 10, height: 20))
        layer.contents = UIImage(size: CGSize(width: 1, height: 1))
        #expect(layer.contents is UIImage)
        #expect(layer.cornerRadius == 0 && layer.shadowOpacity == 0 && layer.opacity == 1 && !layer.isHidden)

        let parent = UIView().layer
        #expect(parent.sublayers == nil)
        let a = CALayer()
        let b = CALayer()
        parent.addSublayer(a)
        parent.insertSublayer(b, at: 0)
        #expect(parent.sublayers?.map(ObjectIdentifier.init) == [b, a].map(ObjectIdentifier.init))
        #expect(a.superlayer === parent)
        let codes = Mutex<[DynamicsError.Code]>([])
        DynamicsDiagnostics.$handler.withValue(
            DynamicsErrorHandler { error in codes.withLock { $0.append(error.code) } }
        ) {
            a.addSublayer(parent)
            a.addSublayer(a)
        }
        #expect(codes.withLock { $0 } == [.invalidUse, .invalidUse])
        a.removeFromSuperlayer()
        #expect(parent.sublayers?.count == 1 && a.superlayer == nil)
    }

    @Test("CATransaction: the completion runs at commit (there are no animations), innermost first")
    func transactionCompletion() {
        var log: [String] = []
        CATransaction.begin()
        #expect(CATransaction.animationDuration() == 0.25 && !CATransaction.disableActions())
        CATransaction.setDisableActions(true)
        CATransaction.setAnimationDuration(0.5)
        CATransaction.setCompletionBlock { log.append("outer") }
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("inner") }
        #expect(!CATransaction.disableActions(), "settings belong to each transaction")
        CATransaction.commit()
        #expect(log == ["inner"])
        #expect(CATransaction.disableActions() && CATransaction.animationDuration() == 0.5)
        CATransaction.commit()
        #expect(log == ["inner", "outer"])
        // Outside a transaction the implicit one has nothing to wait for: the block runs at once.
        CATransaction.setCompletionBlock { log.append("implicit") }
        #expect(log == ["inner", "outer", "implicit"])
    }

    @Test("A commit without begin is reported and does nothing")
    func unbalancedCommit() {
        let codes = Mutex<[DynamicsError.Code]>([])
        DynamicsDiagnostics.$handler.withValue(
            DynamicsErrorHandler { error in codes.withLock { $0.append(error.code) } }
        ) {
            CATransaction.commit()
        }
        #expect(codes.withLock { $0 } == [.invalidUse])
    }
}
