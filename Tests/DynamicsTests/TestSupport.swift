import Dynamics
import Foundation
import Testing

/// A plain dynamic item for tests.
final class Item: DynamicItem, CustomStringConvertible {
    var center: CGPoint
    var bounds: CGRect
    var transform: CGAffineTransform = .identity
    var boundsType: DynamicItemCollisionBoundsType = .rectangle
    var path = BezierPath()
    let name: String

    init(
        _ name: String = "item", center: CGPoint, size: CGSize,
        type: DynamicItemCollisionBoundsType = .rectangle
    ) {
        self.name = name
        self.center = center
        self.bounds = CGRect(origin: .zero, size: size)
        self.boundsType = type
    }

    var collisionBoundsType: DynamicItemCollisionBoundsType { boundsType }
    var collisionBoundingPath: BezierPath { path }
    var description: String { name }
    var angle: CGFloat { atan2(transform.b, transform.a) }
}

/// Records delegate callbacks in order.
final class Recorder: DynamicAnimatorDelegate, CollisionBehaviorDelegate {
    var log: [String] = []
    var boundaryIdentifiers: [AnyHashable?] = []
    var points: [CGPoint] = []

    func dynamicAnimatorWillResume(_ animator: DynamicAnimator) { log.append("resume") }
    func dynamicAnimatorDidPause(_ animator: DynamicAnimator) { log.append("pause") }
    func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item1: any DynamicItem, with item2: any DynamicItem,
        at point: CGPoint
    ) {
        log.append("began \(item1)-\(item2)")
        points.append(point)
    }
    func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item1: any DynamicItem, with item2: any DynamicItem
    ) { log.append("ended \(item1)-\(item2)") }
    func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: AnyHashable?, at point: CGPoint
    ) {
        log.append("began \(item)-\(identifier.map { "\($0)" } ?? "nil")")
        boundaryIdentifiers.append(identifier)
        points.append(point)
    }
    func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: AnyHashable?
    ) { log.append("ended \(item)-\(identifier.map { "\($0)" } ?? "nil")") }
}

/// Collects reported errors of one test.
final class ErrorLog: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [DynamicsError] = []
    var errors: [DynamicsError] { lock.withLock { stored } }
    func append(_ e: DynamicsError) { lock.withLock { stored.append(e) } }
}

/// Runs `body` with reported errors collected instead of printed (through the task-local
/// handler, so parallel tests do not see each other's errors).
func collectingErrors(_ body: () throws -> Void) rethrows -> [DynamicsError] {
    let log = ErrorLog()
    try DynamicsDiagnostics.$handler.withValue(DynamicsErrorHandler { log.append($0) }) {
        try body()
    }
    return log.errors
}

/// An item behavior with no damping (UIKit's default resistance is 0.1) for exact-theory tests.
func frictionlessVacuum(_ items: [any DynamicItem]) -> DynamicItemBehavior {
    let b = DynamicItemBehavior(items: items)
    b.resistance = 0
    b.angularResistance = 0
    return b
}

let screen = CGRect(x: 0, y: 0, width: 320, height: 480)

func expectClose(
    _ a: CGFloat, _ b: CGFloat, tolerance: CGFloat, _ what: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        abs(a - b) <= tolerance, "\(what): \(a) vs expected \(b) (tolerance \(tolerance))",
        sourceLocation: sourceLocation)
}
