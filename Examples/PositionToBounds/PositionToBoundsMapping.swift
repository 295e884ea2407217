// Seed 002, "Map Dynamic Animation Position Changes to Bounds" (Swift): a dynamic item that
// turns the animator's moves of its centre into changes of a view's width and height.
import UIKitDynamics

protocol ResizableDynamicItem: UIDynamicItem {
    var bounds: CGRect { set get }
}
extension UIView: ResizableDynamicItem {}

final class PositionToBoundsMapping: NSObject, UIDynamicItem {
    var target: ResizableDynamicItem

    init(target: ResizableDynamicItem) {
        self.target = target
        super.init()
    }

    var bounds: CGRect {
        return self.target.bounds
    }

    var center: CGPoint {
        get {
            return CGPoint(x: self.target.bounds.width, y: self.target.bounds.height)
        }

        set {
            self.target.bounds = CGRect(x: 0.0, y: 0.0, width: newValue.x, height: newValue.y)
        }
    }

    var transform: CGAffineTransform {
        get {
            return self.target.transform
        }

        set {
            self.target.transform = newValue
        }
    }
}
