import Foundation

/// A headless view controller: just enough of UIKit's `UIViewController` for the usual
/// UIKit Dynamics code (a `view`, `viewDidLoad`, appearance callbacks) to compile and run.
///
/// The view loads lazily on first access: ``loadView()`` (by default a view the size of
/// ``UIScreen/main``), then ``viewDidLoad()``. Nothing else calls the appearance methods.
///
/// ```swift
/// final class DropViewController: UIViewController {
///     var animator: UIDynamicAnimator!
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         let square = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
///         view.addSubview(square)
///         animator = UIDynamicAnimator(referenceView: view)
///         animator.addBehavior(UIGravityBehavior(items: [square]))
///     }
/// }
/// let controller = DropViewController()
/// controller.loadViewIfNeeded()
/// controller.animator.runUntilPaused(timeout: 5)
/// ```
open class UIViewController: NSObject {
    private var loadedView: UIView?

    /// The root view, loaded on first access.
    ///
    /// ```swift
    /// controller.view.addSubview(square)
    /// ```
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// Whether the view has been loaded.
    ///
    /// ```swift
    /// controller.isViewLoaded   // false until `view` is first used
    /// ```
    open var isViewLoaded: Bool { loadedView != nil }

    /// The view if it is loaded, without loading it.
    ///
    /// ```swift
    /// controller.viewIfLoaded?.backgroundColor = .white
    /// ```
    open var viewIfLoaded: UIView? { loadedView }

    /// A title, stored only.
    ///
    /// ```swift
    /// controller.title = "Gravity"
    /// ```
    open var title: String?

    /// Creates a controller; there are no nibs, both arguments are ignored.
    ///
    /// ```swift
    /// let controller = UIViewController(nibName: nil, bundle: nil)
    /// ```
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Creates a controller (there are no archives to decode on Linux).
    ///
    /// ```swift
    /// required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    /// ```
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Creates a controller.
    ///
    /// ```swift
    /// let controller = UIViewController()
    /// ```
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Creates the view; override to set `view` yourself. By default a view the size of
    /// ``UIScreen/main``.
    ///
    /// ```swift
    /// override func loadView() { view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480)) }
    /// ```
    open func loadView() {
        loadedView = UIView(frame: UIScreen.main.bounds)
    }

    /// Loads the view (``loadView()`` then ``viewDidLoad()``) if it is not loaded yet.
    ///
    /// ```swift
    /// controller.loadViewIfNeeded()
    /// ```
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    /// Called once after the view is loaded. Does nothing; override it and call `super`.
    ///
    /// ```swift
    /// override func viewDidLoad() { super.viewDidLoad(); setUpDynamics() }
    /// ```
    open func viewDidLoad() {}

    /// Does nothing (nothing appears or lays out on Linux, so nothing calls it); kept so
    /// overrides compile.
    ///
    /// ```swift
    /// override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); animator.updateItem(usingCurrentState: square) }
    /// ```
    open func viewWillAppear(_ animated: Bool) {}
    /// Does nothing (nothing appears or lays out on Linux, so nothing calls it); kept so
    /// overrides compile.
    ///
    /// ```swift
    /// override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); animator.updateItem(usingCurrentState: square) }
    /// ```
    open func viewDidAppear(_ animated: Bool) {}
    /// Does nothing (nothing appears or lays out on Linux, so nothing calls it); kept so
    /// overrides compile.
    ///
    /// ```swift
    /// override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); animator.updateItem(usingCurrentState: square) }
    /// ```
    open func viewWillDisappear(_ animated: Bool) {}
    /// Does nothing (nothing appears or lays out on Linux, so nothing calls it); kept so
    /// overrides compile.
    ///
    /// ```swift
    /// override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); animator.updateItem(usingCurrentState: square) }
    /// ```
    open func viewDidDisappear(_ animated: Bool) {}
    /// Does nothing (nothing appears or lays out on Linux, so nothing calls it); kept so
    /// overrides compile.
    ///
    /// ```swift
    /// override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); animator.updateItem(usingCurrentState: square) }
    /// ```
    open func viewWillLayoutSubviews() {}
    /// Does nothing (nothing appears or lays out on Linux, so nothing calls it); kept so
    /// overrides compile.
    ///
    /// ```swift
    /// override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); animator.updateItem(usingCurrentState: square) }
    /// ```
    open func viewDidLayoutSubviews() {}
}
