import Testing
import UIKitDynamics

@Suite("UIWindow, window hooks and subview order")
struct WindowAndHierarchyTests {
    final class Recorder: UIView {
        var log: [String]
        let name: String
        init(_ name: String, log: [String] = []) {
            self.name = name
            self.log = log
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { fatalError("unused") }
        override func willMove(toSuperview newSuperview: UIView?) {
            log.append("\(name) willMove(toSuperview: \(newSuperview == nil ? "nil" : "view"))")
        }
        override func didMoveToSuperview() { log.append("\(name) didMoveToSuperview") }
        override func willMove(toWindow newWindow: UIWindow?) {
            log.append(
                "\(name) willMove(toWindow: \(newWindow == nil ? "nil" : "window")) window=\(window == nil ? "nil" : "set")"
            )
        }
        override func didMoveToWindow() {
            log.append("\(name) didMoveToWindow window=\(window == nil ? "nil" : "set")")
        }
    }

    @Test("Entering and leaving a window: superview and window hooks in UIKit's order, descendants too")
    func windowHooks() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let parent = Recorder("parent")
        let child = Recorder("child")
        parent.addSubview(child)
        parent.log.removeAll()
        child.log.removeAll()
        #expect(child.window == nil)

        window.addSubview(parent)
        #expect(
            parent.log == [
                "parent willMove(toSuperview: view)", "parent willMove(toWindow: window) window=nil",
                "parent didMoveToWindow window=set", "parent didMoveToSuperview",
            ])
        #expect(
            child.log == ["child willMove(toWindow: window) window=nil", "child didMoveToWindow window=set"])
        #expect(child.window === window && window.window === window)

        parent.log.removeAll()
        child.log.removeAll()
        parent.removeFromSuperview()
        #expect(
            parent.log == [
                "parent willMove(toSuperview: nil)", "parent willMove(toWindow: nil) window=set",
                "parent didMoveToWindow window=nil", "parent didMoveToSuperview",
            ])
        #expect(
            child.log == ["child willMove(toWindow: nil) window=set", "child didMoveToWindow window=nil"])

        // Moving between views outside any window calls no window hooks.
        let other = UIView()
        child.log.removeAll()
        other.addSubview(child)
        #expect(child.log == ["child willMove(toSuperview: view)", "child didMoveToSuperview"])
    }

    @Test("rootViewController's view fills the window; makeKeyAndVisible shows it")
    func rootViewController() {
        final class Screen: UIViewController {
            var loads = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                loads += 1
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(window.isHidden && !window.isKeyWindow)
        let screen = Screen()
        window.rootViewController = screen
        #expect(screen.loads == 1 && screen.view.superview === window)
        #expect(screen.view.frame == window.bounds && screen.view.window === window)
        window.makeKeyAndVisible()
        #expect(!window.isHidden && window.isKeyWindow)
        let next = Screen()
        window.rootViewController = next
        #expect(
            screen.view.superview == nil && window.subviews.count == 1 && window.subviews[0] === next.view)
    }

    @Test("Subview order: front, back, the pre-4.2 spellings, insert below and exchange")
    @available(*, deprecated, message: "exercises the deprecated spellings")
    func order() {
        let container = UIView()
        let a = UIView()
        let b = UIView()
        let c = UIView()
        for view in [a, b, c] { container.addSubview(view) }
        container.sendSubviewToBack(c)
        #expect(container.subviews == [c, a, b])
        container.bringSubviewToFront(c)
        #expect(container.subviews == [a, b, c])
        container.sendSubview(toBack: b)
        #expect(container.subviews == [b, a, c])
        container.bringSubview(toFront: b)
        #expect(container.subviews == [a, c, b])
        container.insertSubview(b, belowSubview: a)
        #expect(container.subviews == [b, a, c])
        container.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(container.subviews == [c, a, b])
        container.insertSubview(a, at: 0)
        #expect(container.subviews == [a, c, b])
    }
}
