extension SceneCatalog {
    /// Chapter 11 of the seeds: the playground, the app and the challenges.
    public static var chapter11: [Scene] { [] }
}
