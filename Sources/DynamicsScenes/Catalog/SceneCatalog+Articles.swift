extension SceneCatalog {
    /// The blog articles: the slide-up panel and the wave-transition cells.
    public static var articles: [Scene] { [] }
}
