import Dynamics

/// Andrea Mazzini's "UIKit Dynamics" post (seed 001): AMWaveTransition's interactive pop, where every
/// visible table cell hangs on a springy attachment (damping 0.4, frequency 1) whose anchor follows the
/// finger, the cell under the finger leading and the others lagging behind it.
///
/// The seed's anchor for cell `idx` is `touch.x − |selected − idx| · velocity / 50`: at a steady
/// swipe speed that is exactly where the finger was `|selected − idx| / 50` s earlier, so the scene
/// moves each anchor along the finger's path with a lag of 1/50 s per cell away from the finger.
/// (The post's clamp for swipes so fast that `delta` overtakes the cell is not needed at this speed.)
///
/// The table is a 320 × 568 pt iPhone screen under a 64 pt navigation bar, with eight 44 pt rows;
/// the edge swipe starts at x = 10 on the fourth row and sweeps to x = 310 in half a second.
enum WaveTransitionArticle {
    static let category = "articles"
    static let source = "seed 001, Andrea Mazzini, UIKit Dynamics (AMWaveTransition), Interactive pop"
    static let screen = CGRect(x: 0, y: 0, width: 320, height: 568)
    static let rowHeight = 44.0
    static let cellCount = 8
    /// The row under the finger.
    static let selectedCell = 3
    /// The seed's "magic value 50": anchors trail by `velocity / 50` points per cell, i.e. 1/50 s.
    static let lagPerCell = 1.0 / 50
    static let touchStart = 10.0
    static let touchEnd = 310.0
    static let swipeStart = 0.2
    static let swipeDuration = 0.5

    static func cellName(_ index: Int) -> String { "cell-\(index)" }
    static func attachmentName(_ index: Int) -> String { "wave-\(index)" }
    static func cellCenterY(_ index: Int) -> Double { 64 + rowHeight / 2 + rowHeight * Double(index) }

    /// The interactive pop: at the edge-pan's start every cell is attached to (touch.x, its centre y),
    /// so each attachment's length is the cell's distance from the finger (150 pt); the anchors then
    /// follow the finger, cell by cell, and the cells settle 150 pt right of the final anchors.
    static var wavePop: Scene {
        var scene = Scene(
            name: "wave-transition-pop",
            summary:
                "Table cells on springy anchors follow an edge swipe, each a little behind the one nearer the finger",
            category: category, referenceBounds: screen)
        scene.source = source
        scene.duration = 6
        scene.items = (0..<cellCount).map { index in
            ItemDescription(
                name: cellName(index), center: CGPoint(x: screen.midX, y: cellCenterY(index)),
                size: CGSize(width: screen.width, height: rowHeight),
                color: index.isMultiple(of: 2) ? "#f2f2f7" : "#e5e5ea")
        }
        scene.behaviors = (0..<cellCount).map { index in
            var attachment = AttachmentDescription(
                name: attachmentName(index), kind: .anchor, itemA: cellName(index),
                anchor: CGPoint(x: touchStart, y: cellCenterY(index)))
            attachment.damping = 0.4
            attachment.frequency = 1
            return .attachment(attachment)
        }
        // The path is a displacement (see `ScriptAction.moveAnchors`): every anchor moves right by the
        // finger's travel, keeping its own row.
        let path = [
            TimedPoint(time: 0, point: CGPoint(x: 0, y: 0)),
            TimedPoint(time: swipeDuration, point: CGPoint(x: touchEnd - touchStart, y: 0)),
        ]
        let upward = (0...selectedCell).reversed().map(attachmentName)
        let downward = (selectedCell + 1..<cellCount).map(attachmentName)
        scene.script = [
            ScriptEvent(
                time: swipeStart, action: .moveAnchors(behaviors: upward, path: path, lag: lagPerCell)),
            ScriptEvent(
                time: swipeStart + lagPerCell,
                action: .moveAnchors(behaviors: downward, path: path, lag: lagPerCell)),
        ]
        return scene
    }
}
