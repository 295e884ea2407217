extension Scene {
    /// The Swift source of an iOS screen that shows this scene: one `UIViewController` subclass,
    /// named ``swiftAppTypeName``, to paste into an app (`import UIKit`, Apple's API only).
    ///
    /// `viewDidLoad()` makes a view per item (frame, colour, rotation; ellipse items get rounded
    /// corners and, like path items, a `UIView` subclass overriding `collisionBoundsType`), a
    /// `UIDynamicAnimator(referenceView: view)` kept in a property, and every behavior with the
    /// properties the scene sets (composites as `UIDynamicBehavior` subclasses). The script's
    /// timed changes (adding or removing a behavior, setting a property, moving an item) are
    /// scheduled with `DispatchQueue.main.asyncAfter`; its touches (drags, flicks, moved anchors)
    /// are left to the person holding the phone, each named in a comment. Every view gets a
    /// `UIPanGestureRecognizer` that does what the playground's pointer does: an attachment from
    /// the touched point to the finger, and on release the finger's velocity given to the view
    /// with `addLinearVelocity(_:for:)` (a view in an item group drags its group; a view whose
    /// size a position-to-bounds mapping drives is not dragged).
    ///
    /// With `gestureActions: .methodReference` the pan's action is `Controller.handlePan(_:)`
    /// instead of `#selector(handlePan(_:))` and `handlePan` is not `@objc`: the form
    /// `UIKitDynamics` compiles off Apple platforms, where there is no Objective-C runtime. The two
    /// forms differ in those two lines only (and not at all for a scene without a view to drag).
    ///
    /// ```swift
    /// let source = SceneCatalog.scene(named: "flick")!.swiftAppSource()
    /// print(source)   // import UIKit … final class FlickViewController: UIViewController { … }
    /// ```
    public func swiftAppSource(gestureActions: SwiftGestureActions = .selector) -> String {
        var writer = SwiftSourceWriter(scene: self)
        return writer.writeApp(gestureActions: gestureActions)
    }

    /// The name of the view controller ``swiftAppSource(gestureActions:)`` declares:
    /// ``swiftTypeName`` followed by `ViewController` (`flick` → `FlickViewController`).
    ///
    /// ```swift
    /// SceneCatalog.scene(named: "sticky-corners")!.swiftAppTypeName   // "StickyCornersViewController"
    /// ```
    public var swiftAppTypeName: String {
        let name = swiftTypeName + "ViewController"
        // A scene named "UI" must not declare a class that inherits from itself.
        return name == "UIViewController" ? "Scene" + name : name
    }
}

/// How the app form of a scene's source (``Scene/swiftAppSource(gestureActions:)``) names its pan
/// gesture's action.
///
/// ```swift
/// let forXcode = scene.swiftAppSource(gestureActions: .selector)
/// let forLinux = scene.swiftAppSource(gestureActions: .methodReference)
/// ```
public enum SwiftGestureActions: Sendable, Hashable {
    /// `#selector(handlePan(_:))` and an `@objc` handler: UIKit's form, for an iOS app.
    case selector
    /// `Controller.handlePan(_:)`, a method reference, and a plain handler: the form
    /// `UIKitDynamics` takes off Apple platforms (no Objective-C runtime, so no `@objc`).
    case methodReference
}
