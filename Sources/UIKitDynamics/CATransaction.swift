import Foundation

/// A stand-in for Core Animation's transactions: nothing animates headless, so a transaction
/// only groups settings and runs its completion block when it commits.
///
/// Transactions nest per thread, as Core Animation's do. ``setCompletionBlock(_:)`` sets the
/// innermost transaction's block; Core Animation runs it once the transaction's animations end,
/// and here there are none, so it runs at ``commit()``. Outside any ``begin()`` (Core
/// Animation's implicit transaction, committed at the end of the run loop's turn) the block
/// runs at once.
///
/// ```swift
/// var settled = false
/// CATransaction.begin()
/// CATransaction.setDisableActions(true)
/// CATransaction.setCompletionBlock { settled = true }
/// card.layer.position = CGPoint(x: 160, y: 240)
/// CATransaction.commit()   // settled == true
/// ```
open class CATransaction: NSObject {
    /// One open transaction's settings.
    private final class Frame {
        var completion: (() -> Void)?
        var disableActions = false
        var animationDuration: CFTimeInterval = 0.25
    }

    /// The open transactions of this thread, innermost last.
    private final class Stack {
        var frames: [Frame] = []
    }

    private static let key = "UIKitDynamics.CATransaction.stack"

    private static var stack: Stack {
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[key] as? Stack { return stack }
        let stack = Stack()
        dictionary[key] = stack
        return stack
    }

    /// Opens a transaction (nested in the current one, if any).
    ///
    /// ```swift
    /// CATransaction.begin()
    /// ```
    open class func begin() {
        stack.frames.append(Frame())
    }

    /// Closes the innermost transaction and runs its completion block. A commit without a
    /// matching ``begin()`` is reported as `.invalidUse` and does nothing.
    ///
    /// ```swift
    /// CATransaction.commit()
    /// ```
    open class func commit() {
        guard let frame = stack.frames.popLast() else {
            DynamicsDiagnostics.report(
                DynamicsError(
                    .invalidUse, "CATransaction.commit(): no transaction is open (begin() was not called)"))
            return
        }
        frame.completion?()
    }

    /// Does nothing: there is nothing to draw. Kept so Core Animation code compiles.
    ///
    /// ```swift
    /// CATransaction.flush()
    /// ```
    open class func flush() {}

    /// Sets the block to run when the innermost transaction's animations end: at its
    /// ``commit()`` (there are no animations), or at once outside any transaction.
    ///
    /// ```swift
    /// CATransaction.setCompletionBlock { animator.addBehavior(snap) }
    /// ```
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        guard let frame = stack.frames.last else {
            block?()
            return
        }
        frame.completion = block
    }

    /// The innermost transaction's completion block, if set.
    ///
    /// ```swift
    /// CATransaction.completionBlock() == nil   // true in a new transaction
    /// ```
    open class func completionBlock() -> (() -> Void)? {
        stack.frames.last?.completion
    }

    /// Whether layer changes in the innermost transaction skip their implicit animations
    /// (stored only: there are none; `false` outside a transaction).
    ///
    /// ```swift
    /// CATransaction.setDisableActions(true)
    /// ```
    open class func setDisableActions(_ flag: Bool) {
        stack.frames.last?.disableActions = flag
    }

    /// Whether the innermost transaction disables actions.
    ///
    /// ```swift
    /// CATransaction.disableActions()   // false by default
    /// ```
    open class func disableActions() -> Bool {
        stack.frames.last?.disableActions ?? false
    }

    /// The innermost transaction's animation duration (stored only; 0.25 s by default).
    ///
    /// ```swift
    /// CATransaction.setAnimationDuration(0.5)
    /// ```
    open class func setAnimationDuration(_ duration: CFTimeInterval) {
        stack.frames.last?.animationDuration = duration
    }

    /// The innermost transaction's animation duration (0.25 s outside a transaction).
    ///
    /// ```swift
    /// CATransaction.animationDuration()   // 0.25
    /// ```
    open class func animationDuration() -> CFTimeInterval {
        stack.frames.last?.animationDuration ?? 0.25
    }
}
