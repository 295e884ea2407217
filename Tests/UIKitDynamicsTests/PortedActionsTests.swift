import Testing
import UIKitDynamics

/// The forms `dynamics port` writes for target-action: a tap recognizer and actions taking no
/// argument (`#selector(recenter)` → `Type.recenter`).
@Suite("Ported actions")
struct PortedActionsTests {
    private final class Board {
        var taps: [CGPoint] = []
        var recentered = 0
        func tapped(_ tap: UITapGestureRecognizer) { taps.append(tap.location(in: nil)) }
        func recenter() { recentered += 1 }
    }

    @Test("a tap recognizer runs its action once per recognized tap, never for began or changed")
    func tapIsDiscrete() {
        let board = Board()
        let tap = UITapGestureRecognizer(target: board, action: Board.tapped(_:))
        tap.send(.began, at: CGPoint(x: 1, y: 1), in: nil)
        tap.send(.changed, at: CGPoint(x: 2, y: 2), in: nil)
        #expect(board.taps.isEmpty)
        #expect(tap.state == .possible)
        tap.send(.recognized, at: CGPoint(x: 40, y: 60), in: nil)
        #expect(board.taps == [CGPoint(x: 40, y: 60)])
        #expect(tap.state == .ended)
        #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
    }

    @Test("a method taking no argument is an action, by init(target:action:) and addTarget")
    func actionsWithoutArgument() {
        let board = Board()
        let tap = UITapGestureRecognizer(target: board, action: Board.recenter)
        let pan = UIPanGestureRecognizer()
        pan.addTarget(board, action: Board.recenter)
        tap.send(.ended, at: .zero, in: nil)
        pan.send(.began, at: .zero, in: nil)
        pan.send(.ended, at: .zero, in: nil)
        #expect(board.recentered == 3)
        pan.removeTarget(board)
        pan.send(.began, at: .zero, in: nil)
        #expect(board.recentered == 3, "removeTarget removes an action taking no argument")
    }

    @Test("a target is held weakly by an action taking no argument")
    func plainActionTargetIsWeak() {
        let tap = UITapGestureRecognizer()
        weak var released: Board?
        do {
            let board = Board()
            released = board
            tap.addTarget(board, action: Board.recenter)
        }
        #expect(released == nil)
        tap.send(.ended, at: .zero, in: nil)
    }
}
