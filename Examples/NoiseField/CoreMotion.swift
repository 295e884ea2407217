// Off Apple platforms: there is no CoreMotion. This stand-in keeps the post's motion-update code
// as written: the script plays tilt samples into it with `deliver(gravityX:y:z:)`, and it calls
// the handler the way CMMotionManager would.
import Foundation

struct CMAcceleration {
    var x: Double
    var y: Double
    var z: Double
}

final class CMDeviceMotion {
    let gravity: CMAcceleration

    init(gravity: CMAcceleration) {
        self.gravity = gravity
    }
}

typealias CMDeviceMotionHandler = (CMDeviceMotion?, (any Error)?) -> Void

final class CMMotionManager {
    var isDeviceMotionAvailable: Bool { true }
    var deviceMotionUpdateInterval: TimeInterval = 0.01
    private var handler: CMDeviceMotionHandler?

    func startDeviceMotionUpdates(
        to queue: OperationQueue, withHandler handler: @escaping CMDeviceMotionHandler
    ) {
        self.handler = handler
    }

    func stopDeviceMotionUpdates() {
        handler = nil
    }

    /// Scripted input: one device-motion sample with the given gravity (in g, device axes).
    func deliver(gravityX x: Double, y: Double, z: Double) {
        handler?(CMDeviceMotion(gravity: CMAcceleration(x: x, y: y, z: z)), nil)
    }
}
