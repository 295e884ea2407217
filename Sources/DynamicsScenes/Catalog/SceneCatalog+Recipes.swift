extension SceneCatalog {
    /// The "iOS - UIKit Dynamics" recipes and the iOS 9 noise-field demo.
    public static var recipes: [Scene] { [] }
}
