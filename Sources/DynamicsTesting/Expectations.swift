import Dynamics
import DynamicsScenes
import Foundation

/// Where and when an item came to rest.
///
/// ```swift
/// let rest = expectRest(of: card, in: animator, inside: dock)
/// print(rest)   // card rested at (160.0, 430.0) after 1.25 s
/// ```
public struct RestReport: Sendable, Equatable, CustomStringConvertible {
    /// Whether the item's body went to sleep (at rest until something wakes it) within the limit.
    public var didRest: Bool
    /// The item's centre when it rested, or after the last frame if it never did.
    public var center: CGPoint
    /// The item's rotation then (radians, clockwise on screen as UIKit's transform).
    public var angle: CGFloat
    /// Frames run until it rested (or all of them).
    public var frames: Int
    /// Seconds run (frames / 60).
    public var seconds: TimeInterval { Double(frames) / 60 }
    /// The item's name in messages.
    public var name: String

    /// A report of an item named `name`.
    ///
    /// ```swift
    /// RestReport(name: "card", didRest: true, center: .zero, angle: 0, frames: 60).seconds   // 1
    /// ```
    public init(name: String, didRest: Bool, center: CGPoint, angle: CGFloat, frames: Int) {
        self.name = name
        self.didRest = didRest
        self.center = center
        self.angle = angle
        self.frames = frames
    }

    /// "card rested at (160.0, 430.0) after 1.25 s" or "card still moving at … after 10.00 s".
    public var description: String {
        let point = String(format: "(%.1f, %.1f)", center.x, center.y)
        let time = String(format: "%.2f s", seconds)
        return didRest
            ? "\(name) rested at \(point) after \(time)" : "\(name) still moving at \(point) after \(time)"
    }
}

extension FrameStepper {
    /// Runs frames until `item` is at rest (its body asleep) or `limit` seconds have passed. An item
    /// already at rest runs no frame; an item not in the animator counts as resting where it is.
    ///
    /// ```swift
    /// let rest = run.runUntilResting(card, limit: 5)
    /// #expect(rest.didRest && rest.center.y > 400)
    /// ```
    public func runUntilResting(_ item: any DynamicItem, name: String? = nil, limit: TimeInterval)
        -> RestReport
    {
        let frameLimit = Self.frames(in: limit)
        var frames = 0
        while !steppedAnimator.isResting(item) && frames < frameLimit {
            stepOneFrame()
            frames += 1
        }
        return RestReport(
            name: name ?? Self.name(of: item), didRest: steppedAnimator.isResting(item), center: item.center,
            angle: atan2(item.transform.b, item.transform.a), frames: frames)
    }

    /// An item's name in messages: a scene item's own name, otherwise its type.
    static func name(of item: any DynamicItem) -> String {
        (item as? SceneItem)?.name ?? String(describing: type(of: item))
    }
}

/// Claims that an item comes to rest inside `region` within `limit` seconds: runs `subject` until
/// the item rests (see ``FrameStepper/runUntilResting(_:name:limit:)``) and records a test failure
/// naming the item, where it stopped and when, if it never rested or rested outside. Returns the
/// report either way.
///
/// ```swift
/// let corner = CGRect(x: 0, y: 380, width: 100, height: 100)
/// expectRest(of: card, in: run, inside: corner, within: 3)
/// ```
@discardableResult
public func expectRest(
    of item: any DynamicItem, in subject: some FrameStepper, inside region: CGRect,
    within limit: TimeInterval = 10,
    name: String? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> RestReport {
    let report = subject.runUntilResting(item, name: name, limit: limit)
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    if !report.didRest {
        site.recordFailure(
            "\(report); expected it to rest inside \(describe(region)) within \(seconds(limit))")
    } else if !region.contains(report.center) {
        site.recordFailure("\(report), outside \(describe(region))")
    }
    return report
}

/// Claims that an item comes to rest within `tolerance` points of `point` within `limit` seconds.
/// Records a failure naming the item, where it stopped, how far off that is and when.
///
/// ```swift
/// expectRest(of: card, in: animator, at: CGPoint(x: 160, y: 430), tolerance: 2)
/// ```
@discardableResult
public func expectRest(
    of item: any DynamicItem, in subject: some FrameStepper, at point: CGPoint, tolerance: CGFloat,
    within limit: TimeInterval = 10, name: String? = nil, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> RestReport {
    let report = subject.runUntilResting(item, name: name, limit: limit)
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let distance = hypot(report.center.x - point.x, report.center.y - point.y)
    if !report.didRest {
        site.recordFailure(
            "\(report); expected it to rest at \(describe(point)) ± \(tolerance) pt within \(seconds(limit))")
    } else if !(distance <= tolerance) {
        site.recordFailure(
            "\(report), \(String(format: "%.2f", distance)) pt from \(describe(point)) (tolerance \(tolerance) pt)"
        )
    }
    return report
}

/// Claims that `items` stay inside `region` (their centres; default: the animator's reference
/// bounds) on every frame for `seconds`: runs that long and records one failure at the first frame
/// an item's centre is outside, naming the item, the frame's time and the position. Returns
/// whether they stayed inside.
///
/// ```swift
/// expectStaysInside(items: [card], in: animator, for: 5)
/// ```
@discardableResult
public func expectStaysInside(
    _ region: CGRect? = nil, items: [any DynamicItem], in subject: some FrameStepper,
    for seconds: TimeInterval,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
) -> Bool {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let bounds = region ?? subject.steppedAnimator.referenceBounds
    let frameLimit = type(of: subject).frames(in: seconds)
    for frame in 0...frameLimit {
        if frame > 0 { subject.stepOneFrame() }
        if let item = items.first(where: { !bounds.contains($0.center) }) {
            let name = type(of: subject).name(of: item)
            let time = String(format: "%.3f s", Double(frame) / 60)
            site.recordFailure("\(name) left \(describe(bounds)) at \(time): centre \(describe(item.center))")
            return false
        }
    }
    return true
}

/// Claims that every item of a scene run (its scene's items, group members included; position-to-bounds
/// mappings left out, their centre is a size) stays inside
/// `region` (default: the scene's reference bounds) on every frame for `seconds`.
///
/// ```swift
/// let run = try SceneCatalog.scene(named: "flick")!.makeRun()
/// expectStaysInside(run: run, for: 3)
/// ```
@discardableResult
public func expectStaysInside(
    _ region: CGRect? = nil, run: SceneRun, for seconds: TimeInterval, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Bool {
    expectStaysInside(
        region ?? run.scene.referenceBounds, items: run.items.filter { $0 is SceneItem }, in: run,
        for: seconds, fileID: fileID,
        filePath: filePath, line: line, column: column)
}

private func describe(_ rect: CGRect) -> String {
    String(format: "(x %.1f, y %.1f, w %.1f, h %.1f)", rect.minX, rect.minY, rect.width, rect.height)
}

private func describe(_ point: CGPoint) -> String { String(format: "(%.1f, %.1f)", point.x, point.y) }

private func seconds(_ value: TimeInterval) -> String { String(format: "%.2f s", value) }

/// Claims that the animator pauses within `limit` seconds: runs `subject` until it pauses (see
/// ``FrameStepper/runUntilPaused(limit:)``) and, if it never does, records a failure with the
/// animator's settling report — which items keep it awake, what moves each of them and when it
/// would rest — and any setup problems, so the failure says why, not only that. Returns the outcome.
///
/// ```swift
/// expectSettles(within: 5, run)
/// // fails with: still running after 5.00 s (300 frames); running: 1 item keeps the animator awake; …
/// //   ghost (5e+03 pt/s, 0 °/s): no boundary ahead: pulled toward (0, 1) with nothing in the way, …
/// ```
@discardableResult
public func expectSettles(
    within limit: TimeInterval, _ subject: some FrameStepper, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> PauseOutcome {
    let outcome = subject.runUntilPaused(limit: limit)
    guard !outcome.didPause else { return outcome }
    var lines = [
        "\(outcome); expected it to pause within \(seconds(limit))",
        subject.steppedAnimator.settlingReport().description,
    ]
    let problems = subject.steppedAnimator.setupProblems().filter { !$0.isInformational }
    if !problems.isEmpty {
        lines.append("setup problems:\n" + problems.map { "  \($0)" }.joined(separator: "\n"))
    }
    CallSite(fileID: fileID, filePath: filePath, line: line, column: column).recordFailure(
        lines.joined(separator: "\n"))
    return outcome
}
