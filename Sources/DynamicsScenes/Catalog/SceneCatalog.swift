/// Every scene of the seed documents, with its items, behaviors, parameters and scripted input.
///
/// ```swift
/// for scene in SceneCatalog.all { print(scene.name, "—", scene.summary) }
/// let square = SceneCatalog.scene(named: "falling-square")
/// ```
public enum SceneCatalog {
    /// All catalogue scenes, in catalogue order.
    public static var all: [Scene] { basics + chapter11 + recipes + articles }

    /// The scene with the given name, if the catalogue has one.
    public static func scene(named name: String) -> Scene? { all.first { $0.name == name } }
}
