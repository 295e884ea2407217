extension Scene {
    /// The Swift source that builds this scene with UIKit Dynamics names, as an iOS developer
    /// would write it: a reference `UIView` of ``referenceBounds``, a view per item, a
    /// `UIDynamicAnimator(referenceView:)` and every behavior with the properties the scene sets.
    ///
    /// The source is one file: `import UIKitDynamics` and a public enum named ``swiftTypeName``
    /// whose `run()` steps the animator in 1/60 s frames for ``duration`` (replaying the
    /// ``script`` at the frames ``SceneRun`` does, each event under a comment with its time) and
    /// returns every item's final centre. The text is deterministic: the same scene gives the
    /// same bytes, which is how `Examples/GeneratedScenes` stays in step with the catalogue.
    ///
    /// ```swift
    /// let source = SceneCatalog.scene(named: "falling-square")!.swiftSource()
    /// print(source)   // import UIKitDynamics … public enum FallingSquare { … }
    /// ```
    public func swiftSource() -> String {
        var writer = SwiftSourceWriter(scene: self)
        return writer.write()
    }

    /// The name of the enum ``swiftSource()`` declares: the scene's name in upper camel case
    /// (`falling-square` → `FallingSquare`), prefixed with `Scene` when it would not start with
    /// a letter. Generated files are named after it.
    ///
    /// ```swift
    /// SceneCatalog.scene(named: "chapter11-gravity")!.swiftTypeName   // "Chapter11Gravity"
    /// ```
    public var swiftTypeName: String {
        let base = SwiftIdentifiers.camelCase(name, upper: true)
        guard let first = base.first, first.isLetter else { return "Scene" + base }
        return base
    }
}
