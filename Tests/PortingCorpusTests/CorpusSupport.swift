import Foundation
import UIKitDynamics

/// What the corpus tests need to drive a ported screen headless, with no storyboard and no access
/// to the screen's private state beyond what a debugger would show.
enum Corpus {
    /// The screen the corpus screens are laid out on (an iPhone 15's points).
    static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// One frame at 60 fps.
    static let frame: TimeInterval = 1.0 / 60

    /// A stored property of `object` by name, found by reflection (private ones too, and lazy ones
    /// once created): the tests read the ported code as it is, without widening its access.
    static func value<T>(_ name: String, of object: Any, as type: T.Type = T.self) -> T? {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children
            where child.label == name || child.label == "$__lazy_storage_$_" + name {
                if let value = child.value as? T { return value }
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    /// Does what a storyboard does before `viewDidLoad()`: gives the controller its root view, lays
    /// the outlets out (`frames`, in their parent's coordinates) under their parents (`parents`,
    /// the root view when not named), and only then calls `viewDidLoad()`.
    static func load(
        _ controller: UIViewController, outlets frames: [(name: String, frame: CGRect)],
        parents: [String: String] = [:]
    ) throws {
        controller.view = UIView(frame: screen)
        for (name, frame) in frames {
            let outlet = try outletView(name, of: controller)
            outlet.frame = frame
            let parent = try parents[name].map { try outletView($0, of: controller) } ?? controller.view!
            parent.addSubview(outlet)
        }
        controller.viewDidLoad()
    }

    static func outletView(_ name: String, of controller: UIViewController) throws -> UIView {
        guard let view = value(name, of: controller, as: UIView.self) else {
            throw CorpusError("\(type(of: controller)) has no view outlet named \(name)")
        }
        return view
    }

    /// Steps `animator` frame by frame for `seconds`, calling `each` after every frame.
    static func run(_ animator: UIDynamicAnimator, for seconds: TimeInterval, each: () -> Void = {}) {
        for _ in 0..<Int((seconds / frame).rounded()) {
            animator.step()
            each()
        }
    }

    static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        hypot(a.x - b.x, a.y - b.y)
    }
}

struct CorpusError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
